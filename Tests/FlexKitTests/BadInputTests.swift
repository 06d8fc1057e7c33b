import FlexKit
import LayoutCore
import XCTest

/// Bad values never crash: they are clamped or refused with a diagnostic, and the rest lays out.
final class BadInputTests: XCTestCase {
    private func layOut(_ build: (FlexTree, FlexNode) -> Void) -> (FlexNode, [LayoutDiagnostic]) {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            build(tree, root)
            root.calculateLayout(width: 200, height: 100)
        }
        return (root, diagnostics)
    }

    func testNonFiniteAndNegativeSizes() {
        let (root, diagnostics) = layOut { tree, root in
            root.style.flexDirection = .row
            let a = FlexNode(in: tree)
            a.style.width = .points(.nan)
            a.style.flexGrow = 1
            let b = FlexNode(in: tree)
            b.style.width = -40
            b.style.height = .points(.infinity)
            b.style.minWidth = .percent(-10)
            root.addChild(a)
            root.addChild(b)
        }
        XCTAssertEqual(diagnostics.count, 4, diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(diagnostics.allSatisfy { $0.kind == .invalidValue && $0.source == "FlexKit" })
        let (a, b) = (root.children[0], root.children[1])
        XCTAssertEqual(a.style.width, .undefined)
        XCTAssertEqual(b.style.width, .auto)
        XCTAssertEqual(a.layout.width, 200)
        XCTAssertEqual(b.layout.width, 0)
        XCTAssertEqual(b.layout.height, 100)
    }

    func testNegativePaddingsBordersAndFactors() {
        let (root, diagnostics) = layOut { tree, root in
            root.style.padding = FlexEdges(all: -10)
            root.style.border.left = -3
            let child = FlexNode(in: tree)
            child.style.flexGrow = -1
            child.style.flexShrink = .nan
            child.style.aspectRatio = 0
            root.addChild(child)
        }
        XCTAssertEqual(diagnostics.count, 5, diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(root.layout.padding, FlexInsets())
        XCTAssertEqual(root.children[0].layout.width, 200)
        XCTAssertEqual(root.children[0].style.flexGrow, 0)
    }

    func testBadGapsMarginsAndOffsetsAlone() {
        // Each style has one bad number only, so that no other clamp in it hides a missed one.
        let (root, diagnostics) = layOut { tree, root in
            root.style.flexDirection = .row
            root.style.gap.column = -8
            let a = FlexNode(in: tree)
            a.style.width = 50
            a.style.margin.left = .points(.nan)
            let b = FlexNode(in: tree)
            b.style.width = 50
            b.style.position.top = .points(-.infinity)
            let c = FlexNode(in: tree)
            c.style.width = 50
            c.style.margin.left = -10
            root.addChild(a)
            root.addChild(b)
            root.addChild(c)
        }
        XCTAssertEqual(diagnostics.count, 3, diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(root.style.gap.column, 0)
        XCTAssertEqual(root.children[0].style.margin.left, .undefined)
        XCTAssertEqual(root.children[1].style.position.top, .undefined)
        XCTAssertEqual(root.children[2].style.margin.left, -10, "a negative margin is kept, without a diagnostic")
        XCTAssertEqual(root.children.map(\.layout.left), [0, 50, 90])
    }

    func testBadAvailableSizes() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            root.calculateLayout(width: -5, height: .infinity)
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(root.layout.width, 0)
        XCTAssertEqual(root.layout.height, 0)
    }

    func testPercentagesOfAnUndefinedSizeAreIgnored() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.alignItems = .flexStart
        let child = FlexNode(in: tree)
        child.style.width = .percent(50)
        let grandchild = FlexNode(in: tree)
        grandchild.style.height = .percent(50)
        grandchild.style.width = 10
        child.addChild(grandchild)
        root.addChild(child)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.calculateLayout(width: 200, height: nil) }
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertEqual(child.layout.width, 100)
        XCTAssertEqual(grandchild.layout.height, 0, "50% of an undefined height is no height")
    }

    func testChangesFromMeasureFunctionsAreRefused() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let leaf = FlexNode(in: tree)
        leaf.setMeasureFunction { _, _, _, _ in
            tree.updateStyle(of: root.id) { $0.width = 1 }
            _ = tree.makeNode()
            return FlexSize(width: 5, height: 5)
        }
        root.addChild(leaf)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.calculateLayout() }
        XCTAssertTrue(diagnostics.contains { $0.message.contains("during a layout pass") })
        XCTAssertEqual(leaf.layout.width, 5)
    }

    func testNaNPointScaleFactorTurnsRoundingOff() {
        let (_, diagnostics) = LayoutDiagnostics.collect {
            _ = FlexTree(config: FlexConfig(pointScaleFactor: .nan))
        }
        XCTAssertEqual(diagnostics.count, 1)
    }

    /// `space-around` in a column whose only child is absolute and whose min height leaves free space:
    /// Yoga divides the space among zero items (NaN frames); both modes leave it unused, lay the rest
    /// out and center the absolute child's static position (Chrome's frames in the web's defaults).
    func testSpaceAroundWithNoInFlowItemLeavesTheSpaceUnused() {
        for defaults in [FlexDefaults.yoga, .web] {
            let tree = FlexTree(config: FlexConfig(defaults: defaults, pointScaleFactor: 2))
            let root = FlexNode(in: tree)
            let column = FlexNode(in: tree)
            column.style.flexDirection = .columnReverse
            column.style.justifyContent = .spaceAround
            column.style.alignSelf = .center
            column.style.minHeight = 1
            let absolute = FlexNode(in: tree)
            absolute.style.positionType = .absolute
            column.addChild(absolute)
            root.addChild(column)
            let (_, diagnostics) = LayoutDiagnostics.collect { root.calculateLayout(width: 246) }
            XCTAssertEqual(diagnostics.map(\.message), [], "\(defaults)")
            XCTAssertEqual([root.layout.width, root.layout.height], [246, 1], "\(defaults)")
            XCTAssertEqual(column.layout.height, 1, "\(defaults)")
            XCTAssertEqual([absolute.layout.left, absolute.layout.top], [0, 0.5], "\(defaults)")
        }
    }
}
