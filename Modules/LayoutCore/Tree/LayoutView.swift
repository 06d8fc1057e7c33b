import Foundation

/// A rectangle in a tree of views: the headless counterpart of `UIView`'s layout side.
///
/// Build a tree with ``addSubview(_:)``, describe its layout with constraints (any DSL module ends
/// in ``LayoutConstraint``s) or with flexbox, then call ``layoutIfNeeded()`` on the root and read
/// each view's ``frame``, relative to its superview.
///
/// ```swift
/// let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let title = Label(text: "Hello")
/// root.addSubview(title)
/// title.translatesAutoresizingMaskIntoConstraints = false
/// title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
/// title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
/// root.layoutIfNeeded()
/// title.frame  // (16, 20, width and height of the text)
/// ```
open class LayoutView: LayoutItem, LayoutNode, CustomStringConvertible {
    // The tree's own links, its frame and its layout flags are read on every view the engine and the
    // layout pass visit, never while another access to them is open: like the engine's bookkeeping
    // below, they skip the runtime's exclusivity checks (`@exclusivity(unchecked)`).
    /// The views inside this one, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [LayoutView] = []
    /// The view this one is inside, if any.
    public private(set) var superview: LayoutView? {
        @inline(__always) get { superviewToken?._withUnsafeGuaranteedRef { $0.view } }
        set {
            let old = superviewToken
            superviewToken = newValue.map { Unmanaged.passRetained($0.token) }
            old?.release()
        }
    }
    /// The superview without a retain, for the engine's frame writes (the tree holds it while they run).
    @inline(__always) var unretainedSuperview: Unmanaged<LayoutView>? {
        superviewToken?._withUnsafeGuaranteedRef { $0.unretainedView }
    }
    /// The superview's token (see ``ItemToken``: no view is referenced weakly).
    /// (Held by hand, one retain taken in ``superview``'s setter and given back there or in `deinit`: a
    /// stored reference is retained and released around every read of the token's fields, and the frame
    /// writes read them for every view they start from.)
    @exclusivity(unchecked) private var superviewToken: Unmanaged<ItemToken>?
    /// This view's token, made when something first refers to the view.
    @exclusivity(unchecked) private var tokenStorage: ItemToken?
    /// A name for descriptions, diagnostics and the rendered tree.
    public var identifier: String? {
        get { extras?.identifier }
        set { if newValue != nil || extras != nil { writableExtras.identifier = newValue } }
    }
    /// A number the host can use to find the view.
    public var tag: Int {
        get { extras?.tag ?? 0 }
        set { if newValue != 0 || extras != nil { writableExtras.tag = newValue } }
    }
    /// The fill color when rendered.
    public var backgroundColor: Color? {
        get { extras?.backgroundColor }
        set { if newValue != nil || extras != nil { writableExtras.backgroundColor = newValue } }
    }
    /// The opacity when rendered, 0...1.
    public var alpha: CGFloat {
        get { extras?.alpha ?? 1 }
        set { if newValue != 1 || extras != nil { writableExtras.alpha = newValue } }
    }

    /// The view's position and size in its superview's coordinates.
    ///
    /// Layout writes it for views positioned by constraints; setting it on a view that translates
    /// its autoresizing mask into constraints moves the constraints that hold it.
    ///
    /// A frame that is not finite is reported and refused (the view keeps its frame); components
    /// beyond ±1e9 points are reported and clamped.
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard let accepted = LayoutView.acceptedRect(newValue, "frame", of: self) else { return }
            let old = storedFrame
            storedFrame = accepted
            frameDidChange(from: old)
        }
    }

    /// Sets the frame the engine solved, while it writes frames: as setting ``frame``, without telling
    /// the engine (which is writing it).
    func setSolvedFrame(_ newValue: CGRect) {
        guard let accepted = LayoutView.acceptedRect(newValue, "frame", of: self) else { return }
        let old = storedFrame
        storedFrame = accepted
        if old.size != accepted.size { setNeedsLayout() }
    }

    /// The view's own coordinate space: its origin (zero unless scrolled) and the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            guard let accepted = LayoutView.acceptedRect(newValue, "bounds", of: self) else { return }
            boundsOrigin = accepted.origin
            frame = CGRect(
                x: storedFrame.midX - newValue.width / 2, y: storedFrame.midY - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = CGRect(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// Whether the view is hidden. Hidden views still take part in constraint layout, as in UIKit;
    /// stacks collapse them. Observe changes with ``addObserver(for:_:)``.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            // The superview first (a stack collapses or restores the view), so that observers that lay
            // out see the change made.
            superview?.subviewDidChangeHidden(self)
            notifyObservers(.hidden)
            superview?.setNeedsLayout()
        }
    }

    @exclusivity(unchecked) var storedFrame: CGRect
    @exclusivity(unchecked) var boundsOrigin = CGPoint.zero

    // MARK: Layout state (see the extensions)

    @exclusivity(unchecked) var translatesFlag = true
    @exclusivity(unchecked) var intrinsicCache: CGSize?
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compression = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    /// Whether ``updateConstraints()`` is due (``setNeedsUpdateConstraints()``).
    var needsUpdateConstraintsFlag = false
    /// Whether this view or one below it needs ``updateConstraints()``.
    var subtreeNeedsUpdateConstraints = false
    var lastLaidOutSize: CGSize?
    // The constraint lists and the engine state are the engine's bookkeeping, read and written for
    // every constraint and never while another access to them is open: they skip the runtime's
    // exclusivity checks (`@exclusivity(unchecked)`, about 80 instructions an access).
    /// The constraints installed on this view (their nearest common ancestor).
    @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var referencing: [LayoutConstraint] = []
    var engineState: ItemEngineState? {
        @inline(__always) get { engineStateStorage?.takeUnretainedValue() }
        set {
            let old = engineStateStorage
            engineStateStorage = newValue.map { Unmanaged.passRetained($0) }
            old?.release()
        }
    }
    /// The engine state without a retain, for the engine's frame writes (the view holds it while they run).
    @inline(__always) var unretainedEngineState: Unmanaged<ItemEngineState>? { engineStateStorage }
    /// (Held by hand, one retain taken in ``engineState``'s setter and given back there or in `deinit`: a
    /// stored reference is retained and released around every read of the state's variables, and the
    /// frame writes read them for every view they write.)
    @exclusivity(unchecked) private var engineStateStorage: Unmanaged<ItemEngineState>?
    /// The root's engine (read on every constraint change and pass, as the lists above).
    @exclusivity(unchecked) var engine: LayoutEngine?
    var rootDirection = UserInterfaceLayoutDirection.leftToRight
    @exclusivity(unchecked) var rootScale: CGFloat = 3
    var semanticStorage = SemanticContentAttribute.unspecified
    /// The inherited traits, found once from the ancestors: valid only while the superview's are (or
    /// at the root), so that reading them never walks the tree again. Cleared below a view whenever
    /// its place or its traits change.
    @exclusivity(unchecked) var inheritedTraits: InheritedTraits?
    /// The view's origin in root coordinates at the last frame write, unrounded and rounded.
    @exclusivity(unchecked) var layoutAbsolute = CGPoint.zero
    @exclusivity(unchecked) var layoutRounded = CGPoint.zero
    /// What few views have (see ``ViewExtras``), made on the first write of a value other than the default.
    @exclusivity(unchecked) var extras: ViewExtras?

    // Frees the subtree without recursion (a chain of views as deep as the caller likes would otherwise
    // free itself one nested deinit per level): subviews held only here give up their own subviews to
    // the list before they go. A subview that outlives this view becomes a root, and what it inherited
    // from here no longer holds.
    deinit {
        tokenStorage?.itemWent()
        superviewToken?.release()
        engineStateStorage?.release()
        var pending = subviews
        subviews = []
        while !pending.isEmpty {
            var view = pending.removeLast()
            // (Its superview is this view, or a view of the list going away with it.)
            view.superview = nil
            view.forgetInheritedTraits()
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    /// Makes a view with a frame (zero by default).
    public init(frame: CGRect = .zero) {
        storedFrame = frame
        storedFrame = LayoutView.acceptedRect(frame, "frame", of: self) ?? .zero
    }

    /// Makes a view with a zero frame, for subclasses ported from UIKit.
    ///
    /// There is no archive to read: the coder is not used. A subclass can keep UIKit's boilerplate,
    /// `required init?(coder: NSCoder) { super.init(coder: coder) }`, and, unlike UIKit, a subclass that
    /// never writes it still compiles (the parameter's generic type keeps this initializer from
    /// being required).
    public init(coder: some NSCoder) {
        storedFrame = .zero
    }

    /// The view's token, which constraints, subviews, guides and engines hold instead of a weak
    /// reference to the view (see ``ItemToken``).
    package var token: ItemToken {
        if let tokenStorage { return tokenStorage }
        let made = ItemToken(self, kind: .view)
        tokenStorage = made
        return made
    }

    // MARK: Overridable layout behaviour

    /// The size the view's content wants, or ``noIntrinsicMetric`` for a component it does not have.
    ///
    /// Layout turns it into `size <= intrinsic` at the content hugging priority and `size >= intrinsic`
    /// at the compression resistance priority. Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        layoutAttachment?.intrinsicContentSize(of: self)
            ?? CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    }

    // MARK: What the engine asks a view (views answer for themselves; the engine knows no view class)

    /// Whether the view's intrinsic height depends on the width layout gives it (a wrapping label): the
    /// engine then gives it the width it was solved to and solves again until the widths settle.
    var intrinsicHeightFollowsWidth: Bool { false }

    /// The intrinsic size when laid out `width` wide (nil: not yet laid out, unbounded: a wrapping
    /// label's text on one line).
    package func intrinsicSize(forWidth width: CGFloat?) -> CGSize { intrinsicContentSize }

    /// Whether the view draws text whose first baseline ``textFirstBaseline(width:height:)`` gives.
    package var hasTextBaseline: Bool { false }

    /// The first baseline of the view's text when the view is `width` by `height` (its text centred
    /// vertically, as it is drawn), or nil for a view without text.
    package func textFirstBaseline(width: CGFloat, height: CGFloat) -> CGFloat? { nil }

    /// Offsets of the first and last baselines from the top of the view's text, and the text's height,
    /// when the view draws text centred in its height (nil: baselines from the offsets or the bottom edge).
    func textBaselineMetrics() -> (first: CGFloat, last: CGFloat, textHeight: CGFloat)? { nil }

    /// Whether a new intrinsic size moves the view's baselines (text laid out again).
    var baselinesFollowIntrinsicSize: Bool { false }

    /// The guides of the view whose constraints the engine installs with the view's.
    func appendOwnedGuides(to guides: inout [LayoutGuide]) {
        guides.append(contentsOf: self.guides)
        if let guide = lazyMarginsGuide { guides.append(guide) }
        if let guide = lazySafeAreaGuide { guides.append(guide) }
        if let guide = scrollContentGuide { guides.append(guide) }
    }

    /// Whether the view owns any guide (those ``appendOwnedGuides(to:)`` lists).
    var ownsGuides: Bool {
        !guides.isEmpty || lazyMarginsGuide != nil || lazySafeAreaGuide != nil || scrollContentGuide != nil
    }

    /// The guides ``appendOwnedGuides(to:)`` lists (empty, without allocating, for most views).
    final var ownedGuides: [LayoutGuide] {
        guard ownsGuides else { return [] }
        var guides: [LayoutGuide] = []
        appendOwnedGuides(to: &guides)
        return guides
    }

    /// Takes the frame the engine solved for one of the view's guides (a scroll view's content size
    /// follows its content guide).
    func ownedGuideWasSolved(_ guide: LayoutGuide) {}

    /// Whether the engine may solve the view's subtree as a system of its own (not a scroll view, whose
    /// content moves against its frame).
    var maySolveSubtreeOnItsOwn: Bool { true }

    /// Lays out the subviews. The engine has already written the frames of constrained subviews;
    /// override it to position subviews by hand (as flex containers do). The default does nothing.
    open func layoutSubviews() {}

    /// Makes or changes the view's own constraints, when ``setNeedsUpdateConstraints()`` asked for it:
    /// called before the engine solves, subviews before their superviews (UIKit's update pass). The
    /// default does nothing.
    open func updateConstraints() {}

    /// The size the view would like within `size`. The default returns the current size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Called when the view's traits changed (text size or layout direction). Labels re-measure here.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The view whose first baseline is this view's (UIKit's `viewForFirstBaselineLayout`); itself by default.
    open var forFirstBaselineLayout: LayoutView { self }
    /// The view whose last baseline is this view's (UIKit's `viewForLastBaselineLayout`); itself by default.
    open var forLastBaselineLayout: LayoutView { self }

    /// The first baseline's distance from the top, when the view has text; nil puts the baseline at the bottom.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// The last baseline's distance from the bottom, when the view has text; nil puts the baseline at the bottom.
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    // MARK: Hierarchy

    /// Adds `view` as the frontmost subview, taking it from its current superview first.
    public func addSubview(_ view: LayoutView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    ///
    /// Adding a view to itself or to one of its descendants is reported and ignored.
    public func insertSubview(_ view: LayoutView, at index: Int) {
        // A view without subviews contains no other view: only a view with some can be an ancestor.
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            LayoutDiagnostics.report(
                LayoutDiagnostic(
                    kind: .invalidHierarchy,
                    message: "cannot add \(displayName(of: view)) inside itself or its own descendant "
                        + "\(displayName(of: self)); the view was not added",
                    source: "tree"))
            return
        }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            layoutAttachment?.subviewsDidChange(of: self)
            setNeedsLayout()
            return
        }
        view.removeFromSuperview()
        let oldTraits = view.traitCollection
        view.superview = self
        view.forgetInheritedTraits()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        layoutAttachment?.subviewsDidChange(of: self)
        view.detachEngineOwnership()
        rootView.existingEngine?.subtreeAttached(view)
        view.setNeedsLayout()
        setNeedsLayout()
        if view.subtreeNeedsUpdateConstraints { markSubtreeNeedsUpdateConstraints() }
        if view.traitCollection != oldTraits {
            view.propagateTraitChange(from: oldTraits)
        }
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview, dropping the constraints that reach outside it, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let oldTraits = traitCollection
        dropConstraintsReachingOutside()
        parent.rootView.existingEngine?.subtreeDetached(self)
        parent.subviews.removeAll { $0 === self }
        parent.layoutAttachment?.subviewsDidChange(of: parent)
        superview = nil
        forgetInheritedTraits()
        parent.setNeedsLayout()
        setNeedsLayout()
        if traitCollection != oldTraits {
            propagateTraitChange(from: oldTraits)
        }
        didMoveToSuperview()
    }

    /// Called after a subview was added.
    open func didAddSubview(_ subview: LayoutView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: LayoutView) {}
    /// Called after a subview's ``isHidden`` changed (stacks collapse their hidden views), before its observers.
    open func subviewDidChangeHidden(_ subview: LayoutView) {}
    /// Called after the view moved to a new superview (or to none).
    open func didMoveToSuperview() {}

    /// Deactivates the constraints installed above this view that mention an item inside it.
    private func dropConstraintsReachingOutside() {
        var ancestor = superview
        while let view = ancestor {
            let reaching = view.installedConstraints.filter { constraint in
                constraint.items.contains { item in hostView(of: item)?.isDescendant(of: self) ?? false }
            }
            for constraint in reaching { constraint.isActive = false }
            ancestor = view.superview
        }
    }

    /// When this view stops being a root, the engine it owned is dropped.
    private func detachEngineOwnership() {
        if let engine {
            engine.invalidateAll()
            self.engine = nil
        }
    }

    // MARK: Description

    /// `Label "title" (15, 15, 170, 20.33)`.
    public var description: String {
        var text = String(describing: type(of: self))
        if let identifier { text += " \"\(identifier)\"" }
        return text + " " + formatRect(frame)
    }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size as stored. `==` compares them
    /// standardized, so a frame with a negative size equals its mirror image, which is another frame.
    func isIdentical(to other: CGRect) -> Bool {
        origin == other.origin && size == other.size
    }
}
