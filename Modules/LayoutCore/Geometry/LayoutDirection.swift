/// The direction in which a layout reads: left to right, or right to left.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft
}

/// How a view's content is laid out when the layout direction is right to left.
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follows the inherited layout direction.
    case unspecified
    /// Playback controls: always left to right.
    case playback
    /// Spatial controls (a D-pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// An axis of a layout: for content hugging and compression resistance, stacks and flex.
public enum LayoutAxis: Int, Sendable, Hashable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical
}
