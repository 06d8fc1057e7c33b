/// Optional equalities that weigh their two sides differently.
///
/// A view held to its intrinsic size on an axis has `size <= intrinsic` at its hugging priority and
/// `size >= intrinsic` at its compression resistance priority. As two inequalities that is two rows,
/// two slacks and two errors; as one equality `size - intrinsic == above - below`, whose error
/// `above` counts at the hugging priority and `below` at the compression priority, it is one row and
/// two errors, with the same optimum (an optimal solution never has both errors above zero).
extension Solver {
    /// Makes `expression == 0` whose excess (`expression > 0`) counts at `above` and whose shortfall
    /// counts at `below`, both optional; not yet added.
    ///
    /// - Throws: ``SolverError/invalidPriority(_:)`` when either priority is required or invalid,
    ///   and the errors of ``makeConstraint(_:_:priority:)``.
    mutating func makeTwoSidedEquality(
        _ expression: LinearExpression, above: LayoutPriority, below: LayoutPriority
    ) throws(SolverError) -> SolverConstraint {
        try makeTwoSidedEquality(terms: expression.terms, constant: expression.constant, above: above, below: below)
    }

    /// ``makeTwoSidedEquality(_:above:below:)`` for `terms + constant` (any collection of terms).
    mutating func makeTwoSidedEquality<Terms: Collection>(
        terms: Terms, constant: Double, above: LayoutPriority, below: LayoutPriority
    ) throws(SolverError) -> SolverConstraint where Terms.Element == LinearTerm {
        guard below.rawValue.isFinite, below.isValid, !below.isRequired else {
            throw .invalidPriority(below.rawValue)
        }
        guard !above.isRequired else { throw .invalidPriority(above.rawValue) }
        let constraint = try makeConstraint(terms: terms, constant: constant, .equal, priority: above)
        records[Int(constraint.index)].belowPriority = below.rawValue
        return constraint
    }

    /// Changes the two priorities of a two-sided equality in place (both stay optional).
    ///
    /// - Throws: ``SolverError/invalidPriority(_:)`` for a required or invalid priority,
    ///   ``SolverError/unknownConstraint(_:)`` for a constraint that is not two-sided.
    mutating func setTwoSidedPriorities(
        above: LayoutPriority, below: LayoutPriority, for constraint: SolverConstraint
    ) throws(SolverError) {
        for priority in [above, below] where !priority.rawValue.isFinite || !priority.isValid || priority.isRequired {
            throw .invalidPriority(priority.rawValue)
        }
        guard isConstraint(constraint), records[Int(constraint.index)].belowPriority >= 0 else {
            throw .unknownConstraint(constraint)
        }
        let index = Int(constraint.index)
        let record = records[index]
        records[index].priority = above.rawValue
        records[index].belowPriority = below.rawValue
        guard record.isActive, record.priority != above.rawValue || record.belowPriority != below.rawValue else {
            return
        }
        for (symbol, priority) in [(record.marker, above.rawValue), (record.other, below.rawValue)] {
            let level = tableau.level(for: priority)
            tableau.addToObjective(symbol, level: tableau.symbolSlots[Int(symbol)].errorLevel, sign: -1)
            tableau.symbolSlots[Int(symbol)].errorLevel = level
            tableau.addToObjective(symbol, level: level, sign: 1)
        }
        tableau.optimize()
        tableau.collectUnusedLevels()
        checkInvariants()
    }
}
