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
}
