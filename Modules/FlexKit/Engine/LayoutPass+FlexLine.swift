/// CSS §9.3 step 5: "Collect flex items into flex lines."
extension LayoutPass {
    /// Collects the items of one line starting at `start`: all of them in a single-line container,
    /// else until the next item (with its margins and the gap) would overflow the inner main size.
    func collectFlexLine(_ c: inout FlexContainer, from start: Int, lineIndex: Int) -> FlexLine {
        let node = c.node
        var line = FlexLine()
        line.first = start
        var sizeConsumed = 0.0
        // With Yoga's defaults, the same sums in floats.
        var floatGrow: Float = 0
        var floatShrink: Float = 0
        var floatConsumed: Float = 0
        // The web's defaults: a line breaks by its items' hypothetical main sizes (Flexbox 9.3 step 5).
        var hypotheticalConsumed = 0.0
        let contentSizedColumn = web && !c.isMainAxisRow && c.sizingModeMain != .stretchFit
        let gap = mainGap(c)
        let breakSize = web && c.isWrap ? webLineBreakSize(&c) : c.availableInnerMain
        // Yoga counts an item's auto margins in its owner's direction; the web's defaults in the direction
        // the margins are placed in (a container of its own direction inside one of another would otherwise
        // count `margin-right: 0; margin-left: auto` as no auto margin and place it at 0).
        let marginDirection = web ? c.direction : c.ownerDirection
        var child = start
        while child >= 0 {
            if !isInFlow(child) {
                child = nextLayoutChild(child, node)
                continue
            }
            let isFirst = line.itemCount == 0
            if (style + child).isLeadingMarginAuto(c.mainAxis, marginDirection) { line.numberOfAutoMargins += 1 }
            if (style + child).isTrailingMarginAuto(c.mainAxis, marginDirection) {
                line.numberOfAutoMargins += 1
            }
            layout[child].lineIndex = Int32(lineIndex)
            let margin = (style + child).marginForAxis(c.mainAxis, c.availableInnerWidth, c.direction)
            let leadingGap = isFirst ? 0 : gap
            var basis = (style + child).clampedToMinMax(
                layout[child].computedFlexBasis, c.mainAxis, c.direction, c.itemMainOwnerSize, c.itemOwnerWidth)
            if web {
                basis = flooredByPaddingAndBorder(child, basis, c)
                if (c.isWrap && !breakSize.isNaN) || contentSizedColumn {
                    let hypothetical = hypotheticalMainSize(&c, child, basis)
                    if c.isWrap && !isFirst && hypotheticalConsumed + hypothetical + margin + leadingGap > breakSize {
                        // The item's auto margins belong to its own line (Flexbox 9.5 step 12; Yoga counts them
                        // in the line it ends).
                        line.numberOfAutoMargins -= autoMarginCount(child, c.mainAxis, marginDirection)
                        break
                    }
                    hypotheticalConsumed += hypothetical + margin + leadingGap
                }
                sizeConsumed += basis + margin + leadingGap
                if isFlexible(child) {
                    line.totalFlexGrowFactors += flexGrow(child)
                    line.totalFlexShrinkScaledFactors += -flexShrink(child) * layout[child].computedFlexBasis
                }
            } else {
                // Yoga adds up the line in floats, and tests whether an item still fits in floats: a size
                // that fits as a float may overflow in double.
                let item = Float(basis) + Float(margin) + Float(leadingGap)
                if c.isWrap && !isFirst
                    && floatConsumed + Float(basis) + Float(margin) + Float(leadingGap)
                        > Float(c.availableInnerMain)
                {
                    break
                }
                floatConsumed += item
                if isFlexible(child) {
                    floatGrow += Float(flexGrow(child))
                    floatShrink += Float(-flexShrink(child) * layout[child].computedFlexBasis)
                }
            }
            line.itemCount += 1
            line.lastItem = child
            child = nextLayoutChild(child, node)
        }
        line.end = child
        line.sizeConsumed = sizeConsumed
        // (The web's defaults: a column sized by its content is as tall as its items' hypothetical main
        // sizes, Flexbox 9.9.1.)
        if contentSizedColumn { line.hypotheticalConsumed = hypotheticalConsumed }
        if !web {
            line.sizeConsumed = Double(floatConsumed)
            line.totalFlexGrowFactors = Double(floatGrow)
            line.totalFlexShrinkScaledFactors = Double(floatShrink)
        }
        // The total flex factors are floored at 1 (Yoga), so fractions below 1 leave space free.
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
            line.totalFlexShrinkScaledFactors = 1
        }
        return line
    }

    /// How many of an item's main-axis margins are auto (out of line: the web's defaults only, where an item
    /// breaks a line).
    @inline(never)
    private func autoMarginCount(_ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection) -> Int {
        let st = style + child
        return (st.isLeadingMarginAuto(axis, direction) ? 1 : 0) + (st.isTrailingMarginAuto(axis, direction) ? 1 : 0)
    }

    /// The web's defaults: an item's hypothetical main size (Flexbox 9.2 step 3), its flex base size
    /// `basis` (within its min and max) at least its automatic minimum size (Flexbox 4.5).
    /// The automatic minimum is not looked for when the basis is at least the specified or max size,
    /// which it never exceeds (as in the freeze loop, `FreezingItem.automaticCeiling`).
    @inline(never)
    private func hypotheticalMainSize(_ c: inout FlexContainer, _ child: Int, _ basis: Double) -> Double {
        let st = style + child
        let percentageBasis = freezePercentageBasis(&c)
        let specified = st.resolvedDimension(c.mainAxis, c.direction, percentageBasis, c.availableInnerWidth)
        if !specified.isNaN && basis >= max(0, specified) { return basis }
        if st.maxDimension(c.mainAxis).isDefined {
            let maximum = st.resolvedMax(c.mainAxis, c.direction, percentageBasis, c.availableInnerWidth)
            if !maximum.isNaN && basis >= max(0, maximum) { return basis }
        }
        let minimum = itemAutomaticMinimumSize(&c, child, percentageBasis)
        return minimum > basis ? minimum : basis
    }
}
