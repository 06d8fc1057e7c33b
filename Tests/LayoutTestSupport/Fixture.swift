import Foundation
import LayoutCore

/// A root (400 × 300, whole-point frames) holding `container` at (20, 10, 300, 200), placed by its
/// frame (it keeps translating its autoresizing mask), and named views made on demand: added to a
/// parent (`add`), or in no view yet for a DSL to add (`view`, `sized`, `guide`).
public struct Fixture {
    /// The root view, 400 × 300 at display scale 1.
    public let root: LayoutView
    /// The view the tests lay out in, at (20, 10, 300, 200) in the root.
    public let container: LayoutView

    /// The container's width, to mirror frames for right-to-left layouts.
    public static let width: CGFloat = 300

    /// A fixture laid out in `direction`.
    public init(direction: UserInterfaceLayoutDirection = .leftToRight) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.identifier = "root"
        root.displayScale = 1
        root.userInterfaceLayoutDirection = direction
        container = LayoutView(frame: CGRect(x: 20, y: 10, width: Fixture.width, height: 200))
        container.identifier = "container"
        root.addSubview(container)
    }

    /// A new view named `name` inside `parent` (the container by default), still translating its mask.
    public func add(_ name: String, to parent: LayoutView? = nil) -> LayoutView {
        let view = self.view(name)
        (parent ?? container).addSubview(view)
        return view
    }

    /// A new view with a fixed size (made with the anchor factory methods, not a DSL).
    public func add(_ name: String, width: CGFloat, height: CGFloat, to parent: LayoutView? = nil) -> LayoutView {
        let view = add(name, to: parent)
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    /// A new view named `name`, in no view yet.
    public func view(_ name: String) -> LayoutView {
        let view = LayoutView()
        view.identifier = name
        return view
    }

    /// A new view named `name` with an intrinsic size, in no view yet.
    public func sized(_ name: String, width: CGFloat, height: CGFloat) -> LayoutView {
        SizedView(name, width, height)
    }

    /// A new layout guide named `name`, in no view yet.
    public func guide(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        return guide
    }

    /// Lays out the tree.
    public func layout() {
        root.layoutIfNeeded()
    }
}

/// A view with a fixed intrinsic content size (like a label of known text or an image view).
public final class SizedView: LayoutView {
    /// The intrinsic content size; setting it invalidates the view's intrinsic size.
    public var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// A view of intrinsic size `size`.
    public init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    /// A view named `name` of intrinsic size `width` × `height`.
    public convenience init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        self.init(CGSize(width: width, height: height))
        identifier = name
    }

    /// The fixed size.
    public override var intrinsicContentSize: CGSize { size }
}
