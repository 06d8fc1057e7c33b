/// Where an absolutely positioned child goes on each axis (CSS Position 3, 3.5 and 4.4; CSS Flexbox 4.1
/// for the static position; Yoga's rules under its defaults): by its insets, its auto margins or its
/// parent's alignment.
extension LayoutPass {
    /// The web's defaults: an absolutely positioned child with both vertical insets whose `align-self`
    /// is `flex-start`, `flex-end`, `center` or `baseline` (which falls back to start) is as tall as its
    /// content (unless its height is set) and aligned so in the space the insets leave (CSS Box Alignment
    /// 3, 6.1; CSS Position 3, 4.4), instead of filling it; `align-self` aligns in the block axis,
    /// vertical in a row or a column alike.
    func insetsAlignHeight(_ child: Int) -> Bool {
        guard alignsBetweenInsets(child) else { return false }
        // `auto` is `normal` for an absolutely positioned box (not its parent's `align-items`).
        switch style[child].alignSelf {
        case .flexStart, .flexEnd, .center, .baseline: return true
        default: return false
        }
    }

    /// The web's defaults: an absolutely positioned child with both vertical insets and an `align-self`
    /// other than `auto` (`normal`, which keeps CSS 2.1's top inset) is placed by `alignedInInsets`: a
    /// stretched one fills the space at its start, and any moves into the containing block when its margin
    /// box overflows that space (unless an auto margin takes the space, `placedByAutoMargins`).
    private func alignsBetweenInsets(_ child: Int) -> Bool {
        style[child].alignSelf != .auto
    }

    /// The web's defaults: where auto margins put an absolutely positioned box between both insets on an
    /// axis (its border box from the containing block's inline-start edge), or nil without one: they take
    /// the free space, which may be negative (CSS 2.1, 10.3.7 and 10.6.4; CSS Position 3, 4.2), both
    /// equally, except that on the inline axis a negative space leaves the start margin 0.
    private func placedByAutoMargins(
        _ containingBlock: Int, _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection,
        _ blockSize: Double, _ marginBasis: Double
    ) -> Double? {
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        guard st.hasMargin else { return nil }
        let start = axis.inlineStartEdge(direction)
        let end = axis.inlineEndEdge(direction)
        let startAuto = st.margin(start, direction).isAuto
        let endAuto = st.margin(end, direction).isAuto
        guard startAuto || endAuto else { return nil }
        let blockStart = blockBorder(containingBlock, start, direction)
        let blockEnd = (layout + containingBlock).measured(axis) - blockBorder(containingBlock, end, direction)
        let startInset = st.inset(start, insetDirection, blockSize)
        let space = max(0, blockEnd - blockStart - startInset - st.inset(end, insetDirection, blockSize))
        // (Auto margins count 0 in the margin sum.)
        let free = space - (layout + child).measured(axis) - st.marginForAxis(axis, marginBasis, direction)
        let startMargin: Double
        if startAuto && endAuto {
            startMargin = axis.isRow && free < 0 ? 0 : free / 2
        } else if startAuto {
            startMargin = free
        } else {
            startMargin = st.inlineStartMargin(axis, direction, marginBasis)
        }
        return blockStart + startInset + startMargin
    }

    /// The web's defaults: where `alignsBetweenInsets` puts the box's border box (from the containing
    /// block's start): aligned by its `align-self` in the space its insets leave (insets that overlap
    /// leave an empty space at the start inset, as Chrome does), and, when its margin box overflows that
    /// space, moved into the smallest range holding both that space and the containing block, at its
    /// start when it does not fit (a scroll container's box that does not fit keeps its place unless it
    /// passes that start) (CSS Position 3, 4.1 and 4.4, as Chrome places it).
    private func alignedInInsets(
        _ containingBlock: Int, _ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection,
        _ blockSize: Double, _ marginBasis: Double
    ) -> Double {
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        let start = axis.inlineStartEdge(direction)
        let end = axis.inlineEndEdge(direction)
        let blockStart = blockBorder(containingBlock, start, direction)
        let blockEnd = (layout + containingBlock).measured(axis) - blockBorder(containingBlock, end, direction)
        let spaceStart = blockStart + st.inset(start, insetDirection, blockSize)
        var spaceEnd = blockEnd - st.inset(end, insetDirection, blockSize)
        let align = st.pointee.alignSelf
        if spaceEnd < spaceStart { spaceEnd = spaceStart }
        let outer = (layout + child).measured(axis) + st.marginForAxis(axis, marginBasis, direction)
        let free = spaceEnd - spaceStart - outer
        var marginStart = spaceStart + (align == .flexEnd ? free : align == .center ? free / 2 : 0)
        if free < 0 {
            let low = min(blockStart, spaceStart)
            let high = max(blockEnd, spaceEnd)
            if outer > high - low {
                // (Too big for that range: at its start; in a scroll container, whose scrollable area grows
                // toward its end to hold the box, only kept from passing that start, as Chrome has it.)
                marginStart = style[containingBlock].overflow == .visible ? low : max(marginStart, low)
            } else {
                marginStart = min(max(marginStart, low), high - outer)
            }
        }
        return marginStart + st.inlineStartMargin(axis, direction, marginBasis)
    }

    /// Whether both insets of an axis (in flex-start/flex-end terms) are set and not `auto`.
    func bothInsets(_ child: Int, _ axis: FlexDirection, _ direction: FlexTextDirection) -> Bool {
        let st = style + child
        return st.insetDefined(axis.leadingEdge, direction)
            && st.insetDefined(axis.trailingEdge, direction)
            && !st.insetAuto(axis.leadingEdge, direction) && !st.insetAuto(axis.trailingEdge, direction)
    }

    /// Places an absolute child on one axis: by its start inset, else its end inset, else by the
    /// parent's `justify-content` (main axis) or `align-items`/`align-self` (cross axis); true when an
    /// inset placed it.
    func positionAbsoluteChild(
        _ containingBlock: Int, _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection,
        isMainAxis: Bool, _ blockWidth: Double, _ blockHeight: Double
    ) -> Bool {
        let st = style + child
        let insetDirection = insetDirection(of: child, direction)
        let blockSize = axis.isRow ? blockWidth : blockHeight
        // The web's defaults: percentage margins resolve against the containing block's width on both
        // axes (CSS 2.1, 8.3), also when its height is not definite.
        let marginBasis = web ? blockWidth : blockSize
        // The web's defaults: which of two insets wins is the containing block's direction's choice (CSS 2.1,
        // 10.3.7), not the direction of the static parent the box is reached through.
        let blockDirection = web ? layout[containingBlock].direction : direction
        let start = axis.inlineStartEdge(blockDirection)
        let end = axis.inlineEndEdge(blockDirection)
        let startsAtInlineStart = start == axis.leadingEdge
        // (The margin on the side the inset wins, its logical margins resolved in the box's own direction,
        // as its insets are: CSS Logical Properties 1, 4.)
        let marginDirection = web ? insetDirection : blockDirection
        if st.insetDefined(start, insetDirection) && !st.insetAuto(start, insetDirection) {
            var fromStart = yogaFloat(
                yogaFloat(st.inset(start, insetDirection, blockSize) + blockBorder(containingBlock, start, direction))
                    + st.marginValue(start, marginDirection, marginBasis))
            if web && bothInsets(child, axis, insetDirection) {
                if let placed = placedByAutoMargins(
                    containingBlock, child, axis, blockDirection, blockSize, marginBasis)
                {
                    fromStart = placed
                } else if !axis.isRow && alignsBetweenInsets(child) {
                    fromStart = alignedInInsets(containingBlock, child, axis, blockDirection, blockSize, marginBasis)
                }
            }
            layout[child].position[axis.leadingEdge] =
                startsAtInlineStart ? fromStart : oppositeEdge(fromStart, axis, containingBlock, child)
            return true
        } else if st.insetDefined(end, insetDirection) && !st.insetAuto(end, insetDirection) {
            var fromStart = yogaFloat((layout + containingBlock).measured(axis) - (layout + child).measured(axis))
            fromStart = yogaFloat(fromStart - blockBorder(containingBlock, end, direction))
            fromStart = yogaFloat(fromStart - st.marginValue(end, marginDirection, marginBasis))
            fromStart = yogaFloat(fromStart - st.inset(end, insetDirection, blockSize))
            layout[child].position[axis.leadingEdge] =
                startsAtInlineStart ? fromStart : oppositeEdge(fromStart, axis, containingBlock, child)
            return true
        } else if isMainAxis {
            switch style[parent].justifyContent {
            case .flexStart, .spaceBetween: placeAtStart(parent, child, direction, axis, blockWidth)
            case .flexEnd: placeAtEnd(parent, child, direction, axis, blockWidth)
            case .center, .spaceAround, .spaceEvenly: placeAtCenter(parent, child, direction, axis, blockWidth)
            }
        } else {
            var align = alignment(of: child, in: parent)
            if style[parent].flexWrap == .wrapReverse {
                align = align == .flexEnd ? .flexStart : (align == .center ? .center : .flexEnd)
                // The web's defaults: `baseline` places the static position at the start of the writing
                // mode (top, or the inline start of a column), which wrap-reverse does not turn round.
                let own = st.pointee.alignSelf
                if web && (own == .auto ? style[parent].alignItems : own) == .baseline { align = .flexStart }
            }
            switch align {
            case .flexEnd: placeAtEnd(parent, child, direction, axis, blockWidth)
            case .center: placeAtCenter(parent, child, direction, axis, blockWidth)
            default: placeAtStart(parent, child, direction, axis, blockWidth)
            }
        }
        return false
    }

    @inline(__always) private func oppositeEdge(_ position: Double, _ axis: FlexDirection, _ block: Int, _ child: Int)
        -> Double
    {
        yogaFloat(yogaFloat((layout + block).measured(axis) - (layout + child).measured(axis)) - position)
    }

    private var insetsIncludePadding: Bool { !errata.contains(.absolutePositionWithoutInsetsExcludesPadding) }

    private func placeAtStart(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        var position = yogaFloat(
            (style + child).leadingMargin(axis, direction, blockWidth) + layout[parent].border[axis.leadingEdge])
        if insetsIncludePadding { position = yogaFloat(position + layout[parent].padding[axis.leadingEdge]) }
        layout[child].position[axis.leadingEdge] = position
    }

    private func placeAtEnd(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        var fromEnd = yogaFloat(
            layout[parent].border[axis.trailingEdge] + (style + child).trailingMargin(axis, direction, blockWidth))
        if insetsIncludePadding { fromEnd = yogaFloat(fromEnd + layout[parent].padding[axis.trailingEdge]) }
        layout[child].position[axis.leadingEdge] = oppositeEdge(fromEnd, axis, parent, child)
    }

    private func placeAtCenter(
        _ parent: Int, _ child: Int, _ direction: FlexTextDirection, _ axis: FlexDirection, _ blockWidth: Double
    ) {
        let lay = layout + parent
        // Each step in floats under Yoga's defaults, as Yoga computes it.
        var contentSize = yogaFloat(
            yogaFloat(lay.measured(axis) - lay.pointee.border[axis.leadingEdge]) - lay.pointee.border[axis.trailingEdge]
        )
        if insetsIncludePadding {
            contentSize = yogaFloat(contentSize - lay.pointee.padding[axis.leadingEdge])
            contentSize = yogaFloat(contentSize - lay.pointee.padding[axis.trailingEdge])
        }
        let childOuter = yogaFloat(
            (layout + child).measured(axis) + (style + child).marginForAxis(axis, blockWidth, direction))
        var position = yogaFloat(
            yogaFloat(yogaFloat(contentSize - childOuter) / 2 + lay.pointee.border[axis.leadingEdge])
                + (style + child).leadingMargin(axis, direction, blockWidth))
        if insetsIncludePadding { position = yogaFloat(position + lay.pointee.padding[axis.leadingEdge]) }
        layout[child].position[axis.leadingEdge] = position
    }
}
