import FlexKit
import XCTest

/// What the caches save: an unchanged tree is not laid out again, and one changed leaf re-lays out
/// its ancestors and what depends on them, not the rest.
final class CachingTests: XCTestCase {
    /// A feed of `count` cells, each a row with an image and a column of three labels.
    private func feed(_ count: Int) -> (FlexTree, FlexNode, [FlexNode]) {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.width = 375
        var labels: [FlexNode] = []
        for _ in 0..<count {
            let cell = FlexNode(in: tree)
            cell.style.flexDirection = .row
            cell.style.padding = FlexEdges(all: 8)
            let image = FlexNode(in: tree)
            image.style.width = 50
            image.style.height = 50
            let column = FlexNode(in: tree)
            column.style.flexGrow = 1
            column.style.flexShrink = 1
            cell.addChild(image)
            cell.addChild(column)
            for _ in 0..<3 {
                let label = FlexNode(in: tree)
                label.setMeasureFunction(
                    FlexTreeFile.function(
                        for: .text("some words here", charWidth: 8, lineHeight: 20), direction: .column))
                column.addChild(label)
                labels.append(label)
            }
            root.addChild(cell)
        }
        return (tree, root, labels)
    }

    func testAnUnchangedTreeIsNotLaidOutAgain() {
        let (tree, root, _) = feed(20)
        root.calculateLayout()
        let first = tree.lastLayoutStatistics
        XCTAssertGreaterThan(first.layouts + first.measures, 100)
        root.calculateLayout()
        XCTAssertEqual(tree.lastLayoutStatistics.layouts, 0)
        XCTAssertEqual(tree.lastLayoutStatistics.measureCallbacks, 0)
    }

    func testOneChangedLeafCostsASmallFractionOfTheFirstLayout() {
        let (tree, root, labels) = feed(50)
        root.calculateLayout()
        let first = tree.lastLayoutStatistics
        let before = labels.map(\.layout)
        labels[70].markDirty()
        XCTAssertTrue(root.isDirty)
        XCTAssertFalse(labels[10].isDirty)
        root.calculateLayout()
        let relayout = tree.lastLayoutStatistics
        XCTAssertEqual(relayout.measureCallbacks, 1, "only the dirty label is measured again")
        XCTAssertLessThan(relayout.layouts + relayout.measures, (first.layouts + first.measures) / 20)
        XCTAssertEqual(labels.map(\.layout), before, "the same content gives the same layout")
    }

    func testAStyleChangeReachesItsDependents() {
        let (tree, root, labels) = feed(5)
        root.calculateLayout()
        let sibling = labels[4].layout
        let cell = root.children[1]
        cell.style.padding = FlexEdges(all: 20)
        root.calculateLayout()
        XCTAssertEqual(labels[4].layout.top, sibling.top, "a label keeps its place within its column")
        XCTAssertEqual(cell.children[1].layout.left, 20 + 50)
        XCTAssertEqual(root.children[2].layout.top, cell.layout.top + cell.layout.height)
        _ = tree
    }

    /// A layout offered no width, after one offered a width, equals a first layout offered no width
    /// (shrunk from a random tree: root `{width: "20%"}` > row > `{flexBasis: 0, width: 42}`).
    func testALayoutOfferedNoWidthAfterOneAtAWidthEqualsAFirstLayout() {
        func build() -> (FlexTree, FlexNode, [FlexNode]) {
            let tree = FlexTree(config: FlexConfig(recomputesFlexBasis: true))
            let root = FlexNode(in: tree)
            root.style.width = .percent(20)
            let row = FlexNode(in: tree)
            row.style.flexDirection = .row
            let item = FlexNode(in: tree)
            item.style.flexBasis = 0
            item.style.width = 42
            row.addChild(item)
            root.addChild(row)
            return (tree, root, [root, row, item])
        }
        assertLayoutOfferedNoWidthAfterWidth210EqualsAFirstLayout(build) { _, nodes in
            XCTAssertEqual(nodes[0].layout.width, 42, "20% of 210")
        }
    }

    /// The same after a container's entry of the earlier pass answered a request: Yoga's first layout
    /// takes its entry at 43 for the next request at 42.9999962 (within 0.0001), so that entry must be
    /// this pass's too (shrunk from a random tree: root > `{}` > `{width: 43, aspectRatio: 0.333}`, no
    /// pixel grid, where a difference of 4e-6 shows).
    func testAContainerEntryTakenFromAnEarlierPassAnswersTheNextRequestAsInAFirstLayout() {
        func build() -> (FlexTree, FlexNode, [FlexNode]) {
            let tree = FlexTree(config: FlexConfig(pointScaleFactor: 0, recomputesFlexBasis: true))
            let root = FlexNode(in: tree)
            let column = FlexNode(in: tree)
            let item = FlexNode(in: tree)
            item.style.width = 43
            item.style.aspectRatio = 0.333
            column.addChild(item)
            root.addChild(column)
            return (tree, root, [root, column, item])
        }
        assertLayoutOfferedNoWidthAfterWidth210EqualsAFirstLayout(build) { expected, _ in
            XCTAssertEqual(expected[1].width, 43, "Yoga's width: the item's entry at 43 answers 42.9999962")
            XCTAssertEqual(
                expected[2].width, 42.9999962, accuracy: 1e-6, "Yoga's width through the ratio, in floats")
        }
    }

    /// Lays out a tree `build` makes offered no width, and another offered a width of 210 then no width,
    /// and checks that the second's last layout equals the first; `check` sees the first layout's frames
    /// and the second tree's nodes laid out at 210.
    private func assertLayoutOfferedNoWidthAfterWidth210EqualsAFirstLayout(
        _ build: () -> (FlexTree, FlexNode, [FlexNode]), file: StaticString = #filePath, line: UInt = #line,
        check: ([FlexComputedLayout], [FlexNode]) -> Void
    ) {
        let (firstTree, firstRoot, firstNodes) = build()
        firstRoot.calculateLayout()
        let expected = firstNodes.map(\.layout)
        let (tree, root, nodes) = build()
        root.calculateLayout(width: 210)
        check(expected, nodes)
        root.calculateLayout()
        XCTAssertEqual(nodes.map(\.layout), expected, file: file, line: line)
        withExtendedLifetime((firstTree, tree)) {}
    }

    func testDeepContentSizedTreesStayLinear() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.width = 1000
        root.style.height = 1000
        var parent = root
        for _ in 0..<300 {
            let level = FlexNode(in: tree)
            level.style.flexGrow = 1
            level.style.flexShrink = 1
            let leaf = FlexNode(in: tree)
            leaf.style.width = 10
            leaf.style.height = 2
            parent.addChild(level)
            level.addChild(leaf)
            parent = level
        }
        root.calculateLayout()
        let work = tree.lastLayoutStatistics.layouts + tree.lastLayoutStatistics.measures
        XCTAssertLessThan(work, 10 * 601, "about a constant number of passes per node, not one per level")
    }
}
