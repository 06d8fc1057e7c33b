import XCTest

@testable import LayoutCore

/// The tableau's undo log and its shifts of a column, checked on tableaus built by hand: columns
/// with stale and repeated entries, more saved columns than a scan looks through, and short and
/// long columns shifted by the same rule.
final class TableauUndoTests: XCTestCase {
    /// A tableau whose `marker` column lists `rows` rows holding it (coefficient 2, 3, 4...),
    /// then a dropped row's stale entry and a repeated entry of the first row.
    private func tableauWithColumn(rows count: Int) -> (Tableau, marker: Int32, rows: [Int32]) {
        var tableau = Tableau()
        let marker = tableau.makeSymbol(.slack)
        var rows: [Int32] = []
        for index in 0..<(count + 1) {
            let basic = tableau.makeSymbol(index == 1 ? .slack : .external)
            let row = Row(terms: [RowTerm(marker, Double(index + 2))], constant: Double(10 * index))
            rows.append(tableau.insertRow(row, basic: basic))
        }
        // The second row goes: its entry in the column is stale.
        tableau.dropRow(rows.remove(at: 1))
        tableau.appendToColumn(marker, rows[0])
        return (tableau, marker, rows)
    }

    /// A short column (shifted without buffers) and a long one (with them) move the same rows by
    /// the same amounts, drop the stale and repeated entries, and list the rows that go negative.
    func testShortAndLongColumnsShiftAlike() {
        for count in [1, 2, 3, 6, 12] {
            var (tableau, marker, rows) = tableauWithColumn(rows: count)
            XCTAssertEqual(tableau.columnCount(marker), count + 2)
            let before = rows.map { tableau.rows[Int($0)].constant }
            tableau.shiftRows(holding: marker, by: -1)
            for (position, row) in rows.enumerated() {
                let coefficient = Double(position == 0 ? 2 : position + 3)
                XCTAssertEqual(tableau.rows[Int(row)].constant, before[position] - coefficient, "\(count) rows")
            }
            XCTAssertEqual(tableau.copyOfColumn(marker), rows, "\(count) rows: stale and repeated entries dropped")
            // Only the first row (constant 0) went below zero; its basic symbol is external, so no
            // restricted symbol is listed.
            XCTAssertEqual(tableau.infeasible, [], "\(count) rows")
        }
    }

    /// While recording, a shifted column that dropped entries comes back as it was on an undo.
    func testUndoRestoresAShiftedColumn() {
        for count in [1, 3, 12] {
            var (tableau, marker, _) = tableauWithColumn(rows: count)
            let column = tableau.copyOfColumn(marker)
            let mark = tableau.beginRecording()
            tableau.shiftRows(holding: marker, by: 5)
            XCTAssertLessThan(tableau.columnCount(marker), column.count)
            tableau.undo(to: mark)
            XCTAssertEqual(tableau.copyOfColumn(marker), column, "\(count) rows")
        }
    }

    /// More columns saved than a scan looks through: each is still found once, and an undo puts
    /// every one back (grown columns to their length, replaced ones to their entries).
    func testManySavedColumnsAreFoundAndRestored() {
        var tableau = Tableau()
        let symbols = (0..<40).map { _ in tableau.makeSymbol(.external) }
        let basic = tableau.makeSymbol(.external)
        let row = tableau.insertRow(Row(terms: [], constant: 1), basic: basic)
        for (index, symbol) in symbols.enumerated() {
            for _ in 0...(index % 3) { tableau.appendToColumn(symbol, row) }
        }
        let columns = symbols.map { tableau.copyOfColumn($0) }
        let mark = tableau.beginRecording()
        for (index, symbol) in symbols.enumerated() {
            if index % 4 == 0 {
                tableau.noteColumnReplaced(symbol)
                tableau.clearColumn(symbol)
            }
            tableau.appendToColumn(symbol, row)
            tableau.appendToColumn(symbol, row)
            XCTAssertEqual(tableau.savedColumns.count, index + 1, "each column saved once")
            XCTAssertNotNil(tableau.savedPosition(of: symbol))
        }
        XCTAssertGreaterThan(tableau.savedColumns.count, Tableau.savedColumnScanLimit)
        for (index, symbol) in symbols.enumerated() {
            XCTAssertEqual(tableau.savedPosition(of: symbol), index)
        }
        XCTAssertNil(tableau.savedPosition(of: basic))
        tableau.undo(to: mark)
        XCTAssertTrue(tableau.savedColumns.isEmpty)
        XCTAssertNil(tableau.savedPosition(of: symbols[0]))
        for (index, symbol) in symbols.enumerated() {
            XCTAssertEqual(tableau.copyOfColumn(symbol), columns[index], "column \(index)")
        }
    }
}
