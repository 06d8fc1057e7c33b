/// Relative offsets under the web's defaults (CSS 2.1, 9.4.3): physical, whatever the flex direction.
extension LayoutPass {
    /// The web's defaults: the initial position of each edge of a child is its margin plus its relative
    /// offset seen from that edge, so that `right: 30` moves a box left in a `row-reverse` container too
    /// (Yoga adds the offset in the flex direction's sense, which moves it right there). For a child with
    /// margins or relative offsets (`setInitialPosition` zeroes the others' edges itself).
    func setWebInitialPosition(
        _ child: Int, _ ownerDirection: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double
    ) {
        let st = style + child
        let direction = webDirection(child, ownerDirection)
        if !webTakesRelativeOffsets(child) {
            // Margins alone: each edge starts at its margin (plus a zero offset, as below: -0 becomes 0).
            layout[child].webRelativeTop = 0
            layout[child].position[.left] = st.marginValue(.left, direction, ownerWidth) + 0
            layout[child].position[.top] = st.marginValue(.top, direction, ownerWidth) + 0
            layout[child].position[.right] = st.marginValue(.right, direction, ownerWidth) + 0
            layout[child].position[.bottom] = st.marginValue(.bottom, direction, ownerWidth) + 0
            return
        }
        layout[child].webRelativeTop = Float(webRelativeOffset(child, from: .top, direction, ownerWidth, ownerHeight))
        setWebInitialPosition(child, .left, direction, ownerWidth, ownerHeight)
        setWebInitialPosition(child, .top, direction, ownerWidth, ownerHeight)
        setWebInitialPosition(child, .right, direction, ownerWidth, ownerHeight)
        setWebInitialPosition(child, .bottom, direction, ownerWidth, ownerHeight)
    }

    /// Whether a child's insets offset it from where its line puts it: a relatively positioned box's, or an
    /// absolute root's, which nothing else places. An absolute item's insets place it in its containing
    /// block instead (`positionAbsoluteChild` sets its left and top from them before anything reads
    /// them), and a static box has no offsets (CSS 2.1, 9.4.3).
    @inline(__always) func webTakesRelativeOffsets(_ child: Int) -> Bool {
        let st = style + child
        guard st.hasInsets else { return false }
        let position = st.pointee.positionType
        return position == .relative || (position != .static && links[child].parent < 0)
    }

    @inline(__always)
    private func setWebInitialPosition(
        _ child: Int, _ edge: PhysicalEdge, _ direction: FlexTextDirection, _ ownerWidth: Double,
        _ ownerHeight: Double
    ) {
        layout[child].position[edge] =
            (style + child).marginValue(edge, direction, ownerWidth)
            + webRelativeOffset(child, from: edge, direction, ownerWidth, ownerHeight)
    }

    /// The web's defaults: `resolveDirection`, with a direction inherited through the element tree (CSS
    /// Display 3, 2.5): a node's own (which a node below `display: contents` nodes that set one has as its
    /// computed style's, `FlexTree.contentsDirection(of:)`), else its `display: contents` parent's (for the
    /// anonymous item of that parent's text), else its container's. Read where a node's own edges are
    /// resolved (`layoutImpl`) and its relative offset set; Yoga's defaults keep `resolveDirection` alone.
    @inline(__always) func webDirection(_ node: Int, _ ownerDirection: FlexTextDirection) -> FlexTextDirection {
        let own = style[node].direction
        if own != .inherit { return own }
        let parent = Int(links[node].parent)
        if parent >= 0 && style[parent].display == .contents && style[parent].direction != .inherit {
            return style[parent].direction
        }
        return ownerDirection != .inherit ? ownerDirection : .ltr
    }

    /// How far a relatively positioned box moves away from its containing block's `edge`: `left` (when
    /// the containing block is RTL, `right`) beats the opposite inset, `top` beats `bottom`, and a
    /// percentage of an indefinite height (NaN) is `auto`, which leaves the opposite inset to apply
    /// (CSS 2.1, 9.4.3). `direction` is the box's own, which maps its start and end insets.
    @inline(__always) func webRelativeOffset(
        _ node: Int, from edge: PhysicalEdge, _ direction: FlexTextDirection, _ width: Double, _ height: Double
    ) -> Double {
        // Most boxes have no inset: 0 without a call.
        let st = style + node
        guard st.hasInsets && st.pointee.positionType != .static else { return 0 }
        return webInsetOffset(node, from: edge, direction, width, height)
    }

    /// `webRelativeOffset` for a positioned box with insets.
    @inline(never) private func webInsetOffset(
        _ node: Int, from edge: PhysicalEdge, _ direction: FlexTextDirection, _ width: Double, _ height: Double
    ) -> Double {
        let st = style + node
        let horizontal = edge == .left || edge == .right
        let size = horizontal ? width : height
        // The containing block is the nearest ancestor with a box (past `display: contents` ones); the
        // root's is the page, left to right (the document's direction is the root's own, as in Yoga).
        let parent = layoutParent(node)
        let containing = parent >= 0 ? layout[parent].direction : FlexTextDirection.ltr
        let first: PhysicalEdge = horizontal ? (containing == .rtl ? .right : .left) : .top
        let second: PhysicalEdge = horizontal ? (containing == .rtl ? .left : .right) : .bottom
        var offset = st.position(first, direction).resolve(size)
        if offset.isNaN {
            let opposite = st.position(second, direction).resolve(size)
            offset = opposite.isNaN ? 0 : -opposite
        }
        return edge == first ? offset : -offset
    }

    /// The container's inner height as its children's percentages of it see it: under the web's
    /// defaults NaN unless the height is definite (set, stretched or flexed: laid out exactly, or given
    /// by an aspect ratio from a definite width), found once a container (`FlexContainer.webInnerHeight`).
    @inline(__always) func definiteInnerHeight(_ c: FlexContainer) -> Double {
        web ? c.webInnerHeight : c.availableInnerHeight
    }

    /// `definiteInnerHeight` for a caller that holds the container in place.
    @inline(__always) func definiteInnerHeight(_ c: inout FlexContainer) -> Double {
        web ? c.webInnerHeight : c.availableInnerHeight
    }

    /// `definiteInnerHeight` under the web's defaults, from the container's fields.
    @inline(never) func webDefiniteInnerHeight(
        _ node: Int, _ widthMode: SizingMode, _ heightMode: SizingMode, _ innerWidth: Double, _ innerHeight: Double,
        _ paddingAndBorderRow: Double, _ paddingAndBorderColumn: Double, _ direction: FlexTextDirection,
        _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Double {
        guard heightMode != .stretchFit || layout[node].webIndefiniteHeight || layout[node].webRatioHeight else {
            return innerHeight
        }
        guard !(style + node).aspectRatio.isNaN && widthMode == .stretchFit && !innerWidth.isNaN else { return .nan }
        return ratioInnerHeight(
            node, heightMode, innerWidth + paddingAndBorderRow, paddingAndBorderColumn, direction, ownerWidth,
            ownerHeight)
    }

    /// The web's defaults: the inner height an aspect ratio gives a box (`node`, of definite border-box
    /// width `borderBoxWidth`) measured for its content's height, or laid out at the ratio's height
    /// raised to its content's (`webRatioHeight`) (CSS Box Sizing 4, 5.1: a size the ratio transfers
    /// from a definite one is definite), so that its children's percentages resolve against it; NaN
    /// otherwise.
    @inline(never) func ratioInnerHeight(
        _ node: Int, _ heightMode: SizingMode, _ borderBoxWidth: Double, _ paddingAndBorderColumn: Double,
        _ direction: FlexTextDirection, _ ownerWidth: Double, _ ownerHeight: Double
    ) -> Double {
        guard !layout[node].webIndefiniteHeight, heightMode != .stretchFit || layout[node].webRatioHeight,
            !(style + node).hasDefiniteLength(.column, ownerHeight)
        else { return .nan }
        let height = sizeThroughRatio(node, borderBoxWidth, from: .row, direction, ownerWidth, ownerHeight)
        return max(0, height - paddingAndBorderColumn)
    }

    /// Whether the container's height is definite: laid out exactly, and (web defaults) not a flexed height
    /// in a column of indefinite height (Flexbox 9.8).
    @inline(__always) func heightIsDefinite(_ c: FlexContainer) -> Bool {
        c.heightMode == .stretchFit && !(web && layout[c.node].webIndefiniteHeight)
    }

    /// The size an item's percentage main sizes, min and max resolve against in the §9.7 loop: under the
    /// web's defaults a column's inner height only when definite (else NaN, so that a percentage max
    /// is `none` and a percentage min 0: CSS 2.1, 10.7, and CSS Sizing 3, 5.2.1), not the content size
    /// the container took meanwhile; Yoga's defaults resolve them against the container's main size.
    @inline(__always) func mainPercentageBasis(_ c: inout FlexContainer) -> Double {
        web && !c.isMainAxisRow ? definiteInnerHeight(&c) : c.availableInnerMain
    }

    /// Likewise for an item's percentage cross sizes: a row's inner height only when definite.
    @inline(__always) func crossPercentageBasis(_ c: inout FlexContainer) -> Double {
        web && c.isMainAxisRow ? definiteInnerHeight(&c) : c.availableInnerCross
    }
}
