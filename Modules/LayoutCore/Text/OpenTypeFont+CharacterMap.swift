/// The `cmap` table: characters to glyphs, from a Unicode subtable in format 4 (the Basic
/// Multilingual Plane) or format 12 (all planes), kept as sorted ranges searched by halving.
struct CharacterMap: Sendable {
    /// Characters `first...last` map to glyphs `glyph`, `glyph + 1`, ...
    struct Range: Sendable {
        var first: UInt32
        var last: UInt32
        var glyph: UInt32
    }

    let ranges: [Range]
    /// Glyphs of the first 0x250 characters (Latin), looked up without a search.
    let latin: [UInt16]

    init(_ table: FontBytes) throws(OpenTypeFont.ReadError) {
        // Prefer a full-Unicode format 12 subtable, then a BMP format 4 one.
        var best: (rank: Int, offset: Int)?
        for index in 0..<Int(table.u16(2)) {
            let record = 4 + index * 8
            let platform = table.u16(record)
            let encoding = table.u16(record + 2)
            let offset = Int(table.u32(record + 4))
            let format = table.u16(offset)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, format == 4 || format == 12 else { continue }
            let rank = format == 12 ? 2 : 1
            if rank > best?.rank ?? 0 { best = (rank, offset) }
        }
        guard let best else { throw OpenTypeFont.ReadError(description: "the font has no Unicode character map") }
        let subtable = table.from(best.offset)
        var ranges = subtable.u16(0) == 12 ? Self.format12(subtable) : Self.format4(subtable)
        ranges.sort { $0.first < $1.first }
        self.ranges = ranges
        var latin = [UInt16](repeating: 0, count: 0x250)
        for range in ranges where range.first < 0x250 {
            for character in range.first...min(range.last, 0x24F) {
                latin[Int(character)] = UInt16(truncatingIfNeeded: range.glyph + (character - range.first))
            }
        }
        self.latin = latin
    }

    /// The glyph of a character; 0 when the font has none.
    func glyph(for character: UInt32) -> UInt16 {
        if character < 0x250 { return latin[Int(character)] }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < character {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < ranges.count, ranges[low].first <= character else { return 0 }
        let glyph = ranges[low].glyph + (character - ranges[low].first)
        return glyph <= 0xFFFF ? UInt16(glyph) : 0
    }

    /// Segments of format 4: a delta for each segment, or a glyph per character through `idRangeOffset`.
    private static func format4(_ table: FontBytes) -> [Range] {
        let segments = Int(table.u16(6)) / 2
        let ends = 14
        let starts = ends + segments * 2 + 2
        let deltas = starts + segments * 2
        let rangeOffsets = deltas + segments * 2
        var ranges: [Range] = []
        for segment in 0..<segments {
            let first = UInt32(table.u16(starts + segment * 2))
            let last = UInt32(table.u16(ends + segment * 2))
            guard first <= last, first != 0xFFFF else { continue }
            let delta = UInt32(table.u16(deltas + segment * 2))
            let rangeOffset = Int(table.u16(rangeOffsets + segment * 2))
            if rangeOffset == 0 {
                // Glyph = (character + delta) mod 65536: split where it wraps.
                let firstGlyph = (first + delta) & 0xFFFF
                let wrap = 0x10000 - firstGlyph
                if last - first < wrap {
                    ranges.append(Range(first: first, last: last, glyph: firstGlyph))
                } else {
                    ranges.append(Range(first: first, last: first + wrap - 1, glyph: firstGlyph))
                    ranges.append(Range(first: first + wrap, last: last, glyph: 0))
                }
                continue
            }
            for character in first...last {
                let address = rangeOffsets + segment * 2 + rangeOffset + Int(character - first) * 2
                let glyph = UInt32(table.u16(address))
                guard glyph != 0 else { continue }
                ranges.append(Range(first: character, last: character, glyph: (glyph + delta) & 0xFFFF))
            }
        }
        return ranges
    }

    /// Sequential groups of format 12.
    private static func format12(_ table: FontBytes) -> [Range] {
        let groups = min(Int(table.u32(12)), max(0, (table.count - 16) / 12))
        var ranges: [Range] = []
        ranges.reserveCapacity(groups)
        for group in 0..<groups {
            let record = 16 + group * 12
            let first = table.u32(record)
            let last = table.u32(record + 4)
            let glyph = table.u32(record + 8)
            guard first <= last, last <= 0x10FFFF, glyph <= 0xFFFF else { continue }
            ranges.append(Range(first: first, last: last, glyph: glyph))
        }
        return ranges
    }
}
