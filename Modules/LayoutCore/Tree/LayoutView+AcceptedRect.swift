import Foundation

/// The range check of every rectangle a view accepts (frames, bounds, content offsets).
extension LayoutView {
    /// The rectangle with each component within ±1e9, or nil (reported) when one is not finite.
    static func acceptedRect(_ rect: CGRect, _ what: String, of view: LayoutView) -> CGRect? {
        // (The usual case, finite and in range, without making an array of the four parts.)
        let limit: CGFloat = 1e9
        if abs(rect.origin.x) <= limit && abs(rect.origin.y) <= limit && abs(rect.size.width) <= limit
            && abs(rect.size.height) <= limit
        {
            return rect
        }
        return acceptedOutlier(rect, what, of: view)
    }

    /// ``acceptedRect(_:_:of:)`` for a rectangle with a part that is not finite or beyond ±1e9 points.
    private static func acceptedOutlier(_ rect: CGRect, _ what: String, of view: LayoutView) -> CGRect? {
        let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        let limit: CGFloat = 1e9
        guard parts.allSatisfy(\.isFinite) else {
            LayoutDiagnostics.report(
                LayoutDiagnostic(
                    kind: .invalidValue,
                    message:
                        "the \(what) \(formatRect(rect)) of \(displayName(of: view)) is not finite; it was ignored",
                    source: "tree"))
            return nil
        }
        guard parts.contains(where: { abs($0) > limit }) else { return rect }
        let clamped = parts.map { min(max($0, -limit), limit) }
        let result = CGRect(x: clamped[0], y: clamped[1], width: clamped[2], height: clamped[3])
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: .invalidValue,
                message: "the \(what) \(formatRect(rect)) of \(displayName(of: view)) is beyond ±1e9 points; "
                    + "it was clamped to \(formatRect(result))",
                source: "tree"))
        return result
    }
}
