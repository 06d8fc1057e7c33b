import Anchors
import Foundation
import LayoutCore

/// A root (400 × 300, whole-point frames) holding `container` at (20, 10, 300, 200), placed by its
/// frame (it keeps translating its autoresizing mask), and named views added on demand.
struct Fixture {
    let root: LayoutView
    let container: LayoutView

    init(direction: UserInterfaceLayoutDirection = .leftToRight) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.identifier = "root"
        root.displayScale = 1
        root.userInterfaceLayoutDirection = direction
        container = LayoutView(frame: CGRect(x: 20, y: 10, width: 300, height: 200))
        container.identifier = "container"
        root.addSubview(container)
    }

    /// A new view named `name` inside `parent` (the container by default), still translating its mask.
    func add(_ name: String, to parent: LayoutView? = nil) -> LayoutView {
        let view = LayoutView()
        view.identifier = name
        (parent ?? container).addSubview(view)
        return view
    }

    /// A new view with a fixed size (made with the anchor factory methods, not the DSL).
    func add(_ name: String, width: CGFloat, height: CGFloat, to parent: LayoutView? = nil) -> LayoutView {
        let view = add(name, to: parent)
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    /// Lays out the tree.
    func layout() {
        root.layoutIfNeeded()
    }
}
