import ExampleCatalog
import FlexKit
import LayoutTestSupport
import XCTest

/// FlexLayout's introduction examples (seed 003) as the catalog builds them, frames asserted.
final class FlexExamplesTests: XCTestCase {
    private func named(_ root: LayoutView) -> [String: LayoutView] {
        var found: [String: LayoutView] = [:]
        var stack = [root]
        while let view = stack.popLast() {
            if let name = view.identifier { found[name] = view }
            stack.append(contentsOf: view.subviews)
        }
        return found
    }

    func testIntroductionOneAtEachWidth() {
        for width: CGFloat in [320, 375, 768] {
            let root = ExampleCatalog.flexIntroductionOne(width: width)
            let (_, diagnostics) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
            XCTAssertEqual(diagnostics.count, 0, "\(diagnostics)")
            let views = named(root)
            guard let container = views["rootFlexContainer"], let image = views["imageView"],
                let label = views["label"] as? Label, let bottom = views["bottomLabel"] as? Label
            else { return XCTFail("views missing") }
            let inner = width - 24
            let columnInner = inner - 100 - 12
            let labelHeight = label.sizeThatFits(CGSize(width: columnInner, height: .greatestFiniteMagnitude)).height
            let bottomHeight = bottom.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            // The image is 100 wide with its image's aspect ratio (1:1); the row is as tall as the image.
            assertFrame(image.frame, rect(0, 0, 100, 100), accuracy: 0.01, "imageView at \(width)")
            assertFrame(label.frame, rect(12, 100 - labelHeight, columnInner, labelHeight), accuracy: 0.34)
            assertFrame(bottom.frame, rect(12, 137, inner, bottomHeight), accuracy: 0.34)
            // adjustHeight: 12 + row 100 + 12 + line 1 + 12 + bottom label + 12.
            assertFrame(container.frame, rect(0, 0, width, 149 + bottomHeight), accuracy: 0.34)
        }
    }

    func testIntroductionOneRightToLeftMirrors() {
        let example = ExampleCatalog.flexKit.first { $0.name == "Introduction Example 1" }!
        let (root, diagnostics) = example.render(in: ExampleEnvironment(layoutDirection: .rightToLeft))
        XCTAssertEqual(diagnostics.count, 0)
        let image = named(root)["imageView"]!
        // The row runs right to left: the image sits at the right of the 351-wide row.
        XCTAssertEqual(image.frame, rect(251, 0, 100, 100))
    }

    func testIntroductionTwoFillsTheScrollViewContent() {
        let root = ExampleCatalog.flexIntroductionTwo(width: 375)
        root.layoutIfNeeded()
        let views = named(root)
        guard let scroll = views["contentView"] as? ScrollView, let container = views["rootFlexContainer"],
            let image = views["episodeImageView"], let title = views["episodeTitleLabel"],
            let episodeId = views["episodeIdLabel"]
        else { return XCTFail("views missing") }
        XCTAssertEqual(image.frame, rect(0, 0, 375, 180))
        XCTAssertEqual(container.frame.width, 375)
        XCTAssertEqual(scroll.contentSize, container.frame.size)
        // The title follows the episode id and a 20-point margin, in the title row's 8-point padding.
        XCTAssertEqual(episodeId.frame.minX, 8)
        XCTAssertEqual(title.frame.minX, episodeId.frame.maxX + 20, accuracy: 0.34)
    }

    func testEveryFlexExampleLaysOutCleanlyEverywhere() {
        XCTAssertEqual(ExampleCatalog.flexKit.count, 6)
        for example in ExampleCatalog.flexKit {
            XCTAssertFalse(example.code.isEmpty, example.name)
            for environment in ExampleEnvironment.all {
                let (root, diagnostics) = example.render(in: environment)
                XCTAssertEqual(diagnostics.count, 0, "\(example.name) \(environment): \(diagnostics)")
                XCTAssertFalse(root.subviews.isEmpty)
            }
        }
    }

    func testWrappingGrid() {
        let example = ExampleCatalog.flexKit.first { $0.name == "Wrapping Grid" }!
        let (root, _) = example.render()
        let views = named(root)
        // Three per line: 30% of 355 = 106.5 square, left margins 5% = 17.75 between them, 10 between lines.
        assertFrame(views["image0"]!.frame, rect(10, 10, 106.5, 106.5), accuracy: 0.5)
        assertFrame(views["image1"]!.frame, rect(134.25, 10, 106.5, 106.5), accuracy: 0.5)
        assertFrame(views["image2"]!.frame, rect(258.5, 10, 106.5, 106.5), accuracy: 0.5)
        assertFrame(views["image3"]!.frame, rect(10, 126.5, 106.5, 106.5), accuracy: 0.5)
    }
}
