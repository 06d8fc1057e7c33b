extension FlexTree {
    /// Appends `child` to the children of `parent`.
    /// - Returns: false (with a diagnostic) when refused: a child that already has a parent, a parent
    ///   with a measure function, or a cycle (`parent` inside `child`'s subtree).
    @discardableResult
    public func addChild(_ child: FlexNodeID, to parent: FlexNodeID) -> Bool {
        guard let parentSlot = slot(of: parent, "addChild") else { return false }
        return insertChild(child, into: parent, at: Int(linkStore[parentSlot].childCount))
    }

    /// Inserts `child` among the children of `parent` at `index` (clamped to `0...childCount`).
    /// - Returns: false (with a diagnostic) when refused, as ``addChild(_:to:)``.
    @discardableResult
    public func insertChild(_ child: FlexNodeID, into parent: FlexNodeID, at index: Int) -> Bool {
        guard let childSlot = slot(of: child, "insertChild"), let parentSlot = slot(of: parent, "insertChild"),
            refuseDuringLayout("insertChild")
        else { return false }
        if linkStore[childSlot].parent >= 0 {
            report(
                .invalidHierarchy,
                "\(label(childSlot)) already has a parent (\(label(Int(linkStore[childSlot].parent)))); remove it first"
            )
            return false
        }
        if linkStore[parentSlot].hasMeasure {
            report(.invalidHierarchy, "\(label(parentSlot)) has a measure function and cannot have children")
            return false
        }
        // Only a child with children of its own can be an ancestor of the parent: a new leaf is never
        // walked up from (building a deep tree top-down stays linear).
        var ancestor = linkStore[childSlot].firstChild >= 0 || childSlot == parentSlot ? parentSlot : -1
        while ancestor >= 0 {
            if ancestor == childSlot {
                report(
                    .invalidHierarchy,
                    "adding \(label(childSlot)) under \(label(parentSlot)) would make a cycle (it is its own ancestor); refused"
                )
                return false
            }
            ancestor = Int(linkStore[ancestor].parent)
        }
        let count = Int(linkStore[parentSlot].childCount)
        if index < 0 || index > count {
            report(.invalidValue, "child index \(index) is outside 0...\(count) of \(label(parentSlot)); clamped")
        }
        let position = min(max(index, 0), count)
        var before = -1
        if position < count {
            before = Int(linkStore[parentSlot].firstChild)
            for _ in 0..<position { before = Int(linkStore[before].nextSibling) }
        }
        link(childSlot, into: parentSlot, before: before)
        markDirtyAndPropagate(parentSlot)
        return true
    }

    /// Removes `child` from `parent`; it becomes a root, dirty, with its layout cleared.
    /// - Returns: false (with a diagnostic) when `child` is not a child of `parent`.
    @discardableResult
    public func removeChild(_ child: FlexNodeID, from parent: FlexNodeID) -> Bool {
        guard let childSlot = slot(of: child, "removeChild"), let parentSlot = slot(of: parent, "removeChild"),
            refuseDuringLayout("removeChild")
        else { return false }
        guard Int(linkStore[childSlot].parent) == parentSlot else {
            report(.invalidHierarchy, "\(label(childSlot)) is not a child of \(label(parentSlot)); nothing removed")
            return false
        }
        detach(childSlot)
        return true
    }

    /// Removes every child of `parent`.
    public func removeAllChildren(of parent: FlexNodeID) {
        guard let parentSlot = slot(of: parent, "removeAllChildren"), refuseDuringLayout("removeAllChildren")
        else { return }
        while linkStore[parentSlot].firstChild >= 0 {
            detach(Int(linkStore[parentSlot].firstChild))
        }
    }

    /// The children of `node`, in order.
    public func children(of node: FlexNodeID) -> [FlexNodeID] {
        guard let slot = slot(of: node, "children") else { return [] }
        var result: [FlexNodeID] = []
        result.reserveCapacity(Int(linkStore[slot].childCount))
        var child = Int(linkStore[slot].firstChild)
        while child >= 0 {
            result.append(handle(child))
            child = Int(linkStore[child].nextSibling)
        }
        return result
    }

    /// The number of children of `node`.
    public func childCount(of node: FlexNodeID) -> Int {
        guard let slot = slot(of: node, "childCount") else { return 0 }
        return Int(linkStore[slot].childCount)
    }

    /// The child of `node` at `index`, or nil when out of range.
    public func child(at index: Int, of node: FlexNodeID) -> FlexNodeID? {
        guard let slot = slot(of: node, "child(at:)"), index >= 0, index < Int(linkStore[slot].childCount) else {
            return nil
        }
        var child = Int(linkStore[slot].firstChild)
        for _ in 0..<index { child = Int(linkStore[child].nextSibling) }
        return handle(child)
    }

    /// The parent of `node`, or nil for a root.
    public func parent(of node: FlexNodeID) -> FlexNodeID? {
        guard let slot = slot(of: node, "parent"), linkStore[slot].parent >= 0 else { return nil }
        return handle(Int(linkStore[slot].parent))
    }

    // MARK: - Links

    func link(_ child: Int, into parent: Int, before next: Int) {
        let previous = next >= 0 ? Int(linkStore[next].previousSibling) : Int(linkStore[parent].lastChild)
        structureVersion &+= 1
        linkStore[child].parent = Int32(parent)
        linkStore[child].previousSibling = Int32(previous)
        linkStore[child].nextSibling = Int32(next)
        if previous >= 0 {
            linkStore[previous].nextSibling = Int32(child)
        } else {
            linkStore[parent].firstChild = Int32(child)
        }
        if next >= 0 {
            linkStore[next].previousSibling = Int32(child)
        } else {
            linkStore[parent].lastChild = Int32(child)
        }
        linkStore[parent].childCount += 1
        if styleStore[child].display == .contents { linkStore[parent].contentsChildCount += 1 }
        if styleStore[child].flags.contains(.percent) { linkStore[parent].percentChildCount += 1 }
        if styleStore[child].ownerPercentage { linkStore[parent].ownerPercentChildCount += 1 }
        markTraitsStale(parent)
        if styleStore[parent].display == .contents { refreshContentsDirection(of: child) }
    }

    /// Unlinks a node from its parent, clears its layout and marks the parent dirty.
    func detach(_ child: Int) {
        let parent = Int(linkStore[child].parent)
        guard parent >= 0 else { return }
        structureVersion &+= 1
        let previous = Int(linkStore[child].previousSibling)
        let next = Int(linkStore[child].nextSibling)
        if previous >= 0 {
            linkStore[previous].nextSibling = Int32(next)
        } else {
            linkStore[parent].firstChild = Int32(next)
        }
        if next >= 0 {
            linkStore[next].previousSibling = Int32(previous)
        } else {
            linkStore[parent].lastChild = Int32(previous)
        }
        linkStore[parent].childCount -= 1
        if styleStore[child].display == .contents { linkStore[parent].contentsChildCount -= 1 }
        if styleStore[child].flags.contains(.percent) { linkStore[parent].percentChildCount -= 1 }
        if styleStore[child].ownerPercentage { linkStore[parent].ownerPercentChildCount -= 1 }
        markTraitsStale(parent)
        linkStore[child].parent = -1
        linkStore[child].nextSibling = -1
        linkStore[child].previousSibling = -1
        layoutStore[child] = NodeLayout()
        cacheStore[child].invalidate()
        linkStore[child].isDirty = true
        markDirtyAndPropagate(parent)
        if styleStore[parent].display == .contents { refreshContentsDirection(of: child) }
    }
}
