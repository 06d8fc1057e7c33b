import FlexKit
import XCTest

/// What web mode no longer measures twice, and that the frames stay what measuring gives: a `flex: 1`
/// item's max-content contribution (Flexbox 9.9.1) is the content basis its container has just measured
/// for the same request (its basis of 0% of a content-sized row is `content`, Flexbox 7.2.3).
final class WebMeasurementReuseTests: XCTestCase {
    /// A content-sized row of `rows` items `flex: 1`, each a row of `columns` measured leaves `flex: 1`
    /// of 10 x 10 (the `ygbench-nested-flex` tree).
    private func nestedFlex(rows: Int, columns: Int) -> (FlexTree, FlexNode) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        for _ in 0..<rows {
            let item = FlexNode(in: tree)
            item.style.flex = 1
            for _ in 0..<columns {
                let leaf = FlexNode(in: tree)
                leaf.style.flex = 1
                leaf.setMeasureFunction { width, widthMode, height, heightMode in
                    FlexSize(
                        width: widthMode == .exactly ? width : widthMode == .atMost ? min(10, width) : 10,
                        height: heightMode == .exactly ? height : heightMode == .atMost ? min(10, height) : 10)
                }
                item.addChild(leaf)
            }
            root.addChild(item)
        }
        return (tree, root)
    }

    func testAFlexOneItemsContributionIsItsContentBasisNotAnotherMeasurement() {
        let (tree, root) = nestedFlex(rows: 10, columns: 10)
        root.calculateLayout()
        XCTAssertEqual(root.layout.width, 1000)
        XCTAssertEqual(root.layout.height, 10)
        for (row, item) in root.children.enumerated() {
            XCTAssertEqual(item.layout.left, Double(row * 100))
            XCTAssertEqual(item.layout.width, 100)
            XCTAssertEqual(item.layout.height, 10)
            for (column, leaf) in item.children.enumerated() {
                XCTAssertEqual(leaf.layout.left, Double(column * 10))
                XCTAssertEqual(leaf.layout.width, 10)
                XCTAssertEqual(leaf.layout.height, 10)
            }
        }
        // Before, each item's and each leaf's contribution was measured again and found in the cache: 210
        // cached measurements for this tree, then 100. Since a leaf whose only percentage is its flex basis
        // reuses measurements made for another owner size (`WebLeafOwnerTests`), its measurements at its
        // final width are found in the cache too (200 more, each one a call of the measure function fewer);
        // measuring the contributions again would add one for each item and leaf. The root, given no
        // width and holding items with percentages, is measured before it is laid out at the width found
        // (so that their percentages resolve against it, as in a browser): 101 cached measurements more.
        XCTAssertLessThanOrEqual(tree.lastLayoutStatistics.cachedMeasures, 401)
        XCTAssertLessThanOrEqual(tree.lastLayoutStatistics.measureCallbacks, 200)
    }
}
