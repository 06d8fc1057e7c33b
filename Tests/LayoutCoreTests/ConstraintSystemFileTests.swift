import LayoutCore
import LayoutTestSupport
import XCTest

/// Reading, solving and writing the constraint-system format (Docs/ConstraintSystemFormat.md).
final class ConstraintSystemFileTests: XCTestCase {
    func testReadsTheSpecExample() throws {
        let system = try ConstraintSystemFile(json: ConstraintSystemExample.json)
        XCTAssertEqual(system.constraints.count, 4)
        XCTAssertEqual(system.constraints[1].terms.map(\.variable), ["right", "left"])
        XCTAssertEqual(system.constraints[1].terms.map(\.coefficient), [1, -1])
        XCTAssertEqual(system.constraints[1].constant, -100)
        XCTAssertEqual(system.constraints[2].relation, .lessThanOrEqual)
        XCTAssertEqual(system.constraints[3].priority, 750)
        XCTAssertEqual(system.edits.count, 1)
        XCTAssertEqual(system.edits[0].variable, "width")
        XCTAssertEqual(system.edits[0].priority, 900)
        XCTAssertEqual(system.edits[0].values, [50, 90, 120])
    }

    func testDefaults() throws {
        let system = try ConstraintSystemFile(
            json: #"{ "constraints": [{ "terms": [[2, "x"]], "op": ">=" }], "edits": null }"#)
        XCTAssertEqual(system.constraints[0].constant, 0)
        XCTAssertEqual(system.constraints[0].priority, 1000, "a constraint without a priority is required")
        XCTAssertTrue(system.edits.isEmpty)
    }

    func testSolvesTheSpecExample() throws {
        let outcome = try ConstraintSystemFile(json: ConstraintSystemExample.json).solve()
        XCTAssertEqual(outcome.status, "ok")
        XCTAssertEqual(outcome.values.map(\.0), ["left", "right", "width"])
        XCTAssertEqual(outcome.values.map(\.1), [0, 100, 80])
        XCTAssertEqual(outcome.steps.map { $0.map(\.1) }, [[0, 100, 50], [0, 100, 90], [0, 100, 100]])
        XCTAssertTrue(outcome.conflict.isEmpty)
        XCTAssertTrue(outcome.refused.isEmpty)
        XCTAssertEqual(outcome.json.serialized(), ConstraintSystemExample.solved)
    }

    func testRefusedConstraintsAndTheFirstConflict() throws {
        let text = """
            { "constraints": [
                { "terms": [[1, "x"]], "constant": -10, "op": ">=" },
                { "terms": [[1, "x"]], "constant": -5, "op": "<=" },
                { "terms": [[1, "y"], [-1, "x"]], "op": "==" },
                { "terms": [[1, "y"]], "constant": -3, "op": "==" }
            ], "edits": [{ "variable": "free", "priority": 1, "values": [4] }] }
            """
        let outcome = try ConstraintSystemFile(json: text).solve()
        XCTAssertEqual(outcome.status, "unsatisfiable")
        XCTAssertEqual(outcome.refused, [1, 3])
        XCTAssertEqual(outcome.conflict, [0, 1], "the conflict of the first refusal")
        XCTAssertEqual(outcome.values.map(\.0), ["x", "y", "free"])
        XCTAssertEqual(outcome.values.map(\.1), [10, 10, 0])
        XCTAssertEqual(outcome.steps.map { $0.map(\.1) }, [[10, 10, 4]])
    }

    func testErrorsNameTheConstraintOrEdit() {
        let cases: [(String, String)] = [
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": "==" }, { "op": "==" }] }"#,
                #"constraint 1: needs a "terms" array"#
            ),
            (#"{ "constraints": [{ "terms": [[1, "x"]] }] }"#, #"constraint 0: needs an "op""#),
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": "==", "constant": "3" }] }"#,
                #"constraint 0: "constant" must be a number"#
            ),
            (
                #"{ "constraints": [{ "terms": [[1, "x"]], "op": "==", "priority": "high" }] }"#,
                #"constraint 0: "priority" must be a number"#
            ),
            (#"{ "constraints": [7] }"#, "constraint 0: must be an object"),
            (#"{ "constraints": [], "edits": {} }"#, #""edits" must be an array"#),
            (#"{ "constraints": [], "edits": [{ "priority": 5 }] }"#, #"edit 0: needs a "variable" name"#),
            (
                #"{ "constraints": [], "edits": [{ "variable": "x", "priority": 5, "values": ["a"] }] }"#,
                "edit 0: value 0 must be a number"
            ),
            (
                #"{ "constraints": [], "edits": [{ "variable": "x", "priority": 5 }, { "variable": "x", "priority": 6 }] }"#,
                #"edit 1: variable "x" already has an edit (edit 0)"#
            ),
            (#"{ "constraints": [] } x"#, "invalid JSON at line 1, column 23: unexpected text after the document"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try ConstraintSystemFile(json: text), text) { error in
                XCTAssertEqual((error as? ConstraintSystemFile.FormatError)?.message, message)
            }
        }
    }

    func testOutputRoundsAwayNoise() throws {
        let text = """
            { "constraints": [
                { "terms": [[1, "x"]], "constant": -0.1, "op": "==" },
                { "terms": [[1, "y"], [-1, "x"]], "constant": -0.2, "op": "==" },
                { "terms": [[3, "third"]], "constant": -1, "op": "==" },
                { "terms": [[-1, "zero"]], "op": "==" },
                { "terms": [[1, "big"]], "constant": -1e20, "op": "==" }
            ] }
            """
        let outcome = try ConstraintSystemFile(json: text).solve()
        XCTAssertEqual(outcome.values[1].1, 0.1 + 0.2, accuracy: 1e-15)
        XCTAssertEqual(
            outcome.json.serialized(),
            #"{"status":"ok","values":{"x":0.1,"y":0.3,"third":0.333333333,"zero":0,"big":1e+20}}"#)
    }
}
