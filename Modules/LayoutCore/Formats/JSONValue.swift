import Foundation

/// A JSON document, read and written by the `layout` tool, the conformance tests and the benchmarks.
///
/// Objects keep their keys in order, so that output is stable. The reader also accepts the tokens
/// `NaN`, `Infinity` and `-Infinity` (as Python's `json` writes them), so that a non-finite number
/// is reported where it stands rather than as a syntax error.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value under `key` of an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    package var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    package var members: [(String, JSONValue)]? {
        if case .object(let value) = self { return value }
        return nil
    }

    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A syntax error with its line and column.
    package struct SyntaxError: Error, CustomStringConvertible {
        package var message: String
        package var line: Int
        package var column: Int
        package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
    }

    /// Reads a JSON document (without recursion: any depth of nesting reads).
    package static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try JSONReader.parse(text)
    }

    /// The document as text: compact, or indented by two spaces.
    package func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, into: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                item.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                JSONValue.writeString(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "}"
        }
    }

    /// A number as JSON: integers without a fraction, others with up to 10 significant decimals.
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
