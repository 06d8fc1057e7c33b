import Foundation

/// Draws a view tree as an SVG document: frames as rectangles in their background colors, labels'
/// lines of text, images as placeholders; for the gallery and for people debugging a layout.
///
/// Labels are drawn as UIKit draws them: their text laid out again within their frame by the
/// bundled font's measurer (single lines cut at the tail with an ellipsis, wrapping labels stopped
/// at their line limit or at the lines that fit their height), and clipped to the frame, so that no
/// text leaves its label. Pictures name the bundled font (``BundledFont``); measure with
/// ``FontTextMeasurer/bundled`` so that what is drawn is what was measured, and choose with
/// ``fontFace`` how a standalone picture finds the font.
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
    /// How the picture finds the bundled font: given by the page it sits in, linked, or embedded.
    public var fontFace: FontFaceSource = .page
    /// The measurer that lays out labels' lines within their frames: by default that of the bundled
    /// font the picture is drawn in, so that every line drawn fits its label whatever measured it.
    public var measurer: any TextMeasurer = FontTextMeasurer.bundled

    /// Where a picture's `@font-face` rules point.
    public enum FontFaceSource: Sendable, Hashable {
        /// No rules: the HTML page the picture is placed in declares the font once.
        case page
        /// Rules that load the font files from a folder URL (`../fonts/`), relative to the picture.
        case linked(folder: String)
        /// Rules that carry the font files in the picture itself (base64 `data:` URLs).
        case embedded
    }

    /// Makes a renderer with the default options.
    public init() {}

    /// Whether the picture grows to show views that lie outside `view` (else they are cut at its edges).
    public var showsOverflow = true

    /// The SVG document for `view` and everything below it, with `view` at the origin.
    public func render(_ view: LayoutView) -> String {
        var canvas = CGRect(origin: .zero, size: view.frame.size)
        if showsOverflow { canvas = canvas.union(overflowBounds(of: view)) }
        canvas = CGRect(
            x: canvas.minX.rounded(.down), y: canvas.minY.rounded(.down), width: max(canvas.width.rounded(.up), 1),
            height: max(canvas.height.rounded(.up), 1))
        let width = canvas.width * scale
        let height = canvas.height * scale
        var body = ""
        if let background {
            body += rect(canvas, fill: background.hexString, opacity: 1) + "\n"
        }
        draw(view, origin: CGPoint(x: -view.frame.minX, y: -view.frame.minY), into: &body, opacity: 1)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="\(n(canvas.minX)) \(n(canvas.minY)) \(n(canvas.width)) \(n(canvas.height))" font-family="\(Self.fontFamily)" \
            text-rendering="geometricPrecision">
            \(fontFaceRules)\(body)</svg>

            """
    }

    /// The union of the frames of `view`'s visible descendants, in `view`'s coordinates (origin at its corner).
    private func overflowBounds(of view: LayoutView) -> CGRect {
        var bounds = CGRect(origin: .zero, size: view.frame.size)
        var stack: [(LayoutView, CGPoint)] = view.subviews.map {
            ($0, CGPoint(x: -view.bounds.minX, y: -view.bounds.minY))
        }
        while let (subview, origin) = stack.popLast() {
            guard !subview.isHidden else { continue }
            let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
            if frame.width.isFinite && frame.height.isFinite && frame.minX.isFinite && frame.minY.isFinite {
                bounds = bounds.union(frame)
            }
            let childOrigin = CGPoint(x: frame.minX - subview.bounds.minX, y: frame.minY - subview.bounds.minY)
            stack.append(contentsOf: subview.subviews.map { ($0, childOrigin) })
        }
        return bounds
    }

    private func draw(_ view: LayoutView, origin: CGPoint, into body: inout String, opacity: Double) {
        guard !view.isHidden else { return }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        let alpha = opacity * Double(min(max(view.alpha, 0), 1))
        let name = escapeXML(view.identifier ?? String(describing: type(of: view)))
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

    func rect(_ frame: CGRect, fill: String, opacity: Double) -> String {
        "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
            + "fill=\"\(fill)\"" + (opacity < 1 ? " fill-opacity=\"\(n(CGFloat(opacity)))\"" : "") + "/>"
    }

    func n(_ value: CGFloat) -> String { formatPoints(value) }
}
