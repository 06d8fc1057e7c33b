import Foundation
import LayoutCore

/// Draws a laid-out flex tree as SVG: one rectangle per node at its absolute position, shaded by
/// depth, with a measured leaf's text written inside it in the bundled font, which the picture
/// embeds so that it shows the same everywhere.
package enum FlexSVG {
    /// The SVG document of a built and laid-out file.
    package static func render(_ built: FlexTreeFile.Built) -> String {
        let tree = built.tree
        let rootFrame = tree.layout(of: built.root)
        let width = max(1, rootFrame.width + max(0, rootFrame.left))
        let height = max(1, rootFrame.height + max(0, rootFrame.top))
        var body = ""
        let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#9c755f"]
        // Pre-order (the order of `built.nodes`) without recursion: parents' absolute origins ride along.
        var stack: [(spec: FlexTreeFile.Node, x: Double, y: Double, depth: Int)] = [(built.specs[0], 0, 0, 0)]
        var index = 0
        var hasText = false
        while let (spec, x, y, depth) = stack.popLast() {
            let node = built.nodes[index]
            index += 1
            let frame = tree.layout(of: node)
            let left = x + frame.left
            let top = y + frame.top
            if spec.style.display != .none {
                let color = palette[depth % palette.count]
                body +=
                    "  <rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(frame.width))\" "
                    + "height=\"\(number(frame.height))\" fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" "
                    + "stroke-width=\"1\"><title>\(escapeXML(spec.path))</title></rect>\n"
                if case .text(let text, _, let lineHeight)? = spec.measure {
                    body += drawText(text, lineHeight: lineHeight, in: (left, top, frame.width, frame.height))
                    hasText = true
                }
            }
            for child in spec.children.reversed() {
                stack.append((child, left, top, depth + 1))
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))">
            \(hasText ? SVGRenderer.fontFaceStyle(.embedded, faces: [.regular]) : "")\(body)</svg>

            """
    }

    /// A text leaf's text in the bundled font, sized so that one line is `lineHeight` tall, broken into
    /// the lines that fit the box (2 pt in from its sides), the last one ending in an ellipsis when
    /// text is left over, and clipped to the box.
    static func drawText(
        _ text: String, lineHeight: Double, in box: (x: Double, y: Double, width: Double, height: Double)
    )
        -> String
    {
        let measurer = FontTextMeasurer.bundled
        let unit = measurer.lineMetrics(for: Font(pointSize: 100)).lineHeight / 100
        guard lineHeight.isFinite, lineHeight > 0, box.width > 4, box.height > 0, unit > 0 else { return "" }
        let font = Font(pointSize: lineHeight / unit)
        let lines = max(1, Int(min(box.height / lineHeight, 10_000).rounded(.down)))
        let layout = measurer.layout(text, font: font, width: box.width - 4, maximumNumberOfLines: lines)
        var result =
            "  <svg x=\"\(number(box.x))\" y=\"\(number(box.y))\" width=\"\(number(box.width))\" "
            + "height=\"\(number(box.height))\" overflow=\"hidden\" font-family=\"\(BundledFont.familyName)\" "
            + "font-size=\"\(number(font.pointSize))\">"
        for (row, line) in layout.lines.enumerated() {
            let baseline = layout.ascender + Double(row) * layout.lineHeight
            result += "<text x=\"2\" y=\"\(number(baseline))\">\(escapeXML(line.text))</text>"
        }
        return result + "</svg>\n"
    }

    /// A coordinate as FlexKit's SVG writes it (``PointsStyle/svg``).
    static func number(_ value: Double) -> String { formatPoints(value, .svg) }
}
