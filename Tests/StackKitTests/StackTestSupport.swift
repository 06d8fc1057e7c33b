import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

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
