/// The web's defaults: the direction a node inherits through `display: contents` ancestors.
///
/// A `display: contents` element has no box, but its children still inherit its properties (CSS Display
/// 3, 2.5): one that sets `direction: rtl` makes its children's start and end edges map as a right-to-left
/// box's, though they are laid out by the container above it, whose direction may be the other one. A
/// node's `ComputedStyle` maps its logical edges once, in its own direction when it sets one; a node that
/// inherits one from such an ancestor has it mapped the same way, and this file keeps that current as
/// styles change and nodes move.
extension FlexTree {
    /// The direction `slot` inherits from its `display: contents` parent, or through a chain of them: that
    /// parent's computed one (its own, or what it inherits so, kept current parent first); `inherit` when
    /// none of them sets one, the parent is a box, or the defaults are Yoga's.
    func contentsDirection(of slot: Int) -> FlexTextDirection {
        guard config.defaults == .web else { return .inherit }
        let parent = Int(linkStore[slot].parent)
        return parent >= 0 && styleStore[parent].display == .contents ? styleStore[parent].direction : .inherit
    }

    /// Maps the edges of `slot` and of the nodes below it that inherit through it (its `display: contents`
    /// descendants' children) again, after it moved into or out of a `display: contents` parent.
    func refreshContentsDirection(of slot: Int) {
        guard config.defaults == .web else { return }
        recomputeEdges(slot)
        if styleStore[slot].display == .contents { refreshContentsDirections(below: slot) }
    }

    /// Maps again the edges of the children of `slot` (a node whose display or direction changed) and,
    /// through each child that is `display: contents`, of its children, without recursion.
    func refreshContentsDirections(below slot: Int) {
        guard config.defaults == .web else { return }
        var pending = [slot]
        while let parent = pending.popLast() {
            var child = Int(linkStore[parent].firstChild)
            while child >= 0 {
                recomputeEdges(child)
                if styleStore[child].display == .contents { pending.append(child) }
                child = Int(linkStore[child].nextSibling)
            }
        }
    }

    /// Recomputes the style of `slot` with the direction it now inherits, marking it dirty if that changed it.
    private func recomputeEdges(_ slot: Int) {
        let computed = ComputedStyle(storedStyle(slot), web: true, inheritedDirection: contentsDirection(of: slot))
        guard computed != styleStore[slot] else { return }
        styleStore[slot] = computed
        markDirtyAndPropagate(slot)
    }
}
