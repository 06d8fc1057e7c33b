/// Where the tableau's columns keep their rows: blocks of one contiguous store, as rows keep their
/// terms (see `Tableau+RowStore.swift`: the same block sizes, a free list a size).
///
/// A column lists the rows that may hold its symbol (lazily: stale or repeated entries are allowed,
/// and dropped when the column is next read through ``liveColumn(_:)``). Columns grow one entry at a
/// time; one that fills its block moves to the next size, its old block going to the free list.
extension Tableau {
    /// Where a symbol's column is in ``columnStore``, and when it is compacted next.
    struct ColumnSlot {
        var start: Int32 = 0
        var count: Int32 = 0
        /// The number of entries the block has room for (0: no block).
        var capacity: Int32 = 0
        /// The length at which the column is compacted next: twice its live length after the last
        /// compaction (so that a column a long edit loop keeps appending to stays bounded, at
        /// amortized O(1) an entry).
        var limit: Int32 = Tableau.minimumColumnLimit
    }

    /// The entries of the column of `symbol`, as stored (stale entries included; a copy).
    func copyOfColumn(_ symbol: Int32) -> [Int32] {
        let slot = symbolSlots[Int(symbol)].column
        let start = Int(slot.start)
        return Array(columnStore[start..<(start + Int(slot.count))])
    }

    /// The number of entries in the column of `symbol` (stale entries included).
    @inline(__always) func columnCount(_ symbol: Int32) -> Int {
        Int(symbolSlots[Int(symbol)].column.count)
    }

    /// Empties the column of `symbol` and frees its block (its compaction limit is kept).
    @inline(__always) mutating func clearColumn(_ symbol: Int32) {
        let index = Int(symbol)
        let slot = symbolSlots[index].column
        guard slot.capacity > 0 else {
            symbolSlots[index].column.count = 0
            return
        }
        freeColumnBlock(start: slot.start, capacity: slot.capacity)
        symbolSlots[index].column.start = 0
        symbolSlots[index].column.count = 0
        symbolSlots[index].column.capacity = 0
    }

    /// Gives the column of `symbol` the entries `entries`.
    mutating func setColumn(_ symbol: Int32, _ entries: [Int32]) {
        clearColumn(symbol)
        guard !entries.isEmpty else { return }
        let block = allocateColumnBlock(for: entries.count)
        let start = Int(block.start)
        for (offset, row) in entries.enumerated() { columnStore[start + offset] = row }
        symbolSlots[Int(symbol)].column.start = block.start
        symbolSlots[Int(symbol)].column.capacity = block.capacity
        symbolSlots[Int(symbol)].column.count = Int32(entries.count)
    }

    /// Drops the entries of the column of `symbol` past its first `count`.
    @inline(__always) mutating func truncateColumn(_ symbol: Int32, to count: Int) {
        symbolSlots[Int(symbol)].column.count = Int32(count)
    }

    /// Appends `row` to the column of `symbol`, moving the column to a larger block when its block is
    /// full, and returns the column's slot as it now is. (Callers note the growth for the undo log and
    /// the compaction limit.) The slot is read and written once.
    @discardableResult
    @inline(__always) mutating func appendEntry(_ row: Int32, toColumn symbol: Int32) -> ColumnSlot {
        let index = Int(symbol)
        var slot = symbolSlots[index].column
        let count = Int(slot.count)
        if count == Int(slot.capacity) {
            let block = allocateColumnBlock(for: count + 1)
            let from = Int(slot.start)
            let to = Int(block.start)
            for offset in 0..<count { columnStore[to + offset] = columnStore[from + offset] }
            freeColumnBlock(start: slot.start, capacity: slot.capacity)
            slot.start = block.start
            slot.capacity = block.capacity
        }
        columnStore[Int(slot.start) + count] = row
        slot.count = Int32(count + 1)
        symbolSlots[index].column = slot
        return slot
    }

    // MARK: Blocks

    @inline(__always) private mutating func allocateColumnBlock(for count: Int) -> (start: Int32, capacity: Int32) {
        let capacity = Tableau.blockCapacity(for: count)
        let sizeClass = Tableau.blockClass(of: capacity)
        if sizeClass < freeColumnBlocks.count {
            let start = freeColumnBlocks[sizeClass]
            if start >= 0 {
                // A free block keeps the start of the next free block of its size in its first entry.
                freeColumnBlocks[sizeClass] = columnStore[Int(start)]
                return (start, Int32(capacity))
            }
        }
        if columnStoreTop + capacity > columnStore.count {
            columnStore.append(contentsOf: repeatElement(-1, count: max(capacity, 64)))
        }
        let start = columnStoreTop
        columnStoreTop += capacity
        return (Int32(start), Int32(capacity))
    }

    @inline(__always) private mutating func freeColumnBlock(start: Int32, capacity: Int32) {
        guard capacity > 0 else { return }
        let sizeClass = Tableau.blockClass(of: Int(capacity))
        while freeColumnBlocks.count <= sizeClass { freeColumnBlocks.append(-1) }
        columnStore[Int(start)] = freeColumnBlocks[sizeClass]
        freeColumnBlocks[sizeClass] = start
    }
}
