import LayoutCore
import XCTest

/// Small systems with known solutions, written by hand: each relation, each kind of priority.
final class SolverTests: XCTestCase {
    func testSpecExampleSolves() throws {
        var solver = Solver()
        let left = solver.makeVariable("left")
        let right = solver.makeVariable("right")
        let width = solver.makeVariable("width")
        try solver.add(LinearExpression(left), .equal)
        try solver.add(expression((right, 1), (left, -1), constant: -100), .equal)
        try solver.add(expression((width, 1), (right, -1), (left, 1)), .lessThanOrEqual)
        try solver.add(LinearExpression(width, constant: -80), .equal, priority: .defaultHigh)
        XCTAssertEqual(solver.value(of: left), 0)
        XCTAssertEqual(solver.value(of: right), 100)
        XCTAssertEqual(solver.value(of: width), 80)
        XCTAssertEqual(solver.constraintCount, 4)
    }

    func testRequiredEqualities() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        try solver.add(expression((x, 1), (y, 1), constant: -30), .equal)  // x + y == 30
        try solver.add(expression((x, 1), (y, -1), constant: -10), .equal)  // x - y == 10
        try solver.add(expression((z, 2), (x, -1), (y, -1)), .equal)  // 2z == x + y
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 15, accuracy: 1e-9)
    }

    func testCoefficientsAndRepeatedVariables() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(expression((x, 0.5), constant: -4), .equal)  // x / 2 == 4
        try solver.add(expression((y, 1), (y, 1), (x, -3)), .equal)  // y + y == 3x
        XCTAssertEqual(solver.value(of: x), 8, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 12, accuracy: 1e-9)
    }

    func testRequiredInequalitiesBoundWeakerPulls() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(LinearExpression(x, constant: -5), .lessThanOrEqual)  // x <= 5
        try solver.add(LinearExpression(x, constant: -10), .equal, priority: .defaultLow)  // x == 10 @250
        try solver.add(LinearExpression(y, constant: -5), .greaterThanOrEqual)  // y >= 5
        try solver.add(LinearExpression(y), .equal, priority: .defaultLow)  // y == 0 @250
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
    }

    func testSatisfiedInequalitiesDoNotMoveVariables() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(LinearExpression(x, constant: -50), .lessThanOrEqual)  // x <= 50
        try solver.add(LinearExpression(x, constant: 10), .greaterThanOrEqual)  // x >= -10
        try solver.add(LinearExpression(x, constant: -20), .equal, priority: .defaultHigh)  // x == 20 @750
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testHigherPriorityWins() throws {
        let cases: [(strong: Float, weak: Float)] = [(750, 250), (251, 250), (1000 - 1, 1), (2, 1), (250.5, 250)]
        for (strong, weak) in cases {
            var solver = Solver()
            let x = solver.makeVariable("x")
            try solver.add(LinearExpression(x, constant: -20), .equal, priority: LayoutPriority(weak))
            try solver.add(LinearExpression(x, constant: -10), .equal, priority: LayoutPriority(strong))
            XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9, "\(strong) against \(weak)")
        }
    }

    func testOptionalInequalities() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(LinearExpression(x, constant: -5), .lessThanOrEqual, priority: .defaultHigh)  // x <= 5 @750
        try solver.add(LinearExpression(x, constant: -10), .equal, priority: .defaultLow)  // x == 10 @250
        try solver.add(LinearExpression(y, constant: -5), .lessThanOrEqual, priority: .defaultLow)  // y <= 5 @250
        try solver.add(LinearExpression(y, constant: -10), .equal, priority: .defaultHigh)  // y == 10 @750
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
    }

    func testErrorsAddUpWithinALevel() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(LinearExpression(x), .equal, priority: 500)
        try solver.add(LinearExpression(x, constant: -10), .equal, priority: 500)
        try solver.add(LinearExpression(x, constant: -10), .equal, priority: 500)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    /// One constraint at 251 beats 1,000 constraints at 250: priorities are lexicographic, not weights.
    func testOneConstraintAt251BeatsAThousandAt250() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let pulls = (0..<1000).map { solver.makeVariable("y\($0)") }
        for y in pulls {
            try solver.add(expression((y, 1), (x, -1)), .equal)  // y == x
            try solver.add(LinearExpression(y), .equal, priority: 250)  // y == 0 @250
        }
        try solver.add(LinearExpression(x, constant: -100), .equal, priority: 251)  // x == 100 @251
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: pulls[999]), 100, accuracy: 1e-9)

        var inequality = Solver()
        inequality.invariantCheckRowLimit = 100  // this system is slow to check (every row holds `z`'s symbols)
        let z = inequality.makeVariable("z")
        for _ in 0..<1000 {
            try inequality.add(LinearExpression(z), .lessThanOrEqual, priority: 250)  // z <= 0 @250
        }
        try inequality.add(LinearExpression(z, constant: -100), .greaterThanOrEqual, priority: 251)  // z >= 100 @251
        XCTAssertEqual(inequality.value(of: z), 100, accuracy: 1e-9)
    }

    func testFreeAndUnconstrainedVariables() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let unused = solver.makeVariable()
        try solver.add(LinearExpression(x, constant: -3), .equal)
        XCTAssertEqual(solver.value(of: unused), 0)
        XCTAssertEqual(solver.name(of: x), "x")
        XCTAssertEqual(solver.name(of: unused), unused.description)
    }

    func testDefinitionAndCount() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let made = try solver.makeConstraint(
            expression((x, 2), (y, -1), constant: 7), .greaterThanOrEqual, priority: 300)
        XCTAssertFalse(solver.hasConstraint(made))
        XCTAssertEqual(solver.constraintCount, 0)
        let definition = try XCTUnwrap(solver.definition(of: made))
        XCTAssertEqual(definition.expression, expression((x, 2), (y, -1), constant: 7))
        XCTAssertEqual(definition.relation, .greaterThanOrEqual)
        XCTAssertEqual(definition.priority, 300)
        try solver.addConstraint(made)
        XCTAssertTrue(solver.hasConstraint(made))
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testDisposedHandleIsForgottenAndItsSlotReused() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(LinearExpression(x, constant: -1), .equal)
        solver.disposeConstraint(first)
        XCTAssertFalse(solver.hasConstraint(first))
        XCTAssertNil(solver.definition(of: first))
        XCTAssertEqual(solver.constraintCount, 0)
        let second = try solver.add(LinearExpression(x, constant: -2), .equal)
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        solver.disposeConstraint(second)
        solver.disposeConstraint(second)  // a second dispose is harmless
        try solver.add(LinearExpression(x, constant: -3), .equal)
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
    }

    func testAStructCopyIsIndependent() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let pin = try solver.add(LinearExpression(x, constant: -1), .equal)
        var copy = solver
        try copy.setConstant(-5, for: pin)
        XCTAssertEqual(copy.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), 1, accuracy: 1e-9)
    }
}
