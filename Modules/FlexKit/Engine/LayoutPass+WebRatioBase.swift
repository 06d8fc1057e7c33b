/// The web's defaults: the flex base size of a column item with an aspect ratio, when nothing raises it to its
/// content's height.
extension LayoutPass {
    /// Whether the flex base size of `child`, a box with an aspect ratio in a column, is only the height its
    /// ratio gives from its content's width (Flexbox 9.2 step 3E: sized at its fit-content width, CSS Box
    /// Sizing 4, 5.1), its content's height not counted: so when no automatic minimum height applies (a min
    /// height set, a percentage one included, or a scroll container; Flexbox 4.5; CSS Sizing 4, 5.1), which
    /// is what raises a ratio box to its content (Chrome: `min-height: 0; aspect-ratio: 1` around a 4 x 10 child
    /// is 4 x 4, and with `min-height: auto` 10 x 10), a text's lines too (`min-height: 0; aspect-ratio: 1` on a
    /// 10-wide, 12-tall word is 10 x 10). Not for an item measured at the column's width (stretched in a single
    /// line, whose ratio gives the base).
    @inline(never)
    func webRatioBaseIgnoresContent(_ child: Int, _ isMainAxisRow: Bool, _ measuredAtStretch: Bool) -> Bool {
        guard !isMainAxisRow, !measuredAtStretch else { return false }
        let st = style + child
        return st.minDimension(.column).isDefined || st.pointee.overflow != .visible
    }
}

extension LayoutPass {
    /// The inner height a row's stretched ratio items take their flex bases from when the row's own height is
    /// the one its aspect ratio gives, raised to its content's (`webRatioHeight`): the ratio's height, which is
    /// the definite one before the content raises it (CSS Box Sizing 4, 5.1; Flexbox 9.2 step 3B and 9.8), so
    /// that `aspect-ratio: 1` beside a 1-tall item in a 0-wide `aspect-ratio: 1` row stays 0 wide (Chrome),
    /// not 1; the row's inner height when no ratio height is known.
    @inline(never)
    func webRatioStretchHeight(_ c: inout FlexContainer) -> Double {
        c.webInnerHeight.isNaN ? c.availableInnerHeight : c.webInnerHeight
    }
}
