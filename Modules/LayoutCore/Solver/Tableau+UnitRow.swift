/// The row of a one-variable constraint whose variable is parametric, put into the tableau as it
/// is: `variable = constant + marker terms`, at most two terms, with no row to build, sort and solve.
extension Tableau {
    /// ``installRow(_:solvingFor:)`` for a row already solved for `subject`, a parametric symbol:
    /// `subject = constant + first + second` (a term of symbol -1 is none).
    @discardableResult
    mutating func installUnitRow(solvingFor subject: Int32, constant: Double, _ first: RowTerm, _ second: RowTerm)
        -> Int32
    {
        let (low, high) = first.symbol <= second.symbol ? (first, second) : (second, first)
        let index = insertShortRow(basic: subject, constant: constant, low, high)
        substituteOut(subject, source: index)
        return index
    }

    /// ``insertRow(_:basic:)`` for a row of at most two terms given as values (`low`, then
    /// `high`, by ascending symbol; a term of symbol -1 is none): the same row, columns and slot,
    /// without an array of terms to fill and give back.
    @discardableResult
    mutating func insertShortRow(basic: Int32, constant: Double, _ low: RowTerm, _ high: RowTerm) -> Int32 {
        let reused = freeRows.popLast()
        let index = reused ?? Int32(rows.count)
        var count = 0
        if low.symbol >= 0 {
            appendToColumn(low.symbol, index)
            count += 1
        }
        if high.symbol >= 0 {
            appendToColumn(high.symbol, index)
            count += 1
        }
        // (The row's slot is filled aside and written once.)
        var slot = reused.map { rows[Int($0)] } ?? RowSlot()
        slot.constant = constant
        ensureBlock(for: count, in: &slot)
        var at = Int(slot.start)
        if low.symbol >= 0 {
            termSymbols[at] = low.symbol
            termCoefficients[at] = low.coefficient
            at += 1
        }
        if high.symbol >= 0 {
            termSymbols[at] = high.symbol
            termCoefficients[at] = high.coefficient
        }
        slot.count = Int32(count)
        placeRow(slot, basic: basic, reusing: reused)
        symbolSlots[Int(basic)].basicRow = index
        compactOvergrownColumns()
        logChange(basic)
        return index
    }
}
