/// Axis and edge arithmetic shared by every step of the algorithm.
extension FlexDirection {
    /// The axis after the text direction: rows run right to left in RTL.
    @inline(__always) func resolved(_ direction: FlexTextDirection) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        case .column, .columnReverse: return self
        }
    }

    /// The cross axis of a main axis (already resolved) in the given text direction.
    @inline(__always) func cross(_ direction: FlexTextDirection) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }

    /// The edge where items start on this axis (CSS main-start / cross-start).
    @inline(__always) var leadingEdge: PhysicalEdge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }

    /// The edge where items end on this axis.
    @inline(__always) var trailingEdge: PhysicalEdge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }

    /// The start edge of the axis in the text direction (ignoring reversal by flex direction).
    @inline(__always) func inlineStartEdge(_ direction: FlexTextDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    /// The end edge of the axis in the text direction.
    @inline(__always) func inlineEndEdge(_ direction: FlexTextDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }

    /// Whether children's trailing positions must be computed after layout (reversed axes).
    @inline(__always) var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

@inline(__always) func zeroIfUndefined(_ value: Double) -> Double { value.isNaN ? 0 : value }
