/// One node: resolve its edges, then size it as a leaf or run the flex algorithm over its children.
extension LayoutPass {
    /// Yoga's `calculateLayoutImpl`: the whole algorithm for one node under one set of constraints.
    @inline(never)  // out of `layoutNode`, which then keeps its cache lookup inline
    func layoutImpl(
        _ node: Int, _ availableWidth: Double, _ availableHeight: Double, _ ownerDirection: FlexTextDirection,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double,
        performLayout: Bool
    ) {
        if performLayout { stats.pointee.layouts += 1 } else { stats.pointee.measures += 1 }
        let direction = web ? webDirection(node, ownerDirection) : resolveDirection(node, ownerDirection)
        resolveEdges(node, direction, ownerWidth)
        let margin = layout[node].margin
        let marginAxisRow = yogaFloat(margin.horizontal)
        let marginAxisColumn = yogaFloat(margin.vertical)
        var width = yogaFloat(availableWidth - marginAxisRow)
        let height = yogaFloat(availableHeight - marginAxisColumn)

        if links[node].hasMeasure {
            measureLeaf(node, direction, width, height, widthMode, heightMode, ownerWidth, ownerHeight)
            cleanUpContentsChildren(node, didPerformLayout: performLayout)
            return
        }
        let childCount = layoutChildCount(node)
        if childCount == 0 {
            measureEmpty(node, direction, width, height, widthMode, heightMode, ownerWidth, ownerHeight)
            cleanUpContentsChildren(node, didPerformLayout: performLayout)
            return
        }
        if !performLayout
            && measureFixedSize(node, direction, width, height, widthMode, heightMode, ownerWidth, ownerHeight)
        {
            cleanUpContentsChildren(node, didPerformLayout: false)
            return
        }
        var widthMode = widthMode
        if web && widthMode == .fitContent && !width.isNaN
            && (percentagesAreCyclic(node) || widthStretchesRatioItems(node))
        {
            let fitted = webFitContentWidth(
                node, width, availableHeight, ownerDirection, heightMode, ownerWidth, ownerHeight,
                innerCross: webDefiniteRowCross(node, height, heightMode))
            if !fitted.isNaN {
                width = fitted
                widthMode = .stretchFit
            }
        }
        if web && widthMode == .fitContent && !width.isNaN {
            let minimum = webFitContentMinimum(
                node, width, direction, ownerWidth, ownerHeight,
                innerCross: webDefiniteRowCross(node, height, heightMode))
            if !minimum.isNaN {
                width = minimum
                widthMode = .stretchFit
            }
        }
        layout[node].hadOverflow = false
        cleanUpContentsChildren(node, didPerformLayout: performLayout)

        var container = makeContainer(
            node, direction, ownerDirection, width, height, widthMode, heightMode, ownerWidth, ownerHeight,
            performLayout: performLayout)
        layOutChildren(&container, childCount: childCount, width: width, height: height)
    }

    /// Writes the node's margins, borders and paddings, resolved to physical edges in its direction.
    func resolveEdges(_ node: Int, _ direction: FlexTextDirection, _ ownerWidth: Double) {
        layout[node].direction = direction
        if style[node].flags.isDisjoint(with: .edges) {
            layout[node].margin = FloatEdges()
            layout[node].border = FloatEdges()
            layout[node].padding = FloatEdges()
            return
        }
        resolveEdge(node, .left, direction, ownerWidth)
        resolveEdge(node, .top, direction, ownerWidth)
        resolveEdge(node, .right, direction, ownerWidth)
        resolveEdge(node, .bottom, direction, ownerWidth)
    }

    @inline(__always)
    private func resolveEdge(_ node: Int, _ edge: PhysicalEdge, _ direction: FlexTextDirection, _ ownerWidth: Double) {
        layout[node].margin[edge] = zeroIfUndefined((style + node).margin(edge, direction).resolve(ownerWidth))
        layout[node].border[edge] = (style + node).borderValue(edge, direction)
        layout[node].padding[edge] = (style + node).paddingValue(edge, direction, ownerWidth)
    }

    /// §9.2 step 2: the available inner size on an axis, clamped by the node's own min and max.
    func availableInnerSize(
        _ node: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, _ available: Double,
        _ paddingAndBorder: Double, _ ownerSize: Double, _ ownerWidth: Double
    ) -> Double {
        var inner = yogaFloat(available - paddingAndBorder)
        guard !inner.isNaN else { return inner }
        let minimum = (style + node).resolvedMin(axis, direction, ownerSize, ownerWidth)
        let maximum = (style + node).resolvedMax(axis, direction, ownerSize, ownerWidth)
        let minInner = minimum.isNaN ? 0 : yogaFloat(minimum - paddingAndBorder)
        let maxInner = maximum.isNaN ? Double(Float.greatestFiniteMagnitude) : yogaFloat(maximum - paddingAndBorder)
        inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
        // The web's defaults: a content box is never negative (CSS Box Sizing 3, 3), also under a min
        // size below the padding, so children's percentages of it are not negative either.
        if inner < 0 && web { return 0 }
        return inner
    }

    /// §9.1 and §9.2: the axes, modes and available inner sizes of a container.
    func makeContainer(
        _ node: Int, _ direction: FlexTextDirection, _ ownerDirection: FlexTextDirection, _ width: Double,
        _ height: Double, _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double,
        _ ownerHeight: Double, performLayout: Bool
    ) -> FlexContainer {
        let mainAxis = style[node].flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow
        let paddingAndBorderMain = (style + node).paddingAndBorder(mainAxis, direction, ownerWidth)
        let paddingAndBorderCross = (style + node).paddingAndBorder(crossAxis, direction, ownerWidth)
        let paddingAndBorderRow = isMainAxisRow ? paddingAndBorderMain : paddingAndBorderCross
        let paddingAndBorderColumn = isMainAxisRow ? paddingAndBorderCross : paddingAndBorderMain
        let innerWidth = availableInnerSize(
            node, .row, direction, width, paddingAndBorderRow, ownerWidth, ownerWidth)
        let innerHeight = availableInnerSize(
            node, .column, direction, height, paddingAndBorderColumn, ownerHeight, ownerWidth)
        var container = FlexContainer(
            node: node, direction: direction, ownerDirection: ownerDirection, mainAxis: mainAxis,
            crossAxis: crossAxis, isMainAxisRow: isMainAxisRow, isWrap: style[node].flexWrap != .noWrap,
            ownerWidth: ownerWidth, ownerHeight: ownerHeight,
            mainAxisOwnerSize: isMainAxisRow ? ownerWidth : ownerHeight,
            crossAxisOwnerSize: isMainAxisRow ? ownerHeight : ownerWidth,
            paddingAndBorderMain: paddingAndBorderMain, paddingAndBorderCross: paddingAndBorderCross,
            leadingPaddingAndBorderCross: (style + node).leadingPaddingAndBorder(crossAxis, direction, ownerWidth),
            paddingAndBorderRow: paddingAndBorderRow, paddingAndBorderColumn: paddingAndBorderColumn,
            widthMode: widthMode, heightMode: heightMode,
            sizingModeMain: isMainAxisRow ? widthMode : heightMode,
            sizingModeCross: isMainAxisRow ? heightMode : widthMode,
            availableInnerWidth: innerWidth, availableInnerHeight: innerHeight,
            availableInnerMain: isMainAxisRow ? innerWidth : innerHeight,
            availableInnerCross: isMainAxisRow ? innerHeight : innerWidth,
            performLayout: performLayout)
        if web {
            container.mainGapIsCyclic = container.sizingModeMain != .stretchFit
            container.crossGapIsCyclic = container.sizingModeCross != .stretchFit
            // (A height flexed in a column of indefinite height is not definite either, Flexbox 9.8.)
            if layout[node].webIndefiniteHeight {
                if isMainAxisRow { container.crossGapIsCyclic = true } else { container.mainGapIsCyclic = true }
            }
            // A column's height is definite only when laid out exactly (CSS Sizing 3, 5.2.1), and not when
            // that height was flexed in a column of indefinite height (Flexbox 9.8: `webIndefiniteHeight`).
            container.itemOwnerWidth = innerWidth
            // (An exact height, neither flexed in such a column nor given by a ratio, is definite: no call.)
            container.webInnerHeight =
                heightMode == .stretchFit && !layout[node].webIndefiniteHeight && !layout[node].webRatioHeight
                ? innerHeight
                : webDefiniteInnerHeight(
                    node, widthMode, heightMode, innerWidth, innerHeight, paddingAndBorderRow, paddingAndBorderColumn,
                    direction, ownerWidth, ownerHeight)
            // (Measured at its content's height, a column with an aspect ratio and a definite width has the
            // definite height the ratio gives, CSS Box Sizing 4, 5.1: its items' percentages resolve against it.)
            container.itemMainOwnerSize =
                isMainAxisRow
                ? innerWidth
                : heightMode == .stretchFit && !layout[node].webIndefiniteHeight
                    ? innerHeight : heightMode == .stretchFit ? .nan : container.webInnerHeight
        } else {
            container.itemMainOwnerSize = container.mainAxisOwnerSize
            container.itemOwnerWidth = ownerWidth
        }
        return container
    }

    /// The gap between items (`column-gap` in a row), a percentage of a content-sized container's size
    /// being 0 under the web's defaults; a column's `row-gap` a percentage of its definite height (the one
    /// its aspect ratio gives, not its content's: CSS Box Sizing 4, 5.1).
    @inline(__always) func mainGap(_ c: FlexContainer) -> Double {
        if web && !c.isMainAxisRow { return (style + c.node).gap(c.mainAxis, c.webInnerHeight) }
        return (style + c.node).gap(c.mainAxis, c.mainGapIsCyclic ? .nan : c.availableInnerMain)
    }

    /// The gap between lines, likewise.
    @inline(__always) func crossGap(_ c: FlexContainer) -> Double {
        (style + c.node).gap(c.crossAxis, c.crossGapIsCyclic ? .nan : c.availableInnerCross)
    }
}
