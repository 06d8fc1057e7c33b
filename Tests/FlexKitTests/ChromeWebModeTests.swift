import FlexKit
import XCTest

/// Web-mode trees with the frames Chrome gave them (`Fixtures/chrome`, made by
/// `Examples/Benchmarks/peers/chrome_flex.py`): the ones FlexKit agrees with guard against regressions;
/// the known differences (`Fixtures/chrome/known`, listed in the folder's README) are not run.
final class ChromeWebModeTests: XCTestCase {
    func testAgreesWithChrome() {
        let names = Conformance.cases(in: "chrome", root: Conformance.fixturesRoot)
        XCTAssertGreaterThanOrEqual(names.count, 116)
        Conformance.check(folder: "chrome", root: Conformance.fixturesRoot)
    }

    /// Every case is a web-mode tree whose every node has Chrome's frame, so that a case cannot pass by
    /// checking nothing.
    func testCasesAreWebTreesWithChromesFrames() throws {
        for folder in ["chrome", "chrome/known"] {
            let names = Conformance.cases(in: folder, root: Conformance.fixturesRoot)
            // (`known/` is empty when FlexKit agrees with every case written.)
            if folder == "chrome" { XCTAssertFalse(names.isEmpty, folder) }
            for name in names {
                let url = Conformance.fixturesRoot.appendingPathComponent(name + ".json")
                let text = try String(contentsOf: url, encoding: .utf8)
                let file = try FlexTreeFile(json: text)
                XCTAssertEqual(file.config.defaults, .web, name)
                let built = file.build()
                XCTAssertTrue(built.specs.allSatisfy { $0.expected != nil }, "\(name): a node has no expected frame")
            }
        }
    }
}
