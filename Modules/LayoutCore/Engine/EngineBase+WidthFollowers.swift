import Foundation

/// Views whose height follows their width (wrapping labels): a pass gives each the width it was solved
/// to and solves again until the widths settle (or reports that they did not).
extension EngineBase {
    /// Lets every such view measure unbounded again, so that settling follows the same steps as a
    /// layout from scratch (a label must not stay wrapped at a width it no longer has).
    func resetWidthFollowers() {
        for view in widthFollowers {
            guard let state = lookupState(view), state.widthHint != nil else { continue }
            state.widthHint = nil
            refreshEngineConstraints(of: view, state)
        }
    }

    /// Gives every such view the width it was solved to and re-solves, until the widths settle;
    /// `afterEachRound` hands the new sizes across (a root's engine settles its subsystems there).
    func settleWidthFollowers(scale: CGFloat, afterEachRound: () -> Void = {}) {
        guard widthFollowerTokens.contains(where: { $0.view != nil }) else { return }
        let tolerance = 0.5 / max(scale, 1)
        var moving: [LayoutView] = []
        for _ in 0..<6 {
            moving = []
            var changed = false
            for view in widthFollowers {
                guard let state = lookupState(view), view.intrinsicHeightFollowsWidth else { continue }
                // Measured at its width on the pixel grid, as it is drawn: a rounding error off zero would
                // otherwise turn "no width" (the text unwrapped) into "a hair of width" (every letter broken).
                let width = roundToPixel(max(0, CGFloat(value(state.width))), scale)
                if let hint = state.widthHint, abs(hint - width) <= tolerance { continue }
                if state.widthHint == nil, let natural = state.intrinsicSize?.width, width >= natural - tolerance {
                    continue
                }
                state.widthHint = width
                refreshEngineConstraints(of: view, state)
                changed = true
                moving.append(view)
            }
            // Hand the subtrees' new sizes across before the next widths are read.
            afterEachRound()
            if !changed { return }
        }
        reportUnsettled(
            "wrapping labels did not settle after 6 rounds (each new width changed their height, which changed "
                + "their width again); the last widths were kept. Still changing: ",
            moving.map { displayName(of: $0) })
    }

    /// Reports a fixed-point loop that gave up, naming the items still changing.
    func reportUnsettled(_ message: String, _ names: [String]) {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: .unsettledLayout,
                message: message + (unique.isEmpty ? "(unknown)" : unique.joined(separator: ", ")),
                source: "engine"))
    }
}
