import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// Every VisualRows example of the catalog (the seed's visual layout sections, as the gallery shows
/// them) lays out as the rules say in every environment, with no diagnostics and no ambiguity.
final class VisualRowsExamplesTests: XCTestCase {
    /// Builds `name` in every environment and checks every named view's frame against `expected`.
    private func check(
        _ name: String, file: StaticString = #filePath, line: UInt = #line, expected: (ExampleRun) -> [String: CGRect]
    ) {
        guard let example = ExampleCatalog.visualRows.first(where: { $0.name == name }) else {
            XCTFail("no VisualRows example named \(name)", file: file, line: line)
            return
        }
        XCTAssertTrue(
            example.code.contains("container.tl.") || example.code.contains(".tl.layout {"), file: file, line: line)
        XCTAssertFalse(example.code.contains("// end example"), file: file, line: line)
        for environment in ExampleEnvironment.all {
            let (root, diagnostics) = example.render(in: environment)
            XCTAssertEqual(diagnostics, [], "\(name), \(environment)", file: file, line: line)
            XCTAssertFalse(root.hasAmbiguousLayout, "\(name), \(environment)", file: file, line: line)
            let frames = expected(ExampleRun(root: root, environment: environment))
            let found = framesByIdentifier(root)
            XCTAssertEqual(Set(frames.keys), Set(found.keys), "\(name): every view is checked", file: file, line: line)
            for (view, frame) in frames.sorted(by: { $0.key < $1.key }) {
                assertFrame(
                    found[view] ?? .null, frame, accuracy: pixel, "\(name), \(environment): \(view)", file: file,
                    line: line)
            }
        }
    }

    func testTheCatalogListsEveryExample() {
        XCTAssertEqual(
            ExampleCatalog.visualRows.map(\.name),
            [
                "Visual Layout DSL", "Layout Returning the View", "Row Syntax", "Vertical Spacing",
                "Height and Priority", "Layout Guides", "Default Inter-Item Spacing", "Explicit Inter-Item Spacing",
                "Add Components",
            ])
        XCTAssertTrue(ExampleCatalog.modules.contains { $0.name == "VisualRows" })
    }

    func testVisualLayoutDSL() {
        check("Visual Layout DSL") { run in
            // Both subtitles are narrower than half the row, so they share it: (320 - 10) / 2. The gap
            // above the buttons is flexible; the bottom gap is exact.
            let subtitle = run.size("subtitleLabel1").height
            XCTAssertLessThan(run.size("subtitleLabel1").width, 155)
            XCTAssertLessThan(run.size("subtitleLabel2").width, 155)
            return run.natural(
                [
                    "titleLabel": CGRect(x: 15, y: 16, width: 290, height: 20),
                    "subtitleLabel1": CGRect(x: 0, y: 44, width: 155, height: subtitle),
                    "subtitleLabel2": CGRect(x: 165, y: 44, width: 155, height: subtitle),
                    "leftButton": CGRect(x: 0, y: 160, width: 160, height: 44),
                    "rightButton": CGRect(x: 160, y: 160, width: 160, height: 44),
                ], width: 320)
        }
    }

    func testLayoutReturningTheView() {
        check("Layout Returning the View") { run in
            let title = run.size("titleLabel").height
            let bodyLabel = run.view("bodyLabel") as? Label
            let body = bodyLabel?.textLayout(width: 288).size.height ?? 0
            return [
                "card": CGRect(x: 16, y: 16, width: 288, height: 12 + title + 8 + body + 12),
                "titleLabel": CGRect(x: 0, y: 12, width: 288, height: title),
                "bodyLabel": CGRect(x: 0, y: 20 + title, width: 288, height: body),
            ]
        }
    }

    func testRowSyntax() {
        check("Row Syntax") { run in
            // Rows 20 pt high, 8 pt apart, from y = 8.
            func row(_ index: Int, _ x: CGFloat, _ width: CGFloat) -> CGRect {
                CGRect(x: x, y: 8 + CGFloat(index) * 28, width: width, height: 20)
            }
            let third: CGFloat = 320 / 3
            let mixed: CGFloat = (320 - 60) / 3
            let middle: CGFloat = (320 - 85) / 2
            return run.natural(
                [
                    "view": row(0, 0, 320), "banner": row(1, 0, 320),
                    "view1": row(2, 0, 150), "view2": row(2, 170, 150),
                    "view3": row(3, 20, 138), "view4": row(3, 166, 138),
                    "view5": row(4, 20, 146), "view6": row(4, 174, 146),
                    "view7": row(5, 0, third), "view8": row(5, third, third), "view9": row(5, 2 * third, third),
                    "view10": row(6, 0, mixed), "view11": row(6, mixed + 10, mixed),
                    "view12": row(6, 2 * mixed + 60, mixed),
                    "middleLeft": row(7, 15, middle), "middleRight": row(7, 15 + middle + 50, middle),
                ], width: 320)
        }
    }

    func testVerticalSpacing() {
        check("Vertical Spacing") { run in
            // The content is at least its text's height, and grows until at most 24 pt separate it from
            // the bottom: 160 - 24 - 52.
            let content = max(run.size("content").height, 160 - 24 - 52)
            return [
                "header": CGRect(x: 0, y: 0, width: 320, height: 44),
                "content": CGRect(x: 0, y: 52, width: 320, height: content),
            ]
        }
    }

    func testHeightAndPriority() {
        check("Height and Priority") { _ in
            ["avatarView": CGRect(x: 0, y: 8, width: 320, height: 36)]
        }
    }

    func testLayoutGuides() {
        check("Layout Guides") { run in
            run.natural(
                [
                    "dot": CGRect(x: 148, y: 26, width: 24, height: 24),
                    "caption": CGRect(x: 16, y: 68, width: 288, height: run.size("caption").height),
                ], width: 320)
        }
    }

    func testDefaultInterItemSpacing() {
        check("Default Inter-Item Spacing") { run in
            func row(_ index: Int, _ x: CGFloat, _ width: CGFloat) -> CGRect {
                CGRect(x: x, y: 8 + CGFloat(index) * 28, width: width, height: 20)
            }
            let third: CGFloat = 320 / 3
            let mixed: CGFloat = (320 - 10) / 3
            let last: CGFloat = (320 - 35) / 2
            return run.natural(
                [
                    "view1": row(0, 0, 160), "view2": row(0, 160, 160),
                    "view3": row(1, 0, third), "view4": row(1, third, third), "view5": row(1, 2 * third, third),
                    "view6": row(2, 0, mixed), "view7": row(2, mixed + 10, mixed),
                    "view8": row(2, 2 * mixed + 10, mixed),
                    "view9": row(3, 15, last), "view10": row(3, 15 + last, last),
                ], width: 320)
        }
    }

    func testExplicitInterItemSpacing() {
        check("Explicit Inter-Item Spacing") { run in
            run.natural(
                [
                    "view1": CGRect(x: 0, y: 8, width: 154, height: 20),
                    "view2": CGRect(x: 166, y: 8, width: 154, height: 20),
                    "view3": CGRect(x: 0, y: 36, width: 154, height: 20),
                    "view4": CGRect(x: 166, y: 36, width: 154, height: 20),
                ], width: 320)
        }
    }

    func testAddComponents() {
        check("Add Components") { run in
            let title = run.size("titleLabel").height
            let subtitle = run.size("subtitleLabel").height
            XCTAssertTrue(run.root.subviews.map(\.identifier) == ["titleLabel", "subtitleLabel", "separator"])
            return run.natural(
                [
                    "titleLabel": CGRect(x: 16, y: 16, width: 288, height: title),
                    "subtitleLabel": CGRect(x: 16, y: 20 + title, width: 288, height: subtitle),
                    "separator": CGRect(x: 16, y: 32 + title + subtitle, width: 304, height: 1),
                ], width: 320)
        }
    }
}
