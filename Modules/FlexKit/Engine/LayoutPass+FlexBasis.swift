/// CSS §9.2 step 3: "Determine the flex base size and hypothetical main size of each item."
extension LayoutPass {
    /// Computes every item's flex basis and returns the sum of bases plus main-axis margins.
    ///
    /// Also hides `display: none` children and gives each child its initial position (margins and
    /// relative offsets) when laying out.
    func computeFlexBases(
        _ c: inout FlexContainer, _ ownerWidthForChildren: Double, _ ownerHeightForChildren: Double
    ) -> Double {
        let node = c.node
        // A single child that can both grow and shrink in an exactly sized container gets a basis of 0
        // and is flexed to fill it: no need to measure its content first.
        // The web's defaults size it by §9.7 like any other (its factors may sum below 1).
        var singleFlexChild = -1
        if !web && c.sizingModeMain == .stretchFit {
            var child = firstLayoutChild(node)
            while child >= 0 {
                if isFlexible(child) {
                    if singleFlexChild >= 0 || inexactEquals(flexGrow(child), 0)
                        || inexactEquals(flexShrink(child), 0)
                    {
                        singleFlexChild = -1
                        break
                    }
                    singleFlexChild = child
                }
                child = nextLayoutChild(child, node)
            }
        }

        var total = 0.0
        var child = firstLayoutChild(node)
        while child >= 0 {
            defer { child = nextLayoutChild(child, node) }
            if style[child].display == .none {
                zeroOutLayout(child)
                links[child].hasNewLayout = true
                links[child].isDirty = false
                continue
            }
            if c.performLayout {
                let childDirection = resolveDirection(child, c.direction)
                setInitialPosition(child, childDirection, c.availableInnerWidth, definiteInnerHeight(&c))
            }
            if style[child].positionType == .absolute { continue }
            if child == singleFlexChild {
                layout[child].computedFlexBasisGeneration = generation
                layout[child].computedFlexBasis = 0
            } else {
                computeFlexBasis(&c, child, ownerWidthForChildren, ownerHeightForChildren)
            }
            // In floats under Yoga's defaults, as Yoga sums them.
            total = yogaFloat(
                total
                    + yogaFloat(
                        layout[child].computedFlexBasis
                            + (style + child).marginForAxis(c.mainAxis, c.availableInnerWidth, c.direction)))
        }
        return total
    }

    /// The flex basis of one item (§9.2 step 3 A–E, in Yoga's form).
    func computeFlexBasis(_ c: inout FlexContainer, _ child: Int, _ ownerWidth: Double, _ ownerHeight: Double) {
        let mainAxis = c.mainAxis
        let direction = c.direction
        let isMainAxisRow = c.isMainAxisRow
        let mainAxisSize = isMainAxisRow ? c.availableInnerWidth : c.availableInnerHeight
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight

        let resolvedBasis = resolvedFlexBasis(child, direction, mainAxis, mainAxisOwnerSize, ownerWidth)
        // The web's defaults: a percentage basis of an indefinite size is `content` (Flexbox 7.2.3),
        // which sizes the item by its content, not by its width or height.
        let basisIsContent = web && resolvedBasis.isNaN && style[child].flexBasis.isPercent
        let isRowDefinite =
            (style + child).hasDefiniteLength(.row, ownerWidth) && !(basisIsContent && isMainAxisRow)
        let isColumnDefinite =
            (style + child).hasDefiniteLength(.column, ownerHeight) && !(basisIsContent && !isMainAxisRow)

        // Whether the basis is the content's max-content width (see `NodeLayout.webContentBasis`).
        var contentBasis = false
        // §9.2 step 3A: with the web's defaults a definite basis is the flex base size even in a
        // container of indefinite main size (a percentage of it is NaN here and so acts as `content`).
        var useResolvedBasis = !resolvedBasis.isNaN && (web || !mainAxisSize.isNaN)
        if fixFlexBasisFitContent && !resolvedBasis.isNaN && resolvedBasis > 0 {
            useResolvedBasis = true
        }

        if useResolvedBasis {
            // A: a definite flex-basis. Yoga keeps the first basis it computes until the item is
            // dirtied (so the first measurement of its container decides it, and real layouts depend on
            // that); with `recomputesFlexBasis` it is kept only within a pass, which gives a first
            // layout Yoga's result and makes a relayout equal a first layout.
            // The web's defaults resolve it again every time: a percentage resolves against the
            // container's size of this layout (a content-sized item's flexed size is definite for its
            // children, Flexbox 9.8), not that of its first measurement.
            let kept = layout[child].computedFlexBasis
            if kept.isNaN || web || (recomputesFlexBasis && layout[child].computedFlexBasisGeneration != generation) {
                let paddingAndBorder = (style + child).paddingAndBorder(mainAxis, direction, ownerWidth)
                layout[child].computedFlexBasis = maxOrDefined(resolvedBasis, paddingAndBorder)
                // A basis of an earlier pass that differs: a first layout might have kept another one.
                if tracksHistory && !kept.isNaN && !inexactEquals(kept, layout[child].computedFlexBasis) {
                    noteOrderDependence()
                }
            } else if tracksHistory {
                let paddingAndBorder = (style + child).paddingAndBorder(mainAxis, direction, ownerWidth)
                if !inexactEquals(kept, maxOrDefined(resolvedBasis, paddingAndBorder)) { noteOrderDependence() }
            }
        } else if isMainAxisRow && isRowDefinite {
            // A definite width is the basis of a row item.
            let paddingAndBorder = (style + child).paddingAndBorder(.row, direction, ownerWidth)
            layout[child].computedFlexBasis = maxOrDefined(
                (style + child).resolvedDimension(.row, direction, ownerWidth, ownerWidth), paddingAndBorder)
        } else if !isMainAxisRow && isColumnDefinite {
            let paddingAndBorder = (style + child).paddingAndBorder(.column, direction, ownerWidth)
            layout[child].computedFlexBasis = maxOrDefined(
                (style + child).resolvedDimension(.column, direction, ownerHeight, ownerWidth), paddingAndBorder)
        } else {
            // E: size the item as max-content (or fit-content within the container) and use that.
            measureContentBasis(&c, child, ownerWidth, ownerHeight, isRowDefinite, isColumnDefinite)
            contentBasis = !isRowDefinite
        }
        if web { layout[child].webContentBasis = contentBasis }
        layout[child].computedFlexBasisGeneration = generation
        // Yoga keeps the basis as a float.
        if !web { layout[child].computedFlexBasis = yogaFloat(layout[child].computedFlexBasis) }
    }

    /// The flex basis of an item in points (the `flex` shorthand applied; content-box adds padding
    /// and border); NaN when `auto` or a percentage of an undefined size.
    @inline(__always) func resolvedFlexBasis(
        _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ reference: Double, _ ownerWidth: Double
    ) -> Double {
        let value = style[child].flexBasis.resolve(reference)
        if style[child].boxSizing == .borderBox { return value }
        return value + (style + child).boxSizingExtra(axis, direction, ownerWidth)
    }

    /// Applies an item's max size to the size and mode it is about to be measured with.
    @inline(__always) func constrainMaxSize(
        _ node: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ ownerAxisSize: Double,
        _ ownerWidth: Double, _ mode: inout SizingMode, _ size: inout Double
    ) {
        guard (style + node).maxDimension(axis).isDefined else {
            if mode == .maxContent { return }
            return
        }
        var maxSize =
            (style + node).resolvedMax(axis, direction, ownerAxisSize, ownerWidth)
            + (style + node).marginForAxis(axis, ownerWidth, direction)
        if web {
            // A larger min beats the max (CSS 2.1, 10.4).
            let minSize =
                (style + node).resolvedMin(axis, direction, ownerAxisSize, ownerWidth)
                + (style + node).marginForAxis(axis, ownerWidth, direction)
            if minSize > maxSize { maxSize = minSize }
        }
        switch mode {
        case .stretchFit, .fitContent:
            if !maxSize.isNaN && !(size < maxSize) { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }

    /// The initial position of a child: its leading margins plus its relative offsets (§9.4 of
    /// CSS Positioned Layout for relative positioning).
    func setInitialPosition(_ child: Int, _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double) {
        if web {
            if !(style + child).hasMargin && !webTakesRelativeOffsets(child) {
                // Neither margins nor relative offsets: every edge starts at 0.
                layout[child].position = EdgeValues()
                layout[child].webRelativeTop = 0
                return
            }
            setWebInitialPosition(child, direction, ownerWidth, ownerHeight)
            return
        }
        if style[child].flags.isDisjoint(with: .marginOrInsets) {
            // No margin and no inset: every edge at 0, as the sums below give.
            layout[child].position = EdgeValues()
            return
        }
        let effective = links[child].parent >= 0 ? direction : FlexTextDirection.ltr
        let mainAxis = style[child].flexDirection.resolved(effective)
        let crossAxis = mainAxis.cross(effective)
        let relativeMain = relativePosition(child, mainAxis, effective, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativeCross = relativePosition(child, crossAxis, effective, mainAxis.isRow ? ownerHeight : ownerWidth)
        let st = style + child
        layout[child].position[mainAxis.inlineStartEdge(direction)] =
            st.inlineStartMargin(mainAxis, direction, ownerWidth) + relativeMain
        layout[child].position[mainAxis.inlineEndEdge(direction)] =
            st.inlineEndMargin(mainAxis, direction, ownerWidth) + relativeMain
        layout[child].position[crossAxis.inlineStartEdge(direction)] =
            st.inlineStartMargin(crossAxis, direction, ownerWidth) + relativeCross
        layout[child].position[crossAxis.inlineEndEdge(direction)] =
            st.inlineEndMargin(crossAxis, direction, ownerWidth) + relativeCross
    }

    /// The offset of a relatively positioned node on an axis: its start inset, else minus its end inset.
    @inline(__always) func relativePosition(
        _ node: Int, _ axis: FlexDirection, _ direction: FlexTextDirection, _ axisSize: Double
    ) -> Double {
        let st = style + node
        if st.pointee.positionType == .static { return 0 }
        let start = axis.inlineStartEdge(direction)
        if st.insetDefined(start, direction) && !st.insetAuto(start, direction) {
            return st.inset(start, direction, axisSize)
        }
        return -st.inset(axis.inlineEndEdge(direction), direction, axisSize)
    }
}
