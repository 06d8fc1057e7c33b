import Anchors
import Foundation
import LayoutCore

/// A scroll view holding a vertical ``StackView`` that is at least as tall as the scroll view; when
/// the stack grows taller, the content scrolls and `contentSize` follows the stack.
///
/// The stack sits inside the scroll view's `layoutMargins` (8 points by default, as in
/// UIKit), which are carried over to an inner content view whenever the scroll view lays out.
///
/// ```swift
/// let scrollView = ScrollingStackView()
/// scrollView.add {
///     "Section Header"
///     16
///     StackView.tl.hairline
///     8
///     contentBody
///     StackView.tl.flexibleSpace
/// }
/// ```
open class ScrollingStackView: ScrollView {
    /// The vertical stack; add arranged views to it (or use ``add(_:file:line:)``).
    public let stackView: StackView = {
        let stack = StackView()
        stack.axis = .vertical
        return stack
    }()

    /// The content: as wide as the scroll view, at least as tall, and as tall as the stack in its margins.
    private let contentView = LayoutView()

    /// Makes a scroll view with an empty vertical stack.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUpContent()
    }

    /// Makes a scroll view with an empty vertical stack, for subclasses ported from UIKit
    /// (`super.init(coder:)`); the coder is not used.
    public override init(coder: some NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    /// Puts the content view and the stack in place, with their constraints.
    private func setUpContent() {
        addSubview(contentView)
        contentView.identifier = "ScrollingStackView.content"
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.layoutMargins = layoutMargins
        contentView.addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        let content = contentLayoutGuide
        let frameGuide = frameLayoutGuide
        let margins = contentView.layoutMarginsGuide
        let made = [
            contentView.topAnchor.constraint(equalTo: content.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            contentView.heightAnchor.constraint(greaterThanOrEqualTo: frameGuide.heightAnchor),
            stackView.topAnchor.constraint(equalTo: margins.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        for constraint in made { constraint.identifier = "ScrollingStackView" }
        LayoutConstraint.activate(made)
    }

    /// Carries the scroll view's layout margins over to the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !contentView.layoutMargins.isClose(to: layoutMargins) {
            contentView.layoutMargins = layoutMargins
        }
    }

    /// Adds values to the stack, in order (`scrollView.add([title, 8, body])`).
    @discardableResult
    public func add(_ stackables: [any Stackable], file: StaticString = #fileID, line: UInt = #line) -> Self {
        stackView.add(stackables, site: CallSite(file: file, line: line))
        return self
    }

    /// Adds the lines of a ``StackableBuilder`` block to the stack, in order.
    @discardableResult
    public func add(
        file: StaticString = #fileID, line: UInt = #line, @StackableBuilder _ content: () -> [StackItem]
    ) -> Self {
        stackView.add(items: content(), site: CallSite(file: file, line: line))
        return self
    }
}

/// The name ZDTinyLayout gives ``ScrollingStackView``.
public typealias ZDTLScrollingStackView = ScrollingStackView
