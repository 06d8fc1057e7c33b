import ExampleCatalog
import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// Builds the FixFlex example `name` in every environment of ``ExampleEnvironment/all`` and asserts the
/// frame of every named view against `expected`, which derives them from the layout rules.
func checkExample(
    _ name: String, accuracy: CGFloat = 0.001, file: StaticString = #filePath, line: UInt = #line,
    expected: (ExampleRun) -> [String: CGRect]
) {
    guard let example = ExampleCatalog.fixFlex.first(where: { $0.name == name }) else {
        XCTFail("no FixFlex example named \(name)", file: file, line: line)
        return
    }
    XCTAssertTrue(example.code.hasPrefix("let "), "the code of \(name) is its region", file: file, line: line)
    XCTAssertTrue(example.code.contains(".fx."), "the code of \(name) shows its stacks", file: file, line: line)
    for environment in ExampleEnvironment.all {
        let (root, diagnostics) = example.render(in: environment)
        XCTAssertEqual(diagnostics, [], "\(name), \(environment)", file: file, line: line)
        let frames = expected(ExampleRun(root: root, environment: environment))
        let found = framesByIdentifier(root)
        XCTAssertEqual(
            Set(frames.keys), Set(found.keys), "\(name): every view is checked", file: file,
            line: line)
        for (view, frame) in frames.sorted(by: { $0.key < $1.key }) {
            assertFrame(
                found[view] ?? .null, frame, accuracy: accuracy, "\(name), \(environment): \(view)",
                file: file, line: line)
        }
    }
}
