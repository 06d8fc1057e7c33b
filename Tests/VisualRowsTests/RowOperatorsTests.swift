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

    func testArithmeticInsideARow() {
        inBothDirections { f, expect in
            let a = f.view("a")
            let b = f.view("b")
            let gap: CGFloat = 8
            // `--` binds below `*` and `+`; a fence binds to the piece right beside it, so arithmetic
            // next to a fence goes in parentheses.
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--(gap + 4)--a--gap * 2--b--| /=/ 10 + 20
            }
            assertConstraints(
                made,
                [
                    "a.top == container.top", "a.leading == container.leading + 12",
                    "b.leading == a.trailing + 16", "b.trailing == container.trailing", "b.top == a.top",
                    "b.width == a.width @249", "a.height == 30", "b.height == 30",
                ])
            f.layout()
            expect.assertFrames([
                (a, CGRect(x: 12, y: 0, width: 136, height: 30)), (b, CGRect(x: 164, y: 0, width: 136, height: 30)),
            ])
        }
    }

    func testRowDescriptions() {
        let f = Fixture()
        let (a, b, c) = (f.view("a"), f.view("b"), f.view("c"))
        // swift-format-ignore
        let rows: [VisualRow] = [
            |--15--a--15--| /=/ 20,
            |--[a, 10, b, 2.5, c]--| /=/ 44 ~ .high,
            20--a--8--b|,
            |a|,
        ]
        XCTAssertEqual(
            rows.map(\.description),
            ["|--15--a--15--| /=/ 20", "|--[a, 10, b, 2.5, c]--| /=/ 44 ~ 750", "20--a--8--b--|", "|--a--|"])
    }
}
