import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

// The DSL lines keep the seed's ASCII spelling (`|--15--title--15--|`); `swift format` would space
// the `--` operators, so each such statement carries `// swift-format-ignore`.

/// Arrays in rows (equal widths, their own gaps, every number type, typed arrays) and the seed's
/// default and explicit inter-item spacing, left to right and right to left.
final class RowArraysAndSpacingTests: XCTestCase {
    func testArrayMakesEqualWidthsAndAlignedTops() {
        inBothDirections { f, expect in
            let view1 = f.sized("view1", width: 40, height: 30)
            let view2 = f.sized("view2", width: 60, height: 30)
            let view3 = f.sized("view3", width: 80, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--[view1, view2, view3]--|
            }
            assertConstraints(
                made,
                [
                    "view1.top == container.top", "view1.leading == container.leading",
                    "view2.leading == view1.trailing", "view3.leading == view2.trailing",
                    "view3.trailing == container.trailing", "view2.top == view1.top", "view3.top == view1.top",
                    "view2.width == view1.width", "view3.width == view2.width",
                ])
            f.layout()
            expect.assertFrames([
                (view1, CGRect(x: 0, y: 0, width: 100, height: 30)),
                (view2, CGRect(x: 100, y: 0, width: 100, height: 30)),
                (view3, CGRect(x: 200, y: 0, width: 100, height: 30)),
            ])
        }
    }
    func testMixedArrayGaps() {
        inBothDirections { f, expect in
            let view1 = f.view("view1")
            let view2 = f.view("view2")
            let view3 = f.view("view3")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--[view1, 10, view2, 50.0, view3]--| /=/ 30
            }
            assertConstraints(
                Array(made[2...3]), ["view2.leading == view1.trailing + 10", "view3.leading == view2.trailing + 50"])
            assertConstraints(Array(made[7...8]), ["view2.width == view1.width", "view3.width == view2.width"])
            f.layout()
            expect.assertFrames([
                (view1, CGRect(x: 0, y: 0, width: 80, height: 30)),
                (view2, CGRect(x: 90, y: 0, width: 80, height: 30)),
                (view3, CGRect(x: 220, y: 0, width: 80, height: 30)),
            ])
        }
    }
    func testMixedArrayWithMargins() {
        inBothDirections { f, expect in
            f.root.displayScale = 2
            let middleLeft = f.view("middleLeft")
            let middleRight = f.view("middleRight")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--15--[middleLeft, 50, middleRight]--20--| /=/ 30
            }
            assertConstraints(
                made,
                [
                    "middleLeft.top == container.top", "middleLeft.leading == container.leading + 15",
                    "middleRight.leading == middleLeft.trailing + 50",
                    "middleRight.trailing == container.trailing - 20", "middleRight.top == middleLeft.top",
                    "middleRight.width == middleLeft.width", "middleLeft.height == 30", "middleRight.height == 30",
                ])
            f.layout()
            expect.assertFrames([
                (middleLeft, CGRect(x: 15, y: 0, width: 107.5, height: 30)),
                (middleRight, CGRect(x: 172.5, y: 0, width: 107.5, height: 30)),
            ])
        }
    }
    func testEveryNumberTypeInAMixedArray() {
        let f = Fixture()
        let views = (1...5).map { f.view("v\($0)") }
        let (v1, v2, v3, v4, v5) = (views[0], views[1], views[2], views[3], views[4])
        let float: Float = 12.5
        let cgFloat: CGFloat = 7.5
        let double: Double = 2.25
        let int = 3
        // swift-format-ignore
        let made = f.container.tl.layoutConstraints {
            |--[v1, int, v2, float, v3, cgFloat, v4, double, v5]--|
        }
        XCTAssertEqual(constraints(made, on: .leading).map(\.constant), [0, 3, 12.5, 7.5, 2.25])
    }
    func testArraysOfViewsLabelsAndGuides() {
        inBothDirections { f, expect in
            let buttons: [LayoutView] = [f.view("left"), f.view("right")]
            let labels: [Label] = [Label(text: "One"), Label(text: "Two")]
            labels[0].identifier = "one"
            labels[1].identifier = "two"
            let guides = [f.guide("g1"), f.guide("g2")]
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--buttons--| /=/ 30
                |--labels--|
                |--guides--| /=/ 10
            }
            XCTAssertEqual(
                described(made, .width),
                [
                    "right.width == left.width", "two.width == one.width", "g2.width == g1.width",
                ])
            f.layout()
            let labelHeight = labels[0].intrinsicContentSize.height
            expect.assertFrames([
                (buttons[0], CGRect(x: 0, y: 0, width: 150, height: 30)),
                (buttons[1], CGRect(x: 150, y: 0, width: 150, height: 30)),
                (labels[0], CGRect(x: 0, y: 30, width: 150, height: labelHeight)),
                (labels[1], CGRect(x: 150, y: 30, width: 150, height: labelHeight)),
                (guides[0], CGRect(x: 0, y: 30 + labelHeight, width: 150, height: 10)),
                (guides[1], CGRect(x: 150, y: 30 + labelHeight, width: 150, height: 10)),
            ])
        }
    }
    func testChainAroundAnArray() {
        inBothDirections { f, expect in
            let icon = f.sized("icon", width: 20, height: 20)
            let a = f.view("a")
            let b = f.view("b")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--8--icon--8--[a, 4, b]--8--| /=/ 20
            }
            // The icon and `a` prefer equal widths; `a` and `b`, written in one array, are equal.
            XCTAssertEqual(
                described(made, .width),
                [
                    "a.width == icon.width @249", "b.width == a.width",
                ])
            f.layout()
            expect.assertFrames([
                (icon, CGRect(x: 8, y: 0, width: 20, height: 20)),
                (a, CGRect(x: 36, y: 0, width: 126, height: 20)),
                (b, CGRect(x: 166, y: 0, width: 126, height: 20)),
            ])
        }
    }
    func testDefaultInterItemSpacingIsZero() {
        inBothDirections { f, expect in
            f.root.displayScale = 6  // thirds and halves of a point
            let views = (1...10).map { f.view("view\($0)") }
            let (view1, view2, view3, view4, view5) = (views[0], views[1], views[2], views[3], views[4])
            let (view6, view7, view8, view9, view10) = (views[5], views[6], views[7], views[8], views[9])
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--view1--view2--| /=/ 20              // gap(view1, view2) = 0
                |--[view3, view4, view5]--| /=/ 20     // gaps = [0, 0]
                |--[view6, 10, view7, view8]--| /=/ 20 // gaps = [10, 0]
                |--15--view9--view10--20--| /=/ 20     // gap(view9, view10) = 0
            }
            XCTAssertEqual(
                described(made, .leading, .trailing),
                [
                    "view1.leading == container.leading", "view2.leading == view1.trailing",
                    "view2.trailing == container.trailing", "view3.leading == container.leading",
                    "view4.leading == view3.trailing", "view5.leading == view4.trailing",
                    "view5.trailing == container.trailing", "view6.leading == container.leading",
                    "view7.leading == view6.trailing + 10", "view8.leading == view7.trailing",
                    "view8.trailing == container.trailing", "view9.leading == container.leading + 15",
                    "view10.leading == view9.trailing", "view10.trailing == container.trailing - 20",
                ])
            XCTAssertEqual(
                described(made, .width),
                [
                    "view2.width == view1.width @249", "view4.width == view3.width", "view5.width == view4.width",
                    "view7.width == view6.width", "view8.width == view7.width", "view10.width == view9.width @249",
                ])
            f.layout()
            expect.assertFrames([
                (view1, CGRect(x: 0, y: 0, width: 150, height: 20)),
                (view2, CGRect(x: 150, y: 0, width: 150, height: 20)),
                (view3, CGRect(x: 0, y: 20, width: 100, height: 20)),
                (view4, CGRect(x: 100, y: 20, width: 100, height: 20)),
                (view5, CGRect(x: 200, y: 20, width: 100, height: 20)),
                (view6, CGRect(x: 0, y: 40, width: 290.0 / 3, height: 20)),
                (view7, CGRect(x: 290.0 / 3 + 10, y: 40, width: 290.0 / 3, height: 20)),
                (view8, CGRect(x: 580.0 / 3 + 10, y: 40, width: 290.0 / 3, height: 20)),
                (view9, CGRect(x: 15, y: 60, width: 132.5, height: 20)),
                (view10, CGRect(x: 147.5, y: 60, width: 132.5, height: 20)),
            ])
        }
    }
    func testExplicitInterItemSpacing() {
        inBothDirections { f, expect in
            let (view1, view2, view3, view4) = (f.view("view1"), f.view("view2"), f.view("view3"), f.view("view4"))
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--view1--12--view2--| /=/ 20
                |--[view3, 12, view4]--| /=/ 20
            }
            XCTAssertEqual(
                described(made, .leading, .width),
                [
                    "view1.leading == container.leading", "view2.leading == view1.trailing + 12",
                    "view2.width == view1.width @249", "view3.leading == container.leading",
                    "view4.leading == view3.trailing + 12", "view4.width == view3.width",
                ])
            f.layout()
            expect.assertFrames([
                (view1, CGRect(x: 0, y: 0, width: 144, height: 20)),
                (view2, CGRect(x: 156, y: 0, width: 144, height: 20)),
                (view3, CGRect(x: 0, y: 20, width: 144, height: 20)),
                (view4, CGRect(x: 156, y: 20, width: 144, height: 20)),
            ])
        }
    }
}
