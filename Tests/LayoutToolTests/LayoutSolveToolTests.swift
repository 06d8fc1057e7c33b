import Foundation
import LayoutTestSupport
import XCTest

/// `layout solve` end to end: the built tool, run on the spec's examples and on bad input.
final class LayoutSolveToolTests: XCTestCase {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `layout` executable that `swift build` (and `swift test`, whose test target depends on
    /// the tool) put beside the test bundle, or in `.build` under the repository's root.
    static func toolURL() -> URL? {
        ToolProcess.executable("layout", besideBundleOf: LayoutSolveToolTests.self)
    }

    typealias Run = ToolRun

    /// Runs `layout` with `arguments`, feeding `input` to its standard input.
    func layout(_ arguments: [String], input: String = "") throws -> Run {
        guard let tool = Self.toolURL() else {
            throw XCTSkip(
                "no built `layout` tool beside the tests or in \(Self.root.path)/.build: run `swift build` first")
        }
        return try ToolProcess.run(tool, arguments, input: Data(input.utf8))
    }

    func solve(_ input: String) throws -> Run {
        try layout(["solve", "-"], input: input)
    }

    func testSpecExampleFromStandardInput() throws {
        let run = try solve(ConstraintSystemExample.json)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, ConstraintSystemExample.solved)
    }

    func testSampleFile() throws {
        let sample = Self.root.appendingPathComponent("Examples/LayoutTool/Samples/form.json")
        let run = try layout(["solve", sample.path])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, ConstraintSystemExample.solved)
    }

    func testSpecExampleWithoutEdits() throws {
        let input = ConstraintSystemExample.json.replacingOccurrences(
            of: #"{ "variable": "width", "priority": 900, "values": [50, 90, 120] }"#, with: "")
        let run = try solve(input)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, #"{"status":"ok","values":{"left":0,"right":100,"width":80}}"#)
    }

    func testUnsatisfiableSystem() throws {
        let input = """
            { "constraints": [
                { "terms": [[1, "left"]], "constant": 0, "op": "==" },
                { "terms": [[1, "right"], [-1, "left"]], "constant": -100, "op": "==" },
                { "terms": [[1, "mid"]], "constant": -7, "op": "==", "priority": 250 },
                { "terms": [[1, "right"]], "constant": -50, "op": "<=" },
                { "terms": [[1, "mid"], [-1, "left"]], "constant": 0, "op": ">=" }
            ] }
            """
        let run = try solve(input)
        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertEqual(
            run.output,
            #"{"status":"unsatisfiable","conflict":[0,1,3],"refused":[3],"values":{"left":0,"right":100,"mid":7}}"#)
    }

    func testBadInput() throws {
        let cases: [(input: String, message: String)] = [
            ("{ \"constraints\": [", "invalid JSON at line 1, column 19: unexpected end of input"),
            ("[]", "the document must be a JSON object"),
            ("{}", "the document needs a \\\"constraints\\\" array"),
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": "==" }, { "terms": [[1, "x"]], "op": "=<" }] }"#,
                #"constraint 1: unknown op \"=<\" (expected ==, <= or >=)"#
            ),
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": "==", "priority": 0 }] }"#,
                "constraint 0: priority 0 is outside 1...1000"
            ),
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": "<=", "priority": 1000.5 }] }"#,
                "constraint 0: priority 1000.5 is outside 1...1000"
            ),
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": ">=" }, { "terms": [[1, "x"]], "constant": NaN, "op": "==" }] }"#,
                "constraint 1: the constant is NaN, not finite"
            ),
            (
                #"{ "constraints": [{ "terms": [[Infinity, "x"]], "op": "==" }] }"#,
                #"constraint 0: the coefficient of \"x\" is Infinity, not finite"#
            ),
            (
                #"{ "constraints": [{ "terms": [[-Infinity, "x"]], "op": "==" }] }"#,
                #"constraint 0: the coefficient of \"x\" is -Infinity, not finite"#
            ),
            (
                #"{ "constraints": [{ "terms": [["x", 1]], "op": "==" }] }"#,
                #"constraint 0: term 0 must be [coefficient, \"variable\"]"#
            ),
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": "==" }], "edits": [{ "variable": "x", "values": [1] }] }"#,
                #"edit 0: edit variable \"x\" cannot be required (priority 1000)"#
            ),
            (
                #"{ "constraints": [], "edits": [{ "variable": "x", "priority": 10, "values": [1, NaN] }] }"#,
                "edit 0: value 1 is NaN, not finite"
            ),
        ]
        for (input, message) in cases {
            let run = try solve(input)
            XCTAssertEqual(run.status, 2, input)
            XCTAssertEqual(run.output, #"{"status":"error","message":"\#(message)"}"#, input)
        }
    }

    func testUnreadableFileAndUsage() throws {
        let missing = try layout(["solve", "/nonexistent/system.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.output, #"{"status":"error","message":"cannot read /nonexistent/system.json"}"#)
        let noCommand = try layout([])
        XCTAssertEqual(noCommand.status, 2)
        XCTAssertTrue(noCommand.errors.contains("usage: layout solve FILE"), noCommand.errors)
        let unknown = try layout(["frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("unknown command \"frobnicate\""), unknown.errors)
        let help = try layout(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("layout solve FILE"))
    }
}
