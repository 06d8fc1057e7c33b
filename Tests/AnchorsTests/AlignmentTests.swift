import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "Alignment" and "Relative Alignment": relations between position anchors.
final class AlignmentTests: XCTestCase {
    func testAlignmentExamples() {
        let f = Fixture()
        let container = f.container
        let button = f.add("button")
        let wide = button.widthAnchor.constraint(equalToConstant: 1000)
        wide.priority = .low
        wide.isActive = true
        button.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        button.heightAnchor.constraint(equalToConstant: 20).isActive = true

        // Pin the button to 12 pt from the leading edge of its container
        let leading = button.leadingAnchor == container.leadingAnchor + 12
        // Pin the button to at least 12 pt from the trailing edge of its container
        let trailing = button.trailingAnchor <= container.trailingAnchor - 12

        let centered = f.add("centered", width: 50, height: 20)
        centered.topAnchor.constraint(equalTo: container.topAnchor, constant: 40).isActive = true
        let boxed = f.add("boxed", width: 40, height: 30)
        // Center one or both axes of a view
        let centerX = centered.centerXAnchor == container.centerXAnchor
        let both = boxed.centerAnchors == container.centerAnchors
        f.layout()

        assertConstraint(leading, button, .leading, .equal, container, .leading, constant: 12)
        assertConstraint(trailing, button, .trailing, .lessThanOrEqual, container, .trailing, constant: -12)
        assertConstraint(centerX, centered, .centerX, .equal, container, .centerX)
        assertConstraint(both.first, boxed, .centerX, .equal, container, .centerX)
        assertConstraint(both.second, boxed, .centerY, .equal, container, .centerY)
        assertFrames(
            f.root,
            [
                "button": CGRect(x: 12, y: 0, width: 276, height: 20),
                "centered": CGRect(x: 125, y: 40, width: 50, height: 20),
                "boxed": CGRect(x: 130, y: 85, width: 40, height: 30),
            ])
    }

    func testRelativeAlignmentExamples() {
        let f = Fixture()
        let container = f.container
        let view = f.add("view", width: 20, height: 10)
        // Position a view to be centered at 2/3 of its container's width
        let centerX = view.centerXAnchor == 2 * container.trailingAnchor / 3
        // Pin the top of a view at 25% of container's height
        let top = view.topAnchor == container.bottomAnchor / 4
        f.layout()

        assertConstraint(centerX, view, .centerX, .equal, container, .trailing, multiplier: 2.0 / 3)
        assertConstraint(top, view, .top, .equal, container, .bottom, multiplier: 0.25)
        assertFrames(f.root, ["view": CGRect(x: 190, y: 50, width: 20, height: 10)])
    }

    func testRelativeAlignmentIsRelativeToTheCommonAncestorWhenNotTheSuperview() {
        let f = Fixture()
        let panel = f.add("panel", width: 100, height: 100)
        panel.leadingAnchor == f.container.leadingAnchor + 50
        panel.topAnchor == f.container.topAnchor + 20
        let view = f.add("view", width: 20, height: 10, to: panel)
        // In the container's coordinates: 2/3 of 300 is 200, so 150 inside the panel at x = 50.
        view.centerXAnchor == 2 * f.container.trailingAnchor / 3
        view.topAnchor == f.container.bottomAnchor / 4
        f.layout()
        assertFrames(f.root, ["view": CGRect(x: 140, y: 30, width: 20, height: 10)])
    }

    func testVerticalAnchorsWithArithmetic() {
        let f = Fixture()
        let above = f.add("above", width: 50, height: 30)
        let below = f.add("below", width: 50, height: 30)
        above.leadingAnchor == f.container.leadingAnchor
        below.leadingAnchor == f.container.leadingAnchor
        let top = above.topAnchor == f.container.topAnchor + 10
        let gap = below.topAnchor >= above.bottomAnchor + 8
        let limit = below.bottomAnchor <= f.container.bottomAnchor - 20
        let pull = below.topAnchor == f.container.bottomAnchor ~ .low
        f.layout()
        assertConstraint(top, above, .top, .equal, f.container, .top, constant: 10)
        assertConstraint(gap, below, .top, .greaterThanOrEqual, above, .bottom, constant: 8)
        assertConstraint(limit, below, .bottom, .lessThanOrEqual, f.container, .bottom, constant: -20)
        assertConstraint(pull, below, .top, .equal, f.container, .bottom, priority: .low)
        assertFrames(
            f.root,
            [
                "above": CGRect(x: 0, y: 10, width: 50, height: 30),
                "below": CGRect(x: 0, y: 150, width: 50, height: 30),
            ])
    }

    func testLeadingFollowsTheLayoutDirection() {
        let f = Fixture(direction: .rightToLeft)
        let button = f.add("button", width: 60, height: 20)
        button.leadingAnchor == f.container.leadingAnchor + 12
        button.topAnchor == f.container.topAnchor
        f.layout()
        assertFrames(f.root, ["button": CGRect(x: 228, y: 0, width: 60, height: 20)])
    }
}
