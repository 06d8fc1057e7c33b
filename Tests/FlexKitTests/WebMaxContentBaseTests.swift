import XCTest

@testable import FlexKit

/// A measured row item whose flex base size is its max-content width needs its min-content width (its
/// automatic minimum size, CSS Flexbox 4.5) only when its line shrinks it below that base: a row that
/// fits or grows its texts does not ask them for it.
final class WebMaxContentBaseTests: XCTestCase {
    /// Texts 70, 30 and 80 wide on one line (10 a character), whose longest words are 40, 30 and 50 (a
    /// zero-width space is where a line may break).
    private static let words = ["aaaa\u{200B}bbb", "ccc", "ddd\u{200B}eeeee"]

    /// A web row `width` wide (content-sized when nil) holding the texts, growing them when `grow`.
    private func row(width: Double?, grow: Bool = false) -> (tree: FlexTree, root: FlexNode, items: [FlexNode]) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        if let width { root.style.width = .points(width) }
        var items: [FlexNode] = []
        for text in Self.words {
            let node = FlexNode(in: tree)
            node.setMeasureFunction(
                FlexTreeFile.function(for: .ahem(text, charWidth: 10, lineHeight: 10), direction: .row))
            if grow { node.style.flexGrow = 1 }
            root.addChild(node)
            items.append(node)
        }
        root.calculateLayout()
        return (tree, root, items)
    }

    private func widths(_ items: [FlexNode]) -> [Double] { items.map(\.layout.width) }

    func testContentSizedRowDoesNotAskForMinContent() {
        let (tree, root, items) = row(width: nil)
        XCTAssertEqual(root.layout.width, 180)
        XCTAssertEqual(widths(items), [70, 30, 80])
        XCTAssertEqual(tree.lastLayoutStatistics.minContentMeasureCallbacks, 0)
        // A relayout after a text changed asks for nothing more either.
        items[1].markDirty()
        root.calculateLayout()
        XCTAssertEqual(widths(items), [70, 30, 80])
        XCTAssertEqual(tree.lastLayoutStatistics.minContentMeasureCallbacks, 0)
    }

    func testGrowingRowDoesNotAskForMinContent() {
        let (tree, _, items) = row(width: 390, grow: true)
        // 210 free, a third each.
        XCTAssertEqual(widths(items), [140, 100, 150])
        XCTAssertEqual(tree.lastLayoutStatistics.minContentMeasureCallbacks, 0)
    }

    func testShrinkingRowStillStopsAtTheLongestWord() {
        // 30 short: "ccc" would shrink to 25 below its 30; it is frozen at 30 and the other two share the
        // rest by their bases (9.7): 70 - 30 * 70 / 150 = 56 and 80 - 30 * 80 / 150 = 64.
        let (tree, _, items) = row(width: 150)
        XCTAssertEqual(widths(items), [56, 30, 64])
        XCTAssertGreaterThan(tree.lastLayoutStatistics.minContentMeasureCallbacks, 0)
        // 80 short: every text stops at its longest word and the line overflows.
        XCTAssertEqual(widths(row(width: 100).items), [40, 30, 50])
    }
}
