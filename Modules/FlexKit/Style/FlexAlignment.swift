/// How a flex line distributes free space between its items along the main axis (`justify-content`).
public enum FlexJustify: UInt8, Hashable, Sendable, CaseIterable {
    /// Items packed at the start of the line.
    case flexStart
    /// Items centred in the line.
    case center
    /// Items packed at the end of the line.
    case flexEnd
    /// The first item at the start, the last at the end, equal space between.
    case spaceBetween
    /// Equal space around each item (half a space at both ends).
    case spaceAround
    /// Equal space between items and at both ends.
    case spaceEvenly
}

/// How items sit in the cross axis (`align-items`, `align-self`) or lines in a container (`align-content`).
public enum FlexAlign: UInt8, Hashable, Sendable, CaseIterable {
    /// Use the parent's `alignItems` (for `alignSelf` only).
    case auto
    /// At the cross-start edge.
    case flexStart
    /// Centred.
    case center
    /// At the cross-end edge.
    case flexEnd
    /// Stretched to fill the line (when the cross size is not set).
    case stretch
    /// Aligned on the first baselines of the line's items.
    case baseline
    /// Lines spread with equal space between them (`alignContent` only).
    case spaceBetween
    /// Lines with equal space around each (`alignContent` only).
    case spaceAround
    /// Lines with equal space between them and at both ends (`alignContent` only).
    case spaceEvenly
}
