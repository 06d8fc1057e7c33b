import LayoutCore

/// The random operations of the solver fuzz, each applied to the solver and to the model.
extension SolverFuzzSystem {
    enum Operation: CaseIterable {
        case add, readd, remove, removeBatch, setConstant, setPriority, addEdit, suggest, removeEdit, release, dispose
    }

    static let weights = [30, 4, 10, 3, 14, 8, 5, 14, 3, 2, 2]

    /// Applies one random operation (when it has something to act on) and checks the outcome.
    mutating func step() throws(Failure) {
        let operation = Operation.allCases[random.weighted(Self.weights)]
        counts["\(operation)", default: 0] += 1
        switch operation {
        case .add: try addNew()
        case .readd: if !inactive.isEmpty { try readd(random.below(inactive.count)) }
        case .remove: if !active.isEmpty { try remove(random.below(active.count)) }
        case .removeBatch: if !active.isEmpty { try removeBatch() }
        case .setConstant: if !active.isEmpty { try changeConstant(random.below(active.count)) }
        case .setPriority: if !active.isEmpty { try changePriority(random.below(active.count)) }
        case .addEdit: try addEdit(random.below(variables.count))
        case .suggest:
            if let variable = edits.keys.sorted().first(where: { _ in random.chance(0.5) }) {
                try suggest(variable)
            }
        case .removeEdit: if let variable = edits.keys.sorted().first { try removeEdit(variable) }
        case .release: try release(random.below(variables.count))
        case .dispose: if !inactive.isEmpty { dispose(random.below(inactive.count)) }
        }
        try check()
    }

    private func expression(_ spec: ConstraintSpec) -> LinearExpression {
        spec.expression(variables)
    }

    /// Checks a refusal of a change to a required constraint: values kept, conflict minimal.
    private mutating func checkRefusal(
        _ error: SolverError, seed: SolverConstraint, spec: ConstraintSpec, before: [Double], twin: Solver
    ) throws(Failure) {
        guard spec.isRequired else { throw Failure(message: "refused an optional constraint: \(error)") }
        counts["refused", default: 0] += 1
        if spec.relation == .equal { counts["refused equality", default: 0] += 1 }
        try checkUnchanged(before)
        try checkConflict(error, seed: seed, seedSpec: spec)
        try probeLaterBehaviour(twin)
    }

    private mutating func addNew() throws(Failure) {
        let spec = randomSpec()
        let before = values
        let twin = solver
        if random.chance(0.3) {
            note("add \(spec)")
            do {
                let handle = try solver.add(expression(spec), spec.relation, priority: LayoutPriority(spec.priority))
                active.append(Entry(handle: handle, spec: spec))
            } catch {
                guard case .unsatisfiable(let seed, _) = error else { throw Failure(message: "\(error)") }
                try checkRefusal(error, seed: seed, spec: spec, before: before, twin: twin)
            }
            return
        }
        let handle: SolverConstraint
        do {
            handle = try solver.makeConstraint(expression(spec), spec.relation, priority: LayoutPriority(spec.priority))
        } catch {
            throw Failure(message: "makeConstraint: \(error)")
        }
        note("addConstraint \(handle): \(spec)")
        let madeTwin = solver
        if let error = attempt({ () throws(SolverError) in try solver.addConstraint(handle) }) {
            inactive.append(Entry(handle: handle, spec: spec))
            try checkRefusal(error, seed: handle, spec: spec, before: before, twin: madeTwin)
        } else {
            active.append(Entry(handle: handle, spec: spec))
        }
    }

    private mutating func readd(_ index: Int) throws(Failure) {
        let entry = inactive[index]
        let before = values
        note("addConstraint \(entry.handle) again: \(entry.spec)")
        let twin = solver
        if let error = attempt({ () throws(SolverError) in try solver.addConstraint(entry.handle) }) {
            try checkRefusal(error, seed: entry.handle, spec: entry.spec, before: before, twin: twin)
        } else {
            inactive.remove(at: index)
            active.append(entry)
        }
    }

    private mutating func remove(_ index: Int) throws(Failure) {
        let entry = active.remove(at: index)
        if random.chance(0.3) {
            note("dispose \(entry.handle)")
            solver.disposeConstraint(entry.handle)
            return
        }
        note("remove \(entry.handle)")
        if let error = attempt({ () throws(SolverError) in try solver.removeConstraint(entry.handle) }) {
            throw Failure(message: "remove: \(error)")
        }
        inactive.append(entry)
    }

    private mutating func removeBatch() throws(Failure) {
        var chosen: [Int] = []
        for _ in 0..<random.int(1...4) {
            let index = random.below(active.count)
            if !chosen.contains(index) { chosen.append(index) }
        }
        var handles = chosen.map { active[$0].handle }
        if random.chance(0.2) { handles.append(handles[0]) }
        note("removeConstraints \(handles)")
        if let error = attempt({ () throws(SolverError) in try solver.removeConstraints(handles) }) {
            throw Failure(message: "removeConstraints: \(error)")
        }
        for index in chosen.sorted(by: >) {
            inactive.append(active.remove(at: index))
        }
    }

    private mutating func changeConstant(_ index: Int) throws(Failure) {
        let entry = active[index]
        var spec = entry.spec
        spec.constant = random.chance(0.5) ? randomConstant() : spec.constant + Double(random.int(-3...3))
        let before = values
        note("setConstant \(spec.constant) for \(entry.handle)")
        let twin = solver
        if let error = attempt({ () throws(SolverError) in try solver.setConstant(spec.constant, for: entry.handle) }) {
            try checkRefusal(error, seed: entry.handle, spec: spec, before: before, twin: twin)
            counts[spec.relation == .equal ? "refused setConstant ==" : "refused setConstant <=>", default: 0] += 1
            guard solver.definition(of: entry.handle)?.expression.constant == entry.spec.constant else {
                throw Failure(message: "a refused setConstant changed the constant")
            }
        } else {
            active[index].spec = spec
        }
    }

    private mutating func changePriority(_ index: Int) throws(Failure) {
        let entry = active[index]
        var spec = entry.spec
        spec.priority = randomPriority()
        let before = values
        note("setPriority \(spec.priority) for \(entry.handle)")
        let priority = LayoutPriority(spec.priority)
        let twin = solver
        if let error = attempt({ () throws(SolverError) in try solver.setPriority(priority, for: entry.handle) }) {
            guard !entry.spec.isRequired else { throw Failure(message: "a required constraint refused: \(error)") }
            try checkRefusal(error, seed: entry.handle, spec: spec, before: before, twin: twin)
            counts["refused setPriority", default: 0] += 1
            guard solver.definition(of: entry.handle)?.priority.rawValue == entry.spec.priority else {
                throw Failure(message: "a refused setPriority changed the priority")
            }
        } else {
            active[index].spec = spec
        }
    }

    private mutating func addEdit(_ variable: Int) throws(Failure) {
        guard edits[variable] == nil else { return }
        let priority = random.pick(Self.optionalLevels)
        let value = solver.value(of: variables[variable])
        note("addEditVariable x\(variable) @\(priority) (at \(value))")
        if let error = attempt({ () throws(SolverError) in
            try solver.addEditVariable(variables[variable], priority: LayoutPriority(priority))
        }) {
            throw Failure(message: "addEditVariable: \(error)")
        }
        edits[variable] = Edit(priority: priority, value: value)
    }

    private mutating func suggest(_ variable: Int) throws(Failure) {
        let value = random.chance(0.5) ? randomConstant() : edits[variable]!.value + Double(random.int(-10...10))
        note("suggestValue \(value) for x\(variable)")
        if let error = attempt({ () throws(SolverError) in try solver.suggestValue(value, for: variables[variable]) }) {
            throw Failure(message: "suggestValue: \(error)")
        }
        edits[variable]?.value = value
    }

    private mutating func removeEdit(_ variable: Int) throws(Failure) {
        note("removeEditVariable x\(variable)")
        if let error = attempt({ () throws(SolverError) in try solver.removeEditVariable(variables[variable]) }) {
            throw Failure(message: "removeEditVariable: \(error)")
        }
        edits[variable] = nil
    }

    /// Releases a variable that no active constraint uses and makes a new one in its place.
    private mutating func release(_ variable: Int) throws(Failure) {
        guard !active.contains(where: { $0.spec.terms.contains { $0.variable == variable } }) else { return }
        for index in inactive.indices.reversed()
        where inactive[index].spec.terms.contains(where: { $0.variable == variable }) {
            dispose(index)
        }
        note("releaseVariable x\(variable)")
        if let error = attempt({ () throws(SolverError) in try solver.releaseVariable(variables[variable]) }) {
            throw Failure(message: "releaseVariable: \(error)")
        }
        edits[variable] = nil
        variables[variable] = solver.makeVariable("x\(variable)")
        note("x\(variable) is now \(variables[variable])")
    }

    private mutating func dispose(_ index: Int) {
        let entry = inactive.remove(at: index)
        note("dispose \(entry.handle) (not added)")
        solver.disposeConstraint(entry.handle)
    }
}
