/// An incremental Cassowary constraint solver with lexicographic priorities.
///
/// Variables and constraints are small handles. Constraints read `expression (==|<=|>=) 0` and
/// carry a priority from 1 to 1000 (1000 is required). A satisfied constraint of higher priority
/// wins over any number of constraints of lower priority.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left")
/// let width = solver.makeVariable("width")
/// try solver.add(LinearExpression(left), .equal)                                  // left == 0
/// try solver.add(LinearExpression(width, constant: -100), .lessThanOrEqual)      // width <= 100
/// try solver.add(LinearExpression(width, constant: -120), .equal, priority: 750) // width == 120 @750
/// solver.value(of: width)  // 100
/// ```
///
/// Every operation is incremental: adding or removing a constraint, suggesting a value for an edit
/// variable (dual simplex), and changing a constraint's constant or priority in place touch only
/// the rows that depend on what changed. After any error the solver is as it was before the call.
public struct Solver {
    var tableau = Tableau()
    var records: [ConstraintRecord] = []
    var freeRecords: [Int32] = []
    /// The variables of every record's terms, back to back (see `Solver+Terms.swift`).
    var poolVariables: [Int32] = []
    /// The coefficients of every record's terms, beside their variables in ``poolVariables``.
    var poolCoefficients: [Double] = []
    /// How many terms of the pool belong to freed records.
    var deadTermCount = 0
    var names: [Int32: String] = [:]
    var edits: [Int32: Int32] = [:]
    /// The sequence the last added constraint took (see ``stampSequence(_:)``).
    var nextSequence: UInt32 = 0
    var components = Components()
    /// Whether an unsatisfiable add computes its smallest conflicting set (scratch solvers do not).
    var computesConflicts = true
    /// Invariant checks (in builds with `LAYOUT_INVARIANTS`) run while the tableau has at most this many rows.
    public var invariantCheckRowLimit = 400

    /// Makes an empty solver.
    public init() {}

    // MARK: Variables

    /// Makes a new variable, with an optional name used in descriptions.
    ///
    /// - Complexity: amortized O(1).
    public mutating func makeVariable(_ name: String = "") -> SolverVariable {
        let symbol = tableau.makeSymbol(.external)
        components.register(symbol)
        if name.isEmpty {
            // (A released variable's name was removed with it; the table is only touched when it has names.)
            if !names.isEmpty { names[symbol] = nil }
        } else {
            names[symbol] = name
        }
        return SolverVariable(symbol)
    }

    /// Makes room for about `constraints` more constraints and `symbols` more symbols (variables, and
    /// the slack and error symbols of constraints), so that a large batch grows each table once, to
    /// about what it needs, instead of doubling it (up to twice the memory, and a copy of each table
    /// while the batch's rows already take their room).
    ///
    /// Only a hint: the solver grows as needed either way.
    public mutating func reserveCapacity(constraints: Int, symbols: Int) {
        tableau.reserve(symbols: symbols, rows: constraints)
        let recordSlots = Tableau.grownCapacity(
            count: records.count - freeRecords.count, capacity: records.capacity, constraints)
        if recordSlots > records.capacity { records.reserveCapacity(recordSlots) }
        // Most expressions have one to three terms.
        let termSlots = Tableau.grownCapacity(
            count: poolVariables.count - deadTermCount, capacity: poolVariables.capacity, 2 * constraints)
        if termSlots > poolVariables.capacity {
            if deadTermCount > 0 {
                compactTermPool(room: termSlots - (poolVariables.count - deadTermCount))
            } else {
                poolVariables.reserveCapacity(termSlots)
                poolCoefficients.reserveCapacity(termSlots)
            }
        }
        let slots = Tableau.grownCapacity(
            count: components.parent.count, capacity: components.parent.capacity, symbols)
        if slots > components.parent.capacity {
            components.parent.reserveCapacity(slots)
        }
        let links = Tableau.grownCapacity(
            count: components.previous.count, capacity: components.previous.capacity, constraints)
        if links > components.previous.capacity { components.previous.reserveCapacity(links) }
    }

    /// The name a variable was made with (or its handle when it has none).
    public func name(of variable: SolverVariable) -> String {
        names[variable.index] ?? variable.description
    }

    /// Whether the solver's numbers overflowed (coefficients near the largest `Double`): a cost or a row
    /// holds a number that is not finite, and values read now need not be optimal or even finite.
    ///
    /// - Complexity: O(rows and terms): meant for a check after solving, not per operation.
    package var hasOverflowed: Bool { tableau.holdsNonFiniteNumbers }

    /// The current value of a variable.
    ///
    /// - Complexity: O(1).
    public func value(of variable: SolverVariable) -> Double {
        guard isVariable(variable) else { return 0 }
        return tableau.value(of: variable.index)
    }

    /// Whether the variable's value could change without making the solution worse: an ambiguous layout.
    public mutating func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard isVariable(variable) else { return false }
        return tableau.isUndetermined(variable.index)
    }

    /// Frees a variable that no constraint uses any more, so that its slot can be reused.
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)`` when the variable is not this solver's.
    public mutating func releaseVariable(_ variable: SolverVariable) throws(SolverError) {
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        if edits[variable.index] != nil {
            try removeEditVariable(variable)
        }
        let users = records.indices.filter { index in
            records[index].isActive && terms(of: Int32(index)).contains { $0.variable == variable }
        }
        guard users.isEmpty else { return }
        tableau.releaseSymbol(variable.index)
        names[variable.index] = nil
        checkInvariants()
    }

    func isVariable(_ variable: SolverVariable) -> Bool {
        variable.index >= 0 && Int(variable.index) < tableau.symbolCount
            && tableau.symbolSlots[Int(variable.index)].kind == .external
    }

    // MARK: Constraints

    /// Makes a constraint `expression relation 0` at `priority`, not yet added.
    ///
    /// - Throws: ``SolverError/nonFiniteValue(_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/invalidPriority(_:)`` for a priority outside 1...1000,
    ///   ``SolverError/unknownVariable(_:)`` for a variable of another solver.
    public mutating func makeConstraint(
        _ expression: LinearExpression, _ relation: LayoutRelation, priority: LayoutPriority = .required
    ) throws(SolverError) -> SolverConstraint {
        try makeConstraint(terms: expression.terms, constant: expression.constant, relation, priority: priority)
    }

    /// Makes a constraint `terms + constant relation 0` at `priority`, not yet added (the terms are
    /// copied into the term pool: a caller may pass any collection, one term without an array).
    mutating func makeConstraint<Terms: Collection>(
        terms: Terms, constant: Double, _ relation: LayoutRelation, priority: LayoutPriority
    ) throws(SolverError) -> SolverConstraint where Terms.Element == LinearTerm {
        guard priority.rawValue.isFinite, priority.isValid else { throw .invalidPriority(priority.rawValue) }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant)") }
        for term in terms {
            guard term.coefficient.isFinite else {
                throw .nonFiniteValue("coefficient \(term.coefficient) of \(name(of: term.variable))")
            }
            guard isVariable(term.variable) else { throw .unknownVariable(term.variable) }
        }
        let stored = storeTerms(terms)
        let record = ConstraintRecord(
            termStart: stored.start, termCount: Int32(terms.count), isUnitTerm: stored.isUnit, constant: constant,
            relation: relation, priority: min(priority.rawValue, 1000))
        let index: Int32
        if let free = freeRecords.popLast() {
            index = free
            records[Int(index)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
        }
        return SolverConstraint(index)
    }

    /// Makes a constraint and adds it.
    ///
    /// - Throws: any error of ``makeConstraint(_:_:priority:)`` or ``addConstraint(_:)``.
    @discardableResult
    public mutating func add(
        _ expression: LinearExpression, _ relation: LayoutRelation, priority: LayoutPriority = .required
    ) throws(SolverError) -> SolverConstraint {
        let constraint = try makeConstraint(expression, relation, priority: priority)
        do {
            try addConstraint(constraint)
        } catch {
            releaseTerms(of: constraint.index)
            records[Int(constraint.index)].isAllocated = false
            freeRecords.append(constraint.index)
            throw error
        }
        return constraint
    }

    /// Adds a constraint made by ``makeConstraint(_:_:priority:)``.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when already added,
    ///   ``SolverError/unknownConstraint(_:)`` for a handle this solver did not make,
    ///   ``SolverError/unsatisfiable(constraint:conflict:)`` when it is required and cannot hold.
    /// - Complexity: proportional to the rows that depend on the constraint's variables.
    public mutating func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        guard isConstraint(constraint) else { throw .unknownConstraint(constraint) }
        guard !records[Int(constraint.index)].isActive else { throw .duplicateConstraint(constraint) }
        stampSequence(constraint.index)
        defer { checkInvariants() }
        do {
            try install(constraint.index)
        } catch {
            throw unsatisfiableError(for: constraint.index)
        }
    }

    /// Removes a constraint; the solution becomes what it would be had the constraint never been added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the constraint is not in the solver.
    /// - Complexity: proportional to the rows that depend on the constraint; for a required
    ///   equality, proportional to the constraints connected to it (they are re-solved).
    public mutating func removeConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        try removeConstraints([constraint])
    }

    /// Removes several constraints at once, re-solving each connected part at most once.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` (and removes nothing) when one is not in the solver.
    public mutating func removeConstraints(_ constraints: [SolverConstraint]) throws(SolverError) {
        for constraint in constraints {
            guard isConstraint(constraint), records[Int(constraint.index)].isActive,
                !records[Int(constraint.index)].isEdit
            else { throw .unknownConstraint(constraint) }
        }
        // The parts to re-solve, in the order of their first constraint in `constraints` (the table
        // only finds a part's place: iterating a hash table would tear down and re-solve the parts in
        // an order that changes with the process's hash seed).
        var rebuilds: [(root: Int32, variables: [Int32])] = []
        var rebuildSlot: [Int32: Int] = [:]
        var anyIncremental = false
        var dummies: [Int32] = []
        for constraint in constraints where records[Int(constraint.index)].isActive {
            let index = Int(constraint.index)
            if records[index].isRequiredEquality {
                if let first = firstVariable(of: constraint.index) {
                    let root = components.find(first)
                    let slot: Int
                    if let known = rebuildSlot[root] {
                        slot = known
                    } else {
                        slot = rebuilds.count
                        rebuildSlot[root] = slot
                        rebuilds.append((root, []))
                    }
                    for term in terms(of: constraint.index) { rebuilds[slot].variables.append(term.variable.index) }
                }
                leaveComponents(constraint.index)
                records[index].isActive = false
                // Its dummy marker lives only in rows of its part, which the rebuild drops; it is released
                // once the other removals (which may still subtract rows holding it) are done.
                if records[index].marker >= 0 { dummies.append(records[index].marker) }
                records[index].marker = -1
                records[index].hasDummyMarker = false
            } else {
                uninstall(constraint.index)
                anyIncremental = true
            }
        }
        for dummy in dummies { tableau.releaseSymbol(dummy) }
        for (root, variables) in rebuilds {
            let members = components.takeMembers(of: root, records: &records)
            // Removing constraints never makes the rest unsatisfiable, so the rebuild cannot fail.
            try? rebuild(members, extraVariables: variables)
        }
        if anyIncremental || !rebuilds.isEmpty {
            tableau.optimize()
            _ = tableau.dualOptimize()
        }
        tableau.collectUnusedLevels()
        checkInvariants()
    }

    /// Removes a constraint if it is in the solver and forgets it, so that its handle can be reused.
    public mutating func disposeConstraint(_ constraint: SolverConstraint) {
        guard isConstraint(constraint), !records[Int(constraint.index)].isEdit else { return }
        if records[Int(constraint.index)].isActive {
            try? removeConstraint(constraint)
        }
        releaseTerms(of: constraint.index)
        records[Int(constraint.index)] = ConstraintRecord()
        freeRecords.append(constraint.index)
    }

    /// Whether the constraint is added.
    public func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        isConstraint(constraint) && records[Int(constraint.index)].isActive
    }

    /// The constraint's expression, relation and priority.
    public func definition(
        of constraint: SolverConstraint
    ) -> (expression: LinearExpression, relation: LayoutRelation, priority: LayoutPriority)? {
        guard isConstraint(constraint) else { return nil }
        let record = records[Int(constraint.index)]
        return (
            LinearExpression(Array(terms(of: constraint.index)), constant: record.constant), record.relation,
            LayoutPriority(record.priority)
        )
    }

    func isConstraint(_ constraint: SolverConstraint) -> Bool {
        constraint.index >= 0 && Int(constraint.index) < records.count && records[Int(constraint.index)].isAllocated
    }

    /// Changes the constant of a constraint, in place when it is added.
    ///
    /// - Throws: ``SolverError/nonFiniteValue(_:)``, ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/unsatisfiable(constraint:conflict:)`` (and keeps the old constant) when a
    ///   required constraint could no longer hold.
    /// - Complexity: proportional to the rows that depend on the constraint (dual simplex); for a
    ///   required equality, to the constraints connected to it.
    public mutating func setConstant(_ constant: Double, for constraint: SolverConstraint) throws(SolverError) {
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant)") }
        guard isConstraint(constraint), !records[Int(constraint.index)].isEdit else {
            throw .unknownConstraint(constraint)
        }
        defer { checkInvariants() }
        try changeConstant(of: constraint.index, to: constant)
    }

    /// Changes the priority of a constraint, in place when it stays optional.
    ///
    /// Moving between required and optional removes and re-adds the constraint.
    /// - Throws: ``SolverError/invalidPriority(_:)``, ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/unsatisfiable(constraint:conflict:)`` (keeping the old priority) when it
    ///   becomes required and cannot hold.
    public mutating func setPriority(_ priority: LayoutPriority, for constraint: SolverConstraint) throws(SolverError) {
        guard priority.rawValue.isFinite, priority.isValid else { throw .invalidPriority(priority.rawValue) }
        guard isConstraint(constraint), !records[Int(constraint.index)].isEdit else {
            throw .unknownConstraint(constraint)
        }
        defer {
            tableau.collectUnusedLevels()
            checkInvariants()
        }
        try changePriority(of: constraint.index, to: min(priority.rawValue, 1000))
    }

    /// Whether the solver keeps a log of the variables whose value may have changed (off by default).
    public var tracksChanges: Bool {
        get { tableau.logsChanges }
        set { tableau.logsChanges = newValue }
    }

    /// The variables whose value may have changed since the last call (with ``tracksChanges`` on), emptying the log.
    ///
    /// - Complexity: O(number of changed variables).
    public mutating func takeChangedVariables() -> [SolverVariable] {
        var variables: [SolverVariable] = []
        takeChangedVariables { variables.append($0) }
        return variables
    }

    /// Calls `body` with each variable whose value may have changed since the last call (with
    /// ``tracksChanges`` on), emptying the log, without making an array.
    public mutating func takeChangedVariables(_ body: (SolverVariable) -> Void) {
        var taken: [Int32] = []
        swap(&taken, &tableau.changed)
        for symbol in taken {
            tableau.symbolSlots[Int(symbol)].changeLogged = false
            if tableau.symbolSlots[Int(symbol)].kind == .external { body(SolverVariable(symbol)) }
        }
        taken.removeAll(keepingCapacity: true)
        if tableau.changed.isEmpty { swap(&taken, &tableau.changed) }
    }

    /// The number of constraints added (edit constraints included).
    public var constraintCount: Int { records.lazy.filter(\.isActive).count }
}
