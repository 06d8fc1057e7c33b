import LayoutCore
import XCTest

/// Changing a constraint's constant or priority in place: the same solution as remove + add, and
/// a refused change keeps the old value and leaves the solver as it was.
final class SolverChangeTests: XCTestCase {
    /// `left == 0`, `right - left >= 100`, `right == 300 @250`, `2 mid == left + right`,
    /// `width == right - left`, plus one target constraint.
    private struct System {
        var solver = Solver()
        var variables: [SolverVariable] = []
        var base: [SolverConstraint] = []

        init() throws {
            variables = ["left", "right", "mid", "width"].map { solver.makeVariable($0) }
            let (left, right, mid, width) = (variables[0], variables[1], variables[2], variables[3])
            base.append(try solver.add(LinearExpression(left), .equal))
            base.append(try solver.add(expression((right, 1), (left, -1), constant: -100), .greaterThanOrEqual))
            base.append(try solver.add(LinearExpression(right, constant: -300), .equal, priority: .defaultLow))
            base.append(try solver.add(expression((mid, 2), (left, -1), (right, -1)), .equal))
            base.append(try solver.add(expression((width, 1), (right, -1), (left, 1)), .equal))
        }

        var left: SolverVariable { variables[0] }
        var right: SolverVariable { variables[1] }
        var mid: SolverVariable { variables[2] }
        var width: SolverVariable { variables[3] }
        var values: [Double] { solver.values(variables) }
    }

    private struct Target {
        var name: String
        var expression: (System) -> LinearExpression
        var relation: LayoutRelation
        var priority: LayoutPriority
        /// New constants to try, each with the expected value of `right` (nil: unsatisfiable).
        var changes: [(constant: Double, right: Double?)]
    }

    private let targets: [Target] = [
        Target(
            name: "required equality", expression: { LinearExpression($0.width, constant: -200) }, relation: .equal,
            priority: .required, changes: [(-250, 250), (-120, 120), (-50, nil), (-300, 300), (-300, 300)]),
        Target(
            name: "required inequality", expression: { LinearExpression($0.right, constant: -250) },
            relation: .lessThanOrEqual, priority: .required,
            changes: [(-400, 300), (-150, 150), (-50, nil), (-99, nil)]
        ),
        Target(
            name: "required inequality through a chain", expression: { LinearExpression($0.mid, constant: -250) },
            relation: .greaterThanOrEqual, priority: .required, changes: [(-100, 300), (-170, 340), (0, 300)]),
        Target(
            name: "optional equality", expression: { LinearExpression($0.right, constant: -120) }, relation: .equal,
            priority: .defaultHigh, changes: [(-50, 100), (-500, 500), (-120, 120)]),
        Target(
            name: "optional inequality", expression: { LinearExpression($0.width, constant: -180) },
            relation: .lessThanOrEqual, priority: .defaultHigh, changes: [(-500, 300), (-20, 100), (-140, 140)]),
        Target(
            name: "weaker optional equality", expression: { LinearExpression($0.right, constant: -120) },
            relation: .equal, priority: 100, changes: [(-50, 300), (-500, 300)]),
    ]

    func testSetConstantMatchesRemoveAndAdd() throws {
        for target in targets {
            var system = try System()
            let handle = try system.solver.add(target.expression(system), target.relation, priority: target.priority)
            for change in target.changes {
                let label = "\(target.name), constant \(change.constant)"
                var reference = system.solver
                let before = system.values
                let oldConstant = try XCTUnwrap(system.solver.definition(of: handle)).expression.constant
                guard
                    let error = attempt({ () throws(SolverError) in
                        try system.solver.setConstant(change.constant, for: handle)
                    })
                else {
                    let right = try XCTUnwrap(change.right, "\(label): expected a refusal")
                    XCTAssertEqual(system.solver.value(of: system.right), right, accuracy: 1e-9, label)
                    XCTAssertEqual(system.solver.definition(of: handle)?.expression.constant, change.constant, label)
                    try reference.removeConstraint(handle)
                    var moved = target.expression(system)
                    moved.constant = change.constant
                    try reference.add(moved, target.relation, priority: target.priority)
                    assertValues(system.values, reference.values(system.variables), label)
                    continue
                }
                XCTAssertNil(change.right, "\(label): \(error)")
                guard case .unsatisfiable(let constraint, let conflict) = error else {
                    XCTFail("\(label): \(error)")
                    continue
                }
                XCTAssertEqual(constraint, handle, label)
                var attempted = target.expression(system)
                attempted.constant = change.constant
                assertMinimalConflict(conflict, seed: handle, in: system.solver, replacing: [handle: attempted])
                XCTAssertEqual(system.solver.definition(of: handle)?.expression.constant, oldConstant, label)
                XCTAssertTrue(system.solver.hasConstraint(handle), label)
                assertValues(system.values, before, label)
                assertValues(system.values, reference.values(system.variables), label)
            }
            // Still usable: move the target back to where it started, then remove it.
            try system.solver.setConstant(target.expression(system).constant, for: handle)
            try system.solver.removeConstraint(handle)
            assertValues(system.values, [0, 300, 150, 300], target.name)
        }
    }

    func testRefusedConstantChangeNamesAMinimalConflict() throws {
        var system = try System()
        let handle = try system.solver.add(LinearExpression(system.width, constant: -200), .equal)
        let error = attempt { () throws(SolverError) in try system.solver.setConstant(-50, for: handle) }
        guard case .unsatisfiable(handle, let conflict) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(Set(conflict), [handle, system.base[4], system.base[1]])

        let cap = try system.solver.add(LinearExpression(system.right, constant: -250), .lessThanOrEqual)
        let capError = attempt { () throws(SolverError) in try system.solver.setConstant(-80, for: cap) }
        guard case .unsatisfiable(cap, let capConflict) = capError else {
            return XCTFail("\(String(describing: capError))")
        }
        assertMinimalConflict(
            capConflict, seed: cap, in: system.solver,
            replacing: [cap: LinearExpression(system.right, constant: -80)])
        assertValues(system.values, [0, 200, 100, 200])
    }

    /// The dual simplex moves several rows before it finds that the new constant cannot hold; the
    /// solver must come back to a feasible, optimal tableau.
    func testRefusedConstantChangeAfterDualSteps() throws {
        var solver = Solver()
        let xs = (0..<6).map { solver.makeVariable("x\($0)") }
        let floor = try solver.add(LinearExpression(xs[0]), .greaterThanOrEqual)  // x0 >= 0
        for i in 0..<5 {
            try solver.add(expression((xs[i + 1], 1), (xs[i], -1), constant: -10), .greaterThanOrEqual)
            try solver.add(LinearExpression(xs[i + 1], constant: Double(-12 * (i + 1))), .equal, priority: 100)
        }
        try solver.add(LinearExpression(xs[5], constant: -100), .lessThanOrEqual)  // x5 <= 100
        try solver.add(LinearExpression(xs[0]), .equal, priority: 100)
        let before = solver.values(xs)
        assertValues(before, [0, 12, 24, 36, 48, 60])
        try solver.setConstant(-40, for: floor)  // x0 >= 40
        assertValues(solver.values(xs), [40, 50, 60, 70, 80, 90])
        XCTAssertThrowsError(try solver.setConstant(-60, for: floor))  // x0 >= 60 would need x5 >= 110
        assertValues(solver.values(xs), [40, 50, 60, 70, 80, 90])
        try solver.setConstant(0, for: floor)
        assertValues(solver.values(xs), before)
        try solver.setConstant(-50, for: floor)
        assertValues(solver.values(xs), [50, 60, 70, 80, 90, 100])
    }

    func testSetConstantInALongRequiredChain() throws {
        var solver = Solver()
        let xs = (0..<50).map { solver.makeVariable("x\($0)") }
        try solver.add(LinearExpression(xs[0]), .equal)
        var links: [SolverConstraint] = []
        for i in 0..<49 {
            links.append(try solver.add(expression((xs[i + 1], 1), (xs[i], -1), constant: -10), .equal))
            try solver.add(LinearExpression(xs[i + 1]), .equal, priority: .defaultLow)
        }
        try solver.add(LinearExpression(xs[49], constant: -600), .lessThanOrEqual)
        try solver.setConstant(-20, for: links[10])
        XCTAssertEqual(solver.value(of: xs[10]), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: xs[11]), 120, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: xs[49]), 500, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(-200, for: links[20]))
        XCTAssertEqual(solver.definition(of: links[20])?.expression.constant, -10)
        XCTAssertEqual(solver.value(of: xs[49]), 500, accuracy: 1e-9)
        try solver.setConstant(-110, for: links[20])
        XCTAssertEqual(solver.value(of: xs[49]), 600, accuracy: 1e-9)
    }

    /// A required equality changed twice: the second change shifts its dummy marker in place and the
    /// values match a solver that was given the final constants from the start.
    func testSecondConstantChangeOfARequiredEqualityMatchesSolvingFromScratch() throws {
        func chain(_ constant: Double, in solver: inout Solver) throws -> ([SolverVariable], SolverConstraint) {
            let xs = (0..<30).map { solver.makeVariable("x\($0)") }
            try solver.add(LinearExpression(xs[0]), .equal)
            var changed: SolverConstraint?
            for i in 0..<29 {
                let link = try solver.add(
                    expression((xs[i + 1], 1), (xs[i], -1), constant: i == 12 ? constant : -10), .equal)
                if i == 12 { changed = link }
                try solver.add(LinearExpression(xs[i + 1], constant: -5), .greaterThanOrEqual, priority: .defaultHigh)
            }
            try solver.add(LinearExpression(xs[29], constant: -400), .lessThanOrEqual)
            return (xs, changed!)
        }
        var incremental = Solver()
        let (xs, link) = try chain(-10, in: &incremental)
        try incremental.setConstant(-20, for: link)
        try incremental.setConstant(-35, for: link)
        XCTAssertThrowsError(try incremental.setConstant(-200, for: link))
        var scratch = Solver()
        let (ys, _) = try chain(-35, in: &scratch)
        for (x, y) in zip(xs, ys) {
            XCTAssertEqual(incremental.value(of: x), scratch.value(of: y), accuracy: 1e-9)
        }
        XCTAssertEqual(incremental.value(of: xs[29]), 315, accuracy: 1e-9)
    }

    /// Found by the fuzz test: an equality that is redundant only while another's constant stays
    /// (`2 x1 = -35` beside `x1 = 3 x0 + 95` and `2 x0 = -75`) must make a change of that constant
    /// fail, not be silently broken by an in-place shift.
    func testAChangedConstantCannotBreakARedundantEquality() throws {
        var solver = Solver()
        let x0 = solver.makeVariable("x0")
        let x1 = solver.makeVariable("x1")
        let pin = try solver.add(expression((x0, -2), constant: 45), .equal)
        try solver.add(expression((x1, -1), (x0, 3), constant: 95), .equal)
        try solver.setConstant(-75, for: pin)
        try solver.add(expression((x1, -2), constant: -35), .equal)
        XCTAssertThrowsError(try solver.setConstant(-78, for: pin))
        XCTAssertEqual(solver.value(of: x0), -37.5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x1), -17.5, accuracy: 1e-9)
    }

    /// Found by the fuzz test: removing, in one batch, an equality with a dummy marker and an
    /// optional constraint whose error row holds that dummy.
    func testRemovingAChangedEqualityWithOptionalConstraintsInOneBatch() throws {
        var solver = Solver()
        let x = (0..<4).map { solver.makeVariable("x\($0)") }
        let c0 = try solver.add(expression((x[3], -2), constant: 45), .equal)
        let c1 = try solver.add(expression((x[0], -1), constant: 30), .equal, priority: .defaultLow)
        try solver.setConstant(-75, for: c1)
        try solver.setConstant(47, for: c0)
        try solver.add(expression((x[2], -2), (x[3], 1), constant: 15), .equal, priority: .defaultHigh)
        let c3 = try solver.add(expression((x[3], 3), constant: -50), .lessThanOrEqual, priority: .defaultLow)
        try solver.setConstant(-74, for: c1)
        try solver.removeConstraints([c0, c1, c3])
        XCTAssertEqual(solver.value(of: x[3]) - 2 * solver.value(of: x[2]) + 15, 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x[0]), 0, accuracy: 1e-9)
    }

    func testSetConstantOfAConstraintNotAdded() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let pin = try solver.makeConstraint(LinearExpression(x, constant: -1), .equal)
        try solver.setConstant(-9, for: pin)
        try solver.setPriority(.defaultHigh, for: pin)
        XCTAssertFalse(solver.hasConstraint(pin))
        try solver.add(LinearExpression(x), .equal, priority: .defaultLow)
        try solver.addConstraint(pin)
        XCTAssertEqual(solver.value(of: x), 9, accuracy: 1e-9)
        XCTAssertEqual(solver.definition(of: pin)?.priority, .defaultHigh)
    }

    func testSetPriorityBetweenOptionalLevels() throws {
        var system = try System()
        let pull = try system.solver.add(LinearExpression(system.right, constant: -120), .equal, priority: .defaultHigh)
        XCTAssertEqual(system.solver.value(of: system.right), 120, accuracy: 1e-9)
        let steps: [(LayoutPriority, Double)] = [(100, 300), (251, 120), (249.5, 300), (999, 120)]
        for (priority, right) in steps {
            try system.solver.setPriority(priority, for: pull)
            XCTAssertEqual(system.solver.value(of: system.right), right, accuracy: 1e-9, "\(priority)")
            XCTAssertEqual(system.solver.definition(of: pull)?.priority, priority)
        }
        try system.solver.setPriority(.defaultLow, for: pull)  // a tie with `right == 300 @250`
        XCTAssertTrue((120.0...300.0).contains(system.solver.value(of: system.right)))
        XCTAssertTrue(system.solver.isAmbiguous(system.right))
    }

    func testSetPriorityBetweenRequiredAndOptional() throws {
        var system = try System()
        let cap = try system.solver.add(LinearExpression(system.right, constant: -150), .lessThanOrEqual)
        let pin = try system.solver.add(LinearExpression(system.width, constant: -200), .equal, priority: 100)
        assertValues(system.values, [0, 150, 75, 150])
        try system.solver.setPriority(100, for: cap)
        assertValues(system.values, [0, 300, 150, 300])
        try system.solver.setPriority(.defaultHigh, for: pin)
        assertValues(system.values, [0, 200, 100, 200])
        try system.solver.setPriority(.required, for: pin)
        assertValues(system.values, [0, 200, 100, 200])
        let error = attempt { () throws(SolverError) in try system.solver.setPriority(.required, for: cap) }
        guard case .unsatisfiable(cap, let conflict) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(Set(conflict), [cap, pin, system.base[0], system.base[4]])
        XCTAssertEqual(system.solver.definition(of: cap)?.priority, 100, "the old priority is kept")
        XCTAssertTrue(system.solver.hasConstraint(cap))
        assertValues(system.values, [0, 200, 100, 200])
        try system.solver.setPriority(.defaultHigh, for: pin)
        assertValues(system.values, [0, 200, 100, 200])
        try system.solver.setPriority(.required, for: cap)
        assertValues(system.values, [0, 150, 75, 150])
        try system.solver.setPriority(100, for: pin)
        assertValues(system.values, [0, 150, 75, 150])
        try system.solver.setPriority(1, for: cap)
        assertValues(system.values, [0, 300, 150, 300])
    }

    func testSetPriorityOfARequiredEqualityInAChain() throws {
        var solver = Solver()
        let xs = (0..<8).map { solver.makeVariable("x\($0)") }
        try solver.add(LinearExpression(xs[0]), .equal)
        var links: [SolverConstraint] = []
        for i in 0..<7 {
            links.append(try solver.add(expression((xs[i + 1], 1), (xs[i], -1), constant: -10), .equal))
        }
        try solver.add(LinearExpression(xs[7], constant: -100), .equal, priority: .defaultLow)
        try solver.setPriority(.defaultLow - 1, for: links[3])  // x4 - x3 == 10 loses to x7 == 100
        assertValues(solver.values(xs), [0, 10, 20, 30, 70, 80, 90, 100])
        try solver.setPriority(.required, for: links[3])
        assertValues(solver.values(xs), [0, 10, 20, 30, 40, 50, 60, 70])
        let cap = try solver.add(LinearExpression(xs[7], constant: -70), .lessThanOrEqual)
        let stretch = try solver.add(
            expression((xs[5], 1), (xs[4], -1), constant: -30), .equal, priority: .defaultHigh)
        assertValues(solver.values(xs), [0, 10, 20, 30, 40, 50, 60, 70], "x7 <= 70 holds x5 - x4 at 10")
        let error = attempt { () throws(SolverError) in try solver.setPriority(.required, for: stretch) }
        guard case .unsatisfiable(stretch, let conflict) = error else {
            return XCTFail("\(String(describing: error))")
        }
        assertMinimalConflict(conflict, seed: stretch, in: solver)
        XCTAssertEqual(solver.definition(of: stretch)?.priority, .defaultHigh)
        assertValues(solver.values(xs), [0, 10, 20, 30, 40, 50, 60, 70])
        try solver.removeConstraints([cap, links[4]])
        assertValues(solver.values(xs), [0, 10, 20, 30, 40, 70, 80, 90])
    }
}
