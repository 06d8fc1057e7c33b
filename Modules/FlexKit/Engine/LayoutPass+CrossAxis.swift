/// CSS §9.4 step 11 "Determine the used cross size of each flex item" (stretch) and §9.6 steps
/// 13–14 "Cross-Axis Alignment" (auto margins, `align-self`) within one line.
extension LayoutPass {
    /// Stretches or aligns each item of a line on the cross axis.
    /// - Parameters:
    ///   - containerCrossAxis: the inner cross size items align in (of the container, for a single line).
    ///   - lineOffset: the cross position of the line (the sum of the previous lines and gaps).
    func alignItemsInLine(
        _ c: inout FlexContainer, _ line: inout FlexLine, containerCrossAxis: Double, lineOffset: Double
    ) {
        let node = c.node
        let crossAxis = c.crossAxis
        let direction = c.direction
        var child = line.first
        while child != line.end {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child) else { continue }
            var leadingCrossDim = c.leadingPaddingAndBorderCross
            let align = alignment(of: child, in: node)
            let leadingAuto = (style + child).isLeadingMarginAuto(crossAxis, direction)
            let trailingAuto = (style + child).isTrailingMarginAuto(crossAxis, direction)
            if align == .stretch && !leadingAuto && !trailingAuto {
                if !(style + child).hasDefiniteLength(crossAxis, c.availableInnerCross)
                    && stretchesItsCrossSize(child, crossAxis) && !(c.defersStretch && defersStretch(of: child, &c))
                {
                    stretchItem(&c, child, lineCrossDim: line.crossDim)
                }
            } else {
                // In floats under Yoga's defaults, as Yoga computes each step.
                let remaining = yogaFloat(
                    containerCrossAxis - yogaFloat(outerSize(child, crossAxis, c.availableInnerWidth)))
                if leadingAuto && trailingAuto {
                    leadingCrossDim = yogaFloat(leadingCrossDim + maxOrDefined(0, yogaFloat(remaining / 2)))
                } else if trailingAuto {
                    // The auto margin takes the free space after the item.
                } else if leadingAuto {
                    leadingCrossDim = yogaFloat(leadingCrossDim + maxOrDefined(0, remaining))
                } else if align == .flexStart {
                    // At the start.
                } else if align == .center {
                    leadingCrossDim = yogaFloat(leadingCrossDim + yogaFloat(remaining / 2))
                } else {
                    leadingCrossDim = yogaFloat(leadingCrossDim + remaining)
                }
            }
            let edge = crossAxis.leadingEdge
            layout[child].position[edge] =
                web
                ? layout[child].position[edge] + (lineOffset + leadingCrossDim)
                : yogaFloat(yogaFloat(layout[child].position[edge] + lineOffset) + leadingCrossDim)
        }
    }

    /// The web's defaults: whether a multi-line container's items are stretched only once its lines' cross
    /// sizes are final. With `align-content: stretch` and a definite cross size, the space the lines leave
    /// is shared among them (Flexbox 9.4 step 11 after 9.6 step 15): an item stretched to its line before
    /// that is laid out again at the grown line, so it is laid out once, there (or at its line's size when
    /// no space is left). Not where baselines are read from items' layouts.
    func defersStretch(_ c: inout FlexContainer) -> Bool {
        let node = c.node
        return style[node].alignContent == .stretch && !c.isBaselineLayout && !c.isColumnBaselineLayout
            && (c.sizingModeCross == .stretchFit || (style + node).hasDefiniteLength(c.crossAxis, c.crossAxisOwnerSize))
    }

    /// With `defersStretch`, whether this stretched item waits for `alignContent`: not one with a max main
    /// size, which its stretch clamps its main size by (its layout in `alignContent` keeps the main size).
    @inline(__always) func defersStretch(of child: Int, _ c: inout FlexContainer) -> Bool {
        !(style + child).maxDimension(c.mainAxis).isDefined
    }

    /// With `defersStretch`, stretches the items of a line that no space was added to, as
    /// `alignItemsInLine` would have (a line given space lays them out in `alignContent`).
    func stretchDeferredItems(_ c: inout FlexContainer, from lineStart: Int, to lineEnd: Int, lineCrossDim: Double) {
        let node = c.node
        let crossAxis = c.crossAxis
        var child = lineStart
        while child != lineEnd {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child), alignment(of: child, in: node) == .stretch else { continue }
            let st = style + child
            if !st.isLeadingMarginAuto(crossAxis, c.direction) && !st.isTrailingMarginAuto(crossAxis, c.direction)
                && !st.hasDefiniteLength(crossAxis, c.availableInnerCross) && stretchesItsCrossSize(child, crossAxis)
                && defersStretch(of: child, &c)
            {
                stretchItem(&c, child, lineCrossDim: lineCrossDim)
            }
        }
    }

    /// Lays an item out again with its cross size set to the line's (or from its aspect ratio).
    private func stretchItem(_ c: inout FlexContainer, _ child: Int, lineCrossDim: Double) {
        let node = c.node
        let mainAxis = c.mainAxis
        let crossAxis = c.crossAxis
        let direction = c.direction
        var childMainSize = (layout + child).measured(mainAxis)
        let ratio = (style + child).aspectRatio
        var childCrossSize =
            !ratio.isNaN && !web
            ? yogaFloat(
                (style + child).marginForAxis(crossAxis, c.availableInnerWidth, c.direction)
                    + sizeThroughRatio(
                        child, childMainSize, from: mainAxis, direction, c.availableInnerWidth, c.availableInnerHeight))
            : lineCrossDim
        childMainSize = yogaFloat(
            childMainSize + (style + child).marginForAxis(mainAxis, c.availableInnerWidth, c.direction))
        var childMainMode = SizingMode.stretchFit
        var childCrossMode = SizingMode.stretchFit
        let crossDoesNotGrow = style[node].alignContent != .stretch && c.isWrap
        // The web's defaults: until align-content stretches it to its line, an item keeps its hypothetical
        // cross size (Flexbox 9.4 step 7), the one its ratio gave, or its content's fitted to the container
        // (a text as wide as the container, at least its longest word), not its max-content size.
        let keepsHypothetical = web && crossDoesNotGrow
        if keepsHypothetical {
            childCrossSize = yogaFloat(
                (layout + child).measured(crossAxis)
                    + (style + child).marginForAxis(crossAxis, c.availableInnerWidth, c.direction))
        }
        constrainMaxSize(
            child, direction, mainAxis, mainPercentageBasis(&c), c.availableInnerWidth, &childMainMode, &childMainSize)
        constrainMaxSize(
            child, direction, crossAxis, crossPercentageBasis(&c), c.availableInnerWidth, &childCrossMode,
            &childCrossSize)
        let childWidth = c.isMainAxisRow ? childMainSize : childCrossSize
        let childHeight = c.isMainAxisRow ? childCrossSize : childMainSize
        let keepsCross = crossDoesNotGrow && !keepsHypothetical
        let widthMode: SizingMode =
            childWidth.isNaN || (!c.isMainAxisRow && keepsCross) ? .maxContent : .stretchFit
        let heightMode: SizingMode =
            childHeight.isNaN || (c.isMainAxisRow && keepsCross) ? .maxContent : .stretchFit
        if web && layout[child].webRatioHeight
            && childHeight != layout[child].measuredHeight + layout[child].margin.vertical
        {
            // Stretched past the height its ratio gave: the stretched height is definite (Flexbox 9.4 step 11).
            layout[child].webRatioHeight = false
        }
        layoutNode(
            child, childWidth, childHeight, direction, widthMode, heightMode, c.availableInnerWidth,
            definiteInnerHeight(&c), performLayout: true)
    }
}
