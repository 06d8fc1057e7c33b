/// Kerning pairs: the pair-adjustment lookups (type 2, also inside extension lookups, type 9) of
/// the `GPOS` table's `kern` feature, or else the pairs of a version 0 `kern` table.
///
/// Only the first glyph's advance adjustment is kept, which is what horizontal kerning uses.
struct KerningTable: Sendable {
    /// One pair-adjustment subtable.
    enum Subtable: Sendable {
        /// Format 1: for each covered first glyph, second glyphs with their adjustments.
        case pairs(coverage: [UInt16: Int], sets: [[UInt16: Int16]])
        /// Format 2: adjustments by the classes of the two glyphs.
        case classes(coverage: Set<UInt16>, first: [UInt16: Int], second: [UInt16: Int], columns: Int, values: [Int16])
    }

    /// Each lookup of the `kern` feature, in order, with its subtables.
    let lookups: [[Subtable]]
    /// The pairs of a legacy `kern` table, keyed by `left << 16 | right`.
    let legacy: [UInt32: Int16]

    init(gpos: FontBytes?, kern: FontBytes?) {
        var lookups: [[Subtable]] = []
        if let gpos {
            for index in Self.kernLookupIndices(gpos) {
                lookups.append(Self.subtables(ofLookup: index, in: gpos))
            }
        }
        self.lookups = lookups
        legacy = lookups.isEmpty ? kern.map(Self.legacyPairs) ?? [:] : [:]
    }

    /// The advance adjustment of `left` followed by `right`, in font units.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        if lookups.isEmpty {
            return Int(legacy[UInt32(left) << 16 | UInt32(right)] ?? 0)
        }
        var total = 0
        lookups: for subtables in lookups {
            for subtable in subtables {
                switch subtable {
                case .pairs(let coverage, let sets):
                    // A covered first glyph without this second glyph lets the next subtable try.
                    if let index = coverage[left], let value = sets[index][right] {
                        total += Int(value)
                        continue lookups
                    }
                case .classes(let coverage, let first, let second, let columns, let values):
                    // A covered first glyph ends the lookup, whatever the value.
                    guard coverage.contains(left) else { continue }
                    let cell = (first[left] ?? 0) * columns + (second[right] ?? 0)
                    if cell < values.count { total += Int(values[cell]) }
                    continue lookups
                }
            }
        }
        return total
    }

    /// The lookups that the `kern` features of any script use, in lookup order.
    private static func kernLookupIndices(_ gpos: FontBytes) -> [Int] {
        let features = gpos.from(Int(gpos.u16(6)))
        var indices = Set<Int>()
        for record in 0..<Int(features.u16(0)) {
            let base = 2 + record * 6
            guard features.slice(base, 4).bytes.elementsEqual("kern".utf8) else { continue }
            let feature = features.from(Int(features.u16(base + 4)))
            for index in 0..<Int(feature.u16(2)) {
                indices.insert(Int(feature.u16(4 + index * 2)))
            }
        }
        return indices.sorted()
    }

    private static func subtables(ofLookup index: Int, in gpos: FontBytes) -> [Subtable] {
        let list = gpos.from(Int(gpos.u16(8)))
        guard index < Int(list.u16(0)) else { return [] }
        let lookup = list.from(Int(list.u16(2 + index * 2)))
        let type = lookup.u16(0)
        var result: [Subtable] = []
        for subtable in 0..<Int(lookup.u16(4)) {
            var table = lookup.from(Int(lookup.u16(6 + subtable * 2)))
            var subtableType = type
            if type == 9 {
                subtableType = table.u16(2)
                table = table.from(Int(table.u32(4)))
            }
            guard subtableType == 2, let parsed = pairAdjustment(table) else { continue }
            result.append(parsed)
        }
        return result
    }

    /// A pair-adjustment subtable (format 1 or 2), keeping the first glyph's advance adjustment.
    private static func pairAdjustment(_ table: FontBytes) -> Subtable? {
        let format = table.u16(0)
        let coverage = coverageIndices(table.from(Int(table.u16(2))))
        let firstFormat = Int(table.u16(4))
        let secondFormat = Int(table.u16(6))
        let firstSize = (firstFormat & 0xFF).nonzeroBitCount * 2
        let secondSize = (secondFormat & 0xFF).nonzeroBitCount * 2
        // The advance (bit 2) follows the placements (bits 0 and 1) that are present.
        let advanceOffset: Int? = firstFormat & 4 != 0 ? (firstFormat & 3).nonzeroBitCount * 2 : nil
        if format == 1 {
            var sets: [[UInt16: Int16]] = []
            let count = Int(table.u16(8))
            for set in 0..<count {
                let pairSet = table.from(Int(table.u16(10 + set * 2)))
                var pairs: [UInt16: Int16] = [:]
                let recordSize = 2 + firstSize + secondSize
                for record in 0..<Int(pairSet.u16(0)) {
                    let base = 2 + record * recordSize
                    guard base + recordSize <= pairSet.count else { break }
                    let second = pairSet.u16(base)
                    if pairs[second] == nil {
                        pairs[second] = advanceOffset.map { pairSet.i16(base + 2 + $0) } ?? 0
                    }
                }
                sets.append(pairs)
            }
            return .pairs(coverage: coverage.filter { $0.value < count }, sets: sets)
        }
        guard format == 2 else { return nil }
        let firstClasses = classes(table.from(Int(table.u16(8))))
        let secondClasses = classes(table.from(Int(table.u16(10))))
        let rows = Int(table.u16(12))
        let columns = Int(table.u16(14))
        let recordSize = firstSize + secondSize
        guard 16 + rows * columns * recordSize <= table.count else { return nil }
        var values = [Int16](repeating: 0, count: rows * columns)
        if let advanceOffset {
            for cell in values.indices {
                values[cell] = table.i16(16 + cell * recordSize + advanceOffset)
            }
        }
        return .classes(
            coverage: Set(coverage.keys), first: firstClasses, second: secondClasses, columns: columns, values: values)
    }

    /// A coverage table: each covered glyph with its coverage index.
    private static func coverageIndices(_ table: FontBytes) -> [UInt16: Int] {
        var result: [UInt16: Int] = [:]
        switch table.u16(0) {
        case 1:
            for index in 0..<Int(table.u16(2)) { result[table.u16(4 + index * 2)] = index }
        case 2:
            for range in 0..<Int(table.u16(2)) {
                let base = 4 + range * 6
                let first = Int(table.u16(base))
                let last = Int(table.u16(base + 2))
                let start = Int(table.u16(base + 4))
                guard first <= last else { continue }
                for glyph in first...last { result[UInt16(glyph)] = start + glyph - first }
            }
        default: break
        }
        return result
    }

    /// A class definition table: each glyph with a class other than 0.
    private static func classes(_ table: FontBytes) -> [UInt16: Int] {
        var result: [UInt16: Int] = [:]
        switch table.u16(0) {
        case 1:
            let start = Int(table.u16(2))
            for index in 0..<Int(table.u16(4)) where start + index <= 0xFFFF {
                result[UInt16(start + index)] = Int(table.u16(6 + index * 2))
            }
        case 2:
            for range in 0..<Int(table.u16(2)) {
                let base = 4 + range * 6
                let first = Int(table.u16(base))
                let last = Int(table.u16(base + 2))
                guard first <= last else { continue }
                let value = Int(table.u16(base + 4))
                for glyph in first...last { result[UInt16(glyph)] = value }
            }
        default: break
        }
        return result
    }

    /// The horizontal pairs of a version 0 `kern` table's format 0 subtables.
    private static func legacyPairs(_ table: FontBytes) -> [UInt32: Int16] {
        var result: [UInt32: Int16] = [:]
        guard table.u16(0) == 0 else { return result }
        var offset = 4
        for _ in 0..<Int(table.u16(2)) {
            let length = Int(table.u16(offset + 2))
            let coverage = table.u16(offset + 4)
            // Format 0 (high byte), horizontal (bit 0), not cross-stream (bit 2).
            if coverage >> 8 == 0 && coverage & 1 == 1 && coverage & 4 == 0 {
                let pairs = table.from(offset + 6)
                for pair in 0..<Int(pairs.u16(0)) {
                    let base = 8 + pair * 6
                    guard base + 6 <= pairs.count else { break }
                    result[pairs.u32(base)] = pairs.i16(base + 4)
                }
            }
            guard length > 0 else { break }
            offset += length
        }
        return result
    }
}
