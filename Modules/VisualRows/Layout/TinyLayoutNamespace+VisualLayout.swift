import Anchors
import Foundation
import LayoutCore

extension TinyLayoutNamespace where Base: LayoutView {
    /// Lays out rows of views and layout guides top to bottom in this view, written as ASCII art,
    /// and returns the constraints made, already active.
    ///
    /// ```swift
    /// let constraints = container.tl.layoutConstraints {
    ///     16
    ///     |--15--titleLabel--15--| /=/ 20
    ///     8
    ///     |--subtitleLabel1--10--subtitleLabel2--|
    ///     >= 12
    ///     |--[leftButton, rightButton]--| /=/ 44 ~ .high
    ///     16
    /// }
    /// ```
    ///
    /// Numbers between rows are vertical gaps; a gap before the first row pins it to the top (it is
    /// pinned at 0 without one), a gap after the last row pins this view's bottom. Items with no
    /// superview are added to this view. A row that cannot be laid out (see ``VisualRow``) is
    /// reported as a diagnostic at its line and skipped; the rest goes on.
    ///
    /// The constraints come row by row: the row's top, its leading margin, the gaps between its
    /// items, its trailing margin, the aligned tops, the widths, the heights; this view's bottom last.
    ///
    /// - Parameter items: The rows and gaps, top to bottom (see ``VisualLayoutBuilder``).
    /// - Returns: The constraints made, active.
    /// - Complexity: Linear in the number of items.
    @discardableResult
    public func layoutConstraints(@VisualLayoutBuilder _ items: () -> [VisualLayoutItem]) -> [LayoutConstraint] {
        var layout = VisualLayout(container: base)
        layout.run(items())
        LayoutConstraint.activate(layout.constraints)
        return layout.constraints
    }

    /// Lays out rows top to bottom in this view, as ``layoutConstraints(_:)`` does, and returns the view.
    ///
    /// ```swift
    /// let card = LayoutView().tl.layout {
    ///     12
    ///     |--titleLabel--|
    ///     8
    ///     |--bodyLabel--|
    ///     12
    /// }
    /// ```
    ///
    /// - Parameter items: The rows and gaps, top to bottom (see ``VisualLayoutBuilder``).
    /// - Returns: This view.
    @discardableResult
    public func layout(@VisualLayoutBuilder _ items: () -> [VisualLayoutItem]) -> Base {
        layoutConstraints(items)
        return base
    }
}
