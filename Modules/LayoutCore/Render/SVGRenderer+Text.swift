import Foundation

extension SVGRenderer {
    /// The font family pictures draw with: the bundled font, then the system's sans-serif.
    static let fontFamily = "\(BundledFont.familyName), sans-serif"

    /// The `@font-face` rules of the bundled faces for ``fontFace``.
    ///
    /// - Parameters:
    ///   - source: where the rules point.
    ///   - faces: the faces to declare (both by default).
    /// - Returns: a `<style>` element declaring the faces, or nothing for ``FontFaceSource/page``.
    public static func fontFaceStyle(_ source: FontFaceSource, faces: [BundledFont] = BundledFont.allCases) -> String {
        let rules = faces.map { face -> String in
            let url: String
            switch source {
            case .page: return ""
            case .linked(let folder):
                url = (folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/") + face.fileName
            case .embedded:
                url = "data:font/otf;base64," + face.data.base64EncodedString()
            }
            return "@font-face{font-family:\"\(BundledFont.familyName)\";src:url(\"\(url)\") format(\"opentype\");"
                + "font-weight:\(face == .bold ? 700 : 400)}"
        }
        guard source != .page else { return "" }
        return "<style>" + rules.joined() + "</style>\n"
    }

    var fontFaceRules: String { Self.fontFaceStyle(fontFace) }

    /// The label's lines as UIKit draws them within `frame`, clipped to it when they would leave it.
    func drawText(_ label: Label, _ frame: CGRect, into body: inout String, opacity: Double) {
        guard let text = label.text, !text.isEmpty, frame.width > 0, frame.height > 0 else { return }
        let font = label.effectiveFont
        // As many lines as the label allows and its height holds (at least one, as UIKit draws).
        var lineLimit = label.numberOfLines
        let probe = measurer.layout(text, font: font, width: frame.width, maximumNumberOfLines: lineLimit)
        let fitting = max(1, Int(((frame.height + 0.01) / max(probe.lineHeight, 0.01)).rounded(.down)))
        if probe.lines.count > fitting { lineLimit = fitting }
        let layout =
            lineLimit == label.numberOfLines
            ? probe : measurer.layout(text, font: font, width: frame.width, maximumNumberOfLines: lineLimit)
        let textHeight = layout.size.height
        let top = frame.minY + (frame.height - textHeight) / 2
        let weight = font.weight >= .semibold ? " font-weight=\"bold\"" : ""
        let rightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let clips = textHeight > frame.height + 0.01 || layout.lines.contains { $0.width > frame.width + 0.01 }
        if clips {
            body +=
                "<svg x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
                + "height=\"\(n(frame.height))\" viewBox=\"\(n(frame.minX)) \(n(frame.minY)) \(n(frame.width)) "
                + "\(n(frame.height))\" overflow=\"hidden\">"
        }
        let fill = " fill=\"\(label.textColor.hexString)\""
        let alpha = label.textColor.alpha * opacity
        let fillOpacity = alpha < 1 ? " fill-opacity=\"\(n(CGFloat(alpha)))\"" : ""
        for (index, line) in layout.lines.enumerated() {
            let baseline = top + layout.ascender + CGFloat(index) * layout.lineHeight
            // Anchored at the edge the line aligns to, so that the browser's own rounding of advances
            // moves only the other end, which has room.
            let x: CGFloat
            let anchor: String
            switch label.textAlignment {
            case .center: (x, anchor) = (frame.midX, " text-anchor=\"middle\"")
            case .right: (x, anchor) = (frame.maxX, " text-anchor=\"end\"")
            case .left: (x, anchor) = (frame.minX, "")
            case .natural, .justified:
                (x, anchor) = rightToLeft ? (frame.maxX, " text-anchor=\"end\"") : (frame.minX, "")
            }
            body +=
                "<text x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(font.pointSize))\"\(weight)\(anchor)\(fill)"
                + "\(fillOpacity)>"
                + escapeXML(line.text) + "</text>"
        }
        if clips { body += "</svg>" }
    }
}
