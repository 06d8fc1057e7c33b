/// Where the tableau's rows keep their terms: blocks of one contiguous term store.
///
/// A row's terms lie in one block of the term store, sorted by symbol, from the block's start. The
/// store is two arrays side by side, the symbols (``Tableau/termSymbols``) and the coefficients
/// (``Tableau/termCoefficients``): 12 bytes a term instead of a 16-byte pair with 4 of padding. Blocks come in a few sizes (2, 4, 6 and 8 terms, then half again or a third more each
/// size: 12, 16, 24, 32, 48...); a block a row gives up (it grew out of it, or the row was dropped)
/// goes on the free list of its size, which the next row of that size takes. So rows cost no
/// allocation and no array header of their own, a row that outgrows its block moves once to the
/// next size, and the store never needs compacting: freed blocks are reused as they are, by rows of
/// their size.
///
/// The store is Swift arrays (the solver keeps its value semantics); nothing keeps a view of them
/// while they change, so that they are never copied.
extension Tableau {
    // MARK: Block sizes

    /// The capacity of the smallest block that holds `count` terms (`count` at least 1).
    @inline(__always) static func blockCapacity(for count: Int) -> Int {
        if count <= 8 { return (count + 1) & ~1 }
        var capacity = 8
        while capacity < count { capacity = capacity % 3 == 0 ? capacity / 3 * 4 : capacity / 2 * 3 }
        return capacity
    }

    /// The free list a block of `capacity` terms (a block size) goes on.
    @inline(__always) static func blockClass(of capacity: Int) -> Int {
        if capacity <= 8 { return capacity / 2 - 1 }
        var size = 8
        var index = 3
        while size < capacity {
            size = size % 3 == 0 ? size / 3 * 4 : size / 2 * 3
            index += 1
        }
        return index
    }

    // MARK: Blocks

    /// A free block of the size that holds `count` terms (`count` at least 1): taken from its free
    /// list, or added at the end of the store.
    @inline(__always) mutating func allocateBlock(for count: Int) -> (start: Int32, capacity: Int32) {
        let capacity = Tableau.blockCapacity(for: count)
        let sizeClass = Tableau.blockClass(of: capacity)
        if sizeClass < freeBlocks.count {
            let start = freeBlocks[sizeClass]
            if start >= 0 {
                // A free block keeps the start of the next free block of its size in its first symbol.
                freeBlocks[sizeClass] = termSymbols[Int(start)]
                return (start, Int32(capacity))
            }
        }
        if termStoreTop + capacity > termSymbols.count {
            // The store grows a chunk at a time, so that most new blocks are a bump of ``termStoreTop``.
            let chunk = max(capacity, 64)
            termSymbols.append(contentsOf: repeatElement(-1, count: chunk))
            termCoefficients.append(contentsOf: repeatElement(0, count: chunk))
        }
        let start = termStoreTop
        termStoreTop += capacity
        return (Int32(start), Int32(capacity))
    }

    /// Puts a block back on the free list of its size.
    @inline(__always) mutating func freeBlock(start: Int32, capacity: Int32) {
        guard capacity > 0 else { return }
        let sizeClass = Tableau.blockClass(of: Int(capacity))
        while freeBlocks.count <= sizeClass { freeBlocks.append(-1) }
        termSymbols[Int(start)] = freeBlocks[sizeClass]
        freeBlocks[sizeClass] = start
    }

    // MARK: Reading rows

    /// The positions in the store of row `row`'s terms.
    @inline(__always) func termRange(ofRow row: Int32) -> Range<Int> {
        let slot = rows[Int(row)]
        let start = Int(slot.start)
        return start..<(start + Int(slot.count))
    }

    /// The terms of row `row`, by ascending symbol (a view into the store: let it go before the
    /// store changes, else the store is copied).
    @inline(__always) func terms(ofRow row: Int32) -> RowTerms {
        let range = termRange(ofRow: row)
        return RowTerms(symbols: termSymbols[range], coefficients: termCoefficients[range])
    }

    /// The position in the store of `symbol`'s term in row `row`, if the row holds it.
    @inline(__always) func position(of symbol: Int32, inRow row: Int32) -> Int? {
        let slot = rows[Int(row)]
        var low = Int(slot.start)
        var high = low + Int(slot.count)
        while low < high {
            let mid = (low &+ high) >> 1
            let value = termSymbols[mid]
            if value < symbol {
                low = mid &+ 1
            } else if value > symbol {
                high = mid
            } else {
                return mid
            }
        }
        return nil
    }

    /// The coefficient of `symbol` in row `row`, or zero when the row does not hold it.
    @inline(__always) func coefficient(of symbol: Int32, inRow row: Int32) -> Double {
        guard let at = position(of: symbol, inRow: row) else { return 0 }
        return termCoefficients[at]
    }

    /// Row `row` as a value of its own (for snapshots and checks: it copies the terms).
    func copyOfRow(_ row: Int32) -> Row {
        Row(terms: Array(terms(ofRow: row)), constant: rows[Int(row)].constant)
    }

    /// Whether a cost, or a live row's constant or coefficient, is not finite: huge coefficients overflowed,
    /// and the tableau's answer means nothing (read after solving, not in the hot path).
    var holdsNonFiniteNumbers: Bool {
        if costs.contains(where: { !$0.isFinite }) { return true }
        for index in rows.indices where rowBasic[index] >= 0 {
            guard rows[index].constant.isFinite else { return true }
            if terms(ofRow: Int32(index)).coefficients.contains(where: { !$0.isFinite }) { return true }
        }
        return false
    }

    // MARK: Changing rows

    /// Gives row slot `row` the terms of `terms[0..<count]` (sorted), in its block when they fit,
    /// else in a block of the size they need (the old one is freed).
    @inline(__always) mutating func setTerms(ofRow row: Int32, _ terms: [RowTerm], count: Int) {
        var slot = rows[Int(row)]
        writeTerms(terms, count: count, into: &slot)
        rows[Int(row)] = slot
    }

    /// Moves a row's `slot` to a larger block when `count` terms do not fit in its own.
    @inline(__always) mutating func ensureBlock(for count: Int, in slot: inout RowSlot) {
        guard count > Int(slot.capacity) else { return }
        freeBlock(start: slot.start, capacity: slot.capacity)
        let block = allocateBlock(for: count)
        slot.start = block.start
        slot.capacity = block.capacity
    }

    /// Writes a filled row `slot` with its `basic` symbol into the freed slot `reused`, or as a new
    /// last row.
    @inline(__always) mutating func placeRow(_ slot: RowSlot, basic: Int32, reusing reused: Int32?) {
        if let reused {
            rows[Int(reused)] = slot
            rowBasic[Int(reused)] = basic
        } else {
            rows.append(slot)
            rowBasic.append(basic)
        }
    }

    /// Writes the first `count` of `terms` into the block of a row's `slot` (moving it to a larger
    /// block when they do not fit), for a caller that writes the slot back once.
    @inline(__always) mutating func writeTerms(_ terms: [RowTerm], count: Int, into slot: inout RowSlot) {
        ensureBlock(for: count, in: &slot)
        let start = Int(slot.start)
        terms.withUnsafeBufferPointer { source in
            termSymbols.withUnsafeMutableBufferPointer { symbols in
                for index in 0..<count { symbols[start &+ index] = source[index].symbol }
            }
            termCoefficients.withUnsafeMutableBufferPointer { coefficients in
                for index in 0..<count { coefficients[start &+ index] = source[index].coefficient }
            }
        }
        slot.count = Int32(count)
    }

    /// Frees the block of row slot `row` and empties it.
    @inline(__always) mutating func releaseTerms(ofRow row: Int32) {
        let slot = Int(row)
        freeBlock(start: rows[slot].start, capacity: rows[slot].capacity)
        rows[slot] = RowSlot()
    }

    /// Removes the term at store position `at` from row `row`.
    @inline(__always) mutating func removeTerm(at position: Int, fromRow row: Int32) {
        let slot = Int(row)
        let end = Int(rows[slot].start) + Int(rows[slot].count)
        var index = position
        while index + 1 < end {
            termSymbols[index] = termSymbols[index + 1]
            termCoefficients[index] = termCoefficients[index + 1]
            index += 1
        }
        rows[slot].count -= 1
    }

    /// Inserts `symbol` (absent from the row) with `coefficient` at its sorted place in row `row`,
    /// moving the row to a larger block when its block is full.
    mutating func insertTerm(_ symbol: Int32, _ coefficient: Double, intoRow row: Int32) {
        let slot = Int(row)
        let count = Int(rows[slot].count)
        if count == Int(rows[slot].capacity) {
            let old = rows[slot]
            let block = allocateBlock(for: count + 1)
            let from = Int(old.start)
            let to = Int(block.start)
            for index in 0..<count {
                termSymbols[to + index] = termSymbols[from + index]
                termCoefficients[to + index] = termCoefficients[from + index]
            }
            freeBlock(start: old.start, capacity: old.capacity)
            rows[slot].start = block.start
            rows[slot].capacity = block.capacity
        }
        let start = Int(rows[slot].start)
        var low = start
        var high = start + count
        while low < high {
            let mid = (low + high) >> 1
            if termSymbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        var index = start + count
        while index > low {
            termSymbols[index] = termSymbols[index - 1]
            termCoefficients[index] = termCoefficients[index - 1]
            index -= 1
        }
        termSymbols[low] = symbol
        termCoefficients[low] = coefficient
        rows[slot].count = Int32(count + 1)
    }

    /// Multiplies the constant and every coefficient of row `row` by `factor`.
    @inline(__always) mutating func scaleRow(_ row: Int32, by factor: Double) {
        let slot = Int(row)
        rows[slot].constant *= factor
        let start = Int(rows[slot].start)
        for index in start..<(start + Int(rows[slot].count)) {
            termCoefficients[index] *= factor
        }
    }
}
