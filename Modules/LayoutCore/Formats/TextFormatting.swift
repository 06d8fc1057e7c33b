import Foundation

/// How ``formatPoints(_:_:)`` writes a number.
package enum PointsStyle {
    /// Hundredths with trailing zeros dropped (`15`, `20.33`, `-0.5`); non-finite and huge values as
    /// Swift prints them (`inf`, `1e+15`). For descriptions, diagnostics and LayoutCore's SVG.
    case short
    /// Two decimals unless whole (`15`, `20.50`), `0` for a non-finite value, `%g` beyond 1e15
    /// (`1e+19`). For FlexKit's SVG, whose attributes must stay numbers.
    case svg
}

/// A number of points as text, the one place the kit turns coordinates into text.
package func formatPoints(_ value: CGFloat, _ style: PointsStyle = .short) -> String {
    guard value.isFinite else { return style == .svg ? "0" : "\(Double(value))" }
    // Beyond 1e15 there are no hundredths to show, and a whole number may not fit an Int.
    guard abs(value) < 1e15 else { return style == .svg ? String(format: "%g", Double(value)) : "\(Double(value))" }
    let shown = style == .short ? (value * 100).rounded() / 100 : value
    if shown == shown.rounded() { return String(Int64(shown)) }
    var text = String(format: "%.2f", Double(shown))
    if style == .short {
        while text.hasSuffix("0") { text.removeLast() }
    }
    return text
}

/// A rectangle as `(x, y, width, height)` with short numbers.
func formatRect(_ rect: CGRect) -> String {
    "(\(formatPoints(rect.origin.x)), \(formatPoints(rect.origin.y)), \(formatPoints(rect.size.width)), \(formatPoints(rect.size.height)))"
}

/// The text with XML's (and HTML's) special characters escaped, for SVG and the gallery's pages.
package func escapeXML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
