import LayoutCore
import XCTest

/// The solver's log of changed variables (``Solver/tracksChanges``): both ways of taking it give the
/// variables that moved, once.
final class SolverChangeLogTests: XCTestCase {
    /// `a == 10`, `b == a + 5`, `c == 7`; then `a`'s constant changes to 20, which moves `a` and `b`.
    private func solver() throws -> (Solver, [SolverVariable], SolverConstraint) {
        var solver = Solver()
        solver.tracksChanges = true
        let variables = ["a", "b", "c"].map { solver.makeVariable($0) }
        let first = try solver.add(LinearExpression(variables[0], constant: -10), .equal)
        let sum = LinearExpression([LinearTerm(variables[1]), LinearTerm(variables[0], -1)], constant: -5)
        _ = try solver.add(sum, .equal)
        _ = try solver.add(LinearExpression(variables[2], constant: -7), .equal)
        return (solver, variables, first)
    }

    func testTheArrayFormListsTheMovedVariablesOnce() throws {
        var (solver, variables, first) = try solver()
        XCTAssertEqual(Set(solver.takeChangedVariables()), Set(variables))
        XCTAssertEqual(solver.takeChangedVariables(), [])
        try solver.setConstant(-20, for: first)
        XCTAssertEqual(Set(solver.takeChangedVariables()), [variables[0], variables[1]])
        XCTAssertEqual(solver.values(variables), [20, 25, 7])
        XCTAssertEqual(solver.takeChangedVariables(), [])
    }

    func testTheCallbackFormGivesWhatTheArrayFormGives() throws {
        var (solver, variables, first) = try solver()
        var seen: [SolverVariable] = []
        solver.takeChangedVariables { seen.append($0) }
        XCTAssertEqual(Set(seen), Set(variables))
        XCTAssertEqual(seen.count, 3)
        try solver.setConstant(-20, for: first)
        seen = []
        solver.takeChangedVariables { seen.append($0) }
        XCTAssertEqual(Set(seen), [variables[0], variables[1]])
        XCTAssertEqual(seen.count, 2)
        seen = []
        solver.takeChangedVariables { seen.append($0) }
        XCTAssertEqual(seen, [])
    }
}
