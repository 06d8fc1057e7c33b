import LayoutCore
import LayoutTestSupport
import XCTest

@testable import FlexKit

/// FlexKit and its file format on hostile input (found by `Scripts/fuzz.py`): deep trees are laid out
/// or refused with a diagnostic, never overflow the stack; overflowing layouts are named and zeroed;
/// handles of another tree are refused; coordinates and measures never trap.
final class HostileFlexInputTests: XCTestCase {
    /// A chain of `depth` nodes below a root (so `depth + 1` levels), flexible rows and columns in turn.
    private func chain(_ tree: FlexTree, depth: Int) -> FlexNodeID {
        let root = tree.makeNode()
        var parent = root
        for level in 0..<depth {
            var style = tree.defaultStyle
            style.flexDirection = level % 2 == 0 ? .row : .column
            style.flexGrow = 1
            let child = tree.makeNode(style: style)
            tree.addChild(child, to: parent)
            parent = child
        }
        return root
    }

    func testDeepTreesLayOutOrAreRefusedOnASmallStack() {
        // Every depth either lays out or is refused with a diagnostic; none overflows 512 KB.
        var outcomes: [(depth: Int, laidOut: Bool, messages: [String])] = []
        // Under the address sanitizer a level takes four times the stack (its red zones), and so does the thread.
        runOnThread(stackSize: 512 * 1024 * (FlexTree.underAddressSanitizer ? 4 : 1)) {
            for depth in [10, 40, 80, 120, 160, 240, 400, 1_000, 100_000] {
                let tree = FlexTree()
                let root = self.chain(tree, depth: depth)
                let (_, diagnostics) = LayoutDiagnostics.collect {
                    tree.calculateLayout(for: root, width: 300, height: 200)
                }
                outcomes.append((depth, tree.layout(of: root).width == 300, diagnostics.map(\.message)))
            }
        }
        XCTAssertEqual(outcomes.count, 9)
        for outcome in outcomes {
            if outcome.laidOut {
                XCTAssertEqual(outcome.messages, [], "depth \(outcome.depth)")
            } else {
                XCTAssertEqual(outcome.messages.count, 1, "depth \(outcome.depth)")
                XCTAssertTrue(
                    outcome.messages.first?.contains("levels deep; this thread's stack lays out at most") ?? false,
                    "\(outcome.messages)")
            }
        }
        XCTAssertTrue(outcomes[0].laidOut && outcomes[1].laidOut, "shallow trees lay out on a small stack")
        XCTAssertFalse(outcomes.last!.laidOut, "100,000 levels are refused")
    }

    func testAHundredThousandLevelsAreRefusedOnTheMainThreadAndShallowerTreesLayOut() {
        let tree = FlexTree()
        let root = chain(tree, depth: 100_000)
        let (_, diagnostics) = LayoutDiagnostics.collect { tree.calculateLayout(for: root, width: 100, height: 100) }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertTrue(diagnostics.first?.message.contains("is 100001 levels deep") ?? false, "\(diagnostics)")
        XCTAssertEqual(tree.layout(of: root).width, 0, "refused: layouts unchanged")
        // The same tree cut to 500 levels lays out (300 under the address sanitizer, whose levels take
        // four times the stack of the main thread's 8 MB).
        let shallow = FlexTree()
        let top = chain(shallow, depth: FlexTree.underAddressSanitizer ? 300 : 500)
        let (_, none) = LayoutDiagnostics.collect { shallow.calculateLayout(for: top, width: 100, height: 100) }
        XCTAssertEqual(none.map(\.message), [])
        XCTAssertEqual(shallow.layout(of: top).width, 100)
    }

    func testBuildingADeepStyledChainWalksEachAncestorOnce() {
        // Every edit walks up the tree only to the first ancestor already marked (dirty, trait counts
        // out of date): a chain of 100,000 styled levels, built top-down and restyled after linking,
        // costs a few steps a node, not one per ancestor.
        let tree = FlexTree()
        let root = tree.makeNode()
        var parent = root
        for level in 0..<100_000 {
            let child = tree.makeNode()
            tree.addChild(child, to: parent)
            tree.updateStyle(of: child) {
                $0.flexGrow = 1
                $0.margin[.all] = level % 3 == 0 ? 1 : 0
                $0.aspectRatio = level % 5 == 0 ? 1 : nil
            }
            parent = child
        }
        XCTAssertLessThan(tree.ancestorSteps, 4 * 100_000, "linear in the nodes, not in their depths")
        // After a layout of a shallow part, a change deep down walks up once more, then stops again.
        let before = tree.ancestorSteps
        tree.updateStyle(of: parent) { $0.flexShrink = 2 }
        tree.updateStyle(of: parent) { $0.flexShrink = 3 }
        XCTAssertLessThan(tree.ancestorSteps - before, 4)
    }

    func testTraitCountsFollowEditsBetweenLayouts() {
        // The counts are recomputed lazily: layouts after restyling, moving and removing subtrees equal
        // the layouts of the same trees built from scratch.
        func build(_ tree: FlexTree, grow: Bool, moved: Bool) -> (FlexNodeID, [FlexNodeID]) {
            let root = tree.makeNode()
            tree.updateStyle(of: root) { $0.flexDirection = .row }
            var nodes: [FlexNodeID] = []
            for index in 0..<4 {
                let item = tree.makeNode()
                tree.updateStyle(of: item) {
                    $0.flexGrow = grow && index == 1 ? 1 : 0
                    if index > 0 { $0.padding[.all] = .points(Double(index)) }
                }
                let leaf = tree.makeNode()
                tree.setMeasureFunction(for: leaf) { width, widthMode, _, _ in
                    let text = 12.0 * Double(index + 1)
                    let used = widthMode == .undefined ? text : min(text, width)
                    return FlexSize(width: used, height: (text / max(used, 1)).rounded(.up) * 10)
                }
                tree.addChild(leaf, to: item)
                tree.addChild(item, to: root)
                nodes += [item, leaf]
            }
            if moved {
                tree.removeChild(nodes[5], from: nodes[4])
                tree.addChild(nodes[5], to: nodes[0])
            }
            return (root, nodes)
        }
        let edited = FlexTree()
        let (root, nodes) = build(edited, grow: false, moved: false)
        for width in [100.0, 40, 100] { edited.calculateLayout(for: root, width: width, height: nil) }
        edited.updateStyle(of: nodes[2]) { $0.flexGrow = 1 }
        edited.removeChild(nodes[5], from: nodes[4])
        edited.addChild(nodes[5], to: nodes[0])
        let fresh = FlexTree()
        let (freshRoot, freshNodes) = build(fresh, grow: true, moved: true)
        for width in [100.0, 40, 70] {
            edited.calculateLayout(for: root, width: width, height: nil)
            fresh.calculateLayout(for: freshRoot, width: width, height: nil)
            XCTAssertEqual(
                nodes.map { edited.layout(of: $0) }, freshNodes.map { fresh.layout(of: $0) }, "width \(width)")
        }
        // Counted again after the edits: 4 measured leaves, 3 items with paddings (the moved leaf's old
        // parent still has its own), 1 flexible item; item 0 holds two leaves now.
        XCTAssertEqual(edited.subtreeTraitCounts(of: root), [0, 4, 0, 3, 1])
        XCTAssertEqual(edited.subtreeTraitCounts(of: nodes[0]), [0, 2, 0, 0, 0])
        XCTAssertEqual(edited.subtreeTraitCounts(of: nodes[4]), [0, 0, 0, 1, 0])
        XCTAssertEqual(edited.subtreeTraitCounts(of: root), fresh.subtreeTraitCounts(of: freshRoot))
    }

    func testLayoutsThatOverflowAreNamedAndZeroed() {
        // Finite styles near the largest Double add up to infinities: named, set to 0, the rest laid out.
        let tree = FlexTree()
        let root = tree.makeNode()
        tree.setName("root", for: root)
        tree.updateStyle(of: root) { $0.width = 100 }
        let fine = tree.makeNode()
        tree.updateStyle(of: fine) { $0.height = 10 }
        let tall = tree.makeNode()
        tree.setName("tall", for: tall)
        tree.updateStyle(of: tall) {
            $0.height = 1.7e308
            $0.margin[.vertical] = 1.7e308
            $0.padding[.all] = 1e300
        }
        let grower = tree.makeNode()
        tree.setName("grower", for: grower)
        tree.updateStyle(of: grower) {
            $0.flexGrow = 1e300
            $0.width = 1e300
        }
        tree.addChild(fine, to: root)
        tree.addChild(tall, to: root)
        tree.addChild(grower, to: tall)
        let (_, diagnostics) = LayoutDiagnostics.collect { tree.calculateLayout(for: root, width: nil, height: nil) }
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.message).joined(separator: "\n"))
        let message = diagnostics.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("the layout of root"), message)
        XCTAssertTrue(message.hasSuffix("overflowed (sizes too large to add up to a finite number); set to 0"), message)
        for node in [root, fine, tall, grower] {
            let layout = tree.layout(of: node)
            let numbers = [
                layout.left, layout.top, layout.width, layout.height, layout.padding.left, layout.margin.top,
            ]
            XCTAssertTrue(numbers.allSatisfy(\.isFinite), "\(layout)")
        }
        XCTAssertEqual(tree.layout(of: root).height, 0, "overflowed: set to 0")
        let layout = tree.layout(of: fine)
        XCTAssertEqual([layout.left, layout.top, layout.width, layout.height], [0, 0, 100, 10], "the rest lays out")
    }

    func testAHandleOfAnotherTreeIsRefused() {
        let mine = FlexTree()
        let other = FlexTree()
        let root = mine.makeNode()
        let foreign = other.makeNode()
        XCTAssertEqual(root.index, foreign.index)
        XCTAssertEqual(root.tag, foreign.tag)
        XCTAssertNotEqual(root, foreign)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            mine.setStyle(mine.defaultStyle.with { $0.width = 99 }, for: foreign)
            XCTAssertFalse(mine.addChild(foreign, to: root))
            XCTAssertFalse(mine.contains(foreign))
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertTrue(
            diagnostics.allSatisfy { $0.message.contains("is a node of another tree; ignored") }, "\(diagnostics)")
        XCTAssertEqual(mine.style(of: root).width, .auto, "this tree's node is untouched")
        XCTAssertEqual(mine.childCount(of: root), 0)
    }

    func testManyChildrenBuildAndLayOut() {
        // Building a deep chain top-down no longer walks every ancestor for each new leaf (the cycle check).
        let tree = FlexTree()
        let root = tree.makeNode()
        for _ in 0..<30_000 { tree.addChild(tree.makeNode(), to: root) }
        var chain = tree.makeNode()
        for _ in 0..<5_000 {
            let next = tree.makeNode()
            tree.addChild(next, to: chain)
            chain = next
        }
        tree.calculateLayout(for: root, width: 10, height: nil)
        XCTAssertEqual(tree.childCount(of: root), 30_000)
        XCTAssertEqual(tree.liveNodeCount, 35_002)
        XCTAssertEqual(tree.layout(of: tree.children(of: root)[29_999]).width, 10)
    }
}

extension FlexStyle {
    /// A copy changed by `body`.
    fileprivate func with(_ body: (inout FlexStyle) -> Void) -> FlexStyle {
        var copy = self
        body(&copy)
        return copy
    }
}
