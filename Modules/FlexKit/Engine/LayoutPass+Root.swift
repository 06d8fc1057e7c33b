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
        while true {
            caches[node].invalidate()
            layout[node].computedFlexBasis = .nan
            layout[node].computedFlexBasisGeneration = 0
            layout[node].generation = 0
            links[node].isDirty = true
            let first = Int(links[node].firstChild)
            if first >= 0 {
                node = first
                continue
            }
            while node != root && links[node].nextSibling < 0 { node = Int(links[node].parent) }
            if node == root { return }
            node = Int(links[node].nextSibling)
        }
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

    /// Rounds each frame to the pixel grid from absolute edges, so that siblings that touch before
    /// rounding still touch after it; text (measured) leaves never round their size down.
    func roundLayout(_ node: Int, _ absoluteLeft: Double, _ absoluteTop: Double) {
        let left = layout[node].position.left
        let top = layout[node].position.top
        let width = layout[node].width
        let height = layout[node].height
        let absoluteNodeLeft = absoluteLeft + left
        let absoluteNodeTop = absoluteTop + top
        let scale = pointScaleFactor
        if scale != 0 {
            let text = links[node].hasMeasure
            frames[node].left = roundToPixelGrid(left, scale, ceil: false, floor: text)
            frames[node].top = roundToPixelGrid(top, scale, ceil: false, floor: text)
            let scaledWidth = width * scale
            let fractionalWidth = !inexactEquals(scaledWidth.rounded(), scaledWidth)
            let scaledHeight = height * scale
            let fractionalHeight = !inexactEquals(scaledHeight.rounded(), scaledHeight)
            // Sizes come from rounded absolute edges, so that touching siblings still touch.
            let roundedLeft = roundToPixelGrid(absoluteNodeLeft, scale, ceil: false, floor: text)
            let roundedTop = roundToPixelGrid(absoluteNodeTop, scale, ceil: false, floor: text)
            frames[node].width =
                roundToPixelGrid(
                    absoluteNodeLeft + width, scale, ceil: text && fractionalWidth, floor: text && !fractionalWidth)
                - roundedLeft
            frames[node].height =
                roundToPixelGrid(
                    absoluteNodeTop + height, scale, ceil: text && fractionalHeight, floor: text && !fractionalHeight)
                - roundedTop
        } else {
            frames[node].left = left
            frames[node].top = top
            frames[node].width = width
            frames[node].height = height
        }
        // Any NaN or infinity in the frame or the edges makes the sum non-finite (a finite sum that
        // overflows only costs a needless search): the tree then looks for the nodes to report.
        let frame = frames[node]
        let edges = layout[node].margin.sum + layout[node].border.sum + layout[node].padding.sum
        if !(frame.left + frame.top + frame.width + frame.height + Double(edges)).isFinite {
            tree.roundedNonFiniteLayout = true
        }
        var child = Int(links[node].firstChild)
        while child >= 0 {
            roundLayout(child, absoluteNodeLeft, absoluteNodeTop)
            child = Int(links[child].nextSibling)
        }
    }
}
