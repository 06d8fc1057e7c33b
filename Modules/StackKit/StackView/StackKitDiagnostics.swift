import Foundation
import LayoutCore

extension CallSite {
    /// Reports bad input at this site: what was wrong and what StackKit did instead.
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: kind, message: message, source: "StackKit", file: line > 0 ? "\(file)" : nil,
                line: line > 0 ? Int(line) : nil))
    }

    /// `value` when it is a finite length of at least 0; otherwise `fallback`, with a diagnostic naming `what`.
    func length(_ value: CGFloat, _ what: String, fallback: CGFloat = 0) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        report(.invalidValue, "\(what) must be a finite length of at least 0, not \(value); \(fallback) is used")
        return fallback
    }
}
