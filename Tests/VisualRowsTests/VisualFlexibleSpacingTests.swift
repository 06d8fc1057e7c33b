import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

/// Vertical gaps: numbers, `atLeast(_:)`, `atMost(_:)`, `>= n` and `<= n`, before the first row,
/// between rows and after the last.
final class VisualFlexibleSpacingTests: XCTestCase {
    func testNumbersBetweenRowsAndAtBothEnds() {
        inBothDirections { f, expect in
            let header = f.view("header")
            let content = f.view("content")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                16
                |--header--| /=/ 44
                8
                |--content--|
                16
            }
            assertConstraints(
                made,
                [
                    "header.top == container.top + 16", "header.leading == container.leading",
                    "header.trailing == container.trailing", "header.height == 44",
                    "content.top == header.bottom + 8", "content.leading == container.leading",
                    "content.trailing == container.trailing", "container.bottom == content.bottom + 16",
                ])
            f.layout()
            expect.assertFrames([
                (header, CGRect(x: 0, y: 16, width: 300, height: 44)),
                (content, CGRect(x: 0, y: 68, width: 300, height: 116)),
            ])
        }
    }

    func testFirstRowWithoutGapIsPinnedToTheTopAndBottomIsLeftAlone() {
        inBothDirections { f, expect in
            let header = f.view("header")
            let content = f.sized("content", width: 10, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--header--| /=/ 44
                |--content--|
            }
            assertConstraints(
                made,
                [
                    "header.top == container.top", "header.leading == container.leading",
                    "header.trailing == container.trailing", "header.height == 44", "content.top == header.bottom",
                    "content.leading == container.leading", "content.trailing == container.trailing",
                ])
            f.layout()
            expect.assertFrames([
                (header, CGRect(x: 0, y: 0, width: 300, height: 44)),
                (content, CGRect(x: 0, y: 44, width: 300, height: 30)),
            ])
        }
    }

    func testAtMostAfterTheLastRow() {
        inBothDirections { f, expect in
            let header = f.view("header")
            let content = f.sized("content", width: 10, height: 30)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--header--| /=/ 44
                8
                |--content--|
                atMost(24)
            }
            assertConstraints(
                made,
                [
                    "header.top == container.top", "header.leading == container.leading",
                    "header.trailing == container.trailing", "header.height == 44",
                    "content.top == header.bottom + 8", "content.leading == container.leading",
                    "content.trailing == container.trailing", "container.bottom <= content.bottom + 24",
                ])
            f.layout()
            // The content stretches until it is 24 pt from the bottom (its hugging is weaker than the
            // required gap): 200 - 24 - 52.
            expect.assertFrames([
                (header, CGRect(x: 0, y: 0, width: 300, height: 44)),
                (content, CGRect(x: 0, y: 52, width: 300, height: 124)),
            ])
        }
    }

    func testAtLeastAndAtMostBetweenRows() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        let c = f.view("c")
        let made = f.container.tl.layoutConstraints {
            atLeast(10)
            |--a--| /=/ 20
            atMost(12)
            |--b--| /=/ 20
            atLeast(5)
            |--c--| /=/ 20
            0
        }
        XCTAssertEqual(
            described(made, .top, .bottom),
            [
                "a.top >= container.top + 10", "b.top <= a.bottom + 12", "c.top >= b.bottom + 5",
                "container.bottom == c.bottom",
            ])
    }

    func testComparisonOnTheNextLineIsAGapBelowTheRow() {
        inBothDirections { f, expect in
            let a = f.view("a")
            let b = f.view("b")
            let c = f.view("c")
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--a--| /=/ 20
                >= 12
                |--b--| /=/ 20
                <= 30
                |--c--| /=/ 20
                >= 8
            }
            XCTAssertEqual(
                described(made, .top, .bottom),
                [
                    "a.top == container.top", "b.top >= a.bottom + 12", "c.top <= b.bottom + 30",
                    "container.bottom >= c.bottom + 8",
                ])
            // Pin b so the flexible gaps are determined.
            b.topAnchor == f.container.topAnchor + 100
            f.layout()
            expect.assertFrames([
                (a, CGRect(x: 0, y: 0, width: 300, height: 20)), (b, CGRect(x: 0, y: 100, width: 300, height: 20)),
            ])
            XCTAssertGreaterThanOrEqual(c.frame.minY, 120)
            XCTAssertLessThanOrEqual(c.frame.minY, 150)
        }
    }

    func testComparisonAfterAHeightAndIntOrCGFloatValues() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        let gap = 12
        let limit: CGFloat = 30
        // swift-format-ignore
        let made = f.container.tl.layoutConstraints {
            |--a--| /=/ 20
            >= gap
            |--b--| /=/ 20
            <= limit
        }
        XCTAssertEqual(made[4].description, "b.top >= a.bottom + 12")
        XCTAssertEqual(made.last?.description, "container.bottom <= b.bottom + 30")
    }

    func testEveryNumberTypeAsAGap() {
        let f = Fixture()
        let rows = (1...4).map { f.view("r\($0)") }
        let float: Float = 1.5
        let double: Double = 2.5
        let made = f.container.tl.layoutConstraints {
            4
            rows[0]
            CGFloat(3)
            rows[1]
            float
            rows[2]
            double
            rows[3]
            atLeast(gap)
        }
        XCTAssertEqual(made.map(\.constant), [4, 3, 1.5, 2.5, 7])
        XCTAssertEqual(made.last?.relation, .greaterThanOrEqual)
    }

    private let gap = 7

    func testOfTwoGapsInARowTheLaterWins() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        let showsB = false
        // swift-format-ignore
        let made = f.container.tl.layoutConstraints {
            |--a--| /=/ 20
            8
            if showsB {
                |--b--| /=/ 20
            }
            12
            |--b--| /=/ 30
        }
        XCTAssertEqual(made[4].description, "b.top == a.bottom + 12")
    }

    func testAGapWithNoRowIsReported() {
        let f = Fixture()
        let (made, diagnostics) = LayoutDiagnostics.collect {
            f.container.tl.layoutConstraints {
                16  // lone gap
            }
        }
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidInput])
        XCTAssertEqual(diagnostics.first?.message, "a vertical gap of 16 with no row to place; it was ignored")
        XCTAssertEqual(diagnostics.first?.line, line(of: "lone gap"))
        XCTAssertEqual(diagnostics.first?.source, "VisualRows")
    }

    func testSpacingValues() {
        XCTAssertEqual(atLeast(12), VisualFlexibleSpacing(points: 12, relation: .greaterThanOrEqual))
        XCTAssertEqual(atMost(CGFloat(2.5)), VisualFlexibleSpacing(points: 2.5, relation: .lessThanOrEqual))
        let int = 3
        XCTAssertEqual(atLeast(int).points, 3)
        XCTAssertEqual(atMost(int).relation, .lessThanOrEqual)
    }
}
