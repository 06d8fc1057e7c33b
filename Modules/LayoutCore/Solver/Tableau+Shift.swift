/// Moving row constants when a parametric symbol shifts: the inner loop of `suggestValue` and of
/// in-place constant changes, kept tight (one pass over the column, no copies, no uniqueness checks).
extension Tableau {
    /// Adds `coefficient * amount` to the constant of every row holding `symbol`, listing the
    /// restricted rows that go negative in ``infeasible``; compacts the column on the way.
    ///
    /// While recording, the column is saved for an undo only when an entry is dropped: a column
    /// without stale entries comes out as it went in.
    mutating func shiftRows(holding symbol: Int32, by amount: Double) {
        let epoch = nextStampEpoch()
        let start = Int(symbolSlots[Int(symbol)].column.start)
        let count = Int(symbolSlots[Int(symbol)].column.count)
        if count <= Tableau.shortShiftLength {
            shiftShortColumn(of: symbol, by: amount, start: start, count: count, epoch: epoch)
            return
        }
        let saves = isRecording
        var original: [Int32]?
        var localRows: [RowSlot] = []
        swap(&localRows, &rows)
        var entries: [Int32] = []
        swap(&entries, &columnStore)
        var kept = 0
        var logged: [Int32] = []
        swap(&logged, &shiftLogged)
        localRows.withUnsafeMutableBufferPointer { rowBuffer in
            termSymbols.withUnsafeBufferPointer { store in
                termCoefficients.withUnsafeBufferPointer { coefficientBuffer in
                    rowBasic.withUnsafeBufferPointer { basicBuffer in
                        symbolSlots.withUnsafeBufferPointer { symbolBuffer in
                            entries.withUnsafeMutableBufferPointer { entryBuffer in
                                for position in start..<(start + count) {
                                    let row = entryBuffer[position]
                                    let slot = Int(row)
                                    let basic = basicBuffer[slot]
                                    guard basic >= 0, rowBuffer[slot].stamp != epoch,
                                        let at = Tableau.position(of: symbol, in: rowBuffer[slot], store)
                                    else {
                                        // The first entry dropped: until now the column is as it was.
                                        if saves && original == nil {
                                            original = Array(entryBuffer[start..<(start + count)])
                                        }
                                        continue
                                    }
                                    rowBuffer[slot].stamp = epoch
                                    entryBuffer[start + kept] = row
                                    kept += 1
                                    let updated = rowBuffer[slot].constant + coefficientBuffer[at] * amount
                                    rowBuffer[slot].constant = updated
                                    if logsChanges && symbolBuffer[Int(basic)].kind == .external {
                                        logged.append(basic)
                                    }
                                    if updated < -Tableau.epsilon && symbolBuffer[Int(basic)].kind.isRestricted {
                                        infeasible.append(basic)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&entries, &columnStore)
        swap(&localRows, &rows)
        if let original { noteColumnReplaced(symbol, entries: original) }
        symbolSlots[Int(symbol)].column.count = Int32(kept)
        for symbol in logged { logChange(symbol) }
        logged.removeAll(keepingCapacity: true)
        swap(&logged, &shiftLogged)
    }

    /// Shifts the rows holding the parametric `symbol` as ``shiftRows(holding:by:)`` does, when each
    /// entry of its (short) column is a live row, listed once, whose basic is a user variable; returns
    /// false, changing nothing, otherwise.
    ///
    /// Such a shift cannot make a row infeasible (a user variable is unrestricted in sign) and drops no
    /// entry, so a constant change made of it needs no undo record, no dummy check (no row holding the
    /// marker has a dummy basic) and no dual simplex: what the general path would do, minus the steps
    /// that find nothing. The constants and the change log come out the same, in the same order.
    mutating func shiftFreeRows(holding symbol: Int32, by amount: Double) -> Bool {
        let start = Int(symbolSlots[Int(symbol)].column.start)
        let count = Int(symbolSlots[Int(symbol)].column.count)
        if count == 1 {
            // (The usual case: a constant that places one view moves one row.)
            let row = columnStore[start]
            let basic = rowBasic[Int(row)]
            guard basic >= 0, symbolSlots[Int(basic)].kind == .external,
                let at = position(of: symbol, inRow: row)
            else { return false }
            rows[Int(row)].constant = rows[Int(row)].constant + termCoefficients[at] * amount
            logChange(basic)
            return true
        }
        guard count > 1, count <= Tableau.shortShiftLength else { return false }
        for position in start..<(start + count) {
            let row = columnStore[position]
            let basic = rowBasic[Int(row)]
            guard basic >= 0, symbolSlots[Int(basic)].kind == .external, self.position(of: symbol, inRow: row) != nil
            else { return false }
            for earlier in start..<position where columnStore[earlier] == row { return false }
        }
        for position in start..<(start + count) {
            let row = columnStore[position]
            guard let at = self.position(of: symbol, inRow: row) else { continue }
            rows[Int(row)].constant = rows[Int(row)].constant + termCoefficients[at] * amount
            logChange(rowBasic[Int(row)])
        }
        return true
    }

    /// Up to this many entries, a column is shifted by indexing the tableau's arrays directly: setting
    /// up the buffers of the long path (swapping arrays out, six closures) costs more than it saves
    /// on a few rows. A constant change of a layout usually moves one or two rows.
    static let shortShiftLength = 4

    /// ``shiftRows(holding:by:)`` for a short column: the same steps in the same order (the rows,
    /// their constants, the list of infeasible rows, the change log and the saved column come out
    /// the same), without the buffers.
    private mutating func shiftShortColumn(of symbol: Int32, by amount: Double, start: Int, count: Int, epoch: UInt32) {
        var original: [Int32]?
        var kept = 0
        for position in start..<(start + count) {
            let row = columnStore[position]
            let slot = Int(row)
            let basic = rowBasic[slot]
            guard basic >= 0, rows[slot].stamp != epoch, let at = self.position(of: symbol, inRow: row) else {
                // The first entry dropped: until now the column is as it was.
                if isRecording && original == nil { original = Array(columnStore[start..<(start + count)]) }
                continue
            }
            rows[slot].stamp = epoch
            if kept != position - start { columnStore[start + kept] = row }
            kept += 1
            let updated = rows[slot].constant + termCoefficients[at] * amount
            rows[slot].constant = updated
            logChange(basic)
            if updated < -Tableau.epsilon && symbolSlots[Int(basic)].kind.isRestricted {
                infeasible.append(basic)
            }
        }
        if let original { noteColumnReplaced(symbol, entries: original) }
        if kept != count { symbolSlots[Int(symbol)].column.count = Int32(kept) }
    }

    /// The position in `store` (the term symbols) of `symbol`'s term in the row of `slot`, if it holds it.
    @inline(__always) static func position(
        of symbol: Int32, in slot: RowSlot, _ store: UnsafeBufferPointer<Int32>
    ) -> Int? {
        var low = Int(slot.start)
        var high = low + Int(slot.count)
        while low < high {
            let mid = (low &+ high) >> 1
            let value = store[mid]
            if value < symbol {
                low = mid &+ 1
            } else if value > symbol {
                high = mid
            } else {
                return mid
            }
        }
        return nil
    }

    /// A fresh epoch for the row stamps that de-duplicate a column walk.
    mutating func nextStampEpoch() -> UInt32 {
        stampEpoch &+= 1
        if stampEpoch == 0 {
            for index in rows.indices { rows[index].stamp = 0 }
            stampEpoch = 1
        }
        return stampEpoch
    }
}
