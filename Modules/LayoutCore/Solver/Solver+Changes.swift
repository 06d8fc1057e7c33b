/// Changing a constraint's constant or priority in place.
extension Solver {
    mutating func changeConstant(of index: Int32, to constant: Double) throws(SolverError) {
        let record = records[Int(index)]
        guard record.isActive, record.constant != constant else {
            records[Int(index)].constant = constant
            return
        }
        let old = record.constant
        // A marker whose rows all have a user variable for basic: the shift alone is the change (see
        // `shiftFreeRows`), without the dummy check, the undo record and the dual simplex that would find
        // nothing to do.
        let marker = record.marker
        if !record.isMarkerless, marker >= 0, tableau.infeasible.isEmpty, constant - old != 0,
            tableau.symbolSlots[Int(marker)].basicRow < 0,
            tableau.shiftFreeRows(holding: marker, by: (constant - old) / record.markerCoefficient)
        {
            records[Int(index)].constant = constant
            return
        }
        if record.isMarkerless || (record.isRequiredEquality && !canShiftDummy(record.marker)) {
            guard let first = firstVariable(of: index) else {
                guard abs(constant) <= Tableau.epsilon else {
                    throw .unsatisfiable(constraint: SolverConstraint(index), conflict: [SolverConstraint(index)])
                }
                records[Int(index)].constant = constant
                return
            }
            let members = components.takeMembers(of: components.find(first), records: &records)
            let snapshot = snapshotPart(members)
            records[Int(index)].constant = constant
            // From now on the equality carries a dummy marker: its next changes shift the rows holding it.
            if record.isRequiredEquality { records[Int(index)].hasDummyMarker = true }
            do {
                try rebuild(members, extraVariables: [])
            } catch {
                records[Int(index)].constant = old
                restorePart(snapshot)
                throw .unsatisfiable(
                    constraint: SolverConstraint(index),
                    conflict: conflictingSet(seed: index, seedConstant: constant))
            }
            tableau.optimize()
            _ = tableau.dualOptimize()
            return
        }
        records[Int(index)].constant = constant
        let mark = tableau.beginRecording()
        shiftMarker(of: index, by: constant - old)
        guard tableau.dualOptimize() else {
            // Back to the basis from before, then the old constant: the tableau from before.
            records[Int(index)].constant = old
            shiftMarker(of: index, by: old - constant)
            tableau.undo(to: mark)
            throw .unsatisfiable(
                constraint: SolverConstraint(index), conflict: conflictingSet(seed: index, seedConstant: constant))
        }
        tableau.commit(mark)
    }

    /// Whether a required equality's constant can change by shifting its dummy marker: not when the
    /// dummy is basic (a redundant equality), nor when a redundant equality's dummy row holds it.
    ///
    /// The column is read, not compacted: a stale entry (a freed row, or one that no longer holds the
    /// marker) is passed over and a repeated one asks the same question twice, so the answer is the
    /// compacted column's. The shift that follows compacts it, in the same order. (Mutating only so
    /// that the solver is passed in place, not copied.)
    private mutating func canShiftDummy(_ marker: Int32) -> Bool {
        let slot = tableau.symbolSlots[Int(marker)]
        guard slot.basicRow < 0 else { return false }
        let start = Int(slot.column.start)
        for position in start..<(start + Int(slot.column.count)) {
            let row = tableau.columnStore[position]
            let basic = tableau.rowBasic[Int(row)]
            if basic >= 0 && tableau.symbolSlots[Int(basic)].kind == .dummy
                && tableau.position(of: marker, inRow: row) != nil
            {
                return false
            }
        }
        return true
    }

    /// Applies a change of `delta` to the constant of a constraint that has a marker.
    ///
    /// In the equation `expression + k + a * marker + ... = 0`, raising `k` by `delta` is the same
    /// as raising the marker by `delta / a`: every row holding the marker moves by its coefficient
    /// times that amount (a basic marker moves the other way).
    mutating func shiftMarker(of index: Int32, by delta: Double) {
        let record = records[Int(index)]
        let marker = record.marker
        guard marker >= 0, delta != 0 else { return }
        let shift = delta / record.markerCoefficient
        let basic = tableau.symbolSlots[Int(marker)].basicRow
        if basic >= 0 {
            tableau.rows[Int(basic)].constant -= shift
            tableau.logChange(marker)
            if tableau.rows[Int(basic)].constant < -Tableau.epsilon {
                tableau.infeasible.append(marker)
            }
            return
        }
        tableau.shiftRows(holding: marker, by: shift)
    }

    mutating func changePriority(of index: Int32, to priority: Float) throws(SolverError) {
        if records[Int(index)].belowPriority >= 0 {
            // A two-sided constraint given one priority weighs both sides by it from now on.
            records[Int(index)].belowPriority = -1
            if records[Int(index)].isActive {
                let other = records[Int(index)].other
                let level = tableau.level(for: records[Int(index)].priority)
                tableau.addToObjective(other, level: tableau.symbolSlots[Int(other)].errorLevel, sign: -1)
                tableau.symbolSlots[Int(other)].errorLevel = level
                tableau.addToObjective(other, level: level, sign: 1)
                tableau.optimize()
            }
        }
        let record = records[Int(index)]
        guard record.isActive, record.priority != priority else {
            records[Int(index)].priority = priority
            return
        }
        if !record.isRequired && priority < 1000 {
            let level = tableau.level(for: priority)
            for symbol in [record.marker, record.other]
            where symbol >= 0 && tableau.symbolSlots[Int(symbol)].kind == .error {
                tableau.addToObjective(symbol, level: tableau.symbolSlots[Int(symbol)].errorLevel, sign: -1)
                tableau.symbolSlots[Int(symbol)].errorLevel = level
                tableau.addToObjective(symbol, level: level, sign: 1)
            }
            records[Int(index)].priority = priority
            tableau.optimize()
            return
        }
        if record.isRequired {
            // Becoming optional cannot fail: take the required constraint out, put it back optional.
            try removeConstraints([SolverConstraint(index)])
            records[Int(index)].priority = priority
            stampSequence(index)
            try? install(index)
            return
        }
        try promoteToRequired(index)
    }

    /// Makes an optional constraint required, or leaves the solver as it was when it cannot hold.
    ///
    /// A required copy is added beside the optional constraint first, so that a refusal (which
    /// undoes its own pivots) leaves the tableau untouched; only then is the optional one taken out
    /// and the copy's place in the tableau handed to the constraint.
    private mutating func promoteToRequired(_ index: Int32) throws(SolverError) {
        var copy = records[Int(index)]
        copy.priority = 1000
        copy.marker = -1
        copy.other = -1
        copy.isActive = false
        copy.componentNext = -1
        copy.sequence = takeSequence()
        let trial: Int32
        if let free = freeRecords.popLast() {
            trial = free
            records[Int(trial)] = copy
        } else {
            trial = Int32(records.count)
            records.append(copy)
        }
        do {
            try install(trial)
        } catch {
            records[Int(trial)] = ConstraintRecord()
            freeRecords.append(trial)
            throw .unsatisfiable(
                constraint: SolverConstraint(index), conflict: conflictingSet(seed: index, seedConstant: nil))
        }
        uninstall(index)
        leaveComponents(trial)
        // (The copy shares the constraint's range of terms: it is not released with the trial slot.)
        records[Int(index)] = records[Int(trial)]
        joinComponents(index)
        records[Int(trial)] = ConstraintRecord()
        freeRecords.append(trial)
        tableau.optimize()
        _ = tableau.dualOptimize()
    }
}
