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
    func layOutAbsoluteDescendants(
        containingBlock: Int, current: Int, widthMode: SizingMode, direction: FlexTextDirection, leftOffset: Double,
        topOffset: Double, innerWidth: Double, innerHeight: Double
    ) {
        var child = firstLayoutChild(current)
        while child >= 0 {
            defer { child = nextLayoutChild(child, current) }
            let st = style + child
            if st.pointee.display == .none { continue }
            if st.pointee.positionType == .absolute {
                let percentOfInner = errata.contains(.absolutePercentAgainstInnerSize)
                let blockWidth =
                    percentOfInner
                    ? innerWidth
                    : yogaFloat(layout[containingBlock].measuredWidth - blockBorders(containingBlock, .row))
                let blockHeight =
                    percentOfInner
                    ? innerHeight
                    : yogaFloat(layout[containingBlock].measuredHeight - blockBorders(containingBlock, .column))
                let placed = layOutAbsoluteChild(
                    containingBlock: containingBlock, parent: current, child: child, blockWidth: blockWidth,
                    blockHeight: blockHeight, widthMode: widthMode, direction: direction, parentLeft: leftOffset)

                // Positions were computed on the flex-start edges; fill in the trailing edges.
                let parentMain = style[current].flexDirection.resolved(direction)
                let parentCross = parentMain.cross(direction)
                // (Under the web's defaults an `auto` inset leaves the child at its static position, inside
                // its static parent, CSS 2.1, 10.3.7: only insets that placed it count; Yoga's, any set.)
                let placedHorizontally = web ? placed.horizontally : st.horizontalInsetsDefined
                let placedVertically = web ? placed.vertically : st.verticalInsetsDefined
                if parentMain.isReverse {
                    let insetsDefined = parentMain.isRow ? placedHorizontally : placedVertically
                    setTrailingPosition(insetsDefined ? containingBlock : current, child, parentMain)
                }
                if parentCross.isReverse {
                    let insetsDefined = parentCross.isRow ? placedHorizontally : placedVertically
                    setTrailingPosition(insetsDefined ? containingBlock : current, child, parentCross)
                }
                // Insets place the child in the containing block; make the position relative to its parent.
                if placedHorizontally {
                    layout[child].position.left = yogaFloat(layout[child].position.left - leftOffset)
                }
                if placedVertically {
                    layout[child].position.top = yogaFloat(layout[child].position.top - topOffset)
                }
            } else if st.pointee.positionType == .static {
                let childDirection = resolveDirection(child, direction)
                layOutAbsoluteDescendants(
                    containingBlock: containingBlock, current: child, widthMode: widthMode, direction: childDirection,
                    leftOffset: yogaFloat(leftOffset + layout[child].position.left),
                    topOffset: yogaFloat(topOffset + layout[child].position.top), innerWidth: innerWidth,
                    innerHeight: innerHeight)
                cleanUpContentsChildren(child, didPerformLayout: true)
            }
        }
    }

    /// The web's defaults: whether an absolutely positioned box with an aspect ratio and both vertical insets
    /// is stretched between them by `align-self: stretch` (the block axis): its height is then the space
    /// they leave and the ratio gives its width from it, not the horizontal insets (CSS Box Alignment 3,
    /// 6.1; CSS Position 3, 4.4, as Chrome sizes it: `inset: 0` in a 0-tall containing block gives 0 x 0).
    private func stretchesBetweenVerticalInsets(_ child: Int, _ insetDirection: FlexTextDirection) -> Bool {
        style[child].alignSelf == .stretch && bothInsets(child, .column, insetDirection)
    }

    /// Sizes an absolute child from its size, its insets or its content, then places it; says on which
    /// axes an inset placed it (the others keep its static position).
    private func layOutAbsoluteChild(
        containingBlock: Int, parent: Int, child: Int, blockWidth: Double, blockHeight: Double,
        widthMode: SizingMode, direction: FlexTextDirection, parentLeft: Double
    ) -> (horizontally: Bool, vertically: Bool) {
        let mainAxis = style[parent].flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        var childWidth = Double.nan
        var childHeight = Double.nan
        let marginRow = st.marginForAxis(.row, blockWidth, direction)
        let marginColumn = st.marginForAxis(.column, blockWidth, direction)

        if st.hasDefiniteLength(.row, blockWidth) {
            childWidth = yogaFloat(st.resolvedDimension(.row, direction, blockWidth, blockWidth) + marginRow)
        } else if bothInsets(child, .row, insetDirection)
            && !(web && !st.aspectRatio.isNaN
                && (st.hasDefiniteLength(.column, blockHeight) || stretchesBetweenVerticalInsets(child, insetDirection)))
        {
            // Each step in floats under Yoga's defaults, as Yoga computes it.
            childWidth = yogaFloat(
                yogaFloat(
                    layout[containingBlock].measuredWidth
                        - yogaFloat(
                            blockBorder(containingBlock, FlexDirection.row.leadingEdge, direction)
                                + blockBorder(containingBlock, FlexDirection.row.trailingEdge, direction)))
                    - yogaFloat(
                        st.leadingInset(.row, insetDirection, blockWidth)
                            + st.trailingInset(.row, insetDirection, blockWidth)))
            childWidth = boundBetweenInsets(child, childWidth, marginRow, .row, direction, blockWidth, blockWidth)
            if web && !st.aspectRatio.isNaN {
                // The ratio gives the height: the width keeps within what the height's bounds transfer.
                childWidth =
                    widthWithinTransferredHeightBounds(
                        child, childWidth - marginRow, direction, blockWidth, blockHeight)
                    + marginRow
            }
        }
        // The web's defaults: a width set, both vertical insets and an aspect ratio, the height stretched
        // between the insets (`align-self: stretch`) or, without both horizontal insets, not aligned there
        // (`auto`, which is `normal`): the height the insets offer counts as definite for the width's
        // automatic minimum, as a height set does below (Chrome raises `width: 0` to the content's
        // min-content width, capped by the max width; with all four insets and `normal` it keeps the width).
        let widthSetBetweenVerticalInsets =
            web && !st.aspectRatio.isNaN && st.hasDefiniteLength(.row, blockWidth)
            && !st.hasDefiniteLength(.column, blockHeight) && bothInsets(child, .column, insetDirection)
            && (stretchesBetweenVerticalInsets(child, insetDirection)
                || (!bothInsets(child, .row, insetDirection) && !insetsAlignHeight(child)))
        if widthSetBetweenVerticalInsets {
            childWidth =
                marginRow + automaticMinimumWidth(child, childWidth - marginRow, direction, blockWidth, blockHeight)
        }
        // The web's defaults (CSS Position 3): with a width known, an aspect ratio gives the height
        // even when both vertical insets are set, unless `align-self: stretch` stretches it between them.
        let ratioGivesHeight =
            web && !childWidth.isNaN && !st.aspectRatio.isNaN
            && !(widthSetBetweenVerticalInsets && stretchesBetweenVerticalInsets(child, insetDirection))
        if st.hasDefiniteLength(.column, blockHeight) {
            childHeight = yogaFloat(st.resolvedDimension(.column, direction, blockHeight, blockWidth) + marginColumn)
        } else if !ratioGivesHeight && bothInsets(child, .column, insetDirection)
            && !(web && insetsAlignHeight(child))
        {
            childHeight = yogaFloat(
                yogaFloat(
                    layout[containingBlock].measuredHeight
                        - yogaFloat(
                            blockBorder(containingBlock, .top, direction)
                                + blockBorder(containingBlock, .bottom, direction)))
                    - yogaFloat(
                        st.leadingInset(.column, insetDirection, blockHeight)
                            + st.trailingInset(.column, insetDirection, blockHeight)))
            childHeight = boundBetweenInsets(
                child, childHeight, marginColumn, .column, direction, blockHeight, blockWidth)
        }

        // With exactly one size known, the aspect ratio gives the other.
        let ratio = st.aspectRatio
        // (The web's defaults: a height the ratio gives from the width is what the box's children's
        // percentages resolve against, not the content's that raises it: CSS Box Sizing 4, 5.1.)
        let heightFromRatio = web && !ratio.isNaN && !childWidth.isNaN && childHeight.isNaN
        if childWidth.isNaN != childHeight.isNaN && !ratio.isNaN {
            if childWidth.isNaN {
                let transferred = sizeThroughRatio(
                    child, yogaFloat(childHeight - marginColumn), from: .column, direction, blockWidth, blockHeight)
                childWidth = yogaFloat(marginRow + transferred)
                if web {
                    // At least the content's min-content width; a height its insets give (not definite)
                    // follows the width so raised through the ratio, unless `align-self: stretch` stretched
                    // it there (as Chrome has it). So it does when the width's min, max or padding and border
                    // made it other than the ratio's (a 10-tall space and `padding-left: 30` give 30 x 30).
                    let width = ratioWidthRaisedByContent(
                        child, childWidth - marginRow, direction, blockWidth, blockHeight)
                    let bounded =
                        transferred
                        != sizeThroughRatio(
                            child, childHeight - marginColumn, from: .column, direction, blockWidth, blockHeight,
                            boundResult: false)
                    if width > childWidth - marginRow || bounded {
                        childWidth = width + marginRow
                        if !st.hasDefiniteLength(.column, blockHeight)
                            && !stretchesBetweenVerticalInsets(child, insetDirection)
                        {
                            childHeight =
                                marginColumn
                                + ratioHeightRaisedByContent(
                                    child, width, marginRow,
                                    sizeThroughRatio(child, width, from: .row, direction, blockWidth, blockHeight),
                                    direction, blockWidth, blockHeight)
                        }
                    }
                }
            } else {
                childHeight = yogaFloat(
                    marginColumn
                        + sizeThroughRatio(
                            child, yogaFloat(childWidth - marginRow), from: .row, direction, blockWidth, blockHeight))
                if web && st.pointee.overflow == .visible && !st.minDimension(.column).isDefined
                    && (links[child].hasMeasure || layoutChildCount(child) > 0)
                {
                    // The automatic minimum height of the ratio-dependent axis: the content's at that
                    // width (CSS Sizing 4, 5.1; CSS Position 3, 5.1).
                    layoutNode(
                        child, childWidth, .nan, direction, .stretchFit, .maxContent, blockWidth, blockHeight,
                        performLayout: false)
                    let content = ratioBoxContentHeight(
                        child, measured: layout[child].measuredHeight, direction, blockWidth)
                    childHeight = max(childHeight, content + marginColumn)
                }
            }
        }

        if web && !ratio.isNaN && st.hasDefiniteLength(.row, blockWidth)
            && st.hasDefiniteLength(.column, blockHeight)
        {
            // Both sizes set: the ratio sizes neither, yet Chrome's automatic minimum width still raises the
            // width to the content's min-content width (`width: 0; height: 0` around a 60-wide word is 60 x 0).
            childWidth =
                marginRow
                + ratioWidthRaisedByContent(
                    child, childWidth - marginRow, direction, blockWidth, blockHeight,
                    definiteHeight: childHeight - marginColumn)
        }

        // Still missing a size: measure the content (at most the containing block's width, as browsers do).
        // Under the web's defaults a height found so stays indefinite for the box's children (CSS 2.1,
        // 10.5 and 10.7: their percentage heights and max-heights of it are `auto` and `none`).
        var finalHeightMode = SizingMode.stretchFit
        let ratioFromContentWidth = web && !ratio.isNaN && childWidth.isNaN && childHeight.isNaN
        if childWidth.isNaN || childHeight.isNaN {
            if web && childHeight.isNaN { finalHeightMode = .fitContent }
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            var shrinkToFitSpace = Double.nan
            if web && childWidth.isNaN && !blockWidth.isNaN {
                // CSS 2.1, 10.3.7: shrink-to-fit within the containing block less the insets set, or
                // from the static position when neither is.
                childWidth = max(
                    0,
                    staticPositionSpace(containingBlock, parent, child, direction, parentLeft)
                        ?? blockWidth - zeroIfUndefined(st.leadingInset(.row, insetDirection, blockWidth))
                        - zeroIfUndefined(st.trailingInset(.row, insetDirection, blockWidth)))
                childWidthMode = .fitContent
                shrinkToFitSpace = childWidth
            } else if !mainAxis.isRow && childWidth.isNaN && widthMode != .maxContent && !blockWidth.isNaN
                && blockWidth > 0
            {
                childWidth = blockWidth
                childWidthMode = .fitContent
            }
            layoutNode(
                child, childWidth, childHeight, direction, childWidthMode, childHeightMode, blockWidth, blockHeight,
                performLayout: false)
            childWidth = yogaFloat(layout[child].measuredWidth + st.marginForAxis(.row, blockWidth, direction))
            childHeight = yogaFloat(layout[child].measuredHeight + st.marginForAxis(.column, blockWidth, direction))
            if !shrinkToFitSpace.isNaN && !ratioFromContentWidth {
                let wrapped = webAbsoluteWrappedColumnSize(
                    child, space: shrinkToFitSpace, heightFromContent: childHeightMode == .maxContent,
                    measuredWidth: layout[child].measuredWidth, measuredHeight: layout[child].measuredHeight,
                    direction, blockWidth, blockHeight)
                if !wrapped.width.isNaN {
                    childWidth = wrapped.width + marginRow
                    childHeight = wrapped.height + marginColumn
                }
            }
            if ratioFromContentWidth {
                // CSS Box Sizing 4 and Sizing 4, 5.1: its shrink-to-fit width, within what the height's
                // min and max (at least its padding and border) give through the ratio, gives the height, at
                // least the content's.
                let width = widthWithinTransferredHeightBounds(
                    child, childWidth - marginRow, direction, blockWidth, blockHeight)
                childWidth = width + marginRow
                // The content raises it only where the automatic minimum height applies (CSS Sizing 4, 5.1).
                var height = sizeThroughRatio(child, width, from: .row, direction, blockWidth, blockHeight)
                if st.pointee.overflow == .visible && !st.minDimension(.column).isDefined {
                    height = max(
                        height,
                        ratioBoxContentHeight(
                            child,
                            measured: ratioBoxContentAtWidth(
                                child, width + marginRow, childHeight - marginColumn,
                                direction, blockWidth, blockHeight), direction, blockWidth))
                }
                childHeight = height + marginColumn
                finalHeightMode = .stretchFit
            }
        }
        if web { layout[child].webRatioHeight = heightFromRatio || ratioFromContentWidth }
        layoutNode(
            child, childWidth, childHeight, direction, .stretchFit, finalHeightMode, blockWidth, blockHeight,
            performLayout: true)

        let byMain = positionAbsoluteChild(
            containingBlock, parent, child, direction, mainAxis, isMainAxis: true, blockWidth, blockHeight)
        let byCross = positionAbsoluteChild(
            containingBlock, parent, child, direction, crossAxis, isMainAxis: false, blockWidth, blockHeight)
        return mainAxis.isRow ? (byMain, byCross) : (byCross, byMain)
    }

    /// The direction a child's `start` and `end` insets resolve in: with the web's defaults its own, which
    /// it sets or inherits through the element tree (CSS Logical Properties 1, 4; a `display: contents`
    /// parent's counts, `webDirection`), not its containing block's; Yoga's the direction given.
    @inline(__always) func insetDirection(of child: Int, _ direction: FlexTextDirection) -> FlexTextDirection {
        web ? webDirection(child, direction) : direction
    }

    /// A containing block's border on one edge: with the web's defaults as its own layout resolved it (in
    /// its own direction: `border-left: 1; border-inline-start: 0` in a right-to-left box keeps the left
    /// one), with Yoga's from its style in the direction given.
    @inline(__always) func blockBorder(
        _ containingBlock: Int, _ edge: PhysicalEdge, _ direction: FlexTextDirection
    ) -> Double {
        web ? Double(layout[containingBlock].border[edge]) : (style + containingBlock).borderValue(edge, direction)
    }

    /// A containing block's two borders on an axis (see `blockBorder`).
    @inline(__always) private func blockBorders(_ containingBlock: Int, _ axis: FlexDirection) -> Double {
        guard web else { return (style + containingBlock).borderForAxis(axis) }
        let border = layout[containingBlock].border
        return axis.isRow ? border.horizontal : border.vertical
    }

    /// The web's defaults: the width an absolutely positioned child with neither horizontal inset set
    /// shrinks to fit in, from its static position (CSS 2.1, 10.3.7, as Chrome has it): from where the
    /// parent's content box places its start edge to the containing block's far padding edge, from the
    /// containing block's near padding edge to where it places its end edge, or twice the nearer of both
    /// around where it centers it (by `justify-content` in a row, `align-self` in a column). Nil when an
    /// inset is set.
    private func staticPositionSpace(
        _ containingBlock: Int, _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ parentLeft: Double
    ) -> Double? {
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        if st.insetDefined(.left, insetDirection) && !st.insetAuto(.left, insetDirection) { return nil }
        if st.insetDefined(.right, insetDirection) && !st.insetAuto(.right, insetDirection) { return nil }
        let mainAxis = style[parent].flexDirection.resolved(direction)
        let axis = mainAxis.isRow ? mainAxis : mainAxis.cross(direction)
        // Where the static position puts the box on that axis: 0 at its leading edge, 1 at its trailing
        // edge, 0.5 in the middle.
        var place: Double
        if mainAxis.isRow {
            switch style[parent].justifyContent {
            case .flexStart, .spaceBetween: place = 0
            case .flexEnd: place = 1
            case .center, .spaceAround, .spaceEvenly: place = 0.5
            }
        } else {
            let own = st.pointee.alignSelf
            let align = own == .auto ? style[parent].alignItems : own
            place = align == .flexEnd ? 1 : align == .center ? 0.5 : 0
            if style[parent].flexWrap == .wrapReverse && align != .baseline { place = 1 - place }
        }
        if axis.leadingEdge == .right { place = 1 - place }
        let box = layout[parent]
        let contentLeft = parentLeft + Double(box.border.left) + Double(box.padding.left)
        let contentRight =
            parentLeft + box.measuredWidth - Double(box.border.right) - Double(box.padding.right)
        let blockLeft = blockBorder(containingBlock, .left, direction)
        let blockRight =
            layout[containingBlock].measuredWidth - blockBorder(containingBlock, .right, direction)
        if place == 0 { return blockRight - contentLeft }
        if place == 1 { return contentRight - blockLeft }
        let middle = (contentLeft + contentRight) / 2
        return 2 * min(middle - blockLeft, blockRight - middle)
    }

    /// The size between both insets (`outer`, its margins included) within the box's min and max: Yoga
    /// clamps the margin box, the web's defaults the border box of the space, at least 0, less the
    /// margins (CSS 2.1, 10.3.7 and 10.6.4; CSS Position 3, 3.5.1).
    private func boundBetweenInsets(
        _ child: Int, _ outer: Double, _ margins: Double, _ axis: FlexDirection, _ direction: FlexTextDirection,
        _ axisSize: Double, _ widthSize: Double
    ) -> Double {
        guard web else { return (style + child).bound(outer, axis, direction, axisSize, widthSize) }
        // Insets that overlap leave a space of zero (CSS Position 3, 3.5.1).
        return (style + child).bound(max(0, outer) - margins, axis, direction, axisSize, widthSize) + margins
    }
}
