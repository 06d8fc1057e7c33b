import Foundation
import LayoutCore

/// A view whose layout margins across the stack's axis line up with an ancestor's layout margins
/// (`margins(alignedWith:)`).
struct MarginAlignment {
    weak var view: LayoutView?
    weak var ancestor: LayoutView?
}

extension StackView {
    /// Sets the cross-axis layout margins of each aligned view so that its margins guide lines up with
    /// its ancestor's: called after every layout of the stack's subviews, as UIKit's observation of the
    /// ancestor's frame would. Changing margins queues another pass of the same layout.
    func updateMarginAlignments() {
        marginAlignments.removeAll { $0.view == nil || $0.ancestor == nil }
        for alignment in marginAlignments {
            guard let view = alignment.view, let ancestor = alignment.ancestor,
                let origin = view.origin(in: ancestor)
            else { continue }
            var margins = view.layoutMargins
            let ancestorMargins = ancestor.layoutMargins
            if axis == .vertical {
                margins.left = ancestorMargins.left - origin.x
                margins.right = ancestorMargins.right - (ancestor.bounds.width - origin.x - view.bounds.width)
            } else {
                margins.top = ancestorMargins.top - origin.y
                margins.bottom = ancestorMargins.bottom - (ancestor.bounds.height - origin.y - view.bounds.height)
            }
            if !margins.isClose(to: view.layoutMargins) { view.layoutMargins = margins }
        }
    }
}

extension LayoutView {
    /// The origin of the view in the coordinates of `ancestor`, or nil when it is not inside it.
    func origin(in ancestor: LayoutView) -> CGPoint? {
        var point = CGPoint.zero
        var node: LayoutView = self
        while node !== ancestor {
            guard let parent = node.superview else { return nil }
            point.x += node.frame.minX - parent.bounds.minX
            point.y += node.frame.minY - parent.bounds.minY
            node = parent
        }
        return point
    }
}

extension EdgeInsets {
    /// Whether every side is within a thousandth of a point of `other`'s.
    func isClose(to other: EdgeInsets) -> Bool {
        abs(top - other.top) < 0.001 && abs(left - other.left) < 0.001 && abs(bottom - other.bottom) < 0.001
            && abs(right - other.right) < 0.001
    }
}
