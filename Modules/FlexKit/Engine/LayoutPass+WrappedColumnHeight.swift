/// The web's defaults: the height of a multi-line column sized by its content.
extension LayoutPass {
    /// The inner height of a multi-line column of indefinite height whose items overflow the space it is
    /// offered (its max height): its longest line, its lines broken at that space (CSS Flexbox 9.3 step 5
    /// and 9.4; CSS Sizing 3, 5.2: a block size is its content's, not the space a max leaves), as Chrome
    /// has it: `max-height: 130` around a 90-tall item and a 54-tall one makes two lines and a column 90
    /// tall, where Yoga lays the lines out in the whole 130. At most that space (a line of one item
    /// taller than it shrinks into it), and the lines break alike at the size returned: each fits in it.
    /// The container's inner main size becomes that height.
    @inline(never) func webLongestLineInnerHeight(_ c: inout FlexContainer) -> Double {
        var longest = 0.0
        var lineIndex = 0
        var start = firstLayoutChild(c.node)
        while start >= 0 {
            let line = collectFlexLine(&c, from: start, lineIndex: lineIndex)
            let consumed = line.contentMainSize
            if consumed > longest { longest = consumed }
            start = line.end
            lineIndex += 1
        }
        c.availableInnerMain = min(longest, c.availableInnerMain)
        return c.availableInnerMain
    }

    /// Sets the measured height of the multi-line column `webLongestLineInnerHeight` sized: `innerHeight`
    /// within its min and max, with its padding and border.
    @inline(never) func setWrappedColumnHeight(_ c: inout FlexContainer, _ innerHeight: Double) {
        setMeasured(
            c.node, .column,
            (style + c.node).bound(
                innerHeight + c.paddingAndBorderMain, .column, c.direction, c.mainAxisOwnerSize, c.ownerWidth))
    }
}

extension LayoutPass {
    /// The web's defaults: the inner main size a multi-line container breaks its lines at. A column whose
    /// height its aspect ratio gives from a definite width (measured for its content's height, or laid out at
    /// the ratio's height raised to its content's: `webRatioHeight`) breaks them at the ratio's height, the
    /// definite one before its content raises it (CSS Box Sizing 4, 5.1; Flexbox 9.3 step 5), as
    /// Chrome has it: a 0-wide `aspect-ratio: 1` column puts each item in a line of its own; others at their
    /// inner main size.
    /// A column measured for its max-content width at a height its container gave it (its own height
    /// `auto`) breaks them at its max height when larger: Chrome finds a multi-line column's width before
    /// its height, its lines broken at the most it may take (CSS Sizing 3, 5.2; Flexbox 9.9.1), so an item
    /// aligned `flex-start` keeps the width of the lines broken there.
    @inline(never) func webLineBreakSize(_ c: inout FlexContainer) -> Double {
        if !c.isMainAxisRow && !c.performLayout && c.sizingModeCross == .maxContent && c.heightMode == .stretchFit
            && !(style + c.node).hasDefiniteLength(.column, c.ownerHeight)
        {
            let maximum =
                (style + c.node).resolvedMax(.column, c.direction, c.ownerHeight, c.ownerWidth)
                - c.paddingAndBorderColumn
            if maximum > c.availableInnerMain { return maximum }
        }
        guard !c.isMainAxisRow && !c.webInnerHeight.isNaN && !(style + c.node).aspectRatio.isNaN,
            c.heightMode != .stretchFit || layout[c.node].webRatioHeight
        else {
            return c.availableInnerMain
        }
        return c.webInnerHeight
    }
}
