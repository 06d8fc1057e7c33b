/// The web's defaults: the definite height a content-sized row's items are stretched to while its width is
/// being found.
extension LayoutPass {
    /// The inner height of `node`, a single-line row sized to fit its content's width, when the height it is
    /// laid out at (`height`, border box) is definite: set, stretched, or flexed in a column of definite
    /// height (Flexbox 9.8), not flexed in one of indefinite height (`webIndefiniteHeight`). Its stretched
    /// items take that height (Flexbox 9.4 step 11), and one with an aspect ratio the width the ratio gives
    /// from it (CSS Box Sizing 4, 5.1), which its min-content width counts; NaN otherwise, where the row's
    /// items count at their content's size.
    @inline(never)
    func webDefiniteRowCross(_ node: Int, _ height: Double, _ heightMode: SizingMode) -> Double {
        guard heightMode == .stretchFit, !height.isNaN, !layout[node].webIndefiniteHeight,
            !layout[node].webRatioHeight, style[node].flexWrap == .noWrap,
            style[node].flexDirection.resolved(layout[node].direction).isRow
        else { return .nan }
        let edges = layout[node].padding.vertical + layout[node].border.vertical
        return max(0, height - edges)
    }
}
