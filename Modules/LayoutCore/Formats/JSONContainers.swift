/// The storage of a JSON array or object: values (and, for an object, their keys) in one shared
/// buffer. Freeing it never recurses, however deep the document: the last owner of a nested container
/// moves that container's values into a work list instead of letting Swift free them element by element.
final class JSONStorage: @unchecked Sendable {
    // Written only while building and while being freed (when nothing else can see it).
    var keys: [String]
    var values: [JSONValue]

    init(keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
    }

    /// The storage every empty array and object read shares (never written).
    static let empty = JSONStorage(keys: [], values: [])

    deinit {
        guard values.contains(where: \.isContainer) else { return }
        var pending: [JSONValue] = []
        swap(&pending, &values)
        while let value = pending.popLast() {
            var storage: JSONStorage
            switch consume value {
            case .array(let array): storage = array.storage
            case .object(let object): storage = object.storage
            default: continue
            }
            // Only this loop holds it: take its values, so that freeing it frees no nested container.
            if isKnownUniquelyReferenced(&storage) {
                pending.append(contentsOf: storage.values)
                storage.values = []
            }
        }
    }
}

/// The elements of a JSON array.
package struct JSONArray: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    let storage: JSONStorage

    /// An array of these values.
    package init(_ values: [JSONValue]) {
        storage = values.isEmpty ? .empty : JSONStorage(keys: [], values: values)
    }

    /// An array of the literal's values.
    package init(arrayLiteral elements: JSONValue...) {
        self.init(elements)
    }

    /// The first index, 0.
    package var startIndex: Int { 0 }
    /// The number of elements.
    package var endIndex: Int { storage.values.count }
    /// The element at `position`.
    package subscript(position: Int) -> JSONValue { storage.values[position] }
    /// The elements as a Swift array (shares the storage: no copy).
    package var values: [JSONValue] { storage.values }
}

/// The members of a JSON object, in the document's order.
package struct JSONObject: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    let storage: JSONStorage

    /// An object of these members, in order (a key may repeat, as JSON allows).
    package init(_ members: [(String, JSONValue)]) {
        storage = JSONStorage(keys: members.map(\.0), values: members.map(\.1))
    }

    /// An object of keys and their values (as many of each).
    init(keys: [String], values: [JSONValue]) {
        storage = values.isEmpty ? .empty : JSONStorage(keys: keys, values: values)
    }

    /// An object of the literal's members.
    package init(arrayLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// The first index, 0.
    package var startIndex: Int { 0 }
    /// The number of members.
    package var endIndex: Int { storage.values.count }
    /// The member at `position`.
    package subscript(position: Int) -> (String, JSONValue) { (storage.keys[position], storage.values[position]) }

    /// The value of the first member named `key`.
    package subscript(key: String) -> JSONValue? {
        guard let index = storage.keys.firstIndex(of: key) else { return nil }
        return storage.values[index]
    }
}

extension JSONValue {
    /// Whether the value is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}
