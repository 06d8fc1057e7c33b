/// CSS §8.5 / §9.4 step 8: first baselines of flex items and containers.
extension LayoutPass {
    /// The distance from the top of a laid-out node to its first baseline: from its baseline
    /// function, else from its first baseline-aligned (or first) child on the first line, else its
    /// bottom edge.
    func baseline(of node: Int) -> Double {
        if links[node].hasBaseline, let function = baselineFunctions[node] {
            let value = function(layout[node].measuredWidth, layout[node].measuredHeight)
            if value.isNaN {
                tree.report(
                    .invalidValue,
                    "the baseline function of \(tree.label(node)) returned NaN; the node's height is used")
                return layout[node].measuredHeight
            }
            return web ? clampedToScrollContainer(node, value) : value
        }
        if web { return clampedToScrollContainer(node, webBaseline(of: node)) }
        var baselineChild = -1
        var child = firstLayoutChild(node)
        while child >= 0 {
            defer { child = nextLayoutChild(child, node) }
            if layout[child].lineIndex > 0 { break }
            if style[child].positionType == .absolute { continue }
            if alignment(of: child, in: node) == .baseline || links[child].isReferenceBaseline {
                baselineChild = child
                break
            }
            if baselineChild < 0 { baselineChild = child }
        }
        if baselineChild < 0 { return layout[node].measuredHeight }
        return baseline(of: baselineChild) + layout[baselineChild].position.top
    }

    /// Flexbox 8.5 under the web's defaults, as Chrome has it: a container's first baseline comes from its
    /// topmost line (the last under `wrap-reverse`): the baseline its items share there, else its first item's,
    /// the last's in a row-reverse or column-reverse container; a relative offset moves an item, not the
    /// baseline it gives (CSS 2.1, 9.4.3). A `display: none` child is no item.
    private func webBaseline(of node: Int) -> Double {
        var line: Int32 = 0
        if style[node].flexWrap == .wrapReverse {
            var child = firstLayoutChild(node)
            while child >= 0 {
                if isInFlow(child) { line = max(line, layout[child].lineIndex) }
                child = nextLayoutChild(child, node)
            }
        }
        let reversed = style[node].flexDirection == .rowReverse || style[node].flexDirection == .columnReverse
        var first = -1
        var last = -1
        var shared = -1
        var child = firstLayoutChild(node)
        while child >= 0 {
            defer { child = nextLayoutChild(child, node) }
            guard isInFlow(child) && layout[child].lineIndex == line else { continue }
            if first < 0 { first = child }
            last = child
            if shared < 0 && (alignment(of: child, in: node) == .baseline || links[child].isReferenceBaseline) {
                shared = child
            }
        }
        let item = shared >= 0 ? shared : reversed ? last : first
        if item < 0 { return layout[node].measuredHeight }
        return baseline(of: item) + layout[item].position.top - Double(layout[item].webRelativeTop)
    }

    /// The web's defaults: a scroll container's baseline (any `overflow` but `visible`) is clamped to its
    /// border box (CSS Box Alignment 3, 9.1, as Chrome has it): a 0-tall scrolling text gives 0, not its
    /// first line's bottom.
    @inline(__always) private func clampedToScrollContainer(_ node: Int, _ baseline: Double) -> Double {
        guard style[node].overflow != .visible else { return baseline }
        return min(max(baseline, 0), layout[node].measuredHeight)
    }

    /// Whether items of a row container align on baselines (then lines size by ascent and descent).
    func isBaselineLayout(_ node: Int) -> Bool {
        if style[node].flexDirection.isColumn { return false }
        if style[node].alignItems == .baseline { return true }
        var child = firstLayoutChild(node)
        while child >= 0 {
            if style[child].positionType != .absolute && style[child].alignSelf == .baseline {
                return true
            }
            child = nextLayoutChild(child, node)
        }
        return false
    }
}
