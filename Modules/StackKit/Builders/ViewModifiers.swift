import Anchors
import Foundation
import LayoutCore

extension TinyLayoutNamespace where Base: StackView {
    /// Sets the stack's axis and returns the namespace for more modifiers.
    ///
    /// ```swift
    /// stackView.tl
    ///     .axis(.vertical)
    ///     .spacing(8)
    ///     .distribution(.fillEqually)
    /// ```
    @discardableResult
    public func axis(_ axis: LayoutAxis) -> Self {
        base.axis = axis
        return self
    }

    /// Sets the stack's spacing and returns the namespace for more modifiers.
    @discardableResult
    public func spacing(_ spacing: CGFloat) -> Self {
        base.spacing = spacing
        return self
    }

    /// Sets the stack's distribution and returns the namespace for more modifiers.
    @discardableResult
    public func distribution(_ distribution: StackView.Distribution) -> Self {
        base.distribution = distribution
        return self
    }

    /// Sets the stack's alignment and returns the namespace for more modifiers.
    @discardableResult
    public func alignment(_ alignment: StackView.Alignment) -> Self {
        base.alignment = alignment
        return self
    }
}
