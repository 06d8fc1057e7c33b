import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "Sizing": dimensions related to constants, to each other, and to themselves (aspect ratio).
final class SizingTests: XCTestCase {
    func testSizingExamples() {
        let f = Fixture()
        let view = f.add("view")
        let imageView = f.add("imageView")
        let twin = f.add("twin")
        let ratio = f.add("ratio")
        for (item, y) in [(view, 0), (imageView, 20), (twin, 0), (ratio, 230)] as [(LayoutView, CGFloat)] {
            item.leadingAnchor.constraint(equalTo: f.container.leadingAnchor).isActive = true
            item.topAnchor.constraint(equalTo: f.container.topAnchor, constant: y).isActive = true
        }
        let wish = view.widthAnchor.constraint(equalToConstant: 150)
        wish.priority = .low
        wish.isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true

        // Constrain a view's width to be at most 100 pt
        let atMost = view.widthAnchor <= 100
        // Constraint a view to a fixed size
        let fixed = imageView.sizeAnchors == CGSize(width: 100, height: 200)
        // Constrain two views to be the same size
        let same = twin.sizeAnchors == imageView.sizeAnchors
        // Constrain view to 4:3 aspect ratio
        ratio.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let aspect = ratio.widthAnchor == 4 * ratio.heightAnchor / 3
        f.layout()

        assertConstraint(atMost, view, .width, .lessThanOrEqual, constant: 100)
        assertConstraint(fixed.first, imageView, .width, .equal, constant: 100)
        assertConstraint(fixed.second, imageView, .height, .equal, constant: 200)
        assertConstraint(same.first, twin, .width, .equal, imageView, .width)
        assertConstraint(same.second, twin, .height, .equal, imageView, .height)
        assertConstraint(aspect, ratio, .width, .equal, ratio, .height, multiplier: 4.0 / 3)
        assertFrames(
            f.root,
            [
                "view": CGRect(x: 0, y: 0, width: 100, height: 10),
                "imageView": CGRect(x: 0, y: 20, width: 100, height: 200),
                "twin": CGRect(x: 0, y: 0, width: 100, height: 200),
                "ratio": CGRect(x: 0, y: 230, width: 80, height: 60),
            ])
    }

    func testDimensionConstantsInEveryRelationAndNumberType() {
        let f = Fixture()
        let view = f.add("view")
        view.leadingAnchor == f.container.leadingAnchor
        view.topAnchor == f.container.topAnchor
        let maximum = 120
        let minimum: Double = 30.5
        let exact: CGFloat = 40
        let wide = view.widthAnchor >= minimum
        let narrow = view.widthAnchor <= maximum
        let tall = view.heightAnchor == exact
        let grow = view.widthAnchor == 1000 ~ .low
        f.layout()
        assertConstraint(wide, view, .width, .greaterThanOrEqual, constant: 30.5)
        assertConstraint(narrow, view, .width, .lessThanOrEqual, constant: 120)
        assertConstraint(tall, view, .height, .equal, constant: 40)
        assertConstraint(grow, view, .width, .equal, constant: 1000, priority: .low)
        assertFrames(f.root, ["view": CGRect(x: 0, y: 0, width: 120, height: 40)])
    }

    func testDimensionExpressions() {
        let f = Fixture()
        let base = f.add("base", width: 60, height: 30)
        let view = f.add("view")
        base.leadingAnchor == f.container.leadingAnchor
        base.topAnchor == f.container.topAnchor
        view.leadingAnchor == f.container.leadingAnchor
        view.topAnchor == base.bottomAnchor
        let spacing = 4
        let width = view.widthAnchor == base.widthAnchor * 2 + spacing
        let height = view.heightAnchor == 10 + base.heightAnchor / 2
        f.layout()
        assertConstraint(width, view, .width, .equal, base, .width, multiplier: 2, constant: 4)
        assertConstraint(height, view, .height, .equal, base, .height, multiplier: 0.5, constant: 10)
        assertFrames(f.root, ["view": CGRect(x: 0, y: 30, width: 124, height: 25)])
    }

    func testDistanceBetweenAnchorsAsADimension() {
        let f = Fixture()
        let a = f.add("a", width: 20, height: 20)
        let b = f.add("b", width: 20, height: 20)
        a.leadingAnchor == f.container.leadingAnchor + 10
        a.topAnchor == f.container.topAnchor
        b.topAnchor == f.container.topAnchor
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let spaced = gap == a.widthAnchor / 2
        f.layout()
        XCTAssertEqual(spaced.multiplier, 0.5)
        XCTAssertTrue(spaced.isActive)
        assertFrames(f.root, ["b": CGRect(x: 40, y: 0, width: 20, height: 20)])
    }
}
