import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Every StackKit example of the catalog: no diagnostics in any environment, and its code shown.
final class StackKitExamplesTests: XCTestCase {
    func testEveryExampleLaysOutWithoutDiagnosticsInEveryEnvironment() {
        XCTAssertEqual(ExampleCatalog.stackKit.count, 22)
        XCTAssertTrue(ExampleCatalog.modules.contains { $0.name == "StackKit" })
        for example in ExampleCatalog.stackKit {
            XCTAssertEqual(example.module, "StackKit")
            XCTAssertFalse(example.code.isEmpty, "\(example.name) shows its code")
            for environment in ExampleEnvironment.all {
                let (root, diagnostics) = example.render(in: environment)
                XCTAssertEqual(diagnostics, [], "\(example.name) \(environment)")
                XCTAssertGreaterThan(root.frame.height, 0, "\(example.name) \(environment)")
                XCTAssertFalse(root.hasAmbiguousLayout, "\(example.name) \(environment)")
            }
        }
    }

    func testTheCodeShownIsTheSeedsCode() throws {
        let example = try XCTUnwrap(ExampleCatalog.stackKit.first { $0.name == "Adding Items to a Stack View" })
        XCTAssertTrue(example.code.hasPrefix("let someView = LayoutView()"))
        XCTAssertTrue(example.code.contains("stack.tl.add {\n    \"Hello World!\"\n    20\n    someView"))
    }

    func testHorizontalStacksMirrorInRightToLeft() throws {
        let example = try XCTUnwrap(ExampleCatalog.stackKit.first { $0.name == "HStack" })
        let root = example.render(in: ExampleEnvironment(layoutDirection: .rightToLeft)).root
        let icon = named("iconView", in: root)
        let badge = named("badgeLabel", in: root)
        XCTAssertEqual(icon.frame.maxX, 320)
        XCTAssertEqual(badge.frame.minX, 0)
    }

    func testLargerTextMakesTallerStacks() throws {
        let example = try XCTUnwrap(ExampleCatalog.stackKit.first { $0.name == "VStack" })
        let small = example.render(in: ExampleEnvironment(contentSizeCategory: .extraSmall)).root
        let huge = example.render(in: ExampleEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)).root
        XCTAssertLessThan(
            named("bodyLabel", in: small).frame.maxY, named("bodyLabel", in: huge).frame.maxY)
    }
}
