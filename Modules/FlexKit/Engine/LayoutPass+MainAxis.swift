/// CSS §9.5 "Main-Axis Alignment" (step 12) and the line's cross size from its items (§9.4 step 8).
extension LayoutPass {
    /// Distributes the remaining free space with auto margins or `justify-content`, places each item
    /// on the main axis, and measures the line's main and cross sizes.
    func justifyMainAxis(_ c: inout FlexContainer, _ line: inout FlexLine) {
        let node = c.node
        let mainAxis = c.mainAxis
        let direction = c.direction
        let leadingPaddingAndBorder = (style + node).leadingPaddingAndBorder(mainAxis, direction, c.ownerWidth)
        let trailingPaddingAndBorder = (style + node).trailingPaddingAndBorder(mainAxis, direction, c.ownerWidth)
        let gap = mainGap(c)

        // A content-sized container has no free space, unless its min size leaves some.
        if c.sizingModeMain == .fitContent && line.remainingFreeSpace > 0 {
            // (The web's defaults: the container's own min size is a percentage of its containing block, CSS 2.1
            // 10.4, not of its inner size, which its items' percentages resolve against.)
            let minimum =
                web
                ? (style + node).resolvedMin(mainAxis, direction, c.mainAxisOwnerSize, c.ownerWidth)
                : (style + node).resolvedMin(mainAxis, direction, c.itemMainOwnerSize, c.itemOwnerWidth)
            if (style + node).minDimension(mainAxis).isDefined && !minimum.isNaN {
                let minAvailable = minimum - leadingPaddingAndBorder - trailingPaddingAndBorder
                let occupied = c.availableInnerMain - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailable - occupied)
            } else if web {
                // The web's defaults: a content box is never below 0 (CSS 2.1, 10.7), so items whose
                // negative margins make the content negative leave that much free space (to auto margins
                // or justify-content), less what they grew into.
                let occupied =
                    line.hypotheticalConsumed.isNaN ? line.sizeConsumed + line.distributedSpace : line.contentMainSize
                line.remainingFreeSpace = occupied < 0 ? -occupied : 0
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leadingMainDim = 0.0
        var betweenMainDim = gap
        var justify = style[node].justifyContent
        if !(line.remainingFreeSpace >= 0) {
            // Overflow falls back to flex-start for the distributed alignments (CSS Box Alignment §4.3);
            // so does a free space that is not a number (Yoga's test, whose answer follows from it).
            switch justify {
            case .spaceBetween: justify = .flexStart
            case .spaceAround, .spaceEvenly:
                // The web's defaults: their fallback is `safe center`, which overflows at the container's
                // start, the writing mode's and not the flex direction's (CSS Box Alignment 3, 4.3 and
                // 5.3): a reversed direction's main end.
                justify = web && style[node].flexDirection.isReverse ? .flexEnd : .flexStart
            default: break
            }
        }
        // The web's defaults: auto margins take only positive free space; otherwise they are 0 and
        // `justify-content` aligns the line (Flexbox 9.5 step 12). Yoga ignores it once a margin is auto.
        if line.numberOfAutoMargins == 0 || (web && line.remainingFreeSpace < 0) {
            let free = line.remainingFreeSpace
            let count = Double(line.itemCount)
            switch justify {
            case .flexStart: break
            case .center: leadingMainDim = yogaFloat(free / 2)
            case .flexEnd: leadingMainDim = free
            case .spaceBetween:
                if line.itemCount > 1 { betweenMainDim = yogaFloat(betweenMainDim + yogaFloat(free / (count - 1))) }
            case .spaceEvenly:
                leadingMainDim = yogaFloat(free / (count + 1))
                betweenMainDim = yogaFloat(betweenMainDim + leadingMainDim)
            case .spaceAround:
                // A line of no in-flow item (only absolute children) has nothing to space around: Yoga
                // divides by its zero items and its frames become NaN; both modes leave the space unused.
                if line.itemCount > 0 {
                    leadingMainDim = yogaFloat(yogaFloat(0.5 * free) / count)
                    betweenMainDim = yogaFloat(betweenMainDim + leadingMainDim * 2)
                }
            }
        }

        // Yoga adds up the line in floats: with its defaults each sum is rounded so.
        line.mainDim = yogaFloat(leadingPaddingAndBorder + leadingMainDim)
        line.crossDim = 0
        var maxAscent = web ? Double.nan : 0.0
        var maxDescent = web ? Double.nan : 0.0
        let isBaseline = c.isBaselineLayout
        let autoMarginShare =
            line.numberOfAutoMargins > 0 ? yogaFloat(line.remainingFreeSpace / Double(line.numberOfAutoMargins)) : 0
        let canSkipFlex = !c.performLayout && c.sizingModeCross == .stretchFit && !line.shrinksIntoFitContent
        let leadingEdge = mainAxis.leadingEdge
        var child = line.first
        while child != line.end {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child) else { continue }
            if (style + child).isLeadingMarginAuto(mainAxis, direction) && line.remainingFreeSpace > 0 {
                line.mainDim = yogaFloat(line.mainDim + autoMarginShare)
            }
            if c.performLayout {
                layout[child].position[leadingEdge] = yogaFloat(layout[child].position[leadingEdge] + line.mainDim)
            }
            if child != line.lastItem {
                line.mainDim = yogaFloat(line.mainDim + betweenMainDim)
            }
            if (style + child).isTrailingMarginAuto(mainAxis, direction) && line.remainingFreeSpace > 0 {
                line.mainDim = yogaFloat(line.mainDim + autoMarginShare)
            }
            if canSkipFlex {
                // The items were not flexed, so their measured sizes are not known: use the bases.
                var size = (style + child).clampedToMinMax(
                    layout[child].computedFlexBasis, mainAxis, direction, c.itemMainOwnerSize, c.itemOwnerWidth)
                if web && c.sizingModeMain != .stretchFit {
                    // The hypothetical main size, the automatic minimum included (Flexbox 9.2 step 3): a
                    // container of indefinite main size is as large as its items' (9.9.1).
                    let minimum = itemAutomaticMinimumSize(&c, child, mainPercentageBasis(&c))
                    if minimum > size { size = minimum }
                    size = flooredByPaddingAndBorder(child, size, c)
                }
                line.mainDim = yogaFloat(
                    line.mainDim
                        + yogaFloat((style + child).marginForAxis(mainAxis, c.availableInnerWidth, c.direction) + size))
                line.crossDim = c.availableInnerCross
            } else {
                line.mainDim = yogaFloat(line.mainDim + outerSize(child, mainAxis, c.availableInnerWidth))
                // The web's defaults: only the items aligned by baselines share them (Flexbox 8.3).
                if isBaseline && (!web || alignment(of: child, in: node) == .baseline) {
                    let ascent =
                        baseline(of: child)
                        + (style + child).leadingMargin(.column, direction, c.availableInnerWidth)
                    let descent =
                        layout[child].measuredHeight
                        + (style + child).marginForAxis(.column, c.availableInnerWidth, c.direction) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else if c.isColumnBaselineLayout && c.isWrap && isColumnBaselineItem(child, in: node, c.direction) {
                    // The web's defaults: a column's line is as wide as its baseline-sharing group too.
                    let (ascent, descent) = columnBaselineExtents(c, child)
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                    line.crossDim = maxOrDefined(line.crossDim, outerSize(child, c.crossAxis, c.availableInnerWidth))
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, outerSize(child, c.crossAxis, c.availableInnerWidth))
                }
            }
        }
        line.mainDim = yogaFloat(line.mainDim + trailingPaddingAndBorder)
        if isBaseline || (c.isColumnBaselineLayout && c.isWrap) {
            line.crossDim = web ? maxOrDefined(line.crossDim, maxAscent + maxDescent) : maxAscent + maxDescent
        }
    }
}
