import FlexKit
import XCTest

/// The web's defaults: an item's initial position takes a relative offset only from a relatively
/// positioned box (or an absolute root, which nothing else places); an absolute item's insets are read
/// where its containing block places it. Each case fails if that split is drawn elsewhere.
final class WebInitialPositionTests: XCTestCase {
    private func box(_ tree: FlexTree, width: Double, height: Double, in parent: FlexNode?) -> FlexNode {
        let node = FlexNode(in: tree)
        node.style.width = .points(width)
        node.style.height = .points(height)
        parent?.addChild(node)
        return node
    }

    /// A relative item moves by its insets from where the line puts it, its margin included.
    func testARelativeItemMovesByItsInsets() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = box(tree, width: 200, height: 200, in: nil)
        let first = box(tree, width: 100, height: 100, in: root)
        first.style.margin.left = 10
        let moved = box(tree, width: 20, height: 20, in: root)
        moved.style.margin.left = 3
        moved.style.position.left = 15
        moved.style.position.top = 4
        root.calculateLayout()
        // 10 + 100 (the first item) + 3 (its margin) + 15 (its offset); 0 + 4.
        XCTAssertEqual(moved.layout.left, 128)
        XCTAssertEqual(moved.layout.top, 4)
        // Laid out again after a change, the offset is applied once.
        first.style.height = 90
        root.calculateLayout()
        XCTAssertEqual(moved.layout.left, 128)
        XCTAssertEqual(moved.layout.top, 4)
    }

    /// An absolute item in a static parent is placed by its insets in the containing block (the root),
    /// then given relative to its parent; its insets do not move it a second time.
    func testAnAbsoluteItemIsPlacedByItsContainingBlock() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = box(tree, width: 200, height: 200, in: nil)
        let parent = box(tree, width: 100, height: 100, in: root)
        parent.style.positionType = .static
        parent.style.margin.left = 10
        let placed = box(tree, width: 10, height: 10, in: parent)
        placed.style.positionType = .absolute
        placed.style.position.left = 30
        placed.style.position.top = 20
        placed.style.margin.left = 5
        placed.style.margin.top = 7
        let fromEnd = box(tree, width: 10, height: 10, in: root)
        fromEnd.style.positionType = .absolute
        fromEnd.style.position.right = 12
        fromEnd.style.position.bottom = 6
        root.calculateLayout()
        // 30 + 5 in the root, less the parent's 10; 20 + 7.
        XCTAssertEqual(placed.layout.left, 25)
        XCTAssertEqual(placed.layout.top, 27)
        XCTAssertEqual(fromEnd.layout.left, 178)
        XCTAssertEqual(fromEnd.layout.top, 184)
        parent.style.height = 90
        root.calculateLayout()
        XCTAssertEqual(placed.layout.left, 25)
        XCTAssertEqual(placed.layout.top, 27)
    }

    /// An absolute root has no containing block to place it: its insets offset it.
    func testAnAbsoluteRootIsOffsetByItsInsets() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = box(tree, width: 50, height: 50, in: nil)
        root.style.positionType = .absolute
        root.style.position.left = 7
        root.style.position.bottom = 9
        root.calculateLayout()
        XCTAssertEqual(root.layout.left, 7)
        XCTAssertEqual(root.layout.top, -9)
    }
}
