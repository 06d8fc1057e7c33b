import FlexKit
import Foundation
import LayoutCore
import XCTest

/// `layout flex --svg` writes a text leaf's text in the bundled font, which the picture embeds, within
/// the leaf's box: wrapped, cut with an ellipsis when the box is too small, and clipped to it.
final class FlexSVGTextTests: XCTestCase {
    private func render(_ json: String) throws -> String {
        let file = try FlexTreeFile(json: json)
        let built = file.build()
        file.layOut(built)
        return FlexSVG.render(built)
    }

    func testTextIsDrawnInTheEmbeddedFontWithinItsBox() throws {
        let svg = try render(
            #"{"root": {"style": {"width": 120, "height": 30}, "children": [{"style": {"width": 120, "height": 30}, "measure": {"kind": "text", "text": "A flexible box with far too much text to show in so small a box", "charWidth": 10, "lineHeight": 15}}]}}"#
        )
        XCTAssertTrue(svg.contains("@font-face{font-family:\"Inter\";src:url(\"data:font/otf;base64,"))
        XCTAssertTrue(svg.contains("overflow=\"hidden\""))
        let lines = svg.components(separatedBy: "<text x=\"2\" ").dropFirst().map {
            String($0[$0.index(after: $0.firstIndex(of: ">")!)..<$0.range(of: "</text>")!.lowerBound])
        }
        XCTAssertEqual(lines.count, 2, "two lines of 15 fit a box 30 tall")
        XCTAssertTrue(lines[1].hasSuffix("\u{2026}"), "the text left over ends in an ellipsis: \(lines)")
        let unit = FontTextMeasurer.bundled.lineMetrics(for: Font(pointSize: 100)).lineHeight / 100
        let font = Font(pointSize: 15 / unit)
        for line in lines {
            XCTAssertLessThanOrEqual(FontTextMeasurer.bundled.width(of: line, font: font), 116.001, line)
        }
    }

    func testAPictureWithoutTextCarriesNoFont() throws {
        let svg = try render(#"{"root": {"style": {"width": 10, "height": 10}}}"#)
        XCTAssertFalse(svg.contains("@font-face"))
    }
}
