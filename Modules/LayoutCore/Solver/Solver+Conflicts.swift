/// Finding a smallest set of required constraints that cannot hold together.
extension Solver {
    func unsatisfiableError(for index: Int32) -> SolverError {
        .unsatisfiable(constraint: SolverConstraint(index), conflict: conflictingSet(seed: index, seedConstant: nil))
    }

    /// A minimal conflicting set containing `seed` (with `seedConstant` in place of its constant when given).
    ///
    /// The required constraints connected to the seed are tried in breadth-first order from the
    /// seed's variables until they conflict; then each earlier one is dropped when the rest still
    /// conflicts. Removing any constraint of the result makes it satisfiable.
    func conflictingSet(seed: Int32, seedConstant: Double?) -> [SolverConstraint] {
        guard computesConflicts else { return [SolverConstraint(seed)] }
        let candidates = connectedRequiredRecords(of: seed)
        var seedRecord = records[Int(seed)]
        if let seedConstant { seedRecord.constant = seedConstant }
        seedRecord.priority = 1000

        var prefix: [Int32] = []
        var last: Int32 = -1
        var scratch = ScratchSystem()
        if !scratch.add(seedRecord, terms(of: seed)) {
            return [SolverConstraint(seed)]
        }
        for candidate in candidates {
            if !scratch.add(records[Int(candidate)], terms(of: candidate)) {
                last = candidate
                break
            }
            prefix.append(candidate)
        }
        guard last >= 0 else { return [SolverConstraint(seed)] }
        var core = prefix
        for candidate in prefix.reversed() {
            let trial = core.filter { $0 != candidate }
            var test = ScratchSystem()
            var feasible = test.add(seedRecord, terms(of: seed)) && test.add(records[Int(last)], terms(of: last))
            for member in trial where feasible {
                feasible = test.add(records[Int(member)], terms(of: member))
            }
            if !feasible { core = trial }
        }
        return ([seed] + core + [last]).map { SolverConstraint($0) }
    }

    /// The active required records that share a part with the seed's variables, nearest first.
    private func connectedRequiredRecords(of seed: Int32) -> [Int32] {
        var users: [Int32: [Int32]] = [:]
        for (index, record) in records.enumerated()
        where record.isActive && record.isRequired && Int32(index) != seed {
            for variable in variables(of: Int32(index)) {
                users[variable, default: []].append(Int32(index))
            }
        }
        var order: [Int32] = []
        var seenRecords: Set<Int32> = [seed]
        var seenVariables: Set<Int32> = []
        var queue = variables(of: seed)
        var head = 0
        while head < queue.count {
            let variable = queue[head]
            head += 1
            guard seenVariables.insert(variable).inserted else { continue }
            for user in users[variable] ?? [] where seenRecords.insert(user).inserted {
                order.append(user)
                queue.append(contentsOf: variables(of: user))
            }
        }
        return order
    }
}

/// A throwaway solver that only answers whether required constraints can hold together.
private struct ScratchSystem {
    var solver = Solver()
    var variables: [Int32: SolverVariable] = [:]

    init() {
        solver.computesConflicts = false
        solver.invariantCheckRowLimit = 0
    }

    mutating func add(_ record: ConstraintRecord, _ recordTerms: ConstraintTerms) -> Bool {
        var terms: [LinearTerm] = []
        for term in recordTerms {
            let variable = term.variable.index
            let mapped: SolverVariable
            if let known = variables[variable] {
                mapped = known
            } else {
                mapped = solver.makeVariable()
                variables[variable] = mapped
            }
            terms.append(LinearTerm(mapped, term.coefficient))
        }
        do {
            try solver.add(LinearExpression(terms, constant: record.constant), record.relation, priority: .required)
            return true
        } catch {
            return false
        }
    }
}
