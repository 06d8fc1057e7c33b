import XCTest

@testable import LayoutCore

/// The solver keeps nothing per operation: long edit loops, add/remove cycles and many priorities
/// over time leave its storage the size the system needs. (Resident size is measured by
/// `benchmarks memory`; these tests pin down the storage that used to grow.)
final class SolverMemoryTests: XCTestCase {
    /// A chain of boxes with optional widths and an edit variable at its end.
    private func chain(_ count: Int) -> (Solver, SolverVariable) {
        var solver = Solver()
        solver.invariantCheckRowLimit = 0
        var previous: SolverVariable?
        var last = solver.makeVariable()
        for index in 0..<count {
            let left = solver.makeVariable()
            let width = solver.makeVariable()
            let right = solver.makeVariable()
            let start = previous.map { [LinearTerm(left), LinearTerm($0, -1)] } ?? [LinearTerm(left)]
            try! solver.add(LinearExpression(start, constant: -8), .equal)
            try! solver.add(LinearExpression([LinearTerm(right), LinearTerm(left, -1), LinearTerm(width, -1)]), .equal)
            try! solver.add(LinearExpression(width, constant: -10), .greaterThanOrEqual)
            try! solver.add(LinearExpression(width, constant: -Double(20 + index % 7)), .equal, priority: 500)
            previous = right
            last = right
        }
        try! solver.addEditVariable(last, priority: 999)
        return (solver, last)
    }

    private func columnEntries(_ solver: Solver) -> Int {
        solver.tableau.symbolSlots.reduce(0) { $0 + Int($1.column.count) }
    }

    func testSuggestValueLoopsKeepColumnsBounded() throws {
        var (solver, edit) = chain(40)
        try solver.suggestValue(1000, for: edit)
        let before = columnEntries(solver)
        for step in 0..<5000 {
            try solver.suggestValue(Double(1000 + step % 300), for: edit)
        }
        XCTAssertLessThanOrEqual(columnEntries(solver), 3 * before + 64)
        XCTAssertEqual(solver.value(of: edit), Double(1000 + 4999 % 300), accuracy: 1e-6)
    }

    func testAddRemoveCyclesKeepStorageBounded() throws {
        var (solver, edit) = chain(20)
        let rows = solver.tableau.rows.count
        let symbols = solver.tableau.symbolCount
        let before = columnEntries(solver)
        for step in 0..<3000 {
            let handle = try solver.add(
                LinearExpression(edit, constant: -Double(600 + step % 50)), .equal, priority: 300)
            try solver.removeConstraint(handle)
            solver.disposeConstraint(handle)
        }
        XCTAssertLessThanOrEqual(solver.tableau.rows.count, rows + 2)
        XCTAssertLessThanOrEqual(solver.tableau.symbolCount, symbols + 3)
        XCTAssertLessThanOrEqual(solver.records.count, 20 * 4 + 3)
        XCTAssertLessThanOrEqual(columnEntries(solver), 3 * before + 64)
    }

    /// Rows and columns keep their entries in blocks of two stores; a block given up goes to the free
    /// list of its size and the next row or column of that size takes it, so cycles of changes reuse
    /// the stores instead of growing them.
    func testRowAndColumnStoresReuseFreedBlocks() throws {
        var (solver, edit) = chain(30)
        var handles: [SolverConstraint] = []
        for step in 0..<40 {
            handles.append(
                try solver.add(LinearExpression(edit, constant: -Double(500 + step)), .equal, priority: 200))
        }
        for handle in handles {
            try solver.removeConstraint(handle)
            solver.disposeConstraint(handle)
        }
        let terms = solver.tableau.termSymbols.count
        let entries = solver.tableau.columnStore.count
        for step in 0..<2000 {
            let handle = try solver.add(
                LinearExpression(edit, constant: -Double(600 + step % 50)), .equal, priority: 300)
            let other = try solver.add(
                LinearExpression([LinearTerm(edit), LinearTerm(edit)], constant: -Double(900 + step % 30)),
                .lessThanOrEqual, priority: 400)
            try solver.removeConstraints([handle, other])
            solver.disposeConstraint(handle)
            solver.disposeConstraint(other)
        }
        XCTAssertLessThanOrEqual(solver.tableau.termSymbols.count, terms + 256)
        XCTAssertEqual(solver.tableau.termCoefficients.count, solver.tableau.termSymbols.count)
        XCTAssertLessThanOrEqual(solver.tableau.columnStore.count, entries + 256)
        // Every row's block lies inside the store, and no two live rows share a term.
        var owner = [Int32](repeating: -1, count: solver.tableau.termSymbols.count)
        for row in solver.tableau.rows.indices where solver.tableau.rowBasic[row] >= 0 {
            let slot = solver.tableau.rows[row]
            XCTAssertLessThanOrEqual(slot.count, slot.capacity)
            for position in Int(slot.start)..<Int(slot.start + slot.capacity) {
                XCTAssertEqual(owner[position], -1, "rows \(owner[position]) and \(row) share a block")
                owner[position] = Int32(row)
            }
        }
        try solver.suggestValue(700, for: edit)
        XCTAssertEqual(solver.value(of: edit), 700, accuracy: 1e-6)
    }

    /// Hundreds of priorities, each a level of its own, made while other symbols already hold costs
    /// (the cost slots are laid out again as levels are added): each level keeps its own costs.
    func testManyPriorityLevelsKeepTheirCosts() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        var others: [SolverVariable] = []
        for step in 1...300 {
            let other = solver.makeVariable()
            others.append(other)
            try solver.add(
                LinearExpression(other, constant: -Double(2 * step)), .equal,
                priority: LayoutPriority(Float(step) + 0.5))
            try solver.add(LinearExpression(x, constant: -Double(step)), .equal, priority: LayoutPriority(Float(step)))
        }
        XCTAssertEqual(solver.value(of: x), 300, accuracy: 1e-9)
        for (index, other) in others.enumerated() {
            XCTAssertEqual(solver.value(of: other), Double(2 * (index + 1)), accuracy: 1e-9)
        }
        XCTAssertGreaterThanOrEqual(solver.tableau.costStride, 600)
    }

    func testPriorityLevelsNoLongerUsedAreFreed() throws {
        var (solver, edit) = chain(10)
        let handle = try solver.add(LinearExpression(edit, constant: -400), .equal, priority: 400)
        for step in 0..<2000 {
            try solver.setPriority(LayoutPriority(1 + Float(step) * 0.25), for: handle)
        }
        XCTAssertLessThanOrEqual(solver.tableau.levelPriority.count, 16)
        XCTAssertLessThanOrEqual(solver.tableau.levelOrder.count, 16)
        // The levels still used keep their order, and the solution is right: the edit (999) wins over the
        // constraint (now 500.75) and the widths (500).
        try solver.suggestValue(300, for: edit)
        XCTAssertEqual(solver.value(of: edit), 300, accuracy: 1e-6)
        try solver.setPriority(LayoutPriority(999.5), for: handle)
        try solver.suggestValue(300, for: edit)
        XCTAssertEqual(solver.value(of: edit), 400, accuracy: 1e-6)
        let levels = solver.tableau.levelOrder.map { solver.tableau.levelPriority[Int($0)] }
        XCTAssertEqual(levels, levels.sorted(by: >))
        XCTAssertFalse(levels.contains(-1))
    }
}
