import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "Composite Anchors", "Use leading and trailing" and "Inset instead of Shift", in both
/// layout directions.
final class CompositeAnchorsTests: XCTestCase {
    private let insets = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)

    func testEdgesEqual() {
        let f = Fixture()
        let imageView = f.add("imageView")
        // Constrain the leading, trailing, top and bottom edges to be equal
        let group = imageView.edgeAnchors == f.container.edgeAnchors
        f.layout()
        assertConstraint(group.top, imageView, .top, .equal, f.container, .top)
        assertConstraint(group.leading, imageView, .leading, .equal, f.container, .leading)
        assertConstraint(group.bottom, imageView, .bottom, .equal, f.container, .bottom)
        assertConstraint(group.trailing, imageView, .trailing, .equal, f.container, .trailing)
        XCTAssertTrue(group.all.elementsEqual([group.top, group.leading, group.bottom, group.trailing], by: ===))
        XCTAssertTrue(group.horizontal.elementsEqual([group.leading, group.trailing], by: ===))
        XCTAssertTrue(group.vertical.elementsEqual([group.top, group.bottom], by: ===))
        assertFrames(f.root, ["imageView": CGRect(x: 0, y: 0, width: 300, height: 200)])
    }

    func testEdgesInsetInBothDirections() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let f = Fixture(direction: direction)
            let imageView = f.add("imageView")
            // Inset the edges of a view from another view
            let group = imageView.edgeAnchors == f.container.edgeAnchors + insets
            f.layout()
            assertConstraint(group.top, imageView, .top, .equal, f.container, .top, constant: 5)
            assertConstraint(group.leading, imageView, .leading, .equal, f.container, .leading, constant: 10)
            assertConstraint(group.bottom, imageView, .bottom, .equal, f.container, .bottom, constant: -15)
            assertConstraint(group.trailing, imageView, .trailing, .equal, f.container, .trailing, constant: -20)
            // Left to right: 10 from the left, 20 from the right. Right to left: leading (10) is on the right.
            let x: CGFloat = direction == .leftToRight ? 10 : 20
            assertFrames(f.root, ["imageView": CGRect(x: x, y: 5, width: 270, height: 180)])
        }
    }

    func testDirectionalInsetsAndOutsets() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let f = Fixture(direction: direction)
            let inset = f.add("inset")
            let outset = f.add("outset")
            let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            let a = inset.edgeAnchors == f.container.edgeAnchors + directional
            let b = outset.edgeAnchors == f.container.edgeAnchors - 10
            f.layout()
            XCTAssertEqual(a.all.map(\.constant), [1, 2, -3, -4])
            XCTAssertEqual(b.all.map(\.constant), [-10, -10, 10, 10])
            let x: CGFloat = direction == .leftToRight ? 2 : 4
            assertFrames(
                f.root,
                [
                    "inset": CGRect(x: x, y: 1, width: 294, height: 196),
                    "outset": CGRect(x: -10, y: -10, width: 320, height: 220),
                ])
        }
    }

    func testHorizontalAndVerticalInsetsFlipTheFarSide() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let f = Fixture(direction: direction)
            let imageView = f.add("imageView")
            let grow = imageView.sizeAnchors == CGSize(width: 1000, height: 1000) ~ .low
            // Inset the leading and trailing anchors by 10
            let horizontal = imageView.horizontalAnchors >= f.container.horizontalAnchors + 10
            // Inset the top and bottom anchors by 10
            let vertical = imageView.verticalAnchors >= f.container.verticalAnchors + 10
            f.layout()
            assertConstraint(
                horizontal.first, imageView, .leading, .greaterThanOrEqual, f.container, .leading, constant: 10)
            assertConstraint(
                horizontal.second, imageView, .trailing, .lessThanOrEqual, f.container, .trailing, constant: -10)
            assertConstraint(vertical.first, imageView, .top, .greaterThanOrEqual, f.container, .top, constant: 10)
            assertConstraint(
                vertical.second, imageView, .bottom, .lessThanOrEqual, f.container, .bottom, constant: -10)
            XCTAssertEqual(grow.first.priority, .low)
            assertFrames(f.root, ["imageView": CGRect(x: 10, y: 10, width: 280, height: 180)])
        }
    }

    func testLessThanOrEqualPairsOutsetInstead() {
        let f = Fixture(direction: .rightToLeft)
        let view = f.add("view")
        let shrink = view.sizeAnchors == CGSize(width: 0, height: 0) ~ .low
        let pair = view.horizontalAnchors <= f.container.horizontalAnchors - 5
        view.verticalAnchors == f.container.verticalAnchors
        f.layout()
        assertConstraint(pair.first, view, .leading, .lessThanOrEqual, f.container, .leading, constant: -5)
        assertConstraint(pair.second, view, .trailing, .greaterThanOrEqual, f.container, .trailing, constant: 5)
        XCTAssertEqual(shrink.second.priority, .low)
        // Right to left: leading is the right edge, so the view reaches 5 beyond both sides.
        assertFrames(f.root, ["view": CGRect(x: -5, y: 0, width: 310, height: 200)])
    }

    func testCenterAndSizePairsAddTheirConstantToBothAnchors() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let f = Fixture(direction: direction)
            let template = f.add("template", width: 40, height: 20)
            template.leadingAnchor == f.container.leadingAnchor
            template.topAnchor == f.container.topAnchor
            let view = f.add("view")
            let center = view.centerAnchors == f.container.centerAnchors + 10
            let size = view.sizeAnchors == template.sizeAnchors + 6
            f.layout()
            assertConstraint(center.first, view, .centerX, .equal, f.container, .centerX, constant: 10)
            assertConstraint(center.second, view, .centerY, .equal, f.container, .centerY, constant: 10)
            assertConstraint(size.first, view, .width, .equal, template, .width, constant: 6)
            assertConstraint(size.second, view, .height, .equal, template, .height, constant: 6)
            // centerX never flips (it is not leading or trailing).
            assertFrames(f.root, ["view": CGRect(x: 137, y: 97, width: 46, height: 26)])
        }
    }

    func testSizeAgainstFixedSizesInEveryRelation() {
        let f = Fixture()
        let view = f.add("view")
        view.leadingAnchor == f.container.leadingAnchor
        view.topAnchor == f.container.topAnchor
        let grow = view.sizeAnchors == CGSize(width: 1000, height: 1000) ~ .low
        let atMost = view.sizeAnchors <= CGSize(width: 120, height: 80)
        let atLeast = view.sizeAnchors >= CGSize(width: 20, height: 10)
        f.layout()
        assertConstraint(atMost.first, view, .width, .lessThanOrEqual, constant: 120)
        assertConstraint(atMost.second, view, .height, .lessThanOrEqual, constant: 80)
        assertConstraint(atLeast.first, view, .width, .greaterThanOrEqual, constant: 20)
        assertConstraint(atLeast.second, view, .height, .greaterThanOrEqual, constant: 10)
        XCTAssertEqual(grow.all.count, 2)
        assertFrames(f.root, ["view": CGRect(x: 0, y: 0, width: 120, height: 80)])
    }

    func testCompositeAnchorsOfLayoutGuides() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let f = Fixture(direction: direction)
            f.container.layoutMargins = EdgeInsets(top: 4, left: 8, bottom: 12, right: 16)
            let guide = LayoutGuide()
            f.container.addLayoutGuide(guide)
            guide.edgeAnchors == f.container.layoutMarginsGuide.edgeAnchors
            let label = f.add("label")
            label.edgeAnchors == guide.edgeAnchors + 2
            f.layout()
            // The margins are absolute (left 8, right 16); the inset of 2 is on every side.
            assertFrame(guide.layoutFrame, CGRect(x: 8, y: 4, width: 276, height: 184), "guide")
            assertFrames(f.root, ["label": CGRect(x: 10, y: 6, width: 272, height: 180)])
        }
    }

    func testEdgesUseLeadingAndTrailingNeverLeftAndRight() {
        let view = LayoutView()
        XCTAssertEqual(view.edgeAnchors.horizontalAnchors.first.attribute, .leading)
        XCTAssertEqual(view.edgeAnchors.horizontalAnchors.second.attribute, .trailing)
        XCTAssertEqual(view.horizontalAnchors.first.attribute, .leading)
        XCTAssertEqual(view.verticalAnchors.second.attribute, .bottom)
        XCTAssertEqual(view.centerAnchors.second.attribute, .centerY)
        XCTAssertEqual(view.sizeAnchors.first.attribute, .width)
    }

    func testStoredGroupsGiveTheirConstraints() {
        let f = Fixture()
        let button = f.add("button")
        let imageView = f.add("imageView")
        // A single (active) LayoutConstraint
        let topConstraint = (imageView.topAnchor == f.container.topAnchor)
        // ConstraintGroup represents a collection of constraints: one by one, or .all, .horizontal, .vertical
        let edgeConstraints = (button.edgeAnchors == f.container.edgeAnchors).all
        XCTAssertTrue(topConstraint.isActive)
        XCTAssertEqual(edgeConstraints.count, 4)
        XCTAssertEqual(edgeConstraints.map(\.firstAttribute), [.top, .leading, .bottom, .trailing])
        XCTAssertTrue(edgeConstraints.allSatisfy(\.isActive))
        let pair = button.centerAnchors == imageView.centerAnchors
        XCTAssertEqual(pair.all.map(\.firstAttribute), [.centerX, .centerY])
        XCTAssertEqual(pair.description, "\(pair.first)\n\(pair.second)")
    }
}
