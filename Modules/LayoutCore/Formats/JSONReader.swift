import Foundation

/// Reads JSON into ``JSONValue`` without recursion, so that a document nested thousands of levels deep
/// (a flex tree: each level is an object and an array) reads like any other. Accepts `NaN`, `Infinity`
/// and `-Infinity`, which the kit's formats use for values that are not finite.
struct JSONReader {
    private enum Frame {
        case array([JSONValue])
        case object([(String, JSONValue)], key: String?)
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Reads a whole document.
    static func parse(_ text: String) throws(JSONValue.SyntaxError) -> JSONValue {
        var reader = JSONReader(text)
        return try reader.readDocument()
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

    private mutating func readDocument() throws(JSONValue.SyntaxError) -> JSONValue {
        var stack: [Frame] = []
        var result: JSONValue?
        while true {
            skipSpace()
            // Inside an object, a key (or the end) comes first.
            if case .object(let members, let key)? = stack.last, key == nil {
                guard position < bytes.count else { throw error("unterminated object") }
                if bytes[position] == UInt8(ascii: "}") && members.isEmpty {
                    position += 1
                    stack.removeLast()
                    result = .object(members)
                } else {
                    guard bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                    let name = try readString()
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                        throw error("expected ':'")
                    }
                    position += 1
                    stack[stack.count - 1] = .object(members, key: name)
                    continue
                }
            } else if case .array(let items)? = stack.last, items.isEmpty, position < bytes.count,
                bytes[position] == UInt8(ascii: "]")
            {
                position += 1
                stack.removeLast()
                result = .array([])
            } else {
                guard position < bytes.count else { throw error("unexpected end of input") }
                switch bytes[position] {
                case UInt8(ascii: "{"):
                    position += 1
                    stack.append(.object([], key: nil))
                    continue
                case UInt8(ascii: "["):
                    position += 1
                    stack.append(.array([]))
                    continue
                default:
                    result = try readScalar()
                }
            }
            // A value is complete: attach it to its container, closing containers as they end.
            while var value = result {
                guard let top = stack.popLast() else {
                    skipSpace()
                    guard position == bytes.count else { throw error("unexpected text after the document") }
                    return value
                }
                skipSpace()
                guard position < bytes.count else {
                    if case .array = top { throw error("unterminated array") }
                    throw error("unterminated object")
                }
                let byte = bytes[position]
                switch top {
                case .array(var items):
                    items.append(value)
                    if byte == UInt8(ascii: ",") {
                        position += 1
                        stack.append(.array(items))
                        result = nil
                    } else if byte == UInt8(ascii: "]") {
                        position += 1
                        value = .array(items)
                        result = value
                    } else {
                        throw error("expected ',' or ']'")
                    }
                case .object(var members, let key):
                    members.append((key ?? "", value))
                    if byte == UInt8(ascii: ",") {
                        position += 1
                        stack.append(.object(members, key: nil))
                        result = nil
                    } else if byte == UInt8(ascii: "}") {
                        position += 1
                        value = .object(members)
                        result = value
                    } else {
                        throw error("expected ',' or '}'")
                    }
                }
            }
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

    private mutating func readWord(_ word: String, _ value: JSONValue) throws(JSONValue.SyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw error("unexpected character")
        }
        position += utf8.count
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
        while position < bytes.count {
            let byte = bytes[position]
            let isNumberByte =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
            guard isNumberByte else { break }
            position += 1
        }
        guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            position = start
            throw error("expected a value")
        }
        return value
    }

    private mutating func readString() throws(JSONValue.SyntaxError) -> String {
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
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
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
                var scalar = code
                if (0xD800..<0xDC00).contains(code), position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u"),
                    let low = UInt32(String(decoding: bytes[position + 2..<position + 6], as: UTF8.self), radix: 16)
                {
                    position += 6
                    scalar = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                result.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
            default: result.unicodeScalars.append(Unicode.Scalar(escaped))
            }
            chunkStart = position
        }
    }
}
