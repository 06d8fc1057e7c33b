import Anchors
import Foundation
import LayoutCore

/// A view that lays out a row or a column of views (UIKit's `UIStackView`), headless.
///
/// The stack realises its arrangement as ordinary `LayoutConstraint`s (and one layout guide) in
/// LayoutCore's engine, so it mixes with any other constraint. As UIKit's does, it makes them in the
/// update pass before layout (``updateConstraints()``), once for all the views and options set before
/// it. A stack of N views makes O(N) constraints; after that, hiding or showing one view replaces
/// only the few constraints around it, and the engine applies the change at the next
/// `layoutIfNeeded()`.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, badge])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// stack.setCustomSpacing(16, after: title)
/// badge.isHidden = true  // collapses, with the 16 points after title
/// ```
///
/// Hidden arranged views collapse and take their spacing with them: between two visible views the
/// gap is the custom spacing after the earlier one, else ``spacing``. Unlike UIKit, hiding never
/// makes a required constraint, so it never conflicts with the view's own constraints.
open class StackView: LayoutView {
    // (The options and the arrangement are read on every constraint the stack makes and every pass,
    // by the stack alone and never while another access to them is open: no runtime exclusivity
    // checks, as for LayoutCore's views.)
    /// The axis the views are laid out along (horizontal by default).
    @exclusivity(unchecked) public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { rearrange() } }
    }

    /// How the views are sized and placed along the axis (``Distribution-swift.enum/fill`` by default).
    @exclusivity(unchecked) public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { rearrange() } }
    }

    /// How the views are placed across the axis (``Alignment-swift.enum/fill`` by default).
    @exclusivity(unchecked) public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { rearrange() } }
    }

    /// The gap between neighbouring views: exact for the fill distributions, the smallest gap for
    /// ``Distribution-swift.enum/equalSpacing`` and ``Distribution-swift.enum/equalCentering``.
    /// Negative values overlap the views. ``spacingUseSystem`` stands for 8 points.
    @exclusivity(unchecked) public var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                site.report(
                    .invalidValue, "the spacing of a stack must be finite, not \(spacing); it stays \(oldValue)")
                spacing = oldValue
                return
            }
            if spacing != oldValue { spacingDidChange() }
        }
    }

    /// Whether the views are laid out within the layout margins rather than the edges (false by default).
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rearrange() } }
    }

    /// Vertical stacks: whether gaps run from the last baseline of a view to the first baseline of
    /// the next one (false by default). The first and last views still touch the canvas edges.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { rearrange() } }
    }

    @exclusivity(unchecked) var items: [ArrangedItem] = []
    /// Whether the stack has made its constraints: from the first update pass after its first
    /// arranged view on.
    @exclusivity(unchecked) var hasConstraints = false
    /// Whether every constraint waits to be made again in the next update pass (``rearrange()``).
    @exclusivity(unchecked) var needsRearrange = false
    /// How many ``batch(_:)`` calls are running.
    @exclusivity(unchecked) var batchDepth = 0
    /// Within a batch: whether the end of the arrangement waits for the batch's end.
    @exclusivity(unchecked) var endNeedsUpdate = false
    @exclusivity(unchecked) var geometry = StackGeometry(axis: .horizontal, direction: .leftToRight)
    /// The constraints from the last visible view to the canvas end (or that collapse an empty stack).
    @exclusivity(unchecked) var endConstraints: [LayoutConstraint] = []
    /// Constraints of the whole stack: the canvas hugging its content, the unit length pulled small.
    @exclusivity(unchecked) var sharedConstraints: [LayoutConstraint] = []
    /// A guide whose length along the axis is the shared unit of the equal distributions and whose
    /// top is the shared baseline of baseline alignments; made on first use.
    @exclusivity(unchecked) var unitGuide: LayoutGuide?
    /// Where the first arranged view came from: the site of the stack's own constraints.
    @exclusivity(unchecked) var site = CallSite.library
    /// While `tl.add` runs: where it was called from.
    @exclusivity(unchecked) var addSite: CallSite?

    // Hairline defaults of this stack (see `StackView.tl.hairlineColor`).
    var hairlineColorOverride: Color?
    var hairlineThicknessOverride: CGFloat?
    var hairlineProviderOverride: ((StackView) -> LayoutView)?
    /// Views whose layout margins follow an ancestor's (`margins(alignedWith:)`).
    @exclusivity(unchecked) var marginAlignments: [MarginAlignment] = []

    /// Makes an empty stack.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Makes an empty stack, for subclasses ported from UIKit (`super.init(coder:)`); the coder is not used.
    public override init(coder: some NSCoder) {
        super.init(coder: coder)
    }

    // An arranged view may outlive its stack: its intrinsic size observers, which reach the stack and
    // the item without weak references (see ``updateIntrinsicObservation(_:)``), stop here.
    deinit {
        for item in items { item.cancelObservations() }
    }

    /// Makes a stack that arranges `views` in order.
    public convenience init(arrangedSubviews views: [LayoutView], file: StaticString = #fileID, line: UInt = #line) {
        self.init(frame: .zero)
        batch {
            for view in views { addArrangedSubview(view, file: file, line: line) }
        }
    }

    /// Makes an empty stack with its options set (observers do not run in an initializer).
    init(axis: LayoutAxis, alignment: Alignment, distribution: Distribution, spacing: CGFloat) {
        super.init(frame: .zero)
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing.isFinite ? spacing : 0
    }

    /// The views the stack arranges, in order. Each is also a subview of the stack.
    public var arrangedSubviews: [LayoutView] { items.map(\.view) }

    /// Arranges `view` after the others, making it a subview if it is not one.
    public func addArrangedSubview(_ view: LayoutView, file: StaticString = #fileID, line: UInt = #line) {
        insertArrangedSubview(view, at: items.count, file: file, line: line)
    }

    /// Arranges `view` at `stackIndex` (clamped to the valid range), making it a subview if it is not
    /// one; a view that is already arranged moves there.
    public func insertArrangedSubview(
        _ view: LayoutView, at stackIndex: Int, file: StaticString = #fileID, line: UInt = #line
    ) {
        insertArrangedSubview(view, at: stackIndex, site: CallSite(file: file, line: line))
    }

    func insertArrangedSubview(_ view: LayoutView, at stackIndex: Int, site: CallSite) {
        guard view !== self, !isDescendant(of: view) else {
            LayoutDiagnostics.report(
                LayoutDiagnostic(
                    kind: .invalidHierarchy,
                    message: "\(self) cannot arrange itself or one of its ancestors; the view was not arranged",
                    source: "StackView", file: "\(site.file)", line: Int(site.line)))
            return
        }
        // An arranged view is always a subview of its stack: a view from elsewhere (the common case,
        // views added one by one) is not looked for, so arranging N views stays linear.
        if view.superview === self, let existing = items.firstIndex(where: { $0.view === view }) {
            unarrange(at: existing)
        }
        if view.superview !== self {
            addSubview(view)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        let index = min(max(stackIndex, 0), items.count)
        let item = ArrangedItem(view: view, site: site)
        items.insert(item, at: index)
        if self.site.line == 0 || items.count == 1 { self.site = site }
        updateIntrinsicObservation(item)
        arrange(item, at: index)
    }

    func addArrangedSubview(_ view: LayoutView, site: CallSite) {
        insertArrangedSubview(view, at: items.count, site: site)
    }

    /// Stops arranging `view`. As in UIKit, the view stays a subview; remove it from its superview to take it out.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard let index = items.firstIndex(where: { $0.view === view }) else { return }
        unarrange(at: index)
    }

    /// Sets the gap after `arrangedSubview` (when both it and a later view are visible); pass
    /// ``spacingUseDefault`` to go back to ``spacing``.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: LayoutView) {
        guard let index = items.firstIndex(where: { $0.view === arrangedSubview }) else { return }
        let item = items[index]
        guard spacing.isFinite else {
            item.site.report(
                .invalidValue,
                "the custom spacing after \(arrangedSubview) must be finite, not \(spacing); it was ignored")
            return
        }
        let value: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard item.customSpacing != value else { return }
        item.customSpacing = value
        guard item.isVisible, let next = nextVisible(after: index) else { return }
        updateGap(of: items[next], after: item)
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: LayoutView) -> CGFloat {
        items.first { $0.view === arrangedSubview }?.customSpacing ?? StackView.spacingUseDefault
    }

    // MARK: UIView hooks

    /// An arranged view hid or showed: collapse it or bring it back. (Arranged views are always
    /// subviews of the stack, so the stack hears of it without an observer per view.)
    open override func subviewDidChangeHidden(_ subview: LayoutView) {
        super.subviewDidChangeHidden(subview)
        guard let index = items.firstIndex(where: { $0.view === subview }) else { return }
        visibilityChanged(items[index], at: index)
    }

    /// A view removed from the stack is no longer arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: LayoutView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Constraints across and along a horizontal axis are mirrored when the layout direction changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.layoutDirection != effectiveUserInterfaceLayoutDirection {
            rearrange()
        }
    }

    /// Makes the stack's constraints when its views or options changed since they were made.
    open override func updateConstraints() {
        if needsRearrange { makeAllConstraints() }
        super.updateConstraints()
    }

    /// Brings the layout margins of views aligned with an ancestor's margins up to date.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateMarginAlignments()
    }
}
