extension FlexTree {
    /// Lays out the tree under `root` in the given space.
    ///
    /// Only dirty nodes and what depends on them are computed again: a node whose style, children and
    /// measured inputs did not change reuses its cached size, so after one leaf changes a layout costs
    /// a small fraction of the first one.
    ///
    /// ```swift
    /// tree.calculateLayout(for: root, width: 375, height: nil)
    /// ```
    /// - Parameters:
    ///   - root: the node to lay out, usually a root; a node with a parent is laid out as if it had none
    ///     except that it may grow and shrink.
    ///   - width: the available width; nil (or NaN) for undefined (max-content).
    ///   - height: the available height; nil (or NaN) for undefined.
    ///   - direction: the text direction the root inherits.
    ///
    /// A tree deeper than the calling thread's stack can lay out (see ``maximumDepth``) is refused with a
    /// diagnostic, its layouts unchanged; a layout whose numbers overflow (styles near the largest
    /// `Double`) is reported with the nodes' names and set to 0.
    /// - Complexity: O(n) for n nodes on a first layout of typical trees; proportional to the dirty
    ///   nodes, their siblings and the nodes whose constraints change after that.
    public func calculateLayout(
        for root: FlexNodeID, width: Double? = nil, height: Double? = nil, direction: FlexTextDirection = .ltr
    ) {
        guard let slot = slot(of: root, "calculateLayout"), refuseDuringLayout("calculateLayout"),
            !refuseTooDeep(slot)
        else { return }
        let ownerWidth = availableSize(width, "width")
        let ownerHeight = availableSize(height, "height")
        generation &+= 1
        isLayingOut = true
        defer { isLayingOut = false }
        statisticsStore.pointee = FlexLayoutStatistics()
        refreshTraits(slot)
        if firstChangedLeaf >= 0 && !remembersMinContentSizes {
            // (Not found again here: no min-content size from before this pass holds. Only the web's defaults
            // list leaves.)
            forgetChangedLeaves()
            minContentFloor = generation
        }
        roundedNonFiniteLayout = false
        let pass = LayoutPass(tree: self, root: slot)
        pass.layOutRoot(ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction)
        if roundedNonFiniteLayout { clearOverflowedLayouts(slot) }
    }

    /// Empties the list of leaves whose content changed (`firstChangedLeaf`).
    func forgetChangedLeaves() {
        var leaf = Int(firstChangedLeaf)
        firstChangedLeaf = -1
        while leaf >= 0 {
            minContentStore[leaf].isListed = false
            leaf = Int(minContentStore[leaf].nextChangedLeaf)
        }
    }

    /// Forgets every cached layout, so that the next layout computes every node as a first layout does
    /// (for benchmarks and profiling).
    package func invalidateAllLayouts() {
        configVersion &+= 1
    }

    private func availableSize(_ value: Double?, _ name: String) -> Double {
        guard let value, !value.isNaN else { return .nan }
        if value.isInfinite {
            report(.invalidValue, "available \(name) \(value) is infinite; treated as undefined")
            return .nan
        }
        if value < 0 {
            report(.invalidValue, "available \(name) \(value) is negative; treated as 0")
            return 0
        }
        return value
    }

    /// The computed layout of `node` from the last layout of its tree.
    public func layout(of node: FlexNodeID) -> FlexComputedLayout {
        guard let slot = slot(of: node, "layout") else {
            return FlexComputedLayout(
                left: 0, top: 0, width: 0, height: 0, margin: FlexInsets(), border: FlexInsets(),
                padding: FlexInsets(), direction: .ltr, hadOverflow: false)
        }
        let layout = layoutStore[slot]
        let frame = frameStore[slot]
        func insets(_ edges: FloatEdges) -> FlexInsets {
            FlexInsets(
                left: Double(edges.left), top: Double(edges.top), right: Double(edges.right),
                bottom: Double(edges.bottom))
        }
        return FlexComputedLayout(
            left: frame.left, top: frame.top, width: frame.width, height: frame.height,
            margin: insets(layout.margin), border: insets(layout.border), padding: insets(layout.padding),
            direction: layout.direction == .inherit ? .ltr : layout.direction, hadOverflow: layout.hadOverflow)
    }

    /// Whether `node` was laid out since ``clearNewLayout(_:)`` was last called for it (Yoga's `hasNewLayout`):
    /// a host copies frames only from such nodes.
    public func hasNewLayout(_ node: FlexNodeID) -> Bool {
        guard contains(node) else { return false }
        return linkStore[Int(node.index)].hasNewLayout
    }

    /// Acknowledges the new layout of `node` (see ``hasNewLayout(_:)``).
    public func clearNewLayout(_ node: FlexNodeID) {
        guard contains(node) else { return }
        linkStore[Int(node.index)].hasNewLayout = false
    }
}
