import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class FixFlexingDeprecatedTests: XCTestCase {
    func testFirstSpellingStillBuildsAndMakesTheSameStacks() {
        let (parent, views) = makeParent()
        let (other, otherViews) = makeParent()

        let old = (Seed000() as any FirstSpelling).centerInParent(parent, views[0])
        let new = [
            other.fx.hstack(Fill(), Fix(otherViews[0], 100), Fill()),
            other.fx.vstack(Fill(), Fix(otherViews[0], 50), Fill()),
        ]
        parent.layoutIfNeeded()

        XCTAssertEqual(old.map { spell($0.constraints) }, new.map { spell($0.constraints) })
        assertFrame(views[0].frame, CGRect(x: 50, y: 25, width: 100, height: 50), "child")
    }

    func testFirstSpellingOfArraysAnchorsAndWeights() {
        let (parent, views) = makeParent(children: ["label", "leadingView", "trailingView"])

        let results = (Seed000() as any FirstSpelling).putBetweenAnchors(parent, views)
        parent.layoutIfNeeded()

        XCTAssertEqual(
            results.map { spell($0.constraints) },
            [
                [
                    "label.top == parent.top", "leadingView.top == parent.top", "trailingView.top == parent.top",
                    "label.bottom == parent.bottom", "leadingView.bottom == parent.bottom",
                    "trailingView.bottom == parent.bottom",
                ],
                [
                    "fx.hstack[0].Fill.left == parent.left", "label.left == fx.hstack[0].Fill.right",
                    "label.width == 2 * fx.hstack[0].Fill.width", "fx.hstack[2].Fill.left == label.right",
                    "fx.hstack[2].Fill.width == 3 * fx.hstack[0].Fill.width",
                    "fx.hstack[2].Fill.right == parent.right",
                ],
                [
                    "leadingView.leading == label.leading", "leadingView.width == 20",
                    "fx.hstack[1].Flex.leading == leadingView.trailing",
                    "trailingView.leading == fx.hstack[1].Flex.trailing", "trailingView.width == 20",
                    "trailingView.trailing == label.trailing",
                ],
            ])
        XCTAssertEqual(horizontal(views[2].frame), [views[0].frame.maxX - 20, 20])
    }
}

/// Code written against FixFlex's first spelling (seed 000), which the deprecated aliases keep
/// compiling. It is called through this protocol so that the tests build without warnings.
private protocol FirstSpelling {
    func centerInParent(_ parent: LayoutView, _ child: LayoutView) -> [StackingResult]
    func putBetweenAnchors(_ parent: LayoutView, _ views: [LayoutView]) -> [StackingResult]
}

private struct Seed000: FirstSpelling {
    @available(*, deprecated, message: "written in FixFlex's first spelling on purpose")
    func centerInParent(_ parent: LayoutView, _ child: LayoutView) -> [StackingResult] {
        let horizontal: PutResult = parent.fx.hput(
            Grow(),
            Fix(child, 100),
            Grow())
        let intents: [PutIntent] = [Grow(), Fix(child, 50), Grow([])]
        return [horizontal, parent.fx.vput(intents)]
    }

    @available(*, deprecated, message: "written in FixFlex's first spelling on purpose")
    func putBetweenAnchors(_ parent: LayoutView, _ views: [LayoutView]) -> [StackingResult] {
        let label = views[0]
        return [
            parent.fx.vput(Flex(views)),
            parent.fx.hput(useAbsolutePositioning: true, [Grow(weight: 1), Grow(label, weight: 2), Grow(weight: 3)]),
            parent.fx.hput(
                startAnchor: label.leadingAnchor, endAnchor: label.trailingAnchor, Fix(views[1], 20), Flex(),
                Fix(views[2], 20)),
        ]
    }
}
