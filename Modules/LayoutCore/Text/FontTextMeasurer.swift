import Foundation

/// A text measurer that lays text out with the advances and kerning of real font files: a regular
/// face, and a bold one for weights from semibold up.
///
/// Lines break as UIKit's `UILabel` breaks them with `byTruncatingTail`: at spaces (runs of spaces
/// count as one) and always at `\n`; a word wider than the line breaks between characters; the last
/// line a label may show holds the rest of its paragraph, cut so that it ends in an ellipsis within
/// the width when more text follows. The result depends only on the font files and the text, so it
/// is the same on every machine. ``bundled`` measures with the Inter family that ships with the kit,
/// which the gallery and `SVGRenderer` pictures draw with.
///
/// ```swift
/// LayoutEnvironment.textMeasurer = FontTextMeasurer.bundled
/// ```
///
/// It is not the default measurer of labels: ``DeterministicTextMeasurer`` is as stable across
/// machines, needs no resource files (so it works however the package is linked), and is what the
/// frames that tests and snapshots record are measured with. Install this one where pictures are
/// drawn, or where sizes should be close to real text.
public struct FontTextMeasurer: TextMeasurer {
    /// The regular face.
    public let regular: OpenTypeFont
    /// The face for weights from semibold up.
    public let bold: OpenTypeFont

    /// Makes a measurer from a regular and a bold face.
    public init(regular: OpenTypeFont, bold: OpenTypeFont) {
        self.regular = regular
        self.bold = bold
    }

    /// The measurer of the kit's bundled font, Inter (regular and bold), read once.
    public static let bundled = FontTextMeasurer(regular: BundledFont.regular.font, bold: BundledFont.bold.font)

    /// The face used for `font`.
    public func face(for font: Font) -> OpenTypeFont {
        font.weight >= .semibold ? bold : regular
    }

    /// The height of one line and the distance from its top to its baseline, in points.
    public func lineMetrics(for font: Font) -> (lineHeight: CGFloat, ascender: CGFloat) {
        let face = face(for: font)
        let scale = font.pointSize / CGFloat(face.unitsPerEm)
        return (CGFloat(face.ascender - face.descender + face.lineGap) * scale, CGFloat(face.ascender) * scale)
    }

    /// Lays out text as described for the type.
    public func layout(_ text: String, font: Font, width: CGFloat, maximumNumberOfLines: Int) -> TextLayout {
        let face = face(for: font)
        let metrics = lineMetrics(for: font)
        var breaker = LineBreaker(
            face: face, scale: font.pointSize / CGFloat(face.unitsPerEm),
            limit: width.isNaN || width <= 0 ? .infinity : width, maximumLines: max(0, maximumNumberOfLines))
        breaker.run(text)
        return TextLayout(lines: breaker.lines, lineHeight: metrics.lineHeight, ascender: metrics.ascender)
    }

    /// The width of `text` on one line, in points.
    public func width(of text: String, font: Font) -> CGFloat {
        let face = face(for: font)
        let run = GlyphRun(text, face: face)
        return CGFloat(run.units) * font.pointSize / CGFloat(face.unitsPerEm)
    }
}

/// The kit's bundled font files (Inter, under the SIL Open Font License), for measuring and for
/// embedding in or linking from pictures.
public enum BundledFont: String, CaseIterable, Sendable {
    /// Inter Regular.
    case regular = "Inter-Regular"
    /// Inter Bold.
    case bold = "Inter-Bold"

    /// The CSS font family pictures name; their `@font-face` rules give it the bundled files.
    public static let familyName = "Inter"

    /// The file name of the face in the kit's resources (`Inter-Regular.otf`).
    public var fileName: String { rawValue + ".otf" }

    /// The bytes of the font file.
    public var data: Data {
        guard let url = Bundle.module.url(forResource: rawValue, withExtension: "otf", subdirectory: "Fonts"),
            let data = try? Data(contentsOf: url)
        else {
            preconditionFailure("the kit's resources lack Fonts/\(fileName)")
        }
        return data
    }

    /// The license of the font files (SIL Open Font License 1.1).
    public static var license: String {
        guard let url = Bundle.module.url(forResource: "OFL", withExtension: "txt", subdirectory: "Fonts"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }

    /// The parsed face.
    var font: OpenTypeFont {
        do {
            return try OpenTypeFont(data: data)
        } catch {
            preconditionFailure("the bundled \(fileName) does not read: \(error)")
        }
    }
}
