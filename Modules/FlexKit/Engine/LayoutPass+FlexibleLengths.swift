/// CSS §9.7 "Resolving Flexible Lengths": Yoga's two-pass form (the specification's loop for the web's
/// defaults is `LayoutPass+FreezeLoop.swift`).
///
/// The specification loops, freezing items that violate their min or max, until no violation is
/// left. Yoga (and so FlexKit with Yoga's defaults) makes exactly two passes: the first finds the items
/// whose min or max triggers and takes them out of the distribution, the second sizes every item. With
/// the web's defaults, lines with free space to distribute follow the loop (`resolveByFreezing`),
/// including its rule for flex factors summing below 1.
extension LayoutPass {
    /// Distributes a line's free space to its items and lays each item out at its flexed main size.
    func resolveFlexibleLengths(_ c: inout FlexContainer, _ line: inout FlexLine) {
        let originalFreeSpace = line.remainingFreeSpace
        if web && !originalFreeSpace.isNaN {
            // The §9.7 loop finds each item's automatic minimum size itself.
            line.distributedSpace = resolveByFreezing(&c, &line)
            line.remainingFreeSpace = originalFreeSpace - line.distributedSpace
            return
        }
        // §4.5 (web defaults only): the automatic minimum size of each item; its specified size
        // suggestion resolves percentages against the container's inner main size.
        var child = line.first
        while child != line.end {
            if isInFlow(child) {
                layout[child].autoMinMainSize =
                    web
                    ? itemAutomaticMinimumSize(&c, child, mainPercentageBasis(&c)) : .nan
            }
            child = nextLayoutChild(child, c.node)
        }
        freezeViolations(&c, &line)
        let distributed = distributeFreeSpace(&c, &line)
        line.remainingFreeSpace = yogaFloat(originalFreeSpace - distributed)
    }

    /// What the items' percentage main sizes, mins and maxes resolve against in the §9.7 loop: a row's
    /// inner width only when it is definite (laid out exactly, or offered), not the content's size a
    /// max-content row takes once its items are summed; there they are cyclic (CSS Sizing 3, 5.2.1).
    @inline(__always) func freezePercentageBasis(_ c: inout FlexContainer) -> Double {
        c.isMainAxisRow && c.sizingModeMain == .maxContent ? c.itemMainOwnerSize : mainPercentageBasis(&c)
    }

    /// The web's defaults: a hypothetical main size clamped by a max is still at least the item's padding
    /// and border on the main axis (Flexbox 9.2 step 3 floors the content box at zero), percentages of
    /// them resolved against the container's inner width.
    /// (Without padding and border the floor is 0: no call.)
    @inline(__always) func flooredByPaddingAndBorder(_ child: Int, _ size: Double, _ c: FlexContainer) -> Double {
        guard (style + child).hasPaddingOrBorder else { return 0 > size ? 0 : size }
        return flooredByPaddingAndBorder(child, size, c.mainAxis, c.direction, c.itemOwnerWidth)
    }

    /// `flooredByPaddingAndBorder` out of line, from the container's scalars (given the container, the
    /// call copied it for every item).
    @inline(never) func flooredByPaddingAndBorder(
        _ child: Int, _ size: Double, _ mainAxis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double
    ) -> Double {
        let floor = (style + child).paddingAndBorder(mainAxis, direction, ownerWidth)
        return floor > size ? floor : size
    }

    /// A main size clamped by min, max, padding and border, and the automatic minimum size.
    @inline(__always) func boundMain(
        _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, _ value: Double, _ axisSize: Double,
        _ widthSize: Double
    ) -> Double {
        let bounded = (style + child).bound(value, axis, direction, axisSize, widthSize)
        let autoMin = layout[child].autoMinMainSize
        return !autoMin.isNaN && bounded < autoMin ? autoMin : bounded
    }

    /// §9.7 steps 4–5, first pass: items whose flexed size is clamped take their clamped size out of
    /// the free space and their factor out of the totals.
    func freezeViolations(_ c: inout FlexContainer, _ line: inout FlexLine) {
        var deltaFreeSpace = 0.0
        var child = line.first
        while child != line.end {
            defer { child = nextLayoutChild(child, c.node) }
            guard isInFlow(child) else { continue }
            let basis = (style + child).clampedToMinMax(
                layout[child].computedFlexBasis, c.mainAxis, c.direction, c.itemMainOwnerSize, c.itemOwnerWidth)
            if line.remainingFreeSpace < 0 {
                let scaledShrink = yogaFloat(-flexShrink(child) * basis)
                if !scaledShrink.isNaN && scaledShrink != 0 {
                    let base = yogaFloat(
                        basis
                            + yogaFloat(
                                yogaFloat(line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * scaledShrink))
                    let bound = boundMain(
                        child, c.mainAxis, c.direction, base, c.availableInnerMain, c.availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace = yogaFloat(deltaFreeSpace + yogaFloat(bound - basis))
                        line.totalFlexShrinkScaledFactors = yogaFloat(
                            line.totalFlexShrinkScaledFactors
                                - yogaFloat(-flexShrink(child) * layout[child].computedFlexBasis))
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    let base = yogaFloat(
                        basis + yogaFloat(yogaFloat(line.remainingFreeSpace / line.totalFlexGrowFactors) * grow))
                    let bound = (style + child).bound(
                        base, c.mainAxis, c.direction, c.availableInnerMain, c.availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace = yogaFloat(deltaFreeSpace + yogaFloat(bound - basis))
                        line.totalFlexGrowFactors = yogaFloat(line.totalFlexGrowFactors - grow)
                    }
                }
            }
        }
        line.remainingFreeSpace = yogaFloat(line.remainingFreeSpace - deltaFreeSpace)
    }

    /// §9.7 step 4 and §9.4 steps 7 (hypothetical cross size), second pass: sizes each item and lays
    /// it out (or measures it, when it will be stretched later). Returns the space distributed.
    func distributeFreeSpace(_ c: inout FlexContainer, _ line: inout FlexLine) -> Double {
        let node = c.node
        let mainAxis = c.mainAxis
        let direction = c.direction
        var deltaFreeSpace = 0.0
        var child = line.first
        while child != line.end {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child) else { continue }
            let basis = (style + child).clampedToMinMax(
                layout[child].computedFlexBasis, mainAxis, direction, c.itemMainOwnerSize, c.itemOwnerWidth)
            var mainSize = basis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let scaledShrink = yogaFloat(-flexShrink(child) * basis)
                if scaledShrink != 0 {
                    let size: Double
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        size = yogaFloat(basis + scaledShrink)
                    } else {
                        size = yogaFloat(
                            basis
                                + yogaFloat(
                                    yogaFloat(line.remainingFreeSpace / line.totalFlexShrinkScaledFactors)
                                        * scaledShrink))
                    }
                    mainSize = boundMain(child, mainAxis, direction, size, c.availableInnerMain, c.availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    mainSize = boundMain(
                        child, mainAxis, direction,
                        yogaFloat(
                            basis + yogaFloat(yogaFloat(line.remainingFreeSpace / line.totalFlexGrowFactors) * grow)),
                        c.availableInnerMain,
                        c.availableInnerWidth)
                }
            }
            deltaFreeSpace = yogaFloat(deltaFreeSpace + yogaFloat(mainSize - basis))
            layOutFlexedItem(&c, child, mainSize: mainSize)
        }
        return deltaFreeSpace
    }

    /// The web's defaults: the outer cross size (width) a ratio item counts at in a column whose width is
    /// being found, its max-content contribution (CSS Sizing 4, 5.1; Flexbox 9.9.2): the width its
    /// definite height gives through the ratio, else what its min height, padding and border give, at
    /// least its content's max-content width, a text's included (within the max its max height transfers).
    @inline(never)
    private func webRatioContribution(
        _ c: inout FlexContainer, _ child: Int, _ direction: FlexTextDirection, marginCross: Double
    ) -> Double {
        let st = style + child
        let reference = heightIsDefinite(c) ? c.availableInnerHeight : .nan
        var height = st.resolvedDimension(.column, direction, reference, c.availableInnerWidth)
        let definiteHeight = !height.isNaN
        if height.isNaN { height = st.paddingAndBorder(.column, direction, c.availableInnerWidth) }
        var size =
            sizeThroughRatio(child, height, from: .column, direction, c.availableInnerWidth, c.availableInnerHeight)
            + marginCross
        // (A box that clips its overflow has no automatic minimum: with a definite height its content does
        // not count, CSS Sizing 4, 5.1.)
        let hasContent = layoutChildCount(child) > 0 || links[child].hasMeasure
        if hasContent && definiteHeight {
            // With a definite height the ratio gives the width, and the content counts only as the automatic
            // minimum in the ratio-dependent axis: its min-content width, within its max (CSS Sizing 4, 5.1),
            // none under a min width of its own or when it clips its overflow (a `height: 0; aspect-ratio: 1`
            // text of a 40-wide and a 5-wide word makes the column 40 wide in Chrome, not 45).
            if st.pointee.overflow == .visible && (!st.minDimension(.row).isDefined || st.minDimension(.row).isAuto) {
                let minContent = st.bound(
                    minContentSize(child, .row, direction, c.availableInnerWidth, c.availableInnerHeight), .row,
                    resolveDirection(child, direction), c.availableInnerWidth, c.availableInnerWidth)
                let content = min(
                    minContent,
                    ratioTransferredMax(child, .row, direction, c.availableInnerWidth, c.availableInnerHeight))
                size = max(size, content + marginCross)
            }
        } else if hasContent {
            layoutNode(
                child, .nan, .nan, direction, .maxContent, .maxContent, c.availableInnerWidth,
                definiteInnerHeight(&c), performLayout: false)
            // A max height transfers to a max width (CSS Sizing 4, 5.1).
            let content = min(
                layout[child].measuredWidth,
                ratioTransferredMax(child, .row, direction, c.availableInnerWidth, c.availableInnerHeight))
            size = max(size, content + marginCross)
        }
        return size
    }

    /// Lays out (or measures) an item at its flexed main size, choosing its cross size and mode.
    func layOutFlexedItem(_ c: inout FlexContainer, _ child: Int, mainSize flexedSize: Double) {
        let node = c.node
        let mainAxis = c.mainAxis
        let crossAxis = c.crossAxis
        let direction = c.direction
        let marginMain = (style + child).marginForAxis(mainAxis, c.availableInnerWidth, c.direction)
        let marginCross = (style + child).marginForAxis(crossAxis, c.availableInnerWidth, c.direction)
        var childCrossSize = Double.nan
        var childMainSize = yogaFloat(flexedSize + marginMain)
        var childCrossMode = SizingMode.maxContent
        var childMainMode = SizingMode.stretchFit
        let ratio = (style + child).aspectRatio
        // (The web's defaults: a percentage cross size of an indefinite height has nothing to resolve
        // against, CSS Sizing 3, 5.2.1.)
        let crossBasis = web ? crossPercentageBasis(&c) : c.availableInnerCross
        let crossDefinite = (style + child).hasDefiniteLength(crossAxis, crossBasis)
        let stretches =
            alignment(of: child, in: node) == .stretch && stretchesItsCrossSize(child, crossAxis)
            && !(style + child).isLeadingMarginAuto(crossAxis, direction)
            && !(style + child).isTrailingMarginAuto(crossAxis, direction)

        // The ratio gives the cross size, unless (the web's defaults) the item sets a definite one or
        // is stretched to one (Flexbox 9.4 step 11).
        let stretchedDefinite =
            web && stretches && !c.isWrap && c.sizingModeCross == .stretchFit && !c.availableInnerCross.isNaN
            && (!c.isMainAxisRow || heightIsDefinite(c))
        // In a single-line column whose width is not definite, a stretched item's width is its content's:
        // the ratio does not give it from the flexed height (the container's width comes from its items'
        // contributions, Flexbox 9.9.2). A multi-line column's line, once the column's width is known, is as
        // wide as its items' hypothetical cross sizes, which the ratio gives (9.4 steps 7 and 8).
        let stretchedInIndefiniteColumn =
            web && stretches && !c.isMainAxisRow && !stretchedDefinite
            && !(c.isWrap && c.sizingModeCross == .stretchFit)
        let crossFromRatio =
            !ratio.isNaN && !(web && (crossDefinite || stretchedDefinite)) && !stretchedInIndefiniteColumn
        // A column whose width is being found counts a ratio item at its max-content contribution (CSS
        // Sizing 4, 5.1; Flexbox 9.9.2): the width its definite height gives through the ratio, else what its
        // min height, padding and border give, at least its content's (a text's) max-content width; not what
        // its flexed height or its content's height give.
        let ratioContribution =
            web && !ratio.isNaN && !c.isMainAxisRow && c.sizingModeCross != .stretchFit && !crossDefinite
        if ratioContribution {
            childCrossSize = webRatioContribution(&c, child, direction, marginCross: marginCross)
            childCrossMode = .stretchFit
        } else if crossFromRatio {
            childCrossSize = yogaFloat(
                sizeThroughRatio(
                    child, yogaFloat(childMainSize - marginMain), from: mainAxis, direction, c.availableInnerWidth,
                    definiteInnerHeight(&c)) + marginCross)
            childCrossMode = .stretchFit
            if web {
                // The automatic minimum size in the ratio-dependent axis is the content's (CSS Sizing 4).
                // A width is capped by the max width a max height transfers (`max-height: 0` leaves a text 0
                // wide in a multi-line column, as Chrome has it); a height is not (a text's lines raise a
                // `max-width: 25; aspect-ratio: 1` row item to 30).
                var content = ratioDependentContentSize(
                    &c, child, mainSize: childMainSize, ratioSize: childCrossSize - marginCross,
                    width: c.isMainAxisRow ? childMainSize - marginMain : childCrossSize - marginCross)
                if !c.isMainAxisRow {
                    content = min(
                        content,
                        ratioTransferredMax(child, .row, direction, c.availableInnerWidth, definiteInnerHeight(&c)))
                }
                if !content.isNaN && content + marginCross > childCrossSize { childCrossSize = content + marginCross }
            }
        } else if !c.availableInnerCross.isNaN && !crossDefinite && c.sizingModeCross == .stretchFit
            && !(c.isWrap && (c.mainAxisOverflows || web)) && stretches
        {
            // (The web's defaults: a multi-line row's item is stretched to its line's height, which its
            // items' content gives, later: Flexbox 9.4 steps 8 and 11.)
            childCrossSize = c.availableInnerCross
            childCrossMode = .stretchFit
        } else if !crossDefinite {
            // The web's defaults: a height is its content's, never fitted to the space offered.
            childCrossSize = web && c.isMainAxisRow ? .nan : c.availableInnerCross
            childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
            // The web's defaults: an auto height is its content's, whatever the space (CSS 2.1, 10.6.3;
            // Flexbox 9.4 step 7 lays the item out in the space, and a block size does not shrink into it).
            if web && c.isMainAxisRow { childCrossMode = .maxContent }
        } else {
            childCrossSize = yogaFloat(
                (style + child).resolvedDimension(crossAxis, direction, crossBasis, c.availableInnerWidth)
                    + marginCross)
            // (The web's defaults: a row's height that resolves a percentage is definite, from an aspect
            // ratio when not laid out exactly.)
            let loosePercentage =
                (style + child).dimension(crossAxis).isPercent && c.sizingModeCross != .stretchFit
                && !(web && c.isMainAxisRow)
            childCrossMode = childCrossSize.isNaN || loosePercentage ? .maxContent : .stretchFit
        }

        // (The web's defaults: a max-content row's percentages stay cyclic, not of the content's size.)
        // (`freezePercentageBasis` written out: one test in yoga mode.)
        let mainBasis =
            web && c.isMainAxisRow && c.sizingModeMain == .maxContent ? c.itemMainOwnerSize : mainPercentageBasis(&c)
        constrainMaxSize(
            child, direction, mainAxis, mainBasis, c.availableInnerWidth, &childMainMode, &childMainSize)
        constrainMaxSize(
            child, direction, crossAxis, crossPercentageBasis(&c), c.availableInnerWidth, &childCrossMode,
            &childCrossSize)

        let requiresStretchLayout = !crossDefinite && stretches
        let childWidth = c.isMainAxisRow ? childMainSize : childCrossSize
        let childHeight = c.isMainAxisRow ? childCrossSize : childMainSize
        let childWidthMode = c.isMainAxisRow ? childMainMode : childCrossMode
        let childHeightMode = c.isMainAxisRow ? childCrossMode : childMainMode
        if web {
            // A flexed height is definite only in a column of definite height (Flexbox 9.8), or from a
            // definite height, flex basis or aspect ratio of the item's own (as Chrome has it).
            // While a column's width is being found, its items count at their max-content contributions,
            // which no flexed height makes definite (Flexbox 9.9.2): only a height of the item's own.
            let st = style + child
            let measuringWidth = !c.isMainAxisRow && c.sizingModeCross != .stretchFit && !c.performLayout
            // A height of its own counts only under `flex-basis: auto`: a basis set decides the flexed
            // height, so a percentage basis of an indefinite height leaves it indefinite (Flexbox 7.2.3).
            layout[child].webIndefiniteHeight =
                !c.isMainAxisRow && (st.dimension(.column).unit != .points || !st.pointee.flexBasis.isAuto)
                && (measuringWidth || (st.pointee.flexBasis.unit != .points && !heightIsDefinite(c)))
                && st.aspectRatio.isNaN
            // A row item's height from its ratio: its children's percentages resolve against the ratio's.
            layout[child].webRatioHeight = crossFromRatio && c.isMainAxisRow
        }
        // The web's defaults: an item aligned by its baseline is laid out even when its container is only
        // measured, so that its baseline (read from its children's layouts) is this size's (Flexbox 9.4
        // step 8); Yoga reads the children as their last layout left them.
        let performsLayout =
            c.performLayout
            ? !requiresStretchLayout : web && c.isBaselineLayout && alignment(of: child, in: node) == .baseline
        layoutNode(
            child, childWidth, childHeight, layout[node].direction, childWidthMode, childHeightMode,
            c.availableInnerWidth, definiteInnerHeight(&c), performLayout: performsLayout)
        // (Laid out for a measurement, the item no longer has the frame the container's layout gave it: that
        // layout, if one was kept, is made again when asked for, not taken from the cache.)
        if performsLayout && !c.performLayout { caches[node].layout = CachedMeasurement() }
        if layout[child].hadOverflow { layout[node].hadOverflow = true }
    }
}

extension LayoutPass {
    /// The cross size an item will be stretched to when it is definite (a single line in a container of
    /// definite cross size, an item aligned `stretch` without a cross size or auto cross margins), or NaN.
    func stretchedCrossSize(_ c: inout FlexContainer, _ child: Int) -> Double {
        guard !c.isWrap && c.sizingModeCross == .stretchFit && !c.availableInnerCross.isNaN,
            !c.isMainAxisRow || heightIsDefinite(c)
        else { return .nan }
        let st = style + child
        guard
            alignment(of: child, in: c.node) == .stretch && !st.hasDefiniteLength(c.crossAxis, c.availableInnerCross)
                && !st.isLeadingMarginAuto(c.crossAxis, c.direction)
                && !st.isTrailingMarginAuto(c.crossAxis, c.direction)
        else { return .nan }
        // (The web's defaults: a row whose height its ratio gives stretches its items' bases to the ratio's.)
        let cross =
            web && c.isMainAxisRow && layout[c.node].webRatioHeight ? webRatioStretchHeight(&c) : c.availableInnerCross
        return cross - st.marginForAxis(c.crossAxis, c.availableInnerWidth, c.direction)
    }
}

extension LayoutPass {
    /// The web's defaults: the automatic minimum cross size of an item whose cross size its aspect ratio
    /// gives (CSS Sizing 4, 5.1's automatic minimum in the ratio-dependent axis): its content's size at
    /// its main size, unless it sets a min cross size or clips its overflow (NaN then), or its cross size
    /// is not `auto` (a percentage with nothing to resolve against acts as `auto` but has no such minimum,
    /// as in Chrome). Its content is laid out at the size the ratio gives (`ratioSize`, border box): items
    /// of a single line stretched on that axis take that size, not their content's.
    func ratioDependentContentSize(
        _ c: inout FlexContainer, _ child: Int, mainSize: Double, ratioSize: Double, width: Double
    ) -> Double {
        let st = style + child
        guard st.pointee.overflow == .visible && !st.minDimension(c.crossAxis).isDefined else { return .nan }
        guard !st.dimension(c.crossAxis).isPercent else { return .nan }
        // A column item whose height is `auto` but whose min height is set takes the width its flexed height
        // gives, its content not counted (Chrome: `min-height: 0; aspect-ratio: .5` around a 120-wide word
        // is 0 x 0 in a 0-tall column, where `min-height: auto` makes it 120 wide).
        if !c.isMainAxisRow {
            let minimum = st.minDimension(.column).unit
            let height = st.dimension(.column).unit
            guard minimum == .undefined || minimum == .auto || (height != .auto && height != .undefined) else {
                return .nan
            }
        }
        guard links[child].hasMeasure || layoutChildCount(child) > 0 else { return .nan }
        let layoutWidth = c.isMainAxisRow ? mainSize : .nan
        let layoutHeight = c.isMainAxisRow ? .nan : mainSize
        layoutNode(
            child, layoutWidth, layoutHeight, c.direction, c.isMainAxisRow ? .stretchFit : .maxContent,
            c.isMainAxisRow ? .maxContent : .stretchFit, c.availableInnerWidth, definiteInnerHeight(&c),
            performLayout: false)
        var measured = (layout + child).measured(c.crossAxis)
        if !c.isMainAxisRow {
            // A width: the minimum is the min-content width, not the max-content one just measured.
            measured = min(measured, minContentSize(child, .row, c.direction, c.availableInnerWidth, .nan))
        }
        guard !links[child].hasMeasure else { return measured }
        let childDirection = resolveDirection(child, c.direction)
        let childMain = st.pointee.flexDirection.resolved(childDirection)
        // (A width is the min-content width just found: a column's is its items' largest min-content
        // contribution, which stretching does not lower, Flexbox 9.9.1; only a row's height is capped by
        // the ratio's size its stretched items take.)
        guard c.isMainAxisRow && childMain.isRow && st.pointee.flexWrap == .noWrap else { return measured }
        // (Its border-box width, `width`, without its margins: what its items' percentages resolve against.)
        let innerWidth = width - st.paddingAndBorder(.row, childDirection, c.availableInnerWidth)
        return stretchedContentSize(
            child, c.crossAxis, childDirection, ratioSize: ratioSize, ownerWidth: c.availableInnerWidth,
            innerWidth: innerWidth, measured: measured)
    }

    /// The cross size (border box) of a single-line container's content laid out at a definite cross size
    /// `ratioSize`: its items' margin boxes, an item stretched on that axis as large as the inner size
    /// (within its min and max, percentages of the inner size), the others as measured (`measured` is the
    /// size its content gave); their percentage margins resolve against the node's inner width.
    private func stretchedContentSize(
        _ node: Int, _ crossAxis: FlexDirection, _ direction: FlexTextDirection, ratioSize: Double,
        ownerWidth: Double, innerWidth: Double, measured: Double
    ) -> Double {
        let st = style + node
        let paddingAndBorder = st.paddingAndBorder(crossAxis, direction, ownerWidth)
        let inner = max(0, ratioSize - paddingAndBorder)
        var content = 0.0
        var item = firstLayoutChild(node)
        while item >= 0 {
            defer { item = nextLayoutChild(item, node) }
            guard isInFlow(item) else { continue }
            let itemStyle = style + item
            let margin = itemStyle.marginForAxis(crossAxis, innerWidth, direction)
            let unit = itemStyle.dimension(crossAxis).unit
            let stretched =
                (unit == .auto || unit == .undefined) && alignment(of: item, in: node) == .stretch
                && !itemStyle.isLeadingMarginAuto(crossAxis, direction)
                && !itemStyle.isTrailingMarginAuto(crossAxis, direction)
            // (Its percentage min and max resolve against the size the ratio gives, definite.)
            let size =
                stretched
                ? itemStyle.bound(max(0, inner - margin), crossAxis, direction, inner, innerWidth)
                : (layout + item).measured(crossAxis)
            content = max(content, size + margin)
        }
        return min(measured, content + paddingAndBorder)
    }
}
