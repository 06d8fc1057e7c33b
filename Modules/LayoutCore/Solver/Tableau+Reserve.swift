/// Growing the tableau's tables once ahead of a large batch (see ``Solver/reserveCapacity(constraints:symbols:)``).
extension Tableau {
    /// Makes room for `additional` more symbols and `additionalRows` more rows in every array indexed
    /// by them, at once (see ``Solver/reserveCapacity(constraints:symbols:)``).
    mutating func reserve(symbols additional: Int, rows additionalRows: Int) {
        let symbols = Tableau.grownCapacity(
            count: symbolSlots.count - freeSymbols.count, capacity: symbolSlots.capacity, additional)
        if symbols > symbolSlots.capacity {
            symbolSlots.reserveCapacity(symbols)
            // (A cost slot a symbol at most; see ``widenCosts()``.)
            costs.reserveCapacity(symbols * costStride)
            // Every new external is logged once when changes are logged.
            if logsChanges { changed.reserveCapacity(changed.count + additional) }
        }
        let rowSlots = Tableau.grownCapacity(
            count: rows.count - freeRows.count, capacity: rows.capacity, additionalRows)
        if rowSlots > rows.capacity {
            rows.reserveCapacity(rowSlots)
            rowBasic.reserveCapacity(rowSlots)
        }
        // Rows of a layout hold a few terms each: room for eight a row, so that the store does not grow
        // (and copy itself) while the batch's rows arrive. Room that is never used is never touched.
        let termSlots = Tableau.grownCapacity(
            count: termSymbols.count, capacity: termSymbols.capacity, 8 * additionalRows)
        if termSlots > termSymbols.capacity {
            termSymbols.reserveCapacity(termSlots)
            termCoefficients.reserveCapacity(termSlots)
        }
        let entrySlots = Tableau.grownCapacity(
            count: columnStore.count, capacity: columnStore.capacity, 8 * additionalRows)
        if entrySlots > columnStore.capacity { columnStore.reserveCapacity(entrySlots) }
    }

    /// The capacity an array of `count` live elements needs for `additional` more: its own when
    /// enough, else exactly the need, but never less than half again its capacity (so that many small
    /// reservations still grow geometrically).
    static func grownCapacity(count: Int, capacity: Int, _ additional: Int) -> Int {
        let needed = count + max(0, additional)
        guard needed > capacity else { return capacity }
        return max(needed, capacity + capacity / 2)
    }
}
