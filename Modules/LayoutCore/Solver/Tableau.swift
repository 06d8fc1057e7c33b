/// The simplex tableau of the solver: rows, a column index, and one objective per priority level.
///
/// Everything is kept in contiguous arrays indexed by small integers: a symbol is an `Int32`, a
/// row is an `Int32`. For every symbol the tableau keeps its column: the rows that hold it (lazily:
/// an entry may be stale, and is dropped when the column is next read). Substituting a symbol out
/// of the tableau therefore touches only the rows that hold it, so work stays local to the part of
/// the system a change affects.
struct Tableau {
    /// Coefficients and costs closer to zero than this are zero.
    static let epsilon = 1e-8

    // MARK: Symbols (indexed by symbol)

    var kinds: [SymbolKind] = []
    /// The row whose basic symbol this is, or -1 when the symbol is parametric.
    var basicRow: [Int32] = []
    /// The rows that may hold the symbol (stale or repeated entries are allowed).
    var columns: [[Int32]] = []
    /// The length at which a column is compacted next: twice its live length after the last compaction
    /// (so that a column a long edit loop keeps appending to stays bounded, at amortized O(1) an entry).
    var columnLimit: [Int32] = []
    /// Symbols whose column passed its limit, compacted once the row being changed is consistent again.
    var overgrownColumns: [Int32] = []
    /// Whether the symbol is waiting in ``candidates``.
    var queued: [Bool] = []
    /// For error symbols, the objective level they are counted in; otherwise -1.
    var errorLevel: [Int32] = []
    var freeSymbols: [Int32] = []

    // MARK: Rows (indexed by row)

    var rows: [Row] = []
    /// The basic symbol of each row, or -1 for a free row slot.
    var rowBasic: [Int32] = []
    var rowStamp: [UInt32] = []
    var stampEpoch: UInt32 = 0
    var freeRows: [Int32] = []

    // MARK: Objectives

    /// The priority of each level slot (-1 for a free slot).
    var levelPriority: [Float] = []
    /// Level slots no error symbol counts in any more, for reuse.
    var freeLevels: [Int32] = []
    /// The number of levels in use at which unused ones are looked for next.
    var levelCollectLimit = 8
    /// The cost of each symbol at each level slot (dense: `levelCosts[level][symbol]`).
    var levelCosts: [[Double]] = []
    /// Level slots from the highest priority to the lowest.
    var levelOrder: [Int32] = []
    /// Symbols whose costs changed since they were last looked at: a superset of the improving ones.
    var candidates: [Int32] = []
    /// Restricted basic symbols whose rows may have gone negative: the dual simplex's work list.
    var infeasible: [Int32] = []

    // MARK: Change log

    /// Whether changes of external values are logged in ``changed``.
    var logsChanges = false
    /// External symbols whose value may have changed since the log was last taken.
    var changed: [Int32] = []
    var changeLogged: [Bool] = []

    /// Notes that the value of `symbol` may have changed (externals only, once until taken).
    @inline(__always) mutating func logChange(_ symbol: Int32) {
        guard logsChanges, kinds[Int(symbol)] == .external, !changeLogged[Int(symbol)] else { return }
        changeLogged[Int(symbol)] = true
        changed.append(symbol)
    }

    // MARK: Undo (see Tableau+Undo.swift)

    /// Whether a step that may be refused is running: pivots are logged and columns kept before they change.
    var isRecording = false
    /// The pivots made while recording.
    var pivotLog: [PivotStep] = []
    /// The columns changed while recording, as they were.
    var savedColumns: [SavedColumn] = []
    /// The position in ``savedColumns`` of each symbol saved there (a step changes few columns, so
    /// this is a table of those, not an array over every symbol).
    var savedColumnIndex: [Int32: Int32] = [:]

    // MARK: Scratch

    var scratchTerms: [RowTerm] = []
    /// The terms ``makeRow(_:constant:)`` gathers before merging them.
    var gathered: [RowTerm] = []

    /// The number of symbol slots (used or free).
    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    /// Makes a new symbol of `kind`, reusing a free slot when there is one.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            let index = Int(symbol)
            kinds[index] = kind
            basicRow[index] = -1
            errorLevel[index] = -1
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        basicRow.append(-1)
        columns.append([])
        columnLimit.append(Tableau.minimumColumnLimit)
        queued.append(false)
        errorLevel.append(-1)
        changeLogged.append(false)
        for level in levelCosts.indices {
            levelCosts[level].append(0)
        }
        return symbol
    }

    /// Returns a symbol's slot for reuse. The symbol must not be basic and no row may hold it.
    mutating func releaseSymbol(_ symbol: Int32) {
        let index = Int(symbol)
        if basicRow[index] >= 0 {
            dropRow(basicRow[index])
        }
        kinds[index] = .unused
        noteColumnCleared(symbol)
        columns[index].removeAll()
        columnLimit[index] = Tableau.minimumColumnLimit
        errorLevel[index] = -1
        for level in levelCosts.indices {
            levelCosts[level][index] = 0
        }
        freeSymbols.append(symbol)
    }

    /// The value of a symbol: its row's constant when basic, zero when parametric.
    @inline(__always) func value(of symbol: Int32) -> Double {
        let row = basicRow[Int(symbol)]
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    // MARK: Rows

    /// Adds `row` to the tableau with `basic` as its basic symbol, indexing its symbols.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, basic: Int32) -> Int32 {
        let index = freeRows.last ?? Int32(rows.count)
        for term in row.terms {
            appendToColumn(term.symbol, index)
        }
        if freeRows.popLast() != nil {
            rows[Int(index)] = row
            rowBasic[Int(index)] = basic
        } else {
            rows.append(row)
            rowBasic.append(basic)
            rowStamp.append(0)
        }
        basicRow[Int(basic)] = index
        compactOvergrownColumns()
        logChange(basic)
        return index
    }

    /// Removes a row; its basic symbol becomes parametric.
    mutating func dropRow(_ index: Int32) {
        let basic = rowBasic[Int(index)]
        if basic >= 0 && basicRow[Int(basic)] == index {
            basicRow[Int(basic)] = -1
            logChange(basic)
        }
        rows[Int(index)] = Row()
        rowBasic[Int(index)] = -1
        freeRows.append(index)
    }

    /// Compacts the column of `symbol` (dropping stale and repeated rows) and returns it.
    mutating func liveColumn(_ symbol: Int32) -> [Int32] {
        let epoch = nextStampEpoch()
        noteColumnReplaced(symbol)
        var column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        var kept = 0
        for index in column.indices {
            let row = column[index]
            let slot = Int(row)
            guard rowBasic[slot] >= 0, rowStamp[slot] != epoch, rows[slot].position(of: symbol) != nil else {
                continue
            }
            rowStamp[slot] = epoch
            if kept != index {
                column[kept] = row
            }
            kept += 1
        }
        if kept != column.count {
            column.removeLast(column.count - kept)
        }
        columns[Int(symbol)] = column
        return column
    }

    // MARK: Substitution and pivoting

    /// Replaces `symbol` (which just became basic in row `source`) in every other row and objective.
    mutating func substituteOut(_ symbol: Int32, source: Int32) {
        let column = liveColumn(symbol)
        noteColumnCleared(symbol)
        // A basic symbol is in no row: its column's storage is freed (keeping its capacity would make a
        // buffer, since `column` still shares it, and hold it while the symbol stays basic).
        columns[Int(symbol)] = []
        let sourceRow = rows[Int(source)]
        for row in column where row != source {
            substitute(symbol, in: row, with: sourceRow)
        }
        for level in levelOrder {
            let cost = levelCosts[Int(level)][Int(symbol)]
            guard cost != 0 else { continue }
            levelCosts[Int(level)][Int(symbol)] = 0
            for term in sourceRow.terms {
                let other = term.symbol
                var updated = levelCosts[Int(level)][Int(other)] + cost * term.coefficient
                if abs(updated) <= Tableau.epsilon { updated = 0 }
                levelCosts[Int(level)][Int(other)] = updated
                touch(other)
            }
        }
    }

    /// `rows[target] = rows[target] - a * symbol + a * replacement`, where `a` is the target's coefficient of `symbol`.
    private mutating func substitute(_ symbol: Int32, in target: Int32, with replacement: Row) {
        let slot = Int(target)
        let targetTerms = rows[slot].terms
        guard let at = rows[slot].position(of: symbol) else { return }
        let factor = targetTerms[at].coefficient
        scratchTerms.removeAll(keepingCapacity: true)
        var i = 0
        var j = 0
        let targetCount = targetTerms.count
        let sourceTerms = replacement.terms
        let sourceCount = sourceTerms.count
        while i < targetCount || j < sourceCount {
            let left = i < targetCount ? targetTerms[i].symbol : Int32.max
            let right = j < sourceCount ? sourceTerms[j].symbol : Int32.max
            if left < right {
                if left != symbol {
                    scratchTerms.append(targetTerms[i])
                }
                i += 1
            } else if right < left {
                let value = factor * sourceTerms[j].coefficient
                if abs(value) > Tableau.epsilon {
                    scratchTerms.append(RowTerm(right, value))
                    appendToColumn(right, target)
                }
                j += 1
            } else {
                let value = targetTerms[i].coefficient + factor * sourceTerms[j].coefficient
                if abs(value) > Tableau.epsilon {
                    scratchTerms.append(RowTerm(left, value))
                }
                i += 1
                j += 1
            }
        }
        if scratchTerms.capacity > 2 * scratchTerms.count + 8 {
            // The scratch grew for a longer row: the row takes a copy of its size instead of the
            // scratch's storage, so that short rows never keep long rows' room.
            rows[slot].terms = Array(scratchTerms)
        } else {
            swap(&rows[slot].terms, &scratchTerms)
        }
        compactOvergrownColumns()
        let basic = rowBasic[slot]
        if replacement.constant != 0 {
            rows[slot].constant += factor * replacement.constant
            logChange(basic)
        }
        if rows[slot].constant < -Tableau.epsilon && kinds[Int(basic)].isRestricted {
            infeasible.append(basic)
        }
    }

    /// Makes `entering` basic in row `row` (whose basic symbol becomes parametric), updating every row and objective.
    mutating func pivot(row: Int32, entering: Int32) {
        let slot = Int(row)
        let leaving = rowBasic[slot]
        guard let at = rows[slot].position(of: entering) else { return }
        let coefficient = rows[slot].terms[at].coefficient
        rows[slot].terms.remove(at: at)
        rows[slot].scale(by: -1 / coefficient)
        rows[slot].insertNew(leaving, 1 / coefficient)
        appendToColumn(leaving, row)
        compactOvergrownColumns()
        rowBasic[slot] = entering
        basicRow[Int(entering)] = row
        basicRow[Int(leaving)] = -1
        logChange(entering)
        logChange(leaving)
        substituteOut(entering, source: row)
        touch(leaving)
        if isRecording {
            pivotLog.append(PivotStep(row: row, leaving: leaving))
        }
    }

    /// Solves `row` (read as `0 = constant + sum`) for `subject`, adds it to the tableau, and substitutes the subject out.
    @discardableResult
    mutating func installRow(_ row: consuming Row, solvingFor subject: Int32) -> Int32 {
        // (Taken, not borrowed: the row's arrays are changed in place, without a copy.)
        guard let at = row.position(of: subject) else { preconditionFailure("subject not in row") }
        let coefficient = row.terms[at].coefficient
        row.terms.remove(at: at)
        row.scale(by: -1 / coefficient)
        let index = insertRow(row, basic: subject)
        substituteOut(subject, source: index)
        return index
    }

    /// Removes `symbol` from every row (it is parametric and is being fixed at zero).
    mutating func eraseColumn(_ symbol: Int32) {
        for row in liveColumn(symbol) {
            let slot = Int(row)
            if let at = rows[slot].position(of: symbol) {
                rows[slot].terms.remove(at: at)
            }
        }
        noteColumnCleared(symbol)
        columns[Int(symbol)].removeAll()
        for level in levelCosts.indices where levelCosts[level][Int(symbol)] != 0 {
            levelCosts[level][Int(symbol)] = 0
        }
    }

    // MARK: Column growth

    /// The smallest length at which a column is compacted.
    static let minimumColumnLimit: Int32 = 16

    /// Appends `row` to the column of `symbol`, noting the column when it outgrew its limit.
    @inline(__always) mutating func appendToColumn(_ symbol: Int32, _ row: Int32) {
        noteColumnGrows(symbol)
        // A new column starts with room for four rows (most hold no more): one allocation instead of three.
        if columns[Int(symbol)].capacity == 0 { columns[Int(symbol)].reserveCapacity(4) }
        columns[Int(symbol)].append(row)
        if columns[Int(symbol)].count >= Int(columnLimit[Int(symbol)]) { overgrownColumns.append(symbol) }
    }

    /// Compacts the columns that outgrew their limit (every row must hold what its column says by now).
    @inline(__always) mutating func compactOvergrownColumns() {
        guard !overgrownColumns.isEmpty else { return }
        compactColumns()
    }

    @inline(never) private mutating func compactColumns() {
        while let symbol = overgrownColumns.popLast() {
            let index = Int(symbol)
            guard kinds[index] != .unused, columns[index].count >= Int(columnLimit[index]) else { continue }
            let live = liveColumn(symbol).count
            columnLimit[index] = max(Tableau.minimumColumnLimit, Int32(clamping: 2 * live))
        }
    }

    /// Puts `symbol` on the candidate list, once.
    @inline(__always) mutating func touch(_ symbol: Int32) {
        let index = Int(symbol)
        if !queued[index] {
            queued[index] = true
            candidates.append(symbol)
        }
    }
}
