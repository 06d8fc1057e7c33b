/// Absolutely positioned boxes (and the root) with an aspect ratio under the web's defaults (CSS Position
/// 3, 5.1; CSS Box Sizing 4, 5.1; CSS Sizing 4, 5.1): the size the ratio gives on one axis, bounded by what
/// the other axis' min and max transfer, and raised by the content where the automatic minimum size applies.
extension LayoutPass {
    /// The border-box width (margins excluded) of a box with an aspect ratio whose height the ratio gives
    /// (not definite), within the min and max its height's min and max transfer through the ratio, each
    /// at least the height's padding and border (a border box is never below them, CSS Box Sizing 3, 3),
    /// then within its own min and max width.
    @inline(never)
    func widthWithinTransferredHeightBounds(
        _ node: Int, _ width: Double, _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Double {
        let st = style + node
        let ratio = st.aspectRatio
        let extraRow = st.boxSizingExtra(.row, direction, ownerWidth)
        let extraColumn = st.boxSizingExtra(.column, direction, ownerWidth)
        let paddingAndBorder = st.paddingAndBorder(.column, direction, ownerWidth)
        var maximum = st.resolvedMax(.column, direction, ownerHeight, ownerWidth)
        var minimum = st.resolvedMin(.column, direction, ownerHeight, ownerWidth)
        if !maximum.isNaN { maximum = max(maximum, paddingAndBorder) }
        minimum = minimum.isNaN ? paddingAndBorder : max(minimum, paddingAndBorder)
        var result = width
        if !maximum.isNaN { result = min(result, (maximum - extraColumn) * ratio + extraRow) }
        result = max(result, (minimum - extraColumn) * ratio + extraRow)
        return st.bound(result, .row, direction, ownerWidth, ownerWidth)
    }

    /// The border-box width (margins excluded) of an absolutely positioned box whose aspect ratio gives its
    /// width from its height: `width`, raised to its content's min-content width where the automatic
    /// minimum width applies (`overflow: visible`, no min width: CSS Sizing 4, 5.1), as Chrome has it.
    /// `definiteHeight`: the box's border-box height when set, which a row box's stretched children take
    /// in its min-content width (a ratio child of a 59-tall box counts 59 wide).
    @inline(never)
    func ratioWidthRaisedByContent(
        _ node: Int, _ width: Double, _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double,
        definiteHeight: Double = .nan
    ) -> Double {
        let st = style + node
        guard
            st.pointee.overflow == .visible && !st.minDimension(.row).isDefined
                && (links[node].hasMeasure || layoutChildCount(node) > 0)
        else { return width }
        var innerCross = Double.nan
        if !definiteHeight.isNaN && !links[node].hasMeasure && st.pointee.flexDirection.isRow {
            let nodeDirection = resolveDirection(node, direction)
            innerCross = max(0, definiteHeight - st.paddingAndBorder(.column, nodeDirection, ownerWidth))
        }
        return max(width, minContentSize(node, .row, direction, ownerWidth, ownerHeight, innerCross: innerCross))
    }
}

extension LayoutPass {
    /// The border-box width (margins excluded) of an absolutely positioned box with an aspect ratio whose
    /// width is set (`width`): raised to its automatic minimum width where one applies (the content's
    /// min-content width, `ratioWidthRaisedByContent`), that minimum capped by its max width (CSS Sizing 4,
    /// 5.1).
    @inline(never)
    func automaticMinimumWidth(
        _ node: Int, _ width: Double, _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Double {
        let raised = ratioWidthRaisedByContent(node, width, direction, ownerWidth, ownerHeight)
        guard raised > width else { return width }
        let maximum = (style + node).resolvedMax(.row, direction, ownerWidth, ownerWidth)
        return maximum.isNaN ? raised : max(width, min(raised, maximum))
    }
}

extension LayoutPass {
    /// The content height (border box, margins excluded) of an absolutely positioned box whose ratio gives its
    /// height from its shrink-to-fit width: `measured` (its content at max-content), unless its children have
    /// percentages, which resolve against the ratio's height (CSS Box Sizing 4, 5.1: definite from the
    /// width), so its content is measured again at its width, `width` with margins (`aspect-ratio: 1` around a
    /// 20-wide text and a `height: 120%` box is 24 tall, as Chrome has it, not 20).
    @inline(never)
    func ratioBoxContentAtWidth(
        _ node: Int, _ width: Double, _ measured: Double, _ direction: FlexTextDirection, _ blockWidth: Double,
        _ blockHeight: Double
    ) -> Double {
        guard links[node].percentChildCount > 0 else { return measured }
        layoutNode(
            node, width, .nan, direction, .stretchFit, .maxContent, blockWidth, blockHeight, performLayout: false)
        return layout[node].measuredHeight
    }
}

extension LayoutPass {
    /// The border-box height (margins excluded) of an absolutely positioned box whose height from its vertical
    /// insets (not definite) follows its content-raised width `width` through its ratio (`height`): at least
    /// its content's height at that width where the automatic minimum height applies (CSS Sizing 4, 5.1), as
    /// Chrome has it (a 1-wide child with `padding-bottom: 80%` makes `aspect-ratio: 2; top: 0; bottom: 0`
    /// 0.8 tall, not 0.5). `marginRow`: the box's horizontal margins.
    @inline(never)
    func ratioHeightRaisedByContent(
        _ node: Int, _ width: Double, _ marginRow: Double, _ height: Double, _ direction: FlexTextDirection,
        _ blockWidth: Double, _ blockHeight: Double
    ) -> Double {
        let st = style + node
        guard
            st.pointee.overflow == .visible && !st.minDimension(.column).isDefined
                && (links[node].hasMeasure || layoutChildCount(node) > 0)
        else { return height }
        layoutNode(
            node, width + marginRow, .nan, direction, .stretchFit, .maxContent, blockWidth, blockHeight,
            performLayout: false)
        return max(height, ratioBoxContentHeight(node, measured: layout[node].measuredHeight, direction, blockWidth))
    }
}
