/// CSS §9.2 step 4 / §9.4 step 9: the container's own main and cross sizes once its lines are known.
extension LayoutPass {
    /// Sets the container's measured size: the available size when exact, else its content
    /// (longest line, sum of line cross sizes) clamped by min, max, padding and border. A scroll
    /// container at most its available size never grows past it.
    func setFinalSize(
        _ c: inout FlexContainer, width: Double, height: Double, maxLineMainDim: Double, totalLineCrossDim: Double
    ) {
        let node = c.node
        let direction = c.direction
        let overflow = style[node].overflow
        layout[node].measuredWidth = (style + node).bound(width, .row, direction, c.ownerWidth, c.ownerWidth)
        layout[node].measuredHeight = (style + node).bound(
            height, .column, direction, c.ownerHeight, c.ownerWidth)

        if c.sizingModeMain == .maxContent || (overflow != .scroll && c.sizingModeMain == .fitContent) {
            setMeasured(
                node, c.mainAxis,
                (style + node).bound(maxLineMainDim, c.mainAxis, direction, c.mainAxisOwnerSize, c.ownerWidth))
        } else if c.sizingModeMain == .fitContent && overflow == .scroll {
            let content = (style + node).clampedToMinMax(
                maxLineMainDim, c.mainAxis, direction, c.mainAxisOwnerSize, c.ownerWidth)
            setMeasured(
                node, c.mainAxis,
                maxOrDefined(
                    minOrDefined(yogaFloat(c.availableInnerMain + c.paddingAndBorderMain), content),
                    c.paddingAndBorderMain)
            )
        }

        if c.sizingModeCross == .maxContent || (overflow != .scroll && c.sizingModeCross == .fitContent) {
            setMeasured(
                node, c.crossAxis,
                (style + node).bound(
                    yogaFloat(totalLineCrossDim + c.paddingAndBorderCross), c.crossAxis, direction,
                    c.crossAxisOwnerSize, c.ownerWidth))
        } else if c.sizingModeCross == .fitContent && overflow == .scroll {
            let content = (style + node).clampedToMinMax(
                yogaFloat(totalLineCrossDim + c.paddingAndBorderCross), c.crossAxis, direction, c.crossAxisOwnerSize,
                c.ownerWidth)
            setMeasured(
                node, c.crossAxis,
                maxOrDefined(
                    minOrDefined(yogaFloat(c.availableInnerCross + c.paddingAndBorderCross), content),
                    c.paddingAndBorderCross))
        }
    }

    @inline(__always) func setMeasured(_ node: Int, _ axis: FlexDirection, _ value: Double) {
        if axis.isRow {
            layout[node].measuredWidth = value
        } else {
            layout[node].measuredHeight = value
        }
    }
}
