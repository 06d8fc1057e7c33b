import Foundation

/// Draws a view tree as an SVG document: frames as rectangles in their background colors, labels'
/// lines of text, images as placeholders; for the gallery and for people debugging a layout.
///
/// ```swift
/// let svg = SVGRenderer().render(root)
/// try svg.write(toFile: "layout.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// Whether every view gets a thin outline (so views without a color show).
    public var showsOutlines = true
    /// Whether custom layout guides are drawn as dashed rectangles.
    public var showsLayoutGuides = false
    /// Pixels per point of the drawing.
    public var scale: CGFloat = 1
    /// The page color behind the root.
    public var background: Color? = .white

    /// Makes a renderer with the default options.
    public init() {}

    /// The SVG document for `view` and everything below it, with `view` at the origin.
    public func render(_ view: LayoutView) -> String {
        let size = view.frame.size
        let width = max(size.width, 1) * scale
        let height = max(size.height, 1) * scale
        var body = ""
        if let background {
            body +=
                "<rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"\(background.hexString)\"/>\n"
        }
        draw(view, origin: CGPoint(x: -view.frame.minX, y: -view.frame.minY), into: &body, opacity: 1)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(max(size.width, 1))) \(n(max(size.height, 1)))" font-family="-apple-system, Helvetica, Arial, sans-serif">
            \(body)</svg>

            """
    }

    private func draw(_ view: LayoutView, origin: CGPoint, into body: inout String, opacity: Double) {
        guard !view.isHidden else { return }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        let alpha = opacity * Double(min(max(view.alpha, 0), 1))
        let name = escape(view.identifier ?? String(describing: type(of: view)))
        body += "<g data-view=\"\(name)\">"
        if let color = view.backgroundColor, color.alpha > 0 {
            body += rect(frame, fill: color.hexString, opacity: color.alpha * alpha)
        }
        if showsOutlines {
            body +=
                "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
                + "height=\"\(n(frame.height))\" fill=\"none\" stroke=\"#8E8E93\" stroke-opacity=\"0.5\" stroke-width=\"0.5\"/>"
        }
        if let image = view as? ImageView {
            drawImage(image, frame, into: &body, opacity: alpha)
        }
        if let label = view as? Label {
            drawText(label, frame, into: &body, opacity: alpha)
        }
        if showsLayoutGuides {
            for guide in view.layoutGuides {
                let g = guide.layoutFrame.offsetBy(dx: frame.minX - view.bounds.minX, dy: frame.minY - view.bounds.minY)
                body +=
                    "<rect x=\"\(n(g.minX))\" y=\"\(n(g.minY))\" width=\"\(n(g.width))\" height=\"\(n(g.height))\" "
                    + "fill=\"none\" stroke=\"#FF2D55\" stroke-dasharray=\"2 2\" stroke-width=\"0.5\"/>"
            }
        }
        body += "</g>\n"
        let childOrigin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        for subview in view.subviews {
            draw(subview, origin: childOrigin, into: &body, opacity: alpha)
        }
    }

    private func drawImage(_ view: ImageView, _ frame: CGRect, into body: inout String, opacity: Double) {
        guard let image = view.image else { return }
        let color = image.color ?? Color.systemGray3
        body += rect(frame, fill: color.hexString, opacity: color.alpha * opacity)
        body +=
            "<path d=\"M\(n(frame.minX)) \(n(frame.minY))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) "
            + "\(n(frame.minY))L\(n(frame.minX)) \(n(frame.maxY))\" stroke=\"#FFFFFF\" stroke-width=\"0.5\"/>"
    }

    private func drawText(_ label: Label, _ frame: CGRect, into body: inout String, opacity: Double) {
        guard let text = label.text, !text.isEmpty else { return }
        let font = label.effectiveFont
        let layout = label.textLayout(width: label.numberOfLines == 1 ? .infinity : frame.width)
        let textHeight = min(layout.size.height, frame.height)
        let top = frame.minY + (frame.height - textHeight) / 2
        let weight = font.weight >= .semibold ? " font-weight=\"bold\"" : ""
        let rightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, line) in layout.lines.enumerated() {
            let baseline = top + layout.ascender + CGFloat(index) * layout.lineHeight
            guard baseline - layout.ascender < frame.maxY + 0.5 else { break }
            let x: CGFloat
            let anchor: String
            switch label.textAlignment {
            case .center:
                x = frame.midX
                anchor = "middle"
            case .right:
                x = frame.maxX
                anchor = "end"
            case .natural, .justified:
                x = rightToLeft ? frame.maxX : frame.minX
                anchor = rightToLeft ? "end" : "start"
            case .left:
                x = frame.minX
                anchor = "start"
            }
            body +=
                "<text x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(font.pointSize))\"\(weight) "
                + "text-anchor=\"\(anchor)\" fill=\"\(label.textColor.hexString)\" fill-opacity=\"\(n(CGFloat(label.textColor.alpha * opacity)))\">"
                + escape(line.text) + "</text>"
        }
    }

    private func rect(_ frame: CGRect, fill: String, opacity: Double) -> String {
        "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
            + "fill=\"\(fill)\"" + (opacity < 1 ? " fill-opacity=\"\(n(CGFloat(opacity)))\"" : "") + "/>"
    }

    private func n(_ value: CGFloat) -> String { formatPoints(value) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
