import Foundation

/// A rectangle that constraints can position but that draws nothing and holds no subviews
/// (UIKit's `UILayoutGuide`): spacers, groups, and the margins and safe area of views.
///
/// ```swift
/// let spacer = LayoutGuide()
/// container.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: other.widthAnchor).isActive = true
/// ```
open class LayoutGuide: LayoutItem, LayoutNode, CustomStringConvertible {
    /// The kinds of guide: made by the user, or standing for a part of a view.
    enum Kind {
        case custom
        case margins
        case safeArea
        case scrollContent
        case scrollFrame
    }

    let kind: Kind
    /// The view the guide belongs to (its coordinate space is the guide's).
    public internal(set) var owningView: LayoutView? {
        @inline(__always) get { owningToken?.view }
        set { owningToken = newValue?.token }
    }
    /// The owning view's token (see ``ItemToken``: no view is referenced weakly).
    @exclusivity(unchecked) private var owningToken: ItemToken?
    /// The guide's token, made when something first refers to the guide.
    @exclusivity(unchecked) private var tokenStorage: ItemToken?
    /// A name for descriptions and diagnostics.
    public var identifier: String?
    @exclusivity(unchecked) var referencing: [LayoutConstraint] = []
    @exclusivity(unchecked) var engineState: ItemEngineState?
    @exclusivity(unchecked) var solvedFrame = CGRect.zero

    /// Makes a guide; add it to a view with ``LayoutView/addLayoutGuide(_:)``.
    public init() {
        kind = .custom
    }

    init(kind: Kind) {
        self.kind = kind
    }

    deinit {
        tokenStorage?.itemWent()
    }

    /// The guide's token, which constraints and engines hold instead of a weak reference to the
    /// guide (see ``ItemToken``).
    var token: ItemToken {
        if let tokenStorage { return tokenStorage }
        let made = ItemToken(self, kind: .guide)
        tokenStorage = made
        return made
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom, .scrollContent:
            return solvedFrame
        case .margins:
            return owner.bounds.inset(by: owner.effectiveMarginInsets)
        case .safeArea:
            return owner.bounds.inset(by: owner.safeAreaInsets)
        case .scrollFrame:
            return owner.bounds
        }
    }

    /// Whether the guide has variables of its own in the solver (the others are derived from their view).
    var hasOwnVariables: Bool { kind == .custom || kind == .scrollContent }

    /// The owning view when the guide is derived from its bounds (margins, safe area, a scroll view's
    /// frame): constraints to it tie an item to that view as firmly as to its edges. Nil for a guide
    /// with variables of its own.
    var boundsOwner: LayoutView? { hasOwnVariables ? nil : owningView }

    /// `layoutMarginsGuide`, `safeAreaLayoutGuide`, ... or `guide`.
    var kindName: String {
        switch kind {
        case .custom: return "guide"
        case .margins: return "layoutMarginsGuide"
        case .safeArea: return "safeAreaLayoutGuide"
        case .scrollContent: return "contentLayoutGuide"
        case .scrollFrame: return "frameLayoutGuide"
        }
    }

    /// `LayoutGuide "spacer" (0, 15, 100, 20)`.
    public var description: String {
        "LayoutGuide \"\(displayName(of: self))\" " + formatRect(layoutFrame)
    }
}
