/// Finding a cached result for a node (Yoga's cache, with FlexKit's additions).
extension LayoutPass {
    /// The cache entry that answers a layout or measure request: -1 for the layout entry and 0...7 for a
    /// measurement, taken by Yoga's own rules from this pass; -3 for the layout entry and 8...15 for
    /// measurement `n - 8`, taken by FlexKit's rules (to be adopted into this pass); -2 for none.
    ///
    /// Yoga's rules, on the entries made in this pass: a measured leaf reuses any entry its monotonic
    /// measure function allows (`yogaCanReuse`); a container reuses only exactly the same request. A
    /// first layout's results depend on these reuses, so they are made exactly as Yoga makes them.
    /// FlexKit's rules, on any entry: those that give the same result as computing again, so that a
    /// relayout equals a first layout. An entry of a node with percentages (or with items that have
    /// some, whose min and max Yoga resolves against the container's owner) must have been made for the
    /// same owner size, and a container whose subtree is monotone reuses measurements across at-most
    /// limits (see `canReuseMonotone`).
    @inline(__always)
    func findCachedEntry(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool
    ) -> Int {
        let base = node &* NodeCache.capacity
        if links[node].hasMeasure {
            let marginRow = (style + node).marginForAxis(.row, ownerWidth)
            let marginColumn = (style + node).marginForAxis(.column, ownerWidth)
            let entry = caches[node].layout
            if entry.generation == generation
                && yogaCanReuse(
                    entry, widthMode: widthMode, width: availableWidth, heightMode: heightMode,
                    height: availableHeight, marginRow: marginRow, marginColumn: marginColumn, scale: pointScaleFactor)
            {
                if tracksHistory {
                    checkLeafReuse(
                        node, entry, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                        marginRow, marginColumn)
                }
                return -1
            }
            for index in 0..<Int(caches[node].next)
            where yogaCanReuse(
                measurements[base &+ index], widthMode: widthMode, width: availableWidth, heightMode: heightMode,
                height: availableHeight, marginRow: marginRow, marginColumn: marginColumn, scale: pointScaleFactor)
            {
                if tracksHistory {
                    checkLeafReuse(
                        node, measurements[base &+ index], availableWidth, availableHeight, widthMode, heightMode,
                        ownerWidth, ownerHeight, marginRow, marginColumn)
                }
                return index
            }
            if tracksHistory {
                checkOlderLeafEntries(
                    node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight, marginRow,
                    marginColumn)
            }
            let found = findSafeEntry(
                node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                performLayout: performLayout, leafMarginRow: marginRow, leafMarginColumn: marginColumn)
            return found == -1 ? -3 : (found >= 0 ? found &+ NodeCache.capacity : -2)
        }
        if performLayout {
            let entry = caches[node].layout
            if inexactEquals(entry.availableWidth, availableWidth)
                && inexactEquals(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode
            {
                let ownerMatters = style[node].flags.contains(.percent) || links[node].percentChildCount > 0
                let sameOwner = entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
                if tracksHistory && !sameOwner { noteOrderDependence() }
                if entry.generation == generation { return -1 }
                if sameOwner { return -3 }
            }
            return -2
        }
        for index in 0..<Int(caches[node].next) {
            let entry = measurements[base &+ index]
            if entry.widthMode == widthMode && entry.heightMode == heightMode
                && inexactEquals(entry.availableWidth, availableWidth)
                && inexactEquals(entry.availableHeight, availableHeight)
            {
                if tracksHistory
                    && !entry.sameOwner(
                        ownerWidth, ownerHeight,
                        style[node].flags.contains(.percent) || links[node].percentChildCount > 0)
                {
                    // Yoga reuses a measurement made for another owner size: Yoga's answer, in this order only.
                    noteOrderDependence()
                }
                return index
            }
        }
        if tracksHistory {
            checkOlderContainerEntries(
                node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight)
        }
        let found = findSafeEntry(
            node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
            performLayout: false, leafMarginRow: 0, leafMarginColumn: 0)
        return found >= 0 ? found &+ NodeCache.capacity : -2
    }

    /// FlexKit's rules (see `findCachedEntry`), on every entry: -1 for the layout entry, 0...7 for a
    /// measurement, -2 for none.
    @inline(__always)
    func findSafeEntry(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool,
        leafMarginRow marginRow: Double, leafMarginColumn marginColumn: Double
    ) -> Int {
        let ownerMatters = style[node].flags.contains(.percent) || links[node].percentChildCount > 0
        let base = node &* NodeCache.capacity
        if links[node].hasMeasure {
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
            for index in 0..<Int(caches[node].filled) {
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
        let traits = links[node].traits
        // Inside a baseline-aligning container, items' descendants are read for baselines in whatever
        // state the last call left them, so only Yoga's own reuse applies there.
        var monotone = monotoneCache && traits.nonMonotone == 0 && stats.pointee.baselineDepth == 0
        if legacyStretch && traits.flexible > (links[node].ownTraits.contains(.flexible) ? 1 : 0) {
            monotone = false
        }
        let limitFree = monotone && traits.measured == 0 && traits.insets == 0
        let maxContentIsFitContent = traits.definiteBasis == 0
        let count = Int(caches[node].filled)
        // This pass's entries were already compared by Yoga's rule (the same request, any owner size).
        for index in Int(caches[node].next)..<count {
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
        let containerMarginRow = (style + node).marginForAxis(.row, ownerWidth)
        let containerMarginColumn = (style + node).marginForAxis(.column, ownerWidth)
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
                marginRow: containerMarginRow, marginColumn: containerMarginColumn,
                maxContentIsFitContent: maxContentIsFitContent)
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
        for index in 0..<Int(caches[node].filled) where matches(measurements[base &+ index]) {
            return index
        }
        return -2
    }

    /// With `tracksHistory`: notes an order dependence when Yoga's rules take `entry` for a measured leaf
    /// where FlexKit's (which give the same result as measuring again) would not.
    @inline(never)
    func checkLeafReuse(
        _ node: Int, _ entry: CachedMeasurement, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        _ marginRow: Double, _ marginColumn: Double
    ) {
        let ownerMatters = style[node].flags.contains(.percent) || links[node].percentChildCount > 0
        let safe: Bool
        if style[node].minWidth.isDefined || style[node].maxWidth.isDefined || style[node].minHeight.isDefined
            || style[node].maxHeight.isDefined
        {
            safe =
                inexactEquals(entry.availableWidth, availableWidth)
                && inexactEquals(entry.availableHeight, availableHeight) && entry.widthMode == widthMode
                && entry.heightMode == heightMode && entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
        } else {
            safe =
                entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
                && canReuse(
                    entry, widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                    marginRow: marginRow, marginColumn: marginColumn)
        }
        if !safe { noteOrderDependence() }
    }

    /// With `tracksHistory`: notes an order dependence when an entry of an earlier pass is one Yoga's rules
    /// would take for a measured leaf (had this pass made it) and FlexKit's would not.
    @inline(never)
    func checkOlderLeafEntries(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, _ marginRow: Double,
        _ marginColumn: Double
    ) {
        let base = node &* NodeCache.capacity
        let older = caches[node].layout
        if older.generation != generation
            && yogaCanReuse(
                older, widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight,
                marginRow: marginRow, marginColumn: marginColumn, scale: pointScaleFactor)
        {
            checkLeafReuse(
                node, older, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                marginRow, marginColumn)
        }
        for index in Int(caches[node].next)..<Int(caches[node].filled)
        where yogaCanReuse(
            measurements[base &+ index], widthMode: widthMode, width: availableWidth, heightMode: heightMode,
            height: availableHeight, marginRow: marginRow, marginColumn: marginColumn, scale: pointScaleFactor)
        {
            checkLeafReuse(
                node, measurements[base &+ index], availableWidth, availableHeight, widthMode, heightMode, ownerWidth,
                ownerHeight, marginRow, marginColumn)
        }
    }

    /// With `tracksHistory`: notes an order dependence when an entry of an earlier pass answers the same
    /// request for another owner size (Yoga would take it, had this pass made it).
    @inline(never)
    func checkOlderContainerEntries(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let base = node &* NodeCache.capacity
        let ownerMatters = style[node].flags.contains(.percent) || links[node].percentChildCount > 0
        for index in Int(caches[node].next)..<Int(caches[node].filled) {
            let entry = measurements[base &+ index]
            if entry.widthMode == widthMode && entry.heightMode == heightMode
                && inexactEquals(entry.availableWidth, availableWidth)
                && inexactEquals(entry.availableHeight, availableHeight)
                && !entry.sameOwner(ownerWidth, ownerHeight, ownerMatters)
            {
                noteOrderDependence()
            }
        }
    }
}
