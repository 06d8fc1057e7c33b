/// One run of the flex layout algorithm over a tree's contiguous storage.
///
/// The pass follows CSS Flexible Box Layout Level 1, §9 "Flex Layout Algorithm", with Yoga's
/// departures (its measure modes, caches and rounding), one extension file per step. It reads and
/// writes node records through a base pointer: no arrays, no reference counting, no allocation in
/// the recursion. `NaN` stands for an undefined size throughout.
struct LayoutPass {
    let style: UnsafeMutablePointer<ComputedStyle>
    let layout: UnsafeMutablePointer<NodeLayout>
    let links: UnsafeMutablePointer<NodeLinks>
    let frames: UnsafeMutablePointer<NodeFrame>
    let caches: UnsafeMutablePointer<NodeCache>
    /// Eight cached measurements and two earlier layouts per node, node `n`'s at `NodeCache.stride * n`.
    let measurements: UnsafeMutablePointer<CachedMeasurement>
    /// Each node's min-content sizes found in this pass (the web's automatic minimum size).
    let minContentMemo: UnsafeMutablePointer<MinContentMemo>
    /// Whether `minContentMemo` is read (tests compare layouts without it).
    let remembersMinContentSizes: Bool
    /// The first pass whose min-content sizes can still hold in a later one (`MinContentMemo.holds`).
    let minContentFloor: UInt32
    let measureFunctions: UnsafeMutablePointer<FlexMeasureFunction?>
    let baselineFunctions: UnsafeMutablePointer<FlexBaselineFunction?>
    unowned(unsafe) let tree: FlexTree
    /// The node the layout was asked for (Yoga's depth 1): always a containing block.
    let root: Int
    let generation: UInt32
    let configVersion: UInt32
    let pointScaleFactor: Double
    let web: Bool
    let errata: FlexErrata
    let fixFlexBasisFitContent: Bool
    let recomputesFlexBasis: Bool
    /// Whether a relayout must equal a first layout (`recomputesFlexBasis`): the pass then records when
    /// its results depend on the order of its measurements (see `noteOrderDependence`).
    var tracksHistory: Bool { recomputesFlexBasis }
    /// Whether monotone containers may reuse measurements across at-most limits (off where a setting
    /// makes sizes depend on the limit: the web's automatic minimum size, Yoga's experiment).
    let monotoneCache: Bool
    /// Yoga's `StretchFlexBasis` erratum: items flex to at-most limits, so subtrees with flexible items
    /// below their root are not monotone.
    let legacyStretch: Bool
    /// Counts of the work done, owned by the tree (the pass itself is immutable, so that calls between
    /// its steps never copy it).
    let stats: UnsafeMutablePointer<FlexLayoutStatistics>

    init(tree: FlexTree, root: Int) {
        self.style = tree.styleStore.base
        self.layout = tree.layoutStore.base
        self.links = tree.linkStore.base
        self.frames = tree.frameStore.base
        self.caches = tree.cacheStore.base
        self.measurements = tree.measurementStore.base
        self.minContentMemo = tree.minContentStore.base
        self.remembersMinContentSizes = tree.remembersMinContentSizes
        self.minContentFloor = tree.minContentFloor
        self.measureFunctions = tree.measureFunctions.base
        self.baselineFunctions = tree.baselineFunctions.base
        self.tree = tree
        self.root = root
        self.generation = tree.generation
        self.configVersion = tree.configVersion
        self.pointScaleFactor = tree.config.pointScaleFactor
        self.web = tree.config.defaults == .web
        self.errata = tree.config.errata
        self.fixFlexBasisFitContent = tree.config.fixFlexBasisFitContent
        self.recomputesFlexBasis = tree.config.recomputesFlexBasis
        self.stats = tree.statisticsStore
        self.monotoneCache = tree.usesMonotoneMeasureCache && !web && !fixFlexBasisFitContent
        self.legacyStretch = tree.config.errata.contains(.stretchFlexBasis)
    }

    // MARK: - Layout children (display: contents flattened)

    /// The first child of `parent` that takes part in its layout: `display: contents` children are
    /// replaced by their own children, recursively.
    @inline(__always) func firstLayoutChild(_ parent: Int) -> Int {
        let first = Int(links[parent].firstChild)
        if links[parent].contentsChildCount == 0 { return first }
        return settle(first, parent)
    }

    /// The layout child of `parent` after `child`.
    @inline(__always) func nextLayoutChild(_ child: Int, _ parent: Int) -> Int {
        if links[parent].contentsChildCount == 0 { return Int(links[child].nextSibling) }
        return settle(advance(child, parent), parent)
    }

    /// The next node after `node` in document order without entering it, climbing out of
    /// `display: contents` nodes up to `parent` (an anonymous item has no sibling: its node's follows).
    private func advance(_ node: Int, _ parent: Int) -> Int {
        var current = node
        while true {
            let next = Int(links[current].nextSibling)
            if next >= 0 { return next }
            let up = Int(links[current].parent)
            if up == parent || up < 0 { return -1 }
            current = up
        }
    }

    /// From a candidate, the first node that is not `display: contents` (entering or skipping those); a
    /// `display: contents` node's anonymous item (its measured content, web defaults) comes first.
    private func settle(_ candidate: Int, _ parent: Int) -> Int {
        var current = candidate
        while current >= 0 && style[current].display == .contents {
            if links[current].hasMeasure {
                let item = tree.anonymousItem(of: current)
                if item >= 0 { return item }
            }
            let first = Int(links[current].firstChild)
            current = first >= 0 ? first : advance(current, parent)
        }
        return current
    }

    func layoutChildCount(_ parent: Int) -> Int {
        if links[parent].contentsChildCount == 0 { return Int(links[parent].childCount) }
        var count = 0
        var child = firstLayoutChild(parent)
        while child >= 0 {
            count += 1
            child = nextLayoutChild(child, parent)
        }
        return count
    }

    // MARK: - Small queries

    @inline(__always) func resolveDirection(_ node: Int, _ ownerDirection: FlexTextDirection) -> FlexTextDirection {
        let own = style[node].direction
        if own != .inherit { return own }
        return ownerDirection != .inherit ? ownerDirection : .ltr
    }

    /// The grow factor; a root never grows.
    @inline(__always) func flexGrow(_ node: Int) -> Double {
        links[node].parent < 0 ? 0 : Double(style[node].flexGrow)
    }

    /// With Yoga's defaults, `value` rounded to a 32-bit float, as Yoga computes: each operation of
    /// floats rounded so gives Yoga's float result, whose last bit decides which items freeze, which
    /// line an item goes to, or whether a min beats a max. A value beyond a float's range becomes
    /// infinite, as in Yoga (and the layout is reported as overflowed); the web's defaults stay in double.
    @inline(__always) func yogaFloat(_ value: Double) -> Double {
        web ? value : Double(Float(value))
    }

    /// The shrink factor; a root never shrinks.
    @inline(__always) func flexShrink(_ node: Int) -> Double {
        links[node].parent < 0 ? 0 : Double(style[node].flexShrink)
    }

    @inline(__always) func isFlexible(_ node: Int) -> Bool {
        style[node].positionType != .absolute && (flexGrow(node) != 0 || flexShrink(node) != 0)
    }

    @inline(__always) func isInFlow(_ node: Int) -> Bool {
        style[node].display != .none && style[node].positionType != .absolute
    }

    /// `align-self` after `auto`; baseline in a column container acts as flex-start. With Yoga's
    /// defaults only a `display: flex` container does so, as in Yoga: a root with `display: none` or
    /// `contents` (laid out all the same) keeps baseline, and its items then align at the cross end.
    @inline(__always) func alignment(of child: Int, in parent: Int) -> FlexAlign {
        let own = style[child].alignSelf
        let align = own == .auto ? style[parent].alignItems : own
        if align == .baseline {
            if style[parent].flexDirection.isColumn && (web || style[parent].display == .flex) { return .flexStart }
            // Flexbox 8.3 (the web's defaults): an item with an auto cross margin takes no part.
            if web
                && ((style + child).isLeadingMarginAuto(.column, .ltr)
                    || (style + child).isTrailingMarginAuto(.column, .ltr))
            {
                return .flexStart
            }
        }
        return align
    }

    /// The measured size plus margins of a child on an axis.
    @inline(__always) func outerSize(_ node: Int, _ axis: FlexDirection, _ widthSize: Double) -> Double {
        let margins = (style + node).marginForAxis(axis, widthSize, layout[node].direction)
        return yogaFloat((layout + node).measured(axis) + margins)
    }

    // MARK: - §9.9 and Yoga's cache: the entry point of every node

    /// Sizes `node` for the given available sizes and modes, and when `performLayout` also places its
    /// children; reuses a cached result when the node is clean and the inputs allow it.
    /// - Returns: whether the node was computed (not taken from the cache).
    @discardableResult
    @inline(never)  // one copy: inlined into every caller it made the pass too big for the instruction cache
    func layoutNode(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: FlexTextDirection,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool
    ) -> Bool {
        // Yoga passes these as floats.
        let availableWidth = yogaFloat(availableWidth)
        let availableHeight = yogaFloat(availableHeight)
        let ownerWidth = yogaFloat(ownerWidth)
        let ownerHeight = yogaFloat(ownerHeight)
        let needToVisit =
            (links[node].isDirty && layout[node].generation != generation)
            || layout[node].configVersion != configVersion
            || layout[node].lastOwnerDirection != ownerDirection
        if needToVisit {
            caches[node].invalidate()
            if web { forgetStaleMinContent(node) }
        } else if layout[node].generation != generation {
            // Yoga's cache of a node starts empty in a first layout: older entries stay for FlexKit's rules.
            caches[node].next = 0
        }

        // A node visited again (or for the first time) has nothing cached.
        var hit: CacheHit
        if needToVisit {
            hit = .none
        } else {
            let request = CacheRequest(
                width: availableWidth, height: availableHeight, widthMode: widthMode, heightMode: heightMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            if links[node].hasMeasure {
                hit = findLeafEntry(node, request, performLayout: performLayout)
                if web && hit == .none && widthMode == .maxContent && heightMode == .stretchFit && !performLayout {
                    hit = findMaxContentWidth(node, request)
                }
            } else if performLayout {
                hit = findContainerLayout(node, request)
            } else {
                hit = findContainerMeasurement(node, request)
            }
            if tracksHistory && !web && !links[node].hasMeasure && hit.isSameResult
                && hasItemWithDefiniteBasis(node)
            {
                // A first layout computes the container here, and its items keep the flex bases found
                // now for the rest of the pass (Yoga's defaults; the web's find them every time).
                hit = .none
            }
        }
        switch hit {
        case .none:
            layoutImpl(
                node, availableWidth, availableHeight, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight,
                performLayout: performLayout)
            if !web {
                // Yoga keeps measured sizes as floats: what its callers read has been rounded so.
                layout[node].measuredWidth = yogaFloat(layout[node].measuredWidth)
                layout[node].measuredHeight = yogaFloat(layout[node].measuredHeight)
            }
            layout[node].lastOwnerDirection = ownerDirection
            layout[node].configVersion = configVersion
            store(
                node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                performLayout: performLayout)
        case .layout(let rule):
            let entry = caches[node].layout
            reuse(
                node, entry.computedWidth, entry.computedHeight, entry.generation, rule, availableWidth,
                availableHeight, widthMode, heightMode, ownerWidth, ownerHeight, performLayout: performLayout)
        case .measurement(let slot, let rule):
            let entry = measurements + (node &* NodeCache.stride &+ slot)
            reuse(
                node, entry.pointee.computedWidth, entry.pointee.computedHeight, entry.pointee.generation, rule,
                availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                performLayout: performLayout)
        case .earlierLayout(let index):
            takeEarlierLayout(node, index)
        case .maxContentWidth(let slot):
            takeMaxContentWidth(node, slot, availableHeight, ownerWidth, ownerHeight)
            // A measured leaf's entry joins the cache as measuring would have made it (Yoga's relaxed rules
            // may take it for a later request).
            if links[node].hasMeasure {
                store(
                    node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                    performLayout: false)
            }
        }

        if performLayout {
            layout[node].width = layout[node].measuredWidth
            layout[node].height = layout[node].measuredHeight
            links[node].hasNewLayout = true
            links[node].isDirty = false
        }
        layout[node].generation = generation
        if case .none = hit { return true }
        return false
    }

    /// Takes a cached result as the node's size; with `recomputesFlexBasis`, one found by FlexKit's
    /// rules joins this pass's cache, as the entry Yoga would have made by computing it.
    @inline(__always)
    func reuse(
        _ node: Int, _ width: Double, _ height: Double, _ entryGeneration: UInt32, _ rule: ReuseRule,
        _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool
    ) {
        layout[node].measuredWidth = width
        layout[node].measuredHeight = height
        if performLayout { stats.pointee.cachedLayouts += 1 } else { stats.pointee.cachedMeasures += 1 }
        // An entry of this pass that Yoga's cache no longer offers (its eight slots wrapped past it) is
        // one Yoga computes again and stores: adopted in every mode, so that its slots stay Yoga's.
        if rule == .sameResult && (tracksHistory || entryGeneration == generation) {
            if entryGeneration != generation { layout[root].history.reusedEarlierPass = true }
            // The same result as computing again, so the entry Yoga would have made by computing joins
            // this pass's cache, as in a first layout. (Without `recomputesFlexBasis` a relayout follows
            // Yoga's, which keeps entries across passes.)
            adopt(
                node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                performLayout: performLayout)
        }
    }

    /// Records a computed result as Yoga does: in the layout entry, or in the next of the eight slots.
    @inline(__always)
    func store(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ widthMode: SizingMode,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, performLayout: Bool
    ) {
        let entry = CachedMeasurement(
            availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode,
            heightMode: heightMode, generation: generation, computedWidth: layout[node].measuredWidth,
            computedHeight: layout[node].measuredHeight, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        if caches[node].next == Int16(NodeCache.capacity) { caches[node].next = 0 }
        if performLayout {
            if web { keepEarlierLayout(node, entry) }
            caches[node].layout = entry
        } else {
            measurements[node &* NodeCache.stride &+ Int(caches[node].next)] = entry
            caches[node].next += 1
            if caches[node].next > caches[node].filled { caches[node].filled = caches[node].next }
        }
    }

    /// Makes an entry reused by FlexKit's rules part of this pass's cache, as if just computed: Yoga
    /// reuses a measured leaf's entries by relaxed rules and a container's for a request within 0.0001 of
    /// theirs, so which entries exist decides results (a container's layout entry is kept as it is,
    /// marked as this pass's).
    @inline(never)
    func adopt(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool
    ) {
        if performLayout && !links[node].hasMeasure {
            caches[node].layout.generation = generation
            return
        }
        store(
            node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
            performLayout: performLayout)
    }

    /// Whether an item of `node` has a definite flex basis: computing `node` keeps such a basis for the
    /// rest of the pass (Yoga's first layout depends on that), so an entry of an earlier pass, made
    /// without the bases this pass keeps, cannot stand for computing it.
    @inline(never)
    func hasItemWithDefiniteBasis(_ node: Int) -> Bool {
        var child = firstLayoutChild(node)
        while child >= 0 {
            let unit = style[child].flexBasis.unit
            if unit == .points || unit == .percent { return true }
            child = nextLayoutChild(child, node)
        }
        return false
    }

    /// Records that the pass's results depend on the order of its measurements (Yoga's first layout
    /// does, and FlexKit reproduces it): a relayout then cannot reuse earlier passes' entries safely.
    @inline(__always) func noteOrderDependence() {
        layout[root].history.dependsOnOrder = true
    }
}

extension CacheHit {
    /// Whether FlexKit's rules (not Yoga's) found the entry.
    fileprivate var isSameResult: Bool {
        switch self {
        case .none: return false
        case .layout(let rule), .measurement(_, let rule): return rule == .sameResult
        // The web's defaults only (the check above is yoga mode's).
        case .earlierLayout, .maxContentWidth: return false
        }
    }
}
