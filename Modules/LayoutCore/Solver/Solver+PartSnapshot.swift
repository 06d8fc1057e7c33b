/// Keeping one connected part of the tableau aside, so that a refused change to a required
/// equality (which re-solves its part from scratch) can put the part back exactly as it was: the
/// same rows in the same slots, the same free lists, so that later operations behave as if the
/// change had never been tried.
extension Solver {
    /// The rows, symbols and records of a part, and the tableau's bookkeeping, before a rebuild.
    struct PartSnapshot {
        var members: [Int32]
        var records: [ConstraintRecord]
        /// Each row of the part: its slot, basic symbol and contents (rows hold only their part's symbols).
        var rows: [(slot: Int32, basic: Int32, row: Row)]
        /// Each symbol of the part with its kind, objective level, column and cost at every level slot.
        var symbols: [(symbol: Int32, kind: SymbolKind, errorLevel: Int32, column: [Int32], costs: [Double])]
        var symbolCount: Int
        var rowCount: Int
        var freeSymbols: [Int32]
        var freeRows: [Int32]
        var candidates: [Int32]
    }

    /// Copies what a rebuild of `members` will tear down. Row storage is shared, not copied, until
    /// the rebuild replaces it.
    ///
    /// - Complexity: proportional to the size of the part (times the number of priority levels).
    func snapshotPart(_ members: [Int32]) -> PartSnapshot {
        var symbols: [Int32] = []
        var seen = Set<Int32>()
        for member in members {
            let record = records[Int(member)]
            for symbol in variables(of: member) + [record.marker, record.other] where symbol >= 0 {
                if seen.insert(symbol).inserted { symbols.append(symbol) }
            }
        }
        var snapshot = PartSnapshot(
            members: members, records: members.map { records[Int($0)] }, rows: [], symbols: [],
            symbolCount: tableau.symbolCount, rowCount: tableau.rows.count, freeSymbols: tableau.freeSymbols,
            freeRows: tableau.freeRows, candidates: tableau.candidates)
        for symbol in symbols {
            let index = Int(symbol)
            let row = tableau.symbolSlots[index].basicRow
            if row >= 0 {
                snapshot.rows.append((row, symbol, tableau.copyOfRow(row)))
            }
            let costs = tableau.costVector(of: symbol)
            snapshot.symbols.append(
                (
                    symbol, tableau.symbolSlots[index].kind, tableau.symbolSlots[index].errorLevel,
                    tableau.copyOfColumn(symbol), costs
                ))
        }
        return snapshot
    }

    /// Puts a part back as `snapshot` found it. Everything of the part must be out of the tableau,
    /// as a failed ``rebuild(_:extraVariables:)`` leaves it: its row slots are free, and so are the
    /// symbols its constraints owned and any slot the rebuild added.
    mutating func restorePart(_ snapshot: PartSnapshot) {
        tableau.truncate(symbolCount: snapshot.symbolCount, rowCount: snapshot.rowCount)
        tableau.freeSymbols = snapshot.freeSymbols
        tableau.freeRows = snapshot.freeRows
        for saved in snapshot.symbols {
            let index = Int(saved.symbol)
            precondition(
                saved.kind == .external || tableau.symbolSlots[index].kind == .unused,
                "symbol \(saved.symbol) was reused")
            tableau.symbolSlots[index].kind = saved.kind
            tableau.symbolSlots[index].errorLevel = saved.errorLevel
            tableau.symbolSlots[index].basicRow = -1
            tableau.setColumn(saved.symbol, saved.column)
            tableau.clearCosts(of: saved.symbol)
            for (level, cost) in saved.costs.enumerated() {
                tableau.setCost(of: saved.symbol, level: Int32(level), to: cost)
            }
        }
        for (slot, basic, row) in snapshot.rows {
            precondition(tableau.rowBasic[Int(slot)] < 0, "row slot \(slot) was reused")
            tableau.rows[Int(slot)].constant = row.constant
            tableau.setTerms(ofRow: slot, row.terms, count: row.terms.count)
            tableau.rowBasic[Int(slot)] = basic
            tableau.symbolSlots[Int(basic)].basicRow = slot
        }
        for symbol in tableau.candidates {
            tableau.symbolSlots[Int(symbol)].queued = false
        }
        tableau.candidates = snapshot.candidates
        for symbol in tableau.candidates {
            tableau.symbolSlots[Int(symbol)].queued = true
        }
        tableau.infeasible.removeAll()
        for (member, record) in zip(snapshot.members, snapshot.records) {
            records[Int(member)] = record
            records[Int(member)].componentNext = -1
            joinComponents(member)
        }
    }
}

extension Tableau {
    /// Drops the symbol and row slots at and above the given counts; all of them must be free.
    mutating func truncate(symbolCount: Int, rowCount: Int) {
        if symbolSlots.count > symbolCount {
            for symbol in symbolCount..<symbolSlots.count {
                clearColumn(Int32(symbol))
                clearCosts(of: Int32(symbol))
            }
            symbolSlots.removeLast(symbolSlots.count - symbolCount)
            candidates.removeAll { Int($0) >= symbolCount }
            overgrownColumns.removeAll { Int($0) >= symbolCount }
            changed.removeAll { Int($0) >= symbolCount }
        }
        if rows.count > rowCount {
            let extra = rows.count - rowCount
            for slot in rowCount..<rows.count { releaseTerms(ofRow: Int32(slot)) }
            rows.removeLast(extra)
            rowBasic.removeLast(extra)
        }
    }
}
