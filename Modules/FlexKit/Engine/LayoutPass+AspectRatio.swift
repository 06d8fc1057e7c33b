/// CSS Box Sizing 4, §5 (`aspect-ratio`): the size on one axis that a node's preferred aspect ratio
/// gives from the other.
extension LayoutPass {
    /// The border-box size on the other axis than `axis` that the node's aspect ratio (width over
    /// height) gives for a border-box `size` on `axis` (margins excluded).
    ///
    /// Yoga applies the ratio to the border box. The web's defaults apply it to the box that
    /// `box-sizing` names (the content box under `content-box`), and clamp the result by the other
    /// axis' min and max, as browsers do, after clamping `size` by its own axis' min and max (so that
    /// they transfer).
    /// - Parameters:
    ///   - ownerWidth: the owner's width, for percentages of widths, paddings and borders.
    ///   - ownerHeight: the owner's height, for percentages of heights.
    ///   - boundResult: whether the web's defaults clamp the result by the other axis' min and max (not for
    ///     a flex base size, which they do not clamp: Flexbox 9.2 step 3).
    @inline(__always) func sizeThroughRatio(
        _ node: Int, _ size: Double, from axis: FlexDirection, _ direction: FlexTextDirection,
        _ ownerWidth: Double, _ ownerHeight: Double, boundResult: Bool = true
    ) -> Double {
        let st = style + node
        let ratio = st.aspectRatio
        let toWidth = !axis.isRow
        guard web else { return yogaFloat(toWidth ? size * ratio : size / ratio) }
        let other: FlexDirection = toWidth ? .row : .column
        let from: FlexDirection = toWidth ? .column : .row
        var inner = st.bound(size, from, direction, toWidth ? ownerHeight : ownerWidth, ownerWidth)
        var extra = 0.0
        if st.pointee.boxSizing == .contentBox {
            inner -= st.paddingAndBorder(from, direction, ownerWidth)
            extra = st.paddingAndBorder(other, direction, ownerWidth)
        }
        let transferred = (toWidth ? inner * ratio : inner / ratio) + extra
        guard boundResult else { return transferred }
        return st.bound(transferred, other, direction, toWidth ? ownerWidth : ownerHeight, ownerWidth)
    }
}

extension LayoutPass {
    /// The web's defaults: the max size on `axis` that a definite max size on the other axis gives
    /// through the node's aspect ratio when its size on `axis` is not set (CSS Sizing 4, 5.1: transferred
    /// min and max), infinite when none.
    /// With `ownSizeSet`, a size set on `axis` does not stop the transfer (the automatic minimum's content
    /// size suggestion is clamped by it all the same, Flexbox 4.5); with `otherSizeSet`, a size set on the
    /// other axis does not either (the content that raises a height its width's ratio gives is clamped by
    /// the max width's transfer, as Chrome has it).
    func ratioTransferredMax(
        _ node: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double, ownSizeSet: Bool = false, otherSizeSet: Bool = false
    ) -> Double {
        let st = style + node
        let other: FlexDirection = axis.isRow ? .column : .row
        // A definite size on the other axis gives the size through the ratio itself: nothing transfers then.
        // (A percentage that resolves is a size set as much as a length is: `height: 20%` of a definite
        // height keeps a `max-height: 0` from capping the width through the ratio, as Chrome has it.)
        let ownStops = !ownSizeSet && !st.dimension(axis).resolve(axis.isRow ? ownerWidth : ownerHeight).isNaN
        let otherStops =
            !otherSizeSet && !st.dimension(other).resolve(other.isRow ? ownerWidth : ownerHeight).isNaN
        guard !ownStops && !otherStops && st.maxDimension(other).isDefined
        else { return .infinity }
        let maximum = st.resolvedMax(other, direction, other.isRow ? ownerWidth : ownerHeight, ownerWidth)
        guard !maximum.isNaN else { return .infinity }
        return sizeThroughRatio(node, maximum, from: other, direction, ownerWidth, ownerHeight)
    }

    /// Whether an item has an auto margin on either side of an axis.
    @inline(__always) func hasAutoMargin(_ node: Int, _ axis: FlexDirection, _ direction: FlexTextDirection) -> Bool {
        (style + node).isLeadingMarginAuto(axis, direction) || (style + node).isTrailingMarginAuto(axis, direction)
    }
}

extension LayoutPass {
    /// The web's defaults: the border-box height an absolutely positioned box's content gives it when its
    /// aspect ratio gives its height (CSS Sizing 4, 5.1: the automatic minimum size of the ratio-dependent
    /// axis), `measured` being its content's height measured at max-content. The ratio's height is
    /// definite, so in a single-line row the items stretched to it count only their min height (or
    /// padding and border), and the others their measured heights, as Chrome has it; other boxes keep
    /// `measured`. (`blockWidth`: the containing block's width, for the box's percentage paddings.)
    func ratioBoxContentHeight(
        _ node: Int, measured: Double, _ direction: FlexTextDirection, _ blockWidth: Double
    ) -> Double {
        let st = style + node
        guard !links[node].hasMeasure && st.pointee.flexDirection.isRow && st.pointee.flexWrap == .noWrap else {
            return measured
        }
        let nodeDirection = resolveDirection(node, direction)
        let innerWidth = layout[node].measuredWidth - st.paddingAndBorder(.row, nodeDirection, blockWidth)
        // (The ratio's inner height, definite: what its items' percentage min heights resolve against.)
        let ratioInner = max(
            0,
            sizeThroughRatio(node, layout[node].measuredWidth, from: .row, nodeDirection, blockWidth, .nan)
                - st.paddingAndBorder(.column, nodeDirection, blockWidth))
        var content = 0.0
        var item = firstLayoutChild(node)
        while item >= 0 {
            defer { item = nextLayoutChild(item, node) }
            guard isInFlow(item) else { continue }
            let itemStyle = style + item
            let margins = itemStyle.marginForAxis(.column, innerWidth, nodeDirection)
            // (A percentage height resolves against the ratio's height, definite: the item is not stretched.)
            let unit = itemStyle.dimension(.column).unit
            let stretched =
                alignment(of: item, in: node) == .stretch && (unit == .auto || unit == .undefined)
                && !hasAutoMargin(item, .column, nodeDirection)
            let height =
                stretched
                ? maxOrDefined(
                    itemStyle.resolvedMin(.column, nodeDirection, ratioInner, innerWidth),
                    itemStyle.paddingAndBorder(.column, nodeDirection, innerWidth))
                : layout[item].measuredHeight
            content = maxOrDefined(content, height + margins)
        }
        return content + st.paddingAndBorder(.column, nodeDirection, blockWidth)
    }
}

extension LayoutPass {
    /// The web's defaults: the border-box width a text (a measured leaf) takes when sized to fit its
    /// container's inner width `ownerWidth` (max-content when unknown), less its margins, within its min and
    /// max width (CSS Sizing 3, 5.2; CSS 2.1, 10.4).
    @inline(never)
    func textFitContentWidth(_ node: Int, _ direction: FlexTextDirection, _ ownerWidth: Double) -> Double {
        let st = style + node
        let nodeDirection = resolveDirection(node, direction)
        let paddingAndBorder = st.paddingAndBorder(.row, nodeDirection, ownerWidth)
        let size: FlexSize
        if ownerWidth.isNaN {
            size = callMeasure(node, .nan, .undefined, .nan, .undefined)
        } else {
            let available = ownerWidth - st.marginForAxis(.row, ownerWidth, direction) - paddingAndBorder
            size = callMeasure(node, max(0, available), .atMost, .nan, .undefined)
        }
        return st.bound(size.width + paddingAndBorder, .row, nodeDirection, ownerWidth, ownerWidth)
    }
}

extension LayoutPass {
    /// The web's defaults: whether a column item with an aspect ratio has a width before its height is
    /// found (its own definite width, or the one it is stretched to: `stretchedWidth`, NaN when not), and
    /// no children whose percentage heights (or flex bases, or its own row gap) would take the ratio's
    /// height for the content's (they are cyclic in the min-content height, CSS Sizing 3, 5.2.1), so that
    /// its content is laid out at that width for its min-content height.
    @inline(never)
    func columnRatioItemHasWidth(
        _ child: Int, _ direction: FlexTextDirection, _ ownerWidth: Double, _ stretchedWidth: Double
    ) -> Bool {
        guard !stretchedWidth.isNaN || !(style + child).resolvedDimension(.row, direction, ownerWidth, ownerWidth).isNaN
        else { return false }
        if style[child].rowGap.isPercent { return false }
        var item = firstLayoutChild(child)
        while item >= 0 {
            let st = style + item
            if st.dimension(.column).isPercent || st.minDimension(.column).isPercent
                || st.maxDimension(.column).isPercent || st.pointee.flexBasis.isPercent
            {
                return false
            }
            item = nextLayoutChild(item, child)
        }
        return true
    }
}

extension LayoutPass {
    /// The web's defaults: the min-content size on `axis` of an item with an aspect ratio stretched to the
    /// border-box cross size `outer` (its automatic minimum, CSS Sizing 4, 5.1). An item whose own main
    /// axis is `axis` passes its definite inner cross size down, so that its own stretched items take their
    /// size through their ratios from it (Flexbox 9.8), as a browser lays them out.
    @inline(never)
    func stretchedItemMinContent(
        _ child: Int, _ axis: FlexDirection, _ crossAxis: FlexDirection, _ direction: FlexTextDirection,
        _ outer: Double
    ) -> Double {
        let st = style + child
        let childDirection = resolveDirection(child, direction)
        var innerCross = Double.nan
        if st.pointee.flexDirection.resolved(childDirection).isRow == axis.isRow && st.pointee.flexWrap == .noWrap {
            innerCross = max(
                0,
                st.bound(outer, crossAxis, childDirection, .nan, .nan)
                    - st.paddingAndBorder(crossAxis, childDirection, .nan))
        }
        return minContentSize(child, axis, direction, .nan, .nan, innerCross: innerCross)
    }
}

extension LayoutPass {
    /// The web's defaults: the border-box width a box with children takes when sized to fit its container's
    /// inner width `ownerWidth` (max-content when unknown): its max-content width, or the space less its
    /// margins when narrower, at least its min-content width (CSS Sizing 3, 5.2), within its min and max.
    @inline(never)
    func boxFitContentWidth(
        _ node: Int, _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Double {
        layoutNode(
            node, ownerWidth, .nan, direction, ownerWidth.isNaN ? .maxContent : .fitContent, .maxContent, ownerWidth,
            ownerHeight, performLayout: false)
        return layout[node].measuredWidth
    }
}
