import Foundation

/// A JSON document, read and written by the `layout` tool, the conformance tests and the benchmarks.
///
/// Objects keep their keys in order, so that output is stable. The reader also accepts the tokens
/// `NaN`, `Infinity` and `-Infinity` (as Python's `json` writes them), so that a non-finite number
/// is reported where it stands rather than as a syntax error.
///
/// Nothing recurses as deep as the document: reading, writing, comparing and freeing a value nested
/// any number of levels use a stack of their own (see `Docs/Limits.md`).
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array(JSONArray)
    case object(JSONObject)

    /// Equal documents; two NaNs are equal. Compares without recursion.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending = [(lhs, rhs)]
        while let (a, b) = pending.popLast() {
            switch (a, b) {
            case (.null, .null): continue
            case (.bool(let x), .bool(let y)) where x == y: continue
            case (.number(let x), .number(let y)) where x == y || (x.isNaN && y.isNaN): continue
            case (.string(let x), .string(let y)) where x == y: continue
            case (.array(let x), .array(let y)) where x.count == y.count:
                if x.storage === y.storage { continue }
                pending.append(contentsOf: zip(x.storage.values, y.storage.values))
            case (.object(let x), .object(let y)) where x.count == y.count && x.storage.keys == y.storage.keys:
                if x.storage === y.storage { continue }
                pending.append(contentsOf: zip(x.storage.values, y.storage.values))
            default: return false
            }
        }
        return true
    }

    /// The value under `key` of an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    package var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var array: JSONArray? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members of an object, in order.
    package var members: [(String, JSONValue)]? {
        if case .object(let value) = self { return Array(value) }
        return nil
    }

    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A syntax error (or a limit passed) with its line and column.
    package struct SyntaxError: Error, CustomStringConvertible {
        package var message: String
        package var line: Int
        package var column: Int
        package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
    }

    /// The deepest nesting of arrays and objects ``parse(_:maximumDepth:)`` accepts by default.
    package static let defaultMaximumDepth = 100_000

    /// Reads a JSON document in time linear in its length, without recursion: nesting deeper than
    /// `maximumDepth` arrays and objects is refused with a ``SyntaxError``.
    package static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(SyntaxError)
        -> JSONValue
    {
        try JSONReader.parse(text, maximumDepth: maximumDepth)
    }

    /// The document as text: compact, or indented by two spaces. Writes without recursion.
    package func serialized(pretty: Bool = false) -> String {
        var out = ""
        // Each open container: its storage, whether it is an object, and the next member to write.
        var open: [(storage: JSONStorage, isObject: Bool, next: Int)] = []
        var current: JSONValue? = self
        while true {
            if let value = current {
                current = nil
                switch value {
                case .null: out += "null"
                case .bool(let flag): out += flag ? "true" : "false"
                case .number(let number): out += JSONValue.format(number)
                case .string(let text): JSONValue.writeString(text, into: &out)
                case .array(let array):
                    out += "["
                    open.append((array.storage, false, 0))
                case .object(let object):
                    out += "{"
                    open.append((object.storage, true, 0))
                }
            }
            guard let top = open.last else { return out }
            let indent = pretty ? String(repeating: " ", count: 2 * open.count) : ""
            if top.next == top.storage.values.count {
                open.removeLast()
                if pretty && top.next > 0 { out += "\n" + String(repeating: " ", count: 2 * open.count) }
                out += top.isObject ? "}" : "]"
                if open.isEmpty { return out }
                continue
            }
            if top.next > 0 { out += "," }
            if pretty { out += "\n" + indent }
            if top.isObject {
                JSONValue.writeString(top.storage.keys[top.next], into: &out)
                out += pretty ? ": " : ":"
            }
            current = top.storage.values[top.next]
            open[open.count - 1].next += 1
        }
    }

    /// A number as JSON: integers without a fraction, others with up to 10 significant decimals.
    /// A value that is not finite is written `NaN`, `Infinity` or `-Infinity` (for messages: the
    /// `layout` tool never writes one in its output).
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "Infinity" : "-Infinity") }
        if value == value.rounded() && abs(value) < 1e15 {
            return String(Int64(value))
        }
        var text = String(format: "%.10g", value)
        if text.contains("e") { return text }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    private static func writeString(_ value: String, into out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
