/// Edit variables: variables whose value is suggested again and again (a drag, a resize).
extension Solver {
    /// Adds an edit constraint `variable == its current value` at `priority`, to be moved with ``suggestValue(_:for:)``.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``
    ///   for a required priority, ``SolverError/invalidPriority(_:)``, ``SolverError/unknownVariable(_:)``.
    public mutating func addEditVariable(_ variable: SolverVariable, priority: LayoutPriority) throws(SolverError) {
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.rawValue.isFinite, priority.isValid else { throw .invalidPriority(priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = try makeConstraint(
            LinearExpression(variable, constant: -value(of: variable)), .equal, priority: priority)
        records[Int(constraint.index)].isEdit = true
        stampSequence(constraint.index)
        do {
            try install(constraint.index)
        } catch {
            preconditionFailure("an optional edit constraint cannot be unsatisfiable")
        }
        edits[variable.index] = constraint.index
        checkInvariants()
    }

    /// Removes the edit constraint of `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it has none.
    public mutating func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard let index = edits[variable.index] else { throw .unknownEditVariable(variable) }
        uninstall(index)
        tableau.optimize()
        _ = tableau.dualOptimize()
        releaseTerms(of: index)
        records[Int(index)] = ConstraintRecord()
        freeRecords.append(index)
        edits[variable.index] = nil
        tableau.collectUnusedLevels()
        checkInvariants()
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        edits[variable.index] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex (no solve from scratch).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    /// - Complexity: proportional to the rows that hold the edit's error symbol.
    public mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value)") }
        guard let index = edits[variable.index] else { throw .unknownEditVariable(variable) }
        let delta = -value - records[Int(index)].constant
        records[Int(index)].constant = -value
        shiftMarker(of: index, by: delta)
        _ = tableau.dualOptimize()
        checkInvariants()
    }
}
