/// The entry of a layout pass and its last step: rounding to the pixel grid.
extension LayoutPass {
    /// Lays out the tree under `root` in a space of `ownerWidth` x `ownerHeight` (NaN for undefined):
    /// the root's own size decides its mode (exact when set, at most its max, else the space given).
    func layOutRoot(ownerWidth: Double, ownerHeight: Double, direction ownerDirection: FlexTextDirection) {
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
        var child = Int(links[node].firstChild)
        while child >= 0 {
            roundLayout(child, absoluteNodeLeft, absoluteNodeTop)
            child = Int(links[child].nextSibling)
        }
    }
}
