import Foundation

extension LayoutView {
    /// The value of an intrinsic size component that the view does not have.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size `systemLayoutSizeFitting(_:)` can find (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size `systemLayoutSizeFitting(_:)` can find (UIKit's `layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// Whether the view's frame is held by required constraints (true by default, as in UIKit).
    ///
    /// Set it to false for views positioned by constraints; every DSL of the kit does that for the
    /// views it positions.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesFlag }
        set {
            guard newValue != translatesFlag else { return }
            translatesFlag = newValue
            rootView.existingEngine?.itemChanged(self)
            setNeedsLayout()
        }
    }

    /// Marks the intrinsic content size as stale, so that the next layout asks for it again.
    public func invalidateIntrinsicContentSize() {
        intrinsicCache = nil
        rootView.existingEngine?.itemChanged(self)
        superview?.setNeedsLayout()
        setNeedsLayout()
        // Last, so that an observer that lays out sees the new size.
        notifyObservers(.intrinsicContentSize)
    }

    /// The priority with which the view resists growing beyond its intrinsic size on an axis (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size on an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard !refusesNaN(priority, "content hugging") else { return }
        let clamped = LayoutPriority(min(max(priority.rawValue, 1), 1000))
        if axis == .horizontal { hugging.horizontal = clamped } else { hugging.vertical = clamped }
        rootView.existingEngine?.itemChanged(self)
        superview?.setNeedsLayout()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compression.horizontal : compression.vertical
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size on an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard !refusesNaN(priority, "compression resistance") else { return }
        let clamped = LayoutPriority(min(max(priority.rawValue, 1), 1000))
        if axis == .horizontal { compression.horizontal = clamped } else { compression.vertical = clamped }
        rootView.existingEngine?.itemChanged(self)
        superview?.setNeedsLayout()
    }

    /// Reports and refuses a NaN priority (the view keeps the one it has).
    private func refusesNaN(_ priority: LayoutPriority, _ what: String) -> Bool {
        guard priority.rawValue.isNaN else { return false }
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: .invalidValue,
                message: "a \(what) priority of nan for \(displayName(of: self)) is not a number; it was ignored",
                source: "engine"))
        return true
    }

    /// The constraints installed on this view: those whose nearest common ancestor it is.
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Activates a constraint (UIKit's older API; the constraint installs itself where it belongs).
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = false
    }

    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    // MARK: The layout pass

    /// Marks the view as needing ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var node: LayoutView? = self
        while let view = node, !view.subtreeNeedsLayout || view === self {
            view.subtreeNeedsLayout = true
            node = view.superview
        }
    }

    /// Whether ``setNeedsLayout()`` was called (or a change requires it) since the last layout.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Lays out the whole tree this view belongs to, if anything changed.
    ///
    /// The engine of the root brings its solver up to date (only what changed since the last pass),
    /// writes every frame rounded to the root's ``displayScale``, then calls ``layoutSubviews()``
    /// top-down on the views that need it.
    public func layoutIfNeeded() {
        rootView.layoutEngine.performLayout()
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The size the view's constraints give it when its size is pulled towards `targetSize`.
    ///
    /// Only the constraints among the view and its descendants count (not those to its superview),
    /// and the view's own autoresizing constraints are ignored, as in UIKit.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the given priorities (`.required` fixes that side).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
        verticalFittingPriority verticalPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalPriority, vertical: verticalPriority)
    }

    /// Pixels per point: frames are rounded to this grid. Set it on the root; other views read the root's.
    ///
    /// A scale that is not a number above 0 is reported and taken as 1; one above 10,000 as 10,000.
    public var displayScale: CGFloat {
        get { rootView.rootScale }
        set {
            let scale = newValue.isFinite && newValue > 0 ? min(newValue, 10_000) : 1
            if scale != newValue {
                LayoutDiagnostics.report(
                    LayoutDiagnostic(
                        kind: .invalidValue,
                        message:
                            "a display scale of \(newValue) is not a scale from 0 to 10,000; \(formatPoints(scale)) was used",
                        source: "engine"))
            }
            rootView.rootScale = scale
            rootView.existingEngine?.needsFullFrameWrite = true
            rootView.setNeedsLayoutRecursively()
        }
    }

    func setNeedsLayoutRecursively() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutRecursively() }
    }

    /// Whether the constraints leave the view's frame undetermined (more than one best layout).
    public var hasAmbiguousLayout: Bool {
        rootView.layoutEngine.isAmbiguous(self)
    }

    /// Reports every view below this one (itself included) whose layout is ambiguous, with the
    /// constraints that affect it, to ``LayoutDiagnostics``, and returns those views.
    @discardableResult
    public func diagnoseAmbiguousLayout() -> [LayoutView] {
        var found: [LayoutView] = []
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            if view.hasAmbiguousLayout {
                found.append(view)
                let lines =
                    (view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical))
                    .map { "  - " + $0.diagnosticDescription }
                LayoutDiagnostics.report(
                    LayoutDiagnostic(
                        kind: .ambiguousLayout,
                        message: "the layout of \(displayName(of: view)) is ambiguous: its constraints leave its frame "
                            + "undetermined (now \(formatRect(view.frame))). Constraints that affect it:\n"
                            + (lines.isEmpty ? "  (none)" : lines.joined(separator: "\n")),
                        source: "engine"))
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// The active constraints that take part in the view's layout on an axis, including those the
    /// engine made for its intrinsic size and autoresizing mask.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        rootView.layoutEngine.constraintsAffectingLayout(of: self, axis: axis)
    }

    /// The root's engine, made on first use.
    var layoutEngine: LayoutEngine {
        if let engine { return engine }
        let made = LayoutEngine(root: self)
        engine = made
        return made
    }

    /// The root's engine if it was made.
    var existingEngine: LayoutEngine? { engine }

    /// The root's engine if it was made, not retained (see ``withRootEngine(_:)``).
    @inline(__always) var unretainedEngine: Unmanaged<LayoutEngine>? {
        guard let engine else { return nil }
        return Unmanaged.passUnretained(engine)
    }

    func frameDidChange(from old: CGRect) {
        if old.size != storedFrame.size {
            setNeedsLayout()
        }
        guard !old.isIdentical(to: storedFrame), let engine = rootView.existingEngine, !engine.isWritingFrames else {
            return
        }
        guard translatesFlag else {
            // Set by hand on a view the engine positions: the next layout writes it back, as a full write would.
            engine.frameMoved(self)
            return
        }
        if engineState != nil { engine.itemChanged(self) }
        if !subviews.isEmpty { engine.frameMoved(self) }
    }
}
