import Foundation

/// An item's variables in the engine, made on first use with the constraints the engine keeps for it
/// (autoresizing pins and, through `EngineBase+Intrinsic.swift`, its content size).
extension EngineBase {
    /// The state of an item in this engine, made (with its engine constraints) on first use.
    func variables(for item: any LayoutItem) -> ItemEngineState? {
        let node: any LayoutNode
        if let view = item as? LayoutView {
            node = view
        } else if let guide = item as? LayoutGuide {
            node = guide
        } else {
            return nil
        }
        if let state = lookupState(node) { return state }
        guard isInScope(item) else { return nil }
        let state = ItemEngineState(
            engine: self, x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        storeState(state, for: node)
        if !subsystems.isEmpty { state.maySolveOnItsOwn = subsystems[ObjectIdentifier(node)] != nil }
        registered.append(WeakNode(node: node))
        let owner: VariableOwner
        if let view = item as? LayoutView {
            owner = .view(Unmanaged.passUnretained(view))
        } else if let guide = item as? LayoutGuide {
            owner = .guide(Unmanaged.passUnretained(guide))
        } else {
            owner = .none
        }
        // (The four variables one by one: `state.variables` would make an array an item.)
        let highest = Int(max(max(state.x.index, state.y.index), max(state.width.index, state.height.index)))
        while variableOwners.count <= highest { variableOwners.append(.none) }
        variableOwners[Int(state.x.index)] = owner
        variableOwners[Int(state.y.index)] = owner
        variableOwners[Int(state.width.index)] = owner
        variableOwners[Int(state.height.index)] = owner
        if let view = item as? LayoutView {
            refreshEngineConstraints(of: view, state)
        } else if let guide = item as? LayoutGuide, guide.kind == .scrollContent {
            state.pins = [
                addMade(guide, state.x, .left, 0, .autoresizing), addMade(guide, state.y, .top, 0, .autoresizing),
            ].compactMap { $0 }
        }
        return state
    }

    /// Brings a view's autoresizing and intrinsic size constraints up to date.
    func refreshEngineConstraints(of view: LayoutView, _ state: ItemEngineState) {
        refreshPins(of: view, state)
        refreshIntrinsic(of: view, state)
    }

    private func refreshPins(of view: LayoutView, _ state: ItemEngineState) {
        let mode = pinMode(for: view)
        let frame = view.frame
        let count = mode == .none ? 0 : (mode == .size ? 2 : 4)
        if count == 0 && state.pins.isEmpty {
            // Nothing pinned, nothing to pin: no frame is kept (most items never have a box for pins).
            state.pinnedFrame = nil
            return
        }
        if state.pins.count == count && state.pinnedFrame?.isIdentical(to: frame) == true { return }
        func wanted(_ index: Int) -> (LayoutAttribute, SolverVariable, CGFloat) {
            switch (count, index) {
            case (2, 0), (4, 2): return (.width, state.width, frame.width)
            case (2, 1), (4, 3): return (.height, state.height, frame.height)
            case (4, 0): return (.left, state.x, frame.minX)
            default: return (.top, state.y, frame.minY)
            }
        }
        if state.pins.count == count {
            for index in 0..<count {
                state.pins[index] = updatedMadeConstant(state.pins[index], wanted(index).2, of: view)
            }
        } else {
            removeMade(state.pins)
            state.pins = (0..<count).compactMap { index in
                let (attribute, variable, value) = wanted(index)
                return addMade(view, variable, attribute, value, .autoresizing)
            }
        }
        state.pinnedFrame = frame
    }
}
