import Anchors
import Foundation
import LayoutCore

/// Keeps a view's `isHidden` following other views' (`view.tl.bindVisible(to:)`).
///
/// The observations live on the observed views and hold everything weakly, so a binding never keeps
/// a view alive; binding a view again replaces its previous binding.
enum VisibilityBinding {
    enum Rule {
        /// Hidden exactly when the one source is hidden.
        case same
        /// Visible only while every source is visible.
        case allVisible
        /// Visible while any source is visible.
        case anyVisible
    }

    private final class WeakView {
        weak var view: LayoutView?
        init(_ view: LayoutView) { self.view = view }
    }

    private struct Entry {
        weak var target: LayoutView?
        var observations: [LayoutObservation]
    }

    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry] = [:]
        var pruneAt = 64
    }

    private static let store = Store()

    /// Binds `target`'s visibility to `sources` by `rule`, now and whenever a source hides or shows.
    static func bind(_ target: LayoutView, to sources: [LayoutView], rule: Rule) {
        unbind(target)
        let watched = sources.map(WeakView.init)
        let update: (LayoutView) -> Void = { [weak target] _ in
            guard let target else { return }
            let hidden: Bool
            switch rule {
            case .same, .allVisible: hidden = watched.contains { $0.view?.isHidden ?? true }
            case .anyVisible: hidden = watched.allSatisfy { $0.view?.isHidden ?? true }
            }
            if target.isHidden != hidden { target.isHidden = hidden }
        }
        var observations: [LayoutObservation] = []
        var seen = Set<ObjectIdentifier>()
        for source in sources where seen.insert(ObjectIdentifier(source)).inserted {
            observations.append(source.addObserver(for: .hidden, update))
        }
        store.lock.lock()
        store.entries[ObjectIdentifier(target)] = Entry(target: target, observations: observations)
        if store.entries.count >= store.pruneAt {
            store.entries = store.entries.filter { $0.value.target != nil }
            store.pruneAt = max(64, store.entries.count * 2)
        }
        store.lock.unlock()
        update(target)
    }

    /// Ends `target`'s binding, if it has one.
    static func unbind(_ target: LayoutView) {
        store.lock.lock()
        let key = ObjectIdentifier(target)
        let entry = store.entries[key]
        store.entries[key] = nil
        store.lock.unlock()
        for observation in entry?.observations ?? [] { observation.cancel() }
    }
}

extension TinyLayoutNamespace where Base: LayoutView {
    /// Keeps this view's `isHidden` equal to `view.isHidden`, from now on.
    ///
    /// ```swift
    /// spacerView.tl.bindVisible(to: someView)
    /// ```
    public func bindVisible(to view: LayoutView) {
        VisibilityBinding.bind(base, to: [view], rule: .same)
    }

    /// Shows this view only while every view of `views` is visible (hidden if any is hidden).
    public func bindVisible(toAllVisible views: [LayoutView]) {
        VisibilityBinding.bind(base, to: views, rule: .allVisible)
    }

    /// Shows this view while any view of `views` is visible (hidden when all are hidden, or none are given).
    public func bindVisible(toAnyVisible views: [LayoutView]) {
        VisibilityBinding.bind(base, to: views, rule: .anyVisible)
    }

    /// Stops following other views' visibility; `isHidden` keeps its current value.
    public func unbindVisible() {
        VisibilityBinding.unbind(base)
    }
}
