import FlexKit
import LayoutCore
import XCTest

/// The tree API: nodes, children, styles, handles and their diagnostics.
final class FlexTreeTests: XCTestCase {
    func testRowOfGrowingChildren() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.flexDirection = .row
        root.style.width = 300
        root.style.height = 100
        root.style.padding = FlexEdges(all: 10)
        let a = FlexNode(in: tree)
        a.style.flexGrow = 1
        let b = FlexNode(in: tree)
        b.style.flexGrow = 2
        b.style.margin.left = 20
        root.addChild(a)
        root.addChild(b)
        root.calculateLayout()
        // 260 points of free space split 1:2 (86.67 and 173.33), edges rounded to whole points.
        XCTAssertEqual(a.layout.left, 10)
        XCTAssertEqual(a.layout.width, 87)
        XCTAssertEqual(b.layout.left, 117)
        XCTAssertEqual(b.layout.width, 173)
        XCTAssertEqual(b.layout.height, 80)
        XCTAssertEqual(b.layout.margin.left, 20)
        XCTAssertEqual(root.layout.padding, FlexInsets(left: 10, top: 10, right: 10, bottom: 10))
    }

    func testInsertRemoveAndOrder() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let nodes = (0..<4).map { _ in FlexNode(in: tree) }
        root.addChild(nodes[0])
        root.addChild(nodes[2])
        root.insertChild(nodes[1], at: 1)
        root.insertChild(nodes[3], at: 0)
        XCTAssertEqual(root.children, [nodes[3], nodes[0], nodes[1], nodes[2]])
        XCTAssertTrue(root.removeChild(nodes[0]))
        XCTAssertEqual(root.children, [nodes[3], nodes[1], nodes[2]])
        XCTAssertNil(nodes[0].parent)
        XCTAssertEqual(nodes[1].parent, root)
        XCTAssertEqual(tree.child(at: 2, of: root.id), nodes[2].id)
    }

    func testCyclesAndSecondParentsAreRefusedWithDiagnostics() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let child = FlexNode(in: tree)
        let grandchild = FlexNode(in: tree)
        root.addChild(child)
        child.addChild(grandchild)
        let (added, diagnostics) = LayoutDiagnostics.collect { grandchild.addChild(root) }
        XCTAssertFalse(added)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertTrue(diagnostics[0].message.contains("cycle"), diagnostics[0].message)
        let (again, second) = LayoutDiagnostics.collect { root.addChild(grandchild) }
        XCTAssertFalse(again)
        XCTAssertTrue(second[0].message.contains("already has a parent"))
        let (selfAdd, third) = LayoutDiagnostics.collect { child.addChild(child) }
        XCTAssertFalse(selfAdd)
        XCTAssertEqual(third.count, 1)
        // The tree still lays out.
        root.calculateLayout(width: 100, height: 100)
        XCTAssertEqual(grandchild.layout.width, 100)
    }

    func testStaleHandlesAreReportedAndIgnored() {
        let tree = FlexTree()
        let node = tree.makeNode()
        tree.freeNode(node)
        let reused = tree.makeNode()
        XCTAssertEqual(reused.index, node.index)
        XCTAssertFalse(tree.contains(node))
        let (_, diagnostics) = LayoutDiagnostics.collect {
            tree.updateStyle(of: node) { $0.width = 10 }
            tree.calculateLayout(for: node)
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertTrue(diagnostics.allSatisfy { $0.kind == .invalidHierarchy })
        XCTAssertEqual(tree.style(of: reused).width, .auto)
    }

    func testMeasureFunctionsAndChildrenExcludeEachOther() {
        let tree = FlexTree()
        let leaf = FlexNode(in: tree)
        leaf.setMeasureFunction { _, _, _, _ in FlexSize(width: 10, height: 10) }
        let (added, diagnostics) = LayoutDiagnostics.collect { leaf.addChild(FlexNode(in: tree)) }
        XCTAssertFalse(added)
        XCTAssertEqual(diagnostics.count, 1)
        let parent = FlexNode(in: tree)
        parent.addChild(FlexNode(in: tree))
        let (_, second) = LayoutDiagnostics.collect {
            parent.setMeasureFunction { _, _, _, _ in FlexSize(width: 1, height: 1) }
        }
        XCTAssertEqual(second.count, 1)
        XCTAssertFalse(tree.hasMeasureFunction(parent.id))
    }

    func testSettingTheSameStyleDoesNotDirty() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.width = 50
        root.calculateLayout()
        XCTAssertFalse(root.isDirty)
        root.style.width = 50
        XCTAssertFalse(root.isDirty)
        root.style.width = 60
        XCTAssertTrue(root.isDirty)
    }

    func testFreeSubtree() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let child = FlexNode(in: tree)
        root.addChild(child)
        child.addChild(FlexNode(in: tree))
        tree.freeSubtree(root.id)
        XCTAssertEqual(tree.liveNodeCount, 0)
    }

    func testRightToLeftAndLogicalEdges() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.flexDirection = .row
        root.style.width = 100
        root.style.height = 10
        root.style.padding.start = 5
        let child = FlexNode(in: tree)
        child.style.width = 20
        child.style.margin.start = 10
        root.addChild(child)
        root.calculateLayout(direction: .rtl)
        XCTAssertEqual(child.layout.left, 100 - 5 - 10 - 20)
        XCTAssertEqual(child.layout.margin.right, 10)
        XCTAssertEqual(root.layout.direction, .rtl)
        root.calculateLayout(direction: .ltr)
        XCTAssertEqual(child.layout.left, 15)
    }

    func testBaselineFunctionAlignsItems() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.flexDirection = .row
        root.style.alignItems = .baseline
        let tall = FlexNode(in: tree)
        tall.style.height = 40
        tall.style.width = 10
        tall.setBaselineFunction { _, height in height - 5 }
        let short = FlexNode(in: tree)
        short.style.height = 10
        short.style.width = 10
        root.addChild(tall)
        root.addChild(short)
        root.calculateLayout()
        XCTAssertEqual(short.layout.top, 25)
    }
}
