/// The web's defaults: a row container sized by its content is as wide as its items' max-content
/// contributions (CSS Flexbox 9.9.1 and 9.9.3), not as the sum of their flex bases.
extension LayoutPass {
    /// An item's `autoMinMainSize` left unknown by `webMaxContentContributions`, for the §9.7 loop to find.
    static let automaticMinimumNotFound = -Double.infinity

    /// The inner main size a content-sized row container takes from its items' max-content
    /// contributions: each item's max-content size (its width when definite), capped by a `flex-basis` in
    /// points when it cannot grow and floored by it when it cannot shrink (a percentage basis is cyclic
    /// here: the item contributes its max-content size), then clamped by its min and max, the automatic
    /// minimum included (Flexbox 9.9.3), plus its margins and the gaps. NaN when no item has a
    /// `flex-basis` in points or percent (nor, in a single line, an aspect ratio and an `auto` width): the
    /// contributions then equal the bases the line already sums.
    /// Each item's automatic minimum size is left in its `autoMinMainSize` for the §9.7 loop (or
    /// `automaticMinimumNotFound`, where it could not raise the contribution and was not found).
    func webMaxContentContributions(_ c: inout FlexContainer, _ line: inout FlexLine) -> Double {
        guard web && c.isMainAxisRow && c.sizingModeMain != .stretchFit else { return .nan }
        let node = c.node
        var anyDefiniteBasis = false
        // (What an item's percentage width resolves against here: none while the width is being found.)
        let percentageBasis = mainPercentageBasis(&c)
        var child = line.first
        while child != line.end {
            // (In a single line, an item with an aspect ratio and an `auto` width too, or, when it has content,
            // a percentage one with nothing to resolve against, which acts as `auto`: its base, through the ratio
            // from a stretched or definite height, may be below its automatic minimum, which floors its
            // contribution. A box without content has its padding and border for minimum, which its base
            // through the ratio already holds.)
            let width = (style + child).dimension(.row)
            if isInFlow(child)
                && (style[child].flexBasis.unit == .points || style[child].flexBasis.isPercent
                    || (!c.isWrap && !(style + child).aspectRatio.isNaN && width.unit != .points
                        && !(width.isPercent
                            && (!percentageBasis.isNaN || (!links[child].hasMeasure && links[child].firstChild < 0)))))
            {
                anyDefiniteBasis = true
                break
            }
            child = nextLayoutChild(child, node)
        }
        guard anyDefiniteBasis else { return .nan }
        let gap = mainGap(c)
        var total = 0.0
        // A multi-line container is at least as wide as its largest min-content contribution, its min-content
        // size (CSS Flexbox 9.9.1, as Chrome has it: items whose bases give less still set it).
        var largestMinContent = 0.0
        var isFirst = true
        child = line.first
        while child != line.end {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child) else { continue }
            let base = layout[child].computedFlexBasis
            var contribution = base
            // (The item's max-content size, where found: an `auto` basis is it when measured so.)
            var maxContent = layout[child].webContentBasis ? base : Double.infinity
            // (A percentage basis of the size being found is cyclic: the item contributes its content's
            // size, or its definite width, CSS Sizing 3, 5.2.1.)
            if style[child].flexBasis.isPercent {
                contribution = maxContentSize(&c, child)
                maxContent = contribution
            } else if style[child].flexBasis.unit == .points {
                contribution = maxContentSize(&c, child)
                maxContent = contribution
                if flexGrow(child) == 0 { contribution = min(contribution, base) }
                if flexShrink(child) == 0 { contribution = max(contribution, base) }
            }
            // Then its min main size, the automatic minimum included (every item's), except where it
            // cannot raise the contribution: a measured row item's min-content width is at most its
            // max-content width (`isMeasuredRowItemWithinItsBase`), which it contributes unless a
            // `flex-basis` in points caps it; the §9.7 loop finds that minimum if it shrinks the item.
            if contribution >= maxContent && isMeasuredRowItemWithinItsBase(child, c.mainAxis) {
                layout[child].autoMinMainSize = Self.automaticMinimumNotFound
            } else {
                let automatic = itemAutomaticMinimumSize(&c, child, percentageBasis)
                layout[child].autoMinMainSize = automatic
                if !automatic.isNaN { contribution = max(contribution, automatic) }
            }
            let transferredMax = ratioContributionMax(&c, child)
            contribution = min(contribution, transferredMax)
            if c.isWrap {
                let st = style + child
                let minContent =
                    st.hasDefiniteLength(.row, c.availableInnerWidth)
                    ? maxOrDefined(
                        st.resolvedDimension(.row, c.direction, c.availableInnerWidth, c.availableInnerWidth),
                        st.paddingAndBorder(.row, c.direction, c.availableInnerWidth))
                    : minContentSize(child, .row, c.direction, c.availableInnerWidth, c.availableInnerHeight)
                let clamped = min(
                    st.clampedToMinMax(minContent, c.mainAxis, c.direction, c.itemMainOwnerSize, c.itemOwnerWidth),
                    transferredMax)
                largestMinContent = max(
                    largestMinContent,
                    flooredByPaddingAndBorder(child, clamped, c)
                        + st.marginForAxis(c.mainAxis, c.availableInnerWidth, c.direction))
            }
            // (A border box is never narrower than its padding and border, whatever its max: CSS Box Sizing 3.)
            let clamped = (style + child).clampedToMinMax(
                contribution, c.mainAxis, c.direction, c.itemMainOwnerSize, c.itemOwnerWidth)
            total +=
                flooredByPaddingAndBorder(child, clamped, c)
                + (style + child).marginForAxis(c.mainAxis, c.availableInnerWidth, c.direction) + (isFirst ? 0 : gap)
            isFirst = false
        }
        line.knowsAutomaticMinimums = true
        line.automaticMinimumBasis = percentageBasis
        return max(total, largestMinContent)
    }

    /// The web's defaults: the inner width of a multi-line row sized to fit its content whose contributions
    /// (Flexbox 9.9.3: a `flex-basis: 30` box that cannot grow contributes its content's 0), summed as one
    /// line, make it narrower than the space offered (its max-content size, CSS Flexbox 9.9.1, within that
    /// space: CSS Sizing 3, 5.1) and narrower than its items' hypothetical main sizes take: its lines break at
    /// that width (Flexbox 9.3 step 5), and its items flex in them as in a row of that width (the container is
    /// switched to it). NaN, the container unchanged, when its items fit in one line there, or when the
    /// contributions fill the space (its lines broke there already: `mainAxisOverflows`).
    @inline(never)
    func webLinesBrokenByContributions(_ c: inout FlexContainer) -> Double {
        let first = firstLayoutChild(c.node)
        guard first >= 0, !c.availableInnerMain.isNaN else { return .nan }
        let brokeInSpace = c.mainAxisOverflows
        var line: FlexLine
        if brokeInSpace {
            // Every item, as one line: the container's max-content size.
            var whole = c
            whole.availableInnerMain = .infinity
            line = collectFlexLine(&whole, from: first, lineIndex: 0)
        } else {
            line = collectFlexLine(&c, from: first, lineIndex: 0)
            guard line.end < 0 else { return .nan }
        }
        let contributions = webMaxContentContributions(&c, &line)
        guard !contributions.isNaN else { return .nan }
        let inner = min(
            (style + c.node).bound(
                contributions + c.paddingAndBorderRow, .row, c.direction, c.ownerWidth, c.ownerWidth)
                - c.paddingAndBorderRow, c.availableInnerMain)
        if brokeInSpace {
            guard inner < c.availableInnerMain else { return .nan }
            c.availableInnerMain = inner
            c.sizingModeMain = .stretchFit
            return inner
        }
        var narrowed = c
        narrowed.availableInnerMain = inner
        guard collectFlexLine(&narrowed, from: first, lineIndex: 0).end >= 0 else { return .nan }
        c.availableInnerMain = inner
        c.sizingModeMain = .stretchFit
        c.mainAxisOverflows = true
        return inner
    }

    /// The max width a ratio item's max height in points transfers through its ratio (CSS Sizing 4, 5.1), which
    /// bounds its contributions to a content-sized row even when its flex basis and automatic minimum raise
    /// them, as Chrome has it (`flex-basis: 20%; max-height: 0; aspect-ratio: 0.5` around a 120-wide word
    /// contributes 0); infinite when none, when the max height is a percentage (Chrome keeps a `width: 93` item's
    /// 93 under `max-height: 60%` of a content-sized row), or when the item is stretched to a definite height
    /// (which gives its width through the ratio itself).
    private func ratioContributionMax(_ c: inout FlexContainer, _ child: Int) -> Double {
        guard !(style + child).aspectRatio.isNaN && (style + child).maxDimension(.column).unit == .points,
            stretchedCrossSize(&c, child).isNaN
        else { return .infinity }
        return ratioTransferredMax(
            child, .row, c.direction, c.availableInnerWidth, definiteInnerHeight(&c), ownSizeSet: true)
    }

    /// An item's max-content main size (its definite width, else its content measured unlimited), as
    /// `flex-basis: auto` would size it; the item keeps its flex base size.
    private func maxContentSize(_ c: inout FlexContainer, _ child: Int) -> Double {
        let kept = layout[child].computedFlexBasis
        let ownerWidth = c.availableInnerWidth
        let ownerHeight = c.availableInnerHeight
        let isRowDefinite = (style + child).hasDefiniteLength(.row, ownerWidth)
        if isRowDefinite {
            return maxOrDefined(
                (style + child).resolvedDimension(.row, c.direction, ownerWidth, ownerWidth),
                (style + child).paddingAndBorder(.row, c.direction, ownerWidth))
        }
        // The flex base size just found by the same measurement: the same width offered (this container's
        // inner width), the same owner height and so the same definite height (`computeFlexBases` offers the
        // definite inner height, which is this one here). Measuring again would find the entry it made.
        if layout[child].webContentBasis && !fixFlexBasisFitContent
            && sameSize(definiteInnerHeight(&c), ownerHeight)
        {
            return kept
        }
        measureContentBasis(
            &c, child, ownerWidth, ownerHeight, false, (style + child).hasDefiniteLength(.column, ownerHeight))
        let size = layout[child].computedFlexBasis
        layout[child].computedFlexBasis = kept
        return size
    }
}
