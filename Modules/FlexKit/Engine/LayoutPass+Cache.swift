/// Finding a cached result for a node (Yoga's cache, with FlexKit's additions).
///
/// Yoga's rules, on the entries made in this pass: a measured leaf reuses any entry its monotonic
/// measure function allows (`yogaCanReuse`); a container reuses only exactly the same request. A
/// first layout's results depend on these reuses, so they are made exactly as Yoga makes them.
/// FlexKit's rules, on the entries of earlier passes: those that give the same result as computing
/// again, so that a relayout equals a first layout. An entry of a node with percentages (or with items
/// that have some, whose min and max Yoga resolves against the container's owner) must have been made
/// for the same owner size, and a container whose subtree is monotone reuses measurements across
/// at-most limits (see `canReuseMonotone`).
extension LayoutPass {
    /// The cached result that answers a layout (`performLayout`) or measure request, if any.
    @inline(__always)
    func findCachedEntry(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool
    ) -> CacheHit {
        let request = CacheRequest(
            width: availableWidth, height: availableHeight, widthMode: widthMode, heightMode: heightMode,
            ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        if links[node].hasMeasure { return findLeafEntry(node, request, performLayout: performLayout) }
        if performLayout { return findContainerLayout(node, request) }
        return findContainerMeasurement(node, request)
    }

    /// Whether entries of `node` depend on its owner's size (see `CachedMeasurement.sameOwner`).
    @inline(__always) func ownerMatters(_ node: Int) -> Bool {
        style[node].flags.contains(.percent) || links[node].percentChildCount > 0
    }

    // MARK: - Measured leaves

    /// A measured leaf: Yoga's relaxed rules on this pass's entries, then FlexKit's on older ones (this
    /// pass's were offered to Yoga's rules, which take every one FlexKit's would, up to Yoga's rounding
    /// to the pixel grid).
    @inline(__always)
    func findLeafEntry(_ node: Int, _ request: CacheRequest, performLayout: Bool) -> CacheHit {
        let marginRow = (style + node).marginForAxis(.row, request.ownerWidth)
        let marginColumn = (style + node).marginForAxis(.column, request.ownerWidth)
        let layoutIsCurrent = caches[node].layout.generation == generation
        if layoutIsCurrent
            && (!web || caches[node].layout.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node)))
            && yogaCanReuse(
                caches[node].layout, widthMode: request.widthMode, width: request.width,
                heightMode: request.heightMode, height: request.height, marginRow: marginRow,
                marginColumn: marginColumn, scale: pointScaleFactor)
        {
            if tracksHistory { checkLeafReuse(node, caches[node].layout, request, marginRow, marginColumn) }
            return .layout(.yoga)
        }
        let base = node &* NodeCache.capacity
        let first = Int(caches[node].next)
        // The web's defaults: a leaf's percentage paddings resolve against its owner's size of this call.
        let ownerMattersHere = web && ownerMatters(node)
        for slot in 0..<first
        where (!ownerMattersHere || measurements[base &+ slot].sameOwner(request.ownerWidth, request.ownerHeight, true))
            && yogaCanReuse(
                measurements[base &+ slot], widthMode: request.widthMode, width: request.width,
                heightMode: request.heightMode, height: request.height, marginRow: marginRow,
                marginColumn: marginColumn, scale: pointScaleFactor)
        {
            if tracksHistory { checkLeafReuse(node, measurements[base &+ slot], request, marginRow, marginColumn) }
            return .measurement(slot, .yoga)
        }
        if tracksHistory { checkOlderLeafEntries(node, request, marginRow, marginColumn) }
        // FlexKit's rules on the entries of earlier passes.
        let count = Int(caches[node].filled)
        guard !layoutIsCurrent || first < count else { return .none }
        // Yoga's relaxed rules compare limits with the size after min and max, which is not what the
        // measure function answered: with a min or max they can reuse a text wrapped differently.
        if style[node].minWidth.isDefined || style[node].maxWidth.isDefined || style[node].minHeight.isDefined
            || style[node].maxHeight.isDefined
        {
            return findOlderExactLeafEntry(node, request, performLayout: performLayout)
        }
        let ownerMatters = ownerMatters(node)
        if !layoutIsCurrent && caches[node].layout.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters)
            && canReuse(
                caches[node].layout, widthMode: request.widthMode, width: request.width,
                heightMode: request.heightMode, height: request.height, marginRow: marginRow,
                marginColumn: marginColumn)
        {
            return .layout(.sameResult)
        }
        for slot in first..<count
        where measurements[base &+ slot].sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters)
            && canReuse(
                measurements[base &+ slot], widthMode: request.widthMode, width: request.width,
                heightMode: request.heightMode, height: request.height, marginRow: marginRow,
                marginColumn: marginColumn)
        {
            return .measurement(slot, .sameResult)
        }
        return .none
    }

    /// FlexKit's rule for a measured leaf with a min or max size, on the entries of earlier passes: an
    /// entry for exactly this request and owner size (a layout request takes only the layout entry).
    @inline(never)
    func findOlderExactLeafEntry(_ node: Int, _ request: CacheRequest, performLayout: Bool) -> CacheHit {
        let ownerMatters = ownerMatters(node)
        @inline(__always) func takes(_ entry: CachedMeasurement) -> Bool {
            request.hasSameConstraints(entry) && entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters)
        }
        if caches[node].layout.generation != generation && takes(caches[node].layout) { return .layout(.sameResult) }
        if performLayout { return .none }
        let base = node &* NodeCache.capacity
        for slot in Int(caches[node].next)..<Int(caches[node].filled) where takes(measurements[base &+ slot]) {
            return .measurement(slot, .sameResult)
        }
        return .none
    }

    // MARK: - Containers

    /// A container's layout: only its layout entry, for exactly this request.
    @inline(__always)
    func findContainerLayout(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let entry = caches[node].layout
        guard request.hasSameConstraints(entry) else { return .none }
        let sameOwner = entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node))
        if web && !sameOwner { return .none }
        if tracksHistory && !sameOwner { noteOrderDependence() }
        if entry.generation == generation { return .layout(.yoga) }
        return sameOwner ? .layout(.sameResult) : .none
    }

    /// A container's measurement: this pass's entry for exactly this request (Yoga's rule, whatever the
    /// owner size), else FlexKit's rules on older entries.
    @inline(never)
    func findContainerMeasurement(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let base = node &* NodeCache.capacity
        // The web's defaults: percentages resolve against the owner's size (a content-sized owner's is
        // cyclic, its final one is not), so a measurement for another owner size does not answer.
        let ownerMattersHere = web && ownerMatters(node)
        for slot in 0..<Int(caches[node].next) where request.hasSameConstraints(measurements[base &+ slot]) {
            if ownerMattersHere
                && !measurements[base &+ slot].sameOwner(request.ownerWidth, request.ownerHeight, true)
            {
                continue
            }
            if tracksHistory
                && !measurements[base &+ slot].sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node))
            {
                // Yoga reuses a measurement made for another owner size: Yoga's answer, in this order only.
                noteOrderDependence()
            }
            return .measurement(slot, .yoga)
        }
        if tracksHistory { checkOlderContainerEntries(node, request) }
        guard caches[node].filled > 0 else { return .none }
        return findOlderContainerMeasurement(node, request)
    }

    /// FlexKit's rules for a container's measurement: an older entry for exactly this request and owner
    /// size, or, when its subtree is monotone, any entry the monotone rules allow.
    @inline(never)
    func findOlderContainerMeasurement(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let ownerMatters = ownerMatters(node)
        let base = node &* NodeCache.capacity
        let count = Int(caches[node].filled)
        // This pass's entries were already compared by Yoga's rule (the same request, any owner size).
        for slot in Int(caches[node].next)..<count {
            let entry = measurements[base &+ slot]
            if request.hasSameConstraints(entry)
                && entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters)
            {
                return .measurement(slot, .sameResult)
            }
        }
        let traits = links[node].traits
        // Inside a baseline-aligning container, items' descendants are read for baselines in whatever
        // state the last call left them, so only Yoga's own reuse applies there.
        var monotone = monotoneCache && traits.nonMonotone == 0 && layout[root].history.baselineDepth == 0
        if legacyStretch && traits.flexible > (links[node].ownTraits.contains(.flexible) ? 1 : 0) {
            monotone = false
        }
        guard monotone else { return .none }
        let limitFree = traits.measured == 0 && traits.insets == 0
        let maxContentIsFitContent = traits.definiteBasis == 0
        let marginRow = (style + node).marginForAxis(.row, request.ownerWidth)
        let marginColumn = (style + node).marginForAxis(.column, request.ownerWidth)
        for slot in 0..<count {
            let entry = measurements[base &+ slot]
            guard entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters) else { continue }
            if limitFree
                && canReuseLimitFree(
                    entry, widthMode: request.widthMode, width: request.width, heightMode: request.heightMode,
                    height: request.height, maxContentIsFitContent: maxContentIsFitContent)
            {
                return .measurement(slot, .sameResult)
            }
            if canReuseMonotone(
                entry, widthMode: request.widthMode, width: request.width, heightMode: request.heightMode,
                height: request.height, marginRow: marginRow, marginColumn: marginColumn,
                maxContentIsFitContent: maxContentIsFitContent)
            {
                return .measurement(slot, .sameResult)
            }
        }
        return .none
    }

    // MARK: - Order dependence (with `tracksHistory`)

    /// Notes an order dependence when Yoga's rules take `entry` for a measured leaf where FlexKit's
    /// (which give the same result as measuring again) would not.
    @inline(never)
    func checkLeafReuse(
        _ node: Int, _ entry: CachedMeasurement, _ request: CacheRequest, _ marginRow: Double, _ marginColumn: Double
    ) {
        let sameOwner = entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node))
        let safe: Bool
        if style[node].minWidth.isDefined || style[node].maxWidth.isDefined || style[node].minHeight.isDefined
            || style[node].maxHeight.isDefined
        {
            safe = sameOwner && request.hasSameConstraints(entry)
        } else {
            safe =
                sameOwner
                && canReuse(
                    entry, widthMode: request.widthMode, width: request.width, heightMode: request.heightMode,
                    height: request.height, marginRow: marginRow, marginColumn: marginColumn)
        }
        if !safe { noteOrderDependence() }
    }

    /// Notes an order dependence when an entry of an earlier pass is one Yoga's rules would take for a
    /// measured leaf (had this pass made it) and FlexKit's would not.
    @inline(never)
    func checkOlderLeafEntries(_ node: Int, _ request: CacheRequest, _ marginRow: Double, _ marginColumn: Double) {
        @inline(__always) func yogaTakes(_ entry: CachedMeasurement) -> Bool {
            yogaCanReuse(
                entry, widthMode: request.widthMode, width: request.width, heightMode: request.heightMode,
                height: request.height, marginRow: marginRow, marginColumn: marginColumn, scale: pointScaleFactor)
        }
        let older = caches[node].layout
        if older.generation != generation && yogaTakes(older) {
            checkLeafReuse(node, older, request, marginRow, marginColumn)
        }
        let base = node &* NodeCache.capacity
        for slot in Int(caches[node].next)..<Int(caches[node].filled) where yogaTakes(measurements[base &+ slot]) {
            checkLeafReuse(node, measurements[base &+ slot], request, marginRow, marginColumn)
        }
    }

    /// Notes an order dependence when an entry of an earlier pass answers the same request for another
    /// owner size (Yoga would take it, had this pass made it).
    @inline(never)
    func checkOlderContainerEntries(_ node: Int, _ request: CacheRequest) {
        let base = node &* NodeCache.capacity
        let ownerMatters = ownerMatters(node)
        for slot in Int(caches[node].next)..<Int(caches[node].filled) {
            let entry = measurements[base &+ slot]
            if request.hasSameConstraints(entry)
                && !entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters)
            {
                noteOrderDependence()
            }
        }
    }
}
