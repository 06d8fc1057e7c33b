/// The web's min-content sizes remembered across layouts (`MinContentMemo`): read and forgotten, and kept
/// across a change of content. A measured leaf marked dirty (its text changed, not its style) is asked
/// again, at the start of the next layout, for the min-content answers it had given; where they come out
/// the same, the sizes its ancestors found from them still hold (`MinContentMemo.holds`), and the dirty
/// path is not walked again for its automatic minimums.
extension LayoutPass {
    /// Finds again the remembered min-content answers of the leaves whose content changed since the last
    /// layout (`FlexTree.firstChangedLeaf`), keeping them as this pass's, and stamps each leaf whose answers
    /// differ, and its ancestors, as changed in this pass (`MinContentMemo.contentStamp`).
    @inline(never)
    func revalidateChangedLeaves() {
        var next = Int(tree.firstChangedLeaf)
        tree.firstChangedLeaf = -1
        while next >= 0 {
            let node = next
            let memo = minContentMemo + node
            next = Int(memo.pointee.nextChangedLeaf)
            memo.pointee.isListed = false
            guard links[node].isAlive && links[node].hasMeasure && style[node].display != .contents,
                memo.pointee.configVersion == configVersion
            else { continue }
            var changed = false
            if !memo.pointee.row.isNaN {
                changed = foundAgain(node, memo, wantRow: true) || changed
            }
            if !memo.pointee.column.isNaN {
                changed = foundAgain(node, memo, wantRow: false) || changed
            }
            guard changed else { continue }
            var slot = node
            while slot >= 0 && minContentMemo[slot].contentStamp != generation {
                minContentMemo[slot].contentStamp = generation
                slot = Int(links[slot].parent)
            }
        }
    }

    /// Asks a leaf again for its remembered min-content answer on an axis and keeps the answer as this
    /// pass's: whether it differs (to the bit) from the one remembered.
    private func foundAgain(_ node: Int, _ memo: UnsafeMutablePointer<MinContentMemo>, wantRow: Bool) -> Bool {
        stats.pointee.minContentSteps += 1
        let old = wantRow ? memo.pointee.row : memo.pointee.column
        let size = leafMinContent(node, wantRow)
        let direction = wantRow ? memo.pointee.rowDirection : memo.pointee.columnDirection
        memo.pointee.store(size, wantRow, direction, generation, configVersion, pure: true)
        return size.bitPattern != old.bitPattern
    }

    /// The remembered content size: one found in this pass, or in an earlier one when the node is clean
    /// (a dirty node's first visit in a pass forgets the older one, see `forgetStaleMinContent`).
    @inline(__always) func remembered(
        _ node: Int, _ memo: UnsafeMutablePointer<MinContentMemo>, _ wantRow: Bool, _ direction: FlexTextDirection
    ) -> Double {
        guard remembersMinContentSizes else { return .nan }
        return memo.pointee.value(
            wantRow, direction, generation, configVersion, clean: !links[node].isDirty, floor: minContentFloor)
    }

    /// Forgets the min-content sizes a dirty node remembers from earlier passes, on its first visit of
    /// this pass (which will make it clean again); those found in this pass stay, and so do those that
    /// still hold (`MinContentMemo.holds`).
    @inline(__always) func forgetStaleMinContent(_ node: Int) {
        (minContentMemo + node).pointee.forget(before: generation, floor: minContentFloor)
    }

    /// A measured leaf's min-content content size on an axis: its measure's answer to an at-most 0 offer.
    @inline(__always) func leafMinContent(_ node: Int, _ wantRow: Bool) -> Double {
        stats.pointee.minContentMeasureCallbacks += 1
        let size = callMeasure(
            node, wantRow ? 0 : .nan, wantRow ? .atMost : .undefined, wantRow ? .nan : 0, wantRow ? .undefined : .atMost
        )
        return wantRow ? size.width : size.height
    }

    /// A count that grows with every measure call but a measured leaf's min-content answer, and every read
    /// of an impure remembered size: a min-content size found while it stays the same is pure (see
    /// `MinContentMemo.holds`). (The walk lays nothing out and reads no layout: its other inputs are styles.)
    @inline(__always) func minContentImpurity() -> Int {
        stats.pointee.measureCallbacks &- stats.pointee.minContentMeasureCallbacks
            &+ stats.pointee.impureMinContentReads
    }

    /// The measurements and layouts made or reused so far in the pass (none happens during a walk).
    func layoutCount() -> Int {
        stats.pointee.layouts + stats.pointee.measures + stats.pointee.cachedLayouts + stats.pointee.cachedMeasures
    }
}
