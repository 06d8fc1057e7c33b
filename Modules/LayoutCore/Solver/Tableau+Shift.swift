/// Moving row constants when a parametric symbol shifts: the inner loop of `suggestValue` and of
/// in-place constant changes, kept tight (one pass over the column, no copies, no uniqueness checks).
extension Tableau {
    /// Adds `coefficient * amount` to the constant of every row holding `symbol`, listing the
    /// restricted rows that go negative in ``infeasible``; compacts the column on the way.
    mutating func shiftRows(holding symbol: Int32, by amount: Double) {
        let epoch = nextStampEpoch()
        noteColumnReplaced(symbol)
        var column: [Int32] = []
        swap(&column, &columns[Int(symbol)])
        var localRows: [Row] = []
        swap(&localRows, &rows)
        var kept = 0
        var logged: [Int32] = []
        let count = column.count
        localRows.withUnsafeMutableBufferPointer { rowBuffer in
            rowBasic.withUnsafeBufferPointer { basicBuffer in
                rowStamp.withUnsafeMutableBufferPointer { stampBuffer in
                    kinds.withUnsafeBufferPointer { kindBuffer in
                        column.withUnsafeMutableBufferPointer { columnBuffer in
                            for position in 0..<count {
                                let row = columnBuffer[position]
                                let slot = Int(row)
                                let basic = basicBuffer[slot]
                                guard basic >= 0, stampBuffer[slot] != epoch,
                                    let at = rowBuffer[slot].position(of: symbol)
                                else { continue }
                                stampBuffer[slot] = epoch
                                columnBuffer[kept] = row
                                kept += 1
                                let updated = rowBuffer[slot].constant + rowBuffer[slot].terms[at].coefficient * amount
                                rowBuffer[slot].constant = updated
                                if logsChanges && kindBuffer[Int(basic)] == .external { logged.append(basic) }
                                if updated < -Tableau.epsilon && kindBuffer[Int(basic)].isRestricted {
                                    infeasible.append(basic)
                                }
                            }
                        }
                    }
                }
            }
        }
        column.removeLast(count - kept)
        swap(&localRows, &rows)
        for symbol in logged { logChange(symbol) }
        swap(&column, &columns[Int(symbol)])
    }

    /// A fresh epoch for the row stamps that de-duplicate a column walk.
    mutating func nextStampEpoch() -> UInt32 {
        stampEpoch &+= 1
        if stampEpoch == 0 {
            for index in rowStamp.indices { rowStamp[index] = 0 }
            stampEpoch = 1
        }
        return stampEpoch
    }
}
