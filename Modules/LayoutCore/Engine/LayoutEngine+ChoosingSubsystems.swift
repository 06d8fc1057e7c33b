import Foundation

/// Choosing the subtrees solved as systems of their own (see ``Subsystem``) when they join the
/// engine: views whose constraints reach only their own items, tied to the rest only through their
/// own edges, among enough siblings (`LayoutEngine.subsystemSiblingThreshold`,
/// `LayoutEngine.leafColumnThreshold`). Whether one gives the shared system's answer is checked later,
/// in `LayoutEngine+Subsystems.swift`.
extension LayoutEngine {
    /// Chooses the subsystems of a subtree that is new to the engine (before its constraints reach the
    /// solver): views whose constraints reach only their own items, tied to the rest only through
    /// their own edges.
    func decideSubsystems(under top: LayoutView) {
        guard let root, top.isRooted(at: root), mayHoldCandidates(top) else { return }
        let topDepth = depth(of: top)
        // Pre-order with parents, then backwards (children before parents): for each view, the
        // shallowest depth at which a constraint reaching into it (its subviews, guides, margins) is
        // installed. (Each view's subviews are read once; its superview is the entry's parent.)
        var order: [LayoutView] = [top]
        var parentIndex: [Int32] = [-1]
        var depths: [Int32] = [Int32(topDepth)]
        var childCounts: [Int32] = []
        var position = 0
        while position < order.count {
            let children = order[position].subviews
            childCounts.append(Int32(children.count))
            for child in children {
                order.append(child)
                parentIndex.append(Int32(position))
                depths.append(depths[position] + 1)
            }
            position += 1
        }
        let topSiblings = top.superview?.subviews.count ?? 0
        var reach = [Int](repeating: Int.max, count: order.count)
        for position in order.indices.reversed() {
            let view = order[position]
            let depth = Int(depths[position])
            var shallowest = reach[position]
            for guide in view.ownedGuides {
                shallowest = min(
                    shallowest, installDepth(of: guide.referencing, below: view, depth: depth, parent: nil))
            }
            // What reaches this view from its parent's point of view: inside it, and the view itself.
            let parent = Int(parentIndex[position])
            if parent >= 0 {
                let own = installDepth(of: view.referencing, below: view, depth: depth, parent: order[parent])
                reach[parent] = min(reach[parent], shallowest, own)
            }
            guard view !== root, shallowest >= depth else { continue }
            let siblings = parent >= 0 ? Int(childCounts[parent]) : topSiblings
            guard isEligible(siblings: siblings, hasSubviews: childCounts[position] > 0), !view.translatesFlag,
                let superview = parent >= 0 ? order[parent] : view.superview, view.maySolveSubtreeOnItsOwn,
                lookupState(view) == nil, let roles = roles(of: view, superview)
            else { continue }
            structureVersion &+= 1
            subsystems[ObjectIdentifier(view)] = Subsystem(
                view: view, depth: depth, serial: structureVersion, width: roles.width, height: roles.height)
        }
    }

    /// Whether a view among `siblings` subviews (itself included) may be solved on its own: among
    /// enough siblings, and with subviews or in a long column.
    @inline(__always) private func isEligible(siblings: Int, hasSubviews: Bool) -> Bool {
        siblings >= LayoutEngine.subsystemSiblingThreshold
            && (siblings >= LayoutEngine.leafColumnThreshold || hasSubviews)
    }

    @inline(__always) private func isEligible(_ view: LayoutView, siblings: Int) -> Bool {
        isEligible(siblings: siblings, hasSubviews: !view.subviews.isEmpty)
    }

    /// Whether any view at or below `top` may be chosen (most subtrees, a cell's few subviews, hold
    /// none: then nothing else is looked at).
    private func mayHoldCandidates(_ top: LayoutView) -> Bool {
        if let superview = top.superview, isEligible(top, siblings: superview.subviews.count) { return true }
        var pending = [top]
        while let view = pending.popLast() {
            let children = view.subviews
            if children.count >= LayoutEngine.subsystemSiblingThreshold {
                for child in children where isEligible(child, siblings: children.count) { return true }
            }
            for child in children where !child.subviews.isEmpty { pending.append(child) }
        }
        return false
    }

    /// The shallowest depth of the views the constraints are installed on, found by walking up from
    /// `view` (at `depth`); a constraint installed off the path counts as the root's.
    /// (Most are installed on the view or on its parent, when it is known: found by the constraint's
    /// slot in that view's list, without loading the weak reference to where it is installed.)
    private func installDepth(
        of constraints: [LayoutConstraint], below view: LayoutView, depth: Int, parent: LayoutView?
    ) -> Int {
        var shallowest = Int.max
        let onView = view.installedConstraints
        let onParent = parent?.installedConstraints ?? []
        for constraint in constraints where constraint.activeFlag {
            let slot = constraint.installedIndex
            if slot >= 0 && slot < onParent.count && onParent[slot] === constraint {
                shallowest = min(shallowest, depth - 1)
                continue
            }
            if slot >= 0 && slot < onView.count && onView[slot] === constraint {
                shallowest = min(shallowest, depth)
                continue
            }
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
    /// view. Nil when a constraint from above reads its margins or a baseline inside it, ties its size to
    /// another item's, or holds a leaf inside its parent's edge by a required inequality.
    private func roles(of view: LayoutView, _ superview: LayoutView) -> (
        width: Subsystem.Role, height: Subsystem.Role
    )? {
        // Flags by axis (bit 0 horizontal, bit 1 vertical): an edge or the size tied to the parent.
        var near: UInt8 = 0
        var far: UInt8 = 0
        let onView = view.installedConstraints
        let isLeaf = view.subviews.isEmpty
        for constraint in view.referencing where constraint.activeFlag {
            let slot = constraint.installedIndex
            if slot >= 0 && slot < onView.count && onView[slot] === constraint { continue }
            let first = constraint.first
            let firstMinus = constraint.firstMinus
            let second = constraint.second
            let secondMinus = constraint.secondMinus
            let toParent =
                Self.isParentSide(first, view, superview) && Self.isParentSide(firstMinus, view, superview)
                && Self.isParentSide(second, view, superview) && Self.isParentSide(secondMinus, view, superview)
            let tied = toParent && constraint.priority.isRequired && constraint.relation == .equal
            // A leaf held inside its parent's edge by a required inequality on the same edge (a stack's
            // `trailing <=` when it aligns its views to the leading edge) presses against it as soon as
            // it is the widest: each such leaf would be dissolved in turn, one re-solve of the column
            // each. (An inequality between other edges, a content's minimum height, is left to the checks.)
            if isLeaf && toParent && constraint.relation != .equal && constraint.priority.isRequired,
                let second, firstMinus == nil, secondMinus == nil,
                (first.item === view) != (second.item === view), first.attribute == second.attribute
            {
                return nil
            }
            guard Self.readOwn(first, view, toParent: toParent, tied: tied, near: &near, far: &far),
                Self.readOwn(firstMinus, view, toParent: toParent, tied: tied, near: &near, far: &far),
                Self.readOwn(second, view, toParent: toParent, tied: tied, near: &near, far: &far),
                Self.readOwn(secondMinus, view, toParent: toParent, tied: tied, near: &near, far: &far)
            else { return nil }
        }
        // An optional pull from above on a size the view hands up (a stack's tie-breaker towards its
        // start) is weighed by the checks, level by level: one weaker than what fixes the size inside
        // cannot change it.
        return (near & far & 1 != 0 ? .parentSize : .ownSize, near & far & 2 != 0 ? .parentSize : .ownSize)
    }

    /// Whether a constraint's item is on the parent's side for `view`: none, the view itself, its
    /// superview, or one of the superview's guides derived from its bounds (margins, safe area, a
    /// scroll view's frame). A guide with variables of its own (a spacer, a scroll view's content)
    /// moves like a sibling, so a view between two of them does not have its size decided by the parent.
    @inline(__always) private static func isParentSide(
        _ reference: AnchorReference?, _ view: LayoutView, _ superview: LayoutView
    ) -> Bool {
        guard let reference else { return true }
        let item = reference.item
        return item === view || item === superview || (item as? LayoutGuide)?.boundsOwner === superview
    }

    /// Reads the view's own side of a constraint from above: false when it rules the view out (it
    /// reads the view's margins, a baseline inside it, or ties its size to another item's: the parent
    /// is then never indifferent to that size, and each such constraint would dissolve the view again);
    /// else marks the edge (`near`, `far`) it ties on its axis when the constraint is `tied`.
    @inline(__always) private static func readOwn(
        _ reference: AnchorReference?, _ view: LayoutView, toParent: Bool, tied: Bool, near: inout UInt8,
        far: inout UInt8
    ) -> Bool {
        guard let reference, reference.item === view else { return true }
        let attribute = reference.attribute
        if attribute.withoutMargin != nil { return false }
        let isSize = attribute == .width || attribute == .height
        if !toParent && isSize { return false }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            if view.forFirstBaselineLayout !== view || view.forLastBaselineLayout !== view { return false }
        }
        guard tied else { return true }
        let bit: UInt8 = attribute.axis == .horizontal ? 1 : 2
        switch attribute {
        case .left, .leading, .top, .centerX, .centerY, .width, .height: near |= bit
        default: far |= bit
        }
        if isSize { far |= bit }
        return true
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
}
