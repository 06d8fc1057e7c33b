import Anchors
import Foundation
import LayoutCore

extension StackView {
    /// The site of the `tl.add` call running, for the views and constraints it makes.
    var currentSite: CallSite { addSite ?? site }

    /// Arranges `view` just before the arranged view that is or contains `other`, or last when there is none.
    func insertArrangedSubview(_ view: LayoutView, before other: LayoutView, site: CallSite) {
        if let index = items.firstIndex(where: { other.isDescendant(of: $0.view) }) {
            insertArrangedSubview(view, at: index, site: site)
        } else {
            addArrangedSubview(view, site: site)
        }
    }

    /// Arranges `view` just after the arranged view that is or contains `other`, or last when there is none.
    func insertArrangedSubview(_ view: LayoutView, after other: LayoutView, site: CallSite) {
        if let index = items.firstIndex(where: { other.isDescendant(of: $0.view) }) {
            insertArrangedSubview(view, at: index + 1, site: site)
        } else {
            addArrangedSubview(view, site: site)
        }
    }

    /// Adds each value in order, with constraints that name the caller's file and line.
    func add(_ stackables: [any Stackable], site: CallSite) {
        let outer = addSite
        addSite = site
        defer { addSite = outer }
        batch {
            for stackable in stackables { stackable.configure(stackView: self) }
        }
    }

    /// Adds built items in order.
    func add(items built: [StackItem], site: CallSite) {
        let outer = addSite
        addSite = site
        defer { addSite = outer }
        batch {
            for item in built { item.configure(stackView: self) }
        }
    }
}

extension TinyLayoutNamespace where Base: StackView {
    /// Adds views, texts, images, spaces and hairlines, in order.
    ///
    /// ```swift
    /// stack.tl.add([
    ///     titleLabel,
    ///     8,
    ///     bodyLabel,
    ///     20,
    ///     footerView,
    /// ])
    /// ```
    @discardableResult
    public func add(_ stackables: [any Stackable], file: StaticString = #fileID, line: UInt = #line) -> Base {
        base.add(stackables, site: CallSite(file: file, line: line))
        return base
    }

    /// Adds the lines of a ``StackableBuilder`` block, in order.
    ///
    /// ```swift
    /// stack.tl.add {
    ///     "Hello World!"
    ///     20
    ///     someView
    ///     StackView.tl.hairline
    ///     StackView.tl.flexibleSpace
    /// }
    /// ```
    @discardableResult
    public func add(
        file: StaticString = #fileID, line: UInt = #line, @StackableBuilder _ content: () -> [StackItem]
    ) -> Base {
        base.add(items: content(), site: CallSite(file: file, line: line))
        return base
    }

    /// Arranges `view` just before the arranged view that is (or contains) `other`; last when there is none.
    public func insertArrangedSubview(_ view: LayoutView, beforeArrangedSubview other: LayoutView) {
        base.insertArrangedSubview(view, before: other, site: base.currentSite)
    }

    /// Arranges `view` just after the arranged view that is (or contains) `other`; last when there is none.
    public func insertArrangedSubview(_ view: LayoutView, afterArrangedSubview other: LayoutView) {
        base.insertArrangedSubview(view, after: other, site: base.currentSite)
    }

    /// Stops arranging every view and removes each from the stack.
    public func removeAllArrangedSubviews() {
        for view in base.arrangedSubviews {
            base.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
    }
}
