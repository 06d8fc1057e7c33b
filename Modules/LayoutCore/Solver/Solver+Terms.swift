/// The terms of the constraints' expressions, kept back to back in one pool.
///
/// A record holds the range of its terms (``ConstraintRecord/termStart`` and
/// ``ConstraintRecord/termCount``) instead of an array of its own: one allocation for every
/// constraint's terms rather than one a constraint. The pool is two arrays side by side, the
/// variables and the coefficients (12 bytes a term, not a 16-byte ``LinearTerm`` with 4 of
/// padding), and an expression that is one variable with coefficient 1 takes no room in it: the
/// record keeps the variable (``ConstraintRecord/isUnitTerm``). A record's terms never change while it is
/// allocated; a freed record's range becomes dead space, which the pool drops (moving the live
/// ranges to the front, in record order) when it is full and at least half of it is dead. Only
/// making a constraint compacts, so ranges stay valid through everything else (a rebuild, a part put
/// back from its snapshot, a record copied during a promotion).
extension Solver {
    /// The terms of record `index`'s expression, in the order given (a view into the pool).
    @inline(__always) func terms(of index: Int32) -> ConstraintTerms {
        let record = records[Int(index)]
        if record.isUnitTerm { return ConstraintTerms(unit: record.termStart) }
        let start = Int(record.termStart)
        let end = start + Int(record.termCount)
        return ConstraintTerms(variables: poolVariables[start..<end], coefficients: poolCoefficients[start..<end])
    }

    /// Where the terms of `record` (not a unit term) are in the pool.
    @inline(__always) func termRange(of record: ConstraintRecord) -> Range<Int> {
        let start = Int(record.termStart)
        return start..<(start + Int(record.termCount))
    }

    /// The variables of record `index`'s terms, in order (an array is made: not for hot paths).
    func variables(of index: Int32) -> [Int32] {
        terms(of: index).map(\.variable.index)
    }

    /// The first variable of record `index`'s expression, if any.
    @inline(__always) func firstVariable(of index: Int32) -> Int32? {
        let record = records[Int(index)]
        guard record.termCount > 0 else { return nil }
        return record.isUnitTerm ? record.termStart : poolVariables[Int(record.termStart)]
    }

    /// Puts `terms` at the end of the pool (compacting it first when due) and returns where they
    /// start; one term of coefficient 1 is not stored, and its variable is returned (`isUnit`).
    mutating func storeTerms<Terms: Collection>(_ terms: Terms) -> (start: Int32, isUnit: Bool)
    where Terms.Element == LinearTerm {
        if terms.count == 1, let only = terms.first, only.coefficient == 1 {
            return (only.variable.index, true)
        }
        if poolVariables.count + terms.count > poolVariables.capacity && 2 * deadTermCount >= poolVariables.count {
            compactTermPool(room: terms.count)
        }
        let start = Int32(poolVariables.count)
        for term in terms {
            poolVariables.append(term.variable.index)
            poolCoefficients.append(term.coefficient)
        }
        return (start, false)
    }

    /// Notes that record `index` is being freed: its range becomes dead space.
    @inline(__always) mutating func releaseTerms(of index: Int32) {
        if !records[Int(index)].isUnitTerm { deadTermCount += Int(records[Int(index)].termCount) }
    }

    /// Moves the live ranges to the front of a fresh pool with `room` to spare, in record order.
    mutating func compactTermPool(room: Int) {
        var freshVariables: [Int32] = []
        var freshCoefficients: [Double] = []
        let capacity = max(poolVariables.count - deadTermCount + room, poolVariables.capacity / 2)
        freshVariables.reserveCapacity(capacity)
        freshCoefficients.reserveCapacity(capacity)
        for index in records.indices where records[index].isAllocated && !records[index].isUnitTerm {
            let start = Int(records[index].termStart)
            let count = Int(records[index].termCount)
            records[index].termStart = Int32(freshVariables.count)
            freshVariables.append(contentsOf: poolVariables[start..<(start + count)])
            freshCoefficients.append(contentsOf: poolCoefficients[start..<(start + count)])
        }
        poolVariables = freshVariables
        poolCoefficients = freshCoefficients
        deadTermCount = 0
    }

    /// Lists record `index` in the part of its variables, joining their parts.
    @inline(__always) mutating func joinComponents(_ index: Int32) {
        let record = records[Int(index)]
        if record.isUnitTerm {
            components.join(index, variables: CollectionOfOne(record.termStart), records: &records)
        } else {
            components.join(index, variables: poolVariables[termRange(of: record)], records: &records)
        }
    }

    /// Takes record `index` off its part's member list.
    @inline(__always) mutating func leaveComponents(_ index: Int32) {
        components.remove(index, first: firstVariable(of: index), records: &records)
    }
}

/// The terms of a constraint's expression: a view into the solver's term pool, or the one term of
/// coefficient 1 its record keeps (let it go before the pool changes, else the pool is copied).
struct ConstraintTerms: RandomAccessCollection {
    private let variables: ArraySlice<Int32>
    private let coefficients: ArraySlice<Double>
    /// The variable of a unit term, or -1 for a view into the pool.
    private let unit: Int32

    init(variables: ArraySlice<Int32>, coefficients: ArraySlice<Double>) {
        self.variables = variables
        self.coefficients = coefficients
        self.unit = -1
    }

    init(unit variable: Int32) {
        self.variables = []
        self.coefficients = []
        self.unit = variable
    }

    var startIndex: Int { 0 }
    var endIndex: Int { unit >= 0 ? 1 : variables.count }

    @inline(__always) subscript(position: Int) -> LinearTerm {
        if unit >= 0 { return LinearTerm(SolverVariable(unit), 1) }
        return LinearTerm(
            SolverVariable(variables[variables.startIndex &+ position]),
            coefficients[coefficients.startIndex &+ position])
    }
}
