import FlexKit
import LayoutTestSupport
import XCTest

/// Random flex view trees, changed after a first layout: the relayout must give the frames a fresh tree
/// with the same calls gives (the view layer's mirroring into the engine only redoes what changed).
final class FlexIncrementalTests: XCTestCase {
    private func layOut(_ root: LayoutView) { FlexRelayoutCase.layOut(root) }

    /// Shrunk from a random tree: `c`'s only subview is excluded, so `c` is a leaf, measured; a plain
    /// view's `sizeThatFits` answers its current size, so each relayout grew `c` by its padding (10, then
    /// 20, then 30) while a fresh tree gives 10. The frames are Yoga's: `c` is its padding (10 tall); `e`
    /// is measured with `f`'s 25% taken of `b`'s 30 (7.5), so 4 + 20.5 + 4 + 7.5 = 36, where `f` is 25% of
    /// 36 = 9 below the label's 20.5 and margins; neither item shrinks (Yoga's shrink is 0), so `e` overflows.
    func testAPlainLeafWithExcludedSubviewsMeasuresTheSameAtEveryLayout() {
        func make() -> (root: LayoutView, views: [LayoutView]) {
            let root = LayoutView()
            root.displayScale = 2
            let (a, b, c, d, e, f) = (
                LayoutView(), LayoutView(), LayoutView(), LayoutView(), LayoutView(), LayoutView()
            )
            let label = Label(text: "some words here")
            label.numberOfLines = 0
            root.flex.addItem(a)
            root.flex.addItem(b).height(30)
            b.flex.addItem(c).addItem(d).isIncludedInLayout(false)
            b.flex.addItem(e)
            e.flex.addItem(label)
            e.flex.addItem(f).height(25%)
            return (root, [a, b, c, e, label, f])
        }
        let expected = [
            CGRect(x: 0, y: 0, width: 320, height: 0), CGRect(x: 0, y: 0, width: 320, height: 30),
            CGRect(x: 0, y: 0, width: 320, height: 10), CGRect(x: 0, y: 10, width: 320, height: 36),
            CGRect(x: 4, y: 4, width: 312, height: 20.5), CGRect(x: 0, y: 28.5, width: 320, height: 9),
        ]
        let live = make()
        layOut(live.root)
        live.views[2].flex.padding(5)
        layOut(live.root)
        live.views[4].flex.margin(4)
        layOut(live.root)
        XCTAssertEqual(live.views.map(\.frame), expected)
        layOut(live.root)
        XCTAssertEqual(live.views.map(\.frame), expected, "a relayout without changes")
        let fresh = make()
        fresh.views[2].flex.padding(5)
        fresh.views[4].flex.margin(4)
        layOut(fresh.root)
        XCTAssertEqual(fresh.views.map(\.frame), expected, "a fresh tree")
    }

    /// Shrunk from a random tree: `inner`'s only subview is excluded, so it measures as empty; stretched to
    /// 320 in a column, it kept that width as a row item once its container became a row (a fresh tree
    /// gives 0 x 0: empty, and stretched to its content-sized row's height of 0).
    func testAnExcludedOnlySubviewLeavesNoSizeAfterTheContainerTurns() {
        let root = LayoutView()
        let (outer, inner, hidden) = (LayoutView(), LayoutView(), LayoutView())
        root.flex.addItem(outer).addItem(inner).addItem(hidden).isIncludedInLayout(false)
        layOut(root)
        XCTAssertEqual(
            [outer.frame, inner.frame],
            [CGRect(x: 0, y: 0, width: 320, height: 0), CGRect(x: 0, y: 0, width: 320, height: 0)])
        outer.flex.direction(.row)
        layOut(root)
        XCTAssertEqual([outer.frame, inner.frame], [CGRect(x: 0, y: 0, width: 320, height: 0), .zero])
    }

    /// Shrunk from a random tree: excluding a container's only item makes the container a leaf, which
    /// kept the height its label gave it (20.5) instead of measuring as empty; including the item again
    /// gives the label's height back.
    func testExcludingTheOnlyItemEmptiesTheContainer() {
        let root = LayoutView()
        let (outer, inner) = (LayoutView(), LayoutView())
        let label = Label(text: "some words here")
        label.numberOfLines = 0
        root.flex.addItem(outer).addItem(inner).addItem(label)
        layOut(root)
        let withLabel = CGRect(x: 0, y: 0, width: 320, height: 20.5)
        XCTAssertEqual([outer.frame, inner.frame, label.frame], [withLabel, withLabel, withLabel])
        inner.flex.isIncludedInLayout(false)
        layOut(root)
        XCTAssertEqual(outer.frame, CGRect(x: 0, y: 0, width: 320, height: 0))
        inner.flex.isIncludedInLayout(true)
        layOut(root)
        XCTAssertEqual([outer.frame, inner.frame, label.frame], [withLabel, withLabel, withLabel])
    }

    /// `FLEX_INCREMENTAL_ROUNDS` runs more rounds (150 by default) and `FLEX_INCREMENTAL_SEED` another
    /// seed (2026); a differing round is shrunk and printed, to keep as a test.
    func testRelayoutEqualsAFreshLayout() {
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["FLEX_INCREMENTAL_ROUNDS"].flatMap { Int($0) } ?? 150
        var g = SeededRandom(seed: environment["FLEX_INCREMENTAL_SEED"].flatMap { UInt64($0) } ?? 2026)
        for round in 0..<rounds {
            let relayout = FlexRelayoutCase.random(&g)
            if let difference = relayout.difference() {
                let small = relayout.shrunk()
                XCTFail("round \(round), \(difference)\nshrunk:\n\(small)\n\(small.difference() ?? "")")
            }
        }
    }
}
