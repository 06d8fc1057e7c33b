/// The entry of a layout pass and its last step: rounding to the pixel grid.
extension LayoutPass {
    /// Lays out the tree under `root` in a space of `ownerWidth` x `ownerHeight` (NaN for undefined):
    /// the root's own size decides its mode (exact when set, at most its max, else the space given).
    mutating func layOutRoot(ownerWidth: Double, ownerHeight: Double, direction ownerDirection: FlexTextDirection) {
        let node = root
        let direction = resolveDirection(node, ownerDirection)
        var width = Double.nan
        var widthMode = SizingMode.maxContent
        if nodes[node].style.hasDefiniteLength(.row, ownerWidth) {
            width =
                nodes[node].style.resolvedDimension(.row, direction, ownerWidth, ownerWidth)
                + nodes[node].style.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !nodes[node].style.resolvedMax(.row, direction, ownerWidth, ownerWidth).isNaN {
            width = nodes[node].style.resolvedMax(.row, direction, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }
        var height = Double.nan
        var heightMode = SizingMode.maxContent
        if nodes[node].style.hasDefiniteLength(.column, ownerHeight) {
            height =
                nodes[node].style.resolvedDimension(.column, direction, ownerHeight, ownerWidth)
                + nodes[node].style.marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !nodes[node].style.resolvedMax(.column, direction, ownerHeight, ownerWidth).isNaN {
            height = nodes[node].style.resolvedMax(.column, direction, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }
        let computed = layoutNode(
            node, width, height, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight, performLayout: true)
        if computed {
            setInitialPosition(node, nodes[node].layout.direction, ownerWidth, ownerHeight)
            roundLayout(node, 0, 0)
        }
    }

    /// Rounds each frame to the pixel grid from absolute edges, so that siblings that touch before
    /// rounding still touch after it; text (measured) leaves never round their size down.
    func roundLayout(_ node: Int, _ absoluteLeft: Double, _ absoluteTop: Double) {
        let left = nodes[node].layout.position.left
        let top = nodes[node].layout.position.top
        let width = nodes[node].layout.width
        let height = nodes[node].layout.height
        let absoluteNodeLeft = absoluteLeft + left
        let absoluteNodeTop = absoluteTop + top
        let scale = pointScaleFactor
        if scale != 0 {
            let text = nodes[node].hasMeasure
            nodes[node].layout.left = roundToPixelGrid(left, scale, ceil: false, floor: text)
            nodes[node].layout.top = roundToPixelGrid(top, scale, ceil: false, floor: text)
            let scaledWidth = width * scale
            let fractionalWidth = !inexactEquals(scaledWidth.rounded(), scaledWidth)
            let scaledHeight = height * scale
            let fractionalHeight = !inexactEquals(scaledHeight.rounded(), scaledHeight)
            nodes[node].layout.roundedWidth =
                roundToPixelGrid(
                    absoluteNodeLeft + width, scale, ceil: text && fractionalWidth, floor: text && !fractionalWidth)
                - roundToPixelGrid(absoluteNodeLeft, scale, ceil: false, floor: text)
            nodes[node].layout.roundedHeight =
                roundToPixelGrid(
                    absoluteNodeTop + height, scale, ceil: text && fractionalHeight, floor: text && !fractionalHeight)
                - roundToPixelGrid(absoluteNodeTop, scale, ceil: false, floor: text)
        } else {
            nodes[node].layout.left = left
            nodes[node].layout.top = top
            nodes[node].layout.roundedWidth = width
            nodes[node].layout.roundedHeight = height
        }
        var child = Int(nodes[node].firstChild)
        while child >= 0 {
            roundLayout(child, absoluteNodeLeft, absoluteNodeTop)
            child = Int(nodes[child].nextSibling)
        }
    }
}
