/// The terms of the constraints' expressions, kept back to back in one pool.
///
/// A record holds the range of its terms (``ConstraintRecord/termStart`` and
/// ``ConstraintRecord/termCount``) instead of an array of its own: one allocation for every
/// constraint's terms rather than one a constraint. A record's terms never change while it is
/// allocated; a freed record's range becomes dead space, which the pool drops (moving the live
/// ranges to the front, in record order) when it is full and at least half of it is dead. Only
/// making a constraint compacts, so ranges stay valid through everything else (a rebuild, a part put
/// back from its snapshot, a record copied during a promotion).
extension Solver {
    /// The terms of record `index`'s expression, in the order given (a view into the pool).
    @inline(__always) func terms(of index: Int32) -> ArraySlice<LinearTerm> {
        let record = records[Int(index)]
        let start = Int(record.termStart)
        return termPool[start..<(start + Int(record.termCount))]
    }

    /// The variables of record `index`'s terms, in order (an array is made: not for hot paths).
    func variables(of index: Int32) -> [Int32] {
        terms(of: index).map(\.variable.index)
    }

    /// The first variable of record `index`'s expression, if any.
    @inline(__always) func firstVariable(of index: Int32) -> Int32? {
        let record = records[Int(index)]
        return record.termCount > 0 ? termPool[Int(record.termStart)].variable.index : nil
    }

    /// Puts `terms` at the end of the pool (compacting it first when due) and returns where they start.
    mutating func storeTerms<Terms: Collection>(_ terms: Terms) -> Int32 where Terms.Element == LinearTerm {
        if termPool.count + terms.count > termPool.capacity && 2 * deadTermCount >= termPool.count {
            compactTermPool(room: terms.count)
        }
        let start = Int32(termPool.count)
        termPool.append(contentsOf: terms)
        return start
    }

    /// Notes that record `index` is being freed: its range becomes dead space.
    @inline(__always) mutating func releaseTerms(of index: Int32) {
        deadTermCount += Int(records[Int(index)].termCount)
    }

    /// Moves the live ranges to the front of a fresh pool with `room` to spare, in record order.
    mutating func compactTermPool(room: Int) {
        var fresh: [LinearTerm] = []
        fresh.reserveCapacity(max(termPool.count - deadTermCount + room, termPool.capacity / 2))
        for index in records.indices where records[index].isAllocated {
            let start = Int(records[index].termStart)
            let count = Int(records[index].termCount)
            records[index].termStart = Int32(fresh.count)
            fresh.append(contentsOf: termPool[start..<(start + count)])
        }
        termPool = fresh
        deadTermCount = 0
    }

    /// Lists record `index` in the part of its variables, joining their parts.
    @inline(__always) mutating func joinComponents(_ index: Int32) {
        components.join(index, terms: terms(of: index), records: &records)
    }

    /// Takes record `index` off its part's member list.
    @inline(__always) mutating func leaveComponents(_ index: Int32) {
        components.remove(index, first: firstVariable(of: index), records: &records)
    }
}
