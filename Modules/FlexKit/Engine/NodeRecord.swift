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

/// Four resolved edge values stored in 16 bytes (as Yoga stores them, in 32-bit floats).
struct FloatEdges: Equatable {
    var left: Float = 0
    var top: Float = 0
    var right: Float = 0
    var bottom: Float = 0

    @inline(__always) subscript(edge: PhysicalEdge) -> Double {
        get {
            switch edge {
            case .left: return Double(left)
            case .top: return Double(top)
            case .right: return Double(right)
            case .bottom: return Double(bottom)
            }
        }
        set {
            switch edge {
            case .left: left = Float(newValue)
            case .top: top = Float(newValue)
            case .right: right = Float(newValue)
            case .bottom: bottom = Float(newValue)
            }
        }
    }

    /// The four edges as one vector (left, top, right, bottom).
    @inline(__always) var vector: SIMD4<Float> { SIMD4(left, top, right, bottom) }

    @inline(__always) var horizontal: Double { Double(left) + Double(right) }
    @inline(__always) var vertical: Double { Double(top) + Double(bottom) }
}

/// What a layout pass computed for one node: sizes, positions, resolved edges, and the bookkeeping
/// of the flex algorithm and the cache (unrounded).
struct NodeLayout {
    var measuredWidth: Double = .nan
    var measuredHeight: Double = .nan
    var computedFlexBasis: Double = .nan
    /// Position of each physical edge relative to the parent's matching edge.
    var position = EdgeValues()
    /// Final size, set when the node is laid out (not just measured).
    var width: Double = .nan
    var height: Double = .nan
    var generation: UInt32 = 0
    var configVersion: UInt32 = 0
    var computedFlexBasisGeneration: UInt32 = 0
    var lineIndex: Int32 = 0
    var direction: FlexTextDirection = .inherit
    var lastOwnerDirection: FlexTextDirection = .inherit
    var hadOverflow = false
    /// Web defaults: the height this node is laid out at is not definite for its children (a flexed height
    /// in a column of indefinite height, Flexbox 9.8): their percentages of it are cyclic.
    var webIndefiniteHeight = false
    /// Web defaults: the height this node is laid out at is the one its aspect ratio gives from its width,
    /// raised to its content's: its children's percentages resolve against the ratio's (as Chrome has it).
    var webRatioHeight = false
    /// Web defaults: this item's flex base size, found by its container's last `computeFlexBases`, is its
    /// content measured at max-content width (`measureContentBasis` with no definite width), which its
    /// max-content contribution (`webMaxContentContributions`) measures again. (It fills padding here.)
    var webContentBasis = false
    /// On the root of a pass, with `recomputesFlexBasis`: whether the pass depended on the order of its
    /// own measurements (a reuse only Yoga's rules allow, a flex basis kept from earlier in the pass),
    /// and whether it reused entries of earlier passes. Both together make it start over from nothing.
    var history = PassHistory()
    /// Web defaults: how far the node's relative offset moves it down (CSS 2.1, 9.4.3), which a baseline
    /// does not follow (here, after `history`, it fills padding: the record does not grow).
    var webRelativeTop: Float = 0
    /// Web defaults: the automatic minimum main size of a flex item (NaN when none applies).
    var autoMinMainSize: Double = .nan
    var margin = FloatEdges()
    var border = FloatEdges()
    var padding = FloatEdges()

    @inline(__always) func measured(_ axis: FlexDirection) -> Double {
        axis.isRow ? measuredWidth : measuredHeight
    }
}

/// What a layout pass recorded about its own reuse (see `NodeLayout.history`).
struct PassHistory {
    var dependsOnOrder = false
    var reusedEarlierPass = false
    /// How many baseline-aligning containers the pass is inside (on the root of the pass, whatever
    /// the settings; back to 0 when the pass ends).
    var baselineDepth: Int32 = 0
}

/// The frame of a node rounded to the pixel grid: what users read.
struct NodeFrame {
    var left = 0.0
    var top = 0.0
    var width = 0.0
    var height = 0.0
}

/// The links and flags of one node. Children form a doubly linked list through sibling indices, so
/// a layout pass walks them without touching any array buffer or reference count. `-1` is "none".
struct NodeLinks {
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
    /// Laid out since the host last took the new layout (Yoga's `hasNewLayout`).
    var hasNewLayout = true
    /// Traits of the node's own style that limit measurement reuse (see ``SubtreeTraits``).
    var ownTraits = SubtreeTraits.Kinds()
    /// The subtree changed since ``traits`` was counted (then every ancestor's is stale too). (Beside the
    /// other flags: the record stays 64 bytes, one cache line, with both percentage counts.)
    var traitsAreStale = true
    /// How many nodes of the subtree (this one included) have each trait, when not ``traitsAreStale``.
    var traits = SubtreeTraits()
    /// Direct children with a percentage in their style: Yoga resolves some of them (the min and max of
    /// items) against this node's owner size, so its cached results depend on that size too.
    var percentChildCount: Int32 = 0
    /// Direct children with a `ComputedStyle.ownerPercentage`: under the web's defaults a percentage
    /// basis resolves against this node's inner main size, which its request decides, so it is not
    /// counted; the others, through the children's own layout and contributions, are counted as reading
    /// the owner (under Yoga's defaults, the same count as `percentChildCount`).
    var ownerPercentChildCount: Int32 = 0
}

/// Counts, over a subtree, of the nodes whose style limits how far a measurement of the subtree's
/// root can be reused across at-most limits (FlexKit's extension of Yoga's cache).
struct SubtreeTraits: Equatable {
    struct Kinds: OptionSet, Equatable {
        var rawValue: UInt8
        /// Percentages, wrapping, aspect ratio, baselines or scrolling (see `ComputedStyle.isMonotone`).
        static let nonMonotone = Kinds(rawValue: 1)
        /// A measure function (monotone in its limits, but not independent of them).
        static let measured = Kinds(rawValue: 2)
        /// A definite flex basis, used only when the container's main size is known.
        static let definiteBasis = Kinds(rawValue: 4)
        /// Margins, paddings, borders, min or max sizes, which change the limits children get.
        static let insets = Kinds(rawValue: 8)
        /// A grow or shrink factor: with Yoga's `StretchFlexBasis` erratum, items flex to at-most limits.
        static let flexible = Kinds(rawValue: 16)
    }

    var nonMonotone: Int32 = 0
    var measured: Int32 = 0
    var definiteBasis: Int32 = 0
    var insets: Int32 = 0
    var flexible: Int32 = 0

    /// Adds (or with `sign` -1, removes) one node's kinds or a whole subtree's counts.
    mutating func add(_ other: SubtreeTraits, sign: Int32) {
        nonMonotone += sign * other.nonMonotone
        measured += sign * other.measured
        definiteBasis += sign * other.definiteBasis
        insets += sign * other.insets
        flexible += sign * other.flexible
    }

    /// Adds a child subtree's counts (they never overflow: each is at most the number of nodes).
    @inline(__always) mutating func include(_ other: SubtreeTraits) {
        nonMonotone &+= other.nonMonotone
        measured &+= other.measured
        definiteBasis &+= other.definiteBasis
        insets &+= other.insets
        flexible &+= other.flexible
    }

    init() {}

    init(_ kinds: Kinds) {
        let bits = Int32(kinds.rawValue)
        nonMonotone = bits & 1
        measured = (bits >> 1) & 1
        definiteBasis = (bits >> 2) & 1
        insets = (bits >> 3) & 1
        flexible = (bits >> 4) & 1
    }
}
