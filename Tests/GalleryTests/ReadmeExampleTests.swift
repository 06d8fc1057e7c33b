import ExampleCatalog
import Foundation
import LayoutCore
import XCTest

/// The README's FlexKit example is the catalog's "README Example" word for word, so it runs as written,
/// and the gallery's picture tests show it at every text size without anything leaving the screen.
final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeFlexKitExampleIsTheCatalogsAndRunsWithoutOverflow() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "### FlexKit"))
        let start = try XCTUnwrap(
            text.range(of: "```swift\nimport FlexKit\n\n", range: section.upperBound..<text.endIndex))
        let end = try XCTUnwrap(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let example = try XCTUnwrap(ExampleCatalog.flexKit.first { $0.name == "README Example" })
        XCTAssertEqual(String(text[start.upperBound..<end.lowerBound]), example.code)

        for environment in ExampleEnvironment.all {
            let (root, diagnostics) = example.render(in: environment)
            XCTAssertEqual(diagnostics, [], "\(environment)")
            var stack = root.subviews.map { ($0, CGPoint.zero) }
            while let (view, origin) = stack.popLast() {
                let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
                XCTAssertGreaterThanOrEqual(frame.minX, 0, "\(environment) \(view)")
                XCTAssertLessThanOrEqual(frame.maxX, 375.01, "\(environment) \(view)")
                XCTAssertGreaterThan(frame.width, 0, "\(environment) \(view)")
                XCTAssertGreaterThan(frame.height, 0, "\(environment) \(view)")
                stack += view.subviews.map { ($0, frame.origin) }
            }
            let segmented = try XCTUnwrap(root.subviews.first.flatMap { findView("segmentedControl", in: $0) })
            XCTAssertGreaterThanOrEqual(segmented.frame.height, 32, "\(environment)")
        }
    }

    private func findView(_ name: String, in view: LayoutView) -> LayoutView? {
        var stack = [view]
        while let next = stack.popLast() {
            if next.identifier == name { return next }
            stack += next.subviews
        }
        return nil
    }
}
