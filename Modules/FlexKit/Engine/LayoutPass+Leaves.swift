import LayoutCore

/// Leaves and shortcuts: nodes sized without running the flex algorithm over children.
extension LayoutPass {
    /// A leaf with a measure function: asks it for the content size (CSS §9.2 step 3's "max-content
    /// size" of a replaced or text item, under Yoga's measure modes) and adds padding and border.
    @inline(__always)  // one caller; out of line it cost nested-flex 2.5% (a call and the bound queries not inlined)
    func measureLeaf(
        _ node: Int, _ direction: FlexTextDirection, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let width = widthMode == .maxContent ? Double.nan : availableWidth
        let height = heightMode == .maxContent ? Double.nan : availableHeight
        let lay = layout + node
        let paddingAndBorderRow = paddingAndBorderAcross(lay, row: true)
        let paddingAndBorderColumn = paddingAndBorderAcross(lay, row: false)
        let innerWidth = width.isNaN ? width : maxOrDefined(0, yogaFloat(width - paddingAndBorderRow))
        let innerHeight = height.isNaN ? height : maxOrDefined(0, yogaFloat(height - paddingAndBorderColumn))
        let st = style + node

        if widthMode == .stretchFit && heightMode == .stretchFit {
            layout[node].measuredWidth = st.bound(width, .row, direction, ownerWidth, ownerWidth)
            layout[node].measuredHeight = st.bound(height, .column, direction, ownerHeight, ownerWidth)
            return
        }
        var size = callMeasure(node, innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
        // Yoga's measure functions answer in floats.
        size.width = yogaFloat(size.width)
        size.height = yogaFloat(size.height)
        layout[node].measuredWidth = st.bound(
            widthMode == .stretchFit ? width : yogaFloat(size.width + paddingAndBorderRow), .row, direction,
            ownerWidth, ownerWidth)
        if web && heightMode != .stretchFit {
            size = measuredAtUsedWidth(node, size, paddingAndBorderRow, innerHeight, heightMode)
        }
        layout[node].measuredHeight = st.bound(
            heightMode == .stretchFit ? height : yogaFloat(size.height + paddingAndBorderColumn), .column, direction,
            ownerHeight, ownerWidth)
    }

    /// Padding and border across a node's width (`row`) or height, from its resolved edges: under Yoga's
    /// defaults summed in floats in Yoga's order (both paddings, then each border).
    @inline(__always) func paddingAndBorderAcross(_ lay: UnsafeMutablePointer<NodeLayout>, row: Bool) -> Double {
        let padding = lay.pointee.padding
        let border = lay.pointee.border
        if web { return row ? padding.horizontal + border.horizontal : padding.vertical + border.vertical }
        return Double(
            row
                ? padding.left + padding.right + border.left + border.right
                : padding.top + padding.bottom + border.top + border.bottom)
    }

    /// The web's defaults: the content is laid out at the width the box takes within its min and max (CSS
    /// 2.1, 10.4), not at the width offered: text wider or narrower than that wraps again, so a leaf whose
    /// bounded width differs from its measured one is measured again at that width.
    @inline(never)
    private func measuredAtUsedWidth(
        _ node: Int, _ size: FlexSize, _ paddingAndBorderRow: Double, _ innerHeight: Double, _ heightMode: SizingMode
    ) -> FlexSize {
        let used = layout[node].measuredWidth - paddingAndBorderRow
        if inexactEquals(used, size.width) { return size }
        return callMeasure(node, max(0, used), .exactly, innerHeight, heightMode.measureMode)
    }

    /// Calls a node's measure function; a NaN or negative answer counts as 0, with a diagnostic.
    func callMeasure(
        _ node: Int, _ width: Double, _ widthMode: FlexMeasureMode, _ height: Double, _ heightMode: FlexMeasureMode
    ) -> FlexSize {
        stats.pointee.measureCallbacks += 1
        guard let measure = measureFunctions[node] else { return FlexSize(width: 0, height: 0) }
        var size = measure(width, widthMode, height, heightMode)
        if !(size.width >= 0) || !(size.height >= 0) || !size.width.isFinite || !size.height.isFinite {
            tree.report(
                .invalidValue,
                "the measure function of \(tree.label(node)) returned \(size.width) x \(size.height); negative, NaN and infinite sizes count as 0"
            )
            size.width = size.width >= 0 && size.width.isFinite ? size.width : 0
            size.height = size.height >= 0 && size.height.isFinite ? size.height : 0
        }
        return size
    }

    /// A node without children: its padding and border, unless the size is given exactly.
    func measureEmpty(
        _ node: Int, _ direction: FlexTextDirection, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let lay = layout + node
        var width = availableWidth
        if widthMode != .stretchFit {
            width = paddingAndBorderAcross(lay, row: true)
        }
        var height = availableHeight
        if heightMode != .stretchFit {
            height = paddingAndBorderAcross(lay, row: false)
        }
        let st = style + node
        layout[node].measuredWidth = st.bound(width, .row, direction, ownerWidth, ownerWidth)
        layout[node].measuredHeight = st.bound(height, .column, direction, ownerHeight, ownerWidth)
    }

    /// When only measuring and both sizes are fixed (exact, or an at-most limit of 0 or less), the size
    /// is known without looking at the children.
    func measureFixedSize(
        _ node: Int, _ direction: FlexTextDirection, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Bool {
        // The web's defaults: a box offered no space still has its content's size (a fit-content width
        // is at least the min-content width, CSS Sizing 3, 5.2; an auto height is the content's).
        func isFixed(_ size: Double, _ mode: SizingMode) -> Bool {
            mode == .stretchFit || (!web && !size.isNaN && mode == .fitContent && size <= 0)
        }
        guard isFixed(availableWidth, widthMode) && isFixed(availableHeight, heightMode) else { return false }
        let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
        let height = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
        let st = style + node
        layout[node].measuredWidth = st.bound(width, .row, direction, ownerWidth, ownerWidth)
        layout[node].measuredHeight = st.bound(height, .column, direction, ownerHeight, ownerWidth)
        return true
    }

    /// `display: none`: the node and its subtree get empty layouts (and caches).
    func zeroOutLayout(_ node: Int) {
        layout[node] = NodeLayout()
        layout[node].width = 0
        layout[node].height = 0
        caches[node].invalidate()
        links[node].hasNewLayout = true
        var child = Int(links[node].firstChild)
        while child >= 0 {
            zeroOutLayout(child)
            child = Int(links[child].nextSibling)
        }
    }

    /// `display: contents` children have no box: give them (and nested ones) empty layouts.
    func cleanUpContentsChildren(_ node: Int, didPerformLayout: Bool) {
        guard links[node].contentsChildCount > 0 else { return }
        var child = Int(links[node].firstChild)
        while child >= 0 {
            if style[child].display == .contents {
                layout[child] = NodeLayout()
                layout[child].width = 0
                layout[child].height = 0
                caches[child].invalidate()
                if didPerformLayout { links[child].hasNewLayout = true }
                links[child].isDirty = false
                cleanUpContentsChildren(child, didPerformLayout: didPerformLayout)
            }
            child = Int(links[child].nextSibling)
        }
    }
}
