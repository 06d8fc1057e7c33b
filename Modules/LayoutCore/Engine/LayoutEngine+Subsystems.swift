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
    /// The priority from which up the parent keeps every constraint as it was when the size moves (the
    /// level its check passed at; weaker constraints take the move in their errors).
    var threshold: Float
}

extension LayoutEngine {
    /// The fewest subviews of a superview for which its leaf children are solved on their own (a
    /// long column of labels, a StackView's arranged views): a label's height is fixed by its hugging
    /// and compression resistance, above a stack's tie-breaking pulls, so the column is a chain of held
    /// heights. (Tests lower it to exercise small trees.)
    nonisolated(unsafe) static var leafColumnThreshold = 32
    /// The fewest siblings (itself included) for which a view is solved on its own: chains that grow
    /// are long lists; a few views side by side gain nothing from their outer copies. (Tests lower it
    /// to exercise small trees.)
    nonisolated(unsafe) static var subsystemSiblingThreshold = 8

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
            sortedSubsystems = subsystems.values.filter { !$0.outerVariables.isEmpty }.sorted {
                $0.depth < $1.depth || ($0.depth == $1.depth && $0.serial > $1.serial)
            }
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
        // The checks relied on inequalities with room to spare: one that came to its bound (a held
        // size moved, or a constant above) makes them search again, with it fixed. (A search made
        // before a move may rely on one that lost its room since: checked again after the checks.)
        for _ in 0..<2 {
            // (The list alone is read, and the solver in place: neither struct is copied. A closure
            // that captured the solver would copy it.)
            if let relied = search?.reliedOn,
                withSolver({ solver in
                    for constraint in relied where !solver.holdsWithRoom(Int(constraint)) { return true }
                    return false
                })
            {
                searchVersion = -1
                checkedVersion = -1
            }
            guard checkedVersion != structureVersion else { break }
            checkSubsystems(ordered)
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

    /// The exactness checks of every subsystem's held sizes (see ``checkedPin(of:inner:inside:)``);
    /// those that fail are marked to dissolve.
    private func checkSubsystems(_ ordered: [Subsystem]) {
        // Deepest first: a subtree's sizes are fixed only as firmly as the sizes held inside it
        // (their subtrees' levels), so each subsystem hands its lowest level to the one around it.
        var nested: [ObjectIdentifier: Float] = [:]
        for subsystem in ordered.reversed() where !subsystem.isDissolving {
            guard let view = subsystem.view, let state = lookupState(view) else { continue }
            var lowest = nested[ObjectIdentifier(subsystem)] ?? Float.infinity
            for horizontal in [true, false] {
                var axis = horizontal ? subsystem.width : subsystem.height
                guard axis.role == .ownSize, axis.outer != nil else { continue }
                axis.checkedPin = checkedPin(
                    of: axis, inner: horizontal ? state.width : state.height, inside: lowest)
                if horizontal { subsystem.width = axis } else { subsystem.height = axis }
                lowest = min(lowest, axis.checkedPin ?? -Float.infinity)
                if axis.checkedPin == nil { requestDissolve(subsystem) }
            }
            var node = view.superview
            while let current = node {
                if let around = subsystems[ObjectIdentifier(current)], around.view === current, !around.isDissolving {
                    nested[ObjectIdentifier(around)] = min(
                        nested[ObjectIdentifier(around)] ?? Float.infinity, lowest)
                    break
                }
                node = current.superview
            }
        }
        checkedVersion = structureVersion
        if upEntriesVersion == sortedVersion {
            for index in upEntries.indices {
                let subsystem = ordered[Int(upEntries[index].subsystem)]
                let axis = upEntries[index].horizontal ? subsystem.width : subsystem.height
                upEntries[index].threshold = axis.checkedPin ?? -Float.infinity
            }
        }
    }

    /// Whether an axis the parent decides is fixed by its required equalities (true for the others).
    private func isFixed(_ axis: Subsystem.Axis) -> Bool {
        guard axis.role == .parentSize, let outer = axis.outer else { return true }
        return withSolver { $0.isFixedByRequiredEqualities(outer) }
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
                            heldValue: axis.heldValue, threshold: axis.checkedPin ?? -Float.infinity))
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
            // A subtree's optimum may now fix a changed size only at a lower level than it was checked
            // at (its basis moved): every subsystem is checked again below.
            for entry in changes where !ordered[Int(upEntries[entry].subsystem)].isDissolving {
                let inner = upEntries[entry].inner
                let pin = withSolver { $0.pinningPriority(of: inner) } ?? -Float.infinity
                if pin < upEntries[entry].threshold { checkedVersion = -1 }
            }
            changes.removeAll { ordered[Int(upEntries[$0].subsystem)].isDissolving }
            guard !changes.isEmpty else { continue }
            var failed: [Int] = []
            let starts = changes.map { entry -> (held: Int32, constraint: Int32, threshold: Float, amount: Double) in
                (
                    upEntries[entry].outer.index, upEntries[entry].held.index, upEntries[entry].threshold,
                    value(upEntries[entry].inner) - upEntries[entry].heldValue
                )
            }
            let moves = search!.combinedMove(starts, frozen: searchFrozen, failed: &failed)
            let held = changes.map { entry in (constraint: upEntries[entry].held, value: value(upEntries[entry].inner))
            }
            // Constraints weaker than a size's check may change along its direction: their errors take it.
            let below = starts.map(\.threshold).max() ?? -Float.infinity
            let absorbed = search!.expressionChanges(moves, except: Set(held.map(\.constraint.index)), below: below)
            if failed.isEmpty && solver.moveHeldConstants(held, moves: moves, absorbed: absorbed) {
                for entry in changes { recordHeldValue(entry, value(upEntries[entry].inner), ordered) }
            } else {
                // No move keeps the basis (a weaker constraint at its bound): the solver changes the
                // constants (the subtrees' checks, not the move, make the answer the shared one).
                for entry in changes {
                    let target = value(upEntries[entry].inner)
                    do {
                        try solver.setConstant(-target, for: upEntries[entry].held)
                        recordHeldValue(entry, target, ordered)
                    } catch {
                        requestDissolve(ordered[Int(upEntries[entry].subsystem)])
                    }
                }
            }
        }
        return changed
    }

    /// Keeps a held size's new value in its entry and its subsystem.
    private func recordHeldValue(_ entry: Int, _ target: Double, _ ordered: [Subsystem]) {
        upEntries[entry].heldValue = target
        let subsystem = ordered[Int(upEntries[entry].subsystem)]
        if upEntries[entry].horizontal {
            subsystem.width.heldValue = target
        } else {
            subsystem.height.heldValue = target
        }
    }

    /// The exactness check of one size the subtree decides, level by level: the priority `p` at or
    /// above which the subtree's optimum fixes the size (every move of it costs the subtree at a level
    /// of at least `p`), when the parent is indifferent to the size at every level from `p` up (a
    /// direction moves it leaving every constraint of at least `p` as it was); nil when either fails.
    ///
    /// Then the shared system's optimum has the subtree's size: at the levels from `p` up, the
    /// parent's best is the same at any size and the subtree's is worse at any other, and the errors
    /// of the two parts add up. Below `p` the size is settled, and each part's best at it is the
    /// shared best. (Without a level, as before, the parent must be indifferent at every level.)
    ///
    /// `inside` is the lowest level of the sizes held inside the subtree (its own subsystems): the
    /// subtree's optimum fixes its size no more firmly than theirs (their held values are constants
    /// in its rows).
    private func checkedPin(of axis: Subsystem.Axis, inner: SolverVariable, inside: Float) -> Float? {
        guard let outer = axis.outer, let held = axis.held else { return nil }
        prepareSearch()
        if let own = withSolver({ $0.pinningPriority(of: inner) }), case let pin = min(own, inside),
            pin > -Float.infinity,
            search!.hasDirection(moving: outer.index, except: held.index, threshold: pin, frozen: searchFrozen)
        {
            return pin
        }
        let everyLevel = -Float.infinity
        return search!.hasDirection(
            moving: outer.index, except: held.index, threshold: everyLevel, frozen: searchFrozen)
            ? everyLevel : nil
    }

    /// The index of the solver's constraints around the outer copies (the parts that hold them) and
    /// the frozen outer copies, made again when the system's shape changed.
    private func prepareSearch() {
        guard search == nil || searchVersion != structureVersion else { return }
        var frozen = [Bool](repeating: false, count: withSolver { $0.symbolSlotCount })
        var outer: [SolverVariable] = []
        // In the order of `sortedSubsystems` (depth, then when chosen: the subsystem table is keyed by
        // the views' addresses, and its own order would follow where they lie in memory). It is up to
        // date: the search is made only while the subsystems settle, which sorts them first; those
        // left out have no outer copy.
        for subsystem in sortedSubsystems where !subsystem.isDissolving {
            for variable in subsystem.outerVariables where Int(variable.index) < frozen.count {
                frozen[Int(variable.index)] = true
                outer.append(variable)
            }
        }
        // Every search starts from an outer copy: only the parts holding them are indexed.
        search = withSolver { NullDirectionSearch($0, partsOf: outer) }
        searchFrozen = frozen
        searchVersion = structureVersion
    }
}
