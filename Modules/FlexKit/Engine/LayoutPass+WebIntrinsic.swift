/// Percentages under the web's defaults: inside a content-sized box they are cyclic (CSS Sizing 3, 5.2.1;
/// CSS Box Alignment 3, 8.3 for gaps), and one with nothing to resolve against is not `auto`.
extension LayoutPass {
    /// Whether the width of `node`, sized by its content, is one its children's percentages (or its own
    /// percentage gaps) would resolve against.
    @inline(__always)
    func percentagesAreCyclic(_ node: Int) -> Bool {
        if style[node].columnGap.isPercent || style[node].rowGap.isPercent { return true }
        var child = firstLayoutChild(node)
        while child >= 0 {
            if style[child].flags.contains(.percent) { return true }
            child = nextLayoutChild(child, node)
        }
        return false
    }

    /// Whether a node below `node` may be non-monotone (a percentage, wrapping, an aspect ratio, a baseline
    /// or scrolling: `SubtreeTraits`), as far as the subtree's counts tell (always, when they are stale).
    @inline(__always)
    func mayHaveNonMonotoneDescendant(_ node: Int) -> Bool {
        let own: Int32 = links[node].ownTraits.contains(.nonMonotone) ? 1 : 0
        return links[node].traitsAreStale || links[node].traits.nonMonotone > own
    }

    /// Whether `node`, a single-line column sized by its content, has items stretched to its width whose
    /// height their aspect ratio gives from it. A browser knows a box's width before it lays the box out,
    /// so those items take their height from that width, its min and max included (`min-width: 60` over an
    /// `aspect-ratio: 3` box: 20 tall, not 0; a 10-wide sibling makes an `aspect-ratio: 2` box 5 tall).
    @inline(__always)
    func widthStretchesRatioItems(_ node: Int) -> Bool {
        let st = style + node
        guard !st.pointee.flexDirection.isRow && st.pointee.flexWrap == .noWrap else { return false }
        // (An aspect ratio makes its node non-monotone: none below, none to look for.)
        guard mayHaveNonMonotoneDescendant(node) else { return false }
        var child = firstLayoutChild(node)
        while child >= 0 {
            if !(style + child).aspectRatio.isNaN && (style + child).dimension(.row).unit != .points
                && alignment(of: child, in: node) == .stretch
            {
                return true
            }
            child = nextLayoutChild(child, node)
        }
        return false
    }

    /// The web's defaults: the width of a box sized to fit `available` (border box, without margins),
    /// for a box whose children use percentages. A browser takes its max-content width with those
    /// percentages as `auto` (sizes) or 0 (margins, paddings, gaps), fits it in the space (then the
    /// box's min and max), and only then resolves the percentages against it; Yoga resolves them
    /// against the space offered. The max-content measurement is a layout at an undefined width, where
    /// percentages of the width have nothing to resolve against. When the content does not fit, the
    /// width is `available`, or the min-content size when larger (CSS Sizing 3, 5.2). `innerCross`: the
    /// row's definite inner height (`webDefiniteRowCross`: the height it is laid out at, a flexed one
    /// included, not its own `height` before flexing), at which its stretched ratio items count in its
    /// min-content width, which its max-content width is at least.
    @inline(never)
    func webFitContentWidth(
        _ node: Int, _ available: Double, _ availableHeight: Double, _ ownerDirection: FlexTextDirection,
        _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double, innerCross: Double
    ) -> Double {
        layoutNode(
            node, .nan, availableHeight, ownerDirection, .maxContent, heightMode, ownerWidth, ownerHeight,
            performLayout: false)
        var content = layout[node].measuredWidth
        let direction = resolveDirection(node, ownerDirection)
        if !innerCross.isNaN {
            let minimum = minContentSize(node, .row, direction, ownerWidth, ownerHeight, innerCross: innerCross)
            content = max(content, minimum)
        }
        guard content <= available else {
            // Wider than the space: fit-content is the space, or the min-content size when larger (CSS
            // Sizing 3, 5.2), and the percentages resolve against that.
            let minimum = webFitContentMinimum(
                node, available, direction, ownerWidth, ownerHeight, innerCross: innerCross)
            return minimum.isNaN ? (style + node).bound(available, .row, direction, ownerWidth, ownerWidth) : minimum
        }
        return (style + node).bound(content, .row, direction, ownerWidth, ownerWidth)
    }
}

extension LayoutPass {
    /// Whether an item aligned `stretch` takes the line's cross size: under the web's defaults only when
    /// its cross size is `auto`, not a percentage that has nothing to resolve against (Flexbox 9.4 step
    /// 11); Yoga stretches both.
    @inline(__always)
    func stretchesItsCrossSize(_ child: Int, _ crossAxis: FlexDirection) -> Bool {
        !web || !(style + child).dimension(crossAxis).isPercent
    }
}

extension LayoutPass {
    /// The web's defaults: fit-content is at least the min-content size (CSS Sizing 3, 5.2), so a box
    /// whose content cannot narrow to the `available` width overflows it at its min-content width
    /// (within its min and max); NaN when the content fits.
    @inline(never)
    func webFitContentMinimum(
        _ node: Int, _ available: Double, _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double,
        innerCross: Double = .nan
    ) -> Double {
        let minimum = minContentSize(node, .row, direction, ownerWidth, ownerHeight, innerCross: innerCross)
        guard minimum > available else { return .nan }
        return (style + node).bound(minimum, .row, direction, ownerWidth, ownerWidth)
    }
}
