/// The engine's form of a ``FlexStyle``: defaults and shorthands applied, edges resolved to physical
/// edges, values packed small (about 200 bytes), with flags so that the common case of a node
/// without margins, paddings, borders or insets never reads them. Rebuilt when the style changes.
struct ComputedStyle: Equatable {
    struct Flags: OptionSet, Equatable {
        var rawValue: UInt8
        static let margin = Flags(rawValue: 1)
        static let padding = Flags(rawValue: 2)
        static let border = Flags(rawValue: 4)
        static let insets = Flags(rawValue: 8)
        /// Start/end edges are set, so left and right differ in RTL (see ``rtl``).
        static let directional = Flags(rawValue: 16)
        static let horizontalInsets = Flags(rawValue: 32)
        static let verticalInsets = Flags(rawValue: 64)
        /// A length is a percentage: the layout depends on the owner's size, not only the available size.
        static let percent = Flags(rawValue: 128)
        // The unions below are spelled with raw values: an array literal of flags builds an array at run
        // time wherever the optimizer does not fold it (one allocation per query in a hot loop).
        /// Padding or border.
        static let paddingOrBorder = Flags(rawValue: 2 | 4)
        /// Margin, padding or border.
        static let edges = Flags(rawValue: 1 | 2 | 4)
        /// Margin or insets.
        static let marginOrInsets = Flags(rawValue: 1 | 8)
    }

    /// The left and right edges in RTL, for styles with start/end edges (top and bottom never differ).
    struct RightToLeftEdges: Equatable {
        var margin = (left: StyleLength.undefined, right: StyleLength.undefined)
        var padding = (left: StyleLength.undefined, right: StyleLength.undefined)
        var border = (left: StyleLength.undefined, right: StyleLength.undefined)
        var position = (left: StyleLength.undefined, right: StyleLength.undefined)
        /// The web's defaults: the margins here do not sum to the LTR ones (a start or end margin beside
        /// a physical one), so a margin sum follows the direction; Yoga's sums are LTR's.
        var marginSumDiffers = false

        static func == (lhs: RightToLeftEdges, rhs: RightToLeftEdges) -> Bool {
            lhs.margin == rhs.margin && lhs.padding == rhs.padding && lhs.border == rhs.border
                && lhs.position == rhs.position && lhs.marginSumDiffers == rhs.marginSumDiffers
        }
    }

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
    var direction: FlexTextDirection = .inherit
    var flags: Flags = []
    /// The web's defaults: a min beats a max below it (CSS 2.1, 10.4); Yoga lets the max win.
    var minBeatsMax = false
    /// Yoga's defaults: sums of margins, paddings and borders are rounded to floats, as Yoga adds them.
    var sumsInFloats = false
    /// No margin in percent (the web's defaults: and sums that do not depend on the direction and are
    /// exact in floats): the margin sums on each axis, found once here.
    var hasPointMarginSums = false
    var rowPointMargins: Float = 0
    var columnPointMargins: Float = 0
    /// No padding or border in percent, the same in both directions (the web's defaults: and sums exact
    /// in floats): padding plus border on each side (in floats, as Yoga adds them), found once here.
    var hasPointPaddingAndBorder = false
    var pointPaddingAndBorder = FloatEdges()
    /// A margin, padding, border, min or max size is a percentage: what a measured leaf's own layout
    /// resolves against its owner's size (its flex basis, width, height and insets are its container's).
    var boxHasPercentage = false
    /// A percentage the node's own layout resolves against its owner's size: any, under Yoga's defaults;
    /// any but the flex basis under the web's, whose container resolves it (see `LayoutPass.ownerMatters`).
    var ownerPercentage = false
    /// The grow factor after the `flex` shorthand (a root's is 0 whatever this says).
    var flexGrow: Float = 0
    /// The shrink factor after the `flex` shorthand and the defaults.
    var flexShrink: Float = 0
    /// NaN when unset.
    var aspectRatioValue: Float = .nan
    /// The flex basis after the `flex` shorthand.
    var flexBasis = StyleLength.auto
    /// Width and height, replaced by the max when min and max are equal (Yoga's processed dimensions).
    var width = StyleLength.auto
    var height = StyleLength.auto
    var minWidth = StyleLength.undefined
    var minHeight = StyleLength.undefined
    var maxWidth = StyleLength.undefined
    var maxHeight = StyleLength.undefined
    var columnGap = StyleLength.undefined
    var rowGap = StyleLength.undefined
    var margin = EdgeLengths()
    var padding = EdgeLengths()
    var border = EdgeLengths()
    var position = EdgeLengths()
    var rtl = RightToLeftEdges()

    init() {}

    /// `inheritedDirection`: under the web's defaults, the direction a node that sets none inherits from a
    /// `display: contents` parent (or through several), which maps its logical edges as its own would
    /// (`FlexTree.contentsDirection(of:)`); `inherit` when it inherits its container's.
    init(_ style: FlexStyle, web: Bool, inheritedDirection: FlexTextDirection = .inherit) {
        // (A direction inherited through `display: contents` is the node's computed direction, as if set.)
        direction = web && style.direction == .inherit ? inheritedDirection : style.direction
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
        minBeatsMax = web
        sumsInFloats = !web

        let flex = style.flex ?? .nan
        flexGrow = Float(style.flexGrow ?? (flex > 0 ? flex : 0))
        if let shrink = style.flexShrink {
            flexShrink = Float(shrink)
        } else if !web && flex < 0 {
            flexShrink = Float(-flex)
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
        // Yoga takes equal min and max sizes for the size; CSS only clamps the size by them (CSS Sizing 3,
        // 5.2), which differs where they are percentages of an indefinite size, and so behave as none.
        width =
            !web && maxWidth.isDefined && maxWidth.inexactlyEquals(minWidth) ? maxWidth : StyleLength(style.width)
        height =
            !web && maxHeight.isDefined && maxHeight.inexactlyEquals(minHeight) ? maxHeight : StyleLength(style.height)
        if let ratio = style.aspectRatio, ratio.isFinite, ratio > 0 {
            aspectRatioValue = Float(ratio)
        }
        columnGap = StyleLength(style.gap.resolvedColumn)
        rowGap = StyleLength(style.gap.resolvedRow)

        // The web's defaults: a node that sets its direction resolves its own start and end edges in
        // it, whatever its owner's (CSS Logical 1, 4); Yoga resolves an item's in its container's.
        let ownDirection = web ? direction : FlexTextDirection.inherit
        let asLTR = ownDirection == .inherit ? FlexTextDirection.ltr : ownDirection
        let asRTL = ownDirection == .inherit ? FlexTextDirection.rtl : ownDirection
        margin = EdgeLengths(style.margin, asLTR)
        padding = EdgeLengths(style.padding, asLTR)
        border = EdgeLengths(style.border, asLTR)
        position = EdgeLengths(style.position, asLTR)
        // Only start and end edges resolve differently in right-to-left text.
        let bothWays = asLTR == asRTL
        let marginRTL = bothWays || !style.margin.hasStartOrEnd ? margin : EdgeLengths(style.margin, asRTL)
        let paddingRTL = bothWays || !style.padding.hasStartOrEnd ? padding : EdgeLengths(style.padding, asRTL)
        let borderRTL = bothWays || !style.border.hasStartOrEnd ? border : EdgeLengths(style.border, asRTL)
        let positionRTL = bothWays || !style.position.hasStartOrEnd ? position : EdgeLengths(style.position, asRTL)
        rtl.margin = (marginRTL.left, marginRTL.right)
        rtl.padding = (paddingRTL.left, paddingRTL.right)
        rtl.border = (borderRTL.left, borderRTL.right)
        rtl.position = (positionRTL.left, positionRTL.right)

        if margin.isSet || marginRTL.isSet { flags.insert(.margin) }
        if padding.isSet || paddingRTL.isSet { flags.insert(.padding) }
        if border.isSet || borderRTL.isSet { flags.insert(.border) }
        if position.isSet || positionRTL.isSet { flags.insert(.insets) }
        if margin != marginRTL || padding != paddingRTL || border != borderRTL || position != positionRTL {
            flags.insert(.directional)
        }
        // (Under the web's defaults, the margins of a node whose RTL margins sum otherwise are summed in the
        // direction asked for, `rtl.marginSumDiffers`.)
        let marginSumsDiffer =
            !((margin.left == marginRTL.left && margin.right == marginRTL.right)
            || (margin.left == marginRTL.right && margin.right == marginRTL.left))
        // (The edges tested one by one, here and below: an array of them would be an allocation a style.)
        if !margin.hasPercent && !(web && marginSumsDiffer) {
            // Undefined, auto and NaN count as 0, as the margin queries read them.
            func points(_ length: StyleLength) -> Float {
                length.unit == .points && !length.value.isNaN ? length.value : 0
            }
            let row = points(margin.left) + points(margin.right)
            let column = points(margin.top) + points(margin.bottom)
            // The web's defaults: only where the float sums are the double ones exactly.
            if !web
                || (Double(row) == Double(points(margin.left)) + Double(points(margin.right))
                    && Double(column) == Double(points(margin.top)) + Double(points(margin.bottom)))
            {
                hasPointMarginSums = true
                rowPointMargins = row
                columnPointMargins = column
            }
        }
        if !padding.hasPercent && !border.hasPercent && paddingRTL.left == padding.left
            && paddingRTL.right == padding.right && borderRTL.left == border.left && borderRTL.right == border.right
        {
            // Undefined, auto, NaN and negative values count as 0, as the padding and border queries read them.
            func points(_ length: StyleLength) -> Float {
                length.unit == .points && length.value > 0 ? length.value : 0
            }
            let sums = FloatEdges(
                left: points(padding.left) + points(border.left), top: points(padding.top) + points(border.top),
                right: points(padding.right) + points(border.right),
                bottom: points(padding.bottom) + points(border.bottom))
            // The web's defaults: only where every float sum (each side, and both sides of an axis) is the
            // double one exactly, in either order.
            func exact(_ a: Float, _ b: Float) -> Bool { Double(a + b) == Double(a) + Double(b) }
            if !web
                || (exact(points(padding.left), points(border.left)) && exact(points(padding.top), points(border.top))
                    && exact(points(padding.right), points(border.right))
                    && exact(points(padding.bottom), points(border.bottom)) && exact(sums.left, sums.right)
                    && exact(sums.top, sums.bottom))
            {
                hasPointPaddingAndBorder = true
                pointPaddingAndBorder = sums
            }
        }
        rtl.marginSumDiffers = web && marginSumsDiffer
        let insets = style.position
        if insets.left.isDefined || insets.right.isDefined || insets.all.isDefined || insets.horizontal.isDefined
            || insets.start.isDefined || insets.end.isDefined
        {
            flags.insert(.horizontalInsets)
        }
        if insets.top.isDefined || insets.bottom.isDefined || insets.all.isDefined || insets.vertical.isDefined {
            flags.insert(.verticalInsets)
        }
        if hasPercentage { flags.insert(.percent) }
        ownerPercentage = web ? hasPercentageBesidesBasis : hasPercentage
        boxHasPercentage =
            minWidth.isPercent || minHeight.isPercent || maxWidth.isPercent || maxHeight.isPercent
            || margin.hasPercent || padding.hasPercent || border.hasPercent || rtl.margin.left.isPercent
            || rtl.margin.right.isPercent || rtl.padding.left.isPercent || rtl.padding.right.isPercent
            || rtl.border.left.isPercent || rtl.border.right.isPercent
    }
}

extension ComputedStyle {
    /// Whether a measurement of this node under an at-most limit depends on the limit only through
    /// its content fitting in it: no percentages (resolved against the limit), no wrapping (lines
    /// break at the limit), no aspect ratio, no baselines, no scrolling.
    var isMonotone: Bool {
        !hasPercentage && flexWrap == .noWrap && aspectRatioValue.isNaN && alignItems != .baseline
            && alignSelf != .baseline && overflow != .scroll
    }

    /// Whether the style sets a min or max width or height.
    @inline(__always) var hasMinOrMax: Bool {
        minWidth.isDefined || maxWidth.isDefined || minHeight.isDefined || maxHeight.isDefined
    }

    /// Whether any length of the style is a percentage.
    var hasPercentage: Bool { flexBasis.isPercent || hasPercentageBesidesBasis }

    /// Whether a length other than the flex basis is a percentage.
    var hasPercentageBesidesBasis: Bool {
        width.isPercent || height.isPercent || minWidth.isPercent || minHeight.isPercent
            || maxWidth.isPercent || maxHeight.isPercent || columnGap.isPercent || rowGap.isPercent
            || margin.hasPercent || padding.hasPercent || border.hasPercent || position.hasPercent
            || rtl.margin.left.isPercent || rtl.margin.right.isPercent || rtl.padding.left.isPercent
            || rtl.padding.right.isPercent || rtl.position.left.isPercent || rtl.position.right.isPercent
    }
}

extension EdgeLengths {
    /// Whether any edge is a percentage.
    var hasPercent: Bool { left.isPercent || top.isPercent || right.isPercent || bottom.isPercent }

    /// Whether any edge has a value.
    var isSet: Bool { left.isDefined || top.isDefined || right.isDefined || bottom.isDefined }
}
