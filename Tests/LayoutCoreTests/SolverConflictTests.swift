import LayoutCore
import LayoutTestSupport
import XCTest

/// Refused required constraints: the conflict is a smallest set (checked with fresh solvers), and
/// the solver is left exactly as it was: the same values, and later operations give what they
/// give in a copy that never saw the refused call.
final class SolverConflictTests: XCTestCase {
    func testConflictLeavesOutUnrelatedAndOptionalConstraints() throws {
        var solver = Solver()
        let xs = (0..<4).map { solver.makeVariable("x\($0)") }
        let y = solver.makeVariable("y")
        let start = try solver.add(LinearExpression(xs[0]), .equal)
        var links: [SolverConstraint] = []
        for i in 0..<3 {
            links.append(try solver.add(expression((xs[i + 1], 1), (xs[i], -1), constant: -10), .equal))
        }
        try solver.add(LinearExpression(y, constant: -5), .equal)
        try solver.add(expression((y, 1), (xs[1], -1)), .lessThanOrEqual)  // y <= x1: holds, but is not needed
        try solver.add(LinearExpression(xs[3], constant: -100), .lessThanOrEqual)  // x3 <= 100: holds
        try solver.add(LinearExpression(xs[3], constant: -50), .equal, priority: .defaultHigh)
        let floor = try solver.makeConstraint(LinearExpression(xs[2], constant: -35), .greaterThanOrEqual)
        let error = attempt { () throws(SolverError) in try solver.addConstraint(floor) }
        guard case .unsatisfiable(floor, let conflict) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(Set(conflict), [floor, start, links[0], links[1]])
        assertMinimalConflict(conflict, seed: floor, in: solver)
    }

    func testConflictsOfInequalities() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let low = try solver.add(LinearExpression(x, constant: -10), .greaterThanOrEqual)  // x >= 10
        let high = try solver.makeConstraint(LinearExpression(x, constant: -5), .lessThanOrEqual)  // x <= 5
        assertThrows(.unsatisfiable(constraint: high, conflict: [high, low])) { () throws(SolverError) in
            try solver.addConstraint(high)
        }
        try solver.setConstant(-4, for: low)  // x >= 4
        try solver.addConstraint(high)
        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
    }

    func testAConstraintThatCannotHoldAlone() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(LinearExpression(x, constant: -1), .equal)
        // 0 x + 5 == 0
        let never = try solver.makeConstraint(LinearExpression([LinearTerm(x, 0)], constant: 5), .equal)
        assertThrows(.unsatisfiable(constraint: never, conflict: [never])) { () throws(SolverError) in
            try solver.addConstraint(never)
        }
        let empty = try solver.makeConstraint(LinearExpression(constant: -1), .greaterThanOrEqual)  // -1 >= 0
        assertThrows(.unsatisfiable(constraint: empty, conflict: [empty])) { () throws(SolverError) in
            try solver.addConstraint(empty)
        }
        let always = try solver.add(LinearExpression(constant: 0), .equal)  // 0 == 0
        XCTAssertTrue(solver.hasConstraint(always))
        try solver.removeConstraint(always)
        XCTAssertEqual(solver.value(of: x), 1, accuracy: 1e-9)
    }

    /// Random conflicting sets of several shapes: each refusal names a minimal set.
    func testConflictsAreMinimal() throws {
        var random = SeededRandom(seed: 7)
        var checked = 0
        for round in 0..<60 {
            var solver = Solver()
            let variables = (0..<6).map { solver.makeVariable("x\($0)") }
            for _ in 0..<14 {
                let a = random.below(6)
                let b = (a + 1 + random.below(5)) % 6
                let terms = [LinearTerm(variables[a], 1), LinearTerm(variables[b], Double(random.pick([-1, 1, 2])))]
                let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let handle = try solver.makeConstraint(
                    LinearExpression(terms, constant: Double(random.int(-10...10) * 10)), relation)
                if let error = attempt({ () throws(SolverError) in try solver.addConstraint(handle) }) {
                    guard case .unsatisfiable(handle, let conflict) = error else {
                        return XCTFail("round \(round): \(error)")
                    }
                    assertMinimalConflict(conflict, seed: handle, in: solver)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "the rounds should produce conflicts")
    }

    /// An ambiguous system: `x0 >= 45`, `x3 >= 27.5`, `x0 + x3 >= 95 @100` (any split of the sum is
    /// optimal), at a split that a solve from scratch would not choose. A refused constraint must
    /// not move it to another optimal split.
    private func ambiguousSystem() throws -> (Solver, [SolverVariable], [SolverConstraint]) {
        var solver = Solver()
        let xs = (0..<4).map { solver.makeVariable("x\($0)") }
        let a = try solver.add(LinearExpression(xs[0], constant: -45), .greaterThanOrEqual)
        let b = try solver.add(expression((xs[3], 1), (xs[0], 1), constant: -95), .greaterThanOrEqual, priority: 100)
        let c = try solver.add(expression((xs[3], 2), constant: -55), .greaterThanOrEqual)
        let d = try solver.add(expression((xs[1], 1), (xs[0], -1)), .equal)  // x1 == x0
        let e = try solver.add(expression((xs[2], 1), (xs[3], 1), (xs[1], -1)), .equal, priority: 500)
        // A detour: the split moves to x0 = 67.5, x3 = 27.5 and stays there when `x0 >= 60` goes,
        // so the solution is not the one that adding the constraints in order gives (x0 45, x3 50).
        let detour = try solver.add(LinearExpression(xs[0], constant: -60), .greaterThanOrEqual)
        try solver.removeConstraint(detour)
        XCTAssertEqual(solver.values(xs), [67.5, 67.5, 40, 27.5])
        return (solver, xs, [a, b, c, d, e])
    }

    /// Runs the same operations on both solvers and asserts that they agree after each.
    private func assertSameLaterBehaviour(
        _ refused: inout Solver, _ twin: inout Solver, _ xs: [SolverVariable], _ handles: [SolverConstraint],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(refused.values(xs), twin.values(xs), "right after the refusal", file: file, line: line)
        let operations: [(String, (inout Solver) throws(SolverError) -> Void)] = [
            (
                "add x3 <= 60",
                { solver throws(SolverError) in
                    try solver.add(LinearExpression(xs[3], constant: -60), .lessThanOrEqual, priority: 300)
                }
            ),
            ("edit x0", { solver throws(SolverError) in try solver.addEditVariable(xs[0], priority: 50) }),
            ("suggest x0 = 30", { solver throws(SolverError) in try solver.suggestValue(30, for: xs[0]) }),
            ("setConstant", { solver throws(SolverError) in try solver.setConstant(-50, for: handles[0]) }),
            ("remove", { solver throws(SolverError) in try solver.removeConstraint(handles[2]) }),
            (
                "add x2 == 7",
                { solver throws(SolverError) in
                    try solver.add(LinearExpression(xs[2], constant: -7), .equal, priority: 10)
                }
            ),
        ]
        for (name, operation) in operations {
            let ours = attempt { () throws(SolverError) in try operation(&refused) }
            let theirs = attempt { () throws(SolverError) in try operation(&twin) }
            XCTAssertEqual(ours, theirs, name, file: file, line: line)
            XCTAssertEqual(refused.values(xs), twin.values(xs), name, file: file, line: line)
        }
    }

    func testRefusedAddLeavesTheSolverAsItWas() throws {
        var (solver, xs, handles) = try ambiguousSystem()
        var twin = solver
        let before = solver.values(xs)
        let clash = try solver.makeConstraint(expression((xs[3], 4), constant: 90), .equal)  // x3 == -22.5
        twin = solver  // the twin has the handle too, but never tries to add it
        XCTAssertThrowsError(try solver.addConstraint(clash))
        XCTAssertEqual(solver.values(xs), before)
        try assertSameLaterBehaviour(&solver, &twin, xs, handles)

        var (viaAdd, ys, more) = try ambiguousSystem()
        var other = viaAdd
        XCTAssertThrowsError(try viaAdd.add(expression((ys[1], 1), (ys[3], 1), constant: -50), .lessThanOrEqual))
        try assertSameLaterBehaviour(&viaAdd, &other, ys, more)
    }

    func testRefusedConstantChangeLeavesTheSolverAsItWas() throws {
        // A required equality (its part is re-solved, then put back) and a required inequality (dual simplex).
        for (index, constant) in [(3, -200.0), (0, -800.0)] {
            var (solver, xs, handles) = try ambiguousSystem()
            try solver.add(LinearExpression(xs[1], constant: -150), .lessThanOrEqual)  // x1 <= 150
            var twin = solver
            let before = solver.values(xs)
            let error = attempt { () throws(SolverError) in try solver.setConstant(constant, for: handles[index]) }
            guard case .unsatisfiable(handles[index], let conflict) = error else {
                return XCTFail("\(String(describing: error))")
            }
            var attempted = try XCTUnwrap(solver.definition(of: handles[index])).expression
            attempted.constant = constant
            assertMinimalConflict(conflict, seed: handles[index], in: solver, replacing: [handles[index]: attempted])
            XCTAssertEqual(solver.values(xs), before)
            try assertSameLaterBehaviour(&solver, &twin, xs, handles)
        }
    }

    func testRefusedPromotionLeavesTheSolverAsItWas() throws {
        var (solver, xs, handles) = try ambiguousSystem()
        let cap = try solver.add(LinearExpression(xs[0], constant: -20), .lessThanOrEqual, priority: .defaultHigh)
        var twin = solver
        let before = solver.values(xs)
        let error = attempt { () throws(SolverError) in try solver.setPriority(.required, for: cap) }
        guard case .unsatisfiable(cap, let conflict) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(Set(conflict), [cap, handles[0]])
        XCTAssertEqual(solver.definition(of: cap)?.priority, .defaultHigh)
        XCTAssertEqual(solver.values(xs), before)
        try assertSameLaterBehaviour(&solver, &twin, xs, handles)
    }
}
