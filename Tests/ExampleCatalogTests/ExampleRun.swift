import ExampleCatalog
import Foundation
import LayoutCore
import XCTest

/// An example of the catalog laid out in one environment (FixFlex's and VisualRows' checks): its root,
/// the intrinsic sizes of its labels, and frames mirrored for right to left.
struct ExampleRun {
    let root: LayoutView
    let environment: ExampleEnvironment

    /// The view named `name` below the root.
    func view(_ name: String) -> LayoutView {
        var stack = [root]
        while let view = stack.popLast() {
            if view.identifier == name { return view }
            stack.append(contentsOf: view.subviews)
        }
        XCTFail("no view named \(name)")
        return LayoutView()
    }

    /// The intrinsic content size of the view named `name` (a label's text size in this environment).
    func size(_ name: String) -> CGSize {
        view(name).intrinsicContentSize
    }

    /// Whether the environment lays out right to left.
    var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

    /// `rect`, given as laid out left to right in a parent `width` wide, mirrored when right to left.
    func natural(_ rect: CGRect, width: CGFloat = 200) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Frames given left to right in a parent `width` wide, mirrored when right to left.
    func natural(_ frames: [String: CGRect], width: CGFloat) -> [String: CGRect] {
        frames.mapValues { natural($0, width: width) }
    }
}
