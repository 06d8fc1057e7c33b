/// How an available size given to a measure function constrains the answer (`YGMeasureMode`).
public enum FlexMeasureMode: UInt8, Hashable, Sendable, CaseIterable {
    /// No limit: report the natural (max-content) size; the offered size is NaN.
    case undefined
    /// The node will be exactly the offered size.
    case exactly
    /// The node may be at most the offered size.
    case atMost
}

/// A width and a height in points.
public struct FlexSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Makes a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Measures a leaf's content: given the available width and height (NaN when undefined) and a mode
/// for each, returns the content size (without padding and border).
///
/// Under the web's defaults its width is taken not to depend on the height offered, and its answer at
/// most 0 wide (the min-content width, text's longest word) to be no wider than its answer with no limit
/// (the max-content width), as text's are.
///
/// ```swift
/// tree.setMeasureFunction(for: label) { width, widthMode, height, heightMode in
///     FlexSize(width: widthMode == .exactly ? width : min(textWidth, width.isNaN ? .infinity : width), height: 20)
/// }
/// ```
public typealias FlexMeasureFunction = (
    _ width: Double, _ widthMode: FlexMeasureMode, _ height: Double, _ heightMode: FlexMeasureMode
) -> FlexSize

/// Returns the distance from the top of a node of the given size to its first baseline.
public typealias FlexBaselineFunction = (_ width: Double, _ height: Double) -> Double

/// Four values, one per physical edge: resolved margins, borders or paddings.
public struct FlexInsets: Hashable, Sendable {
    /// The left edge.
    public var left: Double
    /// The top edge.
    public var top: Double
    /// The right edge.
    public var right: Double
    /// The bottom edge.
    public var bottom: Double

    /// Makes insets.
    public init(left: Double = 0, top: Double = 0, right: Double = 0, bottom: Double = 0) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }
}

/// The computed layout of a node: its frame relative to its parent, rounded to the pixel grid, and
/// its resolved edges.
public struct FlexComputedLayout: Hashable, Sendable {
    /// The x of the node's left edge in its parent's coordinates.
    public var left: Double
    /// The y of the node's top edge in its parent's coordinates.
    public var top: Double
    /// The width, including padding and border.
    public var width: Double
    /// The height, including padding and border.
    public var height: Double
    /// The resolved margins (auto margins count as 0 here, as in Yoga).
    public var margin: FlexInsets
    /// The resolved borders.
    public var border: FlexInsets
    /// The resolved paddings.
    public var padding: FlexInsets
    /// The text direction the node was laid out in.
    public var direction: FlexTextDirection
    /// Whether the children overflowed the node on its main axis.
    public var hadOverflow: Bool

    /// The right edge (`left + width`).
    public var right: Double { left + width }
    /// The bottom edge (`top + height`).
    public var bottom: Double { top + height }
}

/// Counts of the work the last ``FlexTree/calculateLayout(for:width:height:direction:)`` did, to check
/// that caching works.
public struct FlexLayoutStatistics: Hashable, Sendable {
    /// Nodes laid out (sized and their children placed).
    public var layouts = 0
    /// Nodes measured (sized only).
    public var measures = 0
    /// Layouts answered from the cache.
    public var cachedLayouts = 0
    /// Measurements answered from the cache.
    public var cachedMeasures = 0
    /// Calls of measure functions.
    public var measureCallbacks = 0
    /// Nodes whose min-content size the web's automatic minimum size computed (not remembered):
    /// tests check that it stays linear in the nodes.
    package var minContentSteps = 0
    /// Calls of measure functions for a measured leaf's min-content size (part of `measureCallbacks`).
    package var minContentMeasureCallbacks = 0
    /// Remembered min-content sizes read that were found with other measurements or layouts.
    package var impureMinContentReads = 0

    /// No work yet.
    public init() {}
}
