/// The entry of a layout pass and its last step: rounding to the pixel grid.
extension LayoutPass {
    /// Lays out the tree under `root` in a space of `ownerWidth` x `ownerHeight` (NaN for undefined):
    /// the root's own size decides its mode (exact when set, at most its max, else the space given).
    func layOutRoot(ownerWidth: Double, ownerHeight: Double, direction ownerDirection: FlexTextDirection) {
        guard tracksHistory else {
            layOutRootOnce(ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: ownerDirection)
            return
        }
        // A relayout must equal a first layout. Yoga's first layout depends on the order of its own
        // measurements; when this tree's did, or when this pass mixed that with entries of earlier
        // passes, the pass starts over from nothing, as a first layout.
        if layout[root].history.dependsOnOrder { forgetSubtree() }
        layout[root].history = PassHistory()
        layOutRootOnce(ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: ownerDirection)
        let history = layout[root].history
        if history.dependsOnOrder && history.reusedEarlierPass {
            forgetSubtree()
            layOutRootOnce(ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: ownerDirection)
            layout[root].history.dependsOnOrder = true
        }
    }

    /// Forgets every cached result and flex basis under the root (without recursion), so that the next
    /// layout of it is a first layout.
    func forgetSubtree() {
        var node = root
        while node >= 0 {
            forget(node)
            if links[node].hasMeasure && style[node].display == .contents {
                let item = tree.anonymousItem(of: node)
                if item >= 0 { forget(item) }
            }
            node = preorderSuccessor(of: node, in: root)
        }
    }

    /// Forgets one node's cached results and flex basis, and marks it dirty.
    private func forget(_ node: Int) {
        caches[node].invalidate()
        layout[node].computedFlexBasis = .nan
        layout[node].computedFlexBasisGeneration = 0
        layout[node].generation = 0
        links[node].isDirty = true
    }

    /// The node after `node` in a pre-order walk of `subtree`: its first child, else the next sibling of it
    /// or of its nearest ancestor in the subtree that has one; -1 past the subtree's last node.
    @inline(__always) func preorderSuccessor(of node: Int, in subtree: Int) -> Int {
        let first = Int(links[node].firstChild)
        if first >= 0 { return first }
        var current = node
        while current != subtree && links[current].nextSibling < 0 { current = Int(links[current].parent) }
        return current == subtree ? -1 : Int(links[current].nextSibling)
    }

    private func layOutRootOnce(ownerWidth: Double, ownerHeight: Double, direction ownerDirection: FlexTextDirection) {
        if web {
            layOutWebRoot(ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: ownerDirection)
            return
        }
        let node = root
        let direction = resolveDirection(node, ownerDirection)
        var width = Double.nan
        var widthMode = SizingMode.maxContent
        if (style + node).hasDefiniteLength(.row, ownerWidth) {
            width =
                (style + node).resolvedDimension(.row, direction, ownerWidth, ownerWidth)
                + (style + node).marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !(style + node).resolvedMax(.row, direction, ownerWidth, ownerWidth).isNaN {
            width = (style + node).resolvedMax(.row, direction, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }
        var height = Double.nan
        var heightMode = SizingMode.maxContent
        if (style + node).hasDefiniteLength(.column, ownerHeight) {
            height =
                (style + node).resolvedDimension(.column, direction, ownerHeight, ownerWidth)
                + (style + node).marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !(style + node).resolvedMax(.column, direction, ownerHeight, ownerWidth).isNaN {
            height = (style + node).resolvedMax(.column, direction, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }
        let computed = layoutNode(
            node, width, height, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight, performLayout: true)
        if computed {
            setInitialPosition(node, layout[node].direction, ownerWidth, ownerHeight)
            roundLayout(node, 0, 0)
        }
    }

    /// Rounds each frame under `subtree` to the pixel grid from absolute edges, so that siblings that touch
    /// before rounding still touch after it; text (measured) leaves never round their size down. Walks
    /// the subtree without recursion: while a node's descendants are rounded, its frame's left and top
    /// hold its unrounded absolute position, and become its rounded relative position when it is left.
    func roundLayout(_ subtree: Int, _ absoluteLeft: Double, _ absoluteTop: Double) {
        let scale = pointScaleFactor
        // Every frame value and every edge added up: non-finite when any is (a finite sum that overflows
        // only costs a needless search); the tree then looks for the nodes to report.
        var frameSum = 0.0
        var edgeSum = SIMD4<Float>()
        var parentLeft = absoluteLeft
        var parentTop = absoluteTop
        var node = subtree
        var entering = true
        while entering {
            // Entering a node: its size, from its rounded absolute edges.
            let width = layout[node].width
            let height = layout[node].height
            let nodeLeft = parentLeft + layout[node].position.left
            let nodeTop = parentTop + layout[node].position.top
            var frame = NodeFrame(left: nodeLeft, top: nodeTop, width: width, height: height)
            if scale != 0 && links[node].hasMeasure {
                // Text: a fractional size rounds up, a whole one down (never below its content).
                let fractionalWidth = isFractional(width * scale)
                let fractionalHeight = isFractional(height * scale)
                frame.width =
                    roundToPixelGrid(nodeLeft + width, scale, ceil: fractionalWidth, floor: !fractionalWidth)
                    - roundToPixelGrid(nodeLeft, scale, ceil: false, floor: true)
                frame.height =
                    roundToPixelGrid(nodeTop + height, scale, ceil: fractionalHeight, floor: !fractionalHeight)
                    - roundToPixelGrid(nodeTop, scale, ceil: false, floor: true)
            } else if scale != 0 {
                frame.width =
                    roundToPixelGrid(nodeLeft + width, scale, ceil: false, floor: false)
                    - roundToPixelGrid(nodeLeft, scale, ceil: false, floor: false)
                frame.height =
                    roundToPixelGrid(nodeTop + height, scale, ceil: false, floor: false)
                    - roundToPixelGrid(nodeTop, scale, ceil: false, floor: false)
            }
            frames[node] = frame
            frameSum += frame.width + frame.height
            edgeSum += layout[node].margin.vector + layout[node].border.vector + layout[node].padding.vector
            let first = Int(links[node].firstChild)
            if first >= 0 {
                parentLeft = nodeLeft
                parentTop = nodeTop
                node = first
                continue
            }
            // Leaving a node (and each ancestor whose last child it ends): its rounded position.
            while true {
                var left = layout[node].position.left
                var top = layout[node].position.top
                if scale != 0 {
                    let text = links[node].hasMeasure
                    left = roundToPixelGrid(left, scale, ceil: false, floor: text)
                    top = roundToPixelGrid(top, scale, ceil: false, floor: text)
                }
                frames[node].left = left
                frames[node].top = top
                frameSum += left + top
                if node == subtree {
                    entering = false
                    break
                }
                let parent = Int(links[node].parent)
                let next = Int(links[node].nextSibling)
                if next >= 0 {
                    parentLeft = frames[parent].left
                    parentTop = frames[parent].top
                    node = next
                    break
                }
                node = parent
            }
        }
        if !(frameSum + Double(edgeSum.sum())).isFinite { tree.roundedNonFiniteLayout = true }
    }
}
