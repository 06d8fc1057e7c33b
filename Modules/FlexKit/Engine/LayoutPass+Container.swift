/// The flex layout algorithm over a container's children, step by step (CSS §9).
extension LayoutPass {
    /// Runs §9.2 step 3 to §9.8 for a container whose axes and available sizes are known.
    func layOutChildren(_ c: inout FlexContainer, childCount: Int, width: Double, height: Double) {
        let node = c.node
        // Its children are laid out again (see `NodeCache.stale`).
        if web && c.performLayout { caches[node].stale = -1 }
        c.isBaselineLayout = isBaselineLayout(node)
        if web && !c.isMainAxisRow { c.isColumnBaselineLayout = isColumnBaselineLayout(node) }
        if web && c.isWrap && c.performLayout { c.defersStretch = defersStretch(&c) }
        if c.isBaselineLayout { layout[root].history.baselineDepth += 1 }
        defer { if c.isBaselineLayout { layout[root].history.baselineDepth -= 1 } }
        var ownerWidthForChildren = c.availableInnerWidth
        // The web's defaults: a height the content decides (within a max at most) is indefinite, and
        // children's percentages of it have nothing to resolve against (CSS Sizing 3, 5.2.1).
        var ownerHeightForChildren = definiteInnerHeight(&c)
        if fixFlexBasisFitContent {
            let parent = Int(links[node].parent)
            if !(parent >= 0 && style[parent].overflow == .scroll) {
                let margin = layout[node].margin
                if ownerWidthForChildren.isNaN && !c.ownerWidth.isNaN {
                    ownerWidthForChildren = availableInnerSize(
                        node, .row, c.direction, c.ownerWidth - margin.horizontal, c.paddingAndBorderRow,
                        c.ownerWidth, c.ownerWidth)
                }
                if ownerHeightForChildren.isNaN && !c.ownerHeight.isNaN {
                    ownerHeightForChildren = availableInnerSize(
                        node, .column, c.direction, c.ownerHeight - margin.vertical,
                        c.paddingAndBorderColumn, c.ownerHeight, c.ownerWidth)
                }
            }
        }

        // §9.2 step 3: the flex base size of every item.
        var totalMainDim = computeFlexBases(&c, ownerWidthForChildren, ownerHeightForChildren)
        if childCount > 1 {
            totalMainDim = yogaFloat(totalMainDim + yogaFloat(mainGap(c) * Double(childCount - 1)))
        }
        c.mainAxisOverflows = c.sizingModeMain != .maxContent && totalMainDim > c.availableInnerMain
        if web && c.isWrap && c.sizingModeMain == .fitContent {
            // The web's defaults: lines break by the items' hypothetical main sizes (min and max
            // applied: Flexbox 9.3 step 5), which can overflow where the bases fit, and fit where the bases
            // overflow (a `max-width: 0` item's 340-wide base); a row that breaks is wider than the space,
            // so its fit-content width is the space (CSS Sizing 3, 5.1).
            c.mainAxisOverflows = collectFlexLine(&c, from: firstLayoutChild(node), lineIndex: 0).end >= 0
        }
        // (The web's defaults: a multi-line row narrowed by its items' contributions breaks its lines there.)
        let contributionsInnerWidth =
            web && c.isWrap && c.isMainAxisRow && c.sizingModeMain == .fitContent
            ? webLinesBrokenByContributions(&c) : .nan
        var wrappedColumnInnerHeight = Double.nan
        if c.isWrap && c.mainAxisOverflows && c.sizingModeMain == .fitContent {
            if web && !c.isMainAxisRow { wrappedColumnInnerHeight = webLongestLineInnerHeight(&c) }
            c.sizingModeMain = .stretchFit
        }

        // §9.3 step 5: collect items into lines; then size and place each line.
        var lineCount = 0
        var totalLineCrossDim = 0.0
        var maxLineMainDim = 0.0
        let crossAxisGap = crossGap(c)
        var lineStart = firstLayoutChild(node)
        while lineStart >= 0 {
            var line = collectFlexLine(&c, from: lineStart, lineIndex: lineCount)
            lineStart = line.end
            // §9.7: resolve the flexible lengths.
            determineFreeSpace(&c, &line)
            let canSkipFlex =
                !c.performLayout && c.sizingModeCross == .stretchFit && !line.flexesIntoContributions
                && !line.shrinksIntoFitContent
            if !canSkipFlex {
                resolveFlexibleLengths(&c, &line)
            } else if web && !line.hypotheticalConsumed.isNaN {
                // Unflexed items are summed at their hypothetical main sizes, which the content's size is:
                // no space is left.
                line.remainingFreeSpace = 0
            }
            if line.remainingFreeSpace < 0 { layout[node].hadOverflow = true }

            // §9.5 step 12: main-axis alignment; §9.4 step 8: the line's cross size.
            justifyMainAxis(&c, &line)
            var containerCrossAxis = c.availableInnerCross
            if c.sizingModeCross != .stretchFit {
                containerCrossAxis = yogaFloat(
                    (style + node).bound(
                        yogaFloat(line.crossDim + c.paddingAndBorderCross), c.crossAxis, c.direction,
                        c.crossAxisOwnerSize, c.ownerWidth) - c.paddingAndBorderCross)
            }
            if !c.isWrap && c.sizingModeCross == .stretchFit {
                line.crossDim = c.availableInnerCross
            }
            if !c.isWrap {
                line.crossDim = yogaFloat(
                    (style + node).bound(
                        yogaFloat(line.crossDim + c.paddingAndBorderCross), c.crossAxis, c.direction,
                        c.crossAxisOwnerSize, c.ownerWidth) - c.paddingAndBorderCross)
            }

            // §9.6 step 13-14: cross-axis alignment of each item.
            if c.performLayout {
                alignItemsInLine(&c, &line, containerCrossAxis: containerCrossAxis, lineOffset: totalLineCrossDim)
            }
            totalLineCrossDim = yogaFloat(
                totalLineCrossDim + yogaFloat(line.crossDim + (lineCount != 0 ? crossAxisGap : 0)))
            // A line sized by its items' contributions is that size, even where they overflow it; so is one
            // whose items shrink into a fit-content container (the web's defaults: the container is as wide
            // as the space, at least its min-content size, which `webFitContentMinimum` gave it).
            maxLineMainDim = maxOrDefined(
                maxLineMainDim,
                line.flexesIntoContributions || line.shrinksIntoFitContent
                    ? yogaFloat(c.availableInnerMain + c.paddingAndBorderMain) : line.mainDim)
            lineCount += 1
        }

        // §9.6 step 15: align-content, and baselines across lines.
        if c.performLayout && (c.isWrap || c.isBaselineLayout || c.isColumnBaselineLayout) {
            alignContent(&c, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim, crossAxisGap: crossAxisGap)
        }

        if web && caches[node].hasStaleChildren { settleStaleChildren(node) }

        // §9.8 (and §9.4 step 9): the container's own size.
        setFinalSize(
            &c, width: width, height: height, maxLineMainDim: maxLineMainDim, totalLineCrossDim: totalLineCrossDim)
        if !wrappedColumnInnerHeight.isNaN { setWrappedColumnHeight(&c, wrappedColumnInnerHeight) }
        if !contributionsInnerWidth.isNaN {
            layout[node].measuredWidth = (style + node).bound(
                contributionsInnerWidth + c.paddingAndBorderRow, .row, c.direction, c.ownerWidth, c.ownerWidth)
        }

        guard c.performLayout else { return }
        if style[node].flexWrap == .wrapReverse {
            reverseLines(&c)
        }
        // Positions on reversed axes were computed from the start edge; write the other edge.
        if c.mainAxis.isReverse || c.crossAxis.isReverse {
            var child = firstLayoutChild(node)
            while child >= 0 {
                if isInFlow(child) {
                    if c.mainAxis.isReverse { setTrailingPosition(node, child, c.mainAxis) }
                    if c.crossAxis.isReverse { setTrailingPosition(node, child, c.crossAxis) }
                }
                child = nextLayoutChild(child, node)
            }
        }
        // §4.1: absolutely positioned children, laid out by their containing block.
        if style[node].positionType != .static || node == root {
            layOutAbsoluteDescendants(
                containingBlock: node, current: node, widthMode: c.isMainAxisRow ? c.sizingModeMain : c.sizingModeCross,
                direction: c.direction, leftOffset: 0, topOffset: 0, innerWidth: c.availableInnerWidth,
                innerHeight: c.availableInnerHeight)
        }
    }

    /// §9.7 step 1 (Yoga's form): the free space of a line, after the container's own min and max when
    /// it is sized by its content.
    func determineFreeSpace(_ c: inout FlexContainer, _ line: inout FlexLine) {
        let node = c.node
        var sizeBasedOnContent = false
        // (Checked here too, so that Yoga's defaults skip the call.)
        // (Its first test here too: most lines are of an exact main size, which sums no contributions.)
        let contributions =
            web && c.isMainAxisRow && c.sizingModeMain != .stretchFit ? webMaxContentContributions(&c, &line) : .nan
        if !contributions.isNaN {
            // The web's defaults: the content's size is the items' contributions (Flexbox 9.9.1), and
            // the items flex into it from their bases.
            let st = style + node
            var inner =
                st.bound(
                    contributions + c.paddingAndBorderRow, .row, c.direction, c.ownerWidth, c.ownerWidth)
                - c.paddingAndBorderRow
            if c.sizingModeMain == .fitContent && !c.availableInnerMain.isNaN {
                inner = min(inner, c.availableInnerMain)
            }
            c.availableInnerMain = inner
            line.remainingFreeSpace = inner - line.sizeConsumed
            line.flexesIntoContributions = true
            return
        }
        if c.sizingModeMain != .stretchFit {
            // The web's defaults: the content's size is the items' hypothetical main sizes (their
            // automatic minimum included), not their bases.
            let content = line.contentMainSize
            let st = style + node
            let minInner =
                c.isMainAxisRow
                ? st.resolvedMin(.row, c.direction, c.ownerWidth, c.ownerWidth) - c.paddingAndBorderRow
                : st.resolvedMin(.column, c.direction, c.ownerHeight, c.ownerWidth) - c.paddingAndBorderColumn
            var maxInner =
                c.isMainAxisRow
                ? st.resolvedMax(.row, c.direction, c.ownerWidth, c.ownerWidth) - c.paddingAndBorderRow
                : st.resolvedMax(.column, c.direction, c.ownerHeight, c.ownerWidth) - c.paddingAndBorderColumn
            // The web's defaults: a max below the padding and border leaves a content box of 0, not less
            // (CSS Box Sizing 3, 3), so items are not aligned into negative space.
            if web && maxInner < 0 { maxInner = 0 }
            // The web's defaults: a larger min beats the max (CSS 2.1, 10.4 and 10.7).
            if web && minInner > maxInner { maxInner = minInner }
            if !minInner.isNaN && content < minInner {
                c.availableInnerMain = minInner
            } else if !maxInner.isNaN && content > maxInner
                // The web's defaults: a fit-content container offered less than its max is that space (within
                // its min), not its max (fit-content is min(max-content, space), then clamped: CSS Sizing 3,
                // 5.2).
                && !(web && c.sizingModeMain == .fitContent && c.availableInnerMain < maxInner)
            {
                c.availableInnerMain = maxInner
            } else if web && c.sizingModeMain == .fitContent && content > c.availableInnerMain {
                // The web's defaults: items measured at max-content shrink into the space a
                // fit-content container is offered (its size is at most that space), measured or not.
                if !minInner.isNaN && c.availableInnerMain < minInner {
                    c.availableInnerMain = minInner
                } else {
                    line.shrinksIntoFitContent = true
                }
            } else {
                let legacyStretch = errata.contains(.stretchFlexBasis)
                if !legacyStretch && (line.totalFlexGrowFactors == 0 || flexGrow(node) == 0 || web) {
                    // Nothing can grow, or the container itself cannot: the content is the size. (The web's
                    // defaults: always; a container's own `flex-grow` acts in its parent's axis, and a
                    // content-sized main size is its items' hypothetical sizes, CSS Flexbox 9.2 step 3.)
                    c.availableInnerMain = content
                    // The web's defaults: the items take their hypothetical main sizes in it, leaving no
                    // free space for justify-content.
                    if web && !line.hypotheticalConsumed.isNaN && content >= 0 && content.isFinite
                        && line.sizeConsumed.isFinite
                    {
                        line.remainingFreeSpace = content - line.sizeConsumed
                        return
                    }
                }
                sizeBasedOnContent = !legacyStretch
            }
        }
        if !sizeBasedOnContent && !c.availableInnerMain.isNaN {
            line.remainingFreeSpace = yogaFloat(c.availableInnerMain - line.sizeConsumed)
        } else if line.sizeConsumed < 0 {
            line.remainingFreeSpace = -line.sizeConsumed
        }
    }

    /// Flips cross positions for `wrap-reverse`: lines were placed from the cross start.
    func reverseLines(_ c: inout FlexContainer) {
        if web {
            reverseLinesInContentBox(&c)
            return
        }
        let node = c.node
        let crossSize = (layout + node).measured(c.crossAxis)
        let edge = c.crossAxis.leadingEdge
        var child = firstLayoutChild(node)
        while child >= 0 {
            // Yoga flips `display: none` children too, whose size is undefined, and gives them a NaN
            // position; they keep their empty frame here.
            if isInFlow(child) {
                // In floats, as Yoga computes it.
                layout[child].position[edge] = yogaFloat(
                    yogaFloat(crossSize - layout[child].position[edge]) - (layout + child).measured(c.crossAxis))
            }
            child = nextLayoutChild(child, node)
        }
    }

    /// `flex-wrap: wrap-reverse` with the web's defaults (Flexbox 9.6): each item's margin box is
    /// mirrored in the container's content box, so that the cross-start margin, border and padding
    /// stay where CSS puts them, and the relative offset keeps its direction. (Yoga mirrors the border
    /// box in the container's border box.)
    private func reverseLinesInContentBox(_ c: inout FlexContainer) {
        let node = c.node
        let axis = c.crossAxis
        let lead = axis.leadingEdge
        let trail = axis.trailingEdge
        let box = layout[node]
        let end = (layout + node).measured(axis) - box.padding[trail] - box.border[trail]
        let start = box.padding[lead] + box.border[lead]
        var child = firstLayoutChild(node)
        while child >= 0 {
            if isInFlow(child) {
                let offset = webRelativeOffset(
                    child, from: lead, resolveDirection(child, c.direction), c.availableInnerWidth,
                    definiteInnerHeight(&c))
                let margin = layout[child].margin
                let marginStart = layout[child].position[lead] - offset - margin[lead]
                let marginEnd = marginStart + margin[lead] + (layout + child).measured(axis) + margin[trail]
                layout[child].position[lead] = start + (end - marginEnd) + margin[lead] + offset
            }
            child = nextLayoutChild(child, node)
        }
    }

    /// Sets the trailing-edge position of a child from its leading-edge one.
    @inline(__always) func setTrailingPosition(_ node: Int, _ child: Int, _ axis: FlexDirection) {
        layout[child].position[axis.trailingEdge] = yogaFloat(
            yogaFloat((layout + node).measured(axis) - (layout + child).measured(axis))
                - layout[child].position[axis.leadingEdge])
    }
}
