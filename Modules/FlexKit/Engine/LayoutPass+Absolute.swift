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
                layOutAbsoluteChild(
                    containingBlock: containingBlock, parent: current, child: child, blockWidth: blockWidth,
                    blockHeight: blockHeight, widthMode: widthMode, direction: direction, parentLeft: leftOffset)

                // Positions were computed on the flex-start edges; fill in the trailing edges.
                let parentMain = style[current].flexDirection.resolved(direction)
                let parentCross = parentMain.cross(direction)
                if parentMain.isReverse {
                    let insetsDefined =
                        parentMain.isRow ? st.horizontalInsetsDefined : st.verticalInsetsDefined
                    setTrailingPosition(insetsDefined ? containingBlock : current, child, parentMain)
                }
                if parentCross.isReverse {
                    let insetsDefined =
                        parentCross.isRow ? st.horizontalInsetsDefined : st.verticalInsetsDefined
                    setTrailingPosition(insetsDefined ? containingBlock : current, child, parentCross)
                }
                // Insets place the child in the containing block; make the position relative to its parent.
                if st.horizontalInsetsDefined {
                    layout[child].position.left = yogaFloat(layout[child].position.left - leftOffset)
                }
                if st.verticalInsetsDefined {
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

    /// Sizes an absolute child from its size, its insets or its content, then places it.
    private func layOutAbsoluteChild(
        containingBlock: Int, parent: Int, child: Int, blockWidth: Double, blockHeight: Double,
        widthMode: SizingMode, direction: FlexTextDirection, parentLeft: Double
    ) {
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
            && !(web && !st.aspectRatio.isNaN && st.hasDefiniteLength(.column, blockHeight))
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
        // The web's defaults (CSS Position 3): with a width known, an aspect ratio gives the height
        // even when both vertical insets are set.
        let ratioGivesHeight = web && !childWidth.isNaN && !st.aspectRatio.isNaN
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
                childWidth = yogaFloat(
                    marginRow
                        + sizeThroughRatio(
                            child, yogaFloat(childHeight - marginColumn), from: .column, direction, blockWidth,
                            blockHeight))
                if web {
                    // At least the content's min-content width; a height its insets give (not definite)
                    // follows the width so raised through the ratio (as Chrome has it).
                    let width = ratioWidthRaisedByContent(
                        child, childWidth - marginRow, direction, blockWidth, blockHeight)
                    if width > childWidth - marginRow {
                        childWidth = width + marginRow
                        if !st.hasDefiniteLength(.column, blockHeight) {
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

        // Still missing a size: measure the content (at most the containing block's width, as browsers do).
        // Under the web's defaults a height found so stays indefinite for the box's children (CSS 2.1,
        // 10.5 and 10.7: their percentage heights and max-heights of it are `auto` and `none`).
        var finalHeightMode = SizingMode.stretchFit
        let ratioFromContentWidth = web && !ratio.isNaN && childWidth.isNaN && childHeight.isNaN
        if childWidth.isNaN || childHeight.isNaN {
            if web && childHeight.isNaN { finalHeightMode = .fitContent }
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            if web && childWidth.isNaN && !blockWidth.isNaN {
                // CSS 2.1, 10.3.7: shrink-to-fit within the containing block less the insets set, or
                // from the static position when neither is.
                childWidth = max(
                    0,
                    staticPositionSpace(containingBlock, parent, child, direction, parentLeft)
                        ?? blockWidth - zeroIfUndefined(st.leadingInset(.row, insetDirection, blockWidth))
                        - zeroIfUndefined(st.trailingInset(.row, insetDirection, blockWidth)))
                childWidthMode = .fitContent
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

        positionAbsoluteChild(
            containingBlock, parent, child, direction, mainAxis, isMainAxis: true, blockWidth, blockHeight)
        positionAbsoluteChild(
            containingBlock, parent, child, direction, crossAxis, isMainAxis: false, blockWidth, blockHeight)
    }

    /// The direction a child's `start` and `end` insets resolve in: with the web's defaults its own, which
    /// it sets or inherits through the element tree (CSS Logical Properties 1, 4; a `display: contents`
    /// parent's counts, `webResolveDirection`), not its containing block's; Yoga's the direction given.
    @inline(__always) private func insetDirection(of child: Int, _ direction: FlexTextDirection) -> FlexTextDirection {
        web ? webResolveDirection(child, direction) : direction
    }

    /// A containing block's border on one edge: with the web's defaults as its own layout resolved it (in
    /// its own direction: `border-left: 1; border-inline-start: 0` in a right-to-left box keeps the left
    /// one), with Yoga's from its style in the direction given.
    @inline(__always) private func blockBorder(
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

    /// The web's defaults: an absolutely positioned child with both vertical insets whose `align-self`
    /// is `flex-start`, `flex-end`, `center` or `baseline` (which falls back to start) is as tall as its
    /// content (unless its height is set) and aligned so in the space the insets leave (CSS Box Alignment
    /// 3, 6.1; CSS Position 3, 4.4), instead of filling it; `align-self` aligns in the block axis,
    /// vertical in a row or a column alike.
    private func insetsAlignHeight(_ child: Int) -> Bool {
        guard alignsBetweenInsets(child) else { return false }
        // `auto` is `normal` for an absolutely positioned box (not its parent's `align-items`).
        switch style[child].alignSelf {
        case .flexStart, .flexEnd, .center, .baseline: return true
        default: return false
        }
    }

    /// The web's defaults: an absolutely positioned child with both vertical insets and an `align-self`
    /// other than `auto` (`normal`, which keeps CSS 2.1's top inset) is placed by `alignedInInsets`: a
    /// stretched one fills the space at its start, and any moves into the containing block when its margin
    /// box overflows that space (unless an auto margin takes the space, `placedByAutoMargins`).
    private func alignsBetweenInsets(_ child: Int) -> Bool {
        style[child].alignSelf != .auto
    }

    /// The web's defaults: where auto margins put an absolutely positioned box between both insets on an
    /// axis (its border box from the containing block's inline-start edge), or nil without one: they take
    /// the free space, which may be negative (CSS 2.1, 10.3.7 and 10.6.4; CSS Position 3, 4.2), both
    /// equally, except that on the inline axis a negative space leaves the start margin 0.
    private func placedByAutoMargins(
        _ containingBlock: Int, _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection,
        _ blockSize: Double, _ marginBasis: Double
    ) -> Double? {
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        guard st.hasMargin else { return nil }
        let start = axis.inlineStartEdge(direction)
        let end = axis.inlineEndEdge(direction)
        let startAuto = st.margin(start, direction).isAuto
        let endAuto = st.margin(end, direction).isAuto
        guard startAuto || endAuto else { return nil }
        let blockStart = blockBorder(containingBlock, start, direction)
        let blockEnd = (layout + containingBlock).measured(axis) - blockBorder(containingBlock, end, direction)
        let startInset = st.inset(start, insetDirection, blockSize)
        let space = max(0, blockEnd - blockStart - startInset - st.inset(end, insetDirection, blockSize))
        // (Auto margins count 0 in the margin sum.)
        let free = space - (layout + child).measured(axis) - st.marginForAxis(axis, marginBasis, direction)
        let startMargin: Double
        if startAuto && endAuto {
            startMargin = axis.isRow && free < 0 ? 0 : free / 2
        } else if startAuto {
            startMargin = free
        } else {
            startMargin = st.inlineStartMargin(axis, direction, marginBasis)
        }
        return blockStart + startInset + startMargin
    }

    /// The web's defaults: where `alignsBetweenInsets` puts the box's border box (from the containing
    /// block's start): aligned by its `align-self` in the space its insets leave (insets that overlap
    /// leave an empty space at the start inset, as Chrome does), and, when its margin box overflows that
    /// space, moved into the smallest range holding both that space and the containing block, at its
    /// start when it does not fit (CSS Position 3, 4.1 and 4.4, as Chrome places it).
    private func alignedInInsets(
        _ containingBlock: Int, _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection,
        _ blockSize: Double, _ marginBasis: Double
    ) -> Double {
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        let start = axis.inlineStartEdge(direction)
        let end = axis.inlineEndEdge(direction)
        let blockStart = blockBorder(containingBlock, start, direction)
        let blockEnd = (layout + containingBlock).measured(axis) - blockBorder(containingBlock, end, direction)
        let spaceStart = blockStart + st.inset(start, insetDirection, blockSize)
        var spaceEnd = blockEnd - st.inset(end, insetDirection, blockSize)
        let align = st.pointee.alignSelf
        if spaceEnd < spaceStart { spaceEnd = spaceStart }
        let outer = (layout + child).measured(axis) + st.marginForAxis(axis, marginBasis, direction)
        let free = spaceEnd - spaceStart - outer
        var marginStart = spaceStart + (align == .flexEnd ? free : align == .center ? free / 2 : 0)
        if free < 0 {
            let low = min(blockStart, spaceStart)
            let high = max(blockEnd, spaceEnd)
            if outer > high - low {
                marginStart = low
            } else {
                marginStart = min(max(marginStart, low), high - outer)
            }
        }
        return marginStart + st.inlineStartMargin(axis, direction, marginBasis)
    }

    /// Whether both insets of an axis (in flex-start/flex-end terms) are set and not `auto`.
    private func bothInsets(_ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection) -> Bool {
        let st = style + child
        return st.insetDefined(axis.leadingEdge, direction)
            && st.insetDefined(axis.trailingEdge, direction)
            && !st.insetAuto(axis.leadingEdge, direction) && !st.insetAuto(axis.trailingEdge, direction)
    }

    /// Places an absolute child on one axis: by its start inset, else its end inset, else by the
    /// parent's `justify-content` (main axis) or `align-items`/`align-self` (cross axis).
    private func positionAbsoluteChild(
        _ containingBlock: Int, _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection,
        isMainAxis: Bool, _ blockWidth: Double, _ blockHeight: Double
    ) {
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        let blockSize = axis.isRow ? blockWidth : blockHeight
        // The web's defaults: percentage margins resolve against the containing block's width on both
        // axes (CSS 2.1, 8.3), also when its height is not definite.
        let marginBasis = web ? blockWidth : blockSize
        // The web's defaults: which of two insets wins is the containing block's direction's choice (CSS 2.1,
        // 10.3.7), not the direction of the static parent the box is reached through.
        let blockDirection = web ? layout[containingBlock].direction : direction
        let start = axis.inlineStartEdge(blockDirection)
        let end = axis.inlineEndEdge(blockDirection)
        let startsAtInlineStart = start == axis.leadingEdge
        if st.insetDefined(start, insetDirection) && !st.insetAuto(start, insetDirection) {
            var fromStart = yogaFloat(
                yogaFloat(st.inset(start, insetDirection, blockSize) + blockBorder(containingBlock, start, direction))
                    + st.inlineStartMargin(axis, blockDirection, marginBasis))
            if web && bothInsets(child, axis, insetDirection) {
                if let placed = placedByAutoMargins(
                    containingBlock, child, axis, blockDirection, blockSize, marginBasis)
                {
                    fromStart = placed
                } else if !axis.isRow && alignsBetweenInsets(child) {
                    fromStart = alignedInInsets(containingBlock, child, axis, blockDirection, blockSize, marginBasis)
                }
            }
            layout[child].position[axis.leadingEdge] =
                startsAtInlineStart ? fromStart : oppositeEdge(fromStart, axis, containingBlock, child)
        } else if st.insetDefined(end, insetDirection) && !st.insetAuto(end, insetDirection) {
            var fromStart = yogaFloat((layout + containingBlock).measured(axis) - (layout + child).measured(axis))
            fromStart = yogaFloat(fromStart - blockBorder(containingBlock, end, direction))
            fromStart = yogaFloat(fromStart - st.inlineEndMargin(axis, blockDirection, marginBasis))
            fromStart = yogaFloat(fromStart - st.inset(end, insetDirection, blockSize))
            layout[child].position[axis.leadingEdge] =
                startsAtInlineStart ? fromStart : oppositeEdge(fromStart, axis, containingBlock, child)
        } else if isMainAxis {
            switch style[parent].justifyContent {
            case .flexStart, .spaceBetween: placeAtStart(parent, child, direction, axis, blockWidth)
            case .flexEnd: placeAtEnd(parent, child, direction, axis, blockWidth)
            case .center, .spaceAround, .spaceEvenly: placeAtCenter(parent, child, direction, axis, blockWidth)
            }
        } else {
            var align = alignment(of: child, in: parent)
            if style[parent].flexWrap == .wrapReverse {
                align = align == .flexEnd ? .flexStart : (align == .center ? .center : .flexEnd)
                // The web's defaults: `baseline` places the static position at the start of the writing
                // mode (top, or the inline start of a column), which wrap-reverse does not turn round.
                let own = st.pointee.alignSelf
                if web && (own == .auto ? style[parent].alignItems : own) == .baseline { align = .flexStart }
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
        yogaFloat(yogaFloat((layout + block).measured(axis) - (layout + child).measured(axis)) - position)
    }

    private var insetsIncludePadding: Bool { !errata.contains(.absolutePositionWithoutInsetsExcludesPadding) }

    private func placeAtStart(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        var position = yogaFloat(
            (style + child).leadingMargin(axis, direction, blockWidth) + layout[parent].border[axis.leadingEdge])
        if insetsIncludePadding { position = yogaFloat(position + layout[parent].padding[axis.leadingEdge]) }
        layout[child].position[axis.leadingEdge] = position
    }

    private func placeAtEnd(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        var fromEnd = yogaFloat(
            layout[parent].border[axis.trailingEdge] + (style + child).trailingMargin(axis, direction, blockWidth))
        if insetsIncludePadding { fromEnd = yogaFloat(fromEnd + layout[parent].padding[axis.trailingEdge]) }
        layout[child].position[axis.leadingEdge] = oppositeEdge(fromEnd, axis, parent, child)
    }

    private func placeAtCenter(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        let lay = layout + parent
        // Each step in floats under Yoga's defaults, as Yoga computes it.
        var contentSize = yogaFloat(
            yogaFloat(lay.measured(axis) - lay.pointee.border[axis.leadingEdge]) - lay.pointee.border[axis.trailingEdge]
        )
        if insetsIncludePadding {
            contentSize = yogaFloat(contentSize - lay.pointee.padding[axis.leadingEdge])
            contentSize = yogaFloat(contentSize - lay.pointee.padding[axis.trailingEdge])
        }
        let childOuter = yogaFloat(
            (layout + child).measured(axis) + (style + child).marginForAxis(axis, blockWidth, direction))
        var position = yogaFloat(
            yogaFloat(yogaFloat(contentSize - childOuter) / 2 + lay.pointee.border[axis.leadingEdge])
                + (style + child).leadingMargin(axis, direction, blockWidth))
        if insetsIncludePadding { position = yogaFloat(position + lay.pointee.padding[axis.leadingEdge]) }
        layout[child].position[axis.leadingEdge] = position
    }
}
