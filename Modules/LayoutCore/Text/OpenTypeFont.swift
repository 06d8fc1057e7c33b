import Foundation

/// A TrueType or OpenType font file, read in pure Swift: the tables text layout needs (`head`,
/// `hhea`, `OS/2`, `maxp`, `cmap`, `hmtx`, and kerning pairs from `kern` or `GPOS`).
///
/// Every read is bounds-checked: a damaged file is refused with ``ReadError`` or reads as zeros,
/// never crashes, and no loop runs longer than the counts the file can hold.
///
/// ```swift
/// let font = try OpenTypeFont(data: Data(contentsOf: url))
/// let width = font.advance(ofGlyph: font.glyph(for: "A")) // in font units
/// ```
public struct OpenTypeFont: Sendable {
    /// Why a font file could not be read.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        /// What was wrong.
        public var description: String
    }

    /// Font units per em.
    public let unitsPerEm: Int
    /// The distance from the baseline to the top of a line, in font units.
    public let ascender: Int
    /// The distance from the baseline to the bottom of a line, in font units (negative).
    public let descender: Int
    /// The extra space between lines, in font units.
    public let lineGap: Int
    /// The height of capital letters, in font units (0 when the file does not say).
    public let capHeight: Int
    /// The number of glyphs.
    public let glyphCount: Int

    let advances: [UInt16]
    let characterMap: CharacterMap
    let kerning: KerningTable

    /// Reads a font from the bytes of a `.ttf` or `.otf` file.
    ///
    /// - Throws: ``ReadError`` when the file is not a font or lacks a table layout needs.
    public init(data: Data) throws(ReadError) {
        let file = FontBytes(Array(data))
        let version = file.u32(0)
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
            throw ReadError(description: "not a TrueType or OpenType font (no sfnt header)")
        }
        var tables: [String: FontBytes] = [:]
        let count = Int(file.u16(4))
        for index in 0..<count {
            let record = 12 + index * 16
            guard record + 16 <= file.count else { throw ReadError(description: "the table directory is cut short") }
            let tag = String(decoding: file.slice(record, 4).bytes, as: UTF8.self)
            let offset = Int(file.u32(record + 8))
            let length = Int(file.u32(record + 12))
            guard offset <= file.count, length <= file.count - offset else {
                throw ReadError(description: "table '\(tag)' lies outside the file")
            }
            tables[tag] = file.slice(offset, length)
        }
        func table(_ tag: String) throws(ReadError) -> FontBytes {
            guard let table = tables[tag] else { throw ReadError(description: "the font has no '\(tag)' table") }
            return table
        }
        let head = try table("head")
        let hhea = try table("hhea")
        let hmtx = try table("hmtx")
        let maxp = try table("maxp")
        unitsPerEm = Int(head.u16(18))
        guard (16...16384).contains(unitsPerEm) else { throw ReadError(description: "unitsPerEm \(unitsPerEm)") }
        glyphCount = Int(maxp.u16(4))
        var ascender = Int(hhea.i16(4))
        var descender = Int(hhea.i16(6))
        var lineGap = Int(hhea.i16(8))
        var capHeight = 0
        if let os2 = tables["OS/2"], os2.count >= 78 {
            // fsSelection bit 7 (USE_TYPO_METRICS) makes the typographic metrics the line metrics.
            if os2.u16(62) & 0x80 != 0 {
                ascender = Int(os2.i16(68))
                descender = Int(os2.i16(70))
                lineGap = Int(os2.i16(72))
            }
            if os2.u16(0) >= 2 && os2.count >= 90 { capHeight = Int(os2.i16(88)) }
        }
        self.ascender = ascender
        self.descender = descender
        self.lineGap = max(0, lineGap)
        self.capHeight = capHeight
        let metricCount = min(Int(hhea.u16(34)), hmtx.count / 4)
        guard metricCount > 0 else { throw ReadError(description: "the font has no horizontal metrics") }
        var advances = [UInt16](repeating: 0, count: max(glyphCount, metricCount))
        for glyph in advances.indices {
            advances[glyph] = hmtx.u16(min(glyph, metricCount - 1) * 4)
        }
        self.advances = advances
        characterMap = try CharacterMap(try table("cmap"))
        kerning = KerningTable(gpos: tables["GPOS"], kern: tables["kern"])
    }

    /// The glyph a character maps to (0, the missing glyph, when the font has none).
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        characterMap.glyph(for: scalar.value)
    }

    /// The advance width of a glyph in font units.
    public func advance(ofGlyph glyph: UInt16) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    /// The kerning adjustment between two glyphs in font units (negative brings them closer).
    public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        kerning.adjustment(left, right)
    }
}

/// Big-endian reads of a font's bytes; reads past the end give zero.
struct FontBytes: Sendable {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }
    init(slice: ArraySlice<UInt8>) { bytes = slice }

    var count: Int { bytes.count }

    /// The part from `offset` on, `length` bytes long (cut at the end).
    func slice(_ offset: Int, _ length: Int) -> FontBytes {
        let start = bytes.startIndex + min(max(0, offset), count)
        let end = start + min(max(0, length), bytes.endIndex - start)
        return FontBytes(slice: bytes[start..<end])
    }

    /// The part from `offset` to the end.
    func from(_ offset: Int) -> FontBytes { slice(offset, count) }

    func u8(_ offset: Int) -> UInt8 {
        offset >= 0 && offset < count ? bytes[bytes.startIndex + offset] : 0
    }

    func u16(_ offset: Int) -> UInt16 { UInt16(u8(offset)) << 8 | UInt16(u8(offset + 1)) }

    func i16(_ offset: Int) -> Int16 { Int16(bitPattern: u16(offset)) }

    func u32(_ offset: Int) -> UInt32 { UInt32(u16(offset)) << 16 | UInt32(u16(offset + 2)) }
}
