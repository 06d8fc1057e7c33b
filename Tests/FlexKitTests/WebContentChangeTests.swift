import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

@testable import FlexKit

/// Web mode's min-content sizes across a change of a text's content (`markDirty` on a measured leaf, its
/// style unchanged): the leaf is asked again for its min-content answers, and where they come out the same
/// the sizes its ancestors found from them still hold; the dirty path is not walked again.
final class WebContentChangeTests: XCTestCase {
    /// Texts whose measure functions read their current content from `texts`: words of 10 a character
    /// wrapped at spaces, 10 a line; at most 0 wide, the longest word (the min-content width).
    final class Texts {
        var texts: [Int: String] = [:]

        func measure(_ index: Int) -> FlexMeasureFunction {
            { [unowned self] width, widthMode, height, heightMode in
                let words = (self.texts[index] ?? "").split(separator: " ").map { Double($0.count) * 10 }
                let total = words.reduce(0, +) + Double(max(0, words.count - 1)) * 10
                let longest = words.max() ?? 0
                var lineWidth = total
                if widthMode == .exactly { lineWidth = width }
                if widthMode == .atMost { lineWidth = min(max(width, longest), total) }
                var lines = words.isEmpty ? 0.0 : 1.0
                var current = -10.0
                for word in words {
                    if current >= 0 && current + 10 + word > max(lineWidth, longest) {
                        lines += 1
                        current = word
                    } else {
                        current += 10 + word
                    }
                }
                let lineHeight = lines * 10
                return FlexSize(
                    width: lineWidth,
                    height: heightMode == .exactly
                        ? height : heightMode == .atMost ? min(height, lineHeight) : lineHeight)
            }
        }
    }

    /// A chain of `depth` rows, each the only item of the one above and free to shrink, around a text:
    /// a narrow root asks every level for its automatic minimum, which is the text's longest word.
    private func chain(_ depth: Int, _ texts: Texts) -> (FlexTree, FlexNodeID, FlexNodeID, [FlexNodeID]) {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = tree.makeNode()
        var rows: [FlexNodeID] = []
        var parent = root
        for _ in 0..<depth {
            let row = tree.makeNode()
            var style = FlexStyle()
            style.padding = FlexEdges(all: .points(1))
            tree.setStyle(style, for: row)
            tree.addChild(row, to: parent)
            rows.append(row)
            parent = row
        }
        let text = tree.makeNode()
        tree.addChild(text, to: parent)
        texts.texts[0] = "longest word"
        tree.setMeasureFunction(for: text, texts.measure(0))
        return (tree, root, text, rows)
    }

    func testATextsNewContentWithTheSameLongestWordDoesNotWalkTheChainAgain() {
        let texts = Texts()
        let (tree, root, text, rows) = chain(12, texts)
        tree.calculateLayout(for: root, width: 50, height: nil)
        // Each row's automatic minimum: its content's min-content width, the longest word (70) and the
        // paddings of the rows inside it.
        XCTAssertEqual(tree.layout(of: rows[0]).width, 70 + 2 * 12)
        texts.texts[0] = "longest word again"
        tree.markDirty(text)
        tree.calculateLayout(for: root, width: 50, height: nil)
        // One min-content step, the text's own answer found again; before, every row of the dirty chain
        // found its min-content size again (13 steps).
        XCTAssertEqual(tree.lastLayoutStatistics.minContentSteps, 1)
        XCTAssertEqual(tree.layout(of: rows[0]).width, 70 + 2 * 12)
        XCTAssertEqual(tree.layout(of: text).width, 70)
        XCTAssertEqual(tree.layout(of: text).height, 30)
    }

    func testATextsNewLongestWordWalksTheChainAgain() {
        let texts = Texts()
        let (tree, root, text, rows) = chain(12, texts)
        tree.calculateLayout(for: root, width: 50, height: nil)
        texts.texts[0] = "the widestword"
        tree.markDirty(text)
        tree.calculateLayout(for: root, width: 50, height: nil)
        XCTAssertGreaterThan(tree.lastLayoutStatistics.minContentSteps, 12)
        XCTAssertEqual(tree.layout(of: rows[0]).width, 100 + 2 * 12)
        XCTAssertEqual(tree.layout(of: text).width, 100)
    }

    /// A min-content height found from a text's height at a width (not from its min-content answer) is
    /// not kept when the text changes, even with the same longest word: other measurements went into it.
    func testAHeightFoundAtAWidthIsFoundAgainAfterTheTextChanges() {
        let texts = Texts()
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        // A 10-tall column whose item (4 wide for 1 tall) must shrink: the item stays at its automatic
        // minimum, its content's min-content height, which is the text's height in the 50 wide box around it. (The box's
        // percentage min height makes the walk find it, not a layout at the item's width.)
        let root = tree.makeNode()
        var rootStyle = FlexStyle()
        rootStyle.flexDirection = .column
        rootStyle.alignItems = .flexStart
        rootStyle.width = .points(200)
        rootStyle.height = .points(10)
        tree.setStyle(rootStyle, for: root)
        let item = tree.makeNode()
        var column = FlexStyle()
        column.flexDirection = .column
        column.aspectRatio = 4
        tree.setStyle(column, for: item)
        tree.addChild(item, to: root)
        let box = tree.makeNode()
        column.aspectRatio = nil
        column.width = .points(50)
        column.minHeight = .percent(10)
        tree.setStyle(column, for: box)
        tree.addChild(box, to: item)
        let text = tree.makeNode()
        tree.addChild(text, to: box)
        texts.texts[0] = "flex items"
        tree.setMeasureFunction(for: text, texts.measure(0))
        tree.calculateLayout(for: root, width: nil, height: nil)
        // Two lines at 50: "flex", "items".
        XCTAssertEqual(tree.layout(of: item).height, 20)
        XCTAssertEqual(tree.layout(of: item).width, 80)
        // The same longest word, three lines at 50: "items", "flex", "a".
        texts.texts[0] = "items flex a"
        tree.markDirty(text)
        tree.calculateLayout(for: root, width: nil, height: nil)
        XCTAssertEqual(tree.layout(of: text).height, 30)
        XCTAssertEqual(tree.layout(of: item).height, 30)
        XCTAssertEqual(tree.layout(of: item).width, 120)
    }

    /// A freed leaf whose slot a new node takes, while both are in the list of changed leaves: the list
    /// still reaches the leaves after it, and a new longest word there is found.
    func testAFreedChangedLeafKeepsTheListWhole() {
        let texts = Texts()
        let (tree, root, text, rows) = chain(3, texts)
        let other = tree.makeNode()
        texts.texts[1] = "a b"
        tree.setMeasureFunction(for: other, texts.measure(1))
        tree.addChild(other, to: rows[2])
        tree.calculateLayout(for: root, width: 50, height: nil)
        XCTAssertEqual(tree.layout(of: rows[0]).width, 70 + 2 * 3)
        // The text is listed first, then the other leaf, which is freed and its slot taken again.
        texts.texts[0] = "the widestword"
        tree.markDirty(text)
        tree.markDirty(other)
        tree.freeNode(other)
        let reused = tree.makeNode()
        tree.addChild(reused, to: rows[2])
        tree.calculateLayout(for: root, width: 50, height: nil)
        XCTAssertEqual(tree.layout(of: text).width, 100)
        XCTAssertEqual(tree.layout(of: rows[0]).width, 100 + 2 * 3)
    }

    /// Random trees whose texts change (to the same longest word, another, or not at all) between layouts,
    /// beside style edits: every relayout equals the same relayouts made without remembering anything.
    func testRelayoutsAfterTextChangesEqualLayoutsWithoutRemembering() {
        let seeds = UInt64(ProcessInfo.processInfo.environment["FLEX_FUZZ_SEEDS"] ?? "") ?? 300
        for seed in 9000..<9000 + seeds {
            var sizes = SeededRandom(seed: seed &* 7)
            let width: Double? = Bool.random(using: &sizes) ? nil : Double(Int.random(in: 20...300, using: &sizes))
            let height: Double? = Bool.random(using: &sizes) ? nil : Double(Int.random(in: 20...300, using: &sizes))
            let count = Int.random(in: 2...40, using: &sizes)

            func layOut(remembering: Bool) -> (FlexTree, [FlexNodeID]) {
                var maker = RandomTrees(seed: seed, plainness: 0.7)
                maker.allowsBaseline = false
                let tree = FlexTree(config: FlexConfig(defaults: .web))
                tree.remembersMinContentSizes = remembering
                let (root, nodes) = maker.build(into: tree, count: count)
                let texts = Texts()
                let measured = nodes.indices.filter { tree.hasMeasureFunction(nodes[$0]) }
                for index in measured {
                    texts.texts[index] = "flex items"
                    tree.setMeasureFunction(for: nodes[index], texts.measure(index))
                }
                var edits = RandomTrees(seed: seed &+ 31, plainness: 0.7)
                tree.calculateLayout(for: root, width: width, height: height)
                for _ in 0..<4 {
                    for _ in 0..<Int.random(in: 1...3, using: &edits.random) where !measured.isEmpty {
                        let index = edits.pick(measured)
                        texts.texts[index] = edits.pick([
                            "flex items", "items flex a", "items", "items a b c", "of a", "longest", "",
                        ])
                        tree.markDirty(nodes[index])
                    }
                    if edits.chance(0.3) {
                        tree.setStyle(
                            edits.style(defaults: .web),
                            for: nodes[Int.random(in: 1..<max(2, count), using: &edits.random) % nodes.count])
                    }
                    tree.calculateLayout(for: root, width: width, height: height)
                }
                return (tree, nodes)
            }
            let (remembering, nodes) = layOut(remembering: true)
            let (forgetting, plainNodes) = layOut(remembering: false)
            let diff = differences(frames(remembering, nodes), frames(forgetting, plainNodes))
            XCTAssert(
                diff.isEmpty, "seed \(seed): a text's change kept a min-content size it changed: \(diff.prefix(3))")
        }
    }
}
