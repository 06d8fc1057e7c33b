import FlexKit
import XCTest

/// The web's defaults: CSS as browsers lay it out, including the automatic minimum size of items.
final class WebDefaultsTests: XCTestCase {
    /// A text that breaks only between segments; asked for its size at most 0 wide (the min-content
    /// query of the automatic minimum size), it answers its longest segment, as a text measurer should.
    private func text(_ words: String, in parent: FlexNode) -> FlexNode {
        let node = FlexNode(in: parent.tree)
        node.setMeasureFunction(
            FlexTreeFile.function(for: .ahem(words, charWidth: 10, lineHeight: 10), direction: .row))
        parent.addChild(node)
        return node
    }

    func testDefaultsAreCSSs() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let style = tree.defaultStyle
        XCTAssertEqual(style.flexDirection, .row)
        XCTAssertEqual(style.alignContent, .stretch)
        let root = FlexNode(in: tree)
        root.style.width = 100
        let a = FlexNode(in: tree)
        a.style.width = 80
        let b = FlexNode(in: tree)
        b.style.width = 80
        root.addChild(a)
        root.addChild(b)
        root.calculateLayout()
        // flex-shrink: 1 by default: both shrink to fit.
        XCTAssertEqual(a.layout.width, 50)
        XCTAssertEqual(b.layout.left, 50)
    }

    func testItemsDoNotShrinkBelowTheirContent() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 100
        let long = text("unbreakable", in: root)
        let other = FlexNode(in: tree)
        other.style.width = 100
        root.addChild(other)
        root.calculateLayout()
        // min-width: auto keeps the longest word (110) whole; the other item takes the shrinking.
        XCTAssertEqual(long.layout.width, 110)
        XCTAssertEqual(other.layout.width, 0)

        // Yoga's defaults have no automatic minimum: with shrinking set, the text shrinks too.
        let yoga = FlexTree()
        let yogaRoot = FlexNode(in: yoga)
        yogaRoot.style.flexDirection = .row
        yogaRoot.style.width = 100
        let yogaLong = text("unbreakable", in: yogaRoot)
        yogaLong.style.flexShrink = 1
        let yogaOther = FlexNode(in: yoga)
        yogaOther.style.width = 100
        yogaOther.style.flexShrink = 1
        yogaRoot.addChild(yogaOther)
        yogaRoot.calculateLayout()
        XCTAssertLessThan(yogaLong.layout.width, 110)
    }

    func testAnExplicitMinWidthOrClippingOptsOut() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 100
        let clipped = text("unbreakable", in: root)
        clipped.style.overflow = .hidden
        let other = FlexNode(in: tree)
        other.style.width = 100
        root.addChild(other)
        root.calculateLayout()
        // Both shrink in proportion to their bases (110 and 100): 52.4, which a text rounds up.
        XCTAssertEqual(clipped.layout.width, 53)
    }

    func testFlexShorthandIsCSSs() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 300
        let a = FlexNode(in: tree)
        a.style.flex = 1
        a.style.width = 200
        let b = FlexNode(in: tree)
        b.style.flex = 2
        root.addChild(a)
        root.addChild(b)
        root.calculateLayout()
        // `flex: N` is `N 1 0%`: the width does not count as the basis.
        XCTAssertEqual(a.layout.width, 100)
        XCTAssertEqual(b.layout.width, 200)
    }

    func testAutomaticMinimumSizeOfANestedChainIsFoundOnceANode() {
        // Each item of a chain of nested content-sized items has an automatic minimum size: its
        // min-content size, which spans its whole subtree. Each node's is found once a layout, so the
        // chain costs its length in min-content steps, not the square of its depth; the frames are
        // those found without remembering (every size walked again).
        let depth = 300
        func build(remembering: Bool) -> (FlexTree, FlexNode, [FlexNode]) {
            let tree = FlexTree(config: FlexConfig(defaults: .web))
            tree.remembersMinContentSizes = remembering
            let root = FlexNode(in: tree)
            root.style.width = 10
            var parent = root
            var nodes: [FlexNode] = []
            for level in 0..<depth {
                let item = FlexNode(in: tree)
                if level % 2 == 1 { item.style.flexDirection = .column }
                if level % 7 == 3 { item.style.padding[.all] = 1 }
                if level % 11 == 5 { item.style.direction = .rtl }
                parent.addChild(item)
                nodes.append(item)
                parent = item
            }
            nodes.append(text("unbreakable words", in: parent))
            return (tree, root, nodes)
        }
        let (tree, root, nodes) = build(remembering: true)
        let (plainTree, plainRoot, plainNodes) = build(remembering: false)
        for width in [10.0, 40, 500] {
            root.style.width = .points(width)
            plainRoot.style.width = .points(width)
            root.calculateLayout()
            plainRoot.calculateLayout()
            let steps = tree.lastLayoutStatistics.minContentSteps
            XCTAssertLessThanOrEqual(steps, 2 * (depth + 1), "one step a node and axis, not one per ancestor")
            if width == 10 {
                XCTAssertGreaterThan(steps, 0)
                // The first layout, walking again, visits the chain once an ancestor.
                XCTAssertGreaterThan(plainTree.lastLayoutStatistics.minContentSteps, depth * depth / 4)
            } else {
                // Nothing below the root changed: every size found by the first layout is kept.
                XCTAssertEqual(steps, 0, "at width \(width)")
            }
            XCTAssertEqual(nodes.map(\.layout), plainNodes.map(\.layout), "at width \(width)")
        }
        // A change in the middle of the chain: the sizes of its ancestors are found again, the others
        // are kept.
        for index in [depth / 2, depth] {
            nodes[index].style.padding[.all] = 3
            plainNodes[index].style.padding[.all] = 3
            root.calculateLayout()
            plainRoot.calculateLayout()
            let steps = tree.lastLayoutStatistics.minContentSteps
            XCTAssertGreaterThan(steps, 0)
            // The node and its ancestors (the root's item chain down to it), at most once an axis.
            XCTAssertLessThanOrEqual(steps, 2 * (index + 1), "only the changed node's ancestors")
            XCTAssertEqual(nodes.map(\.layout), plainNodes.map(\.layout))
        }
        // No item is narrower than the longest word of the text at the bottom.
        XCTAssertGreaterThanOrEqual(nodes[0].layout.width, 110)
    }
}
