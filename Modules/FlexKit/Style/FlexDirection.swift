/// The main axis of a flex container and the direction items are placed along it.
public enum FlexDirection: UInt8, Hashable, Sendable, CaseIterable {
    /// Top to bottom (Yoga's default).
    case column
    /// Bottom to top.
    case columnReverse
    /// Along the text direction: left to right in LTR (the web's default).
    case row
    /// Against the text direction.
    case rowReverse

    /// Whether the axis is horizontal.
    @inlinable @inline(__always) public var isRow: Bool { rawValue >= FlexDirection.row.rawValue }

    /// Whether the axis is vertical.
    @inlinable @inline(__always) public var isColumn: Bool { rawValue < FlexDirection.row.rawValue }
}

/// The text (inline) direction of a node: inherited, left to right, or right to left.
public enum FlexTextDirection: UInt8, Hashable, Sendable, CaseIterable {
    /// The direction of the parent (LTR at the root when nothing is given).
    case inherit
    /// Left to right: `start` is left.
    case ltr
    /// Right to left: `start` is right, and rows run from the right.
    case rtl
}
