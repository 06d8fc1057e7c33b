/// Min-content sizes (CSS Sizing 3, 5.1; Flexbox 9.9.3), which web mode's automatic minimum sizes
/// (Flexbox 4.5) read: a measured leaf's answer to an at-most 0 offer, a container's items' contributions.
extension LayoutPass {
    /// `minContentSize` of a measured leaf (its measure's min-content answer, remembered) or a box without
    /// children (no content: its padding and border), `direction` resolved for the node.
    @inline(__always) func childlessMinContentSize(
        _ node: Int, _ wantRow: Bool, _ direction: FlexTextDirection, _ ownerWidth: Double
    ) -> Double {
        if links[node].hasMeasure {
            let memo = minContentMemo + node
            var content = remembered(node, memo, wantRow, direction)
            if content.isNaN {
                stats.pointee.minContentSteps += 1
                content = leafMinContent(node, wantRow)
                memo.pointee.store(content, wantRow, direction, generation, configVersion, pure: true)
            }
            return content + (style + node).paddingAndBorder(wantRow ? .row : .column, direction, ownerWidth)
        }
        // A box without children has no content: its padding and border (nothing to remember).
        return (style + node).paddingAndBorder(wantRow ? .row : .column, direction, ownerWidth)
    }

    /// The min-content size of a node on an axis (border box): a measured leaf's answer to an at-most
    /// 0 offer (the longest word of a text); a container's items laid end to end on its main axis
    /// (or the widest when it wraps), the largest on its cross axis, plus padding and border.
    ///
    /// Only the node's own padding depends on its owner; the content part depends on the node's
    /// subtree, the axis and the resolved direction alone, so each node's is found once
    /// (`minContentMemo`) and a chain of nested items costs its length, not its square. It is kept
    /// across layouts while the node stays clean (any change in its subtree marks it dirty), or while
    /// only leaves' content changed and their min-content answers did not (`MinContentMemo.holds`).
    ///
    /// `innerCross` is the node's definite inner cross size when it is stretched (NaN otherwise; a
    /// definite size of its own in points is read here): its items stretched to it take their main size
    /// through their aspect ratio. A node whose answer depends on it remembers so, and is found again
    /// when it is given. `innerWidth`, the node's definite inner width (NaN when none), is what its
    /// children's percentage margins and paddings resolve against when its height is asked for.
    func minContentSize(
        _ node: Int, _ axis: FlexDirection, _ ownerDirection: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double, innerCross: Double = .nan, innerWidth: Double = .nan
    ) -> Double {
        let wantRow = axis.isRow
        let direction = resolveDirection(node, ownerDirection)
        let memo = minContentMemo + node
        if links[node].hasMeasure || links[node].firstChild < 0 {
            return childlessMinContentSize(node, wantRow, direction, ownerWidth)
        }
        let mainAxis = style[node].flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        // Only the axis asked for: both would visit every subtree twice a level, 2^depth in all.
        let wantMain = mainAxis.isRow == wantRow
        let axisAsked = wantMain ? mainAxis : crossAxis
        var total = remembered(node, memo, wantRow, direction)
        let percentWidth = wantRow ? Double.nan : innerWidth
        let givenContext = !innerCross.isNaN || !percentWidth.isNaN
        if !total.isNaN && memo.pointee.dependsOnCross(wantRow) {
            // A width is remembered with the stretched cross size it was found with; a height only without one.
            if wantRow ? !memo.pointee.rowFound(withCross: innerCross) : givenContext { total = .nan }
        }
        // (A size found with other measurements or layouts makes the size being found with it so too.)
        if !total.isNaN && !memo.pointee.isPure(wantRow) { stats.pointee.impureMinContentReads += 1 }
        if total.isNaN {
            stats.pointee.minContentSteps += 1
            let impurityBefore = minContentImpurity()
            #if DEBUG
                let layoutsBefore = layoutCount()
                defer { assert(layoutCount() == layoutsBefore, "a min-content walk laid something out") }
            #endif
            let wraps = style[node].flexWrap != .noWrap
            total = 0
            // The definite inner cross size its stretched items take (Flexbox 9.8: single-line only).
            var cross = Double.nan
            var dependsOnCross = false
            if wantMain && !wraps {
                cross = innerCross.isNaN ? ownInnerSize(node, crossAxis, direction) : innerCross
            }
            // The node's size is what is being found: its descendants' percentage sizes, margins and
            // paddings are cyclic and count as `auto` and 0 (CSS Sizing 3, 5.2.1), which an undefined
            // owner size gives.
            // Items laid end to end have the gaps between them (a percentage gap counts as 0 in an
            // intrinsic size: CSS Box Alignment 3, 8.3).
            let gap = wantMain && !wraps ? (style + node).gap(axisAsked, .nan) : 0
            // A width asked for: the node's definite height (its own in points, or the one it is stretched
            // to) is what its children's percentage heights resolve against (only the width is being found).
            // A column's width asked for with its definite inner height given (`innerCross`: the height it
            // is stretched to, or its own percentage height resolved) takes that height for them too.
            // A multi-line row stretched to a definite height takes it for them too (Flexbox 9.8: the stretched
            // item's height is definite), though its own items are not stretched to it.
            let percentHeight =
                !wantRow
                ? .nan
                : wantMain && !wraps && !cross.isNaN
                    ? cross
                    : (!wantMain || wraps) && !innerCross.isNaN ? innerCross : ownInnerSize(node, .column, direction)
            var isFirst = true
            var child = firstLayoutChild(node)
            while child >= 0 {
                defer { child = nextLayoutChild(child, node) }
                guard isInFlow(child) else { continue }
                if !isFirst { total += gap }
                isFirst = false
                var itemSize = Double.nan
                var measuredText = false
                if wantMain && !wraps && !(style + child).aspectRatio.isNaN {
                    let stretched = stretchedRatioSize(child, node, axisAsked, crossAxis, direction, cross)
                    if stretched.dependsOnCross { dependsOnCross = true }
                    itemSize = stretched.size
                }
                // (A width: its percentage height resolves against a cross size given, when one is.)
                if style[child].flags.contains(.percent) { dependsOnCross = true }
                if itemSize.isNaN && !wantRow && links[child].hasMeasure && (wantMain || inFlowCount(node) == 1) {
                    // A text's height is its height at the width it has (CSS Sizing 3, 5.2: min-content and
                    // max-content heights are the content's height at the given width).
                    dependsOnCross = true
                    itemSize = textHeight(child, node, direction, percentWidth, stretched: wantMain)
                    measuredText = !itemSize.isNaN
                }
                // (A width: an item stretched to the node's definite inner height takes it, its own
                // items through their ratios in turn, Flexbox 9.8.)
                var childCross = Double.nan
                var stretches = false
                if wantRow && wantMain && !wraps && (style + child).aspectRatio.isNaN {
                    stretches = isStretched(child, node, crossAxis, direction)
                    if stretches && !cross.isNaN {
                        childCross = stretchedInnerCross(child, crossAxis, direction, cross)
                    }
                }
                if itemSize.isNaN {
                    itemSize = contribution(
                        child, axisAsked, direction, percentWidth, percentHeight, innerCross: childCross)
                    // Without a cross size to pass down, the node's width depends on one all the same when
                    // the item's does (its memo, just found, says so).
                    if stretches && childCross.isNaN && (minContentMemo + child).pointee.rowDependsOnCross {
                        dependsOnCross = true
                    }
                }
                if !wantRow && wantMain && !wraps
                    && (style[child].flexBasis.unit == .points || style[child].flexBasis.isPercent)
                {
                    // A column's height is laid out, not estimated: its items count at their hypothetical
                    // main sizes, their flex base sizes within their min and max, the automatic minimum
                    // included (Flexbox 9.2 step 3; CSS Sizing 3, 5.2). A percentage basis of the height
                    // being found is cyclic, so `content` (Flexbox 7.2.3): the item's height does not count.
                    let content =
                        measuredText ? itemSize : minContentSize(child, .column, direction, percentWidth, .nan)
                    itemSize = hypotheticalHeight(child, content, direction)
                }
                if wantMain && wantRow && !wraps && style[child].flexBasis.unit == .points
                    && (style[child].flexGrow == 0 || style[child].flexShrink == 0)
                {
                    // (A ratio item's automatic minimum may take its size from the stretched cross size.)
                    if !(style + child).aspectRatio.isNaN && isStretched(child, node, crossAxis, direction) {
                        dependsOnCross = true
                    }
                    itemSize = clampedByFlexBase(
                        child, node, itemSize, axisAsked, crossAxis, direction, cross: cross, childCross: childCross)
                }
                // An item stretched to the node's cross size makes the node's width depend on it only when
                // the item's own width does: its memo, just found with that size, says so (a width that does
                // not depend on it is remembered for every cross size).
                if !childCross.isNaN && (minContentMemo + child).pointee.rowDependsOnCross { dependsOnCross = true }
                let size = itemSize + (style + child).marginForAxis(axisAsked, percentWidth, direction)
                total = wantMain && !wraps ? total + size : max(total, size)
            }
            // A height found from a cross size given from outside is not the node's own: not remembered (a
            // width is, with the cross size).
            if !dependsOnCross || !givenContext || wantRow {
                memo.pointee.store(
                    total, wantRow, direction, generation, configVersion, pure: minContentImpurity() == impurityBefore,
                    dependsOnCross: dependsOnCross, cross: innerCross)
            }
        }
        return total + (style + node).paddingAndBorder(axisAsked, direction, ownerWidth)
    }

    /// Whether `minContentSize(node, axis, ...)` is at least `cap`, found from a lower bound without the
    /// walk: the contributions of the node's in-flow children with a size of their own in points on the
    /// axis (no percentage, aspect ratio, measure or `flex-basis` that could make the walk count them
    /// otherwise), laid end to end or the largest, as the walk lays them; every other contribution and
    /// gap is at least 0, so only a margin could lower a sum (none may have one then). False when unsure.
    @inline(never) func minContentReaches(
        _ node: Int, _ axis: FlexDirection, _ ownerDirection: FlexTextDirection, _ ownerWidth: Double,
        _ cap: Double
    ) -> Bool {
        guard !links[node].hasMeasure && links[node].firstChild >= 0 else { return false }
        let direction = resolveDirection(node, ownerDirection)
        let wantRow = axis.isRow
        let sums = (style[node].flexDirection.resolved(direction).isRow == wantRow) && style[node].flexWrap == .noWrap
        let floor = (style + node).paddingAndBorder(axis, direction, ownerWidth)
        var total = 0.0
        var child = firstLayoutChild(node)
        while child >= 0 {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child) else { continue }
            let st = style + child
            // (A largest skips an item with a margin: only its own contribution is a lower bound.)
            if st.hasMargin {
                if sums { return false }
                continue
            }
            guard
                !st.pointee.flags.contains(.percent) && st.aspectRatio.isNaN && !links[child].hasMeasure
                    && st.dimension(axis).unit == .points && st.pointee.flexBasis.unit != .points
                    && !st.pointee.flexBasis.isPercent
            else { continue }
            let size = st.resolvedDimension(axis, direction, .nan, .nan)
            guard size >= 0 else { continue }
            let contribution = st.bound(size, axis, direction, .nan, .nan)
            total = sums ? total + contribution : max(total, contribution)
            if total + floor >= cap { break }
        }
        guard total + floor >= cap else { return false }
        if !sums { return true }
        // (The children after the last one read: a margin there could still lower the sum.)
        while child >= 0 {
            if isInFlow(child) && (style + child).hasMargin { return false }
            child = nextLayoutChild(child, node)
        }
        return true
    }

    /// The number of a node's in-flow children.
    private func inFlowCount(_ node: Int) -> Int {
        var count = 0
        var child = firstLayoutChild(node)
        while child >= 0 {
            if isInFlow(child) { count += 1 }
            child = nextLayoutChild(child, node)
        }
        return count
    }

    /// A measured item's border-box height at the width it takes in `node` of definite inner width
    /// `innerWidth`: its own width, else the whole line when `stretched` (a column's stretched item), else
    /// fit-content within it; NaN without a width to measure at.
    private func textHeight(
        _ child: Int, _ node: Int, _ direction: FlexTextDirection, _ innerWidth: Double, stretched: Bool
    ) -> Double {
        let st = style + child
        guard !innerWidth.isNaN && st.dimension(.column).unit != .points else { return .nan }
        let childDirection = resolveDirection(child, direction)
        let paddingAndBorderRow = st.paddingAndBorder(.row, childDirection, innerWidth)
        var available = max(0, innerWidth - st.marginForAxis(.row, innerWidth, direction) - paddingAndBorderRow)
        let widthUnit = st.dimension(.row).unit
        var exact =
            stretched && alignment(of: child, in: node) == .stretch && (widthUnit == .auto || widthUnit == .undefined)
            && !st.isLeadingMarginAuto(.row, childDirection) && !st.isTrailingMarginAuto(.row, childDirection)
        if widthUnit == .points || widthUnit == .percent {
            let width = st.resolvedDimension(.row, childDirection, innerWidth, innerWidth)
            available = max(0, st.bound(width, .row, childDirection, innerWidth, innerWidth) - paddingAndBorderRow)
            exact = true
        }
        // An item that cannot shrink keeps its max-content width in a row.
        let unshrunk = !stretched && !exact && flexShrink(child) == 0
        let size = callMeasure(
            child, unshrunk ? .nan : available, unshrunk ? .undefined : exact ? .exactly : .atMost, .nan, .undefined)
        let height = size.height + st.paddingAndBorder(.column, childDirection, innerWidth)
        return st.bound(height, .column, childDirection, .nan, innerWidth)
    }

    /// An item's hypothetical main size in a column of indefinite height: its `flex-basis` in points
    /// (at least its padding and border), at least its automatic minimum (the smaller of its specified
    /// height and `contentSize`, its min-content height), within its min and max.
    private func hypotheticalHeight(_ child: Int, _ contentSize: Double, _ direction: FlexTextDirection) -> Double {
        let st = style + child
        var size = max(
            resolvedFlexBasis(child, direction, .column, .nan, .nan), st.paddingAndBorder(.column, direction, .nan))
        if !st.minDimension(.column).isDefined && st.pointee.overflow == .visible {
            let specified = st.resolvedDimension(.column, direction, .nan, .nan)
            size = max(size, specified.isNaN ? contentSize : min(specified, contentSize))
        }
        return st.bound(size, .column, direction, .nan, .nan)
    }

    /// A node's own definite inner size on an axis (its size in points, within its min and max, less
    /// its padding and border), NaN when it has none; percentages are cyclic here.
    @inline(__always) private func ownInnerSize(_ node: Int, _ axis: FlexDirection, _ direction: FlexTextDirection)
        -> Double
    {
        let st = style + node
        guard st.dimension(axis).unit == .points else { return .nan }
        let size = st.resolvedDimension(axis, direction, .nan, .nan)
        return st.bound(size, axis, direction, .nan, .nan) - st.paddingAndBorder(axis, direction, .nan)
    }

    /// The min-content contribution on its container's main axis of an item with an aspect ratio that
    /// is stretched to the container's definite inner cross size `cross` (an `auto` cross size, aligned
    /// `stretch`, no auto cross margin): the main size the ratio gives from the stretched size, at least
    /// its min-content size (its automatic minimum, CSS Sizing 4, 5.1), within its min and max. NaN when
    /// it is not stretched; `dependsOnCross` when it would be with a cross size.
    private func stretchedRatioSize(
        _ child: Int, _ node: Int, _ axis: FlexDirection, _ crossAxis: FlexDirection, _ direction: FlexTextDirection,
        _ cross: Double, ownSizeSet: Bool = false
    ) -> (size: Double, dependsOnCross: Bool) {
        let st = style + child
        let crossUnit = st.dimension(crossAxis).unit
        guard ownSizeSet || st.dimension(axis).unit != .points, crossUnit == .auto || crossUnit == .undefined,
            alignment(of: child, in: node) == .stretch,
            !st.isLeadingMarginAuto(crossAxis, direction), !st.isTrailingMarginAuto(crossAxis, direction)
        else { return (.nan, false) }
        guard !cross.isNaN else { return (.nan, true) }
        let outer = max(0, cross - st.marginForAxis(crossAxis, .nan, direction))
        // Its percentages on the cross axis resolve against the container's definite inner cross size.
        var size = sizeThroughRatio(
            child, outer, from: crossAxis, direction, crossAxis.isRow ? cross : .nan, crossAxis.isRow ? .nan : cross)
        if !st.minDimension(axis).isDefined && st.pointee.overflow == .visible {
            size = max(size, stretchedItemMinContent(child, axis, crossAxis, direction, outer))
        }
        return (st.bound(size, axis, direction, .nan, .nan), true)
    }

    /// The min-content contribution of a child: its definite size if it has one, else its min-content
    /// size, within its min and max.
    private func contribution(
        _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double, innerCross: Double = .nan
    ) -> Double {
        let reference = axis.isRow ? ownerWidth : ownerHeight
        let st = style + child
        var size = st.resolvedDimension(axis, direction, reference, ownerWidth)
        if size.isNaN && !st.aspectRatio.isNaN {
            // A box with an aspect ratio and a definite size on the other axis: the size it gives.
            let other: FlexDirection = axis.isRow ? .column : .row
            let otherSize = st.resolvedDimension(other, direction, axis.isRow ? ownerHeight : ownerWidth, ownerWidth)
            if !otherSize.isNaN {
                size = sizeThroughRatio(child, otherSize, from: other, direction, ownerWidth, ownerHeight)
                // At least its min-content size: its automatic minimum (CSS Sizing 4, 5.1).
                if !st.minDimension(axis).isDefined && st.pointee.overflow == .visible {
                    size = max(size, minContentSize(child, axis, direction, ownerWidth, ownerHeight))
                }
            } else {
                // Without one, its min-content size, at least what the other axis' padding, border, min
                // and max give through the ratio, at most what its max gives (CSS Sizing 4, 5.1).
                size = max(
                    minContentSize(child, axis, direction, ownerWidth, ownerHeight),
                    sizeThroughRatio(
                        child, st.paddingAndBorder(other, direction, ownerWidth), from: other, direction, ownerWidth,
                        ownerHeight))
                size = min(size, ratioTransferredMax(child, axis, direction, ownerWidth, ownerHeight))
            }
        }
        if size.isNaN || size < 0 {
            // Its height: its own definite width (in points) is what its children's percentage margins
            // and paddings resolve against (CSS Sizing 3, 5.2.1: only the height is being found).
            let innerWidth = axis.isRow ? Double.nan : ownInnerSize(child, .row, resolveDirection(child, direction))
            var innerCross = innerCross
            if axis.isRow && innerCross.isNaN && !ownerHeight.isNaN
                && (st.dimension(.column).isPercent
                    || (st.dimension(.column).unit == .points
                        && (st.maxDimension(.column).isPercent || st.minDimension(.column).isPercent)))
            {
                // Its width: a percentage height of a definite height is definite (CSS Sizing 3, 5.2.1 makes
                // only percentages of the size being found cyclic), for its own percentage heights and the
                // items stretched to it, which take their widths through their ratios from it; so is a
                // height in points within a percentage min or max of it (`height: 8; max-height: 50%` in a
                // 0-tall row is 0 tall, its stretched ratio items 0 wide).
                innerCross = percentHeightInner(child, direction, ownerHeight)
            }
            size = minContentSize(
                child, axis, direction, ownerWidth, ownerHeight, innerCross: innerCross, innerWidth: innerWidth)
        }
        return st.bound(size, axis, direction, reference, ownerWidth)
    }

    /// The web's defaults: a node's inner height from its percentage height of the definite height
    /// `ownerHeight`, within its min and max.
    @inline(never)
    private func percentHeightInner(_ node: Int, _ direction: FlexTextDirection, _ ownerHeight: Double) -> Double {
        let st = style + node
        let nodeDirection = resolveDirection(node, direction)
        let height = st.resolvedDimension(.column, nodeDirection, ownerHeight, .nan)
        let bounded = st.bound(height, .column, nodeDirection, ownerHeight, .nan)
        return max(0, bounded - st.paddingAndBorder(.column, nodeDirection, .nan))
    }

    /// Whether an item of `node` is stretched on the cross axis (an `auto` cross size, aligned `stretch`,
    /// no auto cross margin).
    private func isStretched(
        _ child: Int, _ node: Int, _ crossAxis: FlexDirection, _ direction: FlexTextDirection
    ) -> Bool {
        let st = style + child
        let unit = st.dimension(crossAxis).unit
        return (unit == .auto || unit == .undefined) && alignment(of: child, in: node) == .stretch
            && !st.isLeadingMarginAuto(crossAxis, direction) && !st.isTrailingMarginAuto(crossAxis, direction)
    }

    /// The inner cross size of an item of a single-line container stretched (`isStretched`) to its
    /// definite inner cross size `cross`, within its min and max.
    private func stretchedInnerCross(
        _ child: Int, _ crossAxis: FlexDirection, _ direction: FlexTextDirection, _ cross: Double
    ) -> Double {
        let st = style + child
        let childDirection = resolveDirection(child, direction)
        let outer = st.bound(
            max(0, cross - st.marginForAxis(crossAxis, .nan, direction)), crossAxis, childDirection, .nan, .nan)
        return max(0, outer - st.paddingAndBorder(crossAxis, childDirection, .nan))
    }

    /// An item's min-content contribution to a single-line container's main size (a browser leaves a
    /// multi-line container's as it is), capped by a `flex-basis` in points when the item cannot grow
    /// and floored by it when it cannot shrink, then clamped by its min and max (Flexbox 9.9.3): `size`
    /// is its min-content size (its specified size when definite), within its min and max. (An item
    /// that can both grow and shrink keeps `size`, which is already within its min and max.) `cross` is
    /// the container's definite inner cross size (NaN when none), `childCross` the inner cross size the
    /// item is stretched to (NaN when none): the item's min-content size, in its automatic minimum, is
    /// found with them.
    @inline(never)
    private func clampedByFlexBase(
        _ child: Int, _ node: Int, _ size: Double, _ axis: FlexDirection, _ crossAxis: FlexDirection,
        _ direction: FlexTextDirection, cross: Double, childCross: Double
    ) -> Double {
        let grows = flexGrow(child) != 0
        let shrinks = flexShrink(child) != 0
        let st = style + child
        let base = maxOrDefined(
            resolvedFlexBasis(child, direction, axis, .nan, .nan), st.paddingAndBorder(axis, direction, .nan))
        guard !base.isNaN else { return size }
        var clamped = size
        if !grows { clamped = min(clamped, base) }
        if !shrinks { clamped = max(clamped, base) }
        if clamped < size && !st.minDimension(axis).isDefined && st.pointee.overflow == .visible {
            // Its automatic minimum (Flexbox 4.5): the min-content size `size` is, or the smaller of
            // the specified size and the min-content size.
            let specified = st.resolvedDimension(axis, direction, .nan, .nan)
            var automatic = size
            if !specified.isNaN {
                // (The min-content size of an item stretched to a definite cross size: what its ratio gives
                // from it, at least its content's, or its content's with its own stretched items taking their
                // sizes through their ratios from it, CSS Sizing 4, 5.1; Flexbox 9.8.)
                var content =
                    st.aspectRatio.isNaN
                    ? Double.nan
                    : stretchedRatioSize(child, node, axis, crossAxis, direction, cross, ownSizeSet: true).size
                if content.isNaN {
                    content = minContentSize(child, axis, direction, .nan, .nan, innerCross: childCross)
                    if web && !st.aspectRatio.isNaN {
                        // (A ratio item's min-content size is at least what its cross padding, border and
                        // min give through the ratio: `min-height: 60; aspect-ratio: 2` is at least 120
                        // wide, CSS Sizing 4, 5.1; Flexbox 4.5.)
                        let transferred = sizeThroughRatio(
                            child, st.paddingAndBorder(crossAxis, direction, .nan), from: crossAxis, direction,
                            .nan, .nan)
                        content = maxOrDefined(content, transferred)
                    }
                }
                automatic = min(specified, content)
            }
            clamped = max(clamped, automatic)
        }
        return st.bound(clamped, axis, direction, .nan, .nan)
    }
}
