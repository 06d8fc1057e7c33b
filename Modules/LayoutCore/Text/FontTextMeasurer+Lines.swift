import Foundation

/// The width of a run of glyphs in font units: advances plus the kerning between neighbours.
struct GlyphRun {
    /// The width so far.
    var units = 0
    /// The last glyph, which kerns with the next one.
    var last: UInt16?

    init() {}

    init(_ text: some StringProtocol, face: OpenTypeFont) {
        for scalar in text.unicodeScalars { append(scalar, face: face) }
    }

    mutating func append(_ scalar: Unicode.Scalar, face: OpenTypeFont) {
        let glyph = face.glyph(for: scalar)
        if let last { units += face.kerning(last, glyph) }
        units += face.advance(ofGlyph: glyph)
        last = glyph
    }

    mutating func append(_ text: some StringProtocol, face: OpenTypeFont) {
        for scalar in text.unicodeScalars { append(scalar, face: face) }
    }
}

/// Breaks text into the lines of a label, as described for ``FontTextMeasurer``.
struct LineBreaker {
    let face: OpenTypeFont
    /// Points per font unit.
    let scale: CGFloat
    /// The width of a line in points (infinite for one line per paragraph).
    let limit: CGFloat
    /// The most lines (0: no limit).
    let maximumLines: Int
    /// The lines made.
    var lines: [TextLayout.Line] = []

    static let ellipsis: Unicode.Scalar = "\u{2026}"

    init(face: OpenTypeFont, scale: CGFloat, limit: CGFloat, maximumLines: Int) {
        self.face = face
        self.scale = scale
        self.limit = limit
        self.maximumLines = maximumLines
    }

    private func fits(_ run: GlyphRun) -> Bool { CGFloat(run.units) * scale <= limit + 0.001 }

    private func line(_ text: String, _ run: GlyphRun) -> TextLayout.Line {
        TextLayout.Line(text: text, width: CGFloat(run.units) * scale)
    }

    /// Whether the next line is the last one the label may show.
    private var atLastLine: Bool { maximumLines > 0 && lines.count == maximumLines - 1 }

    mutating func run(_ text: String) {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, paragraph) in paragraphs.enumerated() {
            var words = paragraph.split(separator: " ")
            let moreFollows = index < paragraphs.count - 1
            var next = 0
            repeat {
                if atLastLine {
                    lines.append(lastLine(words[next...].joined(separator: " "), moreFollows: moreFollows))
                    return
                }
                var text = ""
                var run = GlyphRun()
                while next < words.count {
                    var candidate = run
                    if !text.isEmpty { candidate.append(" ", face: face) }
                    candidate.append(words[next], face: face)
                    if fits(candidate) {
                        if !text.isEmpty { text += " " }
                        text += words[next]
                        run = candidate
                        next += 1
                    } else if text.isEmpty {
                        // A word wider than the line breaks between characters.
                        let (head, headRun) = longestPrefix(of: words[next], reserving: nil)
                        text = String(head)
                        run = headRun
                        words[next] = words[next][head.endIndex...]
                        break
                    } else {
                        break
                    }
                }
                lines.append(line(text, run))
            } while next < words.count
        }
    }

    /// The last line: the rest of its paragraph, ending in an ellipsis within the width when it does
    /// not fit or when more paragraphs follow.
    private func lastLine(_ rest: String, moreFollows: Bool) -> TextLayout.Line {
        let whole = GlyphRun(rest, face: face)
        if !moreFollows && fits(whole) { return line(rest, whole) }
        var (head, _) = longestPrefix(of: rest[...], reserving: Self.ellipsis)
        while head.last == " " { head = head.dropLast() }
        let text = String(head) + String(Self.ellipsis)
        return line(text, GlyphRun(text, face: face))
    }

    /// The longest run of whole characters from the start of `text` that fits (with `reserved`
    /// after it); at least one character when nothing is reserved, so that every line shows something.
    private func longestPrefix(of text: Substring, reserving reserved: Unicode.Scalar?) -> (Substring, GlyphRun) {
        var run = GlyphRun()
        var end = text.startIndex
        for index in text.indices {
            var candidate = run
            for scalar in text[index].unicodeScalars { candidate.append(scalar, face: face) }
            var withReserved = candidate
            if let reserved { withReserved.append(reserved, face: face) }
            guard fits(withReserved) || (end == text.startIndex && reserved == nil) else { break }
            run = candidate
            end = text.index(after: index)
        }
        return (text[..<end], run)
    }
}
