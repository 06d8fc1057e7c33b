import Foundation

/// The constraints an engine makes for items: autoresizing frames, content hugging and compression
/// resistance, scroll content origins, fitting sizes. They are kept as solver handles only; a
/// ``LayoutConstraint`` is made for one when a report or a query needs to show it.
extension EngineBase {
    /// Adds `variable relation constant` at `priority` for `item`; nil (reported) when the solver refuses it.
    func addMade(
        _ item: any LayoutItem, _ variable: SolverVariable, _ attribute: LayoutAttribute, _ constant: CGFloat,
        _ origin: LayoutConstraint.Origin, relation: LayoutRelation = .equal, priority: LayoutPriority = .required
    ) -> EngineMadeConstraint? {
        var clamped = false
        let value = EngineBase.clamp(Double(constant), EngineBase.valueLimit, &clamped)
        var made = EngineMadeConstraint(
            handle: SolverConstraint(-1), attribute: attribute, relation: relation, constant: constant,
            priority: priority, origin: origin)
        do {
            made.handle = try solver.makeConstraint(
                terms: CollectionOfOne(LinearTerm(variable)), constant: -value, relation, priority: priority)
        } catch {
            reportSolverError(error, for: describe(made, of: item))
            return nil
        }
        setOwner(.made(Unmanaged.passUnretained(item as AnyObject)), for: made.handle)
        structureVersion &+= 1
        do {
            try solver.addConstraint(made.handle)
        } catch {
            if refusalCameFromHeldValue(error), let node = item as? any LayoutNode {
                madeRetry.append(node)
            } else {
                reportSolverError(error, for: describe(made, of: item))
            }
            setOwner(.none, for: made.handle)
            solver.disposeConstraint(made.handle)
            return nil
        }
        if clamped { reportClamped(made, of: item) }
        return made
    }

    /// Adds `variable <= constant` at `hugging` and `variable >= constant` at `compression` (both
    /// optional) for a view's intrinsic size, as one two-sided solver constraint.
    func addMadeTwoSided(
        _ view: LayoutView, _ variable: SolverVariable, _ attribute: LayoutAttribute, _ constant: CGFloat,
        hugging: LayoutPriority, compression: LayoutPriority
    ) -> EngineMadeConstraint? {
        var clamped = false
        let value = EngineBase.clamp(Double(constant), EngineBase.valueLimit, &clamped)
        var made = EngineMadeConstraint(
            handle: SolverConstraint(-1), attribute: attribute, relation: .lessThanOrEqual, constant: constant,
            priority: hugging, origin: .contentHugging, belowPriority: compression)
        do {
            made.handle = try solver.makeTwoSidedEquality(
                terms: CollectionOfOne(LinearTerm(variable)), constant: -value, above: hugging, below: compression)
        } catch {
            reportSolverError(error, for: describe(made, of: view))
            return nil
        }
        setOwner(.made(Unmanaged.passUnretained(view as AnyObject)), for: made.handle)
        structureVersion &+= 1
        do {
            try solver.addConstraint(made.handle)
        } catch {
            // (Optional constraints are never refused; a non-finite value was clamped above.)
            reportSolverError(error, for: describe(made, of: view))
            setOwner(.none, for: made.handle)
            solver.disposeConstraint(made.handle)
            return nil
        }
        if clamped { reportClamped(made, of: view) }
        return made
    }

    /// Moves the constant of an engine-made constraint in place and returns it as it now is.
    ///
    /// It takes and returns a copy (not `inout`): a refusal reports the conflict, and the report reads
    /// the item's made constraints, which an `inout` access to them would still hold.
    func updatedMadeConstant(_ made: EngineMadeConstraint, _ constant: CGFloat, of item: any LayoutItem)
        -> EngineMadeConstraint
    {
        guard made.constant != constant else { return made }
        var updated = made
        var clamped = false
        let value = EngineBase.clamp(Double(constant), EngineBase.valueLimit, &clamped)
        do {
            try solver.setConstant(-value, for: made.handle)
            updated.constant = constant
            if clamped { reportClamped(updated, of: item) }
        } catch {
            if refusalCameFromHeldValue(error), let node = item as? any LayoutNode {
                madeRetry.append(node)
            } else {
                var attempted = made
                attempted.constant = constant
                reportSolverError(error, for: describe(attempted, of: item))
            }
        }
        return updated
    }

    /// Changes the priority of an engine-made constraint in place and returns it as it now is.
    func updatedMadePriority(_ made: EngineMadeConstraint, _ priority: LayoutPriority, of item: any LayoutItem)
        -> EngineMadeConstraint
    {
        guard made.priority != priority else { return made }
        var updated = made
        do {
            try solver.setPriority(priority, for: made.handle)
            updated.priority = priority
        } catch {
            if refusalCameFromHeldValue(error), let node = item as? any LayoutNode {
                madeRetry.append(node)
            } else {
                reportSolverError(error, for: describe(made, of: item))
            }
        }
        structureVersion &+= 1
        return updated
    }

    private func reportClamped(_ made: EngineMadeConstraint, of item: any LayoutItem) {
        let constraint = describe(made, of: item)
        constraint.report(
            .invalidValue, "\(constraint.diagnosticDescription) is beyond ±1e9 points; the layout clamped it")
    }

    /// Takes engine-made constraints out of the solver, all at once.
    func removeMade(_ made: [EngineMadeConstraint]) {
        guard !made.isEmpty else { return }
        let handles = made.map(\.handle)
        structureVersion &+= 1
        for handle in handles { setOwner(.none, for: handle) }
        try? solver.removeConstraints(handles)
        for handle in handles { solver.disposeConstraint(handle) }
    }

    /// A constraint object showing an engine-made constraint, for reports and queries.
    func describe(_ made: EngineMadeConstraint, of item: any LayoutItem) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            engineMade: item, made.attribute, made.constant, made.origin, relation: made.relation)
        constraint.priority = made.priority
        return constraint
    }

    /// The constraint objects showing an engine-made constraint: two for a two-sided one (its
    /// hugging and its compression resistance sides).
    func describeSides(_ made: EngineMadeConstraint, of item: any LayoutItem) -> [LayoutConstraint] {
        guard let below = made.belowPriority else { return [describe(made, of: item)] }
        var hugs = made
        hugs.belowPriority = nil
        var resists = hugs
        resists.relation = .greaterThanOrEqual
        resists.origin = .compressionResistance
        resists.priority = below
        return [describe(hugs, of: item), describe(resists, of: item)]
    }

    /// Every engine-made constraint of an item, shown as constraint objects.
    func describeMade(of item: any LayoutNode) -> [LayoutConstraint] {
        guard let state = lookupState(item) else { return [] }
        return state.madeConstraints.flatMap { describeSides($0, of: item) }
    }

    func setOwner(_ owner: ConstraintOwner, for handle: SolverConstraint) {
        let index = Int(handle.index)
        while owners.count <= index { owners.append(.none) }
        owners[index] = owner
    }

    /// How a solver constraint of this engine reads in a report.
    func ownerDescription(_ handle: SolverConstraint) -> String {
        guard Int(handle.index) < owners.count else { return "(an internal constraint)" }
        switch owners[Int(handle.index)] {
        case .none:
            return "(an internal constraint)"
        case .user(let constraint):
            return constraint.diagnosticDescription
        case .made(let unmanaged):
            let object = unmanaged.takeUnretainedValue()
            let item: (any LayoutNode)? = (object as? LayoutView) ?? (object as? LayoutGuide)
            guard let item, let state = lookupState(item) else { return "(an internal constraint)" }
            let made = state.madeConstraints.first { $0.handle == handle }
            return made.map { describe($0, of: item).diagnosticDescription } ?? "(an internal constraint)"
        }
    }
}

extension LayoutConstraint {
    /// A constraint the engine makes for a view: `item.attribute relation constant`.
    convenience init(
        engineMade item: any LayoutItem, _ attribute: LayoutAttribute, _ constant: CGFloat, _ origin: Origin,
        relation: LayoutRelation = .equal
    ) {
        self.init(AnchorReference(item, attribute), nil, relation, nil, nil, 1, constant, file: "", line: 0)
        self.origin = origin
    }
}
