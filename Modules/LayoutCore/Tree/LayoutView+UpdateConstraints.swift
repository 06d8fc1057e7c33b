/// The update-constraints pass (UIKit's `updateConstraints`): views that make their constraints
/// from state of their own (a stack view from its options and arranged views) mark themselves with
/// ``LayoutView/setNeedsUpdateConstraints()`` and make them once, in ``LayoutView/updateConstraints()``,
/// just before the engine solves, rather than after each change.
extension LayoutView {
    /// Asks for ``updateConstraints()`` before the next layout or fitting-size computation.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markSubtreeNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Whether ``setNeedsUpdateConstraints()`` was called since the view last updated its constraints.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Calls ``updateConstraints()`` on this view and its descendants that need it, subviews first
    /// (as UIKit's update pass runs from the leaves up). Layout calls it on the root.
    public func updateConstraintsIfNeeded() {
        guard subtreeNeedsUpdateConstraints else { return }
        // Post-order without recursion: a view is updated after every subview below it.
        var pending: [(view: LayoutView, expanded: Bool)] = [(self, false)]
        while let (view, expanded) = pending.popLast() {
            if expanded {
                view.subtreeNeedsUpdateConstraints = false
                if view.needsUpdateConstraintsFlag {
                    view.needsUpdateConstraintsFlag = false
                    view.updateConstraints()
                }
                continue
            }
            guard view.subtreeNeedsUpdateConstraints else { continue }
            pending.append((view, true))
            for subview in view.subviews.reversed() where subview.subtreeNeedsUpdateConstraints {
                pending.append((subview, false))
            }
        }
    }

    /// Marks this view and its ancestors as holding a view that needs ``updateConstraints()``.
    func markSubtreeNeedsUpdateConstraints() {
        var node: LayoutView? = self
        while let view = node, !view.subtreeNeedsUpdateConstraints || view === self {
            view.subtreeNeedsUpdateConstraints = true
            node = view.superview
        }
    }
}
