import XCTest

@testable import FlexKit

/// A multi-line container of definite cross size with `align-content: stretch` shares the space its lines
/// leave among them (Flexbox 9.6 step 15), then stretches its items to the grown lines (9.4 step 11): each
/// item is laid out once at its final cross size, not first at its line's size and again at the grown one.
final class WebDeferredStretchTests: XCTestCase {
    /// A 100-wide web row that wraps, `height` tall (content-sized when nil), holding four 50-wide items,
    /// each around a 10 x 10 box (or a 12 x 10 one for the first, when `tallFirst`).
    private func wrappingRow(height: Double?, tallFirst: Bool = false) -> (FlexTree, FlexNode, [FlexNode]) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 100
        if let height { root.style.height = .points(height) }
        root.style.flexWrap = .wrap
        var items: [FlexNode] = []
        for index in 0..<4 {
            let item = FlexNode(in: tree)
            item.style.width = 50
            let box = FlexNode(in: tree)
            box.style.width = 10
            box.style.height = index == 0 && tallFirst ? 12 : 10
            item.addChild(box)
            root.addChild(item)
            items.append(item)
        }
        return (tree, root, items)
    }

    private func frames(_ nodes: [FlexNode]) -> [[Double]] {
        nodes.map { [$0.layout.left, $0.layout.top, $0.layout.width, $0.layout.height] }
    }

    func testItemsAreLaidOutOnceAtTheGrownLine() {
        let (tree, root, items) = wrappingRow(height: 200)
        root.calculateLayout()
        // Two lines of 10 share the 180 left: 100 each.
        XCTAssertEqual(frames(items), [[0, 0, 50, 100], [50, 0, 50, 100], [0, 100, 50, 100], [50, 100, 50, 100]])
        // The root, then each item once as its line is flexed and once stretched: 9 layouts. Stretched at
        // its line's 10 first, each would be laid out a third time (13).
        XCTAssertEqual(tree.lastLayoutStatistics.layouts, 9)
    }

    func testLinesWithNoSpaceLeftStretchItemsToTheLine() {
        // The first line is 12 tall, the second 10: a 22-tall row leaves no space, and the items are
        // stretched to their line's own size.
        let (_, root, items) = wrappingRow(height: 22, tallFirst: true)
        root.calculateLayout()
        XCTAssertEqual(frames(items), [[0, 0, 50, 12], [50, 0, 50, 12], [0, 12, 50, 10], [50, 12, 50, 10]])
        // Overflowing lines keep their sizes too.
        let (_, overflowing, overflowItems) = wrappingRow(height: 5, tallFirst: true)
        overflowing.calculateLayout()
        XCTAssertEqual(frames(overflowItems), [[0, 0, 50, 12], [50, 0, 50, 12], [0, 12, 50, 10], [50, 12, 50, 10]])
    }

    func testContentSizedRowStretchesItemsToTheirLines() {
        let (_, root, items) = wrappingRow(height: nil, tallFirst: true)
        root.calculateLayout()
        XCTAssertEqual(root.layout.height, 22)
        XCTAssertEqual(frames(items), [[0, 0, 50, 12], [50, 0, 50, 12], [0, 12, 50, 10], [50, 12, 50, 10]])
    }

    func testItemWithMaxWidthKeepsTheWidthItsStretchClampsItTo() {
        // A content-sized row's percentages are cyclic while it is sized, then resolve against its width
        // (CSS Sizing 3, 5.2.1): the item's `max-width: 0%` makes it 0 wide, so the second item is at 0
        // (Chrome's frames).
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.flexWrap = .wrap
        root.style.height = 100
        let item = FlexNode(in: tree)
        item.style.width = 173
        item.style.maxWidth = .percent(0)
        root.addChild(item)
        let other = FlexNode(in: tree)
        other.style.width = 20
        other.style.height = 10
        root.addChild(other)
        root.calculateLayout(width: nil, height: nil)
        XCTAssertEqual(root.layout.width, 193)
        XCTAssertEqual([item.layout.left, item.layout.top, item.layout.width, item.layout.height], [0, 0, 0, 100])
        XCTAssertEqual([other.layout.left, other.layout.top, other.layout.width, other.layout.height], [0, 0, 20, 10])
    }
}
