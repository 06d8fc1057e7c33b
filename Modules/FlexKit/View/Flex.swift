import Foundation

extension LayoutView {
    /// The view's flexbox interface (FlexLayout's `view.flex`); the first access includes the view in the
    /// flex layout of its superview, when that superview is a flex container.
    public var flex: Flex {
        if let existing = layoutAttachment as? Flex { return existing }
        let made = Flex(view: self)
        layoutAttachment = made
        // A new item of the superview's container.
        superview?.existingFlex?.invalidateItems()
        return made
    }

    /// The flex interface if `flex` was ever used on the view.
    var existingFlex: Flex? { layoutAttachment as? Flex }
}

/// FlexLayout's chainable interface on a view: a flex item, and a flex container of its subviews.
///
/// ```swift
/// rootFlexContainer.flex.direction(.column).padding(12).define { flex in
///     flex.addItem(imageView).width(100).aspectRatio(of: imageView)
///     flex.addItem(label).marginTop(12)
/// }
/// rootFlexContainer.flex.layout(mode: .adjustHeight)
/// ```
///
/// The items of a container are its subviews whose `flex` was used, in subview order, unless
/// excluded with ``isIncludedInLayout(_:)``. Leaves are measured with their view's `sizeThatFits(_:)`
/// (a `Label` wraps at the width offered), or with `systemLayoutSizeFitting` when the view lays out
/// its own subviews with constraints; a plain `LayoutView` otherwise measures as empty (its
/// `sizeThatFits` is its current size). The engine is FlexKit's, with Yoga's (FlexLayout's) defaults.
public final class Flex {
    /// The view this interface belongs to (nil once it went).
    public var view: LayoutView? { viewToken.view }
    /// The view's token, held instead of a weak reference: a weak reference would give the view a side
    /// table, and every retain and release of it the runtime's slow path (see LayoutCore's `ItemToken`).
    let viewToken: ItemToken

    var style = FlexStyle(defaults: .yoga) {
        didSet {
            syncedAsRoot = nil
            markNeedsSync()
        }
    }
    /// How ``style`` was last written to the node: as a root (true) or as an item (false); nil when
    /// the node does not hold it (a new node, or a style changed since).
    var syncedAsRoot: Bool?
    var isIncluded = true {
        didSet { if isIncluded != oldValue { view?.superview?.existingFlex?.invalidateItems() } }
    }
    var collapsesHidden = false {
        didSet { if collapsesHidden != oldValue { view?.superview?.existingFlex?.invalidateItems() } }
    }
    /// The container's items as last collected (``items()``), or nil when something they depend on
    /// changed: the view's subviews, an item's inclusion, or a hidden item that collapses.
    var itemsCache: [Flex]?
    /// Whether the node's children are the items' nodes, in order, in the node's tree.
    var childrenLinked = false
    /// Whether this item or one below it changed since its node was last brought up to date (its
    /// style, its items, a node made again): a relayout after one change syncs only that path.
    ///
    /// The containers above a marked item that takes part in their layout are marked too
    /// (``markNeedsSync()`` keeps it so): a new item is marked, and becoming an item (added as a
    /// subview, `flex` used, included again) marks its container; a sync clears an item only with
    /// everything below it. So a clean container's whole structure is clean.
    var needsSync = true
    /// The tree the node lives in, and the node.
    var tree: FlexTree?
    var node: FlexNodeID?
    var isMeasured = false
    /// The tree this view lays out in when it is the root of a layout: Yoga's defaults, with the flex
    /// basis computed at every layout, so that a relayout always gives the frames a first layout gives.
    lazy var rootTree = FlexTree(config: FlexConfig(recomputesFlexBasis: true))
    /// The width the last intrinsic size was computed for (containers placed by constraints).
    var intrinsicWidth: CGFloat?

    /// The view's interface; the view tells it of changes to its content and visibility (it is the
    /// view's layout attachment, so no observer is registered).
    init(view: LayoutView) {
        viewToken = view.token
    }

    deinit {
        if let tree, let node { tree.freeNode(node) }
    }

    // MARK: Items

    /// Adds a new plain view as the last item and returns its flex interface.
    @discardableResult
    public func addItem() -> Flex {
        addItem(LayoutView())
    }

    /// Adds `view` as a subview and as the last item, and returns its flex interface.
    @discardableResult
    public func addItem(_ view: LayoutView) -> Flex {
        guard let container = self.view else { return view.flex }
        if view === container || container.isDescendant(of: view) {
            report("addItem: a view cannot be an item of itself or of one of its descendants; it was not added")
            return view.flex
        }
        container.addSubview(view)
        let item = view.flex
        item.isIncluded = true
        didChange()
        return item
    }

    /// Runs `closure` with this interface, to write a container's items in a block that matches their structure.
    @discardableResult
    public func define(_ closure: (_ flex: Flex) -> Void) -> Flex {
        closure(self)
        return self
    }

    // MARK: Layout

    /// Lays out the container's items (and theirs) with FlexKit; `.adjustHeight` and `.adjustWidth` also
    /// set the container's height or width to its content's.
    public func layout(mode: LayoutMode = .fitContainer) {
        guard let view else { return }
        let size = view.bounds.size
        let width: Double? = mode == .adjustWidth ? nil : Double(size.width)
        let height: Double? = mode == .adjustHeight ? nil : Double(size.height)
        guard let root = calculate(width: width, height: height) else { return }
        let result = root.tree.layout(of: root.id)
        view.frame = CGRect(
            origin: view.frame.origin, size: CGSize(width: CGFloat(result.width), height: CGFloat(result.height)))
        applyChildren(in: root.tree)
    }

    /// The size the item takes when laid out within `size` (`greatestFiniteMagnitude` or infinity: no limit).
    public func sizeThatFits(_ size: CGSize) -> CGSize {
        func available(_ value: CGFloat) -> Double? {
            value.isFinite && value < .greatestFiniteMagnitude ? Double(value) : nil
        }
        guard let root = calculate(width: available(size.width), height: available(size.height)) else { return .zero }
        let result = root.tree.layout(of: root.id)
        return CGSize(width: CGFloat(result.width), height: CGFloat(result.height))
    }

    /// The same as ``sizeThatFits(_:)``, with the argument label of FlexLayout's declaration.
    public func sizeThatFits(size: CGSize) -> CGSize {
        sizeThatFits(size)
    }

    /// The item's natural size, from its own properties and content, independent of its frame.
    public var intrinsicSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// Marks the item as needing to be measured and laid out again (after its content changed).
    ///
    /// Rarely needed: a view whose intrinsic size is invalidated (a `Label` whose text changes) marks
    /// itself dirty.
    @discardableResult
    public func markDirty() -> Flex {
        if let tree, let node, tree.contains(node) { tree.markDirty(node) }
        didChange()
        return self
    }

    // MARK: Changes

    /// After a property change: the layout of the whole flex structure must run again.
    func didChange() {
        guard let view else { return }
        let root = layoutRoot(of: view)
        root.setNeedsLayout()
        // The root's superview is where FlexLayout code lays the root out (`layout(mode:)` in its
        // `layoutSubviews()`), so it must run again too.
        root.superview?.setNeedsLayout()
        if root !== view { view.setNeedsLayout() }
        if let rootFlex = root.existingFlex, !root.translatesAutoresizingMaskIntoConstraints,
            rootFlex.intrinsicWidth != nil
        {
            rootFlex.intrinsicWidth = nil
            root.invalidateIntrinsicContentSize()
        }
    }

    /// Sets a style property and notes the change.
    @discardableResult
    func update(_ body: (inout FlexStyle) -> Void) -> Flex {
        body(&style)
        didChange()
        return self
    }

    /// Content and visibility changes of the view (``LayoutViewAttachment``).
    package func viewDidChange(_ event: LayoutView.Event, of view: LayoutView) {
        switch event {
        case .intrinsicContentSize: contentDidChange()
        case .hidden: visibilityDidChange()
        }
    }

    private func contentDidChange() {
        guard let view, items().isEmpty else { return }
        if let tree, let node, tree.contains(node) { tree.markDirty(node) }
        guard layoutRoot(of: view) !== view else { return }
        didChange()
    }

    private func visibilityDidChange() {
        guard collapsesHidden, let parent = view?.superview, let container = parent.existingFlex else { return }
        container.invalidateItems()
        container.didChange()
    }

    /// Marks this item and the containers above it as needing their nodes synced again, up to the
    /// first that is marked already (the containers above a marked one are marked too).
    func markNeedsSync() {
        guard !needsSync else { return }
        needsSync = true
        var node = view?.superview
        while let current = node, let container = current.existingFlex, !container.needsSync {
            container.needsSync = true
            node = current.superview
        }
    }

    /// Forgets the container's items: they are collected again at the next sync.
    func invalidateItems() {
        itemsCache = nil
        childrenLinked = false
        markNeedsSync()
    }

    func report(_ message: String) {
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: .invalidValue, message: "flex of \(view.map(describe) ?? "a released view"): \(message)",
                source: "FlexKit"))
    }
}

/// A view as diagnostics name it: its identifier, or its type.
func describe(_ view: LayoutView) -> String {
    view.identifier ?? ViewTypeNames.shared.name(of: type(of: view))
}

/// The names of view types, each found once: every node is named after its view, and
/// `String(describing:)` of a type reflects on it (some 7,000 instructions a call).
final class ViewTypeNames: @unchecked Sendable {
    /// The names found in this process (views are made on any thread, so the table is locked).
    static let shared = ViewTypeNames()
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    /// The name of `type`, as `String(describing:)` gives it.
    func name(of type: LayoutView.Type) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = names[ObjectIdentifier(type)] { return known }
        let made = String(describing: type)
        names[ObjectIdentifier(type)] = made
        return made
    }
}
