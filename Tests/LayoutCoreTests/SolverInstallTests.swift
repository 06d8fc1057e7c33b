import LayoutCore
import XCTest

/// Adding and removing constraints: removal restores the earlier solution for every kind of
/// constraint (required equalities re-solve their part of the system), batches, released variables
/// and ambiguity.
final class SolverInstallTests: XCTestCase {
    /// `left == 0`, `right - left >= 100`, `right == 300 @250`, `2 mid == left + right`, `width == right - left`.
    private struct Base {
        var solver = Solver()
        let left: SolverVariable
        let right: SolverVariable
        let mid: SolverVariable
        let width: SolverVariable

        init() throws {
            left = solver.makeVariable("left")
            right = solver.makeVariable("right")
            mid = solver.makeVariable("mid")
            width = solver.makeVariable("width")
            try solver.add(LinearExpression(left), .equal)
            try solver.add(expression((right, 1), (left, -1), constant: -100), .greaterThanOrEqual)
            try solver.add(LinearExpression(right, constant: -300), .equal, priority: .defaultLow)
            try solver.add(expression((mid, 2), (left, -1), (right, -1)), .equal)
            try solver.add(expression((width, 1), (right, -1), (left, 1)), .equal)
        }

        var values: [Double] { solver.values([left, right, mid, width]) }
    }

    func testRemovingEachKindOfConstraintRestoresTheSolution() throws {
        let before: [Double] = [0, 300, 150, 300]
        var base = try Base()
        assertValues(base.values, before)
        let cases: [(name: String, expression: LinearExpression, relation: LayoutRelation, priority: LayoutPriority)] =
            [
                ("required equality", LinearExpression(base.right, constant: -200), .equal, .required),
                ("required inequality", LinearExpression(base.right, constant: -150), .lessThanOrEqual, .required),
                ("optional equality", LinearExpression(base.right, constant: -120), .equal, .defaultHigh),
                ("optional inequality", LinearExpression(base.width, constant: -180), .lessThanOrEqual, .defaultHigh),
                ("weaker optional", LinearExpression(base.mid), .equal, 100),
            ]
        let during: [[Double]] = [
            [0, 200, 100, 200], [0, 150, 75, 150], [0, 120, 60, 120], [0, 180, 90, 180], before,
        ]
        for (index, item) in cases.enumerated() {
            let added = try base.solver.add(item.expression, item.relation, priority: item.priority)
            assertValues(base.values, during[index], item.name)
            try base.solver.removeConstraint(added)
            assertValues(base.values, before, item.name)
            XCTAssertFalse(base.solver.hasConstraint(added))
        }
        XCTAssertEqual(base.solver.constraintCount, 5)
    }

    func testRemovingARequiredEqualityInAChainReSolvesItsPart() throws {
        var solver = Solver()
        let xs = (0..<10).map { solver.makeVariable("x\($0)") }
        try solver.add(LinearExpression(xs[0]), .equal)
        var links: [SolverConstraint] = []
        for i in 0..<9 {
            links.append(try solver.add(expression((xs[i + 1], 1), (xs[i], -1), constant: -10), .equal))
        }
        try solver.add(LinearExpression(xs[9], constant: -500), .equal, priority: .defaultLow)
        try solver.add(LinearExpression(xs[5], constant: -1000), .lessThanOrEqual)
        assertValues(solver.values(xs), (0..<10).map { Double($0) * 10 })
        try solver.removeConstraint(links[4])  // x5 no longer follows x4: x5...x9 float to x9 == 500
        assertValues(solver.values(xs), [0, 10, 20, 30, 40, 460, 470, 480, 490, 500])
        let relink = try solver.add(expression((xs[5], 1), (xs[4], -1), constant: -10), .equal)
        assertValues(solver.values(xs), (0..<10).map { Double($0) * 10 })
        try solver.removeConstraints([relink, links[0]])  // now x1...x4 and x5...x9 float
        XCTAssertEqual(solver.value(of: xs[0]), 0)
        XCTAssertEqual(solver.value(of: xs[9]), 500, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: xs[4]) - solver.value(of: xs[1]), 30, accuracy: 1e-9)
        XCTAssertTrue(solver.isAmbiguous(xs[1]))
        XCTAssertFalse(solver.isAmbiguous(xs[6]))
    }

    func testRemoveConstraintsBatch() throws {
        var base = try Base()
        let a = try base.solver.add(LinearExpression(base.right, constant: -200), .equal)
        let b = try base.solver.makeConstraint(LinearExpression(base.width, constant: -150), .lessThanOrEqual)
        let c = try base.solver.add(LinearExpression(base.mid, constant: -20), .equal, priority: .defaultHigh)
        let d = try base.solver.add(LinearExpression(base.left, constant: -5), .greaterThanOrEqual, priority: 10)
        XCTAssertThrowsError(try base.solver.addConstraint(b))
        assertValues(base.values, [0, 200, 100, 200])  // `a` made `b` unsatisfiable: never added
        try base.solver.removeConstraints([a, c, d, a])  // a repeated handle is removed once
        assertValues(base.values, [0, 300, 150, 300])
        XCTAssertEqual(base.solver.constraintCount, 5)

        let e = try base.solver.add(LinearExpression(base.right, constant: -400), .equal)
        assertThrows(.unknownConstraint(a)) { () throws(SolverError) in try base.solver.removeConstraints([e, a]) }
        XCTAssertTrue(base.solver.hasConstraint(e), "a refused batch removes nothing")
        assertValues(base.values, [0, 400, 200, 400])
        try base.solver.removeConstraints([])
        try base.solver.removeConstraints([e])
        assertValues(base.values, [0, 300, 150, 300])
    }

    func testReleasingAVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let spare = solver.makeVariable("spare")
        try solver.add(LinearExpression(x, constant: -4), .equal)
        try solver.releaseVariable(spare)
        XCTAssertEqual(solver.name(of: spare), spare.description)
        assertThrows(.unknownVariable(spare)) { () throws(SolverError) in try solver.releaseVariable(spare) }
        assertThrows(.unknownVariable(spare)) { () throws(SolverError) in
            try solver.add(LinearExpression(spare), .equal)
        }
        try solver.releaseVariable(x)  // still used: stays
        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
        XCTAssertEqual(solver.name(of: x), "x")
        let y = solver.makeVariable("y")
        try solver.add(expression((y, 1), (x, -1), constant: -1), .equal)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
    }

    func testReleasingAnEditVariableRemovesItsEdit() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(7, for: x)
        try solver.releaseVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.constraintCount, 0)
    }

    /// A released variable's slot is reused; the constraints of the part it was joined to must still
    /// be re-solved together when a required equality of that part is removed.
    func testReleasedVariableSlotReuseKeepsConnectedPartsWhole() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let link = try solver.add(expression((x, 1), (y, -1), constant: -10), .greaterThanOrEqual)  // x >= y + 10
        let pin = try solver.add(LinearExpression(y, constant: -5), .equal)  // y == 5
        let cap = try solver.add(LinearExpression(y, constant: -100), .lessThanOrEqual)  // y <= 100
        try solver.add(LinearExpression(y, constant: -50), .equal, priority: .defaultLow)  // y == 50 @250
        try solver.removeConstraint(link)
        try solver.releaseVariable(x)
        let z = solver.makeVariable("z")
        try solver.add(LinearExpression(z, constant: -1), .equal)
        XCTAssertEqual(solver.value(of: z), 1, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
        try solver.removeConstraint(pin)
        XCTAssertEqual(solver.value(of: y), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 1, accuracy: 1e-9)
        let floor = try solver.makeConstraint(LinearExpression(y, constant: -200), .greaterThanOrEqual)
        assertThrows(.unsatisfiable(constraint: floor, conflict: [floor, cap])) { () throws(SolverError) in
            try solver.addConstraint(floor)
        }
        XCTAssertEqual(solver.value(of: y), 50, accuracy: 1e-9)
    }

    func testAmbiguity() throws {
        var solver = Solver()
        let free = solver.makeVariable("free")
        let fixed = solver.makeVariable("fixed")
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let bounded = solver.makeVariable("bounded")
        let tied = solver.makeVariable("tied")
        try solver.add(LinearExpression(fixed, constant: -5), .equal)
        try solver.add(expression((a, 1), (b, 1), constant: -10), .equal)  // a + b == 10
        try solver.add(LinearExpression(bounded), .greaterThanOrEqual)  // bounded >= 0
        try solver.add(LinearExpression(tied), .equal, priority: 500)  // tied == 0 @500
        try solver.add(LinearExpression(tied, constant: -10), .equal, priority: 500)  // tied == 10 @500
        XCTAssertTrue(solver.isAmbiguous(free))
        XCTAssertFalse(solver.isAmbiguous(fixed))
        XCTAssertTrue(solver.isAmbiguous(a))
        XCTAssertTrue(solver.isAmbiguous(b))
        XCTAssertTrue(solver.isAmbiguous(bounded))
        XCTAssertTrue(solver.isAmbiguous(tied), "any value in 0...10 is optimal")

        try solver.add(LinearExpression(a, constant: -3), .equal, priority: .defaultLow)
        try solver.add(LinearExpression(bounded, constant: 5), .equal, priority: .defaultLow)  // pulls to -5
        try solver.add(LinearExpression(tied, constant: -4), .equal, priority: 1)
        XCTAssertFalse(solver.isAmbiguous(a))
        XCTAssertFalse(solver.isAmbiguous(b))
        XCTAssertFalse(solver.isAmbiguous(bounded))
        XCTAssertFalse(solver.isAmbiguous(tied))
        assertValues(solver.values([fixed, a, b, bounded, tied]), [5, 3, 7, 0, 4])
    }
}
