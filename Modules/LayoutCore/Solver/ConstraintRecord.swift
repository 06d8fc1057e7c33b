/// What the solver keeps of one constraint: its definition and the symbols it owns in the tableau.
///
/// The fields are ordered widest first, and the term count, the relation and the flags share one
/// word, so that a record takes 40 bytes. The terms of its expression live in the solver's term pool
/// (``Solver/terms(of:)``): no allocation of its own; an expression of one variable with
/// coefficient 1 (a size held to a constant, the most common constraint of a layout) is kept in the
/// record itself (``isUnitTerm``), not in the pool.
struct ConstraintRecord {
    var constant: Double = 0
    /// When the constraint was added, as an order: rebuilding a part of the system re-adds in this
    /// order (see ``Solver/stampSequence(_:)``).
    var sequence: UInt32 = 0
    /// Where the terms of the expression start in the solver's term pool; for a ``isUnitTerm``
    /// record, the variable of its one term.
    var termStart: Int32 = 0
    var priority: Float = 1000
    /// For an optional equality that weighs its two sides differently (a view held to its intrinsic
    /// size: hugging above, compression resistance below), the priority of the side below
    /// (`expression < 0`, its `other` error); -1 when both sides weigh `priority`.
    var belowPriority: Float = -1
    /// The slack of an inequality, or the positive error of an optional equality; -1 for a required equality.
    var marker: Int32 = -1
    /// The error of an optional constraint (the negative error of an optional equality); -1 otherwise.
    var other: Int32 = -1
    /// The next record of its part's member list (a ring; see ``Components``), or -1 while the
    /// record is in none.
    var componentNext: Int32 = -1
    /// The term count (the low 24 bits), then ``isAllocated``, ``isActive``, ``isEdit`` and
    /// ``hasDummyMarker`` (a bit each), then the relation (two bits: its raw value plus one), then
    /// ``isUnitTerm``.
    private var packed: UInt32 = 1 << 28

    /// The most terms an expression may have.
    static let maximumTermCount = 0xFF_FFFF

    @inline(__always) private func flag(_ bit: UInt32) -> Bool { packed & (bit << 24) != 0 }
    @inline(__always) private mutating func setFlag(_ bit: UInt32, _ value: Bool) {
        packed = value ? packed | (bit << 24) : packed & ~(bit << 24)
    }

    /// How many terms the expression has (as given: a variable may appear more than once).
    var termCount: Int32 {
        @inline(__always) get { Int32(packed & 0xFF_FFFF) }
        set {
            precondition(newValue >= 0 && Int(newValue) <= ConstraintRecord.maximumTermCount, "too many terms")
            packed = (packed & 0xFF00_0000) | UInt32(newValue)
        }
    }

    var relation: LayoutRelation {
        @inline(__always) get {
            switch (packed >> 28) & 3 {
            case 0: return .lessThanOrEqual
            case 1: return .equal
            default: return .greaterThanOrEqual
            }
        }
        set { packed = (packed & ~(3 << 28)) | (UInt32(newValue.rawValue + 1) << 28) }
    }

    /// Whether the slot holds a constraint (made, added or not).
    var isAllocated: Bool {
        get { flag(1) }
        set { setFlag(1, newValue) }
    }
    /// Whether the constraint is in the tableau.
    var isActive: Bool {
        get { flag(2) }
        set { setFlag(2, newValue) }
    }
    /// Whether the constraint is an edit variable's.
    var isEdit: Bool {
        get { flag(4) }
        set { setFlag(4, newValue) }
    }
    /// Whether the expression is one term of coefficient 1 kept in the record (its variable in
    /// ``termStart``), not in the term pool.
    var isUnitTerm: Bool {
        get { flag(64) }
        set { setFlag(64, newValue) }
    }

    init() {}

    init(
        termStart: Int32, termCount: Int32, isUnitTerm: Bool = false, constant: Double, relation: LayoutRelation,
        priority: Float
    ) {
        self.termStart = termStart
        self.termCount = termCount
        self.isUnitTerm = isUnitTerm
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.isAllocated = true
    }

    var isRequired: Bool { priority >= 1000 }

    /// Whether a required equality carries a dummy marker: given once its constant has changed, so
    /// that later changes shift the rows that hold it instead of re-solving its part.
    var hasDummyMarker: Bool {
        get { flag(8) }
        set { setFlag(8, newValue) }
    }

    /// Whether the constraint is a required equality (removing one re-solves its connected part).
    @inline(__always) var isRequiredEquality: Bool { isRequired && relation == .equal }

    /// Required equalities carry no marker symbol, so that chains of them keep rows short; removing
    /// one, or changing its constant, re-solves the part of the system connected to it. (Those whose
    /// constant has changed carry a dummy marker, see ``hasDummyMarker``.)
    @inline(__always) var isMarkerless: Bool { isRequiredEquality && !hasDummyMarker }

    /// The coefficient of the marker in the constraint's own equation (`expression + marker terms = 0`).
    var markerCoefficient: Double {
        switch relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return -1
        }
    }
}

extension Solver {
    /// Stamps record `index` with the next sequence (it is being added now).
    @inline(__always) mutating func stampSequence(_ index: Int32) {
        records[Int(index)].sequence = takeSequence()
    }

    /// The next sequence. Sequences are 32 bits: when they run out, the records are numbered again
    /// from 1 in the order they had, which is all a sequence says.
    mutating func takeSequence() -> UInt32 {
        if nextSequence == UInt32.max { renumberSequences() }
        nextSequence += 1
        return nextSequence
    }

    /// Numbers the allocated records' sequences 1, 2, 3... in their order.
    mutating func renumberSequences() {
        let order = records.indices.filter { records[$0].isAllocated }
            .sorted { (records[$0].sequence, $0) < (records[$1].sequence, $1) }
        for (position, index) in order.enumerated() { records[index].sequence = UInt32(position + 1) }
        nextSequence = UInt32(order.count)
    }
}
