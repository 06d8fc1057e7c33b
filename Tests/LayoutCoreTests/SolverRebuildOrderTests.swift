import XCTest

@testable import LayoutCore

/// Removing required equalities re-solves their parts in the order the constraints were given, and
/// drops each part's rows in the order of its variables: never in a hash table's order, which changes
/// with the process's hash seed (and, for tables keyed by objects, with where they lie in memory).
final class SolverRebuildOrderTests: XCTestCase {
    /// Twelve unconnected parts `x == 5i`, `y == x + 1`, `z == y + 1`; the middle equalities are
    /// removed in an order unlike the parts' (and the variables') numbering. The change log lists the
    /// variables in the order their rows were dropped: part by part as given, each part's variables
    /// by number.
    func testPartsAreRebuiltInTheOrderGivenAndRowsDroppedByVariable() throws {
        var solver = Solver()
        solver.tracksChanges = true
        var parts: [[SolverVariable]] = []
        var middles: [SolverConstraint] = []
        for part in 0..<12 {
            let x = solver.makeVariable()
            let y = solver.makeVariable()
            let z = solver.makeVariable()
            // (Added z's first: the rows are made in another order than the variables were.)
            _ = try solver.add(LinearExpression([LinearTerm(z), LinearTerm(y, -1)], constant: -1), .equal)
            middles.append(
                try solver.add(LinearExpression([LinearTerm(y), LinearTerm(x, -1)], constant: -1), .equal))
            _ = try solver.add(LinearExpression(x, constant: -5 * Double(part)), .equal)
            parts.append([x, y, z])
        }
        _ = solver.takeChangedVariables()
        let order = [7, 2, 11, 0, 5, 9, 1, 10, 3, 8, 4, 6]
        try solver.removeConstraints(order.map { middles[$0] })
        let logged = solver.takeChangedVariables()
        XCTAssertEqual(logged, order.flatMap { parts[$0] })
        // The rest still holds: each x at its constant, each z one above a free y.
        for part in 0..<12 {
            XCTAssertEqual(solver.value(of: parts[part][0]), 5 * Double(part))
            XCTAssertEqual(solver.value(of: parts[part][2]) - solver.value(of: parts[part][1]), 1, accuracy: 1e-9)
        }
    }

    func testSortUniqueSortsAndDropsRepeats() {
        var symbols: [Int32] = [9, 3, 3, 12, 0, 9, 9, 4]
        Solver.sortUnique(&symbols)
        XCTAssertEqual(symbols, [0, 3, 4, 9, 12])
        var empty: [Int32] = []
        Solver.sortUnique(&empty)
        XCTAssertEqual(empty, [])
    }
}
