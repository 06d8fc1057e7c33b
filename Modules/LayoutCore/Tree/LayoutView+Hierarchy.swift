import Foundation

/// Reordering subviews and finding views in the tree (the mutations that change the tree are in
/// `LayoutView.swift`, with the links they write).
extension LayoutView {
    /// Inserts `view` just in front of `sibling`.
    public func insertSubview(_ view: LayoutView, aboveSubview sibling: LayoutView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just behind `sibling`.
    public func insertSubview(_ view: LayoutView, belowSubview sibling: LayoutView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: index)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: LayoutView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: LayoutView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: LayoutView {
        resolvedInheritedTraits().root
    }

    /// Whether `root` is this view's topmost ancestor, asked without retaining either.
    @inline(__always) func isRooted(at root: LayoutView?) -> Bool {
        guard let root else { return false }
        return Unmanaged.passUnretained(resolvedInheritedTraits().root).toOpaque()
            == Unmanaged.passUnretained(root).toOpaque()
    }

    /// The engine of this view's root, if it was made, borrowed for `body` (neither is retained: the
    /// caller holds this view, and this view its ancestors, and the root its engine).
    @inline(__always) func withRootEngine(_ body: (LayoutEngine) -> Void) {
        let root = Unmanaged.passUnretained(resolvedInheritedTraits().root)
        guard let engine = root._withUnsafeGuaranteedRef({ $0.unretainedEngine }) else { return }
        engine._withUnsafeGuaranteedRef(body)
    }

    /// The closest view that contains both this view and `other`, if they share a tree.
    public func nearestCommonAncestor(with other: LayoutView) -> LayoutView? {
        var depthA = 0
        var depthB = 0
        var a: LayoutView? = self
        var b: LayoutView? = other
        while let node = a?.superview {
            depthA += 1
            a = node
        }
        while let node = b?.superview {
            depthB += 1
            b = node
        }
        guard a === b else { return nil }
        a = self
        b = other
        while depthA > depthB {
            a = a?.superview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superview
            depthB -= 1
        }
        while a !== b {
            a = a?.superview
            b = b?.superview
        }
        return a
    }
}
