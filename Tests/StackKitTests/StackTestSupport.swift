import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// A view with a fixed intrinsic size, like an image view, with a name for frame assertions.
final class SizedView: LayoutView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        identifier = name
    }

    override var intrinsicContentSize: CGSize { size }
}

/// A root of the given size at display scale 1 (integer frames), holding `stack` at its origin with
/// a fixed frame when `frame` is given.
func makeRoot(_ stack: LayoutView, frame: CGRect? = nil, rootSize: CGSize = CGSize(width: 400, height: 400))
    -> LayoutView
{
    let root = LayoutView(frame: CGRect(origin: .zero, size: rootSize))
    root.displayScale = 1
    root.addSubview(stack)
    if let frame { stack.frame = frame }
    return root
}

/// The stack's own constraints with an identifier.
func stackConstraints(_ view: LayoutView, _ identifier: String) -> [LayoutConstraint] {
    view.constraints.filter { $0.identifier == identifier && $0.isActive }
}

/// Whether two arrays hold the same views in the same order.
func same(_ views: [LayoutView], _ expected: [LayoutView]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
}
