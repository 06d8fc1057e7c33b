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
        markDirtyAndPropagate(slot)
    }

    /// Whether `node` will be laid out again on the next layout.
    public func isDirty(_ node: FlexNodeID) -> Bool {
        guard contains(node) else { return false }
        return linkStore[Int(node.index)].isDirty
    }

    /// Recomputes the traits of a node's own style and updates the counts of its ancestors.
    func updateTraits(_ slot: Int) {
        let style = styleStore[slot]
        var kinds = SubtreeTraits.Kinds()
        if !style.isMonotone || linkStore[slot].hasBaseline { kinds.insert(.nonMonotone) }
        if linkStore[slot].hasMeasure { kinds.insert(.measured) }
        if style.flexBasis.unit == .points || style.flexBasis.unit == .percent { kinds.insert(.definiteBasis) }
        if !style.flags.isDisjoint(with: [.margin, .padding, .border]) || style.minWidth.isDefined
            || style.minHeight.isDefined || style.maxWidth.isDefined || style.maxHeight.isDefined
        {
            kinds.insert(.insets)
        }
        if style.flexGrow != 0 || style.flexShrink != 0 { kinds.insert(.flexible) }
        let old = linkStore[slot].ownTraits
        guard kinds != old else { return }
        linkStore[slot].ownTraits = kinds
        var delta = SubtreeTraits(kinds)
        delta.add(SubtreeTraits(old), sign: -1)
        adjustTraits(from: slot, by: delta, sign: 1)
    }

    /// Adds `sign` times `delta` to the trait counts of a node and its ancestors.
    func adjustTraits(from start: Int, by delta: SubtreeTraits, sign: Int32) {
        guard delta != SubtreeTraits() else { return }
        var slot = start
        while slot >= 0 {
            linkStore[slot].traits.add(delta, sign: sign)
            slot = Int(linkStore[slot].parent)
        }
    }

    func markDirtyAndPropagate(_ start: Int) {
        var slot = start
        while slot >= 0 && !linkStore[slot].isDirty {
            linkStore[slot].isDirty = true
            layoutStore[slot].computedFlexBasis = .nan
            slot = Int(linkStore[slot].parent)
        }
    }
}
