import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// What a sweep of random programs against the reference model found.
struct ModelSweep {
    var trees = 0
    var agreed = 0
    var conflicted = 0
    var layouts = 0

    /// Runs `trees` programs from `firstSeed` on (`LAYOUT_MODEL_TREES` and `LAYOUT_MODEL_SEED` override
    /// both), with every view with subviews allowed to be solved on its own, and fails with the shrunk
    /// program of each difference (stopping at the third).
    init(
        trees defaultTrees: Int, seedFactor: UInt64 = 1, file: StaticString = #filePath, line: UInt = #line,
        make: (inout SeededRandom) -> ModelProgram
    ) {
        let environment = ProcessInfo.processInfo.environment
        trees = environment["LAYOUT_MODEL_TREES"].flatMap { Int($0) } ?? defaultTrees
        let firstSeed = environment["LAYOUT_MODEL_SEED"].flatMap { UInt64($0) } ?? 1
        // Lists need 8 siblings before a view is solved on its own, and columns 32 before their leaves
        // are; here every view may be, so that small random trees exercise the subsystems' checks and
        // their fallback too.
        let threshold = LayoutEngine.subsystemSiblingThreshold
        let leafThreshold = LayoutEngine.leafColumnThreshold
        LayoutEngine.subsystemSiblingThreshold = 1
        LayoutEngine.leafColumnThreshold = 1
        defer {
            LayoutEngine.subsystemSiblingThreshold = threshold
            LayoutEngine.leafColumnThreshold = leafThreshold
        }
        var failures = 0
        for seed in firstSeed..<(firstSeed + UInt64(trees)) {
            var random = SeededRandom(seed: seed &* seedFactor)
            let program = make(&random)
            switch ModelRunner.run(program) {
            case .agreed(let count):
                agreed += 1
                layouts += count
            case .conflicted(let count):
                conflicted += 1
                layouts += count
            case .differed(let message):
                failures += 1
                let shrunk = ModelGenerator.shrink(program) {
                    if case .differed = ModelRunner.run($0) { return true }
                    return false
                }
                var reason = ""
                if case .differed(let text) = ModelRunner.run(shrunk) { reason = text }
                XCTFail("seed \(seed): \(message)\nshrunk: \(reason)\n\(shrunk.swiftSource)", file: file, line: line)
                if failures >= 3 { return }
            }
        }
    }
}
