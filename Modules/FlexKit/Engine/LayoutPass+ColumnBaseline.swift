/// Baseline alignment in a column container under the web's defaults (CSS Flexbox 8.3, 9.4 step 8).
///
/// A column's cross axis is horizontal, where a horizontal item has no baseline: one is synthesized from
/// its border box, on its left edge, as Chrome does. The items of a line aligned by `baseline` share it:
/// the one whose baseline lies farthest from its cross-start margin edge is flush with the line's
/// cross-start, and the line is at least as wide as the group's two largest extents on either side of
/// the baseline. Cross-start is the left in a left-to-right column and the right in a right-to-left one,
/// and the other way round under `wrap-reverse`. (Yoga's defaults align such items at flex-start.)
extension LayoutPass {
    /// Whether a column container has items aligned by `baseline` (web defaults).
    func isColumnBaselineLayout(_ node: Int) -> Bool {
        if style[node].alignItems == .baseline { return true }
        var child = firstLayoutChild(node)
        while child >= 0 {
            if style[child].alignSelf == .baseline && style[child].positionType != .absolute { return true }
            child = nextLayoutChild(child, node)
        }
        return false
    }

    /// Whether an item of a column container takes part in its line's baseline alignment: aligned by
    /// `baseline`, without an auto cross margin (Flexbox 8.3), its logical margins mapped in `direction`
    /// (the container's, which the item's own replaces where it sets one: `ComputedStyle`).
    func isColumnBaselineItem(_ child: Int, in node: Int, _ direction: FlexTextDirection) -> Bool {
        let own = style[child].alignSelf
        guard (own == .auto ? style[node].alignItems : own) == .baseline else { return false }
        let st = style + child
        return !st.isLeadingMarginAuto(.row, direction) && !st.isTrailingMarginAuto(.row, direction)
    }

    /// The distances from an item's baseline (its left border edge) to its cross-start and cross-end
    /// margin edges.
    func columnBaselineExtents(_ c: FlexContainer, _ child: Int) -> (ascent: Double, descent: Double) {
        let st = style + child
        let near = st.leadingMargin(c.crossAxis, c.direction, c.availableInnerWidth)
        let far = st.trailingMargin(c.crossAxis, c.direction, c.availableInnerWidth)
        let width = layout[child].measuredWidth
        let ascent: Double
        if style[c.node].flexWrap == .wrapReverse {
            // Lines are placed from the leading edge and mirrored afterwards: cross-start is the far side.
            ascent = far + (c.crossAxis.leadingEdge == .left ? width : 0)
        } else {
            ascent = near + (c.crossAxis.leadingEdge == .left ? 0 : width)
        }
        return (ascent, near + width + far - ascent)
    }

    /// Places an item of a column's baseline-sharing group: its baseline `maxAscent` from the line's
    /// cross-start (`currentLead` from the leading edge, before `wrap-reverse` mirrors the lines), then
    /// moved by its relative offset.
    func placeOnColumnBaseline(_ c: FlexContainer, _ child: Int, currentLead: Double, maxAscent: Double) {
        let st = style + child
        let lead = c.crossAxis.leadingEdge
        let near = st.leadingMargin(c.crossAxis, c.direction, c.availableInnerWidth)
        let far = st.trailingMargin(c.crossAxis, c.direction, c.availableInnerWidth)
        let width = layout[child].measuredWidth
        let offset = webRelativeOffset(
            child, from: lead, resolveDirection(child, c.direction), c.availableInnerWidth, definiteInnerHeight(c))
        // The baseline's distance from the item's leading border edge.
        let baseline = lead == .left ? 0 : width
        let position: Double
        if style[c.node].flexWrap == .wrapReverse {
            // So that mirroring the margin box puts the baseline `maxAscent` from the far side.
            position = currentLead + maxAscent - width - far + near + baseline
        } else {
            position = currentLead + maxAscent - baseline
        }
        layout[child].position[lead] = position + offset
    }
}
