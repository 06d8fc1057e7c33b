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
        ModelRunner.subsystemLayouts = 0
        let sweep = ModelSweep(trees: 400, seedFactor: 7919) { ModelGenerator.chainProgram(&$0) }
        print(
            "chains vs model: \(sweep.trees) trees (\(sweep.agreed) agreed throughout, \(sweep.conflicted) stopped at a required conflict), "
                + "\(sweep.layouts) layouts compared, \(ModelRunner.subsystemLayouts) of them with cells solved on their own"
        )
        // The decomposition must actually be exercised, not only its fallback.
        XCTAssertGreaterThan(ModelRunner.subsystemLayouts, sweep.layouts / 10)
    }
}
