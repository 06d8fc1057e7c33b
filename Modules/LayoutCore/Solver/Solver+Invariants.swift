/// Consistency checks of the tableau, compiled in with the `LAYOUT_INVARIANTS` flag (debug builds).
extension Solver {
    /// Checks every invariant of the tableau when the flag is set and the system is small enough.
    @inline(__always)
    func checkInvariants() {
        #if LAYOUT_INVARIANTS
            guard tableau.rows.count <= invariantCheckRowLimit else { return }
            tableau.verify()
            verifyRecords()
        #endif
    }

    #if LAYOUT_INVARIANTS
        private func verifyRecords() {
            for (index, record) in records.enumerated() {
                if record.isActive {
                    for symbol in [record.marker, record.other] where symbol >= 0 {
                        let kind = tableau.symbolSlots[Int(symbol)].kind
                        precondition(
                            kind == .slack || kind == .error || (kind == .dummy && record.isRequiredEquality),
                            "record \(index) owns a \(kind) symbol")
                    }
                    precondition(record.isMarkerless == (record.marker < 0), "record \(index) has a wrong marker")
                } else {
                    precondition(record.marker < 0 && record.other < 0, "inactive record \(index) owns symbols")
                }
            }
            for (variable, index) in edits {
                precondition(records[Int(index)].isEdit && variables(of: index) == [variable])
            }
        }
    #endif
}

#if LAYOUT_INVARIANTS
    extension Tableau {
        /// Fails with a message naming the broken invariant.
        func verify() {
            // (Once huge coefficients overflow, optimality means nothing either: a direction that no row
            // bounds, its rates not finite, is left by the simplex, and callers report the values that are not
            // finite, as the layout tool does.)
            let overflowed = holdsNonFiniteNumbers
            for index in rows.indices where rowBasic[index] >= 0 {
                let row = copyOfRow(Int32(index))
                let basic = Int(rowBasic[index])
                precondition(symbolSlots[basic].basicRow == Int32(index), "row \(index): basic symbol points elsewhere")
                precondition(
                    symbolSlots[basic].kind != .unused,
                    "row \(index): bad basic kind")
                for (position, term) in row.terms.enumerated() {
                    let symbol = term.symbol
                    if position > 0 { precondition(row.terms[position - 1].symbol < symbol, "row \(index): unsorted") }
                    precondition(
                        symbolSlots[Int(symbol)].kind != .unused, "row \(index) holds released symbol \(symbol)")
                    precondition(symbolSlots[Int(symbol)].basicRow < 0, "row \(index) holds basic symbol \(symbol)")
                    precondition(copyOfColumn(symbol).contains(Int32(index)), "column \(symbol) misses row \(index)")
                    // Sums that cancel are dropped at epsilon; a pivot on a huge coefficient may leave a tiny
                    // one (1 / 1e300), which is a term all the same. Only an exact zero is a stale term (or
                    // one left by overflowed numbers: 1 / infinity).
                    precondition(term.coefficient != 0 || overflowed, "row \(index): zero term")
                }
                // (Once huge coefficients overflow, constants are not finite and feasibility means nothing:
                // callers report values that are not finite, as the layout tool does.)
                if symbolSlots[basic].kind.isRestricted && row.constant.isFinite {
                    precondition(row.constant >= -1e-6, "row \(index): restricted basic \(basic) is \(row.constant)")
                }
            }
            var inList = Set<Int32>()
            for symbol in candidates {
                precondition(symbolSlots[Int(symbol)].queued, "candidate \(symbol) not flagged")
                inList.insert(symbol)
            }
            for symbol in 0..<Int32(symbolSlots.count) {
                let index = Int(symbol)
                precondition(
                    symbolSlots[index].queued == inList.contains(symbol), "symbol \(symbol): queue flag mismatch")
                if symbolSlots[index].basicRow >= 0 {
                    precondition(
                        rowBasic[Int(symbolSlots[index].basicRow)] == symbol, "symbol \(symbol): row points elsewhere")
                }
                if symbolSlots[index].kind == .unused || symbolSlots[index].basicRow >= 0 {
                    for level in levelOrder {
                        precondition(cost(of: symbol, level: level) == 0, "symbol \(symbol) has a cost")
                    }
                } else if symbolSlots[index].kind.isPivotable && !overflowed {
                    precondition(improvingDirection(symbol) == nil, "not optimal: symbol \(symbol) improves")
                }
            }
        }
    }
#endif
