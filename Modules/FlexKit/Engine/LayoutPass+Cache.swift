/// Finding a cached result for a node (Yoga's cache, with FlexKit's additions).
extension LayoutPass {
    /// The cache entry that answers a layout or measure request: -1 for the layout entry, 0...7 for a
    /// measurement, -2 for none.
    ///
    /// Yoga's rules: a measured leaf reuses any entry its monotonic measure function allows; a
    /// container reuses only exactly the same request. FlexKit adds two things: an entry of a node
    /// with percentages (or with items that have some, whose min and max Yoga resolves against the
    /// container's owner) must have been made for the same owner size (Yoga ignores it, so a relayout
    /// could reuse a percentage resolved against an old size), and a container whose subtree is
    /// monotone reuses measurements across at-most limits (see `canReuseMonotone`).
    @inline(__always)
    func findCachedEntry(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool
    ) -> Int {
        let ownerMatters = style[node].flags.contains(.percent) || links[node].percentChildCount > 0
        let base = node &* NodeCache.capacity
        if links[node].hasMeasure {
            let marginRow = (style + node).marginForAxis(.row, ownerWidth)
            let marginColumn = (style + node).marginForAxis(.column, ownerWidth)
            // Yoga's relaxed rules compare limits with the size after min and max, which is not what the
            // measure function answered: with a min or max they can reuse a text wrapped differently.
            if style[node].minWidth.isDefined || style[node].maxWidth.isDefined || style[node].minHeight.isDefined
                || style[node].maxHeight.isDefined
            {
                return findExactEntry(
                    node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                    performLayout: performLayout, ownerMatters: ownerMatters)
            }
            let entry = caches[node].layout
            if entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
                && canReuse(
                    entry, widthMode: widthMode, width: availableWidth, heightMode: heightMode,
                    height: availableHeight, marginRow: marginRow, marginColumn: marginColumn)
            {
                return -1
            }
            for index in 0..<caches[node].next {
                let entry = measurements[base &+ index]
                if entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
                    && canReuse(
                        entry, widthMode: widthMode, width: availableWidth, heightMode: heightMode,
                        height: availableHeight, marginRow: marginRow, marginColumn: marginColumn)
                {
                    return index
                }
            }
            return -2
        }
        if performLayout {
            let entry = caches[node].layout
            if inexactEquals(entry.availableWidth, availableWidth)
                && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode
                && entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
            {
                return -1
            }
            return -2
        }
        let traits = links[node].traits
        // Inside a baseline-aligning container, items' descendants are read for baselines in whatever
        // state the last call left them, so only Yoga's own reuse applies there.
        var monotone = monotoneCache && traits.nonMonotone == 0 && stats.pointee.baselineDepth == 0
        if legacyStretch && traits.flexible > (links[node].ownTraits.contains(.flexible) ? 1 : 0) {
            monotone = false
        }
        let limitFree = monotone && traits.measured == 0 && traits.insets == 0
        let maxContentIsFitContent = traits.definiteBasis == 0
        let count = caches[node].next
        for index in 0..<count {
            let entry = measurements[base &+ index]
            if entry.widthMode == widthMode && entry.heightMode == heightMode
                && inexactEquals(entry.availableWidth, availableWidth)
                && inexactEquals(entry.availableHeight, availableHeight)
                && entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
            {
                return index
            }
        }
        guard monotone && count > 0 else { return -2 }
        let marginRow = (style + node).marginForAxis(.row, ownerWidth)
        let marginColumn = (style + node).marginForAxis(.column, ownerWidth)
        for index in 0..<count {
            let entry = measurements[base &+ index]
            guard entry.sameOwner(ownerWidth, ownerHeight, ownerMatters) else { continue }
            if limitFree
                && canReuseLimitFree(
                    entry, widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                    maxContentIsFitContent: maxContentIsFitContent)
            {
                return index
            }
            if canReuseMonotone(
                entry, widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                marginRow: marginRow, marginColumn: marginColumn, maxContentIsFitContent: maxContentIsFitContent)
            {
                return index
            }
        }
        return -2
    }

    /// An entry made for exactly this request (Yoga's rule for containers).
    @inline(__always)
    func findExactEntry(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool,
        ownerMatters: Bool
    ) -> Int {
        @inline(__always) func matches(_ entry: CachedMeasurement) -> Bool {
            inexactEquals(entry.availableWidth, availableWidth) && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode
                && entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
        }
        if matches(caches[node].layout) && (performLayout || links[node].hasMeasure) { return -1 }
        if performLayout { return -2 }
        let base = node &* NodeCache.capacity
        for index in 0..<caches[node].next where matches(measurements[base &+ index]) {
            return index
        }
        return -2
    }
}
