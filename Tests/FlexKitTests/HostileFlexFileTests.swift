import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// The flex-tree format (`layout flex`) on hostile input found by `Scripts/fuzz.py`: no trap, no
/// recursion as deep as the file, limits refused with the path of the node past them.
final class HostileFlexFileTests: XCTestCase {
    private func deepFile(levels: Int) -> String {
        let opening: String = String(repeating: #"{"children": ["#, count: levels - 1)
        let closing: String = String(repeating: "]}", count: levels - 1)
        return #"{"root": "# + opening + "{}" + closing + "}"
    }

    func testHugeCoordinatesDrawWithoutTrapping() throws {
        // Converting 1e19 to a 64-bit integer trapped.
        for width in ["1e19", "1e300", "-1e19", "9.3e18"] {
            let file = try FlexTreeFile(json: #"{"root": {"style": {"width": \#(width), "height": 5}}}"#)
            let built = file.build()
            file.layOut(built)
            let svg = FlexSVG.render(built)
            XCTAssertTrue(svg.hasPrefix("<svg"), svg)
        }
        let file = try FlexTreeFile(json: #"{"root": {"style": {"width": 1e19, "height": 5}}}"#)
        let built = file.build()
        file.layOut(built)
        XCTAssertTrue(FlexSVG.render(built).contains(#"width="1e+19""#))
    }

    func testAhemMeasuresWithTinyCharactersOrHugeSizesWithoutTrapping() throws {
        // `Int(width / charWidth)` trapped on a charWidth of 1e-17 or an infinite line count.
        for (charWidth, lineHeight) in [("1e-17", "10"), ("5e-324", "1e300"), ("1e300", "1e300"), ("0", "1")] {
            let json =
                #"{"availableWidth": 1e300, "root": {"measure": {"kind": "ahem", "text": "ab\#u{200B}cd", "#
                + #""charWidth": \#(charWidth), "lineHeight": \#(lineHeight)}}}"#
            let file = try FlexTreeFile(json: json)
            let built = file.build()
            let (_, _) = LayoutDiagnostics.collect { file.layOut(built) }
            let layout = built.tree.layout(of: built.root)
            XCTAssertTrue(layout.width.isFinite && layout.height.isFinite, "\(charWidth): \(layout)")
        }
        let measure = FlexTreeFile.function(
            for: .ahem("ab\u{200B}cd", charWidth: 1e-17, lineHeight: 10), direction: .row)
        XCTAssertEqual(measure(100, .atMost, .nan, .undefined).height, 10)
    }

    func testTreesDeeperThanTheFormatsLimitAreRefusedWithAPath() {
        XCTAssertThrowsError(try FlexTreeFile(json: deepFile(levels: 5_000))) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasSuffix("nesting deeper than 4096 levels (the format's limit)"), text)
            XCTAssertTrue(text.hasPrefix("root.children[0]…"), text)
        }
        // A hundred thousand levels are refused by the JSON reader's limit, as clearly.
        XCTAssertThrowsError(try FlexTreeFile(json: deepFile(levels: 100_000))) { error in
            XCTAssertTrue("\(error)".contains("nesting deeper than 100000 arrays and objects"), "\(error)")
        }
    }

    func testADeepFileReadsBuildsAndWritesOnASmallStack() {
        // Reading, building, drawing, writing and freeing a file 3,000 levels deep recursed per level.
        var summary = ""
        runOnThread {
            do {
                let file = try FlexTreeFile(json: self.deepFile(levels: 3_000))
                let built = file.build()
                let svg = FlexSVG.render(built)
                let document = file.laidOutDocument(built)
                let text = document.serialized()
                summary =
                    "\(built.nodes.count) \(svg.components(separatedBy: "<rect").count - 1) "
                    + "\(text.components(separatedBy: "\"layout\"").count - 1)"
                summary += " \(built.specs.last!.path.count < 300)"
            } catch {
                summary = "\(error)"
            }
        }
        XCTAssertEqual(summary, "3000 3000 3000 true")
    }

    func testTooManyNodesAreRefused() {
        let json = #"{"root": {"children": ["# + Array(repeating: "{}", count: 50_000).joined(separator: ",") + "]}}"
        XCTAssertThrowsError(try FlexTreeFile(json: json)) { error in
            XCTAssertEqual("\(error)", "root.children[49999]: more than 50000 nodes (the format's limit)")
        }
    }

    func testOverflowingLayoutsAreWrittenAsNumbersWithNamedDiagnostics() throws {
        let file = try FlexTreeFile(
            json: #"{"root": {"style": {"flexDirection": "row"}, "children": [{"style": {"width": 1e300}}, "#
                + #"{"style": {"width": 1e300}}, {"style": {"width": 5, "height": 5}}]}}"#)
        let built = file.build()
        let (_, diagnostics) = LayoutDiagnostics.collect { file.layOut(built) }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.hasPrefix("the layout of root"), diagnostics[0].message)
        let text = file.laidOutDocument(built).serialized()
        XCTAssertFalse(text.contains("Infinity") || text.contains("NaN"), text)
        XCTAssertTrue(text.contains(#"{"style":{"width":5,"height":5},"layout":{"left":"#), text)
    }

    func testLoneSurrogatesInNamesAndTexts() throws {
        let file = try FlexTreeFile(
            json:
                #"{"name": "\uD800\u0041", "root": {"measure": {"kind": "text", "text": "\uDBFFx", "charWidth": 1, "lineHeight": 1}}}"#
        )
        XCTAssertEqual(file.name, "\u{FFFD}A")
        XCTAssertEqual(file.root.measure, .text("\u{FFFD}x", charWidth: 1, lineHeight: 1))
    }

    func testPagelessWebRootsWithExtremeMarginsRatiosAndInsetsLayOutFinite() throws {
        // A root given no width sits in a page its own contribution sizes (negative margins, an aspect ratio),
        // and an absolute ratio box stretched between huge insets: every frame finite, no diagnostic, and a
        // second layout of the same tree gives the same frames.
        let roots = [
            #"{"style": {"margin": {"right": -1e38}}}"#,
            #"{"style": {"margin": {"left": -3e38, "right": -3e38}}, "children": [{"style": {"width": "50%", "#
                + #""position": {"left": "10%"}}}]}"#,
            #"{"style": {"aspectRatio": 1e-30}, "measure": {"kind": "ahem", "text": "abc", "charWidth": 10, "#
                + #""lineHeight": 10}}"#,
            #"{"style": {"flexDirection": "column", "minWidth": 1e38}, "children": [{"style": {"aspectRatio": 1e-20}}]}"#,
            #"{"style": {}, "children": [{"style": {"positionType": "absolute", "alignSelf": "stretch", "#
                + #""aspectRatio": 1e-30, "position": {"all": -1e37}}}]}"#,
            #"{"style": {"overflow": "hidden", "height": 1}, "children": [{"style": {"positionType": "absolute", "#
                + #""alignSelf": "center", "height": 1e38, "position": {"top": -1e38, "bottom": 1e38}}}]}"#,
        ]
        for root in roots {
            let file = try FlexTreeFile(
                json: #"{"defaults": "web", "availableWidth": null, "availableHeight": null, "root": "# + root + "}")
            let built = file.build()
            let (_, diagnostics) = LayoutDiagnostics.collect { file.layOut(built) }
            XCTAssertEqual(diagnostics.map(\.message), [], root)
            let first = built.nodes.map { built.tree.layout(of: $0) }
            for layout in first {
                XCTAssertTrue(
                    [layout.left, layout.top, layout.width, layout.height].allSatisfy(\.isFinite), "\(root): \(layout)")
            }
            built.tree.markDirty(built.root)
            file.layOut(built)
            XCTAssertEqual(built.nodes.map { built.tree.layout(of: $0) }, first, root)
        }
        // The page's width is 0 and the root fills it: as wide as its negative margins take back.
        let file = try FlexTreeFile(
            json: #"{"defaults": "web", "availableWidth": null, "root": {"style": {"margin": {"right": -1e38}}}}"#)
        let built = file.build()
        file.layOut(built)
        XCTAssertEqual(built.tree.layout(of: built.root).width, 1e38, accuracy: 1e32)
    }
}
