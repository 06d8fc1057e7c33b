import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

@testable import FlexKit

/// Web mode keeps what it found across layouts (each node's min-content size, while the node stays
/// clean): a relayout after random changes must equal the same relayouts made without remembering
/// anything, and a first layout of the changed tree.
final class WebRelayoutTests: XCTestCase {
    /// Random trees per test (`FLEX_FUZZ_SEEDS` raises it for a longer run).
    static let seedCount = UInt64(ProcessInfo.processInfo.environment["FLEX_FUZZ_SEEDS"] ?? "") ?? 300

    func testRelayoutsAfterChangesEqualLayoutsWithoutRemembering() {
        let only = ProcessInfo.processInfo.environment["FLEX_SEED"].flatMap { UInt64($0) }
        var compared = 0
        var equalToFirstLayout = 0
        for seed in only.map({ $0..<$0 + 1 }) ?? 5000..<5000 + WebRelayoutTests.seedCount {
            var sizes = SeededRandom(seed: seed &* 13)
            let width: Double? = Bool.random(using: &sizes) ? nil : Double(Int.random(in: 50...400, using: &sizes))
            let height: Double? = Bool.random(using: &sizes) ? nil : Double(Int.random(in: 50...400, using: &sizes))
            let count = Int.random(in: 2...40, using: &sizes)
            var changes = RandomTrees(seed: seed &+ 77, plainness: 0.7)
            changes.allowsBaseline = false
            // Style changes, a text's content changed (dirty), and a resize of the space offered.
            let edits: [(Int, FlexStyle?)] = (0..<4).map { _ in
                let index = Int.random(in: 1..<max(2, count), using: &changes.random)
                return (index, changes.chance(0.6) ? changes.style(defaults: .web) : nil)
            }
            let resized = width.map { $0 * 0.7 }

            func layOutWithEdits(remembering: Bool) -> (FlexTree, [FlexNodeID]) {
                var maker = RandomTrees(seed: seed, plainness: 0.7)
                maker.allowsBaseline = false
                let tree = FlexTree(config: FlexConfig(defaults: .web))
                tree.remembersMinContentSizes = remembering
                let (root, nodes) = maker.build(into: tree, count: count)
                tree.calculateLayout(for: root, width: width, height: height)
                for (index, style) in edits where index < nodes.count {
                    if let style {
                        tree.setStyle(style, for: nodes[index])
                    } else {
                        tree.markDirty(nodes[index])
                    }
                    tree.calculateLayout(for: root, width: width, height: height)
                }
                tree.calculateLayout(for: root, width: resized, height: height)
                tree.calculateLayout(for: root, width: width, height: height)
                return (tree, nodes)
            }
            let (remembering, nodes) = layOutWithEdits(remembering: true)
            let (forgetting, plainNodes) = layOutWithEdits(remembering: false)
            let diff = differences(frames(remembering, nodes), frames(forgetting, plainNodes))
            XCTAssert(
                diff.isEmpty,
                "seed \(seed) (\(count) nodes, \(String(describing: width)) x \(String(describing: height))): remembering min-content sizes across layouts changed a relayout: \(diff.prefix(3))"
            )

            var twin = RandomTrees(seed: seed, plainness: 0.7)
            twin.allowsBaseline = false
            let fresh = FlexTree(config: FlexConfig(defaults: .web))
            let (freshRoot, freshNodes) = twin.build(into: fresh, count: count)
            for (index, style) in edits where index < freshNodes.count {
                if let style { fresh.setStyle(style, for: freshNodes[index]) }
            }
            fresh.calculateLayout(for: freshRoot, width: width, height: height)
            compared += 1
            let firstDiff = differences(frames(remembering, nodes), frames(fresh, freshNodes))
            if firstDiff.isEmpty {
                equalToFirstLayout += 1
            } else if ProcessInfo.processInfo.environment["FLEX_VERBOSE"] != nil {
                print("seed \(seed): \(firstDiff.prefix(2))")
            }
        }
        print("web relayouts equal to a first layout: \(equalToFirstLayout) of \(compared)")
    }
}
