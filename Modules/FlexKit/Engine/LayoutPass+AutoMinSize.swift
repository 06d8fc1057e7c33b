/// CSS Flexbox §4.5 "Automatic Minimum Size of Flex Items" (`min-width: auto`), for the web defaults.
///
/// Yoga leaves this out (a flex item's minimum is 0); browsers do not: an item does not shrink below
/// its content (the longest word of a text, the widest child of a box) unless it sets a min size or
/// clips its overflow.
extension LayoutPass {
    /// The automatic minimum main size of an item, or NaN when none applies (an explicit min size).
    func automaticMinimumSize(
        _ child: Int, _ mainAxis: FlexDirection, _ direction: FlexTextDirection, _ ownerMainSize: Double,
        _ ownerWidth: Double, _ ownerHeight: Double, stretchedCross: Double
    ) -> Double {
        let st = style + child
        if st.pointee.display == .none || st.minDimension(mainAxis).isDefined { return .nan }
        // A scroll container (any overflow but visible) has no content-based minimum.
        if st.pointee.overflow != .visible { return 0 }
        let specified = st.resolvedDimension(mainAxis, direction, ownerMainSize, ownerWidth)
        var transferred = Double.nan
        // (A column ratio item's fit-content width, when that is the width it takes: NaN otherwise.)
        var fitWidth = Double.nan
        if !st.aspectRatio.isNaN {
            let crossAxis: FlexDirection = mainAxis.isRow ? .column : .row
            var cross = st.resolvedDimension(
                crossAxis, direction, mainAxis.isRow ? ownerHeight : ownerWidth, ownerWidth)
            if cross.isNaN { cross = stretchedCross }
            // A column item's width is its content's then, fit-content in the column (at least its
            // min-content width, at most its max-content one): its min-content height is what that width
            // gives through the ratio (CSS Sizing 4, 5.1; Flexbox 4.5).
            if cross.isNaN && !mainAxis.isRow && !links[child].hasMeasure && layoutChildCount(child) > 0 {
                cross = boxFitContentWidth(child, direction, ownerWidth, ownerHeight)
                fitWidth = cross
            }
            // A column text's width is its fit-content width: its min-content height is what that width
            // gives through the ratio, its lines' height when more (CSS Sizing 4, 5.1; Flexbox 4.5).
            if cross.isNaN && !mainAxis.isRow && links[child].hasMeasure {
                cross = textFitContentWidth(child, direction, ownerWidth)
            }
            // Without a definite cross size, what the cross axis' padding, border, min and max give
            // through the ratio still bounds the min-content size (CSS Sizing 4, 5.1).
            if cross.isNaN { cross = st.paddingAndBorder(crossAxis, resolveDirection(child, direction), ownerWidth) }
            transferred = sizeThroughRatio(child, cross, from: crossAxis, direction, ownerWidth, ownerHeight)
        }
        // The content size suggestion (Flexbox 4.5): the min-content size.
        var floor: Double
        if !mainAxis.isRow && links[child].hasMeasure {
            // A text's min-content height is its height at the width it has: its own, the stretched
            // one, else fit-content within the container.
            var width = st.resolvedDimension(.row, direction, ownerWidth, ownerWidth)
            if width.isNaN { width = stretchedCross }
            // (That width within its min and max, as the box takes it: CSS 2.1, 10.4.)
            if !width.isNaN {
                width = st.bound(width, .row, resolveDirection(child, direction), ownerWidth, ownerWidth)
            }
            floor = measuredHeight(child, atWidth: width, direction, ownerWidth)
        } else if !mainAxis.isRow
            && (st.aspectRatio.isNaN || columnRatioItemHasWidth(child, direction, ownerWidth, stretchedCross))
        {
            // A column item's min-content height is its content's height laid out at the width it has
            // (CSS Sizing 3, 5.2: the block size at the used inline size); an item with a ratio and a
            // width (its own or stretched) too, the ratio's height (`transferred`) being the floor's other
            // part (CSS Sizing 4, 5.1).
            floor = laidOutContentHeight(child, direction, ownerWidth, ownerHeight, stretchedWidth: stretchedCross)
        } else if !fitWidth.isNaN && columnRatioItemHasWidth(child, direction, ownerWidth, fitWidth) {
            // A column ratio item sized to fit its content's width: its min-content height is its content's
            // laid out at that width (CSS Sizing 3, 5.2), the ratio's height (`transferred`) the floor's other
            // part, as Chrome has it (a 25-wide text of two lines, 20 tall, in `aspect-ratio: 2` makes it
            // 20 tall, and so 40 wide; the ratio alone gave 12.5).
            floor = laidOutContentHeight(child, direction, ownerWidth, ownerHeight, stretchedWidth: fitWidth)
        } else {
            // Its items stretched to its definite cross size take their main size through their aspect
            // ratio from it (Flexbox 9.8, CSS Sizing 4, 5.1).
            let crossAxis: FlexDirection = mainAxis.isRow ? .column : .row
            var cross = st.resolvedDimension(
                crossAxis, direction, mainAxis.isRow ? ownerHeight : ownerWidth, ownerWidth)
            if cross.isNaN { cross = stretchedCross }
            if !cross.isNaN {
                let childDirection = resolveDirection(child, direction)
                cross =
                    st.bound(cross, crossAxis, childDirection, mainAxis.isRow ? ownerHeight : ownerWidth, ownerWidth)
                    - st.paddingAndBorder(crossAxis, childDirection, ownerWidth)
            }
            // A column item's definite width is what its children's percentage margins and paddings
            // resolve against: only its height is being found.
            // Only the smaller of it and the specified size counts: when the children's own sizes alone
            // reach the specified size, so does it, and the walk is not needed.
            floor =
                !specified.isNaN && minContentReaches(child, mainAxis, direction, ownerWidth, specified)
                ? specified
                : minContentSize(
                    child, mainAxis, direction, ownerWidth, ownerHeight, innerCross: cross,
                    innerWidth: mainAxis.isRow ? .nan : cross)
        }
        // A box with an aspect ratio and a definite cross size: its min-content size is at least the
        // one the ratio gives (CSS Sizing 4, 5.1), its content's when larger.
        if !transferred.isNaN {
            // A percentage height with nothing to resolve against acts as `auto` but, as in Chrome, leaves
            // the ratio's size without the content's minimum; a row item's percentage width keeps it.
            let cyclicPercentage = !mainAxis.isRow && st.dimension(mainAxis).isPercent && specified.isNaN
            floor = cyclicPercentage ? transferred : maxOrDefined(floor, transferred)
        }
        if !specified.isNaN { floor = minOrDefined(floor, specified) }
        if !st.aspectRatio.isNaN && (stretchedCross.isNaN || !mainAxis.isRow) {
            // Clamped by the max that a max cross size transfers (Flexbox 4.5), also when the item sets its
            // main size; a percentage max height transfers only of the container's definite height. A row
            // item stretched to a definite height transfers nothing, as a definite height of its own does
            // not (Chrome).
            floor = min(
                floor,
                ratioTransferredMax(
                    child, mainAxis, direction, ownerWidth, ownerHeight, ownSizeSet: true,
                    otherSizeSet: !mainAxis.isRow))
        }
        let maximum = st.resolvedMax(mainAxis, direction, ownerMainSize, ownerWidth)
        if !maximum.isNaN && floor > maximum { floor = maximum }
        return floor.isNaN || floor < 0 ? 0 : floor
    }

    /// `automaticMinimumSize` of an item it does not read a cross size for (`readsCrossSize` false: a
    /// measured item or a childless box on a row without a ratio), found without one: its min-content width
    /// is its measure's at-most-0 answer (its padding and border for a box), within its specified and max
    /// widths; the same steps without the cross-size work they skip. (Apart, so that the general function keeps its size where callers inline it.)
    @inline(never) func measuredRowAutomaticMinimumSize(
        _ child: Int, _ mainAxis: FlexDirection, _ direction: FlexTextDirection, _ ownerMainSize: Double,
        _ ownerWidth: Double
    ) -> Double {
        let st = style + child
        if st.pointee.display == .none || st.minDimension(mainAxis).isDefined { return .nan }
        if st.pointee.overflow != .visible { return 0 }
        let specified = st.resolvedDimension(mainAxis, direction, ownerMainSize, ownerWidth)
        // (`minContentSize` of such an item, without the general function's call.)
        var floor =
            links[child].hasMeasure || links[child].firstChild < 0
            ? childlessMinContentSize(child, mainAxis.isRow, resolveDirection(child, direction), ownerWidth)
            : minContentSize(child, mainAxis, direction, ownerWidth, .nan)
        if !specified.isNaN { floor = minOrDefined(floor, specified) }
        let maximum = st.resolvedMax(mainAxis, direction, ownerMainSize, ownerWidth)
        if !maximum.isNaN && floor > maximum { floor = maximum }
        return floor.isNaN || floor < 0 ? 0 : floor
    }

    /// Whether an item whose flex base size is its content's max-content width has an automatic minimum
    /// size no larger than that base: a measured item on a row without an aspect ratio, a max size or
    /// percentages in its box. Its automatic minimum is its min-content width, which its measure function
    /// gives at most 0 wide, and that is taken to be no wider than its answer with no limit, as text's
    /// longest word is no wider than its line (see `FlexMeasureFunction`).
    @inline(__always) func isMeasuredRowItemWithinItsBase(_ child: Int, _ mainAxis: FlexDirection) -> Bool {
        let st = style + child
        return mainAxis.isRow && links[child].hasMeasure && st.aspectRatio.isNaN && !st.maxDimension(mainAxis).isDefined
            && !st.pointee.boxHasPercentage
    }

    /// Whether an item's automatic minimum size depends on its cross size (its stretched one, or the
    /// container's height): not for a measured item on a row without an aspect ratio, whose min-content
    /// width its measure gives alone, nor for a childless box there, whose min-content width is its
    /// padding and border.
    @inline(__always) func readsCrossSize(_ child: Int, _ mainAxis: FlexDirection) -> Bool {
        !(mainAxis.isRow && (links[child].hasMeasure || links[child].firstChild < 0)
            && (style + child).aspectRatio.isNaN)
    }

    /// `automaticMinimumSize` of an item of `c`, its percentages resolved against `ownerMainSize`: the
    /// stretched cross size is found only for an item whose minimum reads it.
    @inline(__always) func itemAutomaticMinimumSize(
        _ c: inout FlexContainer, _ child: Int, _ ownerMainSize: Double
    ) -> Double {
        guard readsCrossSize(child, c.mainAxis) else {
            return measuredRowAutomaticMinimumSize(child, c.mainAxis, c.direction, ownerMainSize, c.availableInnerWidth)
        }
        if c.isMainAxisRow { return rowBoxAutomaticMinimumSize(&c, child, ownerMainSize) }
        return automaticMinimumSize(
            child, c.mainAxis, c.direction, ownerMainSize, c.availableInnerWidth, definiteInnerHeight(&c),
            stretchedCross: stretchedCrossSize(&c, child))
    }

    /// `itemAutomaticMinimumSize` of a row's item that reads a cross size (a box with children, or one with
    /// an aspect ratio): read from its remembered min-content width when `rememberedRowBoxMinimum` applies,
    /// else found by `automaticMinimumSize`. (Out of line: five callers inline `itemAutomaticMinimumSize`.)
    @inline(never) func rowBoxAutomaticMinimumSize(
        _ c: inout FlexContainer, _ child: Int, _ ownerMainSize: Double
    ) -> Double {
        let remembered = rememberedRowBoxMinimum(&c, child, ownerMainSize)
        if !remembered.isNaN { return remembered }
        return automaticMinimumSize(
            child, c.mainAxis, c.direction, ownerMainSize, c.availableInnerWidth, definiteInnerHeight(&c),
            stretchedCross: stretchedCrossSize(&c, child))
    }

    /// `automaticMinimumSize` of a row's item that is a box with children, without an aspect ratio, a min
    /// width or a width of its own (`auto`), whose min-content width is remembered for the cross size it would be
    /// asked with: the same steps (that width plus padding and border, within its max width, at least 0)
    /// without the general function's branches and `minContentSize`'s call. NaN when it does not apply.
    @inline(__always) private func rememberedRowBoxMinimum(
        _ c: inout FlexContainer, _ child: Int, _ ownerMainSize: Double
    ) -> Double {
        let st = style + child
        let ownerWidth = c.availableInnerWidth
        let widthUnit = st.pointee.width.unit
        guard
            st.pointee.display != .none && !st.minDimension(.row).isDefined && st.pointee.overflow == .visible
                && st.aspectRatio.isNaN && !links[child].hasMeasure && links[child].firstChild >= 0
                && (widthUnit == .auto || widthUnit == .undefined)
        else { return .nan }
        let direction = resolveDirection(child, c.direction)
        let memo = minContentMemo + child
        let content = remembered(child, memo, true, direction)
        guard !content.isNaN else { return .nan }
        if memo.pointee.dependsOnCross(true) {
            // (The inner cross size `automaticMinimumSize` would ask with, found as it finds it.)
            let ownerHeight = definiteInnerHeight(&c)
            var cross = st.resolvedDimension(.column, c.direction, ownerHeight, ownerWidth)
            if cross.isNaN { cross = stretchedCrossSize(&c, child) }
            if !cross.isNaN {
                cross =
                    st.bound(cross, .column, direction, ownerHeight, ownerWidth)
                    - st.paddingAndBorder(.column, direction, ownerWidth)
            }
            guard memo.pointee.rowFound(withCross: cross) else { return .nan }
        }
        if !memo.pointee.isPure(true) { stats.pointee.impureMinContentReads += 1 }
        var floor = content + st.paddingAndBorder(.row, direction, ownerWidth)
        if st.maxDimension(.row).isDefined {
            let maximum = st.resolvedMax(c.mainAxis, c.direction, ownerMainSize, ownerWidth)
            if !maximum.isNaN && floor > maximum { floor = maximum }
        }
        return floor.isNaN || floor < 0 ? 0 : floor
    }

    /// The border-box height of a column item's content laid out at the width it takes in its container
    /// of inner width `ownerWidth`: its own definite width, else `stretchedWidth` (NaN when not stretched),
    /// else fit-content within the container (max-content when the container's width is not known).
    @inline(never)
    private func laidOutContentHeight(
        _ child: Int, _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double,
        stretchedWidth: Double
    ) -> Double {
        let st = style + child
        let childDirection = resolveDirection(child, direction)
        let marginRow = st.marginForAxis(.row, ownerWidth, direction)
        var width = st.resolvedDimension(.row, direction, ownerWidth, ownerWidth)
        if width.isNaN { width = stretchedWidth }
        var mode = SizingMode.stretchFit
        if !width.isNaN {
            width = st.bound(width, .row, childDirection, ownerWidth, ownerWidth) + marginRow
        } else if !ownerWidth.isNaN {
            width = ownerWidth
            mode = .fitContent
        } else {
            mode = .maxContent
        }
        constrainMaxSize(child, direction, .row, ownerWidth, ownerWidth, &mode, &width)
        var heightMode = SizingMode.maxContent
        var height = Double.nan
        constrainMaxSize(child, direction, .column, ownerHeight, ownerWidth, &heightMode, &height)
        if style[child].flexWrap != .noWrap && style[child].flexDirection.isColumn
            && st.dimension(.column).unit == .points
        {
            // A multi-line column breaks its lines at its own height in points: its content is as tall as
            // its longest line then (CSS Flexbox 9.3 step 5; `webLongestLineInnerHeight`), as Chrome has it
            // (a percentage height counts as `auto` there: the lines are not broken).
            let own = st.resolvedDimension(.column, direction, ownerHeight, ownerWidth)
            if !own.isNaN {
                height =
                    st.bound(own, .column, childDirection, ownerHeight, ownerWidth)
                    + st.marginForAxis(.column, ownerWidth, direction)
                heightMode = .fitContent
            }
        }
        layoutNode(child, width, height, direction, mode, heightMode, ownerWidth, ownerHeight, performLayout: false)
        return layout[child].measuredHeight
    }

    /// A measured leaf's border-box height at a border-box width (margins excluded), or fit-content
    /// within `ownerWidth` when the width is NaN, the width within the leaf's min and max width.
    private func measuredHeight(
        _ node: Int, atWidth width: Double, _ direction: FlexTextDirection, _ ownerWidth: Double
    ) -> Double {
        let st = style + node
        let childDirection = resolveDirection(node, direction)
        let paddingAndBorderRow = st.paddingAndBorder(.row, childDirection, ownerWidth)
        let paddingAndBorderColumn = st.paddingAndBorder(.column, childDirection, ownerWidth)
        var width = width
        if width.isNaN {
            let size: FlexSize
            if !ownerWidth.isNaN {
                let available = ownerWidth - st.marginForAxis(.row, ownerWidth, direction) - paddingAndBorderRow
                size = callMeasure(node, max(0, available), .atMost, .nan, .undefined)
            } else {
                size = callMeasure(node, .nan, .undefined, .nan, .undefined)
            }
            width = size.width + paddingAndBorderRow
            // (Within its min and max width, the width it has is the one it was measured at.)
            if st.bound(width, .row, childDirection, ownerWidth, ownerWidth) == width {
                return size.height + paddingAndBorderColumn
            }
        }
        // The width within its min and max (CSS 2.1, 10.4).
        width = st.bound(width, .row, childDirection, ownerWidth, ownerWidth)
        let size = callMeasure(node, max(0, width - paddingAndBorderRow), .exactly, .nan, .undefined)
        return size.height + paddingAndBorderColumn
    }
}
