import XCTest

/// Trees where FlexKit once disagreed with Yoga, each with Yoga's frames as `expected`: real app layouts
/// (`Fixtures/captures`) and shrunk random trees (`Fixtures/yoga-random`, `Fixtures/yoga-differential`).
final class YogaDifferentialTests: XCTestCase {
    func testAppCaptures() {
        XCTAssertEqual(Conformance.cases(in: "captures", root: Conformance.fixturesRoot).count, 4)
        Conformance.check(folder: "captures", root: Conformance.fixturesRoot)
    }

    func testSharedRandomTrees() {
        XCTAssertEqual(Conformance.cases(in: "yoga-random", root: Conformance.fixturesRoot).count, 7)
        Conformance.check(folder: "yoga-random", root: Conformance.fixturesRoot)
    }
}
