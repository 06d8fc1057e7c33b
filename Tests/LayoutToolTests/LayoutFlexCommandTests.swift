import FlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// `layout flex`: the output document, the SVG, and malformed input.
final class LayoutFlexCommandTests: XCTestCase {
    static let sample = """
        {"name": "sample", "defaults": "yoga", "availableWidth": 200, "availableHeight": null,
         "root": {"style": {"flexDirection": "row", "padding": {"all": 10}},
                  "children": [{"style": {"flexGrow": 1, "height": 30}, "expected": {"left": 1, "top": 2, "width": 3, "height": 4}},
                               {"style": {"width": 50}, "measure": {"kind": "text", "text": "a b", "charWidth": 10, "lineHeight": 12}}]}}
        """

    private func frame(_ left: Double, _ top: Double, _ width: Double, _ height: Double) -> JSONValue {
        .object([
            ("left", .number(left)), ("top", .number(top)), ("width", .number(width)), ("height", .number(height)),
        ])
    }

    func testEveryNodeGetsALayoutAndExpectedIsKept() throws {
        let file = try FlexTreeFile(json: Self.sample)
        let built = file.build()
        file.layOut(built)
        let output = file.laidOutDocument(built)
        let root = try XCTUnwrap(output["root"])
        XCTAssertEqual(root["layout"], frame(0, 0, 200, 50))
        let children = try XCTUnwrap(root["children"]?.array)
        XCTAssertEqual(children[0]["layout"], frame(10, 10, 130, 30))
        XCTAssertEqual(children[0]["expected"], frame(1, 2, 3, 4))
        XCTAssertEqual(children[1]["layout"]?["left"], .number(140))
        XCTAssertEqual(output["name"], .string("sample"))
    }

    func testSVGDrawsEveryNode() throws {
        let file = try FlexTreeFile(json: Self.sample)
        let built = file.build()
        file.layOut(built)
        let svg = FlexSVG.render(built)
        XCTAssertTrue(svg.hasPrefix("<svg"))
        XCTAssertEqual(svg.components(separatedBy: "<rect").count - 1, 3)
        XCTAssertTrue(svg.contains(">a b</text>"))
    }

    func testMalformedInputNamesThePath() {
        let cases = [
            (#"{"root": {"style": {"width": "wide"}}}"#, "root.style.width"),
            (#"{"root": {"children": [{"style": {"flexWrap": "sometimes"}}]}}"#, "root.children[0].style.flexWrap"),
            (
                #"{"root": {"children": [{}, {"style": {"margin": {"middle": 1}}}]}}"#,
                "root.children[1].style.margin.middle"
            ),
            (#"{"root": {"measure": {"kind": "fixed", "width": 1}}}"#, "root.measure"),
            (#"{"root": {"style": {"height": NaN}}}"#, "root.style.height"),
            (#"{"root": {"style": {}}"#, "document"),
        ]
        for (json, path) in cases {
            XCTAssertThrowsError(try FlexTreeFile(json: json)) { error in
                XCTAssertTrue("\(error)".hasPrefix(path), "\(error) should name \(path)")
            }
        }
    }

    /// Runs the built `layout` executable, when `swift build` made it.
    func testTheToolExitsWithTwoOnMalformedInput() throws {
        guard let tool = ToolProcess.executable("layout", besideBundleOf: LayoutFlexCommandTests.self) else {
            throw XCTSkip("the layout tool is not built (swift build)")
        }
        func run(_ input: String, _ arguments: [String]) throws -> (String, Int32) {
            let run = try ToolProcess.run(tool, ["flex"] + arguments + ["-"], input: Data(input.utf8))
            return (run.output, run.status)
        }
        let (bad, badStatus) = try run(#"{"root": {"children": [{"style": {"flex": "one"}}]}}"#, [])
        XCTAssertEqual(badStatus, 2)
        XCTAssertTrue(bad.contains("root.children[0].style.flex"), bad)
        let (good, goodStatus) = try run(Self.sample, [])
        XCTAssertEqual(goodStatus, 0)
        XCTAssertTrue(good.contains(#""layout":{"left":140"#), good)
        let (svg, svgStatus) = try run(Self.sample, ["--svg"])
        XCTAssertEqual(svgStatus, 0)
        XCTAssertTrue(svg.hasPrefix("<svg"))
    }
}
