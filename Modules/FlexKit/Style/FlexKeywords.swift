/// Whether items wrap onto several lines.
public enum FlexWrap: UInt8, Hashable, Sendable, CaseIterable {
    /// One line; items shrink or overflow.
    case noWrap
    /// New lines below (or after) the first.
    case wrap
    /// New lines above (or before) the first: lines stack in reverse cross order.
    case wrapReverse
}

/// How a node takes part in its parent's layout.
public enum FlexPositionType: UInt8, Hashable, Sendable, CaseIterable {
    /// In the flow; insets are ignored; not a containing block for absolute descendants.
    case `static`
    /// In the flow, then offset by its insets (the default).
    case relative
    /// Out of the flow, placed by its insets inside its containing block.
    case absolute
}

/// Whether a node is laid out, hidden, or replaced by its children.
public enum FlexDisplay: UInt8, Hashable, Sendable, CaseIterable {
    /// A flex container (the default).
    case flex
    /// Not laid out: a zero frame, with its subtree.
    case none
    /// No box of its own: its children take part in its parent's layout.
    case contents
}

/// What a container does with content larger than itself.
public enum FlexOverflow: UInt8, Hashable, Sendable, CaseIterable {
    /// Content may overflow (the default).
    case visible
    /// Content is clipped.
    case hidden
    /// Content scrolls: children are measured without the container's size as a limit on its main axis.
    case scroll
}

/// Whether `width`/`height` include padding and border.
public enum FlexBoxSizing: UInt8, Hashable, Sendable, CaseIterable {
    /// Sizes include padding and border (the default in both Yoga and FlexKit).
    case borderBox
    /// Sizes are of the content box; padding and border are added.
    case contentBox
}
