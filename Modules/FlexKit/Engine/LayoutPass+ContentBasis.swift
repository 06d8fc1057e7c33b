/// CSS Flexbox 9.2 step 3 E (and Yoga's measurement of an item's content basis): an item whose
/// flex basis is its content is measured under its container's constraints.
extension LayoutPass {
    /// §9.2 step 3 E: measures the item under the container's constraints to find its content basis.
    func measureContentBasis(
        _ c: inout FlexContainer, _ child: Int, _ ownerWidth: Double, _ ownerHeight: Double, _ isRowDefinite: Bool,
        _ isColumnDefinite: Bool
    ) {
        let node = c.node
        let direction = c.direction
        let isMainAxisRow = c.isMainAxisRow
        let width = c.availableInnerWidth
        let height = c.availableInnerHeight
        var childWidth = Double.nan
        var childHeight = Double.nan
        var childWidthMode = SizingMode.maxContent
        var childHeightMode = SizingMode.maxContent
        let marginRow = (style + child).marginForAxis(.row, ownerWidth, c.direction)
        let marginColumn = (style + child).marginForAxis(.column, ownerWidth, c.direction)

        if isRowDefinite {
            childWidth = yogaFloat(
                (style + child).resolvedDimension(.row, direction, ownerWidth, ownerWidth) + marginRow)
            childWidthMode = .stretchFit
        }
        if isColumnDefinite {
            childHeight = yogaFloat(
                (style + child).resolvedDimension(.column, direction, ownerHeight, ownerWidth) + marginColumn)
            childHeightMode = .stretchFit
        }
        // The web's defaults: a definite cross size is used within the item's min (CSS 2.1, 10.4), and its
        // content is measured at that size (a `width: 0; min-width: 140` text is one line of 140).
        if web && (isMainAxisRow ? isColumnDefinite : isRowDefinite) {
            webFloorDefiniteCrossByMin(
                child, c.crossAxis, direction, ownerWidth, ownerHeight, &childWidth, &childHeight)
        }

        // Browsers do not limit an item by a scrolling container's size on its main axis.
        let overflow = style[node].overflow
        // The web's defaults measure the main axis at max-content (§9.2 step 3E), unlimited.
        if ((!isMainAxisRow && overflow == .scroll) || overflow != .scroll) && !(web && isMainAxisRow) {
            if childWidth.isNaN && !width.isNaN {
                childWidth = width
                childWidthMode = .fitContent
                // (The web's defaults: a fit-content width is used within the item's min, and its content is
                // measured at it: a `min-width: 50` text in a 34-wide column is as tall as its lines at 50,
                // CSS 2.1, 10.4.)
                if web {
                    webFloorDefiniteCrossByMin(
                        child, .row, direction, ownerWidth, ownerHeight, &childWidth, &childHeight)
                }
            }
        }
        var applyHeightFitContent = isMainAxisRow || overflow != .scroll
        if fixFlexBasisFitContent {
            var hasScrollAncestor = false
            var owner = Int(links[node].parent)
            while owner >= 0 {
                if style[owner].overflow == .scroll {
                    hasScrollAncestor = true
                    break
                }
                owner = Int(links[owner].parent)
            }
            applyHeightFitContent =
                isMainAxisRow || ((links[child].hasMeasure || !hasScrollAncestor) && overflow != .scroll)
        }
        // The web's defaults: a height is never fitted to the space offered (a block's height is its
        // content's, CSS 2.1 10.6.3); only a max height limits it.
        if applyHeightFitContent && childHeight.isNaN && !height.isNaN && !web {
            childHeight = height
            childHeightMode = .fitContent
        }

        let ratio = (style + child).aspectRatio
        // The web's defaults: the flex base size a definite cross size gives through the ratio, which the
        // item's own min and max main size do not clamp (Flexbox 9.2 step 3B; only the hypothetical main
        // size is clamped), NaN when none.
        var ratioBase = Double.nan
        if !ratio.isNaN {
            if !isMainAxisRow && childWidthMode == .stretchFit {
                childHeight = yogaFloat(
                    marginColumn
                        + sizeThroughRatio(
                            child, yogaFloat(childWidth - marginRow), from: .row, direction, ownerWidth, ownerHeight))
                childHeightMode = .stretchFit
                if web {
                    ratioBase = sizeThroughRatio(
                        child, childWidth - marginRow, from: .row, direction, ownerWidth, ownerHeight,
                        boundResult: false)
                }
            } else if isMainAxisRow && childHeightMode == .stretchFit {
                childWidth = yogaFloat(
                    marginRow
                        + sizeThroughRatio(
                            child, yogaFloat(childHeight - marginColumn), from: .column, direction, ownerWidth,
                            ownerHeight))
                childWidthMode = .stretchFit
                if web {
                    ratioBase = sizeThroughRatio(
                        child, childHeight - marginColumn, from: .column, direction, ownerWidth, ownerHeight,
                        boundResult: false)
                }
            }
        }

        // An item without a cross size that will be stretched is measured at the container's cross size.
        // The web's defaults: an item with an auto cross margin is not stretched (Flexbox 9.4 step 11).
        let stretches =
            alignment(of: child, in: node) == .stretch && stretchesItsCrossSize(child, c.crossAxis)
            && !(web && hasAutoMargin(child, c.crossAxis, direction))
        // The web's defaults: a stretched cross size is definite only in a single line (Flexbox 9.8), so
        // only there does the ratio take the main size from it.
        let ratioFromStretch = !ratio.isNaN && !(web && (c.isWrap || (isMainAxisRow && !heightIsDefinite(c))))
        var measuredAtStretch = false
        // The web's defaults: in a multi-line container the line's cross size comes from its items, so an
        // item's base is measured at its content's cross size, not the container's (Flexbox 9.4 steps 8
        // and 11).
        let stretchesToContainer = stretches && !(web && c.isWrap)
        if !isMainAxisRow && !isRowDefinite && !width.isNaN && c.widthMode == .stretchFit && stretchesToContainer
            && childWidthMode != .stretchFit
        {
            childWidth = width
            childWidthMode = .stretchFit
            measuredAtStretch = true
            // (The web's defaults: the stretched width is used within the item's min, and its content is
            // measured at it: a `min-width: 50` text stretched to 34 is as tall as its lines at 50, Flexbox 9.4
            // step 11; CSS 2.1, 10.4.)
            if web {
                webFloorDefiniteCrossByMin(child, .row, direction, ownerWidth, ownerHeight, &childWidth, &childHeight)
            }
            if ratioFromStretch {
                childHeight = sizeThroughRatio(
                    child, yogaFloat(childWidth - marginRow), from: .row, direction, ownerWidth, ownerHeight)
                if web {
                    childHeight += marginColumn
                    // (Its flex base size, which its own min and max height do not clamp: Flexbox 9.2 step 3B.)
                    ratioBase = sizeThroughRatio(
                        child, childWidth - marginRow, from: .row, direction, ownerWidth, ownerHeight,
                        boundResult: false)
                }
                childHeightMode = .stretchFit
            }
        }
        if isMainAxisRow && !isColumnDefinite && !height.isNaN && c.heightMode == .stretchFit && stretchesToContainer
            && childHeightMode != .stretchFit
        {
            childHeight = height
            childHeightMode = .stretchFit
            measuredAtStretch = true
            if ratioFromStretch {
                // (The web's defaults: in a row whose height its own ratio gives, raised to its content's, the
                // ratio's height is the definite one its stretched items' bases take, as Chrome has it.)
                let stretchedHeight = web && layout[node].webRatioHeight ? webRatioStretchHeight(&c) : childHeight
                childWidth = sizeThroughRatio(
                    child, yogaFloat(stretchedHeight - marginColumn), from: .column, direction, ownerWidth,
                    ownerHeight)
                if web {
                    childWidth += marginRow
                    // (Its flex base size, which its own min and max width do not clamp: Flexbox 9.2 step 3B.)
                    ratioBase = sizeThroughRatio(
                        child, stretchedHeight - marginColumn, from: .column, direction, ownerWidth, ownerHeight,
                        boundResult: false)
                }
                childWidthMode = .stretchFit
            }
        }

        let mainSize = isMainAxisRow ? childWidth : childHeight
        let mainMode = isMainAxisRow ? childWidthMode : childHeightMode
        constrainMaxSize(child, direction, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
        constrainMaxSize(child, direction, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)

        // (The web's defaults: the height a row item is measured at when stretched in a row of indefinite height
        // is not definite for its children, Flexbox 9.8: its stretched ratio items give it no width.)
        let stretchedInIndefiniteRow = web && isMainAxisRow && measuredAtStretch && !heightIsDefinite(c)
        if stretchedInIndefiniteRow { layout[child].webIndefiniteHeight = true }
        layoutNode(
            child, childWidth, childHeight, direction, childWidthMode, childHeightMode, ownerWidth, ownerHeight,
            performLayout: false)
        if stretchedInIndefiniteRow { layout[child].webIndefiniteHeight = false }
        var basis = (layout + child).measured(c.mainAxis)
        if !ratioBase.isNaN { basis = ratioBase }
        // The web's defaults: the flex base size is the content's size, which the item's own min and
        // max do not clamp (only its hypothetical main size is, §9.2 step 3).
        if web && mainMode != .stretchFit
            && ((style + child).minDimension(c.mainAxis).isDefined
                || (style + child).maxDimension(c.mainAxis).isDefined)
        {
            let crossSize = isMainAxisRow ? childHeight : childWidth
            let crossMode = isMainAxisRow ? childHeightMode : childWidthMode
            basis = unclampedContentSize(
                child, c.mainAxis, direction, main: (mainSize, mainMode), cross: (crossSize, crossMode),
                ownerWidth: ownerWidth, ownerHeight: ownerHeight, freezeReference: c.itemMainOwnerSize, clamped: basis)
        }
        if web && !ratio.isNaN && mainMode != .stretchFit {
            // The web's defaults: a box with an aspect ratio and no definite main size takes its flex
            // base size through the ratio from its cross size (Flexbox 9.2 step 3E with CSS Box Sizing 4,
            // 5.1) in a column, where the cross size is the width its content gives; in a row, the
            // height its content gives does not transfer (it depends on the width), only what its
            // padding, border, min and max give.
            let childDirection = resolveDirection(child, direction)
            let cross =
                isMainAxisRow || measuredAtStretch
                ? (style + child).paddingAndBorder(c.crossAxis, childDirection, ownerWidth)
                : (layout + child).measured(c.crossAxis)
            // (Not clamped by the item's own min and max main size: the hypothetical main size is.)
            let transferred = sizeThroughRatio(
                child, cross, from: c.crossAxis, direction, ownerWidth, ownerHeight, boundResult: false)
            let empty = !links[child].hasMeasure && layoutChildCount(child) == 0
            basis =
                empty || webRatioBaseIgnoresContent(child, isMainAxisRow, measuredAtStretch)
                ? transferred : maxOrDefined(basis, transferred)
            // A max cross size transfers to a max main size (CSS Sizing 4, 5.1).
            let transferredMax = ratioTransferredMax(child, c.mainAxis, direction, ownerWidth, ownerHeight)
            if transferredMax < basis { basis = transferredMax }
        }
        layout[child].computedFlexBasis = maxOrDefined(
            basis, (style + child).paddingAndBorder(c.mainAxis, direction, ownerWidth))
    }

    /// The main size of an item's content (its padding and border, plus its measured content), not
    /// clamped by its min and max (a container's laid out again without them where they clamped it); an
    /// item with an aspect ratio keeps its `clamped` size.
    private func unclampedContentSize(
        _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, main: (Double, SizingMode),
        cross: (Double, SizingMode), ownerWidth: Double, ownerHeight: Double, freezeReference: Double, clamped: Double
    ) -> Double {
        let st = style + child
        let childDirection = resolveDirection(child, direction)
        let crossAxis: FlexDirection = axis.isRow ? .column : .row
        let paddingAndBorderMain = st.paddingAndBorder(axis, childDirection, ownerWidth)
        if !links[child].hasMeasure {
            if layoutChildCount(child) == 0 { return paddingAndBorderMain }
            return unclampedContainerContentSize(
                child, axis, direction, cross: cross, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                freezeReference: freezeReference, clamped: clamped)
        }
        func inner(_ size: (Double, SizingMode), _ axis: FlexDirection) -> Double {
            guard size.1 != .maxContent && !size.0.isNaN else { return .nan }
            return max(
                0,
                size.0 - st.marginForAxis(axis, ownerWidth, direction)
                    - st.paddingAndBorder(axis, childDirection, ownerWidth))
        }
        let innerMain = inner(main, axis)
        let innerCross = inner(cross, crossAxis)
        let size =
            axis.isRow
            ? callMeasure(child, innerMain, main.1.measureMode, innerCross, cross.1.measureMode)
            : callMeasure(child, innerCross, cross.1.measureMode, innerMain, main.1.measureMode)
        return (axis.isRow ? size.width : size.height) + paddingAndBorderMain
    }

    /// The main size of a container item's content, which its own min and max do not clamp (Flexbox 9.2
    /// step 3E: the flex base size is the content's max-content size; only the hypothetical main size is
    /// clamped): where they clamped the `clamped` measurement, the item is measured again at max-content
    /// on that axis without them (not through the cache: the size is not the item's). An item with an
    /// aspect ratio keeps `clamped` (its ratio's rules take its base from its cross size), and so does one
    /// whose percentage min or max has nothing to resolve against where the hypothetical main size is
    /// found (`freezeReference`, the container's inner size) but clamped the measurement.
    @inline(never)
    private func unclampedContainerContentSize(
        _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, cross: (Double, SizingMode),
        ownerWidth: Double, ownerHeight: Double, freezeReference: Double, clamped: Double
    ) -> Double {
        let st = style + child
        // (A row item with an aspect ratio is measured again too where its min clamped it: without a definite
        // height, its base is its content's max-content width, Flexbox 9.2 step 3E.)
        guard st.aspectRatio.isNaN || axis.isRow else { return clamped }
        let childDirection = resolveDirection(child, direction)
        let reference = axis.isRow ? ownerWidth : ownerHeight
        let minimum = st.resolvedMin(axis, childDirection, reference, ownerWidth)
        let maximum = st.resolvedMax(axis, childDirection, reference, ownerWidth)
        if minimum.isNaN != st.resolvedMin(axis, childDirection, freezeReference, ownerWidth).isNaN
            || maximum.isNaN != st.resolvedMax(axis, childDirection, freezeReference, ownerWidth).isNaN
        {
            return clamped
        }
        let tolerance = 0.0001
        guard clamped <= minimum + tolerance || (clamped >= maximum - tolerance && st.aspectRatio.isNaN) else {
            return clamped
        }
        let saved = (style[child].minWidth, style[child].maxWidth, style[child].minHeight, style[child].maxHeight)
        let measured = (layout[child].measuredWidth, layout[child].measuredHeight)
        if axis.isRow {
            style[child].minWidth = .undefined
            style[child].maxWidth = .undefined
        } else {
            style[child].minHeight = .undefined
            style[child].maxHeight = .undefined
        }
        layoutImpl(
            child, axis.isRow ? .nan : cross.0, axis.isRow ? cross.0 : .nan, direction,
            axis.isRow ? .maxContent : cross.1, axis.isRow ? cross.1 : .maxContent, ownerWidth, ownerHeight,
            performLayout: false)
        let content = layout[child].measured(axis)
        (style[child].minWidth, style[child].maxWidth, style[child].minHeight, style[child].maxHeight) = saved
        (layout[child].measuredWidth, layout[child].measuredHeight) = measured
        return content
    }

    /// The web's defaults: raises the definite cross size (with margins) an item's flex base size is
    /// measured at to its min cross size, which beats it (CSS 2.1, 10.4; a larger max is applied later).
    @inline(__always)
    private func webFloorDefiniteCrossByMin(
        _ child: Int, _ crossAxis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double, _ childWidth: inout Double, _ childHeight: inout Double
    ) {
        // (Most items have none: the call is made only for those that do.)
        guard (style + child).minDimension(crossAxis).isDefined else { return }
        floorDefiniteCrossByMin(child, crossAxis, direction, ownerWidth, ownerHeight, &childWidth, &childHeight)
    }

    /// `webFloorDefiniteCrossByMin` for an item with a min cross size.
    @inline(never)
    private func floorDefiniteCrossByMin(
        _ child: Int, _ crossAxis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double, _ childWidth: inout Double, _ childHeight: inout Double
    ) {
        let st = style + child
        let minimum =
            st.resolvedMin(crossAxis, direction, crossAxis.isRow ? ownerWidth : ownerHeight, ownerWidth)
            + st.marginForAxis(crossAxis, ownerWidth, direction)
        if crossAxis.isRow {
            if minimum > childWidth { childWidth = minimum }
        } else if minimum > childHeight {
            childHeight = minimum
        }
    }
}
