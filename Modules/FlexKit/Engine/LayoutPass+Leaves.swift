import LayoutCore

/// Leaves and shortcuts: nodes sized without running the flex algorithm over children.
extension LayoutPass {
    /// A leaf with a measure function: asks it for the content size (CSS §9.2 step 3's "max-content
    /// size" of a replaced or text item, under Yoga's measure modes) and adds padding and border.
    func measureLeaf(
        _ node: Int, _ direction: FlexTextDirection, _ availableWidth: Double, _ availableHeight: Double,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let width = widthMode == .maxContent ? Double.nan : availableWidth
        let height = heightMode == .maxContent ? Double.nan : availableHeight
        let lay = layout + node
        let paddingAndBorderRow = lay.pointee.padding.horizontal + lay.pointee.border.horizontal
        let paddingAndBorderColumn = lay.pointee.padding.vertical + lay.pointee.border.vertical
        let innerWidth = width.isNaN ? width : maxOrDefined(0, width - paddingAndBorderRow)
        let innerHeight = height.isNaN ? height : maxOrDefined(0, height - paddingAndBorderColumn)
        let st = style + node

        if widthMode == .stretchFit && heightMode == .stretchFit {
            layout[node].measuredWidth = st.bound(width, .row, direction, ownerWidth, ownerWidth)
            layout[node].measuredHeight = st.bound(height, .column, direction, ownerHeight, ownerWidth)
            return
        }
        var size = callMeasure(node, innerWidth, widthMode.measureMode, innerHeight, heightMode.measureMode)
        if web && heightMode != .stretchFit
            && (st.minDimension(.row).isDefined || st.maxDimension(.row).isDefined)
        {
            size.height = heightAtBoundedWidth(
                node, direction, measuredWidth: widthMode == .stretchFit ? width : size.width + paddingAndBorderRow,
                size.height, innerHeight, heightMode, ownerWidth)
        }
        layout[node].measuredWidth = st.bound(
            widthMode == .stretchFit ? width : size.width + paddingAndBorderRow, .row, direction, ownerWidth,
            ownerWidth)
        layout[node].measuredHeight = st.bound(
            heightMode == .stretchFit ? height : size.height + paddingAndBorderColumn, .column, direction, ownerHeight,
            ownerWidth)
    }

    /// The web's defaults: a text's content height at the border-box width it takes, `measuredWidth`
    /// within its min and max width (CSS 2.1, 10.4), measured again when they change it (`height` is its
    /// content height at `measuredWidth`).
    @inline(never)
    private func heightAtBoundedWidth(
        _ node: Int, _ direction: FlexTextDirection, measuredWidth: Double, _ height: Double, _ innerHeight: Double,
        _ heightMode: SizingMode, _ ownerWidth: Double
    ) -> Double {
        let width = (style + node).bound(measuredWidth, .row, direction, ownerWidth, ownerWidth)
        guard !width.isNaN && !measuredWidth.isNaN && width != measuredWidth else { return height }
        let paddingAndBorderRow = layout[node].padding.horizontal + layout[node].border.horizontal
        return callMeasure(node, max(0, width - paddingAndBorderRow), .exactly, innerHeight, heightMode.measureMode)
            .height
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
            width = lay.pointee.padding.horizontal + lay.pointee.border.horizontal
        }
        var height = availableHeight
        if heightMode != .stretchFit {
            height = lay.pointee.padding.vertical + lay.pointee.border.vertical
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
