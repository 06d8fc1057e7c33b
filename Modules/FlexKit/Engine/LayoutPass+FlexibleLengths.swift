/// CSS §9.7 "Resolving Flexible Lengths": Yoga's two-pass form, and the specification's loop for the
/// web's defaults.
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
            line.remainingFreeSpace = originalFreeSpace - resolveByFreezing(&c, &line)
            return
        }
        // §4.5 (web defaults only): the automatic minimum size of each item; its specified size
        // suggestion resolves percentages against the container's inner main size.
        var child = line.first
        while child != line.end {
            if isInFlow(child) {
                layout[child].autoMinMainSize =
                    web
                    ? automaticMinimumSize(
                        child, c.mainAxis, c.direction, c.availableInnerMain, c.availableInnerWidth,
                        c.availableInnerHeight, stretchedCross: stretchedCrossSize(&c, child)) : .nan
            }
            child = nextLayoutChild(child, c.node)
        }
        freezeViolations(&c, &line)
        let distributed = distributeFreeSpace(&c, &line)
        line.remainingFreeSpace = originalFreeSpace - distributed
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
                layout[child].computedFlexBasis, c.mainAxis, c.direction, c.mainAxisOwnerSize, c.ownerWidth)
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
                layout[child].computedFlexBasis, mainAxis, direction, c.mainAxisOwnerSize, c.ownerWidth)
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
            deltaFreeSpace += mainSize - basis
            layOutFlexedItem(&c, child, mainSize: mainSize)
        }
        return deltaFreeSpace
    }

    /// Lays out (or measures) an item at its flexed main size, choosing its cross size and mode.
    func layOutFlexedItem(_ c: inout FlexContainer, _ child: Int, mainSize flexedSize: Double) {
        let node = c.node
        let mainAxis = c.mainAxis
        let crossAxis = c.crossAxis
        let direction = c.direction
        let marginMain = (style + child).marginForAxis(mainAxis, c.availableInnerWidth)
        let marginCross = (style + child).marginForAxis(crossAxis, c.availableInnerWidth)
        var childCrossSize = Double.nan
        var childMainSize = flexedSize + marginMain
        var childCrossMode = SizingMode.maxContent
        var childMainMode = SizingMode.stretchFit
        let ratio = (style + child).aspectRatio
        let crossDefinite = (style + child).hasDefiniteLength(crossAxis, c.availableInnerCross)
        let stretches =
            alignment(of: child, in: node) == .stretch && stretchesItsCrossSize(child, crossAxis)
            && !(style + child).isLeadingMarginAuto(crossAxis, direction)
            && !(style + child).isTrailingMarginAuto(crossAxis, direction)

        // The ratio gives the cross size, unless (the web's defaults) the item sets a definite one or
        // is stretched to one (Flexbox 9.4 step 11).
        let stretchedDefinite =
            web && stretches && !c.isWrap && c.sizingModeCross == .stretchFit && !c.availableInnerCross.isNaN
        if !ratio.isNaN && !(web && (crossDefinite || stretchedDefinite)) {
            childCrossSize =
                sizeThroughRatio(
                    child, childMainSize - marginMain, from: mainAxis, direction, c.availableInnerWidth,
                    c.availableInnerHeight) + marginCross
            childCrossMode = .stretchFit
        } else if !c.availableInnerCross.isNaN && !crossDefinite && c.sizingModeCross == .stretchFit
            && !(c.isWrap && c.mainAxisOverflows) && stretches
        {
            childCrossSize = c.availableInnerCross
            childCrossMode = .stretchFit
        } else if !crossDefinite {
            childCrossSize = c.availableInnerCross
            childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
        } else {
            childCrossSize =
                (style + child).resolvedDimension(crossAxis, direction, c.availableInnerCross, c.availableInnerWidth)
                + marginCross
            let loosePercentage =
                (style + child).dimension(crossAxis).isPercent && c.sizingModeCross != .stretchFit
            childCrossMode = childCrossSize.isNaN || loosePercentage ? .maxContent : .stretchFit
        }

        constrainMaxSize(
            child, direction, mainAxis, c.availableInnerMain, c.availableInnerWidth, &childMainMode, &childMainSize)
        constrainMaxSize(
            child, direction, crossAxis, c.availableInnerCross, c.availableInnerWidth, &childCrossMode,
            &childCrossSize)

        let requiresStretchLayout = !crossDefinite && stretches
        let childWidth = c.isMainAxisRow ? childMainSize : childCrossSize
        let childHeight = c.isMainAxisRow ? childCrossSize : childMainSize
        let childWidthMode = c.isMainAxisRow ? childMainMode : childCrossMode
        let childHeightMode = c.isMainAxisRow ? childCrossMode : childMainMode
        layoutNode(
            child, childWidth, childHeight, layout[node].direction, childWidthMode, childHeightMode,
            c.availableInnerWidth, c.availableInnerHeight, performLayout: c.performLayout && !requiresStretchLayout)
        if layout[child].hadOverflow { layout[node].hadOverflow = true }
    }
}

/// §9.7 as the specification writes it, for the web's defaults: the free space is distributed among
/// the unfrozen items, which are clamped; the items whose violation points the same way as the line's
/// total violation are frozen, and the loop goes on until every item is frozen.
extension LayoutPass {
    /// Sizes a line's items by the §9.7 loop and lays each out at its size. Returns the space
    /// distributed (the items' sizes minus their flex bases clamped by min and max).
    func resolveByFreezing(_ c: inout FlexContainer, _ line: inout FlexLine) -> Double {
        var count = 0
        var child = line.first
        while child != line.end {
            if isInFlow(child) { count += 1 }
            child = nextLayoutChild(child, c.node)
        }
        guard count > 0 else { return 0 }
        // Only the sizes stay on the stack while the items are laid out (each of which may run this
        // loop for its own items): the loop's own state is gone by then.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { sizes in
            let distributed = withUnsafeTemporaryAllocation(of: FreezingItem.self, capacity: count) { items in
                freezeLoop(&c, line, items: items.baseAddress!, count: count, sizes: sizes.baseAddress!)
            }
            var index = 0
            var child = line.first
            while child != line.end {
                if isInFlow(child) {
                    layOutFlexedItem(&c, child, mainSize: sizes[index])
                    index += 1
                }
                child = nextLayoutChild(child, c.node)
            }
            return distributed
        }
    }

    /// The loop over the line's in-flow items, in order, each read from its style once: writes each
    /// item's main size to `sizes` and returns the space distributed.
    private func freezeLoop(
        _ c: inout FlexContainer, _ line: FlexLine, items: UnsafeMutablePointer<FreezingItem>, count: Int,
        sizes: UnsafeMutablePointer<Double>
    ) -> Double {
        // Yoga's free space is the container's inner size minus the items' outer clamped bases: sizes
        // below are counted relative to those bases.
        let freeAtClampedBases = line.remainingFreeSpace
        var clampedBases = 0.0
        // Step 1: the line grows when its items' hypothetical main sizes (the automatic minimum
        // included) leave space free, else shrinks.
        var hypotheticals = 0.0
        var index = 0
        var child = line.first
        while child != line.end {
            if isInFlow(child) {
                let item = FreezingItem(self, &c, child)
                clampedBases += item.clampedBase
                hypotheticals += item.size
                (items + index).initialize(to: item)
                index += 1
            }
            child = nextLayoutChild(child, c.node)
        }
        let growing = freeAtClampedBases + clampedBases - hypotheticals > 0
        // Step 2: items that cannot flex, or whose basis already exceeds (growing) or falls short of
        // (shrinking) their hypothetical main size, are frozen at that size.
        var unfrozenCount = 0
        for i in 0..<count {
            let item = items[i]
            let factor = growing ? item.grow : item.shrink
            items[i].frozen = !(factor > 0) || (growing ? item.base > item.size : item.base < item.size)
            if !items[i].frozen { unfrozenCount += 1 }
        }
        func freeSpace() -> Double {
            var used = 0.0
            for i in 0..<count { used += items[i].frozen ? items[i].size : items[i].base }
            return freeAtClampedBases + clampedBases - used
        }
        // Step 3: the initial free space. Step 4: each round freezes at least one item.
        if unfrozenCount > 0 {
            let initialFreeSpace = freeSpace()
            for _ in 0..<count {
                var factors = 0.0
                var scaledShrinks = 0.0
                var unfrozen = 0
                for i in 0..<count where !items[i].frozen {
                    unfrozen += 1
                    factors += growing ? items[i].grow : items[i].shrink
                    scaledShrinks += items[i].shrink * items[i].innerBase
                }
                if unfrozen == 0 { break }
                // 4b: factors summing below 1 take only that fraction of the initial free space.
                var remaining = freeSpace()
                if factors < 1 && abs(initialFreeSpace * factors) < abs(remaining) {
                    remaining = initialFreeSpace * factors
                }
                // 4c, 4d: distribute, clamp, and add up the violations.
                var totalViolation = 0.0
                for i in 0..<count where !items[i].frozen {
                    var target = items[i].base
                    if growing {
                        if factors > 0 { target += remaining * items[i].grow / factors }
                    } else if scaledShrinks > 0 {
                        target += remaining * items[i].shrink * items[i].innerBase / scaledShrinks
                    }
                    let clamped = items[i].bounds.clamp(target)
                    items[i].size = clamped
                    items[i].violation = clamped - target
                    totalViolation += clamped - target
                }
                // 4e: freeze all when nothing violates, else the items violating the way the total does.
                for i in 0..<count where !items[i].frozen {
                    items[i].frozen =
                        totalViolation == 0
                        || (totalViolation > 0 ? items[i].violation > 0 : items[i].violation < 0)
                }
            }
        }
        var distributed = 0.0
        for i in 0..<count {
            distributed += items[i].size - items[i].clampedBase
            sizes[i] = items[i].size
        }
        (items).deinitialize(count: count)
        return distributed
    }
}

/// An item's main-size bounds as `boundMain` applies them (min and max, then padding and border, then
/// the automatic minimum size), resolved once.
struct MainSizeBounds {
    /// The resolved min size, NaN when unset (or unresolvable).
    var minimum: Double
    /// The resolved max size, NaN when unset (or unresolvable).
    var maximum: Double
    var paddingAndBorder: Double
    /// The automatic minimum size, NaN when none applies.
    var automatic: Double
    /// The web's defaults: a larger min beats a smaller max (CSS 2.1, 10.4).
    var minBeatsMax: Bool

    /// `boundMain` of `value`: the same comparisons in the same order.
    @inline(__always) func clamp(_ value: Double) -> Double {
        var clamped = value
        if maximum >= 0 && clamped > maximum {
            clamped = maximum
            if minBeatsMax && minimum >= 0 && clamped < minimum { clamped = minimum }
        } else if minimum >= 0 && clamped < minimum {
            clamped = minimum
        }
        let bounded = maxOrDefined(clamped, paddingAndBorder)
        return !automatic.isNaN && bounded < automatic ? automatic : bounded
    }
}

/// One in-flow item of a line in the §9.7 loop.
struct FreezingItem {
    /// The flex base size, and the same clamped by min and max (against the container's owner size,
    /// as Yoga's free space counts it).
    var base: Double
    var clampedBase: Double
    /// The target main size (first the hypothetical main size) and its last violation.
    var size: Double
    var violation = 0.0
    var grow: Double
    var shrink: Double
    /// The inner flex base size (without padding and border) that scales the shrink factor (9.7 step 4c).
    var innerBase: Double
    var bounds: MainSizeBounds
    var frozen = false

    @inline(__always) init(_ pass: LayoutPass, _ c: inout FlexContainer, _ child: Int) {
        let st = pass.style + child
        let axis = c.mainAxis
        let direction = c.direction
        base = pass.layout[child].computedFlexBasis
        clampedBase = st.clampedToMinMax(base, axis, direction, c.mainAxisOwnerSize, c.ownerWidth)
        grow = pass.flexGrow(child)
        shrink = pass.flexShrink(child)
        let paddingAndBorder = st.paddingAndBorder(axis, direction, c.availableInnerWidth)
        innerBase = max(0, base - paddingAndBorder)
        bounds = MainSizeBounds(
            minimum: st.minDimension(axis).isDefined
                ? st.resolvedMin(axis, direction, c.availableInnerMain, c.availableInnerWidth) : .nan,
            maximum: st.maxDimension(axis).isDefined
                ? st.resolvedMax(axis, direction, c.availableInnerMain, c.availableInnerWidth) : .nan,
            paddingAndBorder: paddingAndBorder,
            automatic: pass.automaticMinimumSize(
                child, axis, direction, c.availableInnerMain, c.availableInnerWidth, c.availableInnerHeight,
                stretchedCross: pass.stretchedCrossSize(&c, child)),
            minBeatsMax: st.pointee.minBeatsMax)
        size = bounds.clamp(base)
    }
}

extension LayoutPass {
    /// The cross size an item will be stretched to when it is definite (a single line in a container of
    /// definite cross size, an item aligned `stretch` without a cross size or auto cross margins), or NaN.
    func stretchedCrossSize(_ c: inout FlexContainer, _ child: Int) -> Double {
        guard !c.isWrap && c.sizingModeCross == .stretchFit && !c.availableInnerCross.isNaN else { return .nan }
        let st = style + child
        guard
            alignment(of: child, in: c.node) == .stretch && !st.hasDefiniteLength(c.crossAxis, c.availableInnerCross)
                && !st.isLeadingMarginAuto(c.crossAxis, c.direction)
                && !st.isTrailingMarginAuto(c.crossAxis, c.direction)
        else { return .nan }
        return c.availableInnerCross - st.marginForAxis(c.crossAxis, c.availableInnerWidth)
    }
}
