/// Putting constraints into the tableau and taking them out.
extension Solver {
    /// Signals that a required constraint could not be installed; the tableau is as it was.
    struct InstallFailure: Error {}

    /// Adds record `index` to the tableau (Cassowary's incremental add).
    ///
    /// The constraint's equation `expression + k + marker terms = 0` is rewritten over parametric
    /// symbols, then solved for a subject: a user variable when there is one, else a new slack or
    /// error symbol whose value stays at or above zero; failing both, phase one decides with an
    /// artificial variable.
    mutating func install(_ index: Int32) throws(InstallFailure) {
        let record = records[Int(index)]
        var marker: Int32 = -1
        var other: Int32 = -1
        // (Their coefficients in the equation `expression + k + marker terms = 0`.)
        var markerCoefficient = 0.0
        var otherCoefficient = 0.0
        var level: Int32 = -1
        if !record.isRequired {
            level = tableau.level(for: record.priority)
        }
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            markerCoefficient = sign
            if !record.isRequired {
                other = tableau.makeSymbol(.error)
                tableau.symbolSlots[Int(other)].errorLevel = level
                otherCoefficient = -sign
            }
        case .equal:
            if record.isRequired && record.hasDummyMarker {
                marker = tableau.makeSymbol(.dummy)
                markerCoefficient = record.markerCoefficient
            } else if !record.isRequired {
                marker = tableau.makeSymbol(.error)
                other = tableau.makeSymbol(.error)
                tableau.symbolSlots[Int(marker)].errorLevel = level
                tableau.symbolSlots[Int(other)].errorLevel =
                    record.belowPriority >= 0 ? tableau.level(for: record.belowPriority) : level
                markerCoefficient = -1
                otherCoefficient = 1
            }
        }
        // Whether the new markers' costs may skip the candidate list (see below).
        var quiet = false
        if record.isUnitTerm && tableau.symbolSlots[Int(record.termStart)].basicRow < 0 {
            // One variable, parametric: the row `variable + k + marker terms = 0` is solved for it (the
            // only external symbol) at once, `variable = -k - marker terms`: the row the generic path
            // below makes, sorts, solves and scales (its scalings by -1 and 1/+-1 are exact).
            tableau.installUnitRow(
                solvingFor: record.termStart, constant: -record.constant, RowTerm(marker, -markerCoefficient),
                RowTerm(other, -otherCoefficient))
            // No candidate waiting means the substitution gave the new markers no cost: each gets one
            // cost, +1 at its level, and a restricted symbol whose costs are all at or above zero does
            // not improve the objective. Queued, they would be popped and dropped with nothing else
            // to try: the simplex below has nothing to do either way.
            quiet = tableau.candidates.isEmpty
        } else {
            try installGeneric(index, marker: &marker, other: other, markerCoefficient, otherCoefficient)
        }
        records[Int(index)].marker = marker
        records[Int(index)].other = other
        records[Int(index)].isActive = true
        if level >= 0 && quiet {
            if marker >= 0 && tableau.symbolSlots[Int(marker)].kind == .error {
                tableau.addCost(1, to: marker, level: level)
            }
            if other >= 0 {
                tableau.addCost(1, to: other, level: tableau.symbolSlots[Int(other)].errorLevel)
            }
        } else if level >= 0 {
            if marker >= 0 && tableau.symbolSlots[Int(marker)].kind == .error {
                tableau.addToObjective(marker, level: level, sign: 1)
            }
            if other >= 0 {
                tableau.addToObjective(other, level: tableau.symbolSlots[Int(other)].errorLevel, sign: 1)
            }
        }
        joinComponents(index)
        tableau.optimize()
        if !tableau.infeasible.isEmpty {
            _ = tableau.dualOptimize()
        }
    }

    /// Builds record `index`'s row by substituting basic symbols, adds its markers, and solves it for a
    /// subject (or settles it with phase one or as redundant).
    private mutating func installGeneric(
        _ index: Int32, marker: inout Int32, other: Int32, _ markerCoefficient: Double, _ otherCoefficient: Double
    ) throws(InstallFailure) {
        let record = records[Int(index)]
        var row =
            record.isUnitTerm
            ? tableau.makeUnitRow(record.termStart, constant: record.constant)
            : tableau.makeRow(
                variables: poolVariables, coefficients: poolCoefficients, range: termRange(of: record),
                constant: record.constant)
        if marker >= 0 { row.insertNew(marker, markerCoefficient) }
        if other >= 0 { row.insertNew(other, otherCoefficient) }
        if row.constant < 0 {
            row.scale(by: -1)
        }
        if let subject = chooseSubject(row, marker: marker, other: other) {
            tableau.installRow(consume row, solvingFor: subject)
        } else if row.isConstant || row.terms.allSatisfy({ tableau.symbolSlots[Int($0.symbol)].kind == .dummy }) {
            // Only dummies (fixed at zero) left: the equation is redundant while its constant is zero. It
            // keeps a basic dummy of its own, whose row tells when another equality's new constant
            // (a shift of those dummies) would break it; that change then re-solves the part.
            if !row.isConstant && abs(row.constant) <= Tableau.epsilon * 100 {
                if marker < 0 {
                    marker = tableau.makeSymbol(.dummy)
                    row.insertNew(marker, record.markerCoefficient)
                    records[Int(index)].hasDummyMarker = true
                }
                tableau.installRow(row, solvingFor: marker)
            }
            guard abs(row.constant) <= Tableau.epsilon * 100 else {
                releaseNewSymbols(marker, other)
                throw InstallFailure()
            }
        } else if !addWithArtificialVariable(row) {
            releaseNewSymbols(marker, other)
            throw InstallFailure()
        }
    }

    /// Releases the symbols of a refused constraint, newest first, so that the free list is as it
    /// was before they were made and the next symbols get the same numbers as without the refusal.
    private mutating func releaseNewSymbols(_ marker: Int32, _ other: Int32) {
        if other >= 0 { tableau.releaseSymbol(other) }
        if marker >= 0 { tableau.releaseSymbol(marker) }
    }

    /// The symbol to solve a new row for, keeping every restricted symbol at or above zero.
    private func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32? {
        var best: Int32 = -1
        var bestUse = Int.max
        for term in row.terms where tableau.symbolSlots[Int(term.symbol)].kind == .external {
            let symbol = term.symbol
            let use = tableau.columnCount(symbol)
            if use < bestUse {
                best = symbol
                bestUse = use
                if use == 0 { break }
            }
        }
        if best >= 0 { return best }
        if marker >= 0 && tableau.symbolSlots[Int(marker)].kind != .dummy && row.coefficient(of: marker) < 0 {
            return marker
        }
        if other >= 0 && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: adds `row` with an artificial basic symbol and drives that symbol to zero.
    ///
    /// On failure everything phase one did is undone (``Tableau/undo(to:)``) and the artificial
    /// row is dropped: the tableau is the one from before, with the same solution and the same
    /// bookkeeping, so a refused constraint leaves no trace. (Pivoting the artificial symbol out as
    /// a marker would also remove the row, but at another vertex: in a part of the system that is
    /// ambiguous, a refused constraint would move variables.)
    private mutating func addWithArtificialVariable(_ row: consuming Row) -> Bool {
        let artificial = tableau.makeSymbol(.artificial)
        let mark = tableau.beginRecording()
        let artificialRow = tableau.insertRow(row, basic: artificial)
        let minimum = tableau.minimizePhaseOne(artificial: artificial)
        let success = abs(minimum) <= 1e-7
        guard success else {
            tableau.undo(to: mark)
            tableau.dropRow(artificialRow)
            tableau.releaseSymbol(artificial)
            return false
        }
        tableau.commit(mark)
        let rowIndex = tableau.symbolSlots[Int(artificial)].basicRow
        if rowIndex >= 0 {
            if let entering = enteringForArtificialRow(rowIndex) {
                // (Only dummies left: one becomes basic, so that its constraint's row is kept.)
                tableau.pivot(row: rowIndex, entering: entering)
            } else {
                tableau.dropRow(rowIndex)
            }
        }
        tableau.eraseColumn(artificial)
        tableau.releaseSymbol(artificial)
        return true
    }

    /// The symbol to pivot into the artificial row left after phase one: a pivotable one, else a
    /// dummy (so that its constraint's row is kept), else none.
    private func enteringForArtificialRow(_ rowIndex: Int32) -> Int32? {
        let terms = tableau.terms(ofRow: rowIndex)
        return terms.first(where: { tableau.symbolSlots[Int($0.symbol)].kind.isPivotable })?.symbol
            ?? terms.first(where: { tableau.symbolSlots[Int($0.symbol)].kind == .dummy })?.symbol
    }

    /// Takes record `index` out of the tableau (Cassowary's incremental remove). Not for required equalities.
    mutating func uninstall(_ index: Int32) {
        let record = records[Int(index)]
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.symbolSlots[Int(symbol)].kind == .error
        {
            tableau.addToObjective(symbol, level: tableau.symbolSlots[Int(symbol)].errorLevel, sign: -1)
        }
        let marker = record.marker
        if marker >= 0 && tableau.symbolSlots[Int(marker)].basicRow < 0, let row = tableau.markerLeavingRow(marker) {
            tableau.pivot(row: row, entering: marker)
        }
        if marker >= 0 { tableau.releaseSymbol(marker) }
        if record.other >= 0 {
            tableau.eraseColumn(record.other)
            tableau.releaseSymbol(record.other)
        }
        leaveComponents(index)
        records[Int(index)].marker = -1
        records[Int(index)].other = -1
        records[Int(index)].isActive = false
    }

    /// Takes every record of `members` out of the tableau wholesale and adds them again in the order
    /// they were first added. Used when a required equality is removed or its constant changes.
    ///
    /// - Throws: the index of the first record that can no longer be added; everything of
    ///   `members` is then out of the tableau.
    mutating func rebuild(_ members: [Int32], extraVariables: [Int32]) throws(RebuildFailure) {
        var variables = extraVariables
        // (Term by term: appending the lazily mapped terms goes through the generic sequence path.)
        for member in members {
            for term in terms(of: member) { variables.append(term.variable.index) }
        }
        Solver.sortUnique(&variables)
        tearDown(members, variables: variables)
        let ordered = members.sorted { records[Int($0)].sequence < records[Int($1)].sequence }
        for (position, member) in ordered.enumerated() {
            do {
                try install(member)
            } catch {
                tearDown(Array(ordered[..<position]), variables: variables)
                throw RebuildFailure(record: member)
            }
        }
    }

    /// The record whose re-add failed during a rebuild.
    struct RebuildFailure: Error {
        var record: Int32
    }

    /// Sorts `symbols` and drops repeats: the order a part's rows are dropped in (and so the row slots
    /// its rebuild reuses) follows the symbols' numbers, never a hash table's order.
    static func sortUnique(_ symbols: inout [Int32]) {
        symbols.sort()
        var kept = 0
        for index in symbols.indices where kept == 0 || symbols[index] != symbols[kept - 1] {
            symbols[kept] = symbols[index]
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
    }

    /// Removes the rows and symbols of `members` and of `variables` (sorted, without repeats) without
    /// any pivoting.
    private mutating func tearDown(_ members: [Int32], variables: [Int32]) {
        for member in members {
            let index = Int(member)
            if records[index].marker >= 0 { tableau.releaseSymbol(records[index].marker) }
            if records[index].other >= 0 { tableau.releaseSymbol(records[index].other) }
            records[index].marker = -1
            records[index].other = -1
            records[index].isActive = false
            leaveComponents(member)
        }
        for variable in variables {
            let index = Int(variable)
            if tableau.symbolSlots[index].basicRow >= 0 {
                tableau.dropRow(tableau.symbolSlots[index].basicRow)
            }
            tableau.clearColumn(variable)
            tableau.clearCosts(of: variable)
            components.reset(variable, records: &records)
        }
    }
}
