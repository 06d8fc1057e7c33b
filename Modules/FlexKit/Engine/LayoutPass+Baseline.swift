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
            return value
        }
        // Flexbox 8.5 (the web's defaults): a column-reverse or row-reverse container's first baseline is
        // the last item's of its first line (as Chrome has it), unless items of a row share theirs.
        let flexDirection = style[node].flexDirection
        if web && (flexDirection == .columnReverse || flexDirection == .rowReverse) {
            var last = -1
            var shared = false
            var child = firstLayoutChild(node)
            while child >= 0 && layout[child].lineIndex == 0 {
                if isInFlow(child) {
                    last = child
                    if alignment(of: child, in: node) == .baseline || links[child].isReferenceBaseline { shared = true }
                }
                child = nextLayoutChild(child, node)
            }
            if last >= 0 && !shared {
                return baseline(of: last) + layout[last].position.top - Double(layout[last].webRelativeTop)
            }
        }
        var baselineChild = -1
        var child = firstLayoutChild(node)
        while child >= 0 {
            defer { child = nextLayoutChild(child, node) }
            if layout[child].lineIndex > 0 { break }
            if style[child].positionType == .absolute || (web && style[child].display == .none) { continue }
            if alignment(of: child, in: node) == .baseline || links[child].isReferenceBaseline {
                baselineChild = child
                break
            }
            if baselineChild < 0 { baselineChild = child }
        }
        if baselineChild < 0 { return layout[node].measuredHeight }
        // The web's defaults: a relative offset moves the box, not its parent's baseline (CSS 2.1, 9.4.3).
        let offset = web ? Double(layout[baselineChild].webRelativeTop) : 0
        return baseline(of: baselineChild) + layout[baselineChild].position.top - offset
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
