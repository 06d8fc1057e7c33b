import FlexKit
import XCTest

/// Trees where FlexKit once disagreed with Yoga, each with Yoga's frames as `expected`: real app layouts
/// (`Fixtures/captures`), shrunk random trees (`Fixtures/yoga-random`, `Fixtures/yoga-differential`,
/// found by `Examples/Benchmarks/peers/flex_differential.py`); and Yoga's own cases again with flex bases
/// recomputed on every pass, which must not change a first layout nor let a relayout differ from it.
final class YogaDifferentialTests: XCTestCase {
    static let folders = ["captures", "yoga-random", "yoga-differential"]

    func testAppCaptures() {
        XCTAssertEqual(Conformance.cases(in: "captures", root: Conformance.fixturesRoot).count, 4)
        Conformance.check(folder: "captures", root: Conformance.fixturesRoot)
    }

    func testSharedRandomTrees() {
        XCTAssertEqual(Conformance.cases(in: "yoga-random", root: Conformance.fixturesRoot).count, 7)
        Conformance.check(folder: "yoga-random", root: Conformance.fixturesRoot)
    }

    func testShrunkDifferences() {
        Conformance.check(folder: "yoga-differential", root: Conformance.fixturesRoot)
    }

    func testRecomputedFlexBasesKeepYogasLayouts() {
        for folder in Self.folders {
            Conformance.check(folder: folder, root: Conformance.fixturesRoot, recomputingFlexBases: true)
        }
        for folder in Conformance.folders {
            Conformance.check(folder: folder, recomputingFlexBases: true)
        }
    }

    /// The format's `fixed` measure answers per axis: W when undefined, min(W, offered) at most, the
    /// offered size exactly (the captures were recorded under that rule; a constant W x H broke chat-mac).
    func testFixedMeasureAnswersPerAxis() {
        let measure = FlexTreeFile.function(for: .fixed(width: 40, height: 30), direction: .column)
        XCTAssertEqual(measure(100, .undefined, 100, .undefined), FlexSize(width: 40, height: 30))
        XCTAssertEqual(measure(25, .atMost, 100, .atMost), FlexSize(width: 25, height: 30))
        XCTAssertEqual(measure(100, .exactly, 12, .exactly), FlexSize(width: 100, height: 12))
        XCTAssertEqual(measure(100, .exactly, .nan, .undefined), FlexSize(width: 100, height: 30))
    }
}
