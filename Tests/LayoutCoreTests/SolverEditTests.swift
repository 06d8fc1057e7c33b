import LayoutCore
import LayoutTestSupport
import XCTest

/// Edit variables: suggestions follow the dual simplex, and agree with solving each step from scratch.
final class SolverEditTests: XCTestCase {
    func testSuggestionsWithinRequiredBounds() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(LinearExpression(width, constant: -10), .greaterThanOrEqual)  // width >= 10
        try solver.add(LinearExpression(width, constant: -200), .lessThanOrEqual)  // width <= 200
        try solver.add(LinearExpression(width, constant: -80), .equal, priority: .defaultHigh)
        XCTAssertEqual(solver.value(of: width), 80)
        try solver.addEditVariable(width, priority: 900)
        XCTAssertTrue(solver.hasEditVariable(width))
        XCTAssertEqual(solver.value(of: width), 80, "an edit starts at the current value")
        let steps: [(suggested: Double, expected: Double)] = [(50, 50), (5, 10), (250, 200), (120, 120), (120, 120)]
        for (suggested, expected) in steps {
            try solver.suggestValue(suggested, for: width)
            XCTAssertEqual(solver.value(of: width), expected, accuracy: 1e-9, "suggested \(suggested)")
        }
        try solver.removeEditVariable(width)
        XCTAssertFalse(solver.hasEditVariable(width))
        XCTAssertEqual(solver.value(of: width), 80, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 3)
    }

    func testWeakEditLosesToStrongerConstraints() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(expression((y, 1), (x, -1), constant: -10), .equal)  // y == x + 10
        try solver.add(LinearExpression(x, constant: -30), .equal, priority: .defaultHigh)  // x == 30 @750
        try solver.addEditVariable(x, priority: .defaultLow)
        try solver.addEditVariable(y, priority: 800)
        try solver.suggestValue(0, for: x)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        try solver.suggestValue(100, for: y)
        XCTAssertEqual(solver.value(of: x), 90, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 100, accuracy: 1e-9)
        try solver.removeEditVariable(y)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    }

    func testEditOfAnUnconstrainedVariable() throws {
        var solver = Solver()
        let free = solver.makeVariable("free")
        try solver.addEditVariable(free, priority: .defaultLow)
        XCTAssertFalse(solver.isAmbiguous(free))
        for value in stride(from: -50.0, through: 50.0, by: 25) {
            try solver.suggestValue(value, for: free)
            XCTAssertEqual(solver.value(of: free), value, accuracy: 1e-9)
        }
    }

    /// Removing a required equality re-solves its part from scratch; the edit in that part must
    /// keep its suggested value and keep following new suggestions.
    func testEditsSurviveARebuildOfTheirPart() throws {
        var solver = Solver()
        let xs = (0..<6).map { solver.makeVariable("x\($0)") }
        try solver.add(LinearExpression(xs[0]), .greaterThanOrEqual)
        var links: [SolverConstraint] = []
        for i in 0..<5 {
            links.append(try solver.add(expression((xs[i + 1], 1), (xs[i], -1), constant: -10), .equal))
        }
        try solver.add(LinearExpression(xs[0]), .equal, priority: .defaultLow)
        try solver.addEditVariable(xs[5], priority: .defaultHigh)
        try solver.suggestValue(300, for: xs[5])
        assertValues(solver.values(xs), [250, 260, 270, 280, 290, 300])
        try solver.removeConstraint(links[2])  // x3 - x2 == 10: the two halves part
        assertValues(solver.values(xs), [0, 10, 20, 280, 290, 300])
        try solver.suggestValue(150, for: xs[5])
        assertValues(solver.values(xs), [0, 10, 20, 130, 140, 150])
        try solver.setConstant(-20, for: links[3])  // x4 - x3 == 20: another rebuild
        assertValues(solver.values(xs), [0, 10, 20, 120, 140, 150])
        try solver.addConstraint(links[2])
        try solver.suggestValue(60, for: xs[5])
        assertValues(solver.values(xs), [0, 10, 20, 30, 50, 60])
    }

    /// 1,000 suggestions on two chains, compared after each step with a fresh solver that has the
    /// same constraints and the edits as plain constraints at their priorities.
    func testAThousandSuggestionsMatchSolvingFromScratch() throws {
        let links = 20
        var specs: [ConstraintSpec] = []
        // Chain x (variables 0..<links): x0 >= 0, x[i+1] == x[i] + 10, x[last] <= 1000.
        specs.append(ConstraintSpec([(0, 1)], .greaterThanOrEqual, constant: 0, priority: 1000))
        for i in 0..<(links - 1) {
            specs.append(ConstraintSpec([(i + 1, 1), (i, -1)], .equal, constant: -10, priority: 1000))
        }
        specs.append(ConstraintSpec([(links - 1, 1)], .lessThanOrEqual, constant: -1000, priority: 1000))
        // Chain y (variables links..<2 links): y[i+1] >= y[i] + 5, each y[i] == 7 i @250.
        for i in 0..<links {
            let y = links + i
            if i > 0 {
                specs.append(ConstraintSpec([(y, 1), (y - 1, -1)], .greaterThanOrEqual, constant: -5, priority: 1000))
            }
            specs.append(ConstraintSpec([(y, 1)], .equal, constant: Double(-7 * i), priority: 250))
        }
        var solver = Solver()
        let variables = (0..<(2 * links)).map { solver.makeVariable("v\($0)") }
        for spec in specs {
            try solver.add(spec.expression(variables), spec.relation, priority: LayoutPriority(spec.priority))
        }
        let xEdit = 10
        let yEdit = links + 10
        try solver.addEditVariable(variables[xEdit], priority: 900)
        try solver.addEditVariable(variables[yEdit], priority: .defaultHigh)
        var suggested: [Int: Double] = [xEdit: solver.value(of: variables[xEdit]), yEdit: 70]
        try solver.suggestValue(70, for: variables[yEdit])
        var random = SeededRandom(seed: 1000)
        for step in 0..<1000 {
            let edit = step % 2 == 0 ? xEdit : yEdit
            let value = edit == xEdit ? Double(random.int(-200...1200)) : Double(random.int(-100...300))
            try solver.suggestValue(value, for: variables[edit])
            suggested[edit] = value
            let edits: [(variable: Int, value: Double, priority: Float)] = [
                (xEdit, suggested[xEdit]!, 900), (yEdit, suggested[yEdit]!, 750),
            ]
            let fresh = try XCTUnwrap(solveFromScratch(specs, edits: edits, variableCount: variables.count))
            let expected = fresh.solver.values(fresh.variables)
            let actual = solver.values(variables)
            XCTAssertEqual(actual[xEdit], min(max(suggested[xEdit]!, 100), 910), accuracy: 1e-9, "step \(step)")
            XCTAssertEqual(actual[yEdit], suggested[yEdit]!, accuracy: 1e-9, "step \(step)")
            assertValues(actual, expected, tolerance: 1e-7, "step \(step), suggested \(value) for v\(edit)")
            if actual.indices.contains(where: { abs(actual[$0] - expected[$0]) > 1e-7 }) { break }
        }
    }
}
