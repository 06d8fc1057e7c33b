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
        let sweep = ModelSweep(trees: 300) { ModelGenerator.program(&$0) }
        print(
            "model vs engine: \(sweep.trees) trees (\(sweep.agreed) agreed throughout, \(sweep.conflicted) stopped at a required conflict), \(sweep.layouts) layouts compared"
        )
    }
}
