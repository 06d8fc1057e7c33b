/// CSS §8.5 / §9.4 step 8: first baselines of flex items and containers.
extension LayoutPass {
    /// The distance from the top of a laid-out node to its first baseline: from its baseline
    /// function, else from its first baseline-aligned (or first) child on the first line, else its
    /// bottom edge.
    mutating func baseline(of node: Int) -> Double {
        if nodes[node].hasBaseline, let function = tree.baselineFunctions[node] {
            let value = function(nodes[node].layout.measuredWidth, nodes[node].layout.measuredHeight)
            if value.isNaN {
                tree.report(
                    .invalidValue,
                    "the baseline function of \(tree.label(node)) returned NaN; the node's height is used")
                return nodes[node].layout.measuredHeight
            }
            return value
        }
        var baselineChild = -1
        var child = firstLayoutChild(node)
        while child >= 0 {
            defer { child = nextLayoutChild(child, node) }
            if nodes[child].layout.lineIndex > 0 { break }
            if nodes[child].style.positionType == .absolute { continue }
            if alignment(of: child, in: node) == .baseline || nodes[child].isReferenceBaseline {
                baselineChild = child
                break
            }
            if baselineChild < 0 { baselineChild = child }
        }
        if baselineChild < 0 { return nodes[node].layout.measuredHeight }
        return baseline(of: baselineChild) + nodes[baselineChild].layout.position.top
    }

    /// Whether items of a row container align on baselines (then lines size by ascent and descent).
    func isBaselineLayout(_ node: Int) -> Bool {
        if nodes[node].style.flexDirection.isColumn { return false }
        if nodes[node].style.alignItems == .baseline { return true }
        var child = firstLayoutChild(node)
        while child >= 0 {
            if nodes[child].style.positionType != .absolute && nodes[child].style.alignSelf == .baseline {
                return true
            }
            child = nextLayoutChild(child, node)
        }
        return false
    }
}
