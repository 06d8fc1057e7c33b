import Foundation

/// Solving self-sizing subtrees as systems of their own (see ``Subsystem``), so that a chain of
/// cells keeps the parent's rows short: in one shared tableau the top of each cell is written over
/// the slack and error symbols of every cell above it (O(N²) entries for N chained cells); here the
/// parent sees each cell's height as a held constant.
///
/// Exactness. Call the parent's constraints P and the subtree's C. The pass solves P with the sizes
/// the subtree decides held at C's values, and C with the sizes the parent decides held at P's. That
/// is the shared system's answer (same errors at every priority level) when
/// - P is indifferent to each size C decides: there is a direction that moves that size by one and
///   other variables of P so that no other constraint of P changes, and no other held size moves
///   (`NullDirectionSearch`): then P's best at the held value is P's best with the size free; and
/// - P fixes each size it hands C by required equalities alone (its row holds only dummy markers),
///   so that every solution of the shared system has that size too;
/// - nothing is refused because of a held value, and no constraint from outside reaches inside.
/// Then every solution's errors are at least P's best plus C's best, which the pass reaches. A
/// subsystem that fails a check goes back into the shared system (`dissolve`), which is always right.
///
/// When the subtree's size changes (a constant inside a cell), the parent's solution moves along the
/// indifferent direction: only the rows of the views that move change (`moveHeldConstant`).
/// A size a subtree hands up, as the pass reads it (no references: a sweep over a long list of cells
/// touches no reference counts).
struct HeldSize {
    var subsystem: Int32
    var depth: Int32
    var horizontal: Bool
    var inner: SolverVariable
    var outer: SolverVariable
    var held: SolverConstraint
    var heldValue: Double
}

extension LayoutEngine {
    /// The fewest subviews of a superview for which its leaf children are solved on their own (a
    /// long column of labels). Off by default: in a StackView's column of 100 labels, 30 failed the
    /// exactness check and each went back into the shared system by re-solving the column, so a
    /// column cost 7x to 36x what the shared system alone does. (Tests turn it on.)
    nonisolated(unsafe) static var leafColumnThreshold = Int.max
    /// The fewest siblings (itself included) for which a view is solved on its own: chains that grow
    /// are long lists; a few views side by side gain nothing from their outer copies. (Tests lower it
    /// to exercise small trees.)
    nonisolated(unsafe) static var subsystemSiblingThreshold = 8

    // MARK: Choosing subtrees

    /// Chooses the subsystems of a subtree that is new to the engine (before its constraints reach the
    /// solver): views whose constraints reach only their own items, tied to the rest only through
    /// their own edges.
    func decideSubsystems(under top: LayoutView) {
        guard let root, top.rootView === root else { return }
        let topDepth = depth(of: top)
        // Pre-order with parents, then backwards (children before parents): for each view, the
        // shallowest depth at which a constraint reaching into it (its subviews, guides, margins) is
        // installed.
        var order: [LayoutView] = [top]
        var parentIndex: [Int] = [-1]
        var depths: [Int] = [topDepth]
        var position = 0
        while position < order.count {
            let view = order[position]
            for child in view.subviews {
                order.append(child)
                parentIndex.append(position)
                depths.append(depths[position] + 1)
            }
            position += 1
        }
        var reach = [Int](repeating: Int.max, count: order.count)
        for position in order.indices.reversed() {
            let view = order[position]
            let depth = depths[position]
            var shallowest = reach[position]
            if !view.guides.isEmpty || view.lazyMarginsGuide != nil || view.lazySafeAreaGuide != nil
                || view.scrollContentGuide != nil || view is ScrollView
            {
                var guides: [LayoutGuide] = view.guides
                if let guide = view.lazyMarginsGuide { guides.append(guide) }
                if let guide = view.lazySafeAreaGuide { guides.append(guide) }
                if let guide = view.scrollContentGuide { guides.append(guide) }
                if let scroll = view as? ScrollView { guides.append(scroll.frameLayoutGuide) }
                for guide in guides {
                    shallowest = min(shallowest, installDepth(of: guide.referencing, below: view, depth: depth))
                }
            }
            // What reaches this view from its parent's point of view: inside it, and the view itself.
            let parent = parentIndex[position]
            if parent >= 0 {
                let own = installDepth(of: view.referencing, below: view, depth: depth)
                reach[parent] = min(reach[parent], shallowest, own)
            }
            guard view !== root, view.superview != nil, !view.translatesFlag, !(view is ScrollView),
                shallowest >= depth, lookupState(view) == nil,
                (view.superview?.subviews.count ?? 0) >= LayoutEngine.subsystemSiblingThreshold,
                !view.subviews.isEmpty || (view.superview?.subviews.count ?? 0) >= LayoutEngine.leafColumnThreshold,
                let roles = roles(of: view)
            else { continue }
            subsystems[ObjectIdentifier(view)] = Subsystem(
                view: view, depth: depth, width: roles.width, height: roles.height)
            structureVersion &+= 1
        }
    }

    /// The shallowest depth of the views the constraints are installed on, found by walking up from
    /// `view` (at `depth`); a constraint installed off the path counts as the root's.
    private func installDepth(of constraints: [LayoutConstraint], below view: LayoutView, depth: Int) -> Int {
        var shallowest = Int.max
        for constraint in constraints where constraint.activeFlag {
            guard let installed = constraint.installedView else { continue }
            var node: LayoutView? = view
            var level = depth
            while let current = node, current !== installed {
                node = current.superview
                level -= 1
            }
            shallowest = min(shallowest, node == nil ? -1 : level)
        }
        return shallowest
    }

    /// Who decides each axis of a candidate, from the constraints above it: the parent, when required
    /// equalities tie both of the view's edges on that axis (or its size) to its superview; else the
    /// view. Nil when a constraint from above reads its margins or a baseline inside it.
    private func roles(of view: LayoutView) -> (width: Subsystem.Role, height: Subsystem.Role)? {
        var near = [false, false]
        var far = [false, false]
        var farRead = [false, false]
        var pulled = [false, false]
        for constraint in view.referencing where constraint.activeFlag && constraint.installedView !== view {
            let references = [constraint.first, constraint.firstMinus, constraint.second, constraint.secondMinus]
            var toParent = true
            for case let reference? in references where reference.item !== view {
                let item = reference.item
                let owner = (item as? LayoutGuide)?.owningView
                if item !== view.superview && owner !== view.superview { toParent = false }
            }
            for case let reference? in references where reference.item === view {
                let axis = reference.attribute.axis == .horizontal ? 0 : 1
                switch reference.attribute {
                case .left, .leading, .top: break
                default: farRead[axis] = true
                }
                if toParent && !constraint.priority.isRequired { pulled[axis] = true }
            }
            for case let reference? in references where reference.item === view {
                let attribute = reference.attribute
                if attribute.withoutMargin != nil || attribute == .firstBaseline || attribute == .lastBaseline {
                    if attribute.withoutMargin != nil || view.forFirstBaselineLayout !== view
                        || view.forLastBaselineLayout !== view
                    {
                        return nil
                    }
                }
                guard toParent, constraint.priority.isRequired, constraint.relation == .equal else { continue }
                let axis = attribute.axis == .horizontal ? 0 : 1
                switch attribute {
                case .left, .leading, .top, .centerX, .centerY: near[axis] = true
                default: far[axis] = true
                }
                if attribute == .width || attribute == .height { near[axis] = true }
            }
        }
        let roles: (width: Subsystem.Role, height: Subsystem.Role) = (
            near[0] && far[0] ? .parentSize : .ownSize,
            near[1] && far[1] ? .parentSize : .ownSize
        )
        // An optional pull between the view and its superview on an axis whose size it would hand up
        // through a sibling (a stack's tie-breaker towards its start, beside the link to the next view)
        // makes the parent care about that size: solving it alone would not last.
        if roles.width == .ownSize && pulled[0] && farRead[0] { return nil }
        if roles.height == .ownSize && pulled[1] && farRead[1] { return nil }
        return roles
    }

    private func depth(of view: LayoutView) -> Int {
        var count = 0
        var node = view.superview
        while let current = node {
            count += 1
            node = current.superview
        }
        return count
    }

    // MARK: Going back to the shared system

    /// Puts every subsystem marked to dissolve back into the shared system: its held equalities go,
    /// and the constraints above it that read its outer copies are made again over its own size.
    func processDissolutions() {
        guard !dissolveQueue.isEmpty else { return }
        let queue = dissolveQueue
        dissolveQueue = []
        // The held equalities go all at once: each connected part is re-solved once.
        var held: [SolverConstraint] = []
        for subsystem in queue {
            guard let view = subsystem.view, subsystems[ObjectIdentifier(view)] === subsystem else { continue }
            held += subsystem.heldConstraints
        }
        if !held.isEmpty {
            for handle in held { heldOwners[handle.index] = nil }
            try? solver.removeConstraints(held)
            for handle in held { solver.disposeConstraint(handle) }
        }
        for subsystem in queue {
            guard let view = subsystem.view, subsystems[ObjectIdentifier(view)] === subsystem else { continue }
            subsystems[ObjectIdentifier(view)] = nil
            subsystem.width.held = nil
            subsystem.height.held = nil
            if !subsystem.outerVariables.isEmpty {
                for constraint in view.referencing
                where constraint.installedView !== view && lookupRecord(constraint) != nil {
                    constraint.needsRebuild = true
                    enqueuePending(constraint)
                }
                retiredVariables += subsystem.outerVariables
            }
        }
        structureVersion &+= 1
        if !refused.isEmpty { retryRefused = true }
        let retry = retryAfterDissolve
        retryAfterDissolve = []
        for constraint in retry { enqueuePending(constraint) }
        let items = madeRetry
        madeRetry = []
        for item in items {
            guard let state = lookupState(item) else { continue }
            state.pinnedFrame = nil
            state.intrinsicSize = nil
            state.intrinsicWidth.map { removeMade($0.all) }
            state.intrinsicHeight.map { removeMade($0.all) }
            state.intrinsicWidth = nil
            state.intrinsicHeight = nil
            itemChanged(item)
        }
    }

    /// Forgets the outer copies of dissolved subsystems. Their symbols are not handed back to the
    /// solver: a row may still hold one as a parametric symbol after the constraints that read it went
    /// (an optional constraint leaves by pivoting its marker out, not by re-solving), and a reused
    /// slot would then mean two things.
    func releaseRetiredVariables() {
        guard !retiredVariables.isEmpty else { return }
        for variable in retiredVariables where Int(variable.index) < variableOwners.count {
            variableOwners[Int(variable.index)] = .none
        }
        retiredVariables = []
    }

    // MARK: Handing sizes across, and the checks

    /// Hands each held size its value (the parent's down the tree, the subtrees' up), then checks that
    /// every subsystem still gives the shared system's answer; those that do not are marked to dissolve.
    func settleSubsystems() {
        guard !subsystems.isEmpty else { return }
        if sortedVersion != structureVersion {
            // Only subsystems with an outer copy hand anything across (the others touch nothing above).
            sortedSubsystems = subsystems.values.filter { !$0.outerVariables.isEmpty }.sorted { $0.depth < $1.depth }
            sortedVersion = structureVersion
            parentSized = sortedSubsystems.filter {
                ($0.width.role == .parentSize && $0.width.outer != nil)
                    || ($0.height.role == .parentSize && $0.height.outer != nil)
            }
        }
        let ordered = sortedSubsystems
        let handedDown = parentSized
        for _ in 0..<4 {
            var changed = false
            for subsystem in handedDown where !subsystem.isDissolving {
                if subsystem.width.role == .parentSize { changed = handDown(subsystem, horizontal: true) || changed }
                if subsystem.height.role == .parentSize { changed = handDown(subsystem, horizontal: false) || changed }
            }
            changed = handUp(ordered) || changed
            if !changed { break }
        }
        for subsystem in handedDown where !subsystem.isDissolving {
            if !isFixed(subsystem.width) || !isFixed(subsystem.height) { requestDissolve(subsystem) }
        }
        if checkedVersion != structureVersion {
            for subsystem in ordered where !subsystem.isDissolving {
                for axis in [subsystem.width, subsystem.height] where axis.role == .ownSize {
                    guard let outer = axis.outer else { continue }
                    guard let held = axis.held, isIndifferent(moving: outer, held: held) else {
                        requestDissolve(subsystem)
                        continue
                    }
                }
            }
            checkedVersion = structureVersion
        }
        for constraint in refused where constraint.activeFlag {
            var node = constraint.installedView
            while let view = node {
                if let subsystem = subsystems[ObjectIdentifier(view)], subsystem.view === view {
                    requestDissolve(subsystem)
                }
                node = view.superview
            }
        }
    }

    /// Whether an axis the parent decides is fixed by its required equalities (true for the others).
    private func isFixed(_ axis: Subsystem.Axis) -> Bool {
        guard axis.role == .parentSize, let outer = axis.outer else { return true }
        return solver.isFixedByRequiredEqualities(outer)
    }

    /// The parent's value of a size it decides, handed to the subtree's held equality.
    private func handDown(_ subsystem: Subsystem, horizontal: Bool) -> Bool {
        var axis = horizontal ? subsystem.width : subsystem.height
        guard axis.role == .parentSize, let outer = axis.outer, let view = subsystem.view,
            let state = lookupState(view)
        else { return false }
        let target = value(outer)
        let inner = horizontal ? state.width : state.height
        defer { if horizontal { subsystem.width = axis } else { subsystem.height = axis } }
        if let held = axis.held {
            guard target != axis.heldValue else { return false }
            do {
                try solver.setConstant(-target, for: held)
                axis.heldValue = target
            } catch {
                requestDissolve(subsystem)
            }
            return true
        }
        structureVersion &+= 1
        do {
            let handle = try solver.add(LinearExpression(inner, constant: -target), .equal)
            axis.held = handle
            axis.heldValue = target
            heldOwners[handle.index] = subsystem
        } catch {
            requestDissolve(subsystem)
        }
        return true
    }

    /// The subtrees' values of the sizes they decide, handed to the parents' held equalities, deepest
    /// first: each parent's solution moves along its indifferent directions, all changes of one depth
    /// at once (only the views that move change, however many cells changed).
    private func handUp(_ ordered: [Subsystem]) -> Bool {
        if upEntriesVersion != sortedVersion {
            upEntries = []
            for (position, subsystem) in ordered.enumerated() where !subsystem.isDissolving {
                guard let view = subsystem.view, let state = lookupState(view) else { continue }
                for horizontal in [true, false] {
                    let axis = horizontal ? subsystem.width : subsystem.height
                    guard axis.role == .ownSize, let outer = axis.outer, let held = axis.held else { continue }
                    upEntries.append(
                        HeldSize(
                            subsystem: Int32(position), depth: Int32(subsystem.depth), horizontal: horizontal,
                            inner: horizontal ? state.width : state.height, outer: outer, held: held,
                            heldValue: axis.heldValue))
                }
            }
            upEntriesVersion = sortedVersion
        }
        var changed = false
        var index = upEntries.count - 1
        var changes: [Int] = []
        while index >= 0 {
            let depth = upEntries[index].depth
            changes.removeAll(keepingCapacity: true)
            while index >= 0 && upEntries[index].depth == depth {
                if value(upEntries[index].inner) != upEntries[index].heldValue { changes.append(index) }
                index -= 1
            }
            guard !changes.isEmpty else { continue }
            changed = true
            prepareSearch()
            var failed: [Int] = []
            let starts = changes.map { entry -> (held: Int32, constraint: Int32, amount: Double) in
                (
                    upEntries[entry].outer.index, upEntries[entry].held.index,
                    value(upEntries[entry].inner) - upEntries[entry].heldValue
                )
            }
            let moves = search!.combinedMove(starts, frozen: searchFrozen, failed: &failed)
            for position in failed { requestDissolve(ordered[Int(upEntries[changes[position]].subsystem)]) }
            let moving = changes.indices.filter { !failed.contains($0) }.map { changes[$0] }
            let held = moving.map { entry in (constraint: upEntries[entry].held, value: value(upEntries[entry].inner)) }
            if solver.moveHeldConstants(held, moves: moves) {
                for entry in moving {
                    let target = value(upEntries[entry].inner)
                    upEntries[entry].heldValue = target
                    let subsystem = ordered[Int(upEntries[entry].subsystem)]
                    if upEntries[entry].horizontal {
                        subsystem.width.heldValue = target
                    } else {
                        subsystem.height.heldValue = target
                    }
                }
            } else {
                for entry in moving { requestDissolve(ordered[Int(upEntries[entry].subsystem)]) }
            }
        }
        return changed
    }

    /// Whether the parent is indifferent to a held size (a null direction exists).
    private func isIndifferent(moving outer: SolverVariable, held: SolverConstraint) -> Bool {
        prepareSearch()
        return search!.hasDirection(moving: outer.index, except: held.index, frozen: searchFrozen)
    }

    /// The index of the solver's constraints and the frozen outer copies, made again when the
    /// system's shape changed.
    private func prepareSearch() {
        guard search == nil || searchVersion != structureVersion else { return }
        var frozen = [Bool](repeating: false, count: solver.symbolSlotCount)
        for subsystem in subsystems.values where !subsystem.isDissolving {
            for variable in subsystem.outerVariables where Int(variable.index) < frozen.count {
                frozen[Int(variable.index)] = true
            }
        }
        search = NullDirectionSearch(solver)
        searchFrozen = frozen
        searchVersion = structureVersion
    }
}
