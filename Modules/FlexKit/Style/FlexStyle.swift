/// Every flexbox property of a node, with Yoga's names and values.
///
/// A style is a plain value: build one, then give it to a node with ``FlexTree/setStyle(_:for:)``
/// (or edit it in place with ``FlexTree/updateStyle(of:_:)``); the tree marks the node dirty only
/// when something changed.
///
/// ```swift
/// var style = FlexStyle(defaults: .yoga)
/// style.flexDirection = .row
/// style.padding = FlexEdges(all: 8)
/// style.flexGrow = 1
/// ```
///
/// `nil` numbers (``flex``, ``flexGrow``, ``flexShrink``, ``aspectRatio``) are unset, as `YGUndefined`
/// is in Yoga.
public struct FlexStyle: Hashable, Sendable {
    /// The text direction: `inherit` (the default), `ltr` or `rtl`.
    public var direction: FlexTextDirection = .inherit
    /// The main axis: `column` with Yoga's defaults, `row` with the web's.
    public var flexDirection: FlexDirection = .column
    /// Distribution of free space on the main axis.
    public var justifyContent: FlexJustify = .flexStart
    /// Distribution of lines on the cross axis: `flexStart` with Yoga's defaults, `stretch` with the web's.
    public var alignContent: FlexAlign = .flexStart
    /// Cross-axis alignment of the children.
    public var alignItems: FlexAlign = .stretch
    /// Cross-axis alignment of this node, overriding the parent's ``alignItems`` unless `auto`.
    public var alignSelf: FlexAlign = .auto
    /// In the flow (`relative`, `static`) or out of it (`absolute`).
    public var positionType: FlexPositionType = .relative
    /// Whether children wrap onto several lines.
    public var flexWrap: FlexWrap = .noWrap
    /// What happens to content larger than the node.
    public var overflow: FlexOverflow = .visible
    /// Laid out (`flex`), hidden (`none`) or replaced by its children (`contents`).
    public var display: FlexDisplay = .flex
    /// Whether sizes include padding and border.
    public var boxSizing: FlexBoxSizing = .borderBox
    /// The `flex` shorthand: a positive number grows by it; a negative one shrinks by its magnitude (Yoga).
    public var flex: Double?
    /// How much of the free space this item takes (0 when unset).
    public var flexGrow: Double?
    /// How much this item gives up when space is short (0 with Yoga's defaults, 1 with the web's, when unset).
    public var flexShrink: Double?
    /// The size before free space is distributed.
    public var flexBasis: FlexValue = .auto
    /// The width (`auto` by default).
    public var width: FlexValue = .auto
    /// The height (`auto` by default).
    public var height: FlexValue = .auto
    /// The smallest width.
    public var minWidth: FlexValue = .undefined
    /// The smallest height.
    public var minHeight: FlexValue = .undefined
    /// The largest width.
    public var maxWidth: FlexValue = .undefined
    /// The largest height.
    public var maxHeight: FlexValue = .undefined
    /// Width divided by height, kept when only one of them is known.
    public var aspectRatio: Double?
    /// Margins; `auto` margins absorb free space.
    public var margin = FlexEdges()
    /// Paddings (negative values count as 0).
    public var padding = FlexEdges()
    /// Border widths (points only; negative values count as 0).
    public var border = FlexEdges()
    /// Insets (`left`, `top`, ...): offsets of a relative node, or the placement of an absolute one.
    public var position = FlexEdges()
    /// Gaps between items and lines.
    public var gap = FlexGaps()

    /// A style with the given defaults.
    public init(defaults: FlexDefaults = .yoga) {
        if defaults == .web {
            flexDirection = .row
            alignContent = .stretch
        }
    }
}
