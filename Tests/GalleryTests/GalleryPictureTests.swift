import ExampleCatalog
import Foundation
import LayoutCore
import XCTest

@testable import Gallery

/// Every picture of the gallery, checked as drawn: no line of text wider than its label, no view
/// outside its root, no view collapsed to nothing, unless the example is about exactly that.
final class GalleryPictureTests: XCTestCase {
    /// Examples whose views leave their root, and why: the pictures show them in full beyond the root.
    static let overflowExamples: [String: String] = [
        "Anchors/Relative Alignment":
            "centres a view on 2/3 of the trailing anchor, which right-to-left layouts put at x 0",
        "FixFlexKit/Overflow Using Nil Offsets": "shows labels overflowing their container on purpose",
        "FixFlexKit/Center Label In Parent":
            "FixFlex's README centres a title label in a 200 pt parent; at AX5 the text is wider and overflows both sides",
        "FixFlexKit/Labels Row With Not Enough Space For Both":
            "is about two labels that do not fit side by side; at AX5 even the first does not fit",
        "FixFlexKit/Flex Min Max": "its title labels in a 200 pt parent are wider than the parent at AX5",
        "FixFlexKit/Put Between Anchors": "its title label in a 200 pt parent is wider than the parent at AX5",
        "FixFlexKit/Put Between Anchors Absolute": "its title label in a 200 pt parent is wider than the parent at AX5",
        "FixFlexKit/Shadow Using Match": "its title label in a 200 pt parent is wider than the parent at AX5",
    ]

    /// Views whose zero size is the example's point, as `Module/Example/view`.
    static let collapsedOnPurpose: Set<String> = []

    private func withBundledFont<T>(_ body: () throws -> T) rethrows -> T {
        let previous = LayoutEnvironment.textMeasurer
        LayoutEnvironment.textMeasurer = FontTextMeasurer.bundled
        defer { LayoutEnvironment.textMeasurer = previous }
        return try body()
    }

    /// Each line of text drawn, measured again with the font, lies within its label's outline.
    func testNoTextLineIsWiderThanItsLabel() throws {
        var failures: [String] = []
        var lines = 0
        try withBundledFont {
            for example in ExampleCatalog.all {
                for environment in ExampleEnvironment.all {
                    let (root, _) = example.render(in: environment)
                    let svg = SVGRenderer().render(root)
                    for problem in try PictureText.lines(in: svg) {
                        lines += 1
                        if let failure = problem.failure {
                            failures.append("\(example.module)/\(example.name) \(environment): \(failure)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(lines, 400, "the pictures draw text")
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
    }

    /// Every visible view lies inside its root and has a size, except where the example says otherwise.
    func testEveryViewLiesInsideItsRootWithASize() {
        var failures: [String] = []
        withBundledFont {
            for example in ExampleCatalog.all {
                let key = "\(example.module)/\(example.name)"
                for environment in ExampleEnvironment.all {
                    let (root, _) = example.render(in: environment)
                    var stack: [(LayoutView, CGPoint)] = [(root, CGPoint(x: -root.frame.minX, y: -root.frame.minY))]
                    while let (view, origin) = stack.popLast() {
                        guard !view.isHidden else { continue }
                        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
                        let name = view.identifier ?? String(describing: type(of: view))
                        if view !== root {
                            let inside =
                                frame.minX >= -0.5 && frame.minY >= -0.5 && frame.maxX <= root.frame.width + 0.5
                                && frame.maxY <= root.frame.height + 0.5
                            if !inside && Self.overflowExamples[key] == nil {
                                failures.append(
                                    "\(key) \(environment): \(name) \(describe(frame)) outside the root \(describe(root.bounds))"
                                )
                            }
                            // Spacers may take no room; every other view shows.
                            let spacer = String(describing: type(of: view)).contains("Spacer")
                            let collapsed = !spacer && (frame.width <= 0 || frame.height <= 0)
                            if collapsed && !Self.collapsedOnPurpose.contains("\(key)/\(name)") {
                                failures.append("\(key) \(environment): \(name) collapsed to \(describe(frame))")
                            }
                        }
                        let childOrigin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
                        stack.append(contentsOf: view.subviews.map { ($0, childOrigin) })
                    }
                }
            }
        }
        if let path = ProcessInfo.processInfo.environment["GALLERY_FAILURES"] {
            try? failures.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(failures, [], failures.prefix(30).joined(separator: "\n"))
    }

    private func describe(_ rect: CGRect) -> String {
        func n(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
        return "(\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width)), \(n(rect.height)))"
    }

    /// The same example gives the same bytes twice (pictures are deterministic).
    func testPicturesAreDeterministic() {
        withBundledFont {
            for example in ExampleCatalog.all.prefix(12) {
                let first = SVGRenderer().render(example.render(in: .standard).root)
                let second = SVGRenderer().render(example.render(in: .standard).root)
                XCTAssertEqual(first, second, example.name)
            }
        }
    }
}

/// The lines of text of an SVG picture, each with its label's outline, measured again with the font.
enum PictureText {
    struct Line {
        var text: String
        var failure: String?
    }

    static func lines(in svg: String) throws -> [Line] {
        let group = try NSRegularExpression(pattern: #"<g data-view="[^"]*">(.*?)</g>"#)
        let outline = try NSRegularExpression(
            pattern: #"<rect x="([-0-9.]+)" y="[-0-9.]+" width="([0-9.]+)" height="[0-9.]+" fill="none""#)
        let text = try NSRegularExpression(
            pattern: #"<text x="([-0-9.]+)" [^>]*?font-size="([0-9.]+)"([^>]*)>([^<]*)</text>"#)
        var result: [Line] = []
        let whole = svg as NSString
        for match in group.matches(in: svg, range: NSRange(location: 0, length: whole.length)) {
            let body = whole.substring(with: match.range(at: 1)) as NSString
            let texts = text.matches(in: body as String, range: NSRange(location: 0, length: body.length))
            guard !texts.isEmpty else { continue }
            guard let frame = outline.firstMatch(in: body as String, range: NSRange(location: 0, length: body.length))
            else {
                result.append(Line(text: "", failure: "text without a label outline"))
                continue
            }
            let minX = Double(body.substring(with: frame.range(at: 1))) ?? .nan
            let width = Double(body.substring(with: frame.range(at: 2))) ?? .nan
            let clipped = body.contains("overflow=\"hidden\"")
            for match in texts {
                let x = Double(body.substring(with: match.range(at: 1))) ?? .nan
                let size = Double(body.substring(with: match.range(at: 2))) ?? .nan
                let attributes = body.substring(with: match.range(at: 3))
                let content = unescape(body.substring(with: match.range(at: 4)))
                let font = Font(pointSize: size, weight: attributes.contains("font-weight=\"bold\"") ? .bold : .regular)
                let measured = FontTextMeasurer.bundled.width(of: content, font: font)
                let start: Double
                if attributes.contains("text-anchor=\"end\"") {
                    start = x - measured
                } else if attributes.contains("text-anchor=\"middle\"") {
                    start = x - measured / 2
                } else {
                    start = x
                }
                // Points are written with 2 decimals: allow that rounding.
                let fits = start >= minX - 0.01 && start + measured <= minX + width + 0.01
                // A label too narrow for even the ellipsis shows it clipped, as UIKit does.
                let lone = clipped && content == "\u{2026}"
                let failure =
                    fits || lone
                    ? nil
                    : "\"\(content)\" spans \(start)...\(start + measured), label \(minX)...\(minX + width)"
                result.append(Line(text: content, failure: failure))
            }
        }
        return result
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
