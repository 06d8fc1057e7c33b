/// CSS §9.6 step 15 "align-content", §9.4 step 8 for baseline-aligned items across lines, and the
/// stretching of items to their line (step 11 for multi-line containers).
extension LayoutPass {
    /// Places the lines of a container on its cross axis and aligns items within each line.
    func alignContent(_ c: inout FlexContainer, lineCount: Int, totalLineCrossDim: Double, crossAxisGap: Double) {
        let node = c.node
        let crossAxis = c.crossAxis
        let direction = c.direction
        var leadPerLine = 0.0
        var currentLead = c.leadingPaddingAndBorderCross
        var extraSpacePerLine = 0.0

        // Under Yoga's defaults every step in floats, as Yoga computes it (`yogaFloat`).
        let unclampedCrossDim: Double
        if c.sizingModeCross == .stretchFit {
            unclampedCrossDim = yogaFloat(c.availableInnerCross + c.paddingAndBorderCross)
        } else if (style + node).hasDefiniteLength(crossAxis, c.crossAxisOwnerSize) {
            unclampedCrossDim = (style + node).resolvedDimension(
                crossAxis, direction, c.crossAxisOwnerSize, c.ownerWidth)
        } else {
            unclampedCrossDim = yogaFloat(totalLineCrossDim + c.paddingAndBorderCross)
        }
        let innerCrossDim = yogaFloat(
            (style + node).bound(unclampedCrossDim, crossAxis, direction, c.crossAxisOwnerSize, c.ownerWidth)
                - c.paddingAndBorderCross)
        let remaining = yogaFloat(innerCrossDim - totalLineCrossDim)
        var align = style[node].alignContent
        if !(remaining >= 0) {
            switch align {
            case .spaceBetween, .stretch: align = .flexStart
            case .spaceAround, .spaceEvenly:
                // The web's defaults: their fallback, `safe center`, overflows at the writing mode's start,
                // which `wrap-reverse` puts at the lines' cross-end (CSS Box Alignment 3, 4.3 and 5.3).
                align = web && style[node].flexWrap == .wrapReverse ? .flexEnd : .flexStart
            default: break
            }
        }
        let lines = Double(lineCount)
        switch align {
        case .flexEnd: currentLead = yogaFloat(currentLead + remaining)
        case .center: currentLead = yogaFloat(currentLead + remaining / 2)
        case .stretch: extraSpacePerLine = yogaFloat(remaining / lines)
        case .spaceAround:
            currentLead = yogaFloat(currentLead + yogaFloat(remaining / (2 * lines)))
            leadPerLine = yogaFloat(remaining / lines)
        case .spaceEvenly:
            currentLead = yogaFloat(currentLead + yogaFloat(remaining / (lines + 1)))
            leadPerLine = yogaFloat(remaining / (lines + 1))
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = yogaFloat(remaining / (lines - 1)) }
        case .auto, .flexStart, .baseline: break
        }

        var lineEnd = firstLayoutChild(node)
        for lineIndex in 0..<lineCount {
            let lineStart = lineEnd
            var lineHeight = 0.0
            // The web's defaults: the largest of the baseline-sharing group's ascents and descents,
            // negative ones (negative margins) included; Yoga's start at 0.
            var maxAscent = web ? Double.nan : 0.0
            var maxDescent = web ? Double.nan : 0.0
            var child = lineStart
            while child >= 0 {
                if style[child].display != .none && style[child].positionType != .absolute {
                    if Int(layout[child].lineIndex) != lineIndex { break }
                    let measuredCross = (layout + child).measured(crossAxis)
                    if !measuredCross.isNaN && measuredCross >= 0 {
                        lineHeight = maxOrDefined(lineHeight, outerSize(child, crossAxis, c.availableInnerWidth))
                    }
                    if alignment(of: child, in: node) == .baseline {
                        let ascent = yogaFloat(
                            baseline(of: child)
                                + (style + child).leadingMargin(.column, direction, c.availableInnerWidth))
                        let descent = yogaFloat(
                            yogaFloat(
                                layout[child].measuredHeight
                                    + (style + child).marginForAxis(.column, c.availableInnerWidth, c.direction))
                                - ascent)
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, yogaFloat(maxAscent + maxDescent))
                    } else if c.isColumnBaselineLayout && isColumnBaselineItem(child, in: node, c.direction) {
                        let (ascent, descent) = columnBaselineExtents(c, child)
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                child = nextLayoutChild(child, node)
            }
            lineEnd = child
            if c.defersStretch && !(extraSpacePerLine > 0) {
                stretchDeferredItems(&c, from: lineStart, to: lineEnd, lineCrossDim: lineHeight)
            }
            currentLead = yogaFloat(currentLead + (lineIndex != 0 ? crossAxisGap : 0))
            lineHeight = yogaFloat(lineHeight + extraSpacePerLine)
            // The web's defaults: a single line is as tall as its container's inner cross size when
            // that is definite (Flexbox 9.4 step 8), even below its items, else as its items within the
            // container's min and max cross sizes (step 15).
            if web && !c.isWrap {
                let definite =
                    c.sizingModeCross == .stretchFit
                    || (style + node).hasDefiniteLength(crossAxis, c.crossAxisOwnerSize)
                lineHeight =
                    definite
                    ? innerCrossDim
                    : (style + node).bound(
                        maxOrDefined(lineHeight, totalLineCrossDim) + c.paddingAndBorderCross, crossAxis, direction,
                        c.crossAxisOwnerSize, c.ownerWidth) - c.paddingAndBorderCross
            }

            child = lineStart
            while child != lineEnd {
                defer { child = nextLayoutChild(child, node) }
                guard isInFlow(child) else { continue }
                placeInLine(
                    &c, child, currentLead: currentLead, lineHeight: lineHeight, leadPerLine: leadPerLine,
                    maxAscent: maxAscent, maxDescent: maxDescent)
            }
            currentLead = yogaFloat(currentLead + yogaFloat(leadPerLine + lineHeight))
        }
    }

    /// Positions one item inside its line on the cross axis (stretching it to the line if needed).
    private func placeInLine(
        _ c: inout FlexContainer, _ child: Int, currentLead: Double, lineHeight: Double, leadPerLine: Double,
        maxAscent: Double, maxDescent: Double
    ) {
        let node = c.node
        let crossAxis = c.crossAxis
        let direction = c.direction
        let leadingEdge = crossAxis.leadingEdge
        if c.isColumnBaselineLayout && isColumnBaselineItem(child, in: node, c.direction) {
            if c.isWrap {
                let margins = (style + child).marginForAxis(.row, c.availableInnerWidth, direction)
                fitToLine(&c, child, lineWidth: lineHeight - margins)
            }
            placeOnColumnBaseline(c, child, currentLead: currentLead, maxAscent: maxAscent)
            return
        }
        if web && placeInLineByCSS(&c, child, currentLead: currentLead, lineHeight: lineHeight) { return }
        switch alignment(of: child, in: node) {
        case .flexStart:
            layout[child].position[leadingEdge] = yogaFloat(
                currentLead + (style + child).leadingInset(crossAxis, direction, c.availableInnerWidth))
        case .flexEnd:
            var position = yogaFloat(currentLead + lineHeight)
            position = yogaFloat(position - (style + child).trailingMargin(crossAxis, direction, c.availableInnerWidth))
            layout[child].position[leadingEdge] = yogaFloat(position - (layout + child).measured(crossAxis))
        case .center:
            let childHeight = (layout + child).measured(crossAxis)
            layout[child].position[leadingEdge] = yogaFloat(currentLead + yogaFloat(lineHeight - childHeight) / 2)
        case .stretch:
            layout[child].position[leadingEdge] = yogaFloat(
                currentLead + (style + child).leadingMargin(crossAxis, direction, c.availableInnerWidth))
            if web {
                layout[child].position[leadingEdge] += webRelativeOffset(
                    child, from: leadingEdge, resolveDirection(child, direction), c.availableInnerWidth,
                    definiteInnerHeight(&c))
            }
            if !(style + child).hasDefiniteLength(crossAxis, c.availableInnerCross)
                && stretchesItsCrossSize(child, crossAxis)
            {
                // The web's defaults: the line's cross size (align-content's stretch included), not the
                // space after it that other distributions leave (Flexbox 9.4 step 11, 9.6 step 15), with
                // the main size's own margins in a column (Yoga adds the leading space and the cross
                // axis' margins).
                let stretched = web ? lineHeight : yogaFloat(leadPerLine + lineHeight)
                let childWidth =
                    c.isMainAxisRow
                    ? yogaFloat(
                        layout[child].measuredWidth
                            + (style + child).marginForAxis(c.mainAxis, c.availableInnerWidth, c.direction))
                    : stretched
                let childHeight =
                    !c.isMainAxisRow
                    ? yogaFloat(
                        layout[child].measuredHeight
                            + (style + child).marginForAxis(
                                web ? c.mainAxis : crossAxis, c.availableInnerWidth, c.direction))
                    : stretched
                if web {
                    webStretchInLine(&c, child, crossAxis, childWidth, childHeight)
                } else if !(inexactEquals(childWidth, layout[child].measuredWidth)
                    && inexactEquals(childHeight, layout[child].measuredHeight))
                {
                    layoutNode(
                        child, childWidth, childHeight, direction, .stretchFit, .stretchFit, c.availableInnerWidth,
                        definiteInnerHeight(&c), performLayout: true)
                }
            }
        case .baseline:
            layout[child].position[.top] = yogaFloat(
                yogaFloat(yogaFloat(currentLead + maxAscent) - baseline(of: child))
                    + (web
                        ? webRelativeOffset(
                            child, from: .top, resolveDirection(child, direction), c.availableInnerWidth,
                            definiteInnerHeight(&c))
                        : (style + child).leadingInset(.column, direction, c.availableInnerCross)))
            if web && style[node].flexWrap == .wrapReverse {
                // The baseline-sharing group sits at the line's cross-start, the bottom, and keeps its
                // items' baselines aligned: placed so that `reverseLinesInContentBox` mirrors it there.
                let st = style + child
                layout[child].position[.top] =
                    currentLead + maxDescent + baseline(of: child) - layout[child].measuredHeight
                    - st.trailingMargin(.column, direction, c.availableInnerWidth)
                    + st.leadingMargin(.column, direction, c.availableInnerWidth)
                    + webRelativeOffset(
                        child, from: .top, resolveDirection(child, direction), c.availableInnerWidth,
                        definiteInnerHeight(&c))
            }
        case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
            break
        }
    }

    /// The web's defaults: lays a stretched item out again at its line's cross size (outer sizes
    /// `width` and `height`) when that changes its border box, or when its items' percentages were
    /// resolved against an indefinite cross size. A stretched height is definite (Flexbox 9.8), not the
    /// one its ratio gave; an item whose box the stretch leaves as it is keeps its layout, as browsers
    /// keep it (its items' percentages stay resolved against its ratio's height).
    @inline(never)
    private func webStretchInLine(
        _ c: inout FlexContainer, _ child: Int, _ crossAxis: FlexDirection, _ width: Double, _ height: Double
    ) {
        let st = style + child
        let innerWidth = yogaFloat(width - st.marginForAxis(.row, c.availableInnerWidth, c.direction))
        let innerHeight = yogaFloat(height - st.marginForAxis(.column, c.availableInnerWidth, c.direction))
        let heightChanges = !inexactEquals(innerHeight, layout[child].measuredHeight)
        // An item whose stretch waited for this step was only measured: it is laid out here even at the size
        // it was measured at (a line given a rounding error's worth of space left it unlaid, 0 x 0).
        guard
            heightChanges || !inexactEquals(innerWidth, layout[child].measuredWidth)
                || (c.defersStretch && defersStretch(of: child, &c)) || relaysOutForPercentages(child, crossAxis)
        else { return }
        if heightChanges { layout[child].webRatioHeight = false }
        layoutNode(
            child, width, height, c.direction, .stretchFit, .stretchFit, c.availableInnerWidth,
            definiteInnerHeight(&c), performLayout: true)
    }

    /// The web's defaults: a stretched item whose children use percentages is laid out again at its line's
    /// cross size even when its content already gave that size, unless its last layout was at that size
    /// exactly: the size is then definite for the children's percentages (Flexbox 9.4 step 11).
    private func relaysOutForPercentages(_ child: Int, _ crossAxis: FlexDirection) -> Bool {
        guard links[child].percentChildCount > 0 else { return false }
        let entry = caches[child].layout
        return (crossAxis.isRow ? entry.widthMode : entry.heightMode) != .stretchFit
    }

    /// The web's defaults: an item of a multi-line column that is not stretched, of auto width and no
    /// aspect ratio, is laid out again fit-content within its line's cross size (`lineWidth`, without its
    /// margins) where that is wider than it, as Chrome has it: its hypothetical cross size was fitted to
    /// the column's width (Flexbox 9.4 step 7), and its line may be wider than that.
    @inline(never)
    private func fitToLine(_ c: inout FlexContainer, _ child: Int, lineWidth: Double) {
        let st = style + child
        guard
            st.aspectRatio.isNaN && !st.hasDefiniteLength(.row, c.availableInnerWidth)
                && layout[child].measuredWidth < lineWidth - 0.0001
        else { return }
        var width = lineWidth + st.marginForAxis(.row, c.availableInnerWidth, c.direction)
        var widthMode = SizingMode.fitContent
        constrainMaxSize(child, c.direction, .row, c.availableInnerWidth, c.availableInnerWidth, &widthMode, &width)
        let height = layout[child].measuredHeight + st.marginForAxis(.column, c.availableInnerWidth, c.direction)
        layoutNode(
            child, width, height, layout[c.node].direction, widthMode, .stretchFit, c.availableInnerWidth,
            definiteInnerHeight(&c), performLayout: true)
    }

    /// The web's defaults: a `flex-start`, `flex-end` or `center` item of a multi-line container is
    /// placed by its margin box in its line (Flexbox 9.6 step 14; Yoga places `flex-start` by its inset
    /// instead of its margin and centers the border box), then moved by its relative offset (CSS 2.1,
    /// 9.4.3). Returns false for the other alignments, which keep Yoga's placement.
    private func placeInLineByCSS(_ c: inout FlexContainer, _ child: Int, currentLead: Double, lineHeight: Double)
        -> Bool
    {
        let crossAxis = c.crossAxis
        let direction = c.direction
        let align = alignment(of: child, in: c.node)
        let st = style + child
        // Flexbox 9.6 step 13: auto margins take the line's free space; the item is not stretched.
        // In wrap-reverse the items are mirrored afterwards: an auto margin takes the space on the
        // side it will end up on.
        let reversed = style[c.node].flexWrap == .wrapReverse
        let leadingAuto =
            reversed
            ? st.isTrailingMarginAuto(crossAxis, direction) : st.isLeadingMarginAuto(crossAxis, direction)
        let trailingAuto =
            reversed
            ? st.isLeadingMarginAuto(crossAxis, direction) : st.isTrailingMarginAuto(crossAxis, direction)
        guard align == .flexStart || align == .flexEnd || align == .center || leadingAuto || trailingAuto else {
            return false
        }
        let leading = st.leadingMargin(crossAxis, direction, c.availableInnerWidth)
        let trailing = st.trailingMargin(crossAxis, direction, c.availableInnerWidth)
        if !c.isMainAxisRow && c.isWrap { fitToLine(&c, child, lineWidth: lineHeight - leading - trailing) }
        let size = (layout + child).measured(crossAxis)
        let offset = webRelativeOffset(
            child, from: crossAxis.leadingEdge, resolveDirection(child, direction), c.availableInnerWidth,
            definiteInnerHeight(&c))
        let free = lineHeight - leading - trailing - size
        let shift: Double
        if (leadingAuto || trailingAuto) && free > 0 {
            shift = leadingAuto && trailingAuto ? free / 2 : leadingAuto ? free : 0
        } else if leadingAuto || trailingAuto {
            // With no room, auto margins are 0 and `align-self` does not apply: the item keeps the line's
            // top, which wrap-reverse's mirroring makes the far side here (9.6 steps 13 and 14).
            shift = reversed ? free : 0
        } else {
            switch align {
            case .flexEnd: shift = free
            case .center: shift = free / 2
            default: shift = 0
            }
        }
        layout[child].position[crossAxis.leadingEdge] = currentLead + leading + shift + offset
        return true
    }
}
