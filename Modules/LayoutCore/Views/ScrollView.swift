import Foundation

/// A view whose subviews scroll (UIKit's `UIScrollView`), with guides for its content and frame.
///
/// Constrain subviews to ``contentLayoutGuide`` to give the content its size: after layout,
/// ``contentSize`` follows the guide. Constraints to ``frameLayoutGuide`` stay with the visible frame.
open class ScrollView: LayoutView {
    /// The size of the scrollable content (set by layout when the content guide is constrained).
    public var contentSize = CGSize.zero
    /// The visible part's origin within the content (an offset that is not finite is reported and
    /// ignored; one beyond ±1e9 points is clamped).
    public var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            let rect = CGRect(origin: newValue, size: .zero)
            guard let accepted = LayoutView.acceptedRect(rect, "content offset", of: self) else { return }
            boundsOrigin = accepted.origin
            if let guide = lazyFrameGuide, let engine = rootView.existingEngine {
                for constraint in guide.referencing { constraint.needsRebuild = true }
                for constraint in guide.referencing { engine.constraintChanged(constraint) }
            }
            setNeedsLayout()
        }
    }
    /// Extra space around the content.
    public var contentInset = EdgeInsets.zero

    private var lazyContentGuide: LayoutGuide?
    private var lazyFrameGuide: LayoutGuide?

    /// A guide for the content: its origin is the content's, its size becomes ``contentSize``.
    public var contentLayoutGuide: LayoutGuide {
        if let guide = lazyContentGuide { return guide }
        let guide = LayoutGuide(kind: .scrollContent)
        guide.owningView = self
        lazyContentGuide = guide
        scrollContentGuide = guide
        return guide
    }

    /// A guide for the scroll view's visible frame.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = lazyFrameGuide { return guide }
        let guide = LayoutGuide(kind: .scrollFrame)
        guide.owningView = self
        lazyFrameGuide = guide
        return guide
    }

    override var ownsGuides: Bool { super.ownsGuides || lazyFrameGuide != nil }

    override var maySolveSubtreeOnItsOwn: Bool { false }

    override func appendOwnedGuides(to guides: inout [LayoutGuide]) {
        super.appendOwnedGuides(to: &guides)
        if let guide = lazyFrameGuide { guides.append(guide) }
    }

    override func ownedGuideWasSolved(_ guide: LayoutGuide) {
        if guide.kind == .scrollContent { contentSize = guide.solvedFrame.size }
    }
}
