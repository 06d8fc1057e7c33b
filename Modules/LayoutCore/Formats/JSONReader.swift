/// Reads JSON into ``JSONValue`` in one pass over the bytes, without recursion and in linear time:
/// the values of the open arrays and objects wait on one stack and become a container, in one copy,
/// when it closes. Accepts `NaN`, `Infinity` and `-Infinity`, which the kit's formats use for values
/// that are not finite.
struct JSONReader {
    /// An open array or object: where its values (and keys) start on the stacks.
    private struct Open {
        var isObject: Bool
        var valueStart: Int
        var keyStart: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var position = 0
    private var values: [JSONValue] = []
    private var keys: [String] = []
    private var open: [Open] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Reads a whole document.
    static func parse(_ text: String, maximumDepth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        var text = text
        let result: Result<JSONValue, JSONValue.SyntaxError> = text.withUTF8 { bytes in
            var reader = JSONReader(bytes, maximumDepth: maximumDepth)
            do throws(JSONValue.SyntaxError) {
                return .success(try reader.readDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func error(_ message: String) -> JSONValue.SyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONValue.SyntaxError(message: message, line: line, column: column)
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The byte at the reading position, after white space; nil at the end.
    private mutating func peek() -> UInt8? {
        skipSpace()
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func readDocument() throws(JSONValue.SyntaxError) -> JSONValue {
        // Reads a value (or opens a container), then closes what ends after it.
        while true {
            if let top = open.last, top.isObject {
                // A key comes first (or the end of an empty object).
                if values.count == top.valueStart && peek() == UInt8(ascii: "}") {
                    position += 1
                    try close(expectObject: true)
                } else {
                    guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                    keys.append(try readString())
                    guard peek() == UInt8(ascii: ":") else { throw error("expected ':'") }
                    position += 1
                    try readValue()
                }
            } else if let top = open.last, values.count == top.valueStart, peek() == UInt8(ascii: "]") {
                position += 1
                try close(expectObject: false)
            } else {
                try readValue()
            }
            if open.isEmpty, values.count == 1 {
                guard peek() == nil else { throw error("unexpected text after the document") }
                return values.removeLast()
            }
            guard let top = open.last, values.count > top.valueStart else { continue }
            // After a value: a comma, or the end of containers.
            while let top = open.last {
                guard let byte = peek() else {
                    throw error(top.isObject ? "unterminated object" : "unterminated array")
                }
                if byte == UInt8(ascii: ",") {
                    position += 1
                    break
                }
                guard byte == UInt8(ascii: top.isObject ? "}" : "]") else {
                    throw error(top.isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
                position += 1
                try close(expectObject: top.isObject)
                if open.isEmpty {
                    guard peek() == nil else { throw error("unexpected text after the document") }
                    return values.removeLast()
                }
            }
        }
    }

    /// Reads a scalar onto the value stack, or opens an array or object.
    private mutating func readValue() throws(JSONValue.SyntaxError) {
        guard let byte = peek() else { throw error("unexpected end of input") }
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            guard open.count < maximumDepth else {
                throw error("nesting deeper than \(maximumDepth) arrays and objects (the reader's limit)")
            }
            position += 1
            open.append(Open(isObject: byte == UInt8(ascii: "{"), valueStart: values.count, keyStart: keys.count))
            return
        }
        values.append(try readScalar())
    }

    /// Makes the innermost open container from its values (one copy) and puts it on the value stack.
    private mutating func close(expectObject: Bool) throws(JSONValue.SyntaxError) {
        let top = open.removeLast()
        let items = Array(values[top.valueStart...])
        values.removeSubrange(top.valueStart...)
        if top.isObject {
            let names = Array(keys[top.keyStart...])
            keys.removeSubrange(top.keyStart...)
            values.append(.object(JSONObject(keys: names, values: items)))
        } else {
            values.append(.array(JSONArray(items)))
        }
    }

    private mutating func readScalar() throws(JSONValue.SyntaxError) -> JSONValue {
        switch bytes[position] {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readWord("true", .bool(true))
        case UInt8(ascii: "f"): return try readWord("false", .bool(false))
        case UInt8(ascii: "n"): return try readWord("null", .null)
        case UInt8(ascii: "N"): return try readWord("NaN", .number(.nan))
        case UInt8(ascii: "I"): return try readWord("Infinity", .number(.infinity))
        default: return .number(try readNumber())
        }
    }

    private mutating func readWord(_ word: StaticString, _ value: JSONValue) throws(JSONValue.SyntaxError)
        -> JSONValue
    {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("unexpected character") }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
            throw error("unexpected character")
        }
        position += count
        return value
    }

    private mutating func readNumber() throws(JSONValue.SyntaxError) -> Double {
        let start = position
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") {
            position += 1
            if position < bytes.count && bytes[position] == UInt8(ascii: "I") {
                _ = try readWord("Infinity", .null)
                return -.infinity
            }
        }
        var integer = 0.0
        var digitsOnly = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                integer = integer * 10 + Double(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            {
                digitsOnly = false
            } else {
                break
            }
            position += 1
        }
        let first = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        // Up to 15 digits are exact in a Double; longer numbers and fractions go through the parser.
        if digitsOnly && position > first && position - first <= 15 {
            return bytes[start] == UInt8(ascii: "-") ? -integer : integer
        }
        guard position > first,
            let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        else {
            position = start
            throw error("expected a value")
        }
        return value
    }

    private mutating func readHex4() throws(JSONValue.SyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("bad \\u escape") }
        var code: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("bad \\u escape")
            }
            code = code << 4 | UInt32(digit)
        }
        position += 4
        return code
    }

    private mutating func readString() throws(JSONValue.SyntaxError) -> String {
        position += 1
        var chunkStart = position
        var result = ""
        func chunk(_ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[chunkStart..<end]), as: UTF8.self)
        }
        while true {
            guard position < bytes.count else { throw error("unterminated string") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                result += chunk(position)
                position += 1
                return result
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            result += chunk(position)
            position += 1
            guard position < bytes.count else { throw error("unterminated escape") }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): result += "\n"
            case UInt8(ascii: "t"): result += "\t"
            case UInt8(ascii: "r"): result += "\r"
            case UInt8(ascii: "b"): result += "\u{8}"
            case UInt8(ascii: "f"): result += "\u{C}"
            case UInt8(ascii: "u"):
                let code = try readHex4()
                var scalar = code
                // A high surrogate pairs with a following low one; a lone surrogate reads as U+FFFD.
                if (0xD800..<0xDC00).contains(code), position + 6 <= bytes.count,
                    bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                {
                    let mark = position
                    position += 2
                    let low = try readHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        position = mark
                    }
                }
                result.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
            default: result.unicodeScalars.append(Unicode.Scalar(escaped))
            }
            chunkStart = position
        }
    }
}
