/// Small read accessors and one in-place move for engines that solve parts of a layout as systems of
/// their own and hold the values one part hands another with required equalities (`v == c`, no
/// marker): which constraints mention a variable, whether required equalities alone fix a variable,
/// and moving such a held constant along a direction that leaves every other constraint as it was.
///
/// They read the tableau only through the rows of basic variables and the constraint records, so
/// that the storage behind them may change freely.
extension Solver {
    /// The number of symbol slots (variable handles are below it).
    var symbolSlotCount: Int { tableau.symbolCount }

    /// The number of constraint slots (handles below it may be active).
    var constraintSlotCount: Int { records.count }

    /// The variables and coefficients of an active, non-edit constraint (nil otherwise).
    func activeTerms(of index: Int) -> ConstraintTerms? {
        let record = records[index]
        guard record.isActive, !record.isEdit else { return nil }
        return terms(of: Int32(index))
    }

    /// Whether the variable is basic and its row holds nothing but dummy markers of required
    /// equalities: every solution of the required constraints gives it the same value, whatever the
    /// optional ones ask.
    func isFixedByRequiredEqualities(_ variable: SolverVariable) -> Bool {
        guard isVariable(variable) else { return false }
        let rowIndex = tableau.symbolSlots[Int(variable.index)].basicRow
        guard rowIndex >= 0 else { return false }
        for term in tableau.terms(ofRow: rowIndex) where tableau.symbolSlots[Int(term.symbol)].kind != .dummy {
            return false
        }
        return true
    }

    /// Whether the variable is basic (its value stands in a row of its own).
    func isBasic(_ variable: SolverVariable) -> Bool {
        isVariable(variable) && tableau.symbolSlots[Int(variable.index)].basicRow >= 0
    }

    /// The priority of an active constraint's strongest side, as the searches for indifferent
    /// directions weigh it: the larger of its two priorities (a two-sided optional equality counts at
    /// the stronger of hugging and compression resistance).
    func strongestPriority(of index: Int) -> Float {
        let record = records[index]
        return max(record.priority, record.belowPriority)
    }

    /// Whether an active inequality holds with room to spare: its slack is basic and above zero, and
    /// when optional its error is not basic (zero). A small move of its expression either way then
    /// keeps it satisfied and changes no cost.
    func holdsWithRoom(_ index: Int) -> Bool {
        let record = records[index]
        guard record.isActive, !record.isEdit, record.relation != .equal, record.marker >= 0 else { return false }
        let slackRow = tableau.symbolSlots[Int(record.marker)].basicRow
        guard slackRow >= 0, tableau.rows[Int(slackRow)].constant > 1e-6 else { return false }
        return record.other < 0 || tableau.symbolSlots[Int(record.other)].basicRow < 0
    }

    /// The lowest priority at or above which the optimum fixes `variable`: every move of it costs at a
    /// level of at least that priority (1000 when only required equalities fix it), or nil when some
    /// move of it costs nothing at any level (or it is not basic).
    ///
    /// At an optimal basis, moving the variable means raising parametric symbols of its row from zero
    /// (dummies never move), each raising the objective by its cost vector; when the first cost that is
    /// not zero of each such symbol is at a priority of at least `p`, every move costs at a level of
    /// at least `p`, so the best solution of the levels from `p` up holds the variable where it is.
    func pinningPriority(of variable: SolverVariable) -> Float? {
        guard isVariable(variable) else { return nil }
        let rowIndex = tableau.symbolSlots[Int(variable.index)].basicRow
        guard rowIndex >= 0 else { return nil }
        var lowest: Float = 1000
        for term in tableau.terms(ofRow: rowIndex) {
            let symbol = Int(term.symbol)
            switch tableau.symbolSlots[symbol].kind {
            case .dummy: continue
            case .slack, .error:
                var lead: Float? = nil
                for level in tableau.levelOrder {
                    let cost = tableau.cost(of: Int32(symbol), level: level)
                    if cost > Tableau.epsilon {
                        lead = tableau.levelPriority[Int(level)]
                        break
                    }
                    if cost < -Tableau.epsilon { return nil }
                }
                guard let lead else { return nil }
                lowest = min(lowest, lead)
            default: return nil
            }
        }
        return lowest
    }

    /// Moves the constants of held equalities (`held - c == 0`, required equalities without a marker)
    /// to new values, by moving each variable of `moves` by its amount.
    ///
    /// The moves must be the sum, over the changed equalities, of the change times a direction that
    /// moves that held variable by one and leaves the expression of every other constraint unchanged
    /// (a null direction of the rest of the system), except those listed in `absorbed` with the change
    /// of their expression: each of those must have its slack or error basic, which takes the change.
    /// Then the moved point satisfies every constraint at the new constants with every parametric
    /// symbol still zero: it is the basic solution of the same basis, which stays optimal (its costs do
    /// not depend on the constants) as long as it stays feasible, so only the rows of the moved
    /// symbols change. Returns false, changing nothing, when a moved variable or an absorbing symbol is
    /// not basic or an absorbing symbol would go below zero (the caller then changes the constants
    /// another way).
    mutating func moveHeldConstants(
        _ changes: [(constraint: SolverConstraint, value: Double)], moves: [(variable: Int32, amount: Double)],
        absorbed: [(constraint: Int32, change: Double)] = []
    ) -> Bool {
        for change in changes {
            guard isConstraint(change.constraint), records[Int(change.constraint.index)].isActive,
                records[Int(change.constraint.index)].isRequiredEquality, change.value.isFinite
            else { return false }
            let marker = records[Int(change.constraint.index)].marker
            if marker >= 0 && tableau.symbolSlots[Int(marker)].basicRow >= 0 { return false }
        }
        for move in moves where move.amount != 0 && tableau.symbolSlots[Int(move.variable)].basicRow < 0 {
            return false
        }
        // Each absorbing symbol and its move: the constraint's equation `expression + k + c * symbol
        // + ... = 0` keeps holding when the symbol moves by minus the expression's change over `c`.
        var shifts: [(symbol: Int32, amount: Double)] = []
        shifts.reserveCapacity(absorbed.count)
        for entry in absorbed where entry.change != 0 {
            let record = records[Int(entry.constraint)]
            guard record.isActive, !record.isEdit else { return false }
            var symbol: Int32 = -1
            var coefficient = 0.0
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            if record.marker >= 0 && tableau.symbolSlots[Int(record.marker)].basicRow >= 0 {
                symbol = record.marker
                coefficient = record.relation == .equal ? -1 : sign
            } else if record.other >= 0 && tableau.symbolSlots[Int(record.other)].basicRow >= 0 {
                symbol = record.other
                coefficient = record.relation == .equal ? 1 : -sign
            }
            guard symbol >= 0, tableau.symbolSlots[Int(symbol)].kind.isRestricted else { return false }
            let amount = -entry.change / coefficient
            guard tableau.value(of: symbol) + amount >= -Tableau.epsilon else { return false }
            shifts.append((symbol, amount))
        }
        // A held expression is `held - c`: its constant is `-c`.
        for change in changes { records[Int(change.constraint.index)].constant = -change.value }
        tableau.moveBasicValues(moves)
        for shift in shifts {
            let row = Int(tableau.symbolSlots[Int(shift.symbol)].basicRow)
            tableau.rows[row].constant = max(0, tableau.rows[row].constant + shift.amount)
        }
        return true
    }
}

extension Tableau {
    /// Moves each basic variable of `moves` by its amount and logs the change (through buffers: a
    /// write to a stored array checks that it is unique, about 20 instructions a move).
    fileprivate mutating func moveBasicValues(_ moves: [(variable: Int32, amount: Double)]) {
        let logs = logsChanges
        symbolSlots.withUnsafeMutableBufferPointer { slots in
            rows.withUnsafeMutableBufferPointer { rows in
                for move in moves where move.amount != 0 {
                    let symbol = Int(move.variable)
                    rows[Int(slots[symbol].basicRow)].constant += move.amount
                    guard logs, slots[symbol].kind == .external, !slots[symbol].changeLogged else { continue }
                    slots[symbol].changeLogged = true
                    changed.append(move.variable)
                }
            }
        }
    }
}
