/// CSS §9.3 step 5: "Collect flex items into flex lines."
extension LayoutPass {
    /// Collects the items of one line starting at `start`: all of them in a single-line container,
    /// else until the next item (with its margins and the gap) would overflow the inner main size.
    func collectFlexLine(_ c: inout FlexContainer, from start: Int, lineIndex: Int) -> FlexLine {
        let node = c.node
        var line = FlexLine()
        line.first = start
        var sizeConsumed = 0.0
        var floatGrow: Float = 0
        var floatShrink: Float = 0
        // The consumed size in floats too, as Yoga adds it (each operation rounded to a float).
        var floatConsumed: Float = 0
        let gap = mainGap(c)
        var child = start
        while child >= 0 {
            if !isInFlow(child) {
                child = nextLayoutChild(child, node)
                continue
            }
            let isFirst = line.itemCount == 0
            if (style + child).isLeadingMarginAuto(c.mainAxis, c.ownerDirection) { line.numberOfAutoMargins += 1 }
            if (style + child).isTrailingMarginAuto(c.mainAxis, c.ownerDirection) {
                line.numberOfAutoMargins += 1
            }
            layout[child].lineIndex = Int32(lineIndex)
            let margin = (style + child).marginForAxis(c.mainAxis, c.availableInnerWidth)
            let leadingGap = isFirst ? 0 : gap
            let basis = (style + child).clampedToMinMax(
                layout[child].computedFlexBasis, c.mainAxis, c.direction, c.mainAxisOwnerSize, c.ownerWidth)
            if c.isWrap && !isFirst {
                // Yoga's test is in floats: a size that fits as a float may overflow in double.
                let overflows =
                    web
                    ? sizeConsumed + basis + margin + leadingGap > c.availableInnerMain
                    : floatConsumed + Float(basis) + Float(margin) + Float(leadingGap) > Float(c.availableInnerMain)
                if overflows { break }
            }
            sizeConsumed += basis + margin + leadingGap
            floatConsumed += Float(basis) + Float(margin) + Float(leadingGap)
            if isFlexible(child) {
                // Both sums, without a branch per item: in double, and in floats as Yoga adds them.
                let grow = flexGrow(child)
                let scaledShrink = -flexShrink(child) * layout[child].computedFlexBasis
                line.totalFlexGrowFactors += grow
                line.totalFlexShrinkScaledFactors += scaledShrink
                floatGrow += Float(grow)
                floatShrink += Float(scaledShrink)
            }
            line.itemCount += 1
            line.lastItem = child
            child = nextLayoutChild(child, node)
        }
        line.end = child
        line.sizeConsumed = sizeConsumed
        if !web {
            line.sizeConsumed = floatConsumed.isFinite ? Double(floatConsumed) : sizeConsumed
            line.totalFlexGrowFactors = floatGrow.isFinite ? Double(floatGrow) : line.totalFlexGrowFactors
            line.totalFlexShrinkScaledFactors =
                floatShrink.isFinite ? Double(floatShrink) : line.totalFlexShrinkScaledFactors
        }
        // The total flex factors are floored at 1 (Yoga), so fractions below 1 leave space free.
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
            line.totalFlexShrinkScaledFactors = 1
        }
        return line
    }
}
