import Foundation

/// A text measurer that needs no fonts and gives the same result on every machine.
///
/// Each character has a fixed advance width in ems, close to a proportional sans-serif font
/// (digits are tabular, `i` is narrow, `m` and `W` are wide, CJK ideographs are one em, emoji a
/// little more); bold text is 6% wider. Lines break at spaces (and always at `\n`); a word wider
/// than the line breaks between characters; when lines run out the last one ends in an ellipsis.
public struct DeterministicTextMeasurer: TextMeasurer {
    /// Makes the measurer.
    public init() {}

    /// Lays out text as described for the type.
    public func layout(_ text: String, font: Font, width: CGFloat, maximumNumberOfLines: Int) -> TextLayout {
        let em = font.pointSize * (font.weight >= .semibold ? 1.06 : (font.weight >= .medium ? 1.03 : 1))
        let limit = width.isNaN || width <= 0 ? CGFloat.infinity : width
        // (Printable ASCII has no line break: no `contains("\n")`, which Foundation answers through NSString.)
        if maximumNumberOfLines == 1 || maximumNumberOfLines == 0, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            if let single = singleLineASCII(text, em: em, limit: limit) {
                return TextLayout(lines: [single], lineHeight: font.lineHeight, ascender: font.ascender)
            }
        }
        var lines: [TextLayout.Line] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            var currentWidth: CGFloat = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordWidth = Self.width(of: word, em: em)
                let spaceWidth = current.isEmpty ? 0 : Self.advance(" ", em: em)
                if currentWidth + spaceWidth + wordWidth <= limit + 0.001 {
                    if !current.isEmpty { current += " " }
                    current += word
                    currentWidth += spaceWidth + wordWidth
                    continue
                }
                if !current.isEmpty {
                    lines.append(.init(text: current, width: currentWidth))
                    current = ""
                    currentWidth = 0
                }
                // Break a word wider than the line between characters.
                for character in word {
                    let advance = Self.advance(character, em: em)
                    if currentWidth + advance > limit + 0.001 && !current.isEmpty {
                        lines.append(.init(text: current, width: currentWidth))
                        current = ""
                        currentWidth = 0
                    }
                    current.append(character)
                    currentWidth += advance
                }
            }
            lines.append(.init(text: current, width: currentWidth))
            if maximumNumberOfLines > 0 && lines.count > maximumNumberOfLines {
                truncated = true
                break paragraphs
            }
        }
        if maximumNumberOfLines > 0 && lines.count > maximumNumberOfLines {
            lines.removeLast(lines.count - maximumNumberOfLines)
            truncated = true
        }
        if truncated, let last = lines.popLast() {
            lines.append(Self.truncate(last, to: limit, em: em))
        }
        return TextLayout(lines: lines, lineHeight: font.lineHeight, ascender: font.ascender)
    }

    /// The layout of printable ASCII text that fits on one line, measured byte by byte; nil when it does not fit.
    private func singleLineASCII(_ text: String, em: CGFloat, limit: CGFloat) -> TextLayout.Line? {
        var total: CGFloat = 0
        var pendingSpace: CGFloat = 0
        var words = 0
        var collapsed = false
        var previousWasSpace = true
        Self.asciiWidths.withUnsafeBufferPointer { table in
            for byte in text.utf8 {
                if byte == 0x20 {
                    if previousWasSpace { collapsed = true }
                    previousWasSpace = true
                    continue
                }
                if previousWasSpace {
                    if words > 0 { total += pendingSpace }
                    pendingSpace = CGFloat(table[0]) / 100 * em
                    words += 1
                }
                previousWasSpace = false
                total += CGFloat(table[Int(byte) - 0x20]) / 100 * em
            }
        }
        if previousWasSpace && words > 0 { collapsed = true }
        guard total <= limit + 0.001 else { return nil }
        let line = collapsed ? text.split(separator: " ").joined(separator: " ") : text
        return TextLayout.Line(text: line, width: total)
    }

    /// The line shortened until it fits with a trailing ellipsis.
    private static func truncate(_ line: TextLayout.Line, to limit: CGFloat, em: CGFloat) -> TextLayout.Line {
        let ellipsis = advance("\u{2026}", em: em)
        var text = line.text
        var width = line.width
        while !text.isEmpty && width + ellipsis > limit + 0.001 {
            let removed = text.removeLast()
            width -= advance(removed, em: em)
        }
        while text.hasSuffix(" ") {
            text.removeLast()
            width -= advance(" ", em: em)
        }
        return .init(text: text + "\u{2026}", width: width + ellipsis)
    }

    static func width(of text: Substring, em: CGFloat) -> CGFloat {
        var total: CGFloat = 0
        for character in text { total += advance(character, em: em) }
        return total
    }

    /// The advance width of one character in points.
    static func advance(_ character: Character, em: CGFloat) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value >= 0x20 && value < 0x7F {
            return CGFloat(asciiWidths[Int(value) - 0x20]) / 100 * em
        }
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60: return em
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1.2 * em
        case 0x2026: return 0.9 * em
        default: return 0.56 * em
        }
    }

    /// Advance widths of the printable ASCII characters (space ... tilde), in hundredths of an em.
    static let asciiWidths: [UInt8] = [
        27, 28, 36, 56, 56, 85, 68, 20, 33, 33, 42, 58, 26, 40, 26, 36,  // space ! " # $ % & ' ( ) * + , - . /
        56, 56, 56, 56, 56, 56, 56, 56, 56, 56,  // 0-9
        26, 26, 58, 58, 58, 50, 95,  // : ; < = > ? @
        66, 64, 70, 72, 60, 57, 73, 73, 28, 50, 65, 55, 86, 74, 76, 62, 76, 64, 61, 60, 72, 64, 94, 63, 61, 60,  // A-Z
        33, 36, 33, 50, 50, 30,  // [ \ ] ^ _ `
        53, 57, 51, 57, 54, 33, 57, 56, 24, 24, 51, 24, 84, 56, 56, 57, 57, 35, 48, 34, 56, 50, 74, 49, 50, 48,  // a-z
        36, 25, 36, 58,  // { | } ~
    ]
}
