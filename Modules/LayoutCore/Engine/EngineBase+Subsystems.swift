import Foundation

/// The four variables an expression reads for an item: its own, or for a subtree solved as a system
/// of its own (see ``Subsystem``), its outer copies of the size when read from above.
struct ItemVariables {
    var x: SolverVariable
    var y: SolverVariable
    var width: SolverVariable
    var height: SolverVariable

    init(_ state: ItemEngineState) {
        x = state.x
        y = state.y
        width = state.width
        height = state.height
    }
}

/// What the expression builder and the solver calls need of subsystems: the outer copies of a
/// subtree's size, noticing constraints that reach inside one, and refusals that a held value caused.
extension EngineBase {
    /// The variables a constraint installed above `view` reads for it: the outer copy of a size the
    /// view's subsystem holds (made, with its held equality, when first needed).
    func outsideVariables(of view: LayoutView, _ state: ItemEngineState, _ attribute: LayoutAttribute)
        -> ItemVariables
    {
        var variables = ItemVariables(state)
        guard let subsystem = subsystems[ObjectIdentifier(view)], subsystem.view === view,
            !subsystem.isDissolving
        else { return variables }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left, .top: break
        case .leading where !rightToLeft, .trailing where rightToLeft: break
        case .right, .leading, .trailing, .centerX, .width:
            variables.width = outerVariable(subsystem, horizontal: true, inner: state.width)
        default:
            variables.height = outerVariable(subsystem, horizontal: false, inner: state.height)
        }
        return variables
    }

    /// The outer copy of one axis's size, made on first use. When the subtree decides that size, the
    /// parent holds the copy at the subtree's value from the start, so that the parent's rows never
    /// hold it as a free variable.
    private func outerVariable(_ subsystem: Subsystem, horizontal: Bool, inner: SolverVariable) -> SolverVariable {
        var axis = horizontal ? subsystem.width : subsystem.height
        if let outer = axis.outer { return outer }
        let outer = solver.makeVariable()
        while variableOwners.count <= Int(outer.index) { variableOwners.append(.none) }
        if let view = subsystem.view { variableOwners[Int(outer.index)] = .view(Unmanaged.passUnretained(view)) }
        axis.outer = outer
        if axis.role == .ownSize {
            let held = value(inner)
            if let handle = try? solver.add(LinearExpression(outer, constant: -held), .equal) {
                axis.held = handle
                axis.heldValue = held
                heldOwners[handle.index] = subsystem
            }
        }
        if horizontal { subsystem.width = axis } else { subsystem.height = axis }
        structureVersion &+= 1
        return outer
    }

    /// A constraint installed on `space` reaches an item below `start`: every subsystem on the way
    /// (from `start` up to, not including, `space`) has a constraint from outside on its inside, and
    /// goes back into the shared system.
    func noteReach(from start: LayoutView?, to space: LayoutView) {
        var node = start
        while let view = node, view !== space {
            if let subsystem = subsystems[ObjectIdentifier(view)], subsystem.view === view {
                requestDissolve(subsystem)
            }
            node = view.superview
        }
    }

    /// Marks a subsystem to go back into the shared system at the next sync.
    func requestDissolve(_ subsystem: Subsystem) {
        guard !subsystem.isDissolving else { return }
        subsystem.isDissolving = true
        dissolutionCount += 1
        dissolveQueue.append(subsystem)
        structureVersion &+= 1
    }

    /// Whether a refusal came from a held value: its conflict holds a held equality. Those subsystems
    /// go back into the shared system (where the refused change is tried again); nothing is reported.
    func refusalCameFromHeldValue(_ error: SolverError) -> Bool {
        guard !heldOwners.isEmpty, case .unsatisfiable(_, let conflict) = error else { return false }
        var found = false
        for handle in conflict {
            if let subsystem = heldOwners[handle.index] {
                requestDissolve(subsystem)
                found = true
            }
        }
        return found
    }

    /// Forgets the subsystem of an item leaving the engine: its held equalities and outer copies.
    func releaseSubsystem(of node: any LayoutNode) {
        guard let view = node as? LayoutView, let subsystem = subsystems[ObjectIdentifier(view)],
            subsystem.view === view
        else { return }
        subsystems[ObjectIdentifier(view)] = nil
        removeHeld(of: subsystem)
        for variable in subsystem.outerVariables {
            try? solver.releaseVariable(variable)
            if Int(variable.index) < variableOwners.count { variableOwners[Int(variable.index)] = .none }
        }
        subsystem.width.outer = nil
        subsystem.height.outer = nil
        structureVersion &+= 1
    }

    /// Takes a subsystem's held equalities out of the solver.
    func removeHeld(of subsystem: Subsystem) {
        let held = subsystem.heldConstraints
        guard !held.isEmpty else { return }
        for handle in held { heldOwners[handle.index] = nil }
        try? solver.removeConstraints(held)
        for handle in held { solver.disposeConstraint(handle) }
        subsystem.width.held = nil
        subsystem.height.held = nil
        structureVersion &+= 1
    }
}
