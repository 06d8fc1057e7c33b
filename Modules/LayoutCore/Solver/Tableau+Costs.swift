/// Where the tableau keeps the objective's costs: only for the symbols that have one.
///
/// A symbol's cost at a level is zero while it is basic, unused or untouched by any objective, and
/// most symbols of a layout are one of those. So instead of an array per level over every symbol,
/// a symbol that is given a cost takes a cost slot (``Tableau/costSlot``, -1 for none): a run of
/// one cost per level slot in ``Tableau/costs``, at `slot * costStride + level`. A symbol gives its
/// slot back when its costs are cleared (it became basic, was fixed at zero or released); a freed
/// slot is all zero and goes to the next symbol that needs one. Reading a cost returns exactly what
/// a dense table would, so the simplex's arithmetic is unchanged.
extension Tableau {
    /// The cost of `symbol` at level slot `level` (zero when the symbol has no cost slot).
    @inline(__always) func cost(of symbol: Int32, level: Int32) -> Double {
        let slot = symbolSlots[Int(symbol)].costSlot
        guard slot >= 0 else { return 0 }
        return costs[Int(slot) &* costStride &+ Int(level)]
    }

    /// Sets the cost of `symbol` at level slot `level`, giving the symbol a cost slot when it has none
    /// and `value` is not zero.
    @inline(__always) mutating func setCost(of symbol: Int32, level: Int32, to value: Double) {
        var slot = symbolSlots[Int(symbol)].costSlot
        if slot < 0 {
            guard value != 0 else { return }
            slot = takeCostSlot(for: symbol)
        }
        costs[Int(slot) &* costStride &+ Int(level)] = value
    }

    /// Adds `amount` to the cost of `symbol` at level slot `level` (a result within epsilon of zero
    /// is zero), giving the symbol a cost slot when it needs one.
    @inline(__always) mutating func addCost(_ amount: Double, to symbol: Int32, level: Int32) {
        let slot = symbolSlots[Int(symbol)].costSlot
        if slot >= 0 {
            let index = Int(slot) &* costStride &+ Int(level)
            var updated = costs[index] + amount
            if abs(updated) <= Tableau.epsilon { updated = 0 }
            costs[index] = updated
        } else if !(abs(amount) <= Tableau.epsilon) {
            // (0 + amount is amount; a NaN is kept, as a dense table would keep it.)
            let taken = takeCostSlot(for: symbol)
            costs[Int(taken) &* costStride &+ Int(level)] = amount
        }
    }

    /// Gives `symbol` a cost slot, all zero.
    @inline(never) mutating func takeCostSlot(for symbol: Int32) -> Int32 {
        let slot: Int32
        if let free = freeCostSlots.popLast() {
            slot = free
        } else {
            slot = Int32(costSlotTop)
            costSlotTop += 1
            let end = costSlotTop * costStride
            if end > costs.count {
                // Grown a chunk at a time (the new room is all zero), within the reserved room if any is left.
                let chunk = costs.capacity > end ? min(64 * costStride, costs.capacity - costs.count) : 64 * costStride
                costs.append(contentsOf: repeatElement(0, count: max(end - costs.count, chunk)))
            }
        }
        symbolSlots[Int(symbol)].costSlot = slot
        return slot
    }

    /// Zeroes every cost of `symbol` and gives its cost slot back.
    @inline(__always) mutating func clearCosts(of symbol: Int32) {
        let slot = symbolSlots[Int(symbol)].costSlot
        guard slot >= 0 else { return }
        let start = Int(slot) * costStride
        for index in start..<(start + costStride) { costs[index] = 0 }
        symbolSlots[Int(symbol)].costSlot = -1
        freeCostSlots.append(slot)
    }

    /// Every level slot's cost of `symbol`, in level slot order (for snapshots).
    func costVector(of symbol: Int32) -> [Double] {
        (0..<Int32(levelPriority.count)).map { cost(of: symbol, level: $0) }
    }

    /// Makes every cost slot's run longer, for a level slot past the current length: one longer while
    /// there are at most four levels (a layout's few priorities take no spare room), then half again,
    /// so that a system with many priorities lays the slots out again a logarithmic number of times.
    mutating func widenCosts() {
        let stride = costStride
        let wider = stride < 4 ? stride + 1 : stride + stride / 2
        let slots = stride > 0 ? costs.count / stride : 0
        // Room for a slot a symbol the tables have room for (never more are taken at once), so that the
        // costs do not grow by doubling, a copy beside the old, during a batch the tables were reserved
        // for (room never used is never touched); with many levels, half again the slots in use.
        let room = (wider <= 4 ? max(slots, symbolSlots.capacity) : slots + slots / 2) * wider
        let laidOut = [Double](unsafeUninitializedCapacity: room) { buffer, count in
            costs.withUnsafeBufferPointer { old in
                var to = 0
                for slot in 0..<slots {
                    let from = slot &* stride
                    for level in 0..<stride {
                        (buffer.baseAddress! + to).initialize(to: old[from &+ level])
                        to &+= 1
                    }
                    for _ in stride..<wider {
                        (buffer.baseAddress! + to).initialize(to: 0)
                        to &+= 1
                    }
                }
            }
            count = slots * wider
        }
        costs = laidOut
        costStride = wider
    }

    /// Zeroes the costs of level slot `level` in every cost slot (a level slot being freed).
    mutating func clearLevel(_ level: Int32) {
        var index = Int(level)
        while index < costs.count {
            costs[index] = 0
            index += costStride
        }
    }
}
