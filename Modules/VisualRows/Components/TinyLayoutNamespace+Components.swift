import Anchors
import Foundation
import LayoutCore

extension TinyLayoutNamespace where Base: LayoutView {
    /// Adds views (as subviews, frontmost last) and layout guides to this view, in the order written.
    ///
    /// ```swift
    /// let staticParts: [any ZDTLComponentsProtocol] = [titleLabel, subtitleLabel]
    ///
    /// container.tl.addComponents {
    ///     staticParts
    ///     if showSeparator { separator }
    /// }
    /// ```
    ///
    /// A view that has another superview moves here, and a guide owned by another view too, as with
    /// `addSubview(_:)` and `addLayoutGuide(_:)`; a view already here moves to the front. Adding this
    /// view to itself or to one of its descendants is reported by LayoutCore and ignored; a component
    /// of another type (a class of yours that adopts the protocol) is reported and skipped.
    ///
    /// - Parameters:
    ///   - file: The file reported for a component that cannot be added.
    ///   - line: The line reported for a component that cannot be added.
    ///   - components: The views and guides, in order (see ``ComponentsBuilder``).
    /// - Returns: This view.
    @discardableResult
    public func addComponents(
        file: StaticString = #fileID, line: UInt = #line,
        @ComponentsBuilder _ components: () -> [any ZDTLComponentsProtocol]
    ) -> Base {
        for component in components() {
            if let view = component as? LayoutView {
                base.addSubview(view)
            } else if let guide = component as? LayoutGuide {
                base.addLayoutGuide(guide)
            } else {
                let name = "\(type(of: component))"
                let message = "addComponents: \(name) is neither a view nor a layout guide; it was not added"
                LayoutDiagnostics.report(
                    LayoutDiagnostic(
                        kind: .invalidInput, message: message, source: "VisualRows", file: "\(file)", line: Int(line)))
            }
        }
        return base
    }
}
