/// The engine's form of a ``FlexStyle``: defaults and shorthands applied, edges resolved to physical
/// edges for both text directions, values packed small. Rebuilt whenever the style changes.
struct ComputedStyle: Equatable {
    var direction: FlexTextDirection = .inherit
    var flexDirection: FlexDirection = .column
    var justifyContent: FlexJustify = .flexStart
    var alignContent: FlexAlign = .flexStart
    var alignItems: FlexAlign = .stretch
    var alignSelf: FlexAlign = .auto
    var positionType: FlexPositionType = .relative
    var flexWrap: FlexWrap = .noWrap
    var overflow: FlexOverflow = .visible
    var display: FlexDisplay = .flex
    var boxSizing: FlexBoxSizing = .borderBox
    /// Start/end margins, paddings, borders or insets are set, so RTL edges differ from LTR ones.
    var hasDirectionalEdges = false
    var horizontalInsetsDefined = false
    var verticalInsetsDefined = false

    /// The grow factor after the `flex` shorthand (a root's is 0 whatever this says).
    var flexGrow: Double = 0
    /// The shrink factor after the `flex` shorthand and the defaults.
    var flexShrink: Double = 0
    /// The flex basis after the `flex` shorthand.
    var flexBasis = StyleLength.auto
    /// Width and height, replaced by the max when min and max are equal (Yoga's processed dimensions).
    var width = StyleLength.auto
    var height = StyleLength.auto
    var minWidth = StyleLength.undefined
    var minHeight = StyleLength.undefined
    var maxWidth = StyleLength.undefined
    var maxHeight = StyleLength.undefined
    /// NaN when unset.
    var aspectRatio: Double = .nan
    var columnGap = StyleLength.undefined
    var rowGap = StyleLength.undefined

    var margin = EdgeLengths()
    var padding = EdgeLengths()
    var border = EdgeLengths()
    var position = EdgeLengths()
    var marginRTL = EdgeLengths()
    var paddingRTL = EdgeLengths()
    var borderRTL = EdgeLengths()
    var positionRTL = EdgeLengths()

    init() {}

    init(_ style: FlexStyle, web: Bool) {
        direction = style.direction
        flexDirection = style.flexDirection
        justifyContent = style.justifyContent
        alignContent = style.alignContent
        alignItems = style.alignItems
        alignSelf = style.alignSelf
        positionType = style.positionType
        flexWrap = style.flexWrap
        overflow = style.overflow
        display = style.display
        boxSizing = style.boxSizing

        let flex = style.flex ?? .nan
        if let grow = style.flexGrow {
            flexGrow = grow
        } else {
            flexGrow = flex > 0 ? flex : 0
        }
        if let shrink = style.flexShrink {
            flexShrink = shrink
        } else if !web && flex < 0 {
            flexShrink = -flex
        } else {
            flexShrink = web ? 1 : 0
        }
        switch style.flexBasis {
        case .points, .percent: flexBasis = StyleLength(style.flexBasis)
        case .auto, .undefined:
            if flex > 0 {
                // Yoga: `flex: N` means a basis of 0; CSS: `flex: N` is `N 1 0%`.
                flexBasis = web ? StyleLength(value: 0, unit: .percent) : .points(0)
            } else {
                flexBasis = .auto
            }
        }
        minWidth = StyleLength(style.minWidth)
        minHeight = StyleLength(style.minHeight)
        maxWidth = StyleLength(style.maxWidth)
        maxHeight = StyleLength(style.maxHeight)
        width = maxWidth.isDefined && maxWidth.inexactlyEquals(minWidth) ? maxWidth : StyleLength(style.width)
        height = maxHeight.isDefined && maxHeight.inexactlyEquals(minHeight) ? maxHeight : StyleLength(style.height)
        if let ratio = style.aspectRatio, ratio.isFinite, ratio > 0 {
            aspectRatio = ratio
        }
        columnGap = StyleLength(style.gap.resolvedColumn)
        rowGap = StyleLength(style.gap.resolvedRow)

        margin = EdgeLengths(style.margin, .ltr)
        padding = EdgeLengths(style.padding, .ltr)
        border = EdgeLengths(style.border, .ltr)
        position = EdgeLengths(style.position, .ltr)
        marginRTL = EdgeLengths(style.margin, .rtl)
        paddingRTL = EdgeLengths(style.padding, .rtl)
        borderRTL = EdgeLengths(style.border, .rtl)
        positionRTL = EdgeLengths(style.position, .rtl)
        hasDirectionalEdges =
            margin != marginRTL || padding != paddingRTL || border != borderRTL || position != positionRTL
        let insets = style.position
        horizontalInsetsDefined =
            insets.left.isDefined || insets.right.isDefined || insets.all.isDefined || insets.horizontal.isDefined
            || insets.start.isDefined || insets.end.isDefined
        verticalInsetsDefined =
            insets.top.isDefined || insets.bottom.isDefined || insets.all.isDefined || insets.vertical.isDefined
    }

    @inline(__always) func margin(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        direction == .rtl ? marginRTL[edge] : margin[edge]
    }

    @inline(__always) func padding(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        direction == .rtl ? paddingRTL[edge] : padding[edge]
    }

    @inline(__always) func border(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        direction == .rtl ? borderRTL[edge] : border[edge]
    }

    @inline(__always) func position(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        direction == .rtl ? positionRTL[edge] : position[edge]
    }
}
