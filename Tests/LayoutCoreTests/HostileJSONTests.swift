import LayoutCore
import LayoutTestSupport
import XCTest

/// The JSON reader and writer on hostile input (found by `Scripts/fuzz.py`): no crash, no recursion
/// as deep as the document, and a clear error past the limits.
final class HostileJSONTests: XCTestCase {
    func testLoneSurrogatesReadAsReplacementCharacters() throws {
        // A high surrogate followed by an escape that is not a low surrogate used to trap.
        XCTAssertEqual(try JSONValue.parse(#"["\uD800\u0041"]"#), .array([.string("\u{FFFD}A")]))
        XCTAssertEqual(try JSONValue.parse(#""\uDC00x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try JSONValue.parse(#""\uD83D""#), .string("\u{FFFD}"))
        XCTAssertEqual(try JSONValue.parse(#""\uD83D\uDE00""#), .string("😀"))
        XCTAssertEqual(try JSONValue.parse(#""\uD800\uD800\uDC00""#), .string("\u{FFFD}𐀀"))
        XCTAssertThrowsError(try JSONValue.parse(#""\uD800\u00""#)) { error in
            XCTAssertTrue("\(error)".contains("bad \\u escape"), "\(error)")
        }
    }

    func testHugeCoefficientsSolveWithoutTrippingTheTableauChecks() throws {
        // Found by `Scripts/fuzz.py --tool .build/debug/layout`: a pivot on a coefficient of 1e300 leaves
        // a term of 1e-300, which the debug build's tableau check took for a stale zero and trapped on.
        let text = """
            {"constraints": [{"terms": [[1e+300, "x"], [1, "y"]], "constant": 1e+300, "op": "=="},
            {"terms": [[1, "y"]], "constant": -1e+300, "op": ">="},
            {"terms": [[1e+300, "z"], [-1e+300, "x"]], "constant": 1, "op": "<=", "priority": 500}],
            "edits": [{"variable": "x", "priority": 999, "values": [1e+300, -1e+300]}]}
            """
        let outcome = try ConstraintSystemFile(json: text).solve()
        XCTAssertEqual(outcome.status, "ok")
        XCTAssertEqual(outcome.steps.count, 2)
        // y >= 1e300 holds, and x follows from the required equality: 1e300 x + y + 1e300 = 0.
        let values = Dictionary(uniqueKeysWithValues: outcome.values)
        XCTAssertEqual(values["y"] ?? 0, 1e300, accuracy: 1e285)
        XCTAssertEqual(values["x"] ?? 0, -2, accuracy: 1e-9)
        XCTAssertFalse(outcome.json.serialized().contains("nan"))
    }

    func testCoefficientsThatOverflowTheCostsSolveWithoutTrippingTheTableauChecks() throws {
        // Found by `Scripts/fuzz.py --tool .build/debug/layout` (seed 1), shrunk: a coefficient of the largest
        // double overflows the objective's costs and the rows to infinity. The simplex leaves a direction whose
        // rates are not finite (no row bounds it), and 1 / infinity leaves exact zeros in rows: the debug
        // build's checks that no symbol improves the objective and that no term is zero trapped on them.
        let overflowing = """
            {"constraints": [{"terms": [[-1, "a"], [1, "b"]], "constant": -10, "op": ">="},
            {"terms": [[1.7976931348623157e+308, "a"], [-1, "c"], [-1, "d"]], "constant": -10, "op": "==",
            "priority": 600}, {"terms": [[1, "c"], [0.5, "d"]], "constant": 0, "op": "==", "priority": 900},
            {"terms": [[1, "c"]], "constant": 0, "op": ">="}]}
            """
        let outcome = try ConstraintSystemFile(json: overflowing).solve()
        // Values that are not finite, which the layout tool reports as numbers too large to solve.
        XCTAssertTrue(outcome.values.contains { !$0.1.isFinite }, "\(outcome.values)")
        let weak = """
            {"constraints": [{"terms": [[1, "h"]], "constant": -16, "op": "==", "priority": 900},
            {"terms": [[1.7976931348623157e+308, "h"]], "constant": 0, "op": "==", "priority": 900}]}
            """
        let second = try ConstraintSystemFile(json: weak).solve()
        XCTAssertEqual(second.values.map(\.0), ["h"])
        // Its value is finite (16, where 0 is optimal) but comes from overflowed costs: the outcome says so.
        XCTAssertTrue(outcome.overflowed)
        XCTAssertTrue(second.overflowed)
        // A system whose numbers are large but do not overflow is not flagged.
        let large = try ConstraintSystemFile(
            json: #"{"constraints": [{"terms": [[1e150, "h"]], "constant": -1e150, "op": "=="}]}"#
        ).solve()
        XCTAssertFalse(large.overflowed)
        XCTAssertEqual(large.values.first?.1 ?? 0, 1, accuracy: 1e-12)
    }

    func testDeepDocumentsReadWriteCompareAndFreeOnASmallStack() {
        // 300,000 levels: reading, writing, comparing and freeing all recursed as deep as the document
        // (freeing overflowed 8 MB at about 58,500 levels).
        let depth = 300_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var outcome = ""
        runOnThread {
            do {
                let value = try JSONValue.parse(text, maximumDepth: depth)
                let copy = try JSONValue.parse(text, maximumDepth: depth)
                let written = value.serialized()
                outcome = "\(written == text) \(value == copy) \(value == .array([]))"
            } catch {
                outcome = "\(error)"
            }
        }
        XCTAssertEqual(outcome, "true true false")
    }

    func testDeepObjectsUnderAKeyNobodyReadsAreFreedOnASmallStack() {
        func system(depth: Int) -> String {
            #"{"constraints": [], "unused": "# + String(repeating: #"{"a":"#, count: depth) + "1"
                + String(repeating: "}", count: depth) + "}"
        }
        var messages: [String] = []
        runOnThread {
            for depth in [90_000, 200_000] {
                do throws(ConstraintSystemFile.FormatError) {
                    let file = try ConstraintSystemFile(json: system(depth: depth))
                    messages.append("read \(file.constraints.count)")
                } catch {
                    messages.append(error.message)
                }
            }
        }
        XCTAssertEqual(messages.first, "read 0")
        // Past the default limit: refused, with where and why.
        XCTAssertEqual(
            messages.last,
            "invalid JSON at line 1, column 500026: nesting deeper than 100000 arrays and objects (the reader's limit)")
    }

    func testNestingPastTheLimitIsRefused() {
        let text = String(repeating: "[", count: 20_000_000)
        XCTAssertThrowsError(try JSONValue.parse(text)) { error in
            XCTAssertEqual(
                "\(error)",
                "invalid JSON at line 1, column 100001: nesting deeper than 100000 arrays and objects (the reader's limit)"
            )
        }
        XCTAssertNoThrow(
            try JSONValue.parse(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)))
    }

    func testManyElementsReadInOrder() throws {
        // Reading used to be quadratic in the number of elements; a million still reads (and in order).
        let count = 1_000_000
        let numbers: [String] = (0..<count).map { (value: Int) -> String in String(value) }
        let text = "[\(numbers.joined(separator: ","))]"
        let value = try JSONValue.parse(text)
        let items = try XCTUnwrap(value.array)
        XCTAssertEqual(items.count, count)
        XCTAssertEqual(items[0], .number(0))
        XCTAssertEqual(items[count - 1], .number(Double(count - 1)))
        let members: [String] = (0..<1000).map { (index: Int) -> String in "\"k\(index)\": \(index)" }
        let object = try JSONValue.parse("{\(members.joined(separator: ","))}")
        XCTAssertEqual(object["k999"], .number(999))
        XCTAssertEqual(object.members?.count, 1000)
    }

    func testNumbersAndSyntaxAfterTheRewrite() throws {
        XCTAssertEqual(
            try JSONValue.parse("[0, -0, 12345678901234567890, 1e300, -2.5e-3, 007]"),
            .array([
                .number(0), .number(0), .number(12_345_678_901_234_567_890), .number(1e300), .number(-0.0025),
                .number(7),
            ]))
        for bad in ["[1,]", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "{1:2}", "", "[", "{\"a\":", "-", "tru", "[]]"] {
            XCTAssertThrowsError(try JSONValue.parse(bad), bad)
        }
        let nested = try JSONValue.parse(#"{"a": [{"b": []}, {}], "c": {"d": [1, {"e": null}]}}"#)
        XCTAssertEqual(
            nested.serialized(pretty: true),
            """
            {
              "a": [
                {
                  "b": []
                },
                {}
              ],
              "c": {
                "d": [
                  1,
                  {
                    "e": null
                  }
                ]
              }
            }
            """)
        XCTAssertEqual(try JSONValue.parse(nested.serialized()), nested)
        XCTAssertNotEqual(try JSONValue.parse(#"{"a": 1}"#), try JSONValue.parse(#"{"b": 1}"#))
        XCTAssertNotEqual(try JSONValue.parse("[1, [2]]"), try JSONValue.parse("[1, [3]]"))
    }
}
