import Anchors
import Foundation
import LayoutCore

extension TinyLayoutNamespace where Base: LayoutView {
    /// Fixes the view's width (a required constraint) and returns the namespace for more modifiers.
    ///
    /// ```swift
    /// myView.tl
    ///     .width(200)
    ///     .height(44)
    /// ```
    @discardableResult
    public func width(_ width: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Self {
        guard width.isFinite && width >= 0 else {
            CallSite(file: file, line: line).report(
                .invalidValue,
                "the width of \(base) must be a finite length of at least 0, not \(width); it was not set")
            return self
        }
        base.translatesAutoresizingMaskIntoConstraints = false
        base.widthAnchor.constraint(equalToConstant: width, file: file, line: line).isActive = true
        return self
    }

    /// Fixes the view's height (a required constraint) and returns the namespace for more modifiers.
    @discardableResult
    public func height(_ height: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Self {
        guard height.isFinite && height >= 0 else {
            CallSite(file: file, line: line).report(
                .invalidValue,
                "the height of \(base) must be a finite length of at least 0, not \(height); it was not set")
            return self
        }
        base.translatesAutoresizingMaskIntoConstraints = false
        base.heightAnchor.constraint(equalToConstant: height, file: file, line: line).isActive = true
        return self
    }
}

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
