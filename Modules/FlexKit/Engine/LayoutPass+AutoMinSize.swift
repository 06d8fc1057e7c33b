/// CSS Flexbox §4.5 "Automatic Minimum Size of Flex Items" (`min-width: auto`), for the web defaults.
///
/// Yoga leaves this out (a flex item's minimum is 0); browsers do not: an item does not shrink below
/// its content (the longest word of a text, the widest child of a box) unless it sets a min size or
/// clips its overflow.
extension LayoutPass {
    /// The automatic minimum main size of an item, or NaN when none applies (an explicit min size).
    mutating func automaticMinimumSize(
        _ child: Int, _ mainAxis: FlexDirection, _ direction: FlexTextDirection, _ ownerMainSize: Double,
        _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Double {
        let style = nodes[child].style
        if style.display == .none || style.minDimension(mainAxis).isDefined { return .nan }
        // A scroll container (any overflow but visible) has no content-based minimum.
        if style.overflow != .visible { return 0 }
        let specified = style.resolvedDimension(mainAxis, direction, ownerMainSize, ownerWidth)
        var transferred = Double.nan
        if !style.aspectRatio.isNaN {
            let crossAxis: FlexDirection = mainAxis.isRow ? .column : .row
            let cross = style.resolvedDimension(
                crossAxis, direction, mainAxis.isRow ? ownerHeight : ownerWidth, ownerWidth)
            if !cross.isNaN { transferred = mainAxis.isRow ? cross * style.aspectRatio : cross / style.aspectRatio }
        }
        var floor = minContentSize(child, mainAxis, direction, ownerWidth, ownerHeight)
        if !specified.isNaN {
            floor = minOrDefined(floor, specified)
        } else if !transferred.isNaN {
            floor = minOrDefined(floor, transferred)
        }
        let maximum = style.resolvedMax(mainAxis, direction, ownerMainSize, ownerWidth)
        if !maximum.isNaN && floor > maximum { floor = maximum }
        return floor.isNaN || floor < 0 ? 0 : floor
    }

    /// The min-content size of a node on an axis (border box): a measured leaf's answer to an at-most
    /// 0 offer (the longest word of a text); a container's items laid end to end on its main axis
    /// (or the widest when it wraps), the largest on its cross axis, plus padding and border.
    mutating func minContentSize(
        _ node: Int, _ axis: FlexDirection, _ ownerDirection: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double
    ) -> Double {
        let wantRow = axis.isRow
        if nodes[node].hasMeasure {
            let size = callMeasure(
                node, wantRow ? 0 : .nan, wantRow ? .atMost : .undefined, wantRow ? .nan : 0,
                wantRow ? .undefined : .atMost)
            let direction = resolveDirection(node, ownerDirection)
            return (wantRow ? size.width : size.height)
                + nodes[node].style.paddingAndBorder(wantRow ? .row : .column, direction, ownerWidth)
        }
        let direction = resolveDirection(node, ownerDirection)
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let wraps = nodes[node].style.flexWrap != .noWrap
        var mainTotal = 0.0
        var crossMax = 0.0
        var child = firstLayoutChild(node)
        while child >= 0 {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child) else { continue }
            let childMain =
                contribution(child, mainAxis, direction, ownerWidth, ownerHeight)
                + nodes[child].style.marginForAxis(mainAxis, ownerWidth)
            let childCross =
                contribution(child, crossAxis, direction, ownerWidth, ownerHeight)
                + nodes[child].style.marginForAxis(crossAxis, ownerWidth)
            mainTotal = wraps ? max(mainTotal, childMain) : mainTotal + childMain
            crossMax = max(crossMax, childCross)
        }
        let style = nodes[node].style
        let main = mainTotal + style.paddingAndBorder(mainAxis, direction, ownerWidth)
        let cross = crossMax + style.paddingAndBorder(crossAxis, direction, ownerWidth)
        return mainAxis.isRow == wantRow ? main : cross
    }

    /// The min-content contribution of a child: its definite size if it has one, else its min-content
    /// size, within its min and max.
    private mutating func contribution(
        _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double
    ) -> Double {
        let reference = axis.isRow ? ownerWidth : ownerHeight
        let style = nodes[child].style
        var size = style.resolvedDimension(axis, direction, reference, ownerWidth)
        if size.isNaN || size < 0 {
            size = minContentSize(child, axis, direction, ownerWidth, ownerHeight)
        }
        return style.bound(size, axis, direction, reference, ownerWidth)
    }
}
