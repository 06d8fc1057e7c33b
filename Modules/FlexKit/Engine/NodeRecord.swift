/// Sizing modes of the algorithm (CSS's): how an available size constrains a box.
enum SizingMode: UInt8 {
    /// The box is exactly the available size (`exactly`).
    case stretchFit
    /// The box is its content size, but at most the available size (`at-most`).
    case fitContent
    /// The box is its content size; the available size is undefined (`undefined`).
    case maxContent

    var measureMode: FlexMeasureMode {
        switch self {
        case .stretchFit: return .exactly
        case .fitContent: return .atMost
        case .maxContent: return .undefined
        }
    }
}

/// What a layout pass computed for one node: sizes, positions, resolved edges, and the
/// bookkeeping of the flex algorithm and the cache.
struct NodeLayout {
    /// Position of each physical edge relative to the parent's matching edge (unrounded).
    var position = EdgeValues()
    var measuredWidth: Double = .nan
    var measuredHeight: Double = .nan
    /// Final unrounded size, set when the node is laid out (not just measured).
    var width: Double = .nan
    var height: Double = .nan
    var margin = EdgeValues()
    var border = EdgeValues()
    var padding = EdgeValues()
    var direction: FlexTextDirection = .inherit
    var hadOverflow = false
    var computedFlexBasis: Double = .nan
    var computedFlexBasisGeneration: UInt32 = 0
    /// Web defaults: the automatic minimum main size of a flex item (NaN when none applies).
    var autoMinMainSize: Double = .nan
    var lineIndex: Int32 = 0
    var generation: UInt32 = 0
    var configVersion: UInt32 = 0
    var lastOwnerDirection: FlexTextDirection = .inherit

    /// The frame rounded to the pixel grid: what users read.
    var left = 0.0
    var top = 0.0
    var roundedWidth = 0.0
    var roundedHeight = 0.0

    @inline(__always) func measured(_ axis: FlexDirection) -> Double {
        axis.isRow ? measuredWidth : measuredHeight
    }
}

/// One node of a tree in contiguous storage: its style, its links, and its layout.
///
/// Children form a doubly linked list through sibling indices, so a layout pass walks them
/// without touching any array buffer or reference count. `-1` is "none".
struct NodeRecord {
    var style = ComputedStyle()
    var layout = NodeLayout()
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    var previousSibling: Int32 = -1
    var childCount: Int32 = 0
    /// Direct children with `display: contents`, whose own children take part in this node's layout.
    var contentsChildCount: Int32 = 0
    var isDirty = true
    var hasMeasure = false
    var hasBaseline = false
    var isReferenceBaseline = false
    var isAlive = true
    /// Laid out since the last time the host took the new layout (Yoga's `hasNewLayout`).
    var hasNewLayout = true
}
