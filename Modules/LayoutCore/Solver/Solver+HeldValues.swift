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
    func activeTerms(of index: Int) -> ArraySlice<LinearTerm>? {
        let record = records[index]
        guard record.isActive, !record.isEdit else { return nil }
        return terms(of: Int32(index))
    }

    /// Whether the variable is basic and its row holds nothing but dummy markers of required
    /// equalities: every solution of the required constraints gives it the same value, whatever the
    /// optional ones ask.
    func isFixedByRequiredEqualities(_ variable: SolverVariable) -> Bool {
        guard isVariable(variable) else { return false }
        let rowIndex = tableau.basicRow[Int(variable.index)]
        guard rowIndex >= 0 else { return false }
        for term in tableau.rows[Int(rowIndex)].terms where tableau.kinds[Int(term.symbol)] != .dummy {
            return false
        }
        return true
    }

    /// Whether the variable is basic (its value stands in a row of its own).
    func isBasic(_ variable: SolverVariable) -> Bool {
        isVariable(variable) && tableau.basicRow[Int(variable.index)] >= 0
    }

    /// Moves the constants of held equalities (`held - c == 0`, required equalities without a marker)
    /// to new values, by moving each variable of `moves` by its amount.
    ///
    /// The moves must be the sum, over the changed equalities, of the change times a direction that
    /// moves that held variable by one and leaves every other constraint's expression unchanged (a null
    /// direction of the rest of the system): then the moved solution satisfies the new constants,
    /// every slack and error keeps its value, and the basis stays optimal, so only the rows of the moved
    /// variables change. Returns false, changing nothing, when a moved variable is not basic (the caller
    /// then changes the constants another way).
    mutating func moveHeldConstants(
        _ changes: [(constraint: SolverConstraint, value: Double)], moves: [(variable: Int32, amount: Double)]
    ) -> Bool {
        for change in changes {
            guard isConstraint(change.constraint), records[Int(change.constraint.index)].isActive,
                records[Int(change.constraint.index)].isMarkerless, change.value.isFinite
            else { return false }
        }
        for move in moves where move.amount != 0 && tableau.basicRow[Int(move.variable)] < 0 { return false }
        // A held expression is `held - c`: its constant is `-c`.
        for change in changes { records[Int(change.constraint.index)].constant = -change.value }
        for move in moves where move.amount != 0 {
            let row = Int(tableau.basicRow[Int(move.variable)])
            tableau.rows[row].constant += move.amount
            tableau.logChange(move.variable)
        }
        return true
    }
}
