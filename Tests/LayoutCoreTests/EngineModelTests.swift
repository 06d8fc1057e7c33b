import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// The engine against the reference model: random view trees laid out and edited incrementally,
/// every layout compared frame by frame with the model's from-scratch answer.
///
/// `LAYOUT_MODEL_TREES=20000` runs more trees (default 300); `LAYOUT_MODEL_SEED` starts elsewhere.
final class EngineModelTests: XCTestCase {
    func testRandomTreesAgreeWithTheModel() {
        let environment = ProcessInfo.processInfo.environment
        let trees = environment["LAYOUT_MODEL_TREES"].flatMap { Int($0) } ?? 300
        let firstSeed = environment["LAYOUT_MODEL_SEED"].flatMap { UInt64($0) } ?? 1
        var agreed = 0
        var conflicted = 0
        var layouts = 0
        var failures = 0
        // Every view with subviews may be solved on its own here (lists need 8 siblings), so that the
        // random trees exercise the subsystems' checks and their fallback too.
        let threshold = LayoutEngine.subsystemSiblingThreshold
        LayoutEngine.subsystemSiblingThreshold = 1
        defer { LayoutEngine.subsystemSiblingThreshold = threshold }
        for seed in firstSeed..<(firstSeed + UInt64(trees)) {
            var random = SeededRandom(seed: seed)
            let program = ModelGenerator.program(&random)
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
                XCTFail("seed \(seed): \(message)\nshrunk: \(reason)\n\(shrunk.swiftSource)")
                if failures >= 3 { return }
            }
        }
        print(
            "model vs engine: \(trees) trees (\(agreed) agreed throughout, \(conflicted) stopped at a required conflict), \(layouts) layouts compared"
        )
    }
}
