/// Changing a constraint's constant or priority in place.
extension Solver {
    mutating func changeConstant(of index: Int32, to constant: Double) throws(SolverError) {
        let record = records[Int(index)]
        guard record.isActive, record.constant != constant else {
            records[Int(index)].constant = constant
            return
        }
        let old = record.constant
        if record.isMarkerless {
            guard let first = record.variables.first else {
                guard abs(constant) <= Tableau.epsilon else {
                    throw .unsatisfiable(constraint: SolverConstraint(index), conflict: [SolverConstraint(index)])
                }
                records[Int(index)].constant = constant
                return
            }
            let members = components.takeMembers(of: components.find(first))
            records[Int(index)].constant = constant
            do {
                try rebuild(members, extraVariables: [])
            } catch {
                records[Int(index)].constant = old
                try? rebuild(members, extraVariables: [])
                tableau.optimize()
                _ = tableau.dualOptimize()
                throw .unsatisfiable(
                    constraint: SolverConstraint(index),
                    conflict: conflictingSet(seed: index, seedConstant: constant))
            }
            tableau.optimize()
            _ = tableau.dualOptimize()
            return
        }
        records[Int(index)].constant = constant
        shiftMarker(of: index, by: constant - old)
        if !tableau.dualOptimize() {
            records[Int(index)].constant = old
            shiftMarker(of: index, by: old - constant)
            _ = tableau.dualOptimize()
            throw .unsatisfiable(
                constraint: SolverConstraint(index), conflict: conflictingSet(seed: index, seedConstant: constant))
        }
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
        let basic = tableau.basicRow[Int(marker)]
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
        let record = records[Int(index)]
        guard record.isActive, record.priority != priority else {
            records[Int(index)].priority = priority
            return
        }
        if !record.isRequired && priority < 1000 {
            let level = tableau.level(for: priority)
            for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
                tableau.addToObjective(symbol, level: tableau.errorLevel[Int(symbol)], sign: -1)
                tableau.errorLevel[Int(symbol)] = level
                tableau.addToObjective(symbol, level: level, sign: 1)
            }
            records[Int(index)].priority = priority
            tableau.optimize()
            return
        }
        let old = record.priority
        try removeConstraints([SolverConstraint(index)])
        records[Int(index)].priority = priority
        nextSequence += 1
        records[Int(index)].sequence = nextSequence
        do {
            try install(index)
        } catch {
            records[Int(index)].priority = old
            try? install(index)
            throw .unsatisfiable(
                constraint: SolverConstraint(index), conflict: conflictingSet(seed: index, seedConstant: nil))
        }
    }
}
