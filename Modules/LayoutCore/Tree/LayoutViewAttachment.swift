import Foundation

/// Layout behaviour that a module of the kit attaches to a view without subclassing it: FlexKit's
/// `view.flex` gives a flex container its intrinsic size and lays out its items after `layoutSubviews()`.
package protocol LayoutViewAttachment: AnyObject {
    /// The view's intrinsic content size, or nil for the default (no intrinsic metric).
    func intrinsicContentSize(of view: LayoutView) -> CGSize?
    /// Called by the layout pass right after the view's `layoutSubviews()`.
    func didLayoutSubviews(of view: LayoutView)
    /// Called after the view's subviews changed: one was added, removed or moved among them.
    func subviewsDidChange(of view: LayoutView)
    /// Called when `event` happens on the view, before its observers hear of it.
    func viewDidChange(_ event: LayoutView.Event, of view: LayoutView)
}

extension LayoutView {
    /// Brings the frames written by constraints up to date now, during a layout pass (after an intrinsic
    /// size changed in `layoutSubviews()`); outside a pass it does nothing.
    package func updateConstraintFramesDuringLayout() {
        guard let engine = rootView.existingEngine, engine.isLayingOut else { return }
        engine.updateFrames()
    }
}
