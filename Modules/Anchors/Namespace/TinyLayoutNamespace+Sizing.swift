import Foundation
import LayoutCore

/// ZDTinyLayout's view modifiers: `myView.tl.width(200).height(44)` chains, and
/// `let configuredView = myView.tl.width(200)` (or the same line in StackKit's `stack.tl.add { }`) is
/// the view. They come with Anchors, so VisualRows and StackKit code has them too.
///
/// Each modifier comes twice, as in ZDTinyLayout: returning the namespace (to chain) and returning
/// the view (to use as a value). The namespace form is the disfavoured one, so that a value, a
/// builder line or a statement takes the view, and a chain (`.height` is no member of a view) takes
/// the namespace; neither use is ambiguous, and each line type-checks in a few milliseconds.
extension TinyLayoutNamespace where Base: LayoutView {
    /// Fixes the view's width (a required constraint) and returns the namespace for more modifiers.
    ///
    /// ```swift
    /// myView.tl
    ///     .width(200)
    ///     .height(44)
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func width(_ width: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Self {
        fix(base.widthAnchor, to: width, "width", file, line)
        return self
    }

    /// Fixes the view's width (a required constraint) and returns the view.
    ///
    /// ```swift
    /// let configuredView = myView.tl.width(200)
    /// stack.tl.add { myView.tl.width(200) }
    /// ```
    @discardableResult
    public func width(_ width: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Base {
        fix(base.widthAnchor, to: width, "width", file, line)
        return base
    }

    /// Fixes the view's height (a required constraint) and returns the namespace for more modifiers.
    @_disfavoredOverload
    @discardableResult
    public func height(_ height: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Self {
        fix(base.heightAnchor, to: height, "height", file, line)
        return self
    }

    /// Fixes the view's height (a required constraint) and returns the view.
    @discardableResult
    public func height(_ height: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Base {
        fix(base.heightAnchor, to: height, "height", file, line)
        return base
    }

    /// Fixes the view's width and height and returns the namespace for more modifiers.
    @_disfavoredOverload
    @discardableResult
    public func size(_ size: CGSize, file: StaticString = #fileID, line: UInt = #line) -> Self {
        fix(size, file, line)
        return self
    }

    /// Fixes the view's width and height and returns the view.
    @discardableResult
    public func size(_ size: CGSize, file: StaticString = #fileID, line: UInt = #line) -> Base {
        fix(size, file, line)
        return base
    }

    /// Fixes the view's width and height to one length (a square) and returns the namespace.
    @_disfavoredOverload
    @discardableResult
    public func size(_ side: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Self {
        fix(CGSize(width: side, height: side), file, line)
        return self
    }

    /// Fixes the view's width and height to one length (a square) and returns the view.
    @discardableResult
    public func size(_ side: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Base {
        fix(CGSize(width: side, height: side), file, line)
        return base
    }

    private func fix(_ size: CGSize, _ file: StaticString, _ line: UInt) {
        fix(base.widthAnchor, to: size.width, "width", file, line)
        fix(base.heightAnchor, to: size.height, "height", file, line)
    }

    /// Adds `anchor == length` (required), or reports a length that is negative or not a number.
    private func fix(
        _ anchor: LayoutDimension, to length: CGFloat, _ side: String, _ file: StaticString, _ line: UInt
    ) {
        guard length.isFinite && length >= 0 else {
            LayoutDiagnostics.report(
                LayoutDiagnostic(
                    kind: .invalidValue,
                    message:
                        "the \(side) of \(base) must be a finite length of at least 0, not \(length); it was not set",
                    source: "Anchors", file: "\(file)", line: Int(line)))
            return
        }
        base.translatesAutoresizingMaskIntoConstraints = false
        anchor.constraint(equalToConstant: length, file: file, line: line).isActive = true
    }
}
