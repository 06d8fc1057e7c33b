extension FlexTree {
    /// Gives a leaf a measure function (or removes it with nil); the node is marked dirty.
    ///
    /// A node with a measure function cannot have children: the call is refused with a diagnostic.
    public func setMeasureFunction(for node: FlexNodeID, _ function: FlexMeasureFunction?) {
        guard let slot = slot(of: node, "setMeasureFunction"), refuseDuringLayout("setMeasureFunction") else {
            return
        }
        if function != nil && linkStore[slot].childCount > 0 {
            report(.invalidHierarchy, "\(label(slot)) has children and cannot have a measure function; refused")
            return
        }
        measureFunctions[slot] = function
        linkStore[slot].hasMeasure = function != nil
        updateTraits(slot)
        if styleStore[slot].display == .contents { updateAnonymousItem(slot) }
        markDirtyAndPropagate(slot)
    }

    /// Whether `node` has a measure function.
    public func hasMeasureFunction(_ node: FlexNodeID) -> Bool {
        guard contains(node) else { return false }
        return linkStore[Int(node.index)].hasMeasure
    }

    /// Gives a node a baseline function (or removes it with nil), used by `baseline` alignment.
    public func setBaselineFunction(for node: FlexNodeID, _ function: FlexBaselineFunction?) {
        guard let slot = slot(of: node, "setBaselineFunction"), refuseDuringLayout("setBaselineFunction") else {
            return
        }
        baselineFunctions[slot] = function
        linkStore[slot].hasBaseline = function != nil
        updateTraits(slot)
        if styleStore[slot].display == .contents { updateAnonymousItem(slot) }
        markDirtyAndPropagate(slot)
    }

    /// Makes `node` the child whose baseline is its parent's baseline (Yoga's `isReferenceBaseline`).
    public func setIsReferenceBaseline(_ value: Bool, for node: FlexNodeID) {
        guard let slot = slot(of: node, "setIsReferenceBaseline"), refuseDuringLayout("setIsReferenceBaseline"),
            linkStore[slot].isReferenceBaseline != value
        else { return }
        linkStore[slot].isReferenceBaseline = value
        markDirtyAndPropagate(slot)
    }

    /// Marks a node dirty: its content changed (a label's text, an image), so it and its ancestors are
    /// laid out again on the next layout, and nothing else.
    public func markDirty(_ node: FlexNodeID) {
        guard let slot = slot(of: node, "markDirty"), refuseDuringLayout("markDirty") else { return }
        // A leaf's content changed, not its style: the web's min-content sizes found with its answers still
        // hold while they come out the same (`MinContentMemo.holds`). A box with children: its structure.
        guard linkStore[slot].firstChild < 0 && styleStore[slot].display != .contents else {
            markDirtyAndPropagate(slot)
            return
        }
        // (Only the web's defaults remember min-content sizes.)
        if config.defaults == .web && linkStore[slot].hasMeasure && !minContentStore[slot].isListed {
            minContentStore[slot].isListed = true
            minContentStore[slot].nextChangedLeaf = firstChangedLeaf
            firstChangedLeaf = Int32(slot)
        }
        markDirtyAndPropagate(slot, contentOnly: true)
    }

    /// Whether `node` will be laid out again on the next layout.
    public func isDirty(_ node: FlexNodeID) -> Bool {
        guard contains(node) else { return false }
        return linkStore[Int(node.index)].isDirty
    }

    /// Recomputes the traits of a node's own style; the counts of its subtree and its ancestors are
    /// brought up to date before the next layout (`refreshTraits`).
    func updateTraits(_ slot: Int) {
        let style = styleStore[slot]
        var kinds = SubtreeTraits.Kinds()
        if !style.isMonotone || linkStore[slot].hasBaseline { kinds.insert(.nonMonotone) }
        if linkStore[slot].hasMeasure { kinds.insert(.measured) }
        if style.flexBasis.unit == .points || style.flexBasis.unit == .percent { kinds.insert(.definiteBasis) }
        if !style.flags.isDisjoint(with: .edges) || style.hasMinOrMax { kinds.insert(.insets) }
        if style.flexGrow != 0 || style.flexShrink != 0 { kinds.insert(.flexible) }
        if linkStore[slot].firstChild < 0 {
            // A childless node's counts are its own kinds: kept current here, so that the layout after
            // building a tree recounts only the nodes with children.
            let changed = kinds != linkStore[slot].ownTraits
            linkStore[slot].ownTraits = kinds
            linkStore[slot].traits = SubtreeTraits(kinds)
            linkStore[slot].traitsAreStale = false
            if changed { markTraitsStale(Int(linkStore[slot].parent)) }
            return
        }
        guard kinds != linkStore[slot].ownTraits else { return }
        linkStore[slot].ownTraits = kinds
        markTraitsStale(slot)
    }

    /// Marks the trait counts of a node and its ancestors out of date, up to the first ancestor already
    /// marked (whose own ancestors are marked too): building a deep tree stays linear.
    func markTraitsStale(_ start: Int) {
        var slot = start
        while slot >= 0 && !linkStore[slot].traitsAreStale {
            ancestorSteps &+= 1
            linkStore[slot].traitsAreStale = true
            slot = Int(linkStore[slot].parent)
        }
    }

    /// Recounts the traits of the out-of-date nodes under `root`, children before parents, without
    /// recursion or allocation (a walk through the links): proportional to those nodes and their children.
    func refreshTraits(_ root: Int) {
        guard linkStore[root].traitsAreStale else { return }
        var slot = firstStaleDescendant(root)
        while true {
            var traits = SubtreeTraits(linkStore[slot].ownTraits)
            var child = Int(linkStore[slot].firstChild)
            while child >= 0 {
                traits.include(linkStore[child].traits)
                child = Int(linkStore[child].nextSibling)
            }
            linkStore[slot].traits = traits
            linkStore[slot].traitsAreStale = false
            if slot == root { return }
            var sibling = Int(linkStore[slot].nextSibling)
            while sibling >= 0 && !linkStore[sibling].traitsAreStale { sibling = Int(linkStore[sibling].nextSibling) }
            slot = sibling >= 0 ? firstStaleDescendant(sibling) : Int(linkStore[slot].parent)
        }
    }

    /// The deepest node reached from a stale `start` by always taking its first stale child.
    private func firstStaleDescendant(_ start: Int) -> Int {
        var slot = start
        while true {
            var child = Int(linkStore[slot].firstChild)
            while child >= 0 && !linkStore[child].traitsAreStale { child = Int(linkStore[child].nextSibling) }
            guard child >= 0 else { return slot }
            slot = child
        }
    }

    /// The trait counts of `node`'s subtree as the last layout saw them: nodes non-monotone, measured,
    /// with a definite basis, with insets, flexible (for tests).
    package func subtreeTraitCounts(of node: FlexNodeID) -> [Int] {
        guard contains(node) else { return [] }
        let traits = linkStore[Int(node.index)].traits
        return [traits.nonMonotone, traits.measured, traits.definiteBasis, traits.insets, traits.flexible].map {
            Int($0)
        }
    }

    /// Marks a node and its ancestors dirty after a change of its style, children, functions or content
    /// (`contentOnly`: a childless node's content alone), stamping the change for the web's min-content sizes.
    func markDirtyAndPropagate(_ start: Int, contentOnly: Bool = false) {
        if !contentOnly { stampStructureChange(start) }
        if linkStore[start].hasMeasure && styleStore[start].display == .contents {
            // Its content is an anonymous item (web defaults), measured again with it.
            let item = anonymousItem(of: start)
            if item >= 0 {
                linkStore[item].isDirty = true
                layoutStore[item].computedFlexBasis = .nan
                stampStructureChange(item)
            }
        }
        var slot = start
        while slot >= 0 && !linkStore[slot].isDirty {
            ancestorSteps &+= 1
            linkStore[slot].isDirty = true
            layoutStore[slot].computedFlexBasis = .nan
            slot = Int(linkStore[slot].parent)
        }
    }
}

extension FlexTree {
    /// Stamps a change of `start`'s style, children or functions on it and its ancestors (`MinContentMemo`'s
    /// `structureStamp`), up to the first already stamped since the last layout (whose ancestors are too).
    /// Only the web's defaults read the stamps (a tree's defaults never change once it has nodes).
    func stampStructureChange(_ start: Int) {
        guard config.defaults == .web else { return }
        let stamp = generation
        var slot = start
        while slot >= 0 && minContentStore[slot].structureStamp != stamp {
            minContentStore[slot].structureStamp = stamp
            slot = Int(linkStore[slot].parent)
        }
    }
}
