import Anchors
import Foundation
import LayoutCore

/// Something that can be added to a stack view: a view, a string, an image, a space, a hairline...
///
/// `stack.tl.add([...])` takes an array of them; `stack.tl.add { ... }` takes the same values
/// through ``StackableBuilder``. Conform your own types to add them with `stack.tl.add([...])`.
///
/// ```swift
/// extension Money: Stackable {
///     func configure(stackView: StackView) {
///         stackView.addArrangedSubview(Label(text: formatted))
///     }
/// }
/// ```
public protocol Stackable {
    /// Adds the value to `stackView` (arranged views, spaces, hairlines). `stack.tl.add` calls it.
    func configure(stackView: StackView)
}

/// A ``Stackable`` that adds exactly one arranged view, and so can be aligned, inset and outset.
///
/// ```swift
/// stack.tl.add {
///     titleLabel.aligned(.centerX)
///     "Caption".inset(by: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
/// }
/// ```
public protocol StackableView: Stackable {
    /// Makes (or returns) the view to arrange in `stackView`; the stack may be queried, not changed.
    func makeStackableView(for stackView: StackView) -> LayoutView
}

extension StackableView {
    /// Arranges the view this value makes.
    public func configure(stackView: StackView) {
        stackView.addArrangedSubview(makeStackableView(for: stackView), site: stackView.currentSite)
    }
}

extension LayoutView: StackableView {
    /// The view itself.
    public func makeStackableView(for stackView: StackView) -> LayoutView { self }
}

extension String: StackableView {
    /// A wrapping `Label` with the text, hugging it tightly along the stack's axis.
    public func makeStackableView(for stackView: StackView) -> LayoutView {
        let label = Label(text: self)
        label.numberOfLines = 0
        label.setContentHuggingPriority(.required, for: stackView.axis)
        return label
    }
}

extension NSAttributedString: StackableView {
    /// A wrapping `Label` with the string's text (headless labels draw one style, so attributes are dropped).
    public func makeStackableView(for stackView: StackView) -> LayoutView {
        string.makeStackableView(for: stackView)
    }
}

extension Image: StackableView {
    /// An `ImageView` showing the image.
    public func makeStackableView(for stackView: StackView) -> LayoutView {
        ImageView(image: self)
    }
}

extension Array: Stackable where Element: Stackable {
    /// Adds each element in order.
    public func configure(stackView: StackView) {
        for element in self { element.configure(stackView: stackView) }
    }
}

extension Optional: Stackable where Wrapped: Stackable {
    /// Adds the wrapped value, if any.
    public func configure(stackView: StackView) {
        self?.configure(stackView: stackView)
    }
}
