/// Axis and edge arithmetic shared by every step of the algorithm.
extension FlexDirection {
    /// The axis after the text direction: rows run right to left in RTL.
    @inline(__always) func resolved(_ direction: FlexTextDirection) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        case .column, .columnReverse: return self
        }
    }

    /// The cross axis of a main axis (already resolved) in the given text direction.
    @inline(__always) func cross(_ direction: FlexTextDirection) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }

    /// The edge where items start on this axis (CSS main-start / cross-start).
    @inline(__always) var leadingEdge: PhysicalEdge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }

    /// The edge where items end on this axis.
    @inline(__always) var trailingEdge: PhysicalEdge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }

    /// The start edge of the axis in the text direction (ignoring reversal by flex direction).
    @inline(__always) func inlineStartEdge(_ direction: FlexTextDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    /// The end edge of the axis in the text direction.
    @inline(__always) func inlineEndEdge(_ direction: FlexTextDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }

    /// Whether children's trailing positions must be computed after layout (reversed axes).
    @inline(__always) var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

@inline(__always) func zeroIfUndefined(_ value: Double) -> Double { value.isNaN ? 0 : value }

/// Style queries on edges and sizes, resolved against the sizes the algorithm knows at that point.
extension ComputedStyle {
    @inline(__always) func leadingMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        hasMargin ? zeroIfUndefined(margin(axis.leadingEdge, direction).resolve(width)) : 0
    }

    @inline(__always) func trailingMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        hasMargin ? zeroIfUndefined(margin(axis.trailingEdge, direction).resolve(width)) : 0
    }

    @inline(__always) func inlineStartMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        hasMargin ? zeroIfUndefined(margin(axis.inlineStartEdge(direction), direction).resolve(width)) : 0
    }

    @inline(__always) func inlineEndMargin(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        hasMargin ? zeroIfUndefined(margin(axis.inlineEndEdge(direction), direction).resolve(width)) : 0
    }

    /// The sum of both margins on an axis (the same in either direction).
    @inline(__always) func marginForAxis(_ axis: FlexDirection, _ width: Double) -> Double {
        guard hasMargin else { return 0 }
        return axis.isRow
            ? zeroIfUndefined(margin.left.resolve(width)) + zeroIfUndefined(margin.right.resolve(width))
            : zeroIfUndefined(margin.top.resolve(width)) + zeroIfUndefined(margin.bottom.resolve(width))
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
        flags.contains(.padding) ? maxOrDefined(padding(edge, direction).resolve(width), 0) : 0
    }

    @inline(__always) func borderValue(_ edge: PhysicalEdge, _ direction: FlexTextDirection) -> Double {
        flags.contains(.border) ? maxOrDefined(border(edge, direction).resolve(0), 0) : 0
    }

    @inline(__always) func leadingPaddingAndBorder(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double
    ) -> Double {
        guard hasPaddingOrBorder else { return 0 }
        return paddingValue(axis.leadingEdge, direction, width) + borderValue(axis.leadingEdge, direction)
    }

    @inline(__always) func trailingPaddingAndBorder(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double
    ) -> Double {
        guard hasPaddingOrBorder else { return 0 }
        return paddingValue(axis.trailingEdge, direction, width) + borderValue(axis.trailingEdge, direction)
    }

    /// Padding plus border on both sides of an axis.
    @inline(__always) func paddingAndBorder(_ axis: FlexDirection, _ direction: FlexTextDirection, _ width: Double)
        -> Double
    {
        guard hasPaddingOrBorder else { return 0 }
        let start = axis.inlineStartEdge(direction)
        let end = axis.inlineEndEdge(direction)
        return paddingValue(start, direction, width) + borderValue(start, direction)
            + paddingValue(end, direction, width) + borderValue(end, direction)
    }

    /// Border on both sides of an axis (LTR edges, as Yoga's containing-block arithmetic uses).
    @inline(__always) func borderForAxis(_ axis: FlexDirection) -> Double {
        guard flags.contains(.border) else { return 0 }
        return axis.isRow
            ? borderValue(.left, .ltr) + borderValue(.right, .ltr)
            : borderValue(.top, .ltr) + borderValue(.bottom, .ltr)
    }

    /// The gap between items along `axis` (column gap on a row axis).
    @inline(__always) func gap(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        maxOrDefined((axis.isRow ? columnGap : rowGap).resolve(ownerSize), 0)
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

    @inline(__always) func dimension(_ axis: FlexDirection) -> StyleLength { axis.isRow ? width : height }
    @inline(__always) func minDimension(_ axis: FlexDirection) -> StyleLength { axis.isRow ? minWidth : minHeight }
    @inline(__always) func maxDimension(_ axis: FlexDirection) -> StyleLength { axis.isRow ? maxWidth : maxHeight }

    /// Padding and border added to a content-box size on an axis (0 under border-box).
    @inline(__always) func boxSizingExtra(_ axis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double)
        -> Double
    {
        guard boxSizing == .contentBox else { return 0 }
        let physical: FlexDirection = axis.isRow ? .row : .column
        return leadingPaddingAndBorder(physical, direction, ownerWidth)
            + trailingPaddingAndBorder(physical, direction, ownerWidth)
    }

    /// The min size on an axis in border-box points (NaN when unset).
    @inline(__always) func resolvedMin(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ reference: Double, _ ownerWidth: Double
    ) -> Double {
        let value = minDimension(axis).resolve(reference)
        if value.isNaN || boxSizing == .borderBox { return value }
        return value + boxSizingExtra(axis, direction, ownerWidth)
    }

    /// The max size on an axis in border-box points (NaN when unset).
    @inline(__always) func resolvedMax(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ reference: Double, _ ownerWidth: Double
    ) -> Double {
        let value = maxDimension(axis).resolve(reference)
        if value.isNaN || boxSizing == .borderBox { return value }
        return value + boxSizingExtra(axis, direction, ownerWidth)
    }

    /// The width or height on an axis in border-box points (NaN when `auto` or unresolvable).
    @inline(__always) func resolvedDimension(
        _ axis: FlexDirection, _ direction: FlexTextDirection, _ reference: Double, _ ownerWidth: Double
    ) -> Double {
        let value = dimension(axis).resolve(reference)
        if value.isNaN || boxSizing == .borderBox { return value }
        return value + boxSizingExtra(axis, direction, ownerWidth)
    }

    /// Whether the width or height on an axis is a definite, non-negative length.
    @inline(__always) func hasDefiniteLength(_ axis: FlexDirection, _ ownerSize: Double) -> Bool {
        let value = dimension(axis).resolve(ownerSize)
        return !value.isNaN && value >= 0
    }

    /// A size clamped to the min and max on an axis (Yoga's `boundAxisWithinMinAndMax`).
    @inline(__always) func clampedToMinMax(
        _ value: Double, _ axis: FlexDirection, _ direction: FlexTextDirection, _ axisSize: Double,
        _ ownerWidth: Double
    ) -> Double {
        let maximum = resolvedMax(axis, direction, axisSize, ownerWidth)
        if maximum >= 0 && value > maximum { return maximum }
        let minimum = resolvedMin(axis, direction, axisSize, ownerWidth)
        if minimum >= 0 && value < minimum { return minimum }
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
