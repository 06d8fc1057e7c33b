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

    /// Everything the tableau keeps about each symbol, together (see ``SymbolSlot``).
    var symbolSlots: [SymbolSlot] = []
    /// Symbols whose column passed its limit, compacted once the row being changed is consistent again.
    var overgrownColumns: [Int32] = []
    var freeSymbols: [Int32] = []

    // MARK: Rows (indexed by row)

    /// Each row's constant and where its terms are in the term store (see `Tableau+RowStore.swift`).
    var rows: [RowSlot] = []
    /// The basic symbol of each row, or -1 for a free row slot.
    var rowBasic: [Int32] = []
    var stampEpoch: UInt32 = 0
    var freeRows: [Int32] = []
    /// The symbols of every row's terms, in blocks (see `Tableau+RowStore.swift`).
    var termSymbols: [Int32] = []
    /// The coefficients of every row's terms, beside their symbols in ``termSymbols``.
    var termCoefficients: [Double] = []
    /// The first free block of each block size, or -1.
    var freeBlocks: [Int32] = []
    /// Where the part of the term store no block has taken yet starts.
    var termStoreTop = 0
    /// The entries of every column, in blocks (see `Tableau+ColumnStore.swift`).
    var columnStore: [Int32] = []
    /// The first free column block of each block size, or -1.
    var freeColumnBlocks: [Int32] = []
    /// Where the part of ``columnStore`` no block has taken yet starts.
    var columnStoreTop = 0

    // MARK: Objectives

    /// The priority of each level slot (-1 for a free slot).
    var levelPriority: [Float] = []
    /// Level slots no error symbol counts in any more, for reuse.
    var freeLevels: [Int32] = []
    /// The number of levels in use at which unused ones are looked for next.
    var levelCollectLimit = 8
    /// The costs of each cost slot, one a level slot: `costs[slot * costStride + level]`.
    var costs: [Double] = []
    /// The length of each cost slot's run in ``costs``: room for every level slot (see ``widenCosts()``).
    var costStride = 0
    /// Cost slots given back (all zero), for reuse.
    var freeCostSlots: [Int32] = []
    /// The number of cost slots taken (``costs`` may hold room for more).
    var costSlotTop = 0
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

    /// Notes that the value of `symbol` may have changed (externals only, once until taken).
    @inline(__always) mutating func logChange(_ symbol: Int32) {
        guard logsChanges, symbolSlots[Int(symbol)].kind == .external, !symbolSlots[Int(symbol)].changeLogged else {
            return
        }
        symbolSlots[Int(symbol)].changeLogged = true
        changed.append(symbol)
    }

    // MARK: Undo (see Tableau+Undo.swift)

    /// Whether a step that may be refused is running: pivots are logged and columns kept before they change.
    var isRecording = false
    /// The pivots made while recording.
    var pivotLog: [PivotStep] = []
    /// The columns changed while recording, as they were.
    var savedColumns: [SavedColumn] = []
    /// The position in ``savedColumns`` of each symbol saved there, kept only once more columns than
    /// ``savedColumnScanLimit`` are saved (a step changes few columns, so this is a table of those,
    /// not an array over every symbol; below the limit a scan finds them).
    var savedColumnIndex: [Int32: Int32] = [:]

    // MARK: Scratch

    /// The external symbols a shift of rows moved, logged once the rows are put back (kept for its room).
    var shiftLogged: [Int32] = []

    /// Where a substitution merges a row (written by index; its count is only ever raised).
    var scratchTerms: [RowTerm] = []
    /// The terms of the row being substituted into others, copied out of the store (the first
    /// ``sourceCount``).
    var sourceTerms: [RowTerm] = []
    var sourceCount = 0
    /// The rows of the column being substituted out, copied out of the store (the first
    /// ``columnScratchCount``).
    var columnScratch: [Int32] = []
    var columnScratchCount = 0
    /// The terms ``makeRow(variables:coefficients:range:constant:)`` gathers before merging them (lent to the row it returns,
    /// and given back by ``insertRow(_:basic:)``).
    var gathered: [RowTerm] = []

    /// The number of symbol slots (used or free).
    var symbolCount: Int { symbolSlots.count }

    // MARK: Symbols

    /// Makes a new symbol of `kind`, reusing a free slot when there is one.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            let index = Int(symbol)
            symbolSlots[index].kind = kind
            symbolSlots[index].basicRow = -1
            symbolSlots[index].errorLevel = -1
            return symbol
        }
        let symbol = Int32(symbolSlots.count)
        symbolSlots.append(SymbolSlot(kind: kind))
        return symbol
    }

    /// Returns a symbol's slot for reuse. The symbol must not be basic and no row may hold it.
    mutating func releaseSymbol(_ symbol: Int32) {
        let index = Int(symbol)
        if symbolSlots[index].basicRow >= 0 {
            dropRow(symbolSlots[index].basicRow)
        }
        symbolSlots[index].kind = .unused
        noteColumnCleared(symbol)
        clearColumn(symbol)
        symbolSlots[index].column.limit = Tableau.minimumColumnLimit
        symbolSlots[index].errorLevel = -1
        clearCosts(of: symbol)
        freeSymbols.append(symbol)
    }

    /// The value of a symbol: its row's constant when basic, zero when parametric.
    @inline(__always) func value(of symbol: Int32) -> Double {
        let row = symbolSlots[Int(symbol)].basicRow
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    // MARK: Rows

    /// Adds `row` to the tableau with `basic` as its basic symbol, indexing its symbols. The row's
    /// terms are copied into the store; its array becomes the gathering scratch again.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, basic: Int32) -> Int32 {
        let reused = freeRows.popLast()
        let index = reused ?? Int32(rows.count)
        appendToColumns(of: row.terms, row: index)
        // (The row's slot is filled aside and written once.)
        var slot = reused.map { rows[Int($0)] } ?? RowSlot()
        slot.constant = row.constant
        writeTerms(row.terms, count: row.terms.count, into: &slot)
        placeRow(slot, basic: basic, reusing: reused)
        // (``makeRow(variables:coefficients:range:constant:)`` empties the scratch before it gathers.)
        swap(&gathered, &row.terms)
        symbolSlots[Int(basic)].basicRow = index
        compactOvergrownColumns()
        logChange(basic)
        return index
    }

    /// Removes a row; its basic symbol becomes parametric.
    mutating func dropRow(_ index: Int32) {
        let basic = rowBasic[Int(index)]
        if basic >= 0 && symbolSlots[Int(basic)].basicRow == index {
            symbolSlots[Int(basic)].basicRow = -1
            logChange(basic)
        }
        releaseTerms(ofRow: index)
        rowBasic[Int(index)] = -1
        freeRows.append(index)
    }

    /// Compacts the column of `symbol` (dropping stale and repeated rows) in place and returns where
    /// its entries are in ``columnStore`` (read them there while the column does not change).
    mutating func liveColumn(_ symbol: Int32) -> Range<Int> {
        let epoch = nextStampEpoch()
        noteColumnReplaced(symbol)
        let start = Int(symbolSlots[Int(symbol)].column.start)
        let count = Int(symbolSlots[Int(symbol)].column.count)
        var kept = 0
        for index in 0..<count {
            let row = columnStore[start + index]
            let slot = Int(row)
            guard rowBasic[slot] >= 0, rows[slot].stamp != epoch, position(of: symbol, inRow: row) != nil else {
                continue
            }
            rows[slot].stamp = epoch
            if kept != index {
                columnStore[start + kept] = row
            }
            kept += 1
        }
        symbolSlots[Int(symbol)].column.count = Int32(kept)
        return start..<(start + kept)
    }

    // MARK: Substitution and pivoting

    /// Replaces `symbol` (which just became basic in row `source`) in every other row and objective.
    mutating func substituteOut(_ symbol: Int32, source: Int32) {
        // The column is copied out of the store (substituting appends to other columns). (An empty
        // one needs no compacting; clearing it below notes it for an undo all the same.)
        let live = symbolSlots[Int(symbol)].column.count == 0 ? 0..<0 : liveColumn(symbol)
        if columnScratch.count < live.count {
            columnScratch.append(contentsOf: repeatElement(-1, count: live.count - columnScratch.count))
        }
        for (offset, entry) in live.enumerated() { columnScratch[offset] = columnStore[entry] }
        columnScratchCount = live.count
        noteColumnCleared(symbol)
        // A basic symbol is in no row: its column's block is freed.
        clearColumn(symbol)
        guard columnScratchCount > 0 || symbolSlots[Int(symbol)].costSlot >= 0 else { return }
        // The source row is copied out of the store, which the substitutions change.
        let sourceStart = Int(rows[Int(source)].start)
        sourceCount = Int(rows[Int(source)].count)
        if sourceTerms.count < sourceCount {
            sourceTerms.append(contentsOf: repeatElement(RowTerm(-1, 0), count: sourceCount - sourceTerms.count))
        }
        for offset in 0..<sourceCount {
            sourceTerms[offset] = RowTerm(termSymbols[sourceStart + offset], termCoefficients[sourceStart + offset])
        }
        let sourceConstant = rows[Int(source)].constant
        for position in 0..<columnScratchCount {
            let row = columnScratch[position]
            if row != source { substitute(symbol, in: row, sourceConstant: sourceConstant) }
        }
        guard symbolSlots[Int(symbol)].costSlot >= 0 else { return }
        for level in levelOrder {
            let cost = self.cost(of: symbol, level: level)
            guard cost != 0 else { continue }
            setCost(of: symbol, level: level, to: 0)
            for position in 0..<sourceCount {
                let term = sourceTerms[position]
                addCost(cost * term.coefficient, to: term.symbol, level: level)
                touch(term.symbol)
            }
        }
        // A basic symbol has no cost: its slot goes back.
        clearCosts(of: symbol)
    }

    /// `rows[target] = rows[target] - a * symbol + a * source`, where `a` is the target's coefficient
    /// of `symbol` and the source row is ``sourceTerms`` and `sourceConstant`.
    private mutating func substitute(_ symbol: Int32, in target: Int32, sourceConstant: Double) {
        let slot = Int(target)
        guard let at = position(of: symbol, inRow: target) else { return }
        let factor = termCoefficients[at]
        var i = Int(rows[slot].start)
        var j = 0
        let targetEnd = i + Int(rows[slot].count)
        let sourceCount = self.sourceCount
        let bound = Int(rows[slot].count) + sourceCount
        if scratchTerms.count < bound {
            scratchTerms.append(contentsOf: repeatElement(RowTerm(-1, 0), count: bound - scratchTerms.count))
        }
        var merged = 0
        while i < targetEnd || j < sourceCount {
            let left = i < targetEnd ? termSymbols[i] : Int32.max
            let right = j < sourceCount ? sourceTerms[j].symbol : Int32.max
            if left < right {
                if left != symbol {
                    scratchTerms[merged] = RowTerm(left, termCoefficients[i])
                    merged += 1
                }
                i += 1
            } else if right < left {
                let value = factor * sourceTerms[j].coefficient
                if abs(value) > Tableau.epsilon {
                    scratchTerms[merged] = RowTerm(right, value)
                    merged += 1
                    appendToColumn(right, target)
                }
                j += 1
            } else {
                let value = termCoefficients[i] + factor * sourceTerms[j].coefficient
                if abs(value) > Tableau.epsilon {
                    scratchTerms[merged] = RowTerm(left, value)
                    merged += 1
                }
                i += 1
                j += 1
            }
        }
        setTerms(ofRow: target, scratchTerms, count: merged)
        compactOvergrownColumns()
        let basic = rowBasic[slot]
        if sourceConstant != 0 {
            rows[slot].constant += factor * sourceConstant
            logChange(basic)
        }
        if rows[slot].constant < -Tableau.epsilon && symbolSlots[Int(basic)].kind.isRestricted {
            infeasible.append(basic)
        }
    }

    /// Makes `entering` basic in row `row` (whose basic symbol becomes parametric), updating every row and objective.
    mutating func pivot(row: Int32, entering: Int32) {
        let slot = Int(row)
        let leaving = rowBasic[slot]
        guard let at = position(of: entering, inRow: row) else { return }
        let coefficient = termCoefficients[at]
        removeTerm(at: at, fromRow: row)
        scaleRow(row, by: -1 / coefficient)
        insertTerm(leaving, 1 / coefficient, intoRow: row)
        appendToColumn(leaving, row)
        compactOvergrownColumns()
        rowBasic[slot] = entering
        symbolSlots[Int(entering)].basicRow = row
        symbolSlots[Int(leaving)].basicRow = -1
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
        for entry in liveColumn(symbol) {
            let row = columnStore[entry]
            if let at = position(of: symbol, inRow: row) {
                removeTerm(at: at, fromRow: row)
            }
        }
        noteColumnCleared(symbol)
        clearColumn(symbol)
        clearCosts(of: symbol)
    }

    // MARK: Column growth

    /// The smallest length at which a column is compacted.
    static let minimumColumnLimit: Int32 = 16

    /// Appends `row` to the column of `symbol`, noting the column when it outgrew its limit.
    @inline(__always) mutating func appendToColumn(_ symbol: Int32, _ row: Int32) {
        noteColumnGrows(symbol)
        let column = appendEntry(row, toColumn: symbol)
        if column.count >= column.limit { overgrownColumns.append(symbol) }
    }

    /// Appends `row` to the columns of the symbols of `terms` (distinct symbols), as
    /// ``appendToColumn(_:_:)`` does one by one.
    ///
    /// The columns that must move to a larger block or reach their compaction limit take that path
    /// first, in term order (the only ones that allocate, so blocks are taken in the order one loop
    /// would take them); the others have room and are written in place, without a uniqueness or bounds
    /// check an entry. While recording, every column takes the checked path (the undo log notes it).
    @inline(__always) mutating func appendToColumns(of terms: [RowTerm], row: Int32) {
        let count = terms.count
        guard !isRecording && count <= 64 else {
            for term in terms { appendToColumn(term.symbol, row) }
            return
        }
        var checked: UInt64 = 0
        for position in 0..<count {
            let symbol = terms[position].symbol
            let column = symbolSlots[Int(symbol)].column
            if column.count == column.capacity || column.count + 1 >= column.limit {
                appendToColumn(symbol, row)
                checked |= 1 << UInt64(position)
            }
        }
        guard checked.nonzeroBitCount < count else { return }
        terms.withUnsafeBufferPointer { terms in
            symbolSlots.withUnsafeMutableBufferPointer { slots in
                columnStore.withUnsafeMutableBufferPointer { store in
                    for position in 0..<count where checked & (1 << UInt64(position)) == 0 {
                        let symbol = Int(terms[position].symbol)
                        let entries = Int(slots[symbol].column.count)
                        store[Int(slots[symbol].column.start) &+ entries] = row
                        slots[symbol].column.count = Int32(truncatingIfNeeded: entries &+ 1)
                    }
                }
            }
        }
    }

    /// Compacts the columns that outgrew their limit (every row must hold what its column says by now).
    @inline(__always) mutating func compactOvergrownColumns() {
        guard !overgrownColumns.isEmpty else { return }
        compactColumns()
    }

    @inline(never) private mutating func compactColumns() {
        while let symbol = overgrownColumns.popLast() {
            let index = Int(symbol)
            guard symbolSlots[index].kind != .unused, symbolSlots[index].column.count >= symbolSlots[index].column.limit
            else { continue }
            let live = liveColumn(symbol).count
            symbolSlots[index].column.limit = max(Tableau.minimumColumnLimit, Int32(clamping: 2 * live))
        }
    }

    /// Puts `symbol` on the candidate list, once.
    @inline(__always) mutating func touch(_ symbol: Int32) {
        let index = Int(symbol)
        if !symbolSlots[index].queued {
            symbolSlots[index].queued = true
            candidates.append(symbol)
        }
    }
}
