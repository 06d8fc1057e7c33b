import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The font reader and the measurer of the bundled Inter faces. Expected widths in font units were
/// computed independently with fontTools (advances from `hmtx`, kerning from the `GPOS` pair
/// lookups walked by its own parser), not by this code.
final class FontTextMeasurerTests: XCTestCase {
    private let measurer = FontTextMeasurer.bundled

    private func units(_ text: String, _ face: OpenTypeFont) -> Int {
        var total = 0
        var last: UInt16?
        for scalar in text.unicodeScalars {
            let glyph = face.glyph(for: scalar)
            if let last { total += face.kerning(last, glyph) }
            total += face.advance(ofGlyph: glyph)
            last = glyph
        }
        return total
    }

    func testMetricsAndWidthsMatchFontTools() {
        let regular = measurer.regular
        XCTAssertEqual(regular.unitsPerEm, 2816)
        XCTAssertEqual(regular.ascender, 2728)
        XCTAssertEqual(regular.descender, -680)
        XCTAssertEqual(regular.capHeight, 2048)
        let expected: [(String, regular: Int, bold: Int)] = [
            ("AV", 3616, 3958), ("To", 3264, 3386), ("Hello, world", 15700, 16244), ("Wave", 7212, 7611),
            ("Yoga flex\u{2026}", 14548, 14894), ("\u{2605}", 2944, 2944),
        ]
        for (text, regularUnits, boldUnits) in expected {
            XCTAssertEqual(units(text, regular), regularUnits, text)
            XCTAssertEqual(units(text, measurer.bold), boldUnits, text)
        }
        XCTAssertEqual(regular.kerning(regular.glyph(for: "A"), regular.glyph(for: "V")), -192)
        XCTAssertEqual(regular.glyph(for: "\u{4E00}"), 0, "a character the subset lacks maps to the missing glyph")
        let font = Font(pointSize: 28.16)
        XCTAssertEqual(measurer.width(of: "AV", font: font), 36.16, accuracy: 1e-9)
        XCTAssertEqual(measurer.lineMetrics(for: font).lineHeight, 34.08, accuracy: 1e-9)
        XCTAssertEqual(measurer.lineMetrics(for: font).ascender, 27.28, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "AV", font: .boldSystemFont(ofSize: 28.16)), 39.58, accuracy: 1e-9)
    }

    func testLinesWrapAtSpacesAndStopWithAnEllipsis() {
        let font = Font(pointSize: 17)
        let text = "FlexLayout's syntax is concise and chainable."
        let one = measurer.layout(text, font: font, width: .infinity, maximumNumberOfLines: 0)
        XCTAssertEqual(one.lines.map(\.text), [text])
        let wrapped = measurer.layout(text, font: font, width: 150, maximumNumberOfLines: 0)
        XCTAssertEqual(wrapped.lines.map(\.text), ["FlexLayout's", "syntax is concise", "and chainable."])
        let two = measurer.layout(text + " " + text, font: font, width: 150, maximumNumberOfLines: 2)
        XCTAssertEqual(two.lines.count, 2)
        XCTAssertEqual(two.lines.map(\.text), ["FlexLayout's", "syntax is concis\u{2026}"])
        // A single line narrower than its text keeps as many characters as fit, then the ellipsis.
        let single = measurer.layout(text, font: font, width: 100, maximumNumberOfLines: 1)
        XCTAssertEqual(single.lines.map(\.text), ["FlexLayou\u{2026}"])
        XCTAssertLessThanOrEqual(single.lines[0].width, 100)
        XCTAssertEqual(single.lines[0].width, measurer.width(of: single.lines[0].text, font: font), accuracy: 1e-9)
        // A word wider than the line breaks between characters; newlines always break.
        let long = measurer.layout("Supercalifragilistic\nok", font: font, width: 60, maximumNumberOfLines: 0)
        XCTAssertEqual(long.lines.map(\.text).joined(), "Supercalifragilisticok")
        XCTAssertEqual(long.lines.last?.text, "ok")
        XCTAssertTrue(long.lines.allSatisfy { $0.width <= 60 })
        // More paragraphs than lines: the last line shown ends in an ellipsis.
        XCTAssertEqual(
            measurer.layout("one\ntwo\nthree", font: font, width: .infinity, maximumNumberOfLines: 2).lines.map(\.text),
            ["one", "two\u{2026}"])
        XCTAssertEqual(measurer.layout("", font: font, width: 100, maximumNumberOfLines: 1).lines.map(\.text), [""])
    }

    /// Random texts, widths and line limits: every line fits, no more lines than allowed, each line's
    /// width is the width of its text measured on its own, and the lines keep the text's order.
    func testRandomTextsLayOutWithinTheirWidth() {
        var random = SeededRandom(seed: 18)
        let pieces = ["a", "Wave", "To", "AV", "flexbox", "x", "\u{2026}", "iiii", "MMMM", "Yoga,", "\n", " ", "  "]
        for round in 0..<400 {
            var text = ""
            for _ in 0..<random.int(0...14) { text += pieces[random.below(pieces.count)] + " " }
            let font = Font(pointSize: CGFloat(random.int(8...40)), weight: random.below(2) == 0 ? .regular : .bold)
            let width = CGFloat(random.int(30...300))
            let maximum = random.int(0...3)
            let layout = measurer.layout(text, font: font, width: width, maximumNumberOfLines: maximum)
            let context = "round \(round): \(text.debugDescription) width \(width) lines \(maximum)"
            XCTAssertFalse(layout.lines.isEmpty, context)
            if maximum > 0 { XCTAssertLessThanOrEqual(layout.lines.count, maximum, context) }
            var remaining = Substring(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined())
            for line in layout.lines {
                XCTAssertEqual(line.width, measurer.width(of: line.text, font: font), accuracy: 1e-9, context)
                if line.text.count > 1 { XCTAssertLessThanOrEqual(line.width, width + 0.001, context) }
                var shown = Substring(line.text.replacingOccurrences(of: " ", with: ""))
                if shown.hasSuffix("\u{2026}") && !remaining.hasPrefix(shown) { shown = shown.dropLast() }
                XCTAssertTrue(remaining.hasPrefix(shown), context + ": \(line.text) does not continue the text")
                remaining = remaining.dropFirst(shown.count)
            }
        }
    }

    /// A damaged font file is refused with a reason or reads as zeros; it never crashes.
    func testDamagedFontFilesNeverCrash() throws {
        XCTAssertThrowsError(try OpenTypeFont(data: Data("not a font".utf8)))
        XCTAssertThrowsError(try OpenTypeFont(data: Data()))
        let bytes = [UInt8](BundledFont.regular.data)
        var random = SeededRandom(seed: 7)
        var read = 0
        for _ in 0..<60 {
            var damaged = bytes
            if random.below(3) == 0 {
                damaged = Array(damaged.prefix(random.below(damaged.count)))
            } else {
                for _ in 0..<random.int(1...200) {
                    damaged[random.below(damaged.count)] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            guard let font = try? OpenTypeFont(data: Data(damaged)) else { continue }
            read += 1
            _ = units("Hello, AV To \u{2605}", font)
        }
        XCTAssertGreaterThan(read, 0, "some damaged copies still read")
    }
}
