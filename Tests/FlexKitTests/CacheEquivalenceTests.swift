import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

@testable import FlexKit

/// The caches must never change a result: layouts with FlexKit's extended measurement reuse equal
/// layouts without it, and a relayout after changes equals a first layout of the changed tree.
final class CacheEquivalenceTests: XCTestCase {
    /// Random trees per test (`FLEX_FUZZ_SEEDS` raises it for a longer run).
    static let seedCount = UInt64(ProcessInfo.processInfo.environment["FLEX_FUZZ_SEEDS"] ?? "") ?? 400

    /// Lays out the same random tree with and without monotone measurement reuse.
    func testMonotoneReuseNeverChangesLayouts() {
        let only = ProcessInfo.processInfo.environment["FLEX_SEED"].flatMap { UInt64($0) }
        for seed in only.map({ $0..<$0 + 1 }) ?? 0..<CacheEquivalenceTests.seedCount {
            for plainness in [0.5, 0.9] {
                var maker = RandomTrees(seed: seed, plainness: plainness)
                let width = maker.available()
                let height = maker.available()
                let count = Int.random(in: 2...40, using: &maker.random)
                var copy = maker
                // Every third tree with all of Yoga's errata, and every fifth with the web's defaults.
                let config =
                    seed % 5 == 0
                    ? FlexConfig(defaults: .web) : (seed % 3 == 0 ? FlexConfig(errata: .all) : FlexConfig())
                let plain = FlexTree(config: config)
                plain.usesMonotoneMeasureCache = false
                let (plainRoot, plainNodes) = maker.build(into: plain, count: count)
                let cached = FlexTree(config: config)
                let (cachedRoot, cachedNodes) = copy.build(into: cached, count: count)
                plain.calculateLayout(for: plainRoot, width: width, height: height)
                cached.calculateLayout(for: cachedRoot, width: width, height: height)
                let diff = differences(frames(plain, plainNodes), frames(cached, cachedNodes))
                var spec = RandomTrees(seed: seed, plainness: plainness)
                _ = spec.available()
                _ = spec.available()
                _ = Int.random(in: 2...40, using: &spec.random)
                let tree = spec.spec(count: count)
                let json = FlexTreeFile.json(for: tree, defaults: .yoga).serialized()
                if !diff.isEmpty && ProcessInfo.processInfo.environment["FLEX_SHRINK"] != nil {
                    let small = RelayoutCase(root: tree, width: width, height: height, edits: [], comparesReuse: true)
                        .shrunk()
                    print("shrunk seed \(seed): \(small.differencesFound())\n\(small.description)")
                }
                XCTAssert(
                    diff.isEmpty,
                    "seed \(seed), plainness \(plainness), \(String(describing: width)) x \(String(describing: height)): monotone reuse changed the layout: \(diff.prefix(3))\n\(json)"
                )
            }
        }
    }

    /// Changes random nodes of a laid-out tree, relays it out after each change, and compares with
    /// the same changes made to a fresh tree laid out once.
    func testRelayoutAfterChangesEqualsFirstLayout() {
        let only = ProcessInfo.processInfo.environment["FLEX_SEED"].flatMap { UInt64($0) }
        for seed in only.map({ $0..<$0 + 1 }) ?? 1000..<1000 + CacheEquivalenceTests.seedCount {
            var sizes = SeededRandom(seed: seed &* 7)
            let width: Double? = Bool.random(using: &sizes) ? nil : Double(Int.random(in: 50...400, using: &sizes))
            let height: Double? = Bool.random(using: &sizes) ? nil : Double(Int.random(in: 50...400, using: &sizes))
            let count = Int.random(in: 2...40, using: &sizes)
            var changes = RandomTrees(seed: seed &+ 99, plainness: 0.7)
            changes.allowsBaseline = false
            let edits: [(Int, FlexStyle?)] = (0..<3).map { _ in
                let index = Int.random(in: 1..<max(2, count), using: &changes.random)
                return (index, changes.chance(0.6) ? changes.style(defaults: .yoga) : nil)
            }

            var maker = RandomTrees(seed: seed, plainness: 0.7)
            maker.allowsBaseline = false
            let incremental = FlexTree(config: RelayoutCase.config)
            let (root, nodes) = maker.build(into: incremental, count: count)
            incremental.calculateLayout(for: root, width: width, height: height)
            for (index, style) in edits where index < nodes.count {
                if let style {
                    incremental.setStyle(style, for: nodes[index])
                } else {
                    incremental.markDirty(nodes[index])
                }
                incremental.calculateLayout(for: root, width: width, height: height)
            }

            var twin = RandomTrees(seed: seed, plainness: 0.7)
            twin.allowsBaseline = false
            let fresh = FlexTree(config: RelayoutCase.config)
            let (freshRoot, freshNodes) = twin.build(into: fresh, count: count)
            for (index, style) in edits where index < freshNodes.count {
                if let style { fresh.setStyle(style, for: freshNodes[index]) }
            }
            fresh.calculateLayout(for: freshRoot, width: width, height: height)
            let diff = differences(frames(incremental, nodes), frames(fresh, freshNodes))
            if !diff.isEmpty {
                var again = RandomTrees(seed: seed, plainness: 0.7)
                again.allowsBaseline = false
                let json = FlexTreeFile.json(for: again.spec(count: count), defaults: .yoga).serialized()
                let editText = edits.map { index, style in
                    "\(index): "
                        + (style.map {
                            FlexTreeFile.json(
                                for: FlexTreeFile.Node(path: "", style: $0, measure: nil, children: [], expected: nil),
                                defaults: .yoga
                            ).serialized()
                        } ?? "dirty")
                }
                if ProcessInfo.processInfo.environment["FLEX_SHRINK"] != nil {
                    var spec = RandomTrees(seed: seed, plainness: 0.7)
                    spec.allowsBaseline = false
                    let small = RelayoutCase(root: spec.spec(count: count), width: width, height: height, edits: edits)
                        .shrunk()
                    print("shrunk seed \(seed): \(small.differencesFound())\n\(small.description)")
                }
                XCTFail(
                    "seed \(seed) (\(count) nodes, \(String(describing: width)) x \(String(describing: height))): a relayout differs from a first layout: \(diff.prefix(3))\nedits: \(editText)\n\(json)"
                )
            }
        }
    }
}
