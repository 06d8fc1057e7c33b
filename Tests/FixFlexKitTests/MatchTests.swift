import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class MatchTests: XCTestCase {
    func testMatchSpacerFollowsTheDimensionTimesMultiplierPlusOffset() {
        let (parent, views) = makeParent(children: ["reference", "child"])
        let reference = views[0]

        parent.fx.hstack(Fix(reference, 80), Flex())
        let result = parent.fx.hstack(
            Match(dimension: reference.widthAnchor, multiplier: 0.5, offset: 10), Flex(views[1]))
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "fx.hstack[0].Match.leading == parent.leading",
                "fx.hstack[0].Match.width == 0.5 * reference.width + 10",
                "child.leading == fx.hstack[0].Match.trailing",
                "child.trailing == parent.trailing",
            ])
        XCTAssertEqual(horizontal(views[1].frame), [50, 150])
    }

    func testMatchViewUsesMultiplierOneAndOffsetZeroByDefault() {
        let (parent, views) = makeParent(children: ["reference", "child"])

        let result = parent.fx.vstack(Match(views[1], dimension: views[0].heightAnchor), Flex())

        XCTAssertEqual(spell(result.constraints)[1], "child.height == reference.height")
    }

    func testMatchOfViewsInParallelMatchesEach() {
        let (parent, views) = makeParent(children: ["reference", "a", "b"])
        parent.fx.vstack(Fix(views[0], 30), Flex())

        let result = parent.fx.vstack(
            Flex(), Match([views[1], views[2]], dimension: views[0].heightAnchor, offset: -5))
        parent.fx.hstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "fx.vstack[0].Flex.top == parent.top",
                "a.top == fx.vstack[0].Flex.bottom",
                "a.height == reference.height - 5",
                "b.top == fx.vstack[0].Flex.bottom",
                "b.height == reference.height - 5",
                "a.bottom == parent.bottom",
                "b.bottom == parent.bottom",
            ])
        XCTAssertEqual(vertical(views[1].frame), [75, 25])
        XCTAssertEqual(vertical(views[2].frame), [75, 25])
    }

    func testNonFiniteMultiplierIsReportedAndNoSizeIsMade() {
        let (parent, views) = makeParent(children: ["reference", "child"])

        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(Match(views[1], dimension: views[0].widthAnchor, multiplier: .infinity), Flex())
        }

        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(
            diagnostics.first?.message,
            "fx.hstack[0]: Match(multiplier: inf, offset: 0.0) is not finite; no width was set")
        XCTAssertEqual(
            spell(result.constraints),
            [
                "child.leading == parent.leading",
                "fx.hstack[1].Flex.leading == child.trailing",
                "fx.hstack[1].Flex.trailing == parent.trailing",
            ])
    }
}
