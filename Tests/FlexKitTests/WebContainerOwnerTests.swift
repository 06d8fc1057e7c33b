import FlexKit
import XCTest

/// Web mode's cache for containers: a container's own layout resolves against its owner's size its
/// percentages other than its flex basis (its container resolves that), and its items' flex bases resolve
/// against its own inner size, so a container whose only percentages are flex bases, its own and its
/// items', reuses a result made for another owner size; one with a percentage padding does not.
final class WebContainerOwnerTests: XCTestCase {
    /// A content-sized root holding `count` `flex: 1` rows, each of two `flex: 1` boxes holding a 10 x 10
    /// box: ygbench-nested-flex's shape, with boxes for leaves.
    private func nestedBoxes(_ count: Int) -> (FlexTree, FlexNode, [FlexNode]) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        var rows: [FlexNode] = []
        for _ in 0..<count {
            let row = FlexNode(in: tree)
            row.style.flex = 1
            for _ in 0..<2 {
                let box = FlexNode(in: tree)
                box.style.flex = 1
                let content = FlexNode(in: tree)
                content.style.width = 10
                content.style.height = 10
                box.addChild(content)
                row.addChild(box)
            }
            root.addChild(row)
            rows.append(row)
        }
        return (tree, root, rows)
    }

    func testFlexBasisPercentagesDoNotKeyAContainersResultsByItsOwnerSize() {
        let (tree, root, rows) = nestedBoxes(3)
        root.calculateLayout()
        XCTAssertEqual(root.layout.width, 60)
        for (index, row) in rows.enumerated() {
            XCTAssertEqual([row.layout.left, row.layout.width, row.layout.height], [Double(index) * 20, 20, 10])
            for (column, box) in row.children.enumerated() {
                XCTAssertEqual([box.layout.left, box.layout.width, box.layout.height], [Double(column) * 10, 10, 10])
            }
        }
        // The root is measured, then laid out at the width found: its rows and their boxes, measured while
        // the root's width was unknown (owner width NaN), are found in the cache for the layout at 60.
        // Keyed by the owner's size, rows and boxes were measured again: 40 measures instead of 31.
        XCTAssertEqual(tree.lastLayoutStatistics.measures, 31)
    }

    func testAPercentagePaddingStillKeysAContainersResultsByItsOwnerSize() {
        // The same request (the item is 60 wide at most, so 60 in both roots) from two owner sizes: the
        // item's `padding-left: 10%` of 200 and of 300 is what its own layout reads, so the second layout cannot
        // reuse the first. Its two boxes' bases (50% of the item's inner width) stay 30.
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        let item = FlexNode(in: tree)
        item.style.flexBasis = .percent(50)
        item.style.maxWidth = 60
        item.style.flexShrink = 0
        item.style.padding[.left] = .percent(10)
        root.addChild(item)
        var boxes: [FlexNode] = []
        for _ in 0..<2 {
            let box = FlexNode(in: tree)
            box.style.flexBasis = .percent(50)
            box.style.flexShrink = 1
            box.style.height = 10
            item.addChild(box)
            boxes.append(box)
        }
        root.calculateLayout(width: 200, height: nil)
        XCTAssertEqual(
            [item.layout.width, boxes[0].layout.left, boxes[0].layout.width, boxes[1].layout.left], [60, 20, 20, 40])
        root.calculateLayout(width: 300, height: nil)
        XCTAssertEqual(
            [item.layout.width, boxes[0].layout.left, boxes[0].layout.width, boxes[1].layout.left], [60, 30, 15, 45])
    }
}
