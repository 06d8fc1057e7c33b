import Foundation

extension LayoutView {
    /// How the view lays out its content in right-to-left layouts.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { semanticStorage }
        set {
            guard newValue != semanticStorage else { return }
            let old = traitCollection
            semanticStorage = newValue
            forgetInheritedTraits()
            propagateTraitChange(from: old)
        }
    }

    /// The layout direction of the root when it has no superview (left to right by default).
    ///
    /// Views below inherit it unless their ``semanticContentAttribute`` forces a direction.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { rootView.rootDirection }
        set {
            let root = rootView
            guard newValue != root.rootDirection else { return }
            let old = root.traitCollection
            root.rootDirection = newValue
            root.forgetInheritedTraits()
            root.propagateTraitChange(from: old)
        }
    }

    /// The direction the view lays out in: forced by its ``semanticContentAttribute``, else its superview's.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        resolvedInheritedTraits().direction
    }

    /// The preferred text size for this view and those below it, or nil to inherit (the root defaults to large).
    public var preferredContentSizeCategory: ContentSizeCategory? {
        get { sizeCategoryOverride }
        set {
            guard newValue != sizeCategoryOverride else { return }
            let old = traitCollection
            sizeCategoryOverride = newValue
            forgetInheritedTraits()
            propagateTraitChange(from: old)
        }
    }

    /// The traits the view lays out with: text size, direction and pixel scale.
    public var traitCollection: TraitCollection {
        TraitCollection(
            preferredContentSizeCategory: effectiveContentSizeCategory,
            layoutDirection: effectiveUserInterfaceLayoutDirection, displayScale: Double(rootView.rootScale))
    }

    var effectiveContentSizeCategory: ContentSizeCategory {
        resolvedInheritedTraits().sizeCategory
    }

    /// The traits this view inherits, from its cache or, once, from its ancestors (without recursion:
    /// trees may be as deep as the caller likes), filling the caches on the way down.
    @inline(__always) func resolvedInheritedTraits() -> InheritedTraits {
        // (The cached case inlined at the callers, a read of one field: asked once an edit, by the
        // engine's root check.)
        if let traits = inheritedTraits { return traits }
        return resolveInheritedTraits()
    }

    /// ``resolvedInheritedTraits()`` when this view's cache is empty.
    @inline(never) private func resolveInheritedTraits() -> InheritedTraits {
        // Most often the superview's are known (or there is none): no path to walk, no array to make.
        let parent = superview
        if parent == nil || parent?.inheritedTraits != nil {
            let traits = ownTraits(inheriting: parent?.inheritedTraits)
            inheritedTraits = traits
            return traits
        }
        var path: [LayoutView] = [self]
        var known: InheritedTraits?
        while let parent = path[path.count - 1].superview {
            if let traits = parent.inheritedTraits {
                known = traits
                break
            }
            path.append(parent)
        }
        for view in path.reversed() {
            let traits = view.ownTraits(inheriting: known)
            view.inheritedTraits = traits
            known = traits
        }
        return known!
    }

    /// This view's traits given its superview's (nil at the root).
    private func ownTraits(inheriting parent: InheritedTraits?) -> InheritedTraits {
        let direction: UserInterfaceLayoutDirection
        switch semanticStorage {
        case .forceRightToLeft: direction = .rightToLeft
        case .forceLeftToRight, .playback, .spatial: direction = .leftToRight
        case .unspecified: direction = parent?.direction ?? rootDirection
        }
        return InheritedTraits(
            direction: direction, sizeCategory: sizeCategoryOverride ?? parent?.sizeCategory ?? .large,
            root: parent?.root ?? self)
    }

    /// Clears the inherited traits of this view and of every view below it that has them (a view whose
    /// cache is empty has none below it either: caches fill from the top).
    func forgetInheritedTraits() {
        guard inheritedTraits != nil else { return }
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            guard view.inheritedTraits != nil else { continue }
            view.inheritedTraits = nil
            stack.append(contentsOf: view.subviews)
        }
    }

    /// Tells this view and every view below it that traits changed.
    func propagateTraitChange(from old: TraitCollection) {
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            view.traitCollectionDidChange(old)
            if old.layoutDirection != view.effectiveUserInterfaceLayoutDirection {
                view.rootView.existingEngine?.directionChanged(view)
            }
            view.setNeedsLayout()
            stack.append(contentsOf: view.subviews)
        }
    }

    // MARK: Observation

    /// What can be observed on a view.
    public enum Event: Sendable {
        /// ``isHidden`` changed.
        case hidden
        /// The intrinsic content size was invalidated (a label's text changed, ...).
        case intrinsicContentSize
    }

    /// Calls `handler` whenever `event` happens on this view (after the layout has heard of it, so a handler
    /// may lay out), until the returned observation is cancelled.
    @discardableResult
    public func addObserver(for event: Event, _ handler: @escaping (LayoutView) -> Void) -> LayoutObservation {
        observerCounter += 1
        let id = observerCounter
        observers.append((id, event, handler))
        // (By token, not weakly: see ``ItemToken``.)
        let token = self.token
        return LayoutObservation {
            token.view?.observers.removeAll { $0.id == id }
        }
    }

    func notifyObservers(_ event: Event) {
        guard let extras else { return }
        extras.layoutAttachment?.viewDidChange(event, of: self)
        for observer in extras.observers where observer.event == event {
            observer.handler(self)
        }
    }
}

/// A running observation of a view; ``cancel()`` stops it.
public final class LayoutObservation {
    private var onCancel: (() -> Void)?

    init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// What a view takes from its ancestors, as its cache holds it.
struct InheritedTraits {
    /// The effective layout direction.
    var direction: UserInterfaceLayoutDirection
    /// The effective preferred text size.
    var sizeCategory: ContentSizeCategory
    /// The topmost ancestor. Not retained: a view frees its subviews' caches when it goes (its `deinit`),
    /// so a cache that exists names a root that is alive.
    unowned(unsafe) var root: LayoutView
}
