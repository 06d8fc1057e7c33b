import FlexKit
import XCTest

/// The web's defaults: a row item that is a box with children takes its automatic minimum size (Flexbox
/// 4.5) from its remembered min-content width, with its padding and within its max width, and a width
/// found with a stretched item's cross size is found again when that size changes (CSS Sizing 3, 5.1;
/// Flexbox 9.8).
final class WebRememberedMinimumTests: XCTestCase {
    /// A 10-wide, 50-tall row holding `flex-basis: 0` box `outer`, which holds `flex-basis: 0` box `inner`
    /// (5 of padding each side) of two children 30 and 40 wide: laid out.
    private func nestedBoxes() -> (outer: FlexNode, inner: FlexNode) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 10
        root.style.height = 50
        let outer = FlexNode(in: tree)
        outer.style.flexBasis = 0
        root.addChild(outer)
        let inner = FlexNode(in: tree)
        inner.style.flexBasis = 0
        inner.style.padding.left = 5
        inner.style.padding.right = 5
        outer.addChild(inner)
        for width in [30.0, 40.0] {
            let child = FlexNode(in: tree)
            child.style.width = .points(width)
            child.style.height = 10
            inner.addChild(child)
        }
        root.calculateLayout()
        return (outer, inner)
    }

    func testABoxTakesItsRememberedMinContentWidthWithItsPadding() {
        // The outer box's automatic minimum walks the inner one (found then: 30 + 40 + 10 of padding);
        // in the outer box's line the inner one's basis 0 is raised to that remembered 80, not to the 70
        // of its children alone.
        let boxes = nestedBoxes()
        XCTAssertEqual(boxes.outer.layout.width, 80)
        XCTAssertEqual(boxes.inner.layout.width, 80)
    }

    func testABoxsRememberedMinimumStaysWithinItsMaxWidth() {
        // A 100-wide row holds `flex-basis: 100` box `outer`, whose automatic minimum walks its items:
        // box `inner` (`flex-basis: 0`, 5 of padding each side, max width 75) of children 30 and 40 wide,
        // and an empty `flex: 1 1 0` item. In `outer`'s line the inner box's basis is raised to its
        // remembered min-content width within its max, 75 (not 80), and the item grows into the 25 left.
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 100
        root.style.height = 50
        let outer = FlexNode(in: tree)
        outer.style.flexBasis = 100
        root.addChild(outer)
        let inner = FlexNode(in: tree)
        inner.style.flexBasis = 0
        inner.style.padding.left = 5
        inner.style.padding.right = 5
        inner.style.maxWidth = 75
        outer.addChild(inner)
        for width in [30.0, 40.0] {
            let child = FlexNode(in: tree)
            child.style.width = .points(width)
            child.style.height = 10
            inner.addChild(child)
        }
        let filler = FlexNode(in: tree)
        filler.style.flexBasis = 0
        filler.style.flexGrow = 1
        outer.addChild(filler)
        root.calculateLayout()
        XCTAssertEqual([outer, inner, filler].map { $0.layout.width }, [100, 75, 25])
        XCTAssertEqual(filler.layout.left, 75)
    }

    func testAWidthFoundWithAStretchedHeightIsFoundAgainForAnother() {
        // A 10-wide row `height` tall holds `flex-basis: 0` box `outer`, holding box `middle`, holding
        // an `aspect-ratio: 1` item: each is stretched to the row's height, so the item is as wide as the
        // row is tall, and so are the boxes' min-content widths, their automatic minimums.
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 10
        root.style.height = 100
        let outer = FlexNode(in: tree)
        outer.style.flexBasis = 0
        root.addChild(outer)
        let middle = FlexNode(in: tree)
        outer.addChild(middle)
        let square = FlexNode(in: tree)
        square.style.aspectRatio = 1
        middle.addChild(square)
        root.calculateLayout()
        XCTAssertEqual([outer, middle, square].map { $0.layout.width }, [100, 100, 100])
        // A shorter row: the outer box's width, remembered with the height 100 it was found with, depends
        // on it through the middle box's item, and is found again (with only the middle box's width
        // known to depend on it, the outer box would keep 100).
        root.style.height = 40
        root.calculateLayout()
        XCTAssertEqual([outer, middle, square].map { $0.layout.width }, [40, 40, 40])
        XCTAssertEqual(outer.layout.height, 40)
    }
}
