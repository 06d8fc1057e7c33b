/// One of the edges a margin, padding, border or inset can be set on.
///
/// `start` and `end` follow the node's text direction; `horizontal`, `vertical` and `all` are
/// shorthands that a more specific edge overrides (in Yoga's order: `start`/`end`, then
/// `left`/`right`, then `horizontal`, then `all`).
public enum FlexEdge: UInt8, Hashable, Sendable, CaseIterable {
    /// The left edge.
    case left
    /// The top edge.
    case top
    /// The right edge.
    case right
    /// The bottom edge.
    case bottom
    /// The leading edge: left in LTR, right in RTL.
    case start
    /// The trailing edge: right in LTR, left in RTL.
    case end
    /// Left and right.
    case horizontal
    /// Top and bottom.
    case vertical
    /// Every edge.
    case all
}

/// The values of a margin, padding, border or inset on each ``FlexEdge``.
///
/// ```swift
/// style.padding = FlexEdges(all: 8)
/// style.margin[.start] = 16
/// ```
public struct FlexEdges: Hashable, Sendable {
    /// The left edge.
    public var left: FlexValue = .undefined
    /// The top edge.
    public var top: FlexValue = .undefined
    /// The right edge.
    public var right: FlexValue = .undefined
    /// The bottom edge.
    public var bottom: FlexValue = .undefined
    /// The leading edge (left in LTR, right in RTL).
    public var start: FlexValue = .undefined
    /// The trailing edge (right in LTR, left in RTL).
    public var end: FlexValue = .undefined
    /// Left and right, unless set more specifically.
    public var horizontal: FlexValue = .undefined
    /// Top and bottom, unless set more specifically.
    public var vertical: FlexValue = .undefined
    /// Every edge, unless set more specifically.
    public var all: FlexValue = .undefined

    /// No edge set.
    public init() {}

    /// Every edge set to `value`.
    public init(all value: FlexValue) {
        self.all = value
    }

    /// The value set on `edge` itself (not what it resolves to).
    public subscript(edge: FlexEdge) -> FlexValue {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            case .start: return start
            case .end: return end
            case .horizontal: return horizontal
            case .vertical: return vertical
            case .all: return all
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            case .start: start = newValue
            case .end: end = newValue
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            case .all: all = newValue
            }
        }
    }

    /// Whether a start or end edge is set: only those resolve differently in each direction.
    var hasStartOrEnd: Bool { start.isDefined || end.isDefined }

    /// The value that applies to the physical left edge in the given direction.
    public func resolvedLeft(_ direction: FlexTextDirection) -> FlexValue {
        if direction != .rtl, start.isDefined { return start }
        if direction == .rtl, end.isDefined { return end }
        if left.isDefined { return left }
        if horizontal.isDefined { return horizontal }
        return all
    }

    /// The value that applies to the physical right edge in the given direction.
    public func resolvedRight(_ direction: FlexTextDirection) -> FlexValue {
        if direction != .rtl, end.isDefined { return end }
        if direction == .rtl, start.isDefined { return start }
        if right.isDefined { return right }
        if horizontal.isDefined { return horizontal }
        return all
    }

    /// The value that applies to the top edge.
    public var resolvedTop: FlexValue {
        if top.isDefined { return top }
        if vertical.isDefined { return vertical }
        return all
    }

    /// The value that applies to the bottom edge.
    public var resolvedBottom: FlexValue {
        if bottom.isDefined { return bottom }
        if vertical.isDefined { return vertical }
        return all
    }
}

/// The gaps between items (`column`, along a row) and between lines or column items (`row`).
public struct FlexGaps: Hashable, Sendable {
    /// The gap between rows (vertical space), unless ``all`` is used.
    public var row: FlexValue = .undefined
    /// The gap between columns (horizontal space), unless ``all`` is used.
    public var column: FlexValue = .undefined
    /// Both gaps, unless set more specifically.
    public var all: FlexValue = .undefined

    /// No gap.
    public init() {}

    /// Both gaps set to `value`.
    public init(all value: FlexValue) {
        self.all = value
    }

    /// The gap between columns, after the shorthand.
    public var resolvedColumn: FlexValue { column.isDefined ? column : all }

    /// The gap between rows, after the shorthand.
    public var resolvedRow: FlexValue { row.isDefined ? row : all }
}
