import Foundation

extension LayoutView {
    /// How the view lays out its content in right-to-left layouts.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { semanticStorage }
        set {
            guard newValue != semanticStorage else { return }
            let old = traitCollection
            semanticStorage = newValue
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
            root.propagateTraitChange(from: old)
        }
    }

    /// The direction the view lays out in: forced by its ``semanticContentAttribute``, else its superview's.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch semanticStorage {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return superview?.effectiveUserInterfaceLayoutDirection ?? rootDirection
        }
    }

    /// The preferred text size for this view and those below it, or nil to inherit (the root defaults to large).
    public var preferredContentSizeCategory: ContentSizeCategory? {
        get { sizeCategoryOverride }
        set {
            guard newValue != sizeCategoryOverride else { return }
            let old = traitCollection
            sizeCategoryOverride = newValue
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
        sizeCategoryOverride ?? superview?.effectiveContentSizeCategory ?? .large
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

    /// Calls `handler` whenever `event` happens on this view, until the returned observation is cancelled.
    @discardableResult
    public func addObserver(for event: Event, _ handler: @escaping (LayoutView) -> Void) -> LayoutObservation {
        observerCounter += 1
        let id = observerCounter
        observers.append((id, event, handler))
        return LayoutObservation { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    func notifyObservers(_ event: Event) {
        guard !observers.isEmpty else { return }
        for observer in observers where observer.event == event {
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
