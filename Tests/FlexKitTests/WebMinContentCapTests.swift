import XCTest

@testable import FlexKit

/// The automatic minimum of an item with a specified width is that width, found without the min-content
/// walk, when its children's own widths reach it; not when a child's negative margin could bring the
/// sum below it.
final class WebMinContentCapTests: XCTestCase {
    /// A 10-wide item in a 5-wide row, holding a 12-wide box then an 8-wide one (with `secondMargin` on
    /// its left): the item's width.
    private func itemWidth(secondMargin: Double) -> Double {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 5
        root.style.height = 5
        let item = FlexNode(in: tree)
        item.style.width = 10
        root.addChild(item)
        let first = FlexNode(in: tree)
        first.style.width = 12
        item.addChild(first)
        let second = FlexNode(in: tree)
        second.style.width = 8
        if secondMargin != 0 { second.style.margin[.left] = .points(secondMargin) }
        item.addChild(second)
        root.calculateLayout()
        return item.layout.width
    }

    func testMinContentAboveTheSpecifiedWidthKeepsIt() {
        // Min-content 12 + 8 = 20: the automatic minimum is the specified 10 (Flexbox 4.5).
        XCTAssertEqual(itemWidth(secondMargin: 0), 10)
    }

    func testNegativeMarginAfterTheCapStillCounts() {
        // Min-content 12 + (8 - 12) = 8, below the specified 10: the item shrinks to 8, not 10.
        XCTAssertEqual(itemWidth(secondMargin: -12), 8)
    }
}
