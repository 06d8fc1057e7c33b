import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

// The DSL lines keep the seed's ASCII spelling (`|--15--title--15--|`); `swift format` would space
// the `--` operators, so each such statement carries `// swift-format-ignore`.

/// The row syntax of the seed, form by form: the constraints each row makes and the frames, left to
/// right and right to left (the container is 300 × 200; views without an intrinsic size get a height
/// with `/=/`).
final class RowOperatorsTests: XCTestCase {
    func testPipeViewPipePinsBothSidesAtZero() {
        inBothDirections { f, expect in
            let view = f.sized("view", width: 50, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |view|
            }
            assertConstraints(
                made,
                [
                    "view.top == container.top", "view.leading == container.leading",
                    "view.trailing == container.trailing",
                ])
            f.layout()
            expect.assertFrames([(view, CGRect(x: 0, y: 0, width: 300, height: 30))])
        }
    }

    func testDashedFencesPinBothSidesAtZero() {
        inBothDirections { f, expect in
            let view = f.sized("view", width: 50, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--view--|
            }
            assertConstraints(
                made,
                [
                    "view.top == container.top", "view.leading == container.leading",
                    "view.trailing == container.trailing",
                ])
            f.layout()
            expect.assertFrames([(view, CGRect(x: 0, y: 0, width: 300, height: 30))])
        }
    }

    func testInterItemSpacing() {
        inBothDirections { f, expect in
            let view1 = f.sized("view1", width: 50, height: 30)
            let view2 = f.sized("view2", width: 70, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--view1--20--view2--|
            }
            assertConstraints(
                made,
                [
                    "view1.top == container.top", "view1.leading == container.leading",
                    "view2.leading == view1.trailing + 20", "view2.trailing == container.trailing",
                    "view2.top == view1.top", "view2.width == view1.width @249",
                ])
            f.layout()
            // Both stretch past their intrinsic widths (hugging 250 ties), and the width preference
            // at 249 shares the stretch: (300 - 20) / 2 each.
            expect.assertFrames([
                (view1, CGRect(x: 0, y: 0, width: 140, height: 30)),
                (view2, CGRect(x: 160, y: 0, width: 140, height: 30)),
            ])
            XCTAssertFalse(f.root.hasAmbiguousLayout)
        }
    }

    func testExplicitMarginsAndSpacing() {
        inBothDirections { f, expect in
            let view1 = f.view("view1")
            let view2 = f.view("view2")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--20--view1--8--view2--16--| /=/ 30
            }
            assertConstraints(
                made,
                [
                    "view1.top == container.top", "view1.leading == container.leading + 20",
                    "view2.leading == view1.trailing + 8", "view2.trailing == container.trailing - 16",
                    "view2.top == view1.top", "view2.width == view1.width @249", "view1.height == 30",
                    "view2.height == 30",
                ])
            f.layout()
            expect.assertFrames([
                (view1, CGRect(x: 20, y: 0, width: 128, height: 30)),
                (view2, CGRect(x: 156, y: 0, width: 128, height: 30)),
            ])
            XCTAssertFalse(f.root.hasAmbiguousLayout)
        }
    }

    func testLeadingNumberWithoutFenceIsALeadingMargin() {
        inBothDirections { f, expect in
            let view1 = f.view("view1")
            let view2 = f.view("view2")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                20--view1--8--view2| /=/ 30
            }
            assertConstraints(
                made,
                [
                    "view1.top == container.top", "view1.leading == container.leading + 20",
                    "view2.leading == view1.trailing + 8", "view2.trailing == container.trailing",
                    "view2.top == view1.top", "view2.width == view1.width @249", "view1.height == 30",
                    "view2.height == 30",
                ])
            f.layout()
            expect.assertFrames([
                (view1, CGRect(x: 20, y: 0, width: 136, height: 30)),
                (view2, CGRect(x: 164, y: 0, width: 136, height: 30)),
            ])
        }
    }

    func testTrailingNumberWithoutFenceIsATrailingMargin() {
        inBothDirections { f, expect in
            let view1 = f.view("view1")
            let view2 = f.view("view2")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |view1--8--view2--20 /=/ 30
            }
            assertConstraints(
                made,
                [
                    "view1.top == container.top", "view1.leading == container.leading",
                    "view2.leading == view1.trailing + 8", "view2.trailing == container.trailing - 20",
                    "view2.top == view1.top", "view2.width == view1.width @249", "view1.height == 30",
                    "view2.height == 30",
                ])
            f.layout()
            expect.assertFrames([
                (view1, CGRect(x: 0, y: 0, width: 136, height: 30)),
                (view2, CGRect(x: 144, y: 0, width: 136, height: 30)),
            ])
        }
    }

    func testPipesAroundNumbersAreMargins() {
        inBothDirections { f, expect in
            let view = f.view("view")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |16--view--16| /=/ 30
            }
            assertConstraints(
                made,
                [
                    "view.top == container.top", "view.leading == container.leading + 16",
                    "view.trailing == container.trailing - 16", "view.height == 30",
                ])
            f.layout()
            expect.assertFrames([(view, CGRect(x: 16, y: 0, width: 268, height: 30))])
        }
    }

    func testRowWithoutTrailingFenceLeavesTrailingFree() {
        inBothDirections { f, expect in
            let a = f.sized("a", width: 50, height: 30)
            let b = f.sized("b", width: 70, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--a--8--b
            }
            assertConstraints(
                made,
                [
                    "a.top == container.top", "a.leading == container.leading", "b.leading == a.trailing + 8",
                    "b.top == a.top", "b.width == a.width @249",
                ])
            f.layout()
            // Intrinsic widths win over the width preference.
            expect.assertFrames([
                (a, CGRect(x: 0, y: 0, width: 50, height: 30)), (b, CGRect(x: 58, y: 0, width: 70, height: 30)),
            ])
            XCTAssertFalse(f.root.hasAmbiguousLayout)
        }
    }

    func testRowWithoutLeadingFenceLeavesLeadingFree() {
        inBothDirections { f, expect in
            let a = f.sized("a", width: 50, height: 30)
            let b = f.sized("b", width: 70, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                a--8--b--|
            }
            assertConstraints(
                made,
                [
                    "a.top == container.top", "b.leading == a.trailing + 8", "b.trailing == container.trailing",
                    "b.top == a.top", "b.width == a.width @249",
                ])
            f.layout()
            expect.assertFrames([
                (a, CGRect(x: 172, y: 0, width: 50, height: 30)), (b, CGRect(x: 230, y: 0, width: 70, height: 30)),
            ])
        }
    }

    func testBareViewIsARowWithNoFences() {
        inBothDirections { f, expect in
            let view = f.sized("view", width: 50, height: 30)
            let made = f.container.tl.layoutConstraints {
                8
                view
            }
            assertConstraints(made, ["view.top == container.top + 8"])
            view.centerXAnchor == f.container.centerXAnchor
            f.layout()
            expect.assertFrames([(view, CGRect(x: 125, y: 8, width: 50, height: 30))])
        }
    }

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

    func testLayoutGuideRow() {
        inBothDirections { f, expect in
            let guide = f.guide("guide")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--guide--| /=/ 44
            }
            assertConstraints(
                made,
                [
                    "guide.top == container.top", "guide.leading == container.leading",
                    "guide.trailing == container.trailing", "guide.height == 44",
                ])
            XCTAssertTrue(guide.owningView === f.container)
            f.layout()
            expect.assertFrames([(guide, CGRect(x: 0, y: 0, width: 300, height: 44))])
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
