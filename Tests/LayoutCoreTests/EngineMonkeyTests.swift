import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// A seeded monkey: long runs of random API calls on one tree (edits the model follows, and careless
/// calls with NaN, infinite and huge numbers, queries and orphaned constraints in between), frames
/// checked against the reference model after every layout.
///
/// The normal run makes about 2,000 calls; `LAYOUT_MONKEY_CALLS=100000` makes more,
/// `LAYOUT_MONKEY_SEED` starts elsewhere.
final class EngineMonkeyTests: XCTestCase {
    func testMonkeyCallsKeepFramesRight() {
        let environment = ProcessInfo.processInfo.environment
        let budget = environment["LAYOUT_MONKEY_CALLS"].flatMap { Int($0) } ?? 2000
        var seed = environment["LAYOUT_MONKEY_SEED"].flatMap { UInt64($0) } ?? 7
        var calls = 0
        var layouts = 0
        var runs = 0
        while calls < budget {
            var random = SeededRandom(seed: seed)
            var program = ModelGenerator.program(&random, maxViews: 14, edits: 0, wild: true)
            for _ in 0..<150 { program.edits.append(ModelGenerator.edit(&random, program, wild: true)) }
            switch ModelRunner.run(program) {
            case .agreed(let count), .conflicted(let count):
                layouts += count
                calls += count
            case .differed(let message):
                let shrunk = ModelGenerator.shrink(program) {
                    if case .differed = ModelRunner.run($0) { return true }
                    return false
                }
                var reason = ""
                if case .differed(let text) = ModelRunner.run(shrunk) { reason = text }
                XCTFail("monkey seed \(seed): \(message)\nshrunk: \(reason)\n\(shrunk.swiftSource)")
                return
            }
            runs += 1
            seed += 1
        }
        print("monkey: \(runs) trees, \(calls) calls, \(layouts) layouts checked against the model")
    }
}
