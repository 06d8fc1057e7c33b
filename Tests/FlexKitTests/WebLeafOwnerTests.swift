import FlexKit
import XCTest

/// Web mode's cache for measured leaves: a leaf's own layout resolves against its owner's size only its
/// margins, paddings, borders and min and max sizes, so a leaf whose only percentage is its flex basis
/// (`flex: 1` is `1 1 0%`) reuses a measurement made for another owner size; one with a percentage
/// padding does not.
final class WebLeafOwnerTests: XCTestCase {
    /// A content-sized row holding a `flex: 1` row of `count` `flex: 1` leaves, each measured 10 by 10
    /// (ygbench-nested-flex's shape), and the leaves.
    private func nestedFlex(_ count: Int) -> (FlexTree, FlexNode, [FlexNode]) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        let row = FlexNode(in: tree)
        row.style.flex = 1
        root.addChild(row)
        var leaves: [FlexNode] = []
        for _ in 0..<count {
            let leaf = FlexNode(in: tree)
            leaf.style.flex = 1
            leaf.setMeasureFunction(FlexTreeFile.function(for: .fixed(width: 10, height: 10), direction: .row))
            row.addChild(leaf)
            leaves.append(leaf)
        }
        return (tree, root, leaves)
    }

    func testAFlexOneLeafIsNotMeasuredAgainForItsContainersFinalWidth() {
        let (tree, root, leaves) = nestedFlex(4)
        root.calculateLayout()
        // Each leaf at max-content for its flex basis (its 0% has no width to resolve against while its
        // row is measured) and at min-content for its automatic minimum; its layout at the width its row
        // gives it then reuses the first, made while the row's width was unknown. Before, that layout
        // measured again: 12 calls.
        XCTAssertEqual(tree.lastLayoutStatistics.measureCallbacks, 8)
        XCTAssertEqual(root.layout.width, 40)
        for (index, leaf) in leaves.enumerated() {
            XCTAssertEqual(leaf.layout.left, Double(index) * 10)
            XCTAssertEqual(leaf.layout.width, 10)
            XCTAssertEqual(leaf.layout.height, 10)
        }
    }

    /// A leaf with a percentage padding resolves it against the width of the row it is laid out in, not
    /// the unknown width of the row's measurement (where it counts as 0): measured again, its text wraps
    /// inside 20% less width, and the padding adds to its height. Reusing the measurement would leave it
    /// one line tall without padding.
    func testALeafWithAPercentagePaddingIsMeasuredAgainForItsContainersWidth() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        let row = FlexNode(in: tree)
        row.style.flex = 1
        root.addChild(row)
        let leaf = FlexNode(in: tree)
        leaf.style.flex = 1
        leaf.style.padding = FlexEdges(all: .percent(10))
        leaf.setMeasureFunction(
            FlexTreeFile.function(for: .text("word word word", charWidth: 10, lineHeight: 20), direction: .row))
        row.addChild(leaf)
        let sibling = FlexNode(in: tree)
        sibling.style.width = .points(60)
        sibling.style.height = .points(10)
        row.addChild(sibling)
        root.calculateLayout()
        // The row's max-content width: the text's 140 (the padding has no width to resolve against) and 60.
        XCTAssertEqual(row.layout.width, 200)
        // The leaf grows to 140 with 20 of padding on each side: its text wraps at 100, in two lines.
        XCTAssertEqual(leaf.layout.width, 140)
        // Two lines of 20 and 20 of padding above and below.
        XCTAssertEqual(leaf.layout.height, 80)
    }
}
