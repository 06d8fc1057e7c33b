import Foundation
import LayoutCore
import XCTest

/// Labels in pictures are drawn as UIKit draws them: within their frames, cut at the tail with an
/// ellipsis, stopped at the lines their height holds, clipped when even that does not fit.
final class SVGRendererTextTests: XCTestCase {
    private func texts(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text ").dropFirst().map {
            String($0[$0.index(after: $0.firstIndex(of: ">")!)..<$0.range(of: "</text>")!.lowerBound])
        }
    }

    func testASingleLineLabelNarrowerThanItsTextEndsInAnEllipsisWithinItsFrame() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(text: "A title far too long for its label")
        label.frame = CGRect(x: 10, y: 10, width: 100, height: 21)
        label.textAlignment = .right
        root.addSubview(label)
        let svg = SVGRenderer().render(root)
        let lines = texts(svg)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasSuffix("\u{2026}"), lines[0])
        XCTAssertLessThanOrEqual(FontTextMeasurer.bundled.width(of: lines[0], font: label.font), 100)
        XCTAssertTrue(
            svg.contains("<text x=\"110\" y=") && svg.contains("text-anchor=\"end\""), "anchored at the right edge")
        XCTAssertFalse(svg.contains("overflow=\"hidden\""), "lines that fit need no clipping")
    }

    func testAWrappingLabelShowsTheLinesItsHeightHolds() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(text: "one two three four five six seven eight nine ten eleven twelve")
        label.numberOfLines = 0
        let lineHeight = FontTextMeasurer.bundled.lineMetrics(for: label.font).lineHeight
        label.frame = CGRect(x: 0, y: 0, width: 80, height: (lineHeight * 2).rounded(.up))
        root.addSubview(label)
        let lines = texts(SVGRenderer().render(root))
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[1].hasSuffix("\u{2026}"), "\(lines)")
    }

    func testTextInAFrameTooSmallForOneLineIsClipped() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(text: "Clipped")
        label.frame = CGRect(x: 5, y: 5, width: 8, height: 6)
        root.addSubview(label)
        let svg = SVGRenderer().render(root)
        XCTAssertTrue(svg.contains("<svg x=\"5\" y=\"5\" width=\"8\" height=\"6\""), svg)
        XCTAssertTrue(svg.contains("overflow=\"hidden\""))
    }

    func testViewsOutsideTheRootWidenThePicture() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = LayoutView(frame: CGRect(x: -20, y: 10, width: 30, height: 60))
        root.addSubview(child)
        XCTAssertTrue(SVGRenderer().render(root).contains("viewBox=\"-20 0 120 70\""))
        var cut = SVGRenderer()
        cut.showsOverflow = false
        XCTAssertTrue(cut.render(root).contains("viewBox=\"0 0 100 50\""))
    }
}
