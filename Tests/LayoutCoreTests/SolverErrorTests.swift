import LayoutCore
import XCTest

/// Each error of the solver: when it is thrown, its message, and that the solver is unchanged and
/// the next operation works.
final class SolverErrorTests: XCTestCase {
    /// `x == 1` (c0), `y >= x` (c1), `y == 5 @250` (c2): x 1, y 5.
    private struct Fixture {
        var solver = Solver()
        let x: SolverVariable
        let y: SolverVariable
        let pin: SolverConstraint
        let floor: SolverConstraint
        let pull: SolverConstraint

        init() throws {
            x = solver.makeVariable("x")
            y = solver.makeVariable("y")
            pin = try solver.add(LinearExpression(x, constant: -1), .equal)
            floor = try solver.add(expression((y, 1), (x, -1)), .greaterThanOrEqual)
            pull = try solver.add(LinearExpression(y, constant: -5), .equal, priority: .defaultLow)
        }

        /// Checks that the solver is as the fixture made it, and that it still takes changes.
        mutating func assertIntactAndUsable(file: StaticString = #filePath, line: UInt = #line) throws {
            XCTAssertEqual(solver.values([x, y]), [1, 5], file: file, line: line)
            XCTAssertEqual(solver.constraintCount, 3, file: file, line: line)
            var copy = solver
            let extra = try copy.add(LinearExpression(y, constant: -3), .lessThanOrEqual)
            XCTAssertEqual(copy.value(of: y), 3, accuracy: 1e-9, file: file, line: line)
            try copy.removeConstraint(extra)
            try copy.setConstant(-2, for: pin)
            XCTAssertEqual(copy.values([x, y]), [2, 5], file: file, line: line)
        }
    }

    func testUnsatisfiableRequiredConstraint() throws {
        var fixture = try Fixture()
        let clash = try fixture.solver.makeConstraint(LinearExpression(fixture.x, constant: -2), .equal)
        let expected = SolverError.unsatisfiable(constraint: clash, conflict: [clash, fixture.pin])
        assertThrows(expected) { () throws(SolverError) in try fixture.solver.addConstraint(clash) }
        XCTAssertEqual(
            expected.description, "required constraint \(clash) cannot be satisfied; conflicting set: \(clash), c0")
        XCTAssertFalse(fixture.solver.hasConstraint(clash))
        try fixture.assertIntactAndUsable()

        // Through `add`, whose handle is given back: the error names it all the same.
        let error = attempt { () throws(SolverError) in
            try fixture.solver.add(expression((fixture.y, 1), (fixture.x, -1), constant: 1), .lessThanOrEqual)
        }
        guard case .unsatisfiable(let constraint, let conflict) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertEqual(conflict.first, constraint)
        XCTAssertEqual(Set(conflict.dropFirst()), [fixture.floor])
        try fixture.assertIntactAndUsable()
    }

    func testDuplicateConstraint() throws {
        var fixture = try Fixture()
        assertThrows(.duplicateConstraint(fixture.floor)) { () throws(SolverError) in
            try fixture.solver.addConstraint(fixture.floor)
        }
        XCTAssertEqual(SolverError.duplicateConstraint(fixture.floor).description, "constraint c1 was already added")
        try fixture.assertIntactAndUsable()
    }

    func testUnknownConstraint() throws {
        var fixture = try Fixture()
        var other = Solver()
        let stranger = try other.makeConstraint(LinearExpression(other.makeVariable()), .equal)
        _ = try other.makeConstraint(LinearExpression(other.makeVariable()), .equal)
        let foreign = try other.makeConstraint(LinearExpression(other.makeVariable()), .equal)  // c2
        let distant = try (0..<5).map { _ throws(SolverError) in
            try other.makeConstraint(LinearExpression(other.makeVariable()), .equal)
        }.last!  // c7: no such handle in the fixture's solver
        let unadded = try fixture.solver.makeConstraint(LinearExpression(fixture.y), .equal)  // c3, never added
        XCTAssertEqual(SolverError.unknownConstraint(unadded).description, "constraint c3 is not in the solver")

        assertThrows(.unknownConstraint(unadded)) { () throws(SolverError) in
            try fixture.solver.removeConstraint(unadded)
        }
        assertThrows(.unknownConstraint(distant)) { () throws(SolverError) in
            try fixture.solver.removeConstraint(distant)
        }
        assertThrows(.unknownConstraint(distant)) { () throws(SolverError) in try fixture.solver.addConstraint(distant)
        }
        assertThrows(.unknownConstraint(distant)) { () throws(SolverError) in
            try fixture.solver.setConstant(1, for: distant)
        }
        assertThrows(.unknownConstraint(distant)) { () throws(SolverError) in
            try fixture.solver.setPriority(.defaultLow, for: distant)
        }
        XCTAssertNil(fixture.solver.definition(of: distant))
        fixture.solver.disposeConstraint(distant)  // a no-op for a handle the solver never made
        XCTAssertEqual(stranger, fixture.pin, "handles of two solvers can coincide: handles are per solver")
        XCTAssertEqual(foreign, fixture.pull)

        fixture.solver.disposeConstraint(unadded)
        assertThrows(.unknownConstraint(unadded)) { () throws(SolverError) in try fixture.solver.addConstraint(unadded)
        }
        try fixture.assertIntactAndUsable()

        var removed = try Fixture()
        try removed.solver.removeConstraint(removed.pull)
        assertThrows(.unknownConstraint(removed.pull)) { () throws(SolverError) in
            try removed.solver.removeConstraint(removed.pull)
        }
        try removed.solver.addConstraint(removed.pull)
        try removed.assertIntactAndUsable()
    }

    func testUnknownEditVariable() throws {
        var fixture = try Fixture()
        let expected = SolverError.unknownEditVariable(fixture.y)
        XCTAssertEqual(expected.description, "variable v1 has no edit constraint")
        assertThrows(expected) { () throws(SolverError) in try fixture.solver.suggestValue(3, for: fixture.y) }
        assertThrows(expected) { () throws(SolverError) in try fixture.solver.removeEditVariable(fixture.y) }
        try fixture.solver.addEditVariable(fixture.y, priority: .defaultHigh)
        try fixture.solver.removeEditVariable(fixture.y)
        assertThrows(expected) { () throws(SolverError) in try fixture.solver.removeEditVariable(fixture.y) }
        try fixture.assertIntactAndUsable()
    }

    func testDuplicateEditVariable() throws {
        var fixture = try Fixture()
        try fixture.solver.addEditVariable(fixture.y, priority: .defaultHigh)
        let expected = SolverError.duplicateEditVariable(fixture.y)
        XCTAssertEqual(expected.description, "variable v1 already has an edit constraint")
        assertThrows(expected) { () throws(SolverError) in
            try fixture.solver.addEditVariable(fixture.y, priority: .defaultLow)
        }
        try fixture.solver.suggestValue(9, for: fixture.y)
        XCTAssertEqual(fixture.solver.value(of: fixture.y), 9, accuracy: 1e-9, "the first edit still works")
        try fixture.solver.removeEditVariable(fixture.y)
        try fixture.assertIntactAndUsable()
    }

    func testRequiredEditVariable() throws {
        var fixture = try Fixture()
        let expected = SolverError.requiredEditVariable(fixture.y)
        XCTAssertEqual(expected.description, "edit variable v1 cannot be required")
        assertThrows(expected) { () throws(SolverError) in
            try fixture.solver.addEditVariable(fixture.y, priority: .required)
        }
        XCTAssertFalse(fixture.solver.hasEditVariable(fixture.y))
        try fixture.assertIntactAndUsable()
        try fixture.solver.addEditVariable(fixture.y, priority: 999)
        try fixture.solver.suggestValue(0, for: fixture.y)
        XCTAssertEqual(fixture.solver.value(of: fixture.y), 1, accuracy: 1e-9, "y >= x holds")
    }

    func testNonFiniteValues() throws {
        var fixture = try Fixture()
        let x = fixture.x
        assertThrows(.nonFiniteValue("constant inf")) {
            () throws(SolverError) in try fixture.solver.add(LinearExpression(x, constant: .infinity), .equal)
        }
        assertThrows(.nonFiniteValue("coefficient nan of x")) { () throws(SolverError) in
            try fixture.solver.add(LinearExpression([LinearTerm(x, .nan)]), .lessThanOrEqual, priority: .defaultLow)
        }
        assertThrows(.nonFiniteValue("coefficient -inf of x")) { () throws(SolverError) in
            try fixture.solver.makeConstraint(LinearExpression([LinearTerm(x, -.infinity)]), .equal)
        }
        XCTAssertEqual(
            SolverError.nonFiniteValue("coefficient nan of x").description, "coefficient nan of x is not finite")
        assertThrows(.nonFiniteValue("constant nan")) { () throws(SolverError) in
            try fixture.solver.setConstant(.nan, for: fixture.pin)
        }
        XCTAssertEqual(fixture.solver.definition(of: fixture.pin)?.expression.constant, -1)
        try fixture.solver.addEditVariable(fixture.y, priority: .defaultHigh)
        assertThrows(.nonFiniteValue("suggested value inf")) { () throws(SolverError) in
            try fixture.solver.suggestValue(.infinity, for: fixture.y)
        }
        try fixture.solver.removeEditVariable(fixture.y)
        XCTAssertFalse(LinearExpression(x, constant: .nan).isFinite)
        XCTAssertTrue(LinearExpression(x, constant: 1).isFinite)
        try fixture.assertIntactAndUsable()
    }

    func testInvalidPriority() throws {
        var fixture = try Fixture()
        let y = fixture.y
        for bad: Float in [0, 0.5, -1, 1000.5, 2000, .nan, .infinity] {
            let expected = SolverError.invalidPriority(bad)
            let label = "priority \(bad)"
            if bad.isNaN {
                // NaN is not equal to itself: match the case instead.
                let error = attempt { () throws(SolverError) in
                    try fixture.solver.add(LinearExpression(y), .equal, priority: LayoutPriority(bad))
                }
                guard case .invalidPriority(let value) = error, value.isNaN else { return XCTFail(label) }
                continue
            }
            assertThrows(expected) { () throws(SolverError) in
                try fixture.solver.add(LinearExpression(y), .equal, priority: LayoutPriority(bad))
            }
            assertThrows(expected) { () throws(SolverError) in
                try fixture.solver.setPriority(LayoutPriority(bad), for: fixture.pull)
            }
            assertThrows(expected) { () throws(SolverError) in
                try fixture.solver.addEditVariable(y, priority: LayoutPriority(bad))
            }
        }
        XCTAssertEqual(SolverError.invalidPriority(0).description, "priority 0.0 is outside 1...1000")
        XCTAssertEqual(fixture.solver.definition(of: fixture.pull)?.priority, .defaultLow)
        XCTAssertFalse(fixture.solver.hasEditVariable(y))
        try fixture.assertIntactAndUsable()
    }

    func testUnknownVariable() throws {
        var fixture = try Fixture()
        var other = Solver()
        let foreign = (0..<4).map { other.makeVariable("o\($0)") }.last!  // v3: no such variable in the fixture
        let expected = SolverError.unknownVariable(foreign)
        XCTAssertEqual(expected.description, "variable v3 does not belong to this solver")
        assertThrows(expected) { () throws(SolverError) in
            try fixture.solver.add(expression((fixture.x, 1), (foreign, 1)), .equal)
        }
        assertThrows(expected) { () throws(SolverError) in
            try fixture.solver.addEditVariable(foreign, priority: .defaultLow)
        }
        assertThrows(expected) { () throws(SolverError) in try fixture.solver.releaseVariable(foreign) }
        XCTAssertEqual(fixture.solver.value(of: foreign), 0)
        XCTAssertFalse(fixture.solver.isAmbiguous(foreign))

        let spare = fixture.solver.makeVariable("spare")
        try fixture.solver.releaseVariable(spare)
        assertThrows(.unknownVariable(spare)) { () throws(SolverError) in
            try fixture.solver.add(LinearExpression(spare), .equal, priority: .defaultLow)
        }
        try fixture.assertIntactAndUsable()
    }

    func testEditConstraintsAreNotUserConstraints() throws {
        var fixture = try Fixture()
        try fixture.solver.addEditVariable(fixture.y, priority: .defaultHigh)
        XCTAssertEqual(fixture.solver.constraintCount, 4)
        // The edit's record takes the next handle, c3; it cannot be removed or changed as a constraint.
        var probe = Solver()
        let editHandle = try (0..<4).map { _ throws(SolverError) in
            try probe.makeConstraint(LinearExpression(probe.makeVariable()), .equal)
        }.last!
        assertThrows(.unknownConstraint(editHandle)) { () throws(SolverError) in
            try fixture.solver.removeConstraint(editHandle)
        }
        assertThrows(.unknownConstraint(editHandle)) { () throws(SolverError) in
            try fixture.solver.setConstant(0, for: editHandle)
        }
        assertThrows(.unknownConstraint(editHandle)) { () throws(SolverError) in
            try fixture.solver.setPriority(1, for: editHandle)
        }
        fixture.solver.disposeConstraint(editHandle)
        XCTAssertTrue(fixture.solver.hasEditVariable(fixture.y))
        try fixture.solver.removeEditVariable(fixture.y)
        try fixture.assertIntactAndUsable()
    }
}
