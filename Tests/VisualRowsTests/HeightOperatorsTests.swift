import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

/// `/=/ height` and `~ priority` on a row.
final class HeightOperatorsTests: XCTestCase {
    func testHeightOnEveryItemAtThePriorityOfTilde() {
        inBothDirections { f, expect in
            let avatarView = f.view("avatarView")
            let left = f.view("left")
            let right = f.view("right")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--avatarView--| /=/ 44 ~ .high
                |--[left, right]--| /=/ 30
            }
            let heights = constraints(made, on: .height)
            XCTAssertEqual(heights.count, 3)
            assertConstraint(heights[0], avatarView, .height, .equal, constant: 44, priority: .defaultHigh)
            assertConstraint(heights[1], left, .height, .equal, constant: 30)
            assertConstraint(heights[2], right, .height, .equal, constant: 30)
            f.layout()
            expect.assertFrames([
                (avatarView, CGRect(x: 0, y: 0, width: 300, height: 44)),
                (left, CGRect(x: 0, y: 44, width: 150, height: 30)),
                (right, CGRect(x: 150, y: 44, width: 150, height: 30)),
            ])
        }
    }

    func testPriorityForms() {
        let f = Fixture()
        let views = (1...4).map { f.view("v\($0)") }
        // swift-format-ignore
        let made = f.container.tl.layoutConstraints {
            |--views[0]--| /=/ 44 ~ .low
            |--views[1]--| /=/ 44 ~ .required - 1
            |--views[2]--| /=/ 44 ~ 752
            |--views[3]--| /=/ 44 ~ .fittingSize
        }
        XCTAssertEqual(constraints(made, on: .height).map(\.priority), [250, 999, 752, 50])
    }

    func testHeightFromIntCGFloatAndDoubleValues() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        let c = f.view("c")
        let int = 20
        let cgFloat: CGFloat = 21.5
        let double: Double = 22.5
        // swift-format-ignore
        let made = f.container.tl.layoutConstraints {
            |--a--| /=/ int
            |--b--| /=/ cgFloat
            |--c--| /=/ double
        }
        XCTAssertEqual(constraints(made, on: .height).map(\.constant), [20, 21.5, 22.5])
    }

    func testHeightOnABareView() {
        let f = Fixture()
        let view = f.view("view")
        let made = f.container.tl.layoutConstraints {
            view /=/ 30
        }
        assertConstraints(made, ["view.top == container.top", "view.height == 30"])
    }

    func testPriorityWithoutHeightIsReportedAndTheRowIsLaidOut() {
        let f = Fixture()
        let view = f.sized("view", width: 10, height: 30)
        // swift-format-ignore
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                |--view--| ~ .high
            }
        }
        assertConstraints(
            made,
            ["view.top == container.top", "view.leading == container.leading", "view.trailing == container.trailing"])
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidInput])
        XCTAssertEqual(
            diagnostics.first?.message,
            "row `|--view--| ~ 750`: a priority (~) with no height (/=/) has nothing to apply to; it was ignored")
        f.layout()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 300, height: 30))
    }
}
