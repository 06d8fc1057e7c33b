import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// Chains of self-sizing cells against the reference model: the engine solves cells as systems of
/// their own while that gives the shared system's answer (the parent indifferent to their heights),
/// and puts them back into the shared system when an outside pull, a sibling sized from a cell, a
/// required bound or a constraint reaching inside makes the parent care; edits flip between the two.
///
/// `LAYOUT_MODEL_TREES=20000` runs more trees (default 400); `LAYOUT_MODEL_SEED` starts elsewhere.
final class EngineSubsystemModelTests: XCTestCase {
    func testRandomChainsAgreeWithTheModel() {
        let environment = ProcessInfo.processInfo.environment
        let trees = environment["LAYOUT_MODEL_TREES"].flatMap { Int($0) } ?? 400
        let firstSeed = environment["LAYOUT_MODEL_SEED"].flatMap { UInt64($0) } ?? 1
        var agreed = 0
        var conflicted = 0
        var layouts = 0
        var failures = 0
        ModelRunner.subsystemLayouts = 0
        // Small trees: every view with subviews may be solved on its own (lists need 8 siblings).
        let threshold = LayoutEngine.subsystemSiblingThreshold
        LayoutEngine.subsystemSiblingThreshold = 1
        defer { LayoutEngine.subsystemSiblingThreshold = threshold }
        for seed in firstSeed..<(firstSeed + UInt64(trees)) {
            var random = SeededRandom(seed: seed &* 7919)
            let program = ModelGenerator.chainProgram(&random)
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
            "chains vs model: \(trees) trees (\(agreed) agreed throughout, \(conflicted) stopped at a required conflict), "
                + "\(layouts) layouts compared, \(ModelRunner.subsystemLayouts) of them with cells solved on their own"
        )
        // The decomposition must actually be exercised, not only its fallback.
        XCTAssertGreaterThan(ModelRunner.subsystemLayouts, layouts / 10)
    }
}
