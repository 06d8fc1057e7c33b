/// A node's computed style, read in place.
///
/// The queries live on the pointer, not on ``ComputedStyle``: calling a method on a large struct
/// through an unsafe pointer makes Swift copy the whole struct to borrow it (a 230-byte memcpy per
/// call, a fifth of the layout time). On the pointer each query loads only the fields it needs.
typealias StyleRef = UnsafeMutablePointer<ComputedStyle>

extension UnsafeMutablePointer where Pointee == ComputedStyle {
    @inline(__always) var aspectRatio: Double { Double(pointee.aspectRatioValue) }
    @inline(__always) var hasMargin: Bool { pointee.flags.contains(.margin) }
    @inline(__always) var hasPaddingOrBorder: Bool { !pointee.flags.isDisjoint(with: .paddingOrBorder) }
    @inline(__always) var hasInsets: Bool { pointee.flags.contains(.insets) }
    @inline(__always) var horizontalInsetsDefined: Bool { pointee.flags.contains(.horizontalInsets) }
    @inline(__always) var verticalInsetsDefined: Bool { pointee.flags.contains(.verticalInsets) }

    @inline(__always) private func usesRTLSide(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> Bool {
        direction == .rtl && pointee.flags.contains(.directional) && (edge == .left || edge == .right)
    }

    // MARK: Edges

    @inline(__always) func margin(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        if usesRTLSide(edge, direction) { return edge == .left ? pointee.rtl.margin.left : pointee.rtl.margin.right }
        return pointee.margin[edge]
    }

    @inline(__always) func padding(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        if usesRTLSide(edge, direction) {
            return edge == .left ? pointee.rtl.padding.left : pointee.rtl.padding.right
        }
        return pointee.padding[edge]
    }

    @inline(__always) func border(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        if usesRTLSide(edge, direction) { return edge == .left ? pointee.rtl.border.left : pointee.rtl.border.right }
        return pointee.border[edge]
    }

    @inline(__always) func position(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> StyleLength {
        if usesRTLSide(edge, direction) {
            return edge == .left ? pointee.rtl.position.left : pointee.rtl.position.right
        }
        return pointee.position[edge]
    }

    @inline(__always) func marginValue(_ edge: PhysicalEdge, _ direction: FlexTextDirection, _ width: Double) -> Double
    {
        hasMargin ? zeroIfUndefined(margin(edge, direction).resolve(width)) : 0
    }

    @inline(__always) func leadingMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        marginValue(axis.leadingEdge, direction, width)
    }

    @inline(__always) func trailingMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        marginValue(axis.trailingEdge, direction, width)
    }

    @inline(__always) func inlineStartMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        marginValue(axis.inlineStartEdge(direction), direction, width)
    }

    @inline(__always) func inlineEndMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        marginValue(axis.inlineEndEdge(direction), direction, width)
    }

    /// The sum of both margins on an axis: LTR's (Yoga's), unless the web's defaults give the node other
    /// left and right margins in RTL (`direction` is the owner's; the node's own direction beats it).
    @inline(__always) func marginForAxis(
        _ axis: FlexDirection, _ width: Double, _ direction: FlexTextDirection = .ltr
    ) -> Double {
        guard hasMargin else { return 0 }
        if pointee.hasPointMarginSums {
            return Double(axis.isRow ? pointee.rowPointMargins : pointee.columnPointMargins)
        }
        return marginSum(axis, width, direction)
    }

    /// The sum of both margins on an axis of a node with margins (out of line: `marginForAxis` stays
    /// small enough to be inlined where most nodes have no margins).
    @inline(never) private func marginSum(
        _ axis: FlexDirection, _ width: Double, _ direction: FlexTextDirection
    ) -> Double {
        // Yoga's defaults: the margins and their sum in floats directly (the same values as a double
        // sum rounded to a float; RTL margins sum as LTR's there).
        if pointee.sumsInFloats && !(abs(width) >= 1e38) {
            let floatWidth = Float(width)
            return axis.isRow
                ? Double(floatMargin(pointee.margin.left, floatWidth) + floatMargin(pointee.margin.right, floatWidth))
                : Double(floatMargin(pointee.margin.top, floatWidth) + floatMargin(pointee.margin.bottom, floatWidth))
        }
        if axis.isRow && pointee.flags.contains(.directional) && pointee.rtl.marginSumDiffers {
            return directionalMarginSum(width, direction)
        }
        let sum =
            axis.isRow
            ? zeroIfUndefined(pointee.margin.left.resolve(width)) + zeroIfUndefined(pointee.margin.right.resolve(width))
            : zeroIfUndefined(pointee.margin.top.resolve(width)) + zeroIfUndefined(pointee.margin.bottom.resolve(width))
        return inFloats(sum)
    }

    /// A margin resolved in floats against a float width, as `resolve` does (0 when undefined or auto).
    @inline(__always) private func floatMargin(_ length: StyleLength, _ width: Float) -> Float {
        let value: Float
        switch length.unit {
        case .points: value = length.value
        case .percent: value = length.value * width * 0.01
        case .undefined, .auto: return 0
        }
        return value.isNaN ? 0 : value
    }

    /// A sum of two float values, rounded to a float as Yoga adds them (with Yoga's defaults).
    @inline(__always) func inFloats(_ sum: Double) -> Double {
        pointee.sumsInFloats ? Double(Float(sum)) : sum
    }

    /// The horizontal margin sum of a node whose RTL margins sum otherwise than its LTR ones (out of
    /// line: the common case stays small where `marginForAxis` is inlined).
    @inline(never) private func directionalMarginSum(_ width: Double, _ direction: FlexTextDirection) -> Double {
        let edges =
            (pointee.direction == .inherit ? direction : pointee.direction) == .rtl
            ? pointee.rtl.margin : (left: pointee.margin.left, right: pointee.margin.right)
        return zeroIfUndefined(edges.left.resolve(width)) + zeroIfUndefined(edges.right.resolve(width))
    }

    @inline(__always) func isLeadingMarginAuto(_ axis: FlexDirection, _ direction: FlexTextDirection) -> Bool {
        hasMargin && margin(axis.leadingEdge, direction).isAuto
    }

    @inline(__always) func isTrailingMarginAuto(_ axis: FlexDirection, _ direction: FlexTextDirection) -> Bool {
        hasMargin && margin(axis.trailingEdge, direction).isAuto
    }

    @inline(__always) func paddingValue(_ edge: PhysicalEdge, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        pointee.flags.contains(.padding) ? maxOrDefined(padding(edge, direction).resolve(width), 0) : 0
    }

    @inline(__always) func borderValue(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> Double {
        pointee.flags.contains(.border) ? maxOrDefined(border(edge, direction).resolve(0), 0) : 0
    }

    @inline(__always) func leadingPaddingAndBorder(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double
    ) -> Double {
        guard hasPaddingOrBorder else { return 0 }
        if pointee.hasPointPaddingAndBorder { return pointee.pointPaddingAndBorder[axis.leadingEdge] }
        return inFloats(paddingValue(axis.leadingEdge, direction, width) + borderValue(axis.leadingEdge, direction))
    }

    @inline(__always) func trailingPaddingAndBorder(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double
    ) -> Double {
        guard hasPaddingOrBorder else { return 0 }
        if pointee.hasPointPaddingAndBorder { return pointee.pointPaddingAndBorder[axis.trailingEdge] }
        return inFloats(paddingValue(axis.trailingEdge, direction, width) + borderValue(axis.trailingEdge, direction))
    }

    /// Padding plus border on both sides of an axis.
    @inline(__always) func paddingAndBorder(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        guard hasPaddingOrBorder else { return 0 }
        if pointee.hasPointPaddingAndBorder {
            // Both sides in floats, in either order (a float sum does not depend on it).
            let sides = pointee.pointPaddingAndBorder
            return Double(axis.isRow ? sides.left + sides.right : sides.top + sides.bottom)
        }
        return paddingAndBorderSum(axis, direction, width)
    }

    /// Padding plus border on both sides of an axis, each side resolved (out of line: `paddingAndBorder`
    /// stays small where styles have their sums found once).
    @inline(never) private func paddingAndBorderSum(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double
    ) -> Double {
        let start = axis.inlineStartEdge(direction)
        let end = axis.inlineEndEdge(direction)
        // Each side, then both, as Yoga adds them.
        return inFloats(
            inFloats(paddingValue(start, direction, width) + borderValue(start, direction))
                + inFloats(paddingValue(end, direction, width) + borderValue(end, direction)))
    }

    /// Border on both sides of an axis (LTR edges, as Yoga's containing-block arithmetic uses).
    @inline(__always) func borderForAxis(_ axis: FlexDirection) -> Double {
        guard pointee.flags.contains(.border) else { return 0 }
        return inFloats(
            axis.isRow
                ? borderValue(.left, .ltr) + borderValue(.right, .ltr)
                : borderValue(.top, .ltr) + borderValue(.bottom, .ltr))
    }

    /// The gap between items along `axis` (column gap on a row axis).
    @inline(__always) func gap(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        maxOrDefined((axis.isRow ? pointee.columnGap : pointee.rowGap).resolve(ownerSize), 0)
    }

    @inline(__always) func insetDefined(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> Bool {
        hasInsets && position(edge, direction).isDefined
    }

    @inline(__always) func insetAuto(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> Bool {
        hasInsets && position(edge, direction).isAuto
    }

    @inline(__always) func inset(_ edge: PhysicalEdge, _ direction: FlexTextDirection, _ axisSize: Double) -> Double {
        hasInsets ? zeroIfUndefined(position(edge, direction).resolve(axisSize)) : 0
    }

    /// The inset on the leading edge of an axis (0 when unset).
    @inline(__always) func leadingInset(_ axis: FlexDirection, _ direction: FlexTextDirection, _ size: Double) -> Double
    {
        inset(axis.leadingEdge, direction, size)
    }

    /// The inset on the trailing edge of an axis (0 when unset).
    @inline(__always) func trailingInset(_ axis: FlexDirection, _ direction: FlexTextDirection, _ size: Double)
        -> Double
    {
        inset(axis.trailingEdge, direction, size)
    }

    // MARK: Sizes

    @inline(__always) func dimension(_ axis: FlexDirection) -> StyleLength {
        axis.isRow ? pointee.width : pointee.height
    }

    @inline(__always) func minDimension(_ axis: FlexDirection) -> StyleLength {
        axis.isRow ? pointee.minWidth : pointee.minHeight
    }

    @inline(__always) func maxDimension(_ axis: FlexDirection) -> StyleLength {
        axis.isRow ? pointee.maxWidth : pointee.maxHeight
    }

    /// Padding and border added to a content-box size on an axis (0 under border-box).
    @inline(__always) func boxSizingExtra(_ axis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double)
        -> Double
    {
        guard pointee.boxSizing == .contentBox else { return 0 }
        let physical: FlexDirection = axis.isRow ? .row : .column
        return inFloats(
            leadingPaddingAndBorder(physical, direction, ownerWidth)
                + trailingPaddingAndBorder(physical, direction, ownerWidth))
    }

    /// The min size on an axis in border-box points (NaN when unset).
    @inline(__always) func resolvedMin(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ reference: Double, _ ownerWidth: Double
    ) -> Double {
        let value = minDimension(axis).resolve(reference)
        if value.isNaN || pointee.boxSizing == .borderBox { return value }
        return contentBoxSize(value, axis, direction, ownerWidth)
    }

    /// The max size on an axis in border-box points (NaN when unset).
    @inline(__always) func resolvedMax(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ reference: Double, _ ownerWidth: Double
    ) -> Double {
        let value = maxDimension(axis).resolve(reference)
        if value.isNaN || pointee.boxSizing == .borderBox { return value }
        return contentBoxSize(value, axis, direction, ownerWidth)
    }

    /// The width or height on an axis in border-box points (NaN when `auto` or unresolvable).
    @inline(__always) func resolvedDimension(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ reference: Double, _ ownerWidth: Double
    ) -> Double {
        let value = dimension(axis).resolve(reference)
        if value.isNaN || pointee.boxSizing == .borderBox { return value }
        return contentBoxSize(value, axis, direction, ownerWidth)
    }

    /// A content-box size in border-box points (out of line: the size queries stay small where most
    /// nodes are border-box).
    @inline(never) private func contentBoxSize(
        _ value: Double, _ axis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double
    ) -> Double {
        inFloats(value + boxSizingExtra(axis, direction, ownerWidth))
    }

    /// Whether the width or height on an axis is a definite, non-negative length.
    @inline(__always) func hasDefiniteLength(_ axis: FlexDirection, _ ownerSize: Double) -> Bool {
        let value = dimension(axis).resolve(ownerSize)
        return !value.isNaN && value >= 0
    }

    /// A size clamped to the min and max on an axis (Yoga's `boundAxisWithinMinAndMax`: the max wins over
    /// a larger min, unless the style says otherwise).
    @inline(__always) func clampedToMinMax(
        _ value: Double, _ axis: FlexDirection, _ direction: FlexTextDirection, _ axisSize: Double,
        _ ownerWidth: Double
    ) -> Double {
        var value = value
        let maxLength = maxDimension(axis)
        if maxLength.isDefined {
            let maximum = resolvedMax(axis, direction, axisSize, ownerWidth)
            if maximum >= 0 && value > maximum {
                guard pointee.minBeatsMax else { return maximum }
                value = maximum
            }
        }
        let minLength = minDimension(axis)
        if minLength.isDefined {
            let minimum = resolvedMin(axis, direction, axisSize, ownerWidth)
            if minimum >= 0 && value < minimum { return minimum }
        }
        return value
    }

    /// A size clamped to min and max, and never below padding plus border (Yoga's `boundAxis`).
    @inline(__always) func bound(
        _ value: Double, _ axis: FlexDirection, _ direction: FlexTextDirection, _ axisSize: Double,
        _ ownerWidth: Double
    ) -> Double {
        maxOrDefined(
            clampedToMinMax(value, axis, direction, axisSize, ownerWidth), paddingAndBorder(axis, direction, ownerWidth)
        )
    }
}

extension UnsafeMutablePointer where Pointee == NodeLayout {
    /// The measured size on an axis, read in place.
    @inline(__always) func measured(_ axis: FlexDirection) -> Double {
        axis.isRow ? pointee.measuredWidth : pointee.measuredHeight
    }
}
