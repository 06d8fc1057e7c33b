import FlexKit
import XCTest

/// The web's defaults: a `display: contents` node's measured content (its text) is an anonymous flex
/// item of the nearest container with a box (CSS Display 3, 2.5; CSS Flexbox 4), while the node itself
/// keeps an empty frame.
final class WebAnonymousItemTests: XCTestCase {
    /// Ahem-like text: segments of `charWidth` per character, 10 tall a line, breaking only between them.
    private func setText(_ text: String, on node: FlexNodeID, in tree: FlexTree) {
        tree.setMeasureFunction(
            for: node, FlexTreeFile.function(for: .ahem(text, charWidth: 10, lineHeight: 10), direction: .row))
    }

    private func contentsText(_ text: String, in tree: FlexTree, parent: FlexNodeID) -> FlexNodeID {
        let node = tree.makeNode()
        tree.updateStyle(of: node) { $0.display = .contents }
        setText(text, on: node, in: tree)
        tree.addChild(node, to: parent)
        return node
    }

    func testContentsTextIsAnItemOfTheContainer() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = tree.makeNode()
        tree.updateStyle(of: root) { $0.width = 30 }
        let box = tree.makeNode()
        tree.updateStyle(of: box) {
            $0.width = 10
            $0.height = 5
        }
        tree.addChild(box, to: root)
        let text = contentsText("ab\u{200B}cd", in: tree, parent: root)
        tree.calculateLayout(for: root, width: 100)
        // Both items shrink by their bases (10 and the text's 40) into 30 (Chrome's frames): the box to 6,
        // the text to 24, where it takes two lines.
        XCTAssertEqual(tree.layout(of: root).height, 20)
        XCTAssertEqual(tree.layout(of: box).width, 6, accuracy: 1e-9)
        // The node itself has no box.
        let layout = tree.layout(of: text)
        XCTAssertEqual([layout.left, layout.top, layout.width, layout.height], [0, 0, 0, 0])
        // The item is the tree's own: it is not a node of the tree.
        XCTAssertEqual(tree.liveNodeCount, 3)
        XCTAssertEqual(tree.childCount(of: text), 0)
        XCTAssertEqual(tree.children(of: root), [box, text])
    }

    func testTheItemFollowsTheNodesDisplayMeasureAndContent() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = tree.makeNode()
        let text = contentsText("abc", in: tree, parent: root)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 10)

        // A new text, marked dirty through the node, is measured again.
        var lineHeight = 10.0
        tree.setMeasureFunction(for: text) { _, _, _, _ in FlexSize(width: 30, height: lineHeight) }
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 10)
        lineHeight = 25
        tree.markDirty(text)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 25)

        // As a box of its own, the node is the item (with its own style); as contents again, its text.
        tree.updateStyle(of: text) {
            $0.display = .flex
            $0.padding.top = 5
        }
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 30)
        XCTAssertEqual(tree.layout(of: text).height, 30)
        XCTAssertEqual(tree.liveNodeCount, 2)
        tree.updateStyle(of: text) { $0.display = .contents }
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 25)
        XCTAssertEqual(tree.layout(of: text).height, 0)

        // Without a measure function there is no content; freed, the node takes its item with it.
        tree.setMeasureFunction(for: text, nil)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 0)
        setText("abcd", on: text, in: tree)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 10)
        tree.freeNode(text)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 0)
        XCTAssertEqual(tree.liveNodeCount, 1)
        // The freed slots are reused by new nodes, which lay out as any other.
        let a = tree.makeNode()
        let b = tree.makeNode()
        tree.updateStyle(of: a) { $0.height = 7 }
        tree.updateStyle(of: b) { $0.height = 9 }
        tree.addChild(a, to: root)
        tree.addChild(b, to: root)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 9)
        XCTAssertEqual(tree.liveNodeCount, 3)
    }

    func testNestedContentsTextComesBeforeItsSiblings() {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = tree.makeNode()
        let wrapper = tree.makeNode()
        tree.updateStyle(of: wrapper) { $0.display = .contents }
        tree.addChild(wrapper, to: root)
        _ = contentsText("abc", in: tree, parent: wrapper)
        let box = tree.makeNode()
        tree.updateStyle(of: box) {
            $0.width = 15
            $0.height = 15
        }
        tree.addChild(box, to: wrapper)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: box).left, 30)
        XCTAssertEqual(tree.layout(of: root).height, 15)
    }

    func testYogaDefaultsHaveNoAnonymousItem() {
        let tree = FlexTree()
        let root = tree.makeNode()
        tree.updateStyle(of: root) { $0.flexDirection = .row }
        _ = contentsText("abc", in: tree, parent: root)
        tree.calculateLayout(for: root, width: 100)
        XCTAssertEqual(tree.layout(of: root).height, 0)
        XCTAssertEqual(tree.liveNodeCount, 2)
    }
}
