import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Renders a StackKit example of the catalog in large text, left to right.
func renderStackKitExample(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutView {
    guard let example = ExampleCatalog.stackKit.first(where: { $0.name == name }) else {
        XCTFail("no example \(name)", file: file, line: line)
        return LayoutView()
    }
    let (root, diagnostics) = example.render()
    XCTAssertEqual(diagnostics, [], name, file: file, line: line)
    return root
}

/// The views below `root` in depth-first order.
func allViews(_ root: LayoutView) -> [LayoutView] {
    var result: [LayoutView] = []
    var stack = [root]
    while let view = stack.popLast() {
        result.append(view)
        stack.append(contentsOf: view.subviews.reversed())
    }
    return result
}

/// The first stack below `root` (depth first), or a new empty one.
func firstStack(_ root: LayoutView) -> StackView {
    allViews(root).compactMap { $0 as? StackView }.first ?? StackView()
}

/// The view named `name` below `root`, or a new empty one.
func named(_ name: String, in root: LayoutView, file: StaticString = #filePath, line: UInt = #line) -> LayoutView {
    guard let view = allViews(root).first(where: { $0.identifier == name }) else {
        XCTFail("no view named \(name)", file: file, line: line)
        return LayoutView()
    }
    return view
}

/// The frame of `view` in `root`'s coordinates.
func frameInRoot(_ view: LayoutView, _ root: LayoutView) -> CGRect {
    var rect = view.frame
    var node = view.superview
    while let parent = node, parent !== root {
        rect.origin.x += parent.frame.minX
        rect.origin.y += parent.frame.minY
        node = parent.superview
    }
    return rect
}
