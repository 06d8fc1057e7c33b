import Foundation
import LayoutCore

/// What a stack keeps for one arranged view: the constraints that place it and, in
/// `fillProportionally`, the observation that tells the stack when its intrinsic size changes.
///
/// Constraints are grouped by the change that replaces them, so that hiding one view touches only
/// its own constraints and the link of the next visible view.
final class ArrangedItem {
    let view: LayoutView
    /// Whether the stack currently arranges the view as visible (it follows `view.isHidden`).
    var isVisible: Bool
    /// The custom spacing after the view, if set.
    var customSpacing: CGFloat?
    /// Where the user's call that arranged the view came from.
    let site: CallSite
    /// Visible views: the constraints from the previous visible view (or the canvas start) to this one.
    var link: [LayoutConstraint] = []
    /// The constraint of ``link`` whose constant is the gap, updated in place when spacing changes.
    var gap: LayoutConstraint?
    /// Visible views: alignment across the axis and the size the distribution gives.
    var placement: [LayoutConstraint] = []
    /// Hidden views: weak constraints that park the view at the canvas start with no size.
    var parking: [LayoutConstraint] = []
    /// `fillProportionally`: follows the view's intrinsic size.
    var intrinsicObservation: LayoutObservation?

    init(view: LayoutView, site: CallSite) {
        self.view = view
        self.site = site
        isVisible = !view.isHidden
    }

    /// Every active constraint the stack made for the view.
    var constraints: [LayoutConstraint] { link + placement + parking }

    /// Stops observing the view.
    func cancelObservations() {
        intrinsicObservation?.cancel()
        intrinsicObservation = nil
    }
}
