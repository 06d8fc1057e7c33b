/// The root under the web's defaults: a block-level box of a page (CSS 2.1, 10.3.3 and 10.6.3; CSS Box
/// Sizing 4 for its aspect ratio), the space offered being its containing block.
extension LayoutPass {
    /// Lays out the root as a browser lays out a block in a containing block of `ownerWidth` x
    /// `ownerHeight`: an auto width fills the width offered and is then clamped by min and max (min
    /// beating max), unlike Yoga's root, which a max-width makes fit its content; an auto height is
    /// its content's (or the height offered, when one is: a page's grid track stretches it); an
    /// aspect ratio gives an auto size from the other, definite one; `display: none` has no box. With no
    /// width offered, the root sits in a page as wide as it makes it.
    func layOutWebRoot(ownerWidth: Double, ownerHeight: Double, direction ownerDirection: FlexTextDirection) {
        if tree.firstChangedLeaf >= 0 { revalidateChangedLeaves() }
        let node = root
        if style[node].display == .none {
            zeroOutLayout(node)
            roundLayout(node, 0, 0)
            return
        }
        var ownerWidth = ownerWidth
        // A page offering no width is as wide as the root's max-content contribution, never below 0: the
        // root, a block in it, fills it. That is its content's width unless its percentages resolve
        // against the page or its negative margins make the contribution less than 0 (then the root is
        // as wide as its margins take back: `margin-right: -8` around no content gives 8).
        let measuredPage =
            ownerWidth.isNaN
            && (style[node].ownerPercentage || (style + node).marginForAxis(.row, .nan, ownerDirection) < 0)
        if measuredPage { ownerWidth = webPageWidth(ownerHeight: ownerHeight, direction: ownerDirection) }
        let box = webRootBox(ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: ownerDirection)
        let computed = layoutNode(
            node, box.availableWidth, box.availableHeight, ownerDirection, box.widthMode, box.heightMode, ownerWidth,
            ownerHeight, performLayout: true)
        // (After the page or the root was measured, a measured leaf's layout may reuse that measurement
        // and report nothing computed: its frame is placed all the same.)
        if computed || measuredPage || links[node].hasMeasure {
            setInitialPosition(node, layout[node].direction, ownerWidth, ownerHeight)
            roundLayout(node, 0, 0)
        }
    }

    /// The width of a page that offers no width (`max-content`) to a root with percentages of its own:
    /// the root's max-content contribution, in which those percentages are cyclic (a width or max-width
    /// counts as unset, a min-width, margin or padding as 0; CSS Sizing 3, 5.2.1), and never below 0.
    /// The root's percentages then resolve against this width, as a browser's do once the page has one.
    private func webPageWidth(ownerHeight: Double, direction ownerDirection: FlexTextDirection) -> Double {
        let node = root
        let box = webRootBox(ownerWidth: .nan, ownerHeight: ownerHeight, direction: ownerDirection)
        var width = box.availableWidth
        if box.widthMode != .stretchFit {
            layoutNode(
                node, box.availableWidth, box.availableHeight, ownerDirection, box.widthMode, box.heightMode, .nan,
                ownerHeight, performLayout: false)
            width = layout[node].measuredWidth + (style + node).marginForAxis(.row, .nan, ownerDirection)
        }
        return max(0, width)
    }

    /// The space and sizing modes the root is laid out with; measures it first where its size depends
    /// on its content's.
    private func webRootBox(
        ownerWidth: Double, ownerHeight: Double, direction ownerDirection: FlexTextDirection
    ) -> (availableWidth: Double, availableHeight: Double, widthMode: SizingMode, heightMode: SizingMode) {
        let node = root
        let direction = resolveDirection(node, ownerDirection)
        let st = style + node
        let marginRow = st.marginForAxis(.row, ownerWidth, ownerDirection)
        let marginColumn = st.marginForAxis(.column, ownerWidth)
        // Border-box sizes without margins (NaN when not known before layout).
        let definiteHeight = st.hasDefiniteLength(.column, ownerHeight)
        var width = Double.nan
        if st.hasDefiniteLength(.row, ownerWidth) {
            width = st.resolvedDimension(.row, direction, ownerWidth, ownerWidth)
        } else if !ownerWidth.isNaN && (st.aspectRatio.isNaN || !definiteHeight) {
            width = ownerWidth - marginRow
        }
        var height = Double.nan
        if definiteHeight {
            height = st.resolvedDimension(.column, direction, ownerHeight, ownerWidth)
        } else if !ownerHeight.isNaN && st.aspectRatio.isNaN {
            height = ownerHeight - marginColumn
        }
        let ratio = st.aspectRatio
        // The ratio is of the content box under content-box sizing, of the border box otherwise.
        let extraRow = ratio.isNaN ? 0 : st.boxSizingExtra(.row, direction, ownerWidth)
        let extraColumn = ratio.isNaN ? 0 : st.boxSizingExtra(.column, direction, ownerWidth)
        if !ratio.isNaN && height.isNaN && !width.isNaN && !st.hasDefiniteLength(.row, ownerWidth) {
            // A width that fills the space offered keeps within the height's min and max, transferred
            // through the ratio (CSS Box Sizing 4, 5.1), then within its own (as an absolutely positioned
            // box's does).
            width = widthWithinTransferredHeightBounds(node, width, direction, ownerWidth, ownerHeight)
        } else if !width.isNaN {
            width = st.bound(width, .row, direction, ownerWidth, ownerWidth)
        }
        if !height.isNaN { height = st.bound(height, .column, direction, ownerHeight, ownerWidth) }
        if !ratio.isNaN {
            if height.isNaN && !width.isNaN {
                height = st.bound((width - extraRow) / ratio + extraColumn, .column, direction, ownerHeight, ownerWidth)
            } else if width.isNaN && !height.isNaN {
                width = st.bound((height - extraColumn) * ratio + extraRow, .row, direction, ownerWidth, ownerWidth)
            }
        }
        var widthMode = SizingMode.stretchFit
        var heightMode = SizingMode.stretchFit
        var availableWidth = width + marginRow
        var availableHeight = height + marginColumn
        if width.isNaN {
            // No width offered: the root is as wide as its content, at most its max.
            availableWidth = st.resolvedMax(.row, direction, ownerWidth, ownerWidth)
            widthMode = availableWidth.isNaN ? .maxContent : .fitContent
            if !availableWidth.isNaN { availableWidth += marginRow }
        }
        if height.isNaN {
            availableHeight = st.resolvedMax(.column, direction, ownerHeight, ownerWidth)
            heightMode = availableHeight.isNaN ? .maxContent : .fitContent
            if !availableHeight.isNaN { availableHeight += marginColumn }
        }
        if width.isNaN && height.isNaN && !ratio.isNaN {
            // Neither size given: the width is the content's, within min and max and within the height's
            // bounds transferred through the ratio (its padding and border among them: CSS Box Sizing 4,
            // 5.1), and the ratio gives the height from it, within min and max, even below the content's
            // height (Chrome's answer for a root, which is no flex item and has no automatic minimum).
            layoutNode(
                node, availableWidth, availableHeight, ownerDirection, widthMode, heightMode, ownerWidth,
                ownerHeight, performLayout: false)
            let found = widthWithinTransferredHeightBounds(
                node, layout[node].measuredWidth, direction, ownerWidth, ownerHeight)
            let fromRatio = st.bound(
                (found - extraRow) / ratio + extraColumn, .column, direction, ownerHeight, ownerWidth)
            availableWidth = found + marginRow
            availableHeight = fromRatio + marginColumn
            widthMode = .stretchFit
            heightMode = .stretchFit
        } else if width.isNaN && (descendantHasPercentage(node) || widthStretchesRatioItems(node)) {
            // The width is the content's; the percentages below the root (its items', those of items
            // inside a `display: contents` child, and deeper ones, whose boxes are sized from the root's
            // width) then resolve against it, as a browser's do once the page has sized the root (CSS
            // Sizing 3, 5.2.1), and a column's stretched ratio items take their heights from it.
            layoutNode(
                node, availableWidth, availableHeight, ownerDirection, widthMode, heightMode, ownerWidth,
                ownerHeight, performLayout: false)
            availableWidth = layout[node].measuredWidth + marginRow
            widthMode = .fitContent
        }
        return (availableWidth, availableHeight, widthMode, heightMode)
    }

    /// Whether a node below `node` has a percentage in its style (found without recursion, stopping at
    /// the first; none to look for when the subtree's counts have no non-monotone node, which every
    /// percentage makes).
    private func descendantHasPercentage(_ node: Int) -> Bool {
        if links[node].percentChildCount > 0 { return true }
        guard mayHaveNonMonotoneDescendant(node) else { return false }
        var current = preorderSuccessor(of: node, in: node)
        while current >= 0 {
            if style[current].flags.contains(.percent) { return true }
            current = preorderSuccessor(of: current, in: node)
        }
        return false
    }
}
