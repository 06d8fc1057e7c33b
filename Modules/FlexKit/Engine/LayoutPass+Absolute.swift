/// CSS Flexbox §4.1 "Absolutely-Positioned Flex Children" with CSS Position §3 (insets) and Yoga's
/// containing blocks: the nearest ancestor that is not `static`, or the layout root.
extension LayoutPass {
    /// Lays out the absolute children of `current` and, through `static` children, the absolute
    /// descendants whose containing block is `containingBlock`.
    /// - Parameters:
    ///   - leftOffset: the left of `current` relative to the containing block.
    ///   - topOffset: the top of `current` relative to the containing block.
    ///   - innerWidth: the containing block's available inner width (for Yoga's percentage erratum).
    ///   - innerHeight: the containing block's available inner height.
    mutating func layOutAbsoluteDescendants(
        containingBlock: Int, current: Int, widthMode: SizingMode, direction: FlexTextDirection, leftOffset: Double,
        topOffset: Double, innerWidth: Double, innerHeight: Double
    ) {
        var child = firstLayoutChild(current)
        while child >= 0 {
            defer { child = nextLayoutChild(child, current) }
            let style = nodes[child].style
            if style.display == .none { continue }
            if style.positionType == .absolute {
                let percentOfInner = errata.contains(.absolutePercentAgainstInnerSize)
                let blockWidth =
                    percentOfInner
                    ? innerWidth
                    : nodes[containingBlock].layout.measuredWidth - nodes[containingBlock].style.borderForAxis(.row)
                let blockHeight =
                    percentOfInner
                    ? innerHeight
                    : nodes[containingBlock].layout.measuredHeight
                        - nodes[containingBlock].style.borderForAxis(.column)
                layOutAbsoluteChild(
                    containingBlock: containingBlock, parent: current, child: child, blockWidth: blockWidth,
                    blockHeight: blockHeight, widthMode: widthMode, direction: direction)

                // Positions were computed on the flex-start edges; fill in the trailing edges.
                let parentMain = nodes[current].style.flexDirection.resolved(direction)
                let parentCross = parentMain.cross(direction)
                if parentMain.isReverse {
                    let insetsDefined =
                        parentMain.isRow ? style.horizontalInsetsDefined : style.verticalInsetsDefined
                    setTrailingPosition(insetsDefined ? containingBlock : current, child, parentMain)
                }
                if parentCross.isReverse {
                    let insetsDefined =
                        parentCross.isRow ? style.horizontalInsetsDefined : style.verticalInsetsDefined
                    setTrailingPosition(insetsDefined ? containingBlock : current, child, parentCross)
                }
                // Insets place the child in the containing block; make the position relative to its parent.
                if style.horizontalInsetsDefined { nodes[child].layout.position.left -= leftOffset }
                if style.verticalInsetsDefined { nodes[child].layout.position.top -= topOffset }
            } else if style.positionType == .static {
                let childDirection = resolveDirection(child, direction)
                layOutAbsoluteDescendants(
                    containingBlock: containingBlock, current: child, widthMode: widthMode, direction: childDirection,
                    leftOffset: leftOffset + nodes[child].layout.position.left,
                    topOffset: topOffset + nodes[child].layout.position.top, innerWidth: innerWidth,
                    innerHeight: innerHeight)
                cleanUpContentsChildren(child, didPerformLayout: true)
            }
        }
    }

    /// Sizes an absolute child from its size, its insets or its content, then places it.
    private mutating func layOutAbsoluteChild(
        containingBlock: Int, parent: Int, child: Int, blockWidth: Double, blockHeight: Double,
        widthMode: SizingMode, direction: FlexTextDirection
    ) {
        let mainAxis = nodes[parent].style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let style = nodes[child].style
        var childWidth = Double.nan
        var childHeight = Double.nan
        let marginRow = style.marginForAxis(.row, blockWidth)
        let marginColumn = style.marginForAxis(.column, blockWidth)

        if style.hasDefiniteLength(.row, blockWidth) {
            childWidth = style.resolvedDimension(.row, direction, blockWidth, blockWidth) + marginRow
        } else if bothInsets(child, .row, direction) {
            childWidth =
                nodes[containingBlock].layout.measuredWidth
                - (nodes[containingBlock].style.borderValue(FlexDirection.row.leadingEdge, direction)
                    + nodes[containingBlock].style.borderValue(FlexDirection.row.trailingEdge, direction))
                - (style.leadingInset(.row, direction, blockWidth) + style.trailingInset(.row, direction, blockWidth))
            childWidth = style.bound(childWidth, .row, direction, blockWidth, blockWidth)
        }
        if style.hasDefiniteLength(.column, blockHeight) {
            childHeight = style.resolvedDimension(.column, direction, blockHeight, blockWidth) + marginColumn
        } else if bothInsets(child, .column, direction) {
            childHeight =
                nodes[containingBlock].layout.measuredHeight
                - (nodes[containingBlock].style.borderValue(.top, direction)
                    + nodes[containingBlock].style.borderValue(.bottom, direction))
                - (style.leadingInset(.column, direction, blockHeight)
                    + style.trailingInset(.column, direction, blockHeight))
            childHeight = style.bound(childHeight, .column, direction, blockHeight, blockWidth)
        }

        // With exactly one size known, the aspect ratio gives the other.
        let ratio = style.aspectRatio
        if childWidth.isNaN != childHeight.isNaN && !ratio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
            }
        }

        // Still missing a size: measure the content (at most the containing block's width, as browsers do).
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            if !mainAxis.isRow && childWidth.isNaN && widthMode != .maxContent && !blockWidth.isNaN && blockWidth > 0 {
                childWidth = blockWidth
                childWidthMode = .fitContent
            }
            layoutNode(
                child, childWidth, childHeight, direction, childWidthMode, childHeightMode, blockWidth, blockHeight,
                performLayout: false)
            childWidth = nodes[child].layout.measuredWidth + style.marginForAxis(.row, blockWidth)
            childHeight = nodes[child].layout.measuredHeight + style.marginForAxis(.column, blockWidth)
        }
        layoutNode(
            child, childWidth, childHeight, direction, .stretchFit, .stretchFit, blockWidth, blockHeight,
            performLayout: true)

        positionAbsoluteChild(
            containingBlock, parent, child, direction, mainAxis, isMainAxis: true, blockWidth, blockHeight)
        positionAbsoluteChild(
            containingBlock, parent, child, direction, crossAxis, isMainAxis: false, blockWidth, blockHeight)
    }

    /// Whether both insets of an axis (in flex-start/flex-end terms) are set and not `auto`.
    private func bothInsets(_ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection) -> Bool {
        let style = nodes[child].style
        return style.insetDefined(axis.leadingEdge, direction) && style.insetDefined(axis.trailingEdge, direction)
            && !style.insetAuto(axis.leadingEdge, direction) && !style.insetAuto(axis.trailingEdge, direction)
    }

    /// Places an absolute child on one axis: by its start inset, else its end inset, else by the
    /// parent's `justify-content` (main axis) or `align-items`/`align-self` (cross axis).
    private func positionAbsoluteChild(
        _ containingBlock: Int, _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection,
        isMainAxis: Bool, _ blockWidth: Double, _ blockHeight: Double
    ) {
        let style = nodes[child].style
        let blockSize = axis.isRow ? blockWidth : blockHeight
        let start = axis.inlineStartEdge(direction)
        let end = axis.inlineEndEdge(direction)
        let startsAtInlineStart = start == axis.leadingEdge
        if style.insetDefined(start, direction) && !style.insetAuto(start, direction) {
            let fromStart =
                style.inset(start, direction, blockSize)
                + nodes[containingBlock].style.borderValue(start, direction)
                + style.inlineStartMargin(axis, direction, blockSize)
            nodes[child].layout.position[axis.leadingEdge] =
                startsAtInlineStart ? fromStart : oppositeEdge(fromStart, axis, containingBlock, child)
        } else if style.insetDefined(end, direction) && !style.insetAuto(end, direction) {
            let fromStart =
                nodes[containingBlock].layout.measured(axis) - nodes[child].layout.measured(axis)
                - nodes[containingBlock].style.borderValue(end, direction)
                - style.inlineEndMargin(axis, direction, blockSize) - style.inset(end, direction, blockSize)
            nodes[child].layout.position[axis.leadingEdge] =
                startsAtInlineStart ? fromStart : oppositeEdge(fromStart, axis, containingBlock, child)
        } else if isMainAxis {
            switch nodes[parent].style.justifyContent {
            case .flexStart, .spaceBetween: placeAtStart(parent, child, direction, axis, blockWidth)
            case .flexEnd: placeAtEnd(parent, child, direction, axis, blockWidth)
            case .center, .spaceAround, .spaceEvenly: placeAtCenter(parent, child, direction, axis, blockWidth)
            }
        } else {
            var align = alignment(of: child, in: parent)
            if nodes[parent].style.flexWrap == .wrapReverse {
                align = align == .flexEnd ? .flexStart : (align == .center ? .center : .flexEnd)
            }
            switch align {
            case .flexEnd: placeAtEnd(parent, child, direction, axis, blockWidth)
            case .center: placeAtCenter(parent, child, direction, axis, blockWidth)
            default: placeAtStart(parent, child, direction, axis, blockWidth)
            }
        }
    }

    @inline(__always) private func oppositeEdge(_ position: Double, _ axis: FlexDirection, _ block: Int, _ child: Int)
        -> Double
    {
        nodes[block].layout.measured(axis) - nodes[child].layout.measured(axis) - position
    }

    private var insetsIncludePadding: Bool { !errata.contains(.absolutePositionWithoutInsetsExcludesPadding) }

    private func placeAtStart(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        var position =
            nodes[child].style.leadingMargin(axis, direction, blockWidth)
            + nodes[parent].layout.border[axis.leadingEdge]
        if insetsIncludePadding { position += nodes[parent].layout.padding[axis.leadingEdge] }
        nodes[child].layout.position[axis.leadingEdge] = position
    }

    private func placeAtEnd(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        var fromEnd =
            nodes[parent].layout.border[axis.trailingEdge]
            + nodes[child].style.trailingMargin(axis, direction, blockWidth)
        if insetsIncludePadding { fromEnd += nodes[parent].layout.padding[axis.trailingEdge] }
        nodes[child].layout.position[axis.leadingEdge] = oppositeEdge(fromEnd, axis, parent, child)
    }

    private func placeAtCenter(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        let layout = nodes[parent].layout
        var contentSize = layout.measured(axis) - layout.border[axis.leadingEdge] - layout.border[axis.trailingEdge]
        if insetsIncludePadding {
            contentSize -= layout.padding[axis.leadingEdge] + layout.padding[axis.trailingEdge]
        }
        let childOuter = nodes[child].layout.measured(axis) + nodes[child].style.marginForAxis(axis, blockWidth)
        var position =
            (contentSize - childOuter) / 2 + layout.border[axis.leadingEdge]
            + nodes[child].style.leadingMargin(axis, direction, blockWidth)
        if insetsIncludePadding { position += layout.padding[axis.leadingEdge] }
        nodes[child].layout.position[axis.leadingEdge] = position
    }
}
