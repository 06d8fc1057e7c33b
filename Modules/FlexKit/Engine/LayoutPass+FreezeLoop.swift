/// §9.7 as the specification writes it, for the web's defaults: the free space is distributed among
/// the unfrozen items, which are clamped; the items whose violation points the same way as the line's
/// total violation are frozen, and the loop goes on until every item is frozen.
extension LayoutPass {
    /// Sizes a line's items by the §9.7 loop and lays each out at its size. Returns the space
    /// distributed (the items' sizes minus their flex bases clamped by min and max).
    func resolveByFreezing(_ c: inout FlexContainer, _ line: inout FlexLine) -> Double {
        // The line's in-flow items, as `collectFlexLine` counted them.
        let count = line.itemCount
        guard count > 0 else { return 0 }
        if count == 1 {
            var child = line.first
            while !isInFlow(child) { child = nextLayoutChild(child, c.node) }
            let size = singleItemSize(&c, line, child)
            layOutFlexedItem(&c, child, mainSize: size.main)
            return size.distributed
        }
        // Only the sizes stay on the stack while the items are laid out (each of which may run this
        // loop for its own items); the loop's own state, in the tree's working space, is no longer
        // needed by then. (An item's automatic minimum may run loops inside this one's.)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { sizes in
            // (The tree outlives the pass: reached without retaining it, which cost more than the rest.)
            let owner = Unmanaged.passUnretained(tree)
            let items = owner._withUnsafeGuaranteedRef { $0.reserveFreezingItems(count) }
            let distributed = freezeLoop(&c, line, items: items, count: count, sizes: sizes.baseAddress!)
            owner._withUnsafeGuaranteedRef { $0.releaseFreezingItems(items, count) }
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
        // The automatic minimums found for the line's contributions, where percentages resolve alike.
        let knowsAutomatic = line.knowsAutomaticMinimums
        // (The same for every item: found once a line.)
        let percentageBasis = freezePercentageBasis(&c)
        let automaticBasisIsSame = knowsAutomatic && sameSize(line.automaticMinimumBasis, percentageBasis)
        let axis = c.mainAxis
        let isRow = axis.isRow
        var index = 0
        var child = line.first
        while child != line.end {
            if isInFlow(child) {
                let item = items + index
                let st = style + child
                // The automatic minimum found for the line's contributions, where percentages resolve alike.
                let lineKnowsAutomatic =
                    knowsAutomatic && (automaticBasisIsSame || !st.pointee.flags.contains(.percent))
                    && layout[child].autoMinMainSize != Self.automaticMinimumNotFound
                // An item without padding, border, min or max on the main axis (most) is made and clamped
                // here; the others are made out of line, in place.
                if !st.hasPaddingOrBorder && !(isRow ? st.pointee.minWidth : st.pointee.minHeight).isDefined
                    && !(isRow ? st.pointee.maxWidth : st.pointee.maxHeight).isDefined
                {
                    let base = layout[child].computedFlexBasis
                    let specified = st.resolvedDimension(axis, c.direction, percentageBasis, c.availableInnerWidth)
                    let ceiling = specified.isNaN ? Double.infinity : max(0, specified)
                    var automatic = lineKnowsAutomatic ? layout[child].autoMinMainSize : .nan
                    // A childless box on a row (no measure, no ratio, no padding or border) has no content:
                    // its automatic minimum is 0 (or none), below every size it can take.
                    let automaticIsKnown =
                        lineKnowsAutomatic
                        || (isRow && links[child].firstChild < 0 && !links[child].hasMeasure && st.aspectRatio.isNaN)
                    item.initialize(
                        to: FreezingItem(
                            plain: child, base: base, grow: Double(st.pointee.flexGrow),
                            shrink: Double(st.pointee.flexShrink), ceiling: ceiling,
                            minBeatsMax: st.pointee.minBeatsMax,
                            automatic: automatic, automaticIsKnown: automaticIsKnown))
                    // `clamp` of the flex base size, whose bounds are only the floor at 0.
                    let bounded = maxOrDefined(base, 0)
                    var size = bounded
                    // (Not found while the size is at or above a base it cannot exceed: `clamp`.)
                    if bounded < ceiling
                        && (automaticIsKnown || !FreezingItem.automaticIsWithinBase(child, self, isRow))
                    {
                        if !automaticIsKnown {
                            automatic = FreezingItem.automaticMinimum(child, self, &c)
                            item.pointee.automatic = automatic
                            item.pointee.automaticIsKnown = true
                        }
                        if !automatic.isNaN && bounded < automatic { size = automatic }
                    }
                    item.pointee.size = size
                    clampedBases += 0 > base ? 0 : base
                    hypotheticals += size
                } else {
                    makeFreezingItem(item, &c, child, percentageBasis)
                    if lineKnowsAutomatic {
                        item.pointee.automatic = layout[child].autoMinMainSize
                        item.pointee.automaticIsKnown = true
                    }
                    let size = item.pointee.clamp(item.pointee.base, self, &c)
                    item.pointee.size = size
                    clampedBases += item.pointee.clampedBase
                    hypotheticals += size
                }
                index += 1
            }
            child = nextLayoutChild(child, c.node)
        }
        let lineFreeSpace = freeAtClampedBases + clampedBases - hypotheticals
        if lineFreeSpace == 0 && Self.allAtBase(items, count: count) {
            return hypotheticalSizes(items, count: count, sizes: sizes)
        }
        let growing = lineFreeSpace > 0
        // Step 2: items that cannot flex, or whose basis already exceeds (growing) or falls short of
        // (shrinking) their hypothetical main size, are frozen at that size. The same pass sums what the
        // first round needs: the sizes used (frozen items' sizes, the others' bases, in order) and the
        // unfrozen items' factors; each round's freezing pass sums them again for the next.
        var unfrozen = 0
        var used = 0.0
        var factors = 0.0
        var scaledShrinks = 0.0
        for i in 0..<count {
            let item = items + i
            let factor = growing ? item.pointee.grow : item.pointee.shrink
            let frozen =
                !(factor > 0)
                || (growing ? item.pointee.base > item.pointee.size : item.pointee.base < item.pointee.size)
            item.pointee.frozen = frozen
            if frozen {
                used += item.pointee.size
            } else {
                used += item.pointee.base
                unfrozen += 1
                factors += factor
                scaledShrinks += item.pointee.shrink * item.pointee.innerBase
            }
        }
        // Step 3: the initial free space. Step 4: each round freezes at least one item.
        if unfrozen > 0 {
            let initialFreeSpace = freeAtClampedBases + clampedBases - used
            for _ in 0..<count {
                if unfrozen == 0 { break }
                // 4b: factors summing below 1 take only that fraction of the initial free space.
                var remaining = freeAtClampedBases + clampedBases - used
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
                    let clamped = items[i].clamp(target, self, &c)
                    items[i].size = clamped
                    items[i].violation = clamped - target
                    totalViolation += clamped - target
                }
                // 4e: freeze all when nothing violates, else the items violating the way the total does;
                // and the next round's sums. (A round with nothing violating, or with one item left, which
                // violates the way the total does or not at all, freezes every item: the loop ends here.)
                if totalViolation == 0 || (unfrozen == 1 && !totalViolation.isNaN) { break }
                unfrozen = 0
                used = 0.0
                factors = 0.0
                scaledShrinks = 0.0
                for i in 0..<count {
                    let item = items + i
                    if !item.pointee.frozen {
                        item.pointee.frozen =
                            totalViolation == 0
                            || (totalViolation > 0 ? item.pointee.violation > 0 : item.pointee.violation < 0)
                    }
                    if item.pointee.frozen {
                        used += item.pointee.size
                    } else {
                        used += item.pointee.base
                        unfrozen += 1
                        factors += growing ? item.pointee.grow : item.pointee.shrink
                        scaledShrinks += item.pointee.shrink * item.pointee.innerBase
                    }
                }
            }
        }
        return hypotheticalSizes(items, count: count, sizes: sizes)
    }

    /// Whether every item's hypothetical main size is its flex base size, with a finite shrink weight.
    @inline(__always) private static func allAtBase(_ items: UnsafeMutablePointer<FreezingItem>, count: Int) -> Bool {
        for i in 0..<count where items[i].size != items[i].base || !(items[i].shrink * items[i].innerBase).isFinite {
            return false
        }
        return true
    }

    /// Writes the items' sizes to `sizes` and returns the space distributed. Also the whole loop's answer
    /// when the line's free space is 0 with every hypothetical main size at its flex base size: the
    /// loop would shrink by nothing, find no violation and freeze every item at that size.
    private func hypotheticalSizes(
        _ items: UnsafeMutablePointer<FreezingItem>, count: Int, sizes: UnsafeMutablePointer<Double>
    ) -> Double {
        var distributed = 0.0
        for i in 0..<count {
            distributed += items[i].size - items[i].clampedBase
            sizes[i] = items[i].size
        }
        return distributed
    }
}

extension LayoutPass {
    /// A line's item for the §9.7 loop with padding, border, a min or a max on the main axis, made in
    /// place out of line (the loop makes the others itself).
    @inline(never) fileprivate func makeFreezingItem(
        _ item: UnsafeMutablePointer<FreezingItem>, _ c: inout FlexContainer, _ child: Int, _ percentageBasis: Double
    ) {
        item.initialize(to: FreezingItem(self, &c, child, percentageBasis))
    }
}

/// An item's main-size bounds as `boundMain` applies them before the automatic minimum size: min and
/// max, then padding and border; resolved once.
struct MainSizeBounds {
    /// The resolved min size, NaN when unset (or unresolvable).
    var minimum: Double
    /// The resolved max size, NaN when unset (or unresolvable).
    var maximum: Double
    var paddingAndBorder: Double
    /// The web's defaults: a larger min beats a smaller max (CSS 2.1, 10.4).
    var minBeatsMax: Bool

    /// `bound` of `value`: the same comparisons in the same order.
    @inline(__always) func clamp(_ value: Double) -> Double {
        var clamped = value
        if maximum >= 0 && clamped > maximum {
            clamped = maximum
            if minBeatsMax && minimum >= 0 && clamped < minimum { clamped = minimum }
        } else if minimum >= 0 && clamped < minimum {
            clamped = minimum
        }
        return maxOrDefined(clamped, paddingAndBorder)
    }
}

/// One in-flow item of a line in the §9.7 loop.
struct FreezingItem {
    var node: Int
    /// The flex base size, and the same clamped by min and max (against the container's owner size,
    /// as Yoga's free space counts it).
    var base: Double
    var clampedBase: Double
    /// The target main size (first the hypothetical main size) and its last violation.
    var size = 0.0
    var violation = 0.0
    var grow: Double
    var shrink: Double
    /// The inner flex base size (without padding and border) that scales the shrink factor (9.7 step 4c).
    var innerBase: Double
    var bounds: MainSizeBounds
    /// The automatic minimum size (NaN when none applies), found when first needed: a size at or above
    /// `automaticCeiling` (the specified size or the max size, which the automatic minimum never
    /// exceeds) needs none.
    var automatic = Double.nan
    var automaticIsKnown = false
    var automaticCeiling: Double
    var frozen = false

    /// `percentageBasis` is the container's `freezePercentageBasis`.
    @inline(__always) init(
        _ pass: LayoutPass, _ c: inout FlexContainer, _ child: Int, _ percentageBasis: Double
    ) {
        let st = pass.style + child
        let axis = c.mainAxis
        let direction = c.direction
        node = child
        base = pass.layout[child].computedFlexBasis
        let paddingAndBorder = st.paddingAndBorder(axis, direction, c.availableInnerWidth)
        // As the line summed it (`flooredByPaddingAndBorder`); without padding, border or percentages the
        // floor is the `paddingAndBorder` just found, whatever width percentages would resolve against.
        let clamped = st.clampedToMinMax(base, axis, direction, c.itemMainOwnerSize, c.itemOwnerWidth)
        clampedBase =
            st.pointee.flags.contains(.percent)
            ? pass.flooredByPaddingAndBorder(child, clamped, c)
            : (paddingAndBorder > clamped ? paddingAndBorder : clamped)
        grow = pass.flexGrow(child)
        shrink = pass.flexShrink(child)
        innerBase = max(0, base - paddingAndBorder)
        let maximum =
            st.maxDimension(axis).isDefined
            ? st.resolvedMax(axis, direction, percentageBasis, c.availableInnerWidth) : .nan
        bounds = MainSizeBounds(
            minimum: st.minDimension(axis).isDefined
                ? st.resolvedMin(axis, direction, percentageBasis, c.availableInnerWidth) : .nan,
            maximum: maximum, paddingAndBorder: paddingAndBorder, minBeatsMax: st.pointee.minBeatsMax)
        // `automaticMinimumSize` takes the smaller of its content size and the specified size, then at
        // most the max size, and never less than 0.
        var ceiling = Double.infinity
        let specified = st.resolvedDimension(axis, direction, percentageBasis, c.availableInnerWidth)
        if !specified.isNaN { ceiling = max(0, specified) }
        if !maximum.isNaN { ceiling = min(ceiling, max(0, maximum)) }
        automaticCeiling = ceiling
        // A childless box on a row (no measure, no ratio, no padding or border) has no content: its
        // automatic minimum is 0 (or none), below every size `bounds` gives; known without looking.
        if axis.isRow && pass.links[child].firstChild < 0 && !pass.links[child].hasMeasure
            && !st.hasPaddingOrBorder && st.aspectRatio.isNaN
        {
            automaticIsKnown = true
        }
    }

    /// An item without padding, border, min or max on the main axis: what `init` finds for it, from the
    /// style's grow and shrink factors, and `ceiling` from its resolved main size; its automatic minimum
    /// as the loop knows it.
    @inline(__always) init(
        plain child: Int, base: Double, grow: Double, shrink: Double, ceiling: Double, minBeatsMax: Bool,
        automatic: Double, automaticIsKnown: Bool
    ) {
        node = child
        self.base = base
        // Clamped by no min or max, floored at no padding and border.
        clampedBase = 0 > base ? 0 : base
        self.grow = grow
        self.shrink = shrink
        innerBase = max(0, base)
        bounds = MainSizeBounds(minimum: .nan, maximum: .nan, paddingAndBorder: 0, minBeatsMax: minBeatsMax)
        automaticCeiling = ceiling
        self.automatic = automatic
        self.automaticIsKnown = automaticIsKnown
    }

    /// The item's automatic minimum size, found once (out of line: the loop inlines `clamp`).
    @inline(never) static func automaticMinimum(
        _ node: Int, _ pass: LayoutPass, _ c: inout FlexContainer
    ) -> Double {
        // (A childless box on a row was known to have none when the item was made.)
        return pass.itemAutomaticMinimumSize(&c, node, pass.freezePercentageBasis(&c))
    }

    /// Whether the automatic minimum size is known to be at or below the flex base size without finding
    /// it: a measured row item's whose base is its max-content width (`isMeasuredRowItemWithinItsBase`).
    /// The common answer (not a measured item on a row) inline, the style's part out of line.
    @inline(__always) static func automaticIsWithinBase(
        _ node: Int, _ pass: LayoutPass, _ isMainAxisRow: Bool
    ) -> Bool {
        isMainAxisRow && pass.links[node].hasMeasure && pass.layout[node].webContentBasis
            && measuredRowItemIsWithinBase(node, pass)
    }

    /// `automaticIsWithinBase`'s checks of the style, for a measured row item with a max-content base.
    @inline(never) private static func measuredRowItemIsWithinBase(_ node: Int, _ pass: LayoutPass) -> Bool {
        pass.isMeasuredRowItemWithinItsBase(node, .row)
    }

    /// `boundMain` of `value`: bounded, then raised to the automatic minimum size.
    @inline(__always) mutating func clamp(_ value: Double, _ pass: LayoutPass, _ c: inout FlexContainer) -> Double {
        let bounded = bounds.clamp(value)
        guard bounded < automaticCeiling else { return bounded }
        if !automaticIsKnown {
            // (Not found while the size is at or above a base it cannot exceed.)
            if bounded >= base && Self.automaticIsWithinBase(node, pass, c.isMainAxisRow) { return bounded }
            automatic = Self.automaticMinimum(node, pass, &c)
            automaticIsKnown = true
        }
        return !automatic.isNaN && bounded < automatic ? automatic : bounded
    }
}
