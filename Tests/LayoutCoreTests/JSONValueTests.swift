import LayoutCore
import XCTest

/// The kit's one JSON reader (used by `layout solve`, `layout flex` and the conformance cases).
final class JSONValueTests: XCTestCase {
    func testValuesEscapesAndNonFiniteNumbers() throws {
        let value = try JSONValue.parse(#"{"a": [1, -2.5e1, true, null, "x\n\u00e9"], "b": NaN, "c": -Infinity}"#)
        XCTAssertEqual(
            value,
            .object([
                ("a", .array([.number(1), .number(-25), .bool(true), .null, .string("x\né")])),
                ("b", .number(.nan)), ("c", .number(-.infinity)),
            ]))
        XCTAssertEqual(try JSONValue.parse(value.serialized()), value)
    }

    func testDeepNestingReadsWithoutRecursion() throws {
        let depth = 20_000
        let text = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
        var value = try JSONValue.parse(text)
        var levels = 0
        while case .array(let items) = value, let first = items.first {
            value = first
            levels += 1
        }
        XCTAssertEqual(levels, depth)
        XCTAssertEqual(value, .number(7))
    }

    func testErrorsNameLineAndColumn() {
        let cases: [(String, String)] = [
            ("{\n  \"a\": }", "invalid JSON at line 2, column 8: expected a value"),
            ("[1, 2", "invalid JSON at line 1, column 6: unterminated array"),
            ("{\"a\" 1}", "invalid JSON at line 1, column 6: expected ':'"),
            ("[1] x", "invalid JSON at line 1, column 5: unexpected text after the document"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try JSONValue.parse(text), text) { error in
                XCTAssertEqual("\(error)", message, text)
            }
        }
    }
}
