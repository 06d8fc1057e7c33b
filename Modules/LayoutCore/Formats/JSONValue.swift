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

    /// Reads a JSON document.
    package static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.readValue(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the document") }
        return value
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

private struct JSONReader {
    let bytes: [UInt8]
    var position = 0

    func error(_ message: String) -> JSONValue.SyntaxError {
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

    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func readValue(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth < 512 else { throw error("nesting is too deep") }
        guard position < bytes.count else { throw error("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readWord("true", .bool(true))
        case UInt8(ascii: "f"): return try readWord("false", .bool(false))
        case UInt8(ascii: "n"): return try readWord("null", .null)
        case UInt8(ascii: "N"): return try readWord("NaN", .number(.nan))
        case UInt8(ascii: "I"): return try readWord("Infinity", .number(.infinity))
        default: return .number(try readNumber())
        }
    }

    mutating func readWord(_ word: String, _ value: JSONValue) throws(JSONValue.SyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw error("unexpected character")
        }
        position += utf8.count
        return value
    }

    mutating func readNumber() throws(JSONValue.SyntaxError) -> Double {
        let start = position
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") {
            position += 1
            if position < bytes.count && bytes[position] == UInt8(ascii: "I") {
                _ = try readWord("Infinity", .null)
                return -.infinity
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            let isNumberByte =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
            guard isNumberByte else { break }
            position += 1
        }
        guard position > start, let text = String(bytes: bytes[start..<position], encoding: .utf8),
            let value = Double(text)
        else {
            position = start
            throw error("expected a value")
        }
        return value
    }

    mutating func readString() throws(JSONValue.SyntaxError) -> String {
        position += 1
        var chunkStart = position
        var result = ""
        while true {
            guard position < bytes.count else { throw error("unterminated string") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[chunkStart..<position], as: UTF8.self)
                position += 1
                return result
            }
            if byte == UInt8(ascii: "\\") {
                result += String(decoding: bytes[chunkStart..<position], as: UTF8.self)
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
                    guard position + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                    else { throw error("bad \\u escape") }
                    position += 4
                    var scalarValue = code
                    if (0xD800..<0xDC00).contains(code), position + 6 <= bytes.count,
                        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                        let low = UInt32(
                            String(decoding: bytes[position + 2..<position + 6], as: UTF8.self), radix: 16)
                    {
                        position += 6
                        scalarValue = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    result.unicodeScalars.append(Unicode.Scalar(scalarValue) ?? "\u{FFFD}")
                default: result.unicodeScalars.append(Unicode.Scalar(escaped))
                }
                chunkStart = position
                continue
            }
            position += 1
        }
    }

    mutating func readArray(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        position += 1
        var items: [JSONValue] = []
        skipSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try readValue(depth: depth + 1))
            skipSpace()
            guard position < bytes.count else { throw error("unterminated array") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    mutating func readObject(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        position += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a key in quotes")
            }
            let key = try readString()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipSpace()
            members.append((key, try readValue(depth: depth + 1)))
            skipSpace()
            guard position < bytes.count else { throw error("unterminated object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }
}
