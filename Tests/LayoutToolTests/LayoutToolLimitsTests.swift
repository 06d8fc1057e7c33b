import Foundation
import LayoutTestSupport
import XCTest

/// The built `layout` tool on hostile input and its command line: help, unknown options, the input
/// size limit, answers too large, and values that overflow (inputs found by `Scripts/fuzz.py`).
final class LayoutToolLimitsTests: XCTestCase {
    /// Runs the tool with `arguments`, feeding `input` on standard input.
    func layout(_ arguments: [String], input: Data = Data()) throws -> ToolRun {
        guard let tool = LayoutSolveToolTests.toolURL() else {
            throw XCTSkip("no built `layout` tool: run `swift build` first")
        }
        return try ToolProcess.run(tool, arguments, input: input)
    }

    func testHelpPrintsUsageAndExitsZero() throws {
        for arguments in [["--help"], ["-h"], ["solve", "--help"], ["flex", "--help"], ["flex", "x.json", "-h"]] {
            let run = try layout(arguments)
            XCTAssertEqual(run.status, 0, "\(arguments)")
            XCTAssertTrue(run.output.contains("usage: layout"), "\(arguments): \(run.output)")
        }
        XCTAssertTrue(try layout(["--help"]).output.contains("Limits: input up to 16 MiB"))
    }

    func testUnknownOptionsExitTwoWithUsage() throws {
        for (arguments, option) in [(["solve", "--fast", "-"], "--fast"), (["flex", "-", "--svgz"], "--svgz")] {
            let run = try layout(arguments, input: Data("{}".utf8))
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.output.contains("unknown option \(option); usage: layout"), run.output)
            XCTAssertTrue(run.errors.contains("usage: layout solve FILE"), run.errors)
        }
        let extra = try layout(["solve", "a.json", "b.json"])
        XCTAssertEqual(extra.status, 2)
        XCTAssertTrue(extra.output.contains("usage: layout solve FILE"), extra.output)
    }

    func testInputsOverTheSizeLimitAreRefused() throws {
        let huge = Data(repeating: UInt8(ascii: "["), count: 16 << 20 + 1)
        for command in ["solve", "flex"] {
            let run = try layout([command, "-"], input: huge)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(
                run.output,
                #"{"status":"error","message":"standard input is larger than 16777216 bytes (16 MiB), the tool's limit"}"#
            )
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-huge-\(getpid()).json")
        try huge.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try layout(["flex", "--svg", file.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.output.contains("is larger than 16777216 bytes (16 MiB)"), run.output)
    }

    func testLargeValuesStayValidJSONAndOverflowIsNamed() throws {
        // 1e300 used to print as Infinity: rounding away noise multiplied it by 1e9.
        let large = try layout(
            ["solve", "-"],
            input: Data(#"{"constraints": [{"terms": [[1, "x"]], "constant": -1e300, "op": "=="}]}"#.utf8))
        XCTAssertEqual(large.status, 0, large.output)
        XCTAssertEqual(large.output, #"{"status":"ok","values":{"x":1e+300}}"#)
        let overflow = try layout(
            ["solve", "-"],
            input: Data(
                #"{"constraints": [{"terms": [[1, "x"]], "constant": -1e300, "op": "=="}, {"terms": [[1, "y"], [-1e10, "x"]], "op": "=="}]}"#
                    .utf8))
        XCTAssertEqual(overflow.status, 2, overflow.output)
        XCTAssertEqual(
            overflow.output,
            #"{"status":"error","message":"the values of \"y\" overflowed (not finite): the numbers of constraints 1 are too large to solve"}"#
        )
    }

    func testAnEditAfterAnOverflowIsNamedNotTrapped() throws {
        // Found by `Scripts/fuzz.py --tool .build/debug/layout` (CI, seed 1, shrunk): a coefficient near the
        // largest `Double` overflows the rows it joins; the edit steps after it used to trip the debug
        // build's tableau check (a restricted row's constant was NaN). The overflow is named instead.
        let input =
            #"{"constraints": [{"terms": [[1, "lb3left"], [-1, "contents_left"]], "constant": 0, "op": ">=", "priority": 1000}, {"terms": [[1, "ctleft"], [-1, "lb3left"], [-1, "lb3width"]], "constant": -10, "op": ">=", "priority": 1000}, {"terms": [[-1, "ctwidth"], [-1, "ctleft"], [1, "contents_right"]], "constant": 0, "op": ">=", "priority": 1000}, {"terms": [[-1, "fl3left"], [1, "contents_right"], [-1, "fl3width"]], "constant": 0, "op": "==", "priority": 600}, {"terms": [[8.988465674311579e+307, "ctwidth"]], "constant": -119, "op": ">=", "priority": 800}, {"terms": [[1, "lb3width"]], "constant": -24, "op": "==", "priority": 100}, {"terms": [[1, "lb3width"]], "constant": -24, "op": ">=", "priority": 900}], "edits": [{"variable": "height", "priority": 900, "values": [600, 400, 1200, 800, 800, 400]}]}"#
        let outcome = try layout(["solve", "-"], input: Data(input.utf8))
        XCTAssertEqual(outcome.status, 2, outcome.output)
        XCTAssertEqual(
            outcome.output,
            #"{"status":"error","message":"the values of \"lb3left\", \"contents_left\", \"ctleft\", \"lb3width\", \"ctwidth\" overflowed (not finite): the numbers of constraints 0, 1, 2, 4, 5, 6 are too large to solve"}"#
        )
    }

    func testFiniteValuesFromOverflowedArithmeticAreNamedToo() throws {
        // Found by `Scripts/fuzz.py` (seed 1, shrunk): the second constraint's coefficient overflows the
        // objective's costs, so the answer `h = 16` is finite but not the system's (0 is); the constraints
        // with huge numbers are named instead.
        let input =
            #"{"constraints": [{"terms": [[1, "h"]], "constant": -16, "op": "==", "priority": 900}, {"terms": [[1.7976931348623157e+308, "h"]], "constant": 0, "op": "==", "priority": 900}]}"#
        let outcome = try layout(["solve", "-"], input: Data(input.utf8))
        XCTAssertEqual(outcome.status, 2, outcome.output)
        XCTAssertEqual(
            outcome.output,
            #"{"status":"error","message":"the solver's numbers overflowed (not finite): the numbers of constraints 1 are too large to solve"}"#
        )
    }

    func testAnswersTooLargeAreRefused() throws {
        let constraintTexts: [String] = (0..<2000).map { (index: Int) -> String in
            #"{"terms": [[1, "v\#(index)"]], "op": "=="}"#
        }
        let constraints = constraintTexts.joined(separator: ",")
        let values = (0..<600).map { (value: Int) -> String in String(value) }.joined(separator: ",")
        let parts: [String] = [
            #"{"constraints": ["#, constraints, #"], "edits": [{"variable": "v0", "priority": 10, "values": ["#, values,
            "]}]}",
        ]
        let input = parts.joined()
        let run = try layout(["solve", "-"], input: Data(input.utf8))
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.output,
            #"{"status":"error","message":"the answer would hold 1202000 values (every variable after each edit step), more than 1000000 (the tool's limit): use fewer edit values"}"#
        )
    }
}
