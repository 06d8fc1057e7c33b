/// Anonymous flex items: the content of a `display: contents` node (the web's defaults).
///
/// A `display: contents` element has no box, but its text still has one: the element's children take
/// its place in its parent's box tree (CSS Display 3, 2.5), and text directly inside a flex container
/// is wrapped in an anonymous flex item (CSS Flexbox 4), whose style is the initial one. So in web mode
/// a `display: contents` node with a measure function keeps an empty frame while its content is laid
/// out as an item of the nearest container with a box: a slot of the tree that no handle names, with
/// the tree's default style and the node's measure and baseline functions. The pass meets it where it
/// meets the node (`LayoutPass.firstLayoutChild`); its layout is its own, not the node's. Yoga's
/// defaults have no such item (Yoga drops a `display: contents` node's measure function).
extension FlexTree {
    /// Makes, updates or frees the anonymous item of `slot` after its display, its measure or baseline
    /// function changed, or it was freed.
    func updateAnonymousItem(_ slot: Int) {
        let key = Int32(slot)
        let wanted =
            config.defaults == .web && linkStore[slot].isAlive && linkStore[slot].hasMeasure
            && styleStore[slot].display == .contents
        guard wanted else {
            if let item = anonymousItems.removeValue(forKey: key) {
                let index = Int(item)
                linkStore[index].isAlive = false
                measureFunctions[index] = nil
                baselineFunctions[index] = nil
                freeSlots.append(item)
            }
            return
        }
        let item: Int
        if let existing = anonymousItems[key] {
            item = Int(existing)
        } else {
            item = allocateSlot()
            anonymousItems[key] = Int32(item)
            setStoredStyle(defaultStyle, item)
            styleStore[item] = ComputedStyle(defaultStyle, web: true)
            linkStore[item].parent = key
        }
        measureFunctions[item] = measureFunctions[slot]
        baselineFunctions[item] = baselineFunctions[slot]
        linkStore[item].hasMeasure = true
        linkStore[item].hasBaseline = linkStore[slot].hasBaseline
        linkStore[item].isDirty = true
        layoutStore[item].computedFlexBasis = .nan
        stampStructureChange(item)
        updateTraits(item)
    }

    /// The anonymous item of `slot` (web defaults, `display: contents` with a measure function), or -1.
    @inline(__always) func anonymousItem(of slot: Int) -> Int {
        guard let item = anonymousItems[Int32(slot)] else { return -1 }
        return Int(item)
    }
}
