import FlexKit
import XCTest

/// The web's defaults: a child of a `display: contents` node maps its logical edges in the direction it
/// inherits from that node (CSS Display 3, 2.5), also after the tree changes: the contents node's direction
/// or display set later, the child moved in or out. (The static cases, with Chrome's frames, are the
/// `display-contents-*` fixtures.)
final class WebContentsDirectionTests: XCTestCase {
    /// A 200-wide row holding a `display: contents` node, and in it a box with `padding-left: 1;
    /// padding-inline-end: 0%` around a 10 x 10 box: under an rtl contents node the end is the left, so
    /// the box has no padding (Chrome: 10 wide); under an ltr one the end is the right and the left keeps 1.
    private func makeTree() -> (root: FlexNode, contents: FlexNode, child: FlexNode, inner: FlexNode) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = 200
        let contents = FlexNode(in: tree)
        contents.style.display = .contents
        let child = FlexNode(in: tree)
        child.style.padding.left = 1
        child.style.padding.end = .percent(0)
        let inner = FlexNode(in: tree)
        inner.style.width = 10
        inner.style.height = 10
        XCTAssertTrue(child.addChild(inner))
        return (root, contents, child, inner)
    }

    /// Lays the tree out and checks the padded box's width and its child's left edge.
    private func assertLaidOut(
        _ root: FlexNode, _ child: FlexNode, _ inner: FlexNode, width: Double, innerLeft: Double,
        line: UInt = #line
    ) {
        root.calculateLayout()
        XCTAssertEqual(child.layout.width, width, line: line)
        XCTAssertEqual(inner.layout.left, innerLeft, line: line)
    }

    func testADirectionSetOnTheContentsNodeAfterItsChildrenMapsTheirEdges() {
        let (root, contents, child, inner) = makeTree()
        XCTAssertTrue(root.addChild(contents))
        XCTAssertTrue(contents.addChild(child))
        assertLaidOut(root, child, inner, width: 11, innerLeft: 1)
        contents.style.direction = .rtl
        assertLaidOut(root, child, inner, width: 10, innerLeft: 0)
        // Back to inheriting the row's (ltr): the padding-left applies again.
        contents.style.direction = .inherit
        assertLaidOut(root, child, inner, width: 11, innerLeft: 1)
    }

    func testAChildMovedIntoAndOutOfTheContentsNodeTakesItsDirectionThenLosesIt() {
        let (root, contents, child, inner) = makeTree()
        contents.style.direction = .rtl
        XCTAssertTrue(root.addChild(contents))
        XCTAssertTrue(root.addChild(child))
        assertLaidOut(root, child, inner, width: 11, innerLeft: 1)
        XCTAssertTrue(root.removeChild(child))
        XCTAssertTrue(contents.addChild(child))
        assertLaidOut(root, child, inner, width: 10, innerLeft: 0)
        XCTAssertTrue(contents.removeChild(child))
        XCTAssertTrue(root.addChild(child))
        assertLaidOut(root, child, inner, width: 11, innerLeft: 1)
    }

    func testAChainOfContentsNodesPassesTheNearestDirectionSet() {
        let (root, contents, child, inner) = makeTree()
        let middle = FlexNode(in: root.tree)
        middle.style.display = .contents
        XCTAssertTrue(root.addChild(contents))
        XCTAssertTrue(contents.addChild(middle))
        XCTAssertTrue(middle.addChild(child))
        contents.style.direction = .rtl
        assertLaidOut(root, child, inner, width: 10, innerLeft: 0)
        // The nearer node sets ltr: it wins.
        middle.style.direction = .ltr
        assertLaidOut(root, child, inner, width: 11, innerLeft: 1)
        // The nearer node becomes a box: the child is its item, laid out in its (ltr) direction.
        middle.style.display = .flex
        assertLaidOut(root, child, inner, width: 11, innerLeft: 1)
        // An rtl box: the end is the left again, and the box places the child at its right.
        middle.style.direction = .rtl
        assertLaidOut(root, child, inner, width: 10, innerLeft: 0)
    }
}
