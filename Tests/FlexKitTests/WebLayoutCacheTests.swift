import FlexKit
import XCTest

/// What web mode's measurement cache saves, and that it gives what laying out again gives: a
/// container's earlier layouts (for a container laid out at two requests in one pass) and a max-content
/// width kept across exact heights.
final class WebLayoutCacheTests: XCTestCase {
    /// A wrapping row of `count` items 50% wide, each a column of three labels, whose lines
    /// align-content stretches.
    private func wrappingRow(_ count: Int, height: Double) -> (FlexTree, FlexNode, [FlexNode]) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.flexWrap = .wrap
        root.style.height = .points(height)
        var labels: [FlexNode] = []
        for index in 0..<count {
            let item = FlexNode(in: tree)
            item.style.width = .percent(50)
            item.style.flexDirection = .column
            item.style.padding = FlexEdges(all: 4)
            for line in 0..<3 {
                let label = FlexNode(in: tree)
                label.setMeasureFunction(
                    FlexTreeFile.function(
                        for: .text(
                            String(repeating: "word ", count: 1 + (index + line) % 4), charWidth: 8, lineHeight: 20),
                        direction: .column))
                item.addChild(label)
                labels.append(label)
            }
            root.addChild(item)
        }
        return (tree, root, labels)
    }

    private func frames(_ root: FlexNode) -> [FlexComputedLayout] {
        var result: [FlexComputedLayout] = []
        var pending = [root]
        while let node = pending.popLast() {
            result.append(node.layout)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    func testARelayoutOfAStretchedWrappingRowLaysOutOnlyTheChangedItem() {
        let (tree, root, labels) = wrappingRow(16, height: 600)
        root.calculateLayout(width: 400)
        let first = tree.lastLayoutStatistics
        // The root, and each item once, at the height align-content stretches its line to (the lines'
        // cross sizes are found first: `WebDeferredStretchTests`).
        XCTAssertEqual(first.layouts, 17)
        labels[7].markDirty()
        root.calculateLayout(width: 400)
        let relayout = tree.lastLayoutStatistics
        // The root and the changed item, once each (its labels are measured); before, every item was laid
        // out again at both heights (and its labels with it).
        XCTAssertLessThanOrEqual(relayout.layouts, 2)

        let (_, fresh, _) = wrappingRow(16, height: 600)
        fresh.calculateLayout(width: 400)
        XCTAssertEqual(frames(root), frames(fresh), "a relayout equals a first layout")
        XCTAssertEqual(root.children[15].layout.height, 75, "8 lines stretched into 600")
    }

    func testAResizeAndBackEqualsAFirstLayout() {
        let (_, root, _) = wrappingRow(9, height: 500)
        root.calculateLayout(width: 400)
        let first = frames(root)
        root.calculateLayout(width: 260)
        let (_, narrow, _) = wrappingRow(9, height: 500)
        narrow.calculateLayout(width: 260)
        XCTAssertEqual(frames(root), frames(narrow))
        root.calculateLayout(width: 400)
        XCTAssertEqual(frames(root), first)
    }

    /// Rows of labels in a row stretched to a height that changes: each row's max-content width is
    /// measured once, not once per height.
    func testAMaxContentWidthAnswersAnotherExactHeight() {
        func build() -> (FlexTree, FlexNode, FlexNode) {
            let tree = FlexTree(config: FlexConfig(defaults: .web))
            let root = FlexNode(in: tree)
            let cell = FlexNode(in: tree)
            root.addChild(cell)
            addRowsOfLabels(to: cell, in: tree) { row in row.style.margin = FlexEdges(all: 1) }
            return (tree, root, cell)
        }
        let (tree, root, cell) = build()
        root.style.height = .points(100)
        root.calculateLayout(width: 1000)
        root.style.height = .points(180)
        root.calculateLayout(width: 1000)
        let resized = tree.lastLayoutStatistics
        let (freshTree, fresh, _) = build()
        fresh.style.height = .points(180)
        fresh.calculateLayout(width: 1000)
        XCTAssertEqual(frames(root), frames(fresh), "the same frames as measuring again")
        XCTAssertEqual(cell.children[0].layout.height, 178)
        XCTAssertLessThan(
            resized.measures, freshTree.lastLayoutStatistics.measures,
            "the rows' max-content widths under the old height answer the new one")
    }

    /// A cell in a row of content height: its rows of labels are measured at max-content under the content's
    /// height for its flex basis, then, the cell stretched to its line, under that exact height; the first
    /// width answers the second. Wrapping rows (whose width a height could change) are measured again.
    func testAMaxContentWidthUnderTheContentHeightAnswersAnExactHeight() {
        func build(wrapping: Bool) -> (FlexTree, FlexNode) {
            let (tree, root, cell) = webRootWithPaddedCell()
            addRowsOfLabels(to: cell, in: tree) { row in if wrapping { row.style.flexWrap = .wrap } }
            return (tree, root)
        }
        let (plain, wrapping) = layOutWithAndWithoutWrap(build)
        XCTAssertEqual(plain.frames, wrapping.frames, "rows that fit wrap nowhere")
        XCTAssertLessThan(
            plain.statistics.measures, wrapping.statistics.measures,
            "the rows' max-content widths under the content's height answer the stretched height")
    }

    /// A cell of text labels in a row of content height beside a taller item: each label is measured at max-content under the
    /// content's height for its flex basis, then, the cell stretched to its line, under that exact height;
    /// the first width answers the second without calling the measure function. Labels styled `flex-wrap: wrap`
    /// (nothing to wrap in a leaf, the same frames; a style a height could reach a width through) are
    /// measured again.
    func testALabelsMaxContentWidthAnswersAnExactHeight() {
        func build(wrapping: Bool) -> (FlexTree, FlexNode) {
            let (tree, root, cell) = webRootWithPaddedCell()
            // A taller item, so that the line stretches the cell.
            let tall = FlexNode(in: tree)
            tall.style.height = .points(100)
            root.addChild(tall)
            for index in 0..<4 {
                let label = textLabel(words: 1 + index, in: tree)
                if wrapping { label.style.flexWrap = .wrap }
                cell.addChild(label)
            }
            return (tree, root)
        }
        let (plain, wrapping) = layOutWithAndWithoutWrap(build)
        XCTAssertEqual(plain.frames, wrapping.frames, "a leaf has nothing to wrap")
        XCTAssertLessThan(
            plain.statistics.measureCallbacks, wrapping.statistics.measureCallbacks,
            "the labels' max-content widths under the content's height answer the stretched height")
    }

    /// A row of cells too wide for it (web mode's default direction), each a wrapper around a padded box
    /// whose items are a label and a `width: 100%` bar: each wrapper's flex basis measures its box at
    /// max-content, and its measurement at the width it shrinks to measures the box at max-content again,
    /// for another owner width. The bar's percentage resolves against the box's inner width, which a
    /// max-content measurement does not have, so the first measurement answers the second; a box with a
    /// percentage of its own (a `0%` margin: the same frames) is measured again.
    func testAMaxContentMeasurementAnswersAnotherOwnerWidth() {
        func build(ownPercentage: Bool) -> (FlexTree, FlexNode) {
            let tree = FlexTree(config: FlexConfig(defaults: .web))
            let root = FlexNode(in: tree)
            for index in 0..<3 {
                let wrapper = FlexNode(in: tree)
                let box = FlexNode(in: tree)
                box.style.padding = FlexEdges(all: 8)
                if ownPercentage { box.style.margin = FlexEdges(all: .percent(0)) }
                box.addChild(textLabel(words: 20 + index, in: tree))
                let bar = FlexNode(in: tree)
                bar.style.width = .percent(100)
                bar.style.height = .points(10)
                box.addChild(bar)
                wrapper.addChild(box)
                root.addChild(wrapper)
            }
            return (tree, root)
        }
        let (tree, root) = build(ownPercentage: false)
        root.calculateLayout(width: 300)
        let (otherTree, otherRoot) = build(ownPercentage: true)
        otherRoot.calculateLayout(width: 300)
        XCTAssertEqual(frames(root), frames(otherRoot), "a 0% margin is no margin")
        XCTAssertLessThan(
            tree.lastLayoutStatistics.measures, otherTree.lastLayoutStatistics.measures,
            "the box's max-content measurement answers it under another owner width")
    }

    /// Lays out, 1,000 wide, the tree `build` makes without `flex-wrap` and with it (the style that
    /// turns the reuse under test off): each one's frames and statistics.
    private func layOutWithAndWithoutWrap(
        _ build: (Bool) -> (FlexTree, FlexNode)
    ) -> (
        plain: (frames: [FlexComputedLayout], statistics: FlexLayoutStatistics),
        wrapping: (frames: [FlexComputedLayout], statistics: FlexLayoutStatistics)
    ) {
        let (tree, root) = build(false)
        root.calculateLayout(width: 1000)
        let (wrappingTree, wrappingRoot) = build(true)
        wrappingRoot.calculateLayout(width: 1000)
        return (
            (frames(root), tree.lastLayoutStatistics), (frames(wrappingRoot), wrappingTree.lastLayoutStatistics)
        )
    }

    /// A web-mode tree whose root holds one cell padded by 8 on every side.
    private func webRootWithPaddedCell() -> (FlexTree, FlexNode, FlexNode) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        let cell = FlexNode(in: tree)
        cell.style.padding = FlexEdges(all: 8)
        root.addChild(cell)
        return (tree, root, cell)
    }

    /// Four rows of two text labels each (longer row by row) added to `cell`, each row styled by `style`.
    private func addRowsOfLabels(to cell: FlexNode, in tree: FlexTree, style: (FlexNode) -> Void) {
        for index in 0..<4 {
            let row = FlexNode(in: tree)
            style(row)
            for word in 0..<2 {
                row.addChild(textLabel(words: 1 + index + word, in: tree))
            }
            cell.addChild(row)
        }
    }

    /// A text leaf of `words` words "ab", 8 points a character and 20 a line.
    private func textLabel(words: Int, in tree: FlexTree) -> FlexNode {
        let label = FlexNode(in: tree)
        label.setMeasureFunction(
            FlexTreeFile.function(
                for: .text(String(repeating: "ab ", count: words), charWidth: 8, lineHeight: 20), direction: .row))
        return label
    }
}
