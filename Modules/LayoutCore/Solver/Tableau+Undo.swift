/// Undoing a step that was refused (a phase one that found no feasible point, a dual simplex that
/// could not restore feasibility), so that the tableau is exactly as before: the same basis and
/// rows, and the same bookkeeping that steers later pivots (the candidate list, the order of each
/// lazy column). A refused call then leaves no trace in what the solver does next.
extension Tableau {
    /// What to come back to: the pivot log's length and the work lists when recording began.
    ///
    /// While recording, candidates are only appended (nothing runs the primal simplex), so their
    /// count is enough to restore them.
    struct UndoMark {
        var pivots: Int
        var candidates: Int
        /// The infeasible list, nil when it was empty (most steps: no array is retained a step).
        var infeasible: [Int32]?
    }

    /// A pivot made while recording: the row and the symbol that left the basis there.
    struct PivotStep {
        var row: Int32
        var leaving: Int32
    }

    /// A column changed while recording: its length then and, once it is compacted or cleared, the
    /// entries it had just before (whose first `count` are the column from before).
    struct SavedColumn {
        var symbol: Int32
        var count: Int
        var entries: [Int32]
        var isReplaced: Bool
    }

    /// Starts recording pivots and column changes. Recording does not nest.
    mutating func beginRecording() -> UndoMark {
        precondition(!isRecording, "recording does not nest")
        if pivotLog.capacity == 0 {
            pivotLog.reserveCapacity(32)
            savedColumns.reserveCapacity(32)
        }
        isRecording = true
        return UndoMark(
            pivots: pivotLog.count, candidates: candidates.count, infeasible: infeasible.isEmpty ? nil : infeasible)
    }

    /// Keeps what was done since `mark` and stops recording.
    mutating func commit(_ mark: UndoMark) {
        endRecording()
    }

    /// Undoes what was done since `mark`, then stops recording.
    ///
    /// The pivots are undone newest first (pivoting row `r` back onto the symbol that left it
    /// restores the earlier basis, so rows, objective and solution come back up to rounding);
    /// then the saved columns and the work lists are put back as they were.
    mutating func undo(to mark: UndoMark) {
        let steps = pivotLog[mark.pivots...]
        for step in steps.reversed() {
            pivot(row: step.row, entering: step.leaving)
        }
        for saved in savedColumns {
            if saved.isReplaced {
                setColumn(saved.symbol, Array(saved.entries.prefix(saved.count)))
            } else {
                truncateColumn(saved.symbol, to: saved.count)
            }
        }
        precondition(candidates.count >= mark.candidates, "candidates were taken while recording")
        for symbol in candidates[mark.candidates...] {
            symbolSlots[Int(symbol)].queued = false
        }
        candidates.removeLast(candidates.count - mark.candidates)
        if let saved = mark.infeasible {
            infeasible = saved
        } else {
            infeasible.removeAll()
        }
        endRecording()
    }

    private mutating func endRecording() {
        // (A step that saved nothing clears nothing: clearing an empty table still walks its buckets.)
        if !savedColumns.isEmpty {
            if !savedColumnIndex.isEmpty { savedColumnIndex.removeAll(keepingCapacity: true) }
            savedColumns.removeAll(keepingCapacity: true)
        }
        if !pivotLog.isEmpty { pivotLog.removeAll(keepingCapacity: true) }
        isRecording = false
    }

    // MARK: Columns
    //
    // While recording, a column that only grows (rows are appended) is restored by its length from
    // before; one that is cleared or compacted keeps the entries it had just before (their first
    // part is the column from before), which costs one copy of that column.

    /// Notes that rows are about to be appended to the column of `symbol`.
    @inline(__always) mutating func noteColumnGrows(_ symbol: Int32) {
        if isRecording, savedPosition(of: symbol) == nil {
            saveColumn(symbol, replacing: false, entries: [])
        }
    }

    /// Notes that the column of `symbol` is about to be compacted or cleared: its entries are copied
    /// to the saved columns (once).
    @inline(__always) mutating func noteColumnReplaced(_ symbol: Int32) {
        if isRecording { saveReplacedColumn(symbol) }
    }

    /// Notes that the column of `symbol` was compacted from `entries` (once: a column saved as
    /// replaced keeps its first copy).
    mutating func noteColumnReplaced(_ symbol: Int32, entries: [Int32]) {
        if let position = savedPosition(of: symbol), savedColumns[position].isReplaced { return }
        saveColumn(symbol, replacing: true, entries: entries)
    }

    /// Notes that the column of `symbol` is about to be cleared.
    @inline(__always) mutating func noteColumnCleared(_ symbol: Int32) {
        if isRecording { saveReplacedColumn(symbol) }
    }

    @inline(never) private mutating func saveReplacedColumn(_ symbol: Int32) {
        if let position = savedPosition(of: symbol), savedColumns[position].isReplaced { return }
        saveColumn(symbol, replacing: true, entries: copyOfColumn(symbol))
    }

    @inline(never) private mutating func saveColumn(_ symbol: Int32, replacing: Bool, entries: [Int32]) {
        let index = Int(symbol)
        if let position = savedPosition(of: symbol) {
            if replacing && !savedColumns[position].isReplaced {
                savedColumns[position].entries = entries
                savedColumns[position].isReplaced = true
            }
        } else {
            let count = replacing ? entries.count : Int(symbolSlots[index].column.count)
            savedColumns.append(SavedColumn(symbol: symbol, count: count, entries: entries, isReplaced: replacing))
            if savedColumns.count > Tableau.savedColumnScanLimit {
                if savedColumnIndex.isEmpty {
                    for (position, saved) in savedColumns.enumerated() {
                        savedColumnIndex[saved.symbol] = Int32(position)
                    }
                } else {
                    savedColumnIndex[symbol] = Int32(savedColumns.count - 1)
                }
            }
        }
    }

    /// Up to this many saved columns, a saved symbol is found by a scan of ``savedColumns`` (a step
    /// of an add or a constant change saves a few, and a scan of a few costs less than hashing);
    /// past it, through ``savedColumnIndex``, filled once the scan limit is passed.
    static let savedColumnScanLimit = 16

    /// The position in ``savedColumns`` of `symbol`'s saved column, if it was saved.
    @inline(__always) func savedPosition(of symbol: Int32) -> Int? {
        if savedColumns.count > Tableau.savedColumnScanLimit {
            return savedColumnIndex[symbol].map(Int.init)
        }
        for position in savedColumns.indices where savedColumns[position].symbol == symbol {
            return position
        }
        return nil
    }
}
