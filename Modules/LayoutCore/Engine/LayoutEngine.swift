import Foundation

/// The engine of one root view: keeps the solver up to date with the tree, incrementally.
///
/// Changes (constraints activated, deactivated or edited; intrinsic sizes; autoresizing frames;
/// subtrees attached or detached) are queued and applied at the next layout: only what changed
/// since the last pass reaches the solver.
final class LayoutEngine: EngineBase {
    // (The queues are the engine's own, appended to for every constraint and item that changes, never
    // while another access to them is open: no runtime exclusivity checks, as for the tables.)
    @exclusivity(unchecked) var pendingConstraints: [LayoutConstraint] = []
    /// An empty queue with room, swapped in for ``pendingConstraints`` when a batch is taken.
    @exclusivity(unchecked) var spareQueue: [LayoutConstraint] = []
    /// The solver handles of constraints whose constant changed while the queue above was empty
    /// (see ``constantChanged(_:)``).
    @exclusivity(unchecked) var pendingConstants: [Int32] = []
    /// An empty list with room, swapped in for ``pendingConstants`` when they are taken.
    @exclusivity(unchecked) var spareConstants: [Int32] = []
    @exclusivity(unchecked) var pendingItems: [any LayoutNode] = []
    // (The engine's flags too: read on every pass and constant change, never while another access is open.)
    @exclusivity(unchecked) var needsFullScan = true
    @exclusivity(unchecked) var isLayingOut = false
    @exclusivity(unchecked) var isWritingFrames = false
    /// Whether the next frame write must visit the whole tree (after structural changes).
    @exclusivity(unchecked) var needsFullFrameWrite = true
    /// Views whose subtree's frames must be written again although no variable of theirs changed.
    @exclusivity(unchecked) var framesDirty: [LayoutView] = []
    /// Where a partial frame write starts (kept between passes for its room).
    @exclusivity(unchecked) var frameStarts: [FrameStart] = []
    /// The starts sorted by depth, and the count of each depth (kept between passes for their room).
    @exclusivity(unchecked) var frameStartsSorted: [FrameStart] = []
    @exclusivity(unchecked) var frameDepthCounts: [Int] = []
    /// The layout pass's levels of subviews (kept between passes for its room; empty between them).
    @exclusivity(unchecked) var layoutLevels: [(subviews: [LayoutView], next: Int)] = []
    /// A view's ancestors while its position is computed (kept between passes for its room).
    @exclusivity(unchecked) var positionChain: [Unmanaged<LayoutView>] = []
    @exclusivity(unchecked) var lastRootSafeArea = EdgeInsets.zero
    /// Subtrees new to the engine, whose subsystems are chosen at the next sync.
    @exclusivity(unchecked) var candidateRoots: [LayoutView] = []
    /// Outer copies of dissolved subsystems, freed once no constraint reads them.
    @exclusivity(unchecked) var retiredVariables: [SolverVariable] = []
    /// The subsystems by depth, and the structure version they were sorted at.
    @exclusivity(unchecked) var sortedSubsystems: [Subsystem] = []
    var sortedVersion = -1
    /// The sorted subsystems with a size the parent hands down.
    @exclusivity(unchecked) var parentSized: [Subsystem] = []
    /// The sizes subtrees hand up, by depth, and the sort they were read at.
    @exclusivity(unchecked) var upEntries: [HeldSize] = []
    var upEntriesVersion = -1
    /// The structure version at which every subsystem was last found indifferent.
    var checkedVersion = -1
    /// The index of the solver's constraints for the indifference checks, and its version.
    @exclusivity(unchecked) var search: NullDirectionSearch?
    @exclusivity(unchecked) var searchFrozen: [Bool] = []
    var searchVersion = -1

    init(root: LayoutView) {
        super.init(root: root, fittingTarget: nil)
        solver.tracksChanges = true
    }

    /// A view's frame moved without the solver knowing (it is set by hand): rewrite its subtree's frames.
    func frameMoved(_ view: LayoutView) {
        framesDirty.append(view)
    }

    // MARK: Events from the tree

    func constraintActivated(_ constraint: LayoutConstraint) { enqueue(constraint) }
    func constraintDeactivated(_ constraint: LayoutConstraint) { enqueue(constraint) }
    func constraintChanged(_ constraint: LayoutConstraint) { enqueue(constraint) }

    func enqueuePending(_ constraint: LayoutConstraint) { enqueue(constraint) }

    func enqueue(_ constraint: LayoutConstraint) {
        // A constraint waits in one engine's queue at a time; one that moved trees joins the new queue.
        guard constraint.pendingEngine !== identity else { return }
        constraint.pendingEngine = identity
        pendingConstraints.append(constraint)
    }

    func itemChanged(_ item: any LayoutNode) {
        if let state = lookupState(item) {
            guard !state.isPending else { return }
            state.isPending = true
        }
        pendingItems.append(item)
    }

    /// Leading and trailing of the view (and of its margins) now mean the other side.
    func directionChanged(_ view: LayoutView) {
        rebuildConstraints(mentioning: view)
        if let guide = view.lazyMarginsGuide { rebuildConstraints(mentioning: guide) }
        for guide in view.guides { rebuildConstraints(mentioning: guide) }
    }

    /// The view's margins or safe area moved: its derived guides and margin attributes change.
    func guideGeometryChanged(of view: LayoutView) {
        if let guide = view.lazyMarginsGuide { rebuildConstraints(mentioning: guide) }
        if let guide = view.lazySafeAreaGuide { rebuildConstraints(mentioning: guide) }
        for constraint in view.referencing
        where [constraint.first, constraint.second].contains(where: { $0?.attribute.withoutMargin != nil }) {
            constraint.needsRebuild = true
            enqueue(constraint)
        }
    }

    override func intrinsicSizeChanged(of view: LayoutView) {
        if view.baselinesFollowIntrinsicSize { baselinesChanged(of: view) }
    }

    /// The constraints that use the view's baselines, whose offsets follow its text: its own, and those
    /// of ancestors whose baseline is this view's (a stack's first or last arranged view).
    func baselinesChanged(of view: LayoutView) {
        var node: LayoutView? = view
        var previous: LayoutView?
        while let current = node {
            if let previous, current.forFirstBaselineLayout !== previous && current.forLastBaselineLayout !== previous {
                break
            }
            for constraint in current.referencing
            where constraint.first.attribute == .firstBaseline || constraint.first.attribute == .lastBaseline
                || constraint.second?.attribute == .firstBaseline || constraint.second?.attribute == .lastBaseline
            {
                constraint.needsRebuild = true
                enqueue(constraint)
            }
            previous = current
            node = current.superview
        }
    }

    private func rebuildConstraints(mentioning item: any LayoutNode) {
        for constraint in item.referencing {
            constraint.needsRebuild = true
            enqueue(constraint)
        }
    }

    func guideAdded(_ guide: LayoutGuide) {}

    func guideRemoved(_ guide: LayoutGuide) {
        release(guide)
    }

    /// A subtree joined this engine's tree: register its constrained views and queue its constraints.
    func subtreeAttached(_ view: LayoutView) {
        needsFullFrameWrite = true
        guard !needsFullScan else { return }
        enqueueSubtree(view)
    }

    /// Queues the views of a subtree and its constraints, the constraints of the deepest views first:
    /// a subtree's own constraints (a cell's) are solved before those that tie it to its siblings (a
    /// chain of cells), so that the rows of the chain are made once over the cells' parameters rather
    /// than rewritten as each cell's internals arrive.
    private func enqueueSubtree(_ top: LayoutView) {
        candidateRoots.append(top)
        var order: [LayoutView] = []
        var stack = [top]
        while let node = stack.popLast() {
            if !node.translatesFlag { itemChanged(node) }
            order.append(node)
            stack.append(contentsOf: node.subviews)
        }
        for node in order.reversed() {
            for constraint in node.installedConstraints { enqueue(constraint) }
        }
    }

    /// A subtree is leaving this engine's tree: take its items and constraints out of the solver now.
    func subtreeDetached(_ view: LayoutView) {
        needsFullFrameWrite = true
        var constraints: [LayoutConstraint] = []
        var nodes: [any LayoutNode] = []
        var stack = [view]
        while let node = stack.popLast() {
            nodes.append(node)
            nodes.append(contentsOf: node.ownedGuides as [any LayoutNode])
            stack.append(contentsOf: node.subviews)
        }
        for node in nodes {
            for constraint in node.referencing where lookupRecord(constraint) != nil {
                constraints.append(constraint)
            }
        }
        removeSolverConstraints(constraints)
        for node in nodes { release(node) }
        let leaving = Set(nodes.map { ObjectIdentifier($0) })
        registered.removeAll { entry in entry.node.map { leaving.contains(ObjectIdentifier($0)) } ?? true }
    }

    /// The root became part of another tree: forget everything.
    func invalidateAll() {
        for case let node? in registered.map(\.node) where lookupState(node) != nil {
            storeState(nil, for: node)
        }
        for case .user(let constraint) in owners where lookupRecord(constraint) != nil {
            constraint.engineRecord = nil
        }
        for constraint in pendingConstraints where constraint.pendingEngine === identity {
            constraint.pendingEngine = nil
        }
        // (Clearing the records below clears their queued flags.)
        pendingConstants = []
        registered = []
        widthFollowerTokens = []
        owners = []
        variableOwners = []
        framesDirty = []
        pendingConstraints = []
        pendingItems = []
        refused = []
        subsystems = [:]
        heldOwners = [:]
        dissolveQueue = []
        retryAfterDissolve = []
        madeRetry = []
        candidateRoots = []
        retiredVariables = []
        sortedSubsystems = []
        parentSized = []
        upEntries = []
        search = nil
        structureVersion &+= 1
    }

    var hasPendingWork: Bool {
        needsFullScan || !pendingConstraints.isEmpty || !pendingConstants.isEmpty || !pendingItems.isEmpty
            || retryRefused || !dissolveQueue.isEmpty
    }

    // MARK: Sync

    /// Applies every queued change to the solver.
    func sync() {
        guard let root else { return }
        if needsFullScan {
            needsFullScan = false
            _ = variables(for: root)
            enqueueSubtree(root)
        }
        if !candidateRoots.isEmpty {
            let roots = candidateRoots
            candidateRoots = []
            for top in roots { decideSubsystems(under: top) }
        }
        repeat {
            processDissolutions()
            applyPendingChanges()
            settleSubsystems()
        } while !dissolveQueue.isEmpty
    }

    private func applyPendingChanges() {
        reserveStorage(items: pendingItems.count, constraints: pendingConstraints.count)
        while !pendingItems.isEmpty || !pendingConstraints.isEmpty || !pendingConstants.isEmpty || retryRefused {
            let items = pendingItems
            pendingItems = []
            for item in items {
                if let state = lookupState(item) { state.isPending = false }
                guard let view = item as? LayoutView else { continue }
                if view.translatesFlag, let subsystem = subsystems[ObjectIdentifier(view)], subsystem.view === view {
                    requestDissolve(subsystem)
                    processDissolutions()
                }
                if let state = lookupState(view) {
                    refreshEngineConstraints(of: view, state)
                } else if !view.translatesFlag, isInScope(view) {
                    _ = variables(for: view)
                }
            }
            applyPendingConstraints()
            releaseRetiredVariables()
            if retryRefused {
                retryRefused = false
                let retry = refused
                refused = []
                for constraint in retry where constraint.activeFlag && lookupRecord(constraint) == nil {
                    enqueue(constraint)
                }
                if !pendingConstraints.isEmpty { applyPendingConstraints(retrying: true) }
            }
        }
    }

    private func applyPendingConstraints(retrying: Bool = false) {
        // (The queue's room is kept for the next batch, unless it is large: a first layout's.)
        var batch = LayoutEngine.take(&pendingConstraints, spare: &spareQueue)
        defer { LayoutEngine.keepRoom(of: &batch, as: &spareQueue) }
        var removals: [LayoutConstraint] = []
        var additions: [LayoutConstraint] = []
        let root = self.root
        // The constant changes queued before anything else was: they come first, as they would in one queue.
        // (A change refused before the pass's removals is tried again after them.)
        defersRefusedUpdates = true
        if !pendingConstants.isEmpty { applyPendingConstants(root: root, &removals, &additions) }
        // (Each constraint borrowed from the batch, which holds it: no retain and release a constraint.)
        for index in batch.indices {
            let borrowed = batch.withUnsafeBufferPointer { Unmanaged.passUnretained($0[index]) }
            borrowed._withUnsafeGuaranteedRef { constraint in
                applyQueued(constraint, root: root, &removals, &additions)
            }
        }
        defersRefusedUpdates = false
        removeSolverConstraints(removals)
        // Removals only take constraints away: a constant changed while a conflicting constraint was on
        // its way out (a view removed since, a deactivation) holds now, as it would have in a pass that
        // took the queue in its order; one that still conflicts is refused and reported here.
        if !refusedUpdates.isEmpty {
            let updates = refusedUpdates
            refusedUpdates = []
            for constraint in updates { updateUserConstraint(constraint) }
        }
        for constraint in additions where lookupRecord(constraint) == nil {
            if !addUserConstraint(constraint, quietly: retrying) && constraint.activeFlag {
                if !refused.contains(where: { $0 === constraint }) { refused.append(constraint) }
            }
        }
        if retrying { retryRefused = false }
    }

    /// Brings one queued constraint to the solver, or lists it to be taken out or added (nothing when
    /// it no longer waits in this engine's queue).
    @inline(__always) func applyQueued(
        _ constraint: LayoutConstraint, root: LayoutView?, _ removals: inout [LayoutConstraint],
        _ additions: inout [LayoutConstraint]
    ) {
        guard constraint.pendingEngine === identity else { return }
        constraint.pendingEngine = nil
        let wanted =
            constraint.activeFlag
            && constraint.unretainedInstalledView?._withUnsafeGuaranteedRef({ $0.isRooted(at: root) }) == true
        // (A root's engine keeps records on the constraints: asked without making the record.)
        if constraint.hasRecord(in: identity) {
            if !wanted || constraint.needsRebuild {
                removals.append(constraint)
                if wanted { additions.append(constraint) }
            } else {
                updateUserConstraint(constraint)
            }
        } else if wanted {
            additions.append(constraint)
        }
        constraint.needsRebuild = false
    }
}
