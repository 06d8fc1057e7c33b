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

    /// Whether entries of `node` depend on its owner's size (see `CachedMeasurement.sameOwner`): with
    /// percentages of its own, or with items that have some (Yoga resolves their min and max against the
    /// container's owner). Under the web's defaults a flex basis does not count, the node's own or its
    /// items': its container resolves the node's, and its items' resolve against its inner main size,
    /// which its request decides.
    @inline(__always) func ownerMatters(_ node: Int) -> Bool {
        style[node].ownerPercentage || links[node].ownerPercentChildCount > 0
    }

    /// Whether entries of a measured leaf depend on its owner's size: with the web's defaults only through
    /// its own box (percentages in its margins, paddings, borders, min and max sizes; its flex basis, width
    /// and height are resolved by its container, which asks for the size they give). Yoga's defaults keep
    /// `ownerMatters`.
    @inline(__always) func leafOwnerMatters(_ node: Int) -> Bool {
        web ? style[node].boxHasPercentage : ownerMatters(node)
    }

    /// Whether a measured leaf has a min or max size: its entries are then reused only for exactly the same
    /// request (a size after min and max is not what the measure function answered).
    @inline(__always) func leafHasMinOrMax(_ node: Int) -> Bool { style[node].hasMinOrMax }

    // MARK: - Measured leaves

    /// A measured leaf: Yoga's relaxed rules on this pass's entries, then FlexKit's on older ones (this
    /// pass's were offered to Yoga's rules, which take every one FlexKit's would, up to Yoga's rounding
    /// to the pixel grid).
    @inline(__always)
    func findLeafEntry(_ node: Int, _ request: CacheRequest, performLayout: Bool) -> CacheHit {
        let marginRow = (style + node).marginForAxis(.row, request.ownerWidth)
        let marginColumn = (style + node).marginForAxis(.column, request.ownerWidth)
        // (The sizes less margins once a lookup, not once an entry.)
        let innerWidth = sizeLessMargins(request.width, marginRow, inFloats: !web)
        let innerHeight = sizeLessMargins(request.height, marginColumn, inFloats: !web)
        let layoutIsCurrent = caches[node].layout.generation == generation
        if layoutIsCurrent
            && (!web || caches[node].layout.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node)))
            && yogaCanReuse(
                caches[node].layout, widthMode: request.widthMode, width: request.width,
                heightMode: request.heightMode, height: request.height, innerWidth: innerWidth,
                innerHeight: innerHeight, scale: pointScaleFactor)
        {
            if tracksHistory { checkLeafReuse(node, caches[node].layout, request, marginRow, marginColumn) }
            return .layout(.yoga)
        }
        let base = node &* NodeCache.stride
        let first = Int(caches[node].next)
        // The web's defaults: a leaf's percentage paddings resolve against its owner's size of this call.
        let ownerMattersHere = web && ownerMatters(node)
        for slot in 0..<first
        where (!ownerMattersHere || measurements[base &+ slot].sameOwner(request.ownerWidth, request.ownerHeight, true))
            && yogaCanReuse(
                measurements[base &+ slot], widthMode: request.widthMode, width: request.width,
                heightMode: request.heightMode, height: request.height, innerWidth: innerWidth,
                innerHeight: innerHeight, scale: pointScaleFactor)
        {
            if tracksHistory { checkLeafReuse(node, measurements[base &+ slot], request, marginRow, marginColumn) }
            return .measurement(slot, .yoga)
        }
        // The web's defaults: a leaf whose percentages are all its container's (its flex basis, width or
        // height) lays out alike for any owner size, so this pass's entries made for another one answer by
        // FlexKit's rules (the same result as measuring again), joining this pass's cache as measuring would.
        // (Looked for only when this pass has made an entry: a relayout's first request of a leaf has none.)
        if ownerMattersHere && (layoutIsCurrent || first > 0) && !style[node].boxHasPercentage {
            let hit = findOtherOwnerLeafEntry(
                node, request, layoutIsCurrent: layoutIsCurrent, performLayout: performLayout, marginRow, marginColumn)
            if hit != .none { return hit }
        }
        if tracksHistory { checkOlderLeafEntries(node, request, marginRow, marginColumn) }
        // FlexKit's rules on the entries of earlier passes.
        let count = Int(caches[node].filled)
        guard !layoutIsCurrent || first < count else { return .none }
        // Yoga's relaxed rules compare limits with the size after min and max, which is not what the
        // measure function answered: with a min or max they can reuse a text wrapped differently.
        if leafHasMinOrMax(node) {
            return findOlderExactLeafEntry(node, request, performLayout: performLayout)
        }
        let ownerMatters = leafOwnerMatters(node)
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

    /// FlexKit's rules on this pass's entries of a measured leaf made for another owner size (those that
    /// Yoga's rules were not offered), for a leaf whose own layout does not read the owner's size: any entry
    /// `canReuse` allows, only the same request for a leaf with a min or max size (as on older entries).
    @inline(never)
    func findOtherOwnerLeafEntry(
        _ node: Int, _ request: CacheRequest, layoutIsCurrent: Bool, performLayout: Bool, _ marginRow: Double,
        _ marginColumn: Double
    ) -> CacheHit {
        let exactOnly = leafHasMinOrMax(node)
        @inline(__always) func takes(_ entry: CachedMeasurement) -> Bool {
            guard !entry.sameOwner(request.ownerWidth, request.ownerHeight, true) else { return false }
            if exactOnly { return request.hasExactlySameConstraints(entry) }
            return canReuse(
                entry, widthMode: request.widthMode, width: request.width, heightMode: request.heightMode,
                height: request.height, marginRow: marginRow, marginColumn: marginColumn)
        }
        if layoutIsCurrent && takes(caches[node].layout) { return .layout(.sameResult) }
        if exactOnly && performLayout { return .none }
        let base = node &* NodeCache.stride
        for slot in 0..<Int(caches[node].next) where takes(measurements[base &+ slot]) {
            return .measurement(slot, .sameResult)
        }
        return .none
    }

    /// FlexKit's rule for a measured leaf with a min or max size, on the entries of earlier passes: an
    /// entry for exactly this request and owner size (a layout request takes only the layout entry).
    @inline(never)
    func findOlderExactLeafEntry(_ node: Int, _ request: CacheRequest, performLayout: Bool) -> CacheHit {
        let ownerMatters = leafOwnerMatters(node)
        @inline(__always) func takes(_ entry: CachedMeasurement) -> Bool {
            request.hasExactlySameConstraints(entry)
                && entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters)
        }
        if caches[node].layout.generation != generation && takes(caches[node].layout) { return .layout(.sameResult) }
        if performLayout { return .none }
        let base = node &* NodeCache.stride
        for slot in Int(caches[node].next)..<Int(caches[node].filled) where takes(measurements[base &+ slot]) {
            return .measurement(slot, .sameResult)
        }
        return .none
    }

    // MARK: - Containers

    /// A container's layout: its layout entry, for exactly this request (with the web's defaults, also
    /// an earlier layout's size, see `NodeCache`).
    @inline(__always)
    func findContainerLayout(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let entry = caches[node].layout
        guard request.hasSameConstraints(entry) else {
            return web ? findEarlierLayout(node, request) : .none
        }
        let sameOwner = entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node))
        if web {
            if !sameOwner { return findEarlierLayout(node, request) }
            // Its children are as this entry left them (see `NodeCache`).
            caches[node].stale = -1
        }
        if tracksHistory && !sameOwner { noteOrderDependence() }
        if entry.generation == generation { return .layout(.yoga) }
        return sameOwner && request.hasExactlySameConstraints(entry) ? .layout(.sameResult) : .none
    }

    /// The web's defaults: an earlier layout of an in-flow item, made in an earlier pass for exactly this
    /// request and owner size (the same result as laying it out again). Not inside a baseline-aligning
    /// container, whose items' descendants are read for baselines as the last call left them.
    @inline(never)
    func findEarlierLayout(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let valid = caches[node].earlierValid
        guard
            valid != 0 && node != root && style[node].positionType != .absolute
                && layout[root].history.baselineDepth == 0 && layoutParent(node) >= 0
        else { return .none }
        let ownerMatters = ownerMatters(node)
        let base = node &* NodeCache.stride &+ NodeCache.earlierSlot
        for index in 0..<2 where valid & (1 << index) != 0 {
            let entry = measurements[base &+ index]
            if entry.generation != generation && request.hasExactlySameConstraints(entry)
                && entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters)
            {
                return .earlierLayout(index)
            }
        }
        return .none
    }

    /// Lays out again, at the request whose size they took, the items of a container left with the
    /// children of another layout (`NodeCache.stale`): the same sizes, and now their children's too.
    @inline(never)
    func settleStaleChildren(_ node: Int) {
        caches[node].hasStaleChildren = false
        var child = firstLayoutChild(node)
        while child >= 0 {
            let index = Int(caches[child].stale)
            if index >= 0 {
                let entry = measurements[child &* NodeCache.stride &+ NodeCache.earlierSlot &+ index]
                caches[child].stale = -1
                // Computed again, not taken from the same entry.
                caches[child].earlierValid &= ~UInt8(1 << index)
                layoutNode(
                    child, entry.availableWidth, entry.availableHeight, layout[child].lastOwnerDirection,
                    entry.widthMode, entry.heightMode, entry.ownerWidth, entry.ownerHeight, performLayout: true)
            }
            child = nextLayoutChild(child, node)
        }
    }

    /// Takes the size of an earlier layout (`NodeCache`): the node's children stay as its layout
    /// entry left them, so its container settles it unless a later call does.
    @inline(never)
    func takeEarlierLayout(_ node: Int, _ index: Int) {
        let entry = measurements[node &* NodeCache.stride &+ NodeCache.earlierSlot &+ index]
        layout[node].measuredWidth = entry.computedWidth
        layout[node].measuredHeight = entry.computedHeight
        stats.pointee.cachedLayouts += 1
        if tracksHistory { layout[root].history.reusedEarlierPass = true }
        caches[node].stale = Int8(index)
        let parent = layoutParent(node)
        if parent >= 0 { caches[parent].hasStaleChildren = true }
    }

    /// With the web's defaults, keeps a container's layout entry among its earlier ones before `entry`
    /// replaces it (measured leaves and childless nodes have no children to keep apart): over an
    /// earlier entry for the same request, else over the older one; an earlier entry for `entry`'s
    /// request is dropped (the layout entry answers it now).
    @inline(never)
    func keepEarlierLayout(_ node: Int, _ entry: CachedMeasurement) {
        guard links[node].firstChild >= 0 && !links[node].hasMeasure else { return }
        let base = node &* NodeCache.stride &+ NodeCache.earlierSlot
        var valid = caches[node].earlierValid
        for index in 0..<2 where valid & (1 << index) != 0 && sameRequest(measurements[base &+ index], entry) {
            valid &= ~UInt8(1 << index)
        }
        let replaced = caches[node].layout
        if replaced.computedWidth >= 0 && replaced.computedHeight >= 0 && !sameRequest(replaced, entry) {
            var target = -1
            for index in 0..<2 where valid & (1 << index) != 0 && sameRequest(measurements[base &+ index], replaced) {
                target = index
            }
            if target < 0 {
                target = Int(caches[node].earlierNext)
                caches[node].earlierNext ^= 1
            }
            measurements[base &+ target] = replaced
            valid |= UInt8(1 << target)
        }
        caches[node].earlierValid = valid
    }

    /// The container that lays `node` out (its parent, past `display: contents` ones).
    @inline(__always) func layoutParent(_ node: Int) -> Int {
        var parent = Int(links[node].parent)
        while parent >= 0 && parent != root && style[parent].display == .contents {
            parent = Int(links[parent].parent)
        }
        return parent
    }

    /// A container's measurement: this pass's entry for exactly this request (Yoga's rule, whatever the
    /// owner size), else FlexKit's rules on older entries.
    @inline(never)
    func findContainerMeasurement(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let base = node &* NodeCache.stride
        // The web's defaults: percentages resolve against the owner's size (a content-sized owner's is
        // cyclic, its final one is not), so a measurement for another owner size does not answer.
        // Not at max-content on both axes for a node without percentages of its own: its items' resolve
        // against its inner size (CSS Sizing 3, 5.2.1), which has no width or definite height to give them.
        // (Not looked at when this pass has no entry to match: a relayout's first request of a node.)
        let next = Int(caches[node].next)
        let ownerMattersHere =
            web && next > 0 && ownerMatters(node)
            && !(request.widthMode == .maxContent && request.heightMode == .maxContent
                && !style[node].flags.contains(.percent))
        for slot in 0..<next where request.hasSameConstraints(measurements[base &+ slot]) {
            if ownerMattersHere
                && !measurements[base &+ slot].sameOwner(request.ownerWidth, request.ownerHeight, true)
            {
                continue
            }
            if tracksHistory && (!web || ownerMattersHere)
                && !measurements[base &+ slot].sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node))
            {
                // Yoga reuses a measurement made for another owner size: Yoga's answer, in this order only.
                noteOrderDependence()
            }
            return .measurement(slot, .yoga)
        }
        if tracksHistory { checkOlderContainerEntries(node, request) }
        guard caches[node].filled > 0 else { return .none }
        if web && request.widthMode == .maxContent && request.heightMode == .stretchFit {
            let hit = findMaxContentWidth(node, request)
            if hit != .none { return hit }
        }
        return findOlderContainerMeasurement(node, request)
    }

    /// The web's defaults: a max-content width under an exact height, from a measurement at max-content
    /// width under another height (exact, or content-sized, or fitted), when nothing in the subtree lets a
    /// height change a width (no percentages, wrapping, aspect ratios, baselines or scrolling:
    /// `SubtreeTraits.nonMonotone`). A box's max-content inline size does not depend on its block size
    /// (CSS Sizing 3, 5.1), and in FlexKit's algorithm a height reaches a width only through those (a
    /// measure function's width is taken not to depend on the height it is offered, as text's does not).
    /// A stretched row item is measured for its flex basis under each height its line is stretched to, and
    /// a content-sized container's items at max-content under its content's height first: this measures
    /// it once. A measured leaf is asked too, when Yoga's rules find nothing: its width at max-content is
    /// its measure function's answer for an undefined width (within its min and max, with its padding and
    /// border), taken not to depend on the height offered, and an exact height is its size whatever the
    /// function says; the request answered is not in the cache, the caller stores the entry measuring
    /// would have made.
    @inline(__always)
    func findMaxContentWidth(_ node: Int, _ request: CacheRequest) -> CacheHit {
        // (Tested without a call: most subtrees that ask are not monotone.)
        guard links[node].traits.nonMonotone == 0 && !links[node].traitsAreStale else { return .none }
        return findMaxContentWidthEntry(node, request)
    }

    /// `findMaxContentWidth`'s search of the node's entries.
    @inline(never)
    private func findMaxContentWidthEntry(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let base = node &* NodeCache.stride
        for slot in 0..<Int(caches[node].filled) {
            let entry = measurements[base &+ slot]
            if entry.widthMode == .maxContent && entry.computedWidth >= 0
                && entry.sameOwner(request.ownerWidth, request.ownerHeight, ownerMatters(node))
            {
                return .maxContentWidth(slot)
            }
        }
        return .none
    }

    /// Takes the width of a measurement found by `findMaxContentWidth`; the height is the exact one
    /// offered, within the node's min and max, as measuring gives.
    @inline(never)
    func takeMaxContentWidth(
        _ node: Int, _ slot: Int, _ availableHeight: Double, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let entry = measurements[node &* NodeCache.stride &+ slot]
        let height = availableHeight - layout[node].margin.vertical
        layout[node].measuredWidth = entry.computedWidth
        layout[node].measuredHeight = (style + node).bound(
            height, .column, layout[node].direction, ownerHeight, ownerWidth)
        stats.pointee.cachedMeasures += 1
        if tracksHistory && entry.generation != generation { layout[root].history.reusedEarlierPass = true }
    }

    /// FlexKit's rules for a container's measurement: an older entry for exactly this request and owner
    /// size, or, when its subtree is monotone, any entry the monotone rules allow.
    @inline(never)
    func findOlderContainerMeasurement(_ node: Int, _ request: CacheRequest) -> CacheHit {
        let ownerMatters = ownerMatters(node)
        let base = node &* NodeCache.stride
        let count = Int(caches[node].filled)
        // This pass's entries were already compared by Yoga's rule (the same request, any owner size).
        for slot in Int(caches[node].next)..<count {
            let entry = measurements[base &+ slot]
            if request.hasExactlySameConstraints(entry)
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
        let sameOwner = entry.sameOwner(request.ownerWidth, request.ownerHeight, leafOwnerMatters(node))
        let safe: Bool
        if leafHasMinOrMax(node) {
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
        let innerWidth = sizeLessMargins(request.width, marginRow, inFloats: !web)
        let innerHeight = sizeLessMargins(request.height, marginColumn, inFloats: !web)
        @inline(__always) func yogaTakes(_ entry: CachedMeasurement) -> Bool {
            yogaCanReuse(
                entry, widthMode: request.widthMode, width: request.width, heightMode: request.heightMode,
                height: request.height, innerWidth: innerWidth, innerHeight: innerHeight, scale: pointScaleFactor)
        }
        let older = caches[node].layout
        if older.generation != generation && yogaTakes(older) {
            checkLeafReuse(node, older, request, marginRow, marginColumn)
        }
        let base = node &* NodeCache.stride
        for slot in Int(caches[node].next)..<Int(caches[node].filled) where yogaTakes(measurements[base &+ slot]) {
            checkLeafReuse(node, measurements[base &+ slot], request, marginRow, marginColumn)
        }
    }

    /// Notes an order dependence when an entry of an earlier pass answers the same request for another
    /// owner size (Yoga would take it, had this pass made it).
    @inline(never)
    func checkOlderContainerEntries(_ node: Int, _ request: CacheRequest) {
        let base = node &* NodeCache.stride
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
