import FlexKit
import XCTest

/// A root on a 1-point grid and a container in it, for the view-layer tests.
struct FlexFixture {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container: LayoutView

    init(width: CGFloat = 300, height: CGFloat = 100) {
        root.displayScale = 1
        container = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        container.identifier = "container"
        root.addSubview(container)
    }

    /// A plain named view.
    func box(_ name: String) -> LayoutView { named(name) }

    /// Three plain items `a`, `b`, `c` of 50 x 20 added to the container.
    func threeItems() -> [LayoutView] {
        ["a", "b", "c"].map { name in
            let view = box(name)
            container.flex.addItem(view).size(CGSize(width: 50, height: 20))
            return view
        }
    }
}

/// The frames of views, for comparing with one assertion.
func frames(_ views: [LayoutView]) -> [CGRect] { views.map(\.frame) }
