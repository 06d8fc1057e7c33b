/// The web's defaults: the shrink-to-fit width of an absolutely positioned multi-line column.
extension LayoutPass {
    /// The border-box size (no margins) of an absolutely positioned multi-line column whose width is its
    /// content's, measured at `measuredWidth` x `measuredHeight` within `space` (the width offered, margins
    /// included). CSS Position 3, 5.1 (CSS 2.1, 10.3.7) makes the width `min(max(min-content, space),
    /// max-content)`; Flexbox 9.9.1 makes a multi-line container's max-content cross size the sum of its
    /// lines' cross sizes, and its min-content cross size its largest item contribution. Chrome breaks a
    /// column's lines there at the height it will take, its max height when its content overflows it:
    /// `max-height: 50` around items of heights 30, 40 and 45 and widths 8, 6 and 7 makes three lines and
    /// a box 8 + 6 + 7 wide (its widest item's 8 in a single line). Returns NaN for other boxes.
    @inline(never) func webAbsoluteWrappedColumnSize(
        _ child: Int, space: Double, heightFromContent: Bool, measuredWidth: Double, measuredHeight: Double,
        _ direction: FlexTextDirection, _ blockWidth: Double, _ blockHeight: Double
    ) -> (width: Double, height: Double) {
        let st = style + child
        guard st.pointee.flexWrap != .noWrap, !st.pointee.flexDirection.isRow, st.aspectRatio.isNaN else {
            return (.nan, .nan)
        }
        let marginRow = st.marginForAxis(.row, blockWidth, direction)
        let marginColumn = st.marginForAxis(.column, blockWidth, direction)
        var width = measuredWidth
        var height = measuredHeight
        if heightFromContent {
            // Measured at its max-content height, its items stood in one line; capped by a max height, they
            // break into lines at the height it takes.
            let maximum = st.resolvedMax(.column, direction, blockHeight, blockWidth)
            guard !maximum.isNaN, measuredHeight >= maximum else { return (.nan, .nan) }
            layoutNode(
                child, space, measuredHeight + marginColumn, direction, .fitContent, .fitContent, blockWidth,
                blockHeight, performLayout: false)
            width = layout[child].measuredWidth
            height = layout[child].measuredHeight
        }
        let minContent = st.bound(
            minContentSize(child, .row, direction, blockWidth, blockHeight), .row, direction, blockWidth, blockWidth)
        width = st.bound(min(width, max(space - marginRow, minContent)), .row, direction, blockWidth, blockWidth)
        return (width, height)
    }
}
