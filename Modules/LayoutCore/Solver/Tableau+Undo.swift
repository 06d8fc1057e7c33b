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
        var infeasible: [Int32]
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
            savedColumnIndex.reserveCapacity(32)
        }
        isRecording = true
        return UndoMark(pivots: pivotLog.count, candidates: candidates.count, infeasible: infeasible)
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
            queued[Int(symbol)] = false
        }
        candidates.removeLast(candidates.count - mark.candidates)
        infeasible = mark.infeasible
        endRecording()
    }

    private mutating func endRecording() {
        // (A step that saved nothing clears nothing: clearing an empty table still walks its buckets.)
        if !savedColumns.isEmpty {
            savedColumnIndex.removeAll(keepingCapacity: true)
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
        if isRecording, savedColumnIndex[symbol] == nil {
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
        if let position = savedColumnIndex[symbol].map(Int.init), savedColumns[position].isReplaced { return }
        saveColumn(symbol, replacing: true, entries: entries)
    }

    /// Notes that the column of `symbol` is about to be cleared.
    @inline(__always) mutating func noteColumnCleared(_ symbol: Int32) {
        if isRecording { saveReplacedColumn(symbol) }
    }

    @inline(never) private mutating func saveReplacedColumn(_ symbol: Int32) {
        if let position = savedColumnIndex[symbol].map(Int.init), savedColumns[position].isReplaced { return }
        saveColumn(symbol, replacing: true, entries: copyOfColumn(symbol))
    }

    @inline(never) private mutating func saveColumn(_ symbol: Int32, replacing: Bool, entries: [Int32]) {
        let index = Int(symbol)
        if let position = savedColumnIndex[symbol].map(Int.init) {
            if replacing && !savedColumns[position].isReplaced {
                savedColumns[position].entries = entries
                savedColumns[position].isReplaced = true
            }
        } else {
            savedColumnIndex[symbol] = Int32(savedColumns.count)
            let count = replacing ? entries.count : Int(columns[index].count)
            savedColumns.append(SavedColumn(symbol: symbol, count: count, entries: entries, isReplaced: replacing))
        }
    }
}
