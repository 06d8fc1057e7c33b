import Foundation

/// How the view layer drives the engine: the flex structure of views is mirrored into a `FlexTree`
/// (only what changed marks nodes dirty), laid out, and the frames are written back.
extension Flex: LayoutViewAttachment {
    /// The items of this container (``includedItems()``), collected once until they change.
    func items() -> [Flex] {
        if let itemsCache { return itemsCache }
        let collected = includedItems()
        itemsCache = collected
        return collected
    }

    /// The items of this container: subviews whose `flex` was used and that take part in the layout.
    func includedItems() -> [Flex] {
        guard let view else { return [] }
        return view.subviews.compactMap { subview in
            guard let item = subview.existingFlex, item.isIncluded else { return nil }
            return item.collapsesHidden && subview.isHidden ? nil : item
        }
    }

    /// The outermost view of the flex structure `view` is an item of (the view itself when it is no item).
    func layoutRoot(of view: LayoutView) -> LayoutView {
        var current = view
        while let parent = current.superview, parent.existingFlex != nil,
            let item = current.existingFlex, item.isIncluded
        {
            current = parent
        }
        return current
    }

    /// Mirrors the structure below this view into its root tree and lays it out as a root.
    func calculate(width: Double?, height: Double?) -> (tree: FlexTree, id: FlexNodeID)? {
        guard let view else { return nil }
        let tree = rootTree
        let scale = Double(view.displayScale)
        if tree.config.pointScaleFactor != scale {
            var config = tree.config
            config.pointScaleFactor = scale
            tree.config = config
        }
        let id = sync(in: tree, asRoot: true)
        if let parent = tree.parent(of: id) {
            _ = tree.removeChild(id, from: parent)
            view.superview?.existingFlex?.childrenLinked = false
            markNeedsSync()
        }
        let direction: FlexTextDirection
        switch style.direction {
        case .inherit: direction = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rtl : .ltr
        case let explicit: direction = explicit
        }
        tree.calculateLayout(for: id, width: width, height: height, direction: direction)
        return (tree, id)
    }

    /// Brings this item's node (and its items') in `tree` up to date and returns it.
    ///
    /// A root's own margins and position offsets are left out: its frame is where its view is put, and
    /// its size is the room it is given (otherwise each layout would shrink it by its margins).
    private func sync(in tree: FlexTree, asRoot: Bool = false) -> FlexNodeID {
        // Nothing changed at or below this item since its node was synced into this tree as it is.
        if !needsSync, syncedAsRoot == asRoot, !tree.isLayingOut, let node, self.tree === tree, tree.contains(node) {
            return node
        }
        let id = ensureNode(in: tree, asRoot: asRoot)
        // A relayout sends only the styles that changed (setting an equal style would change nothing,
        // but comparing every node's costs a third of a relayout); not while the tree is laying out,
        // where the tree refuses changes.
        if syncedAsRoot != asRoot || tree.isLayingOut {
            tree.setStyle(nodeStyle(asRoot: asRoot), for: id)
            syncedAsRoot = tree.isLayingOut ? nil : asRoot
        }
        let items = self.items()
        if items.isEmpty {
            if tree.childCount(of: id) > 0 { tree.removeAllChildren(of: id) }
            // Every leaf is measured, as in FlexLayout (a plain view measures as empty).
            if !isMeasured {
                isMeasured = true
                tree.setMeasureFunction(for: id, makeMeasureFunction())
                tree.setBaselineFunction(for: id, view?.hasTextBaseline == true ? makeBaselineFunction() : nil)
            }
            childrenLinked = false
            if tree.isLayingOut { markNeedsSync() } else { needsSync = false }
            return id
        }
        if isMeasured {
            isMeasured = false
            tree.setMeasureFunction(for: id, nil)
            tree.setBaselineFunction(for: id, nil)
        }
        // The children's nodes are linked already unless the items changed or a node was made again
        // since (an item's `ensureNode` clears the flag of its container).
        let wasLinked = childrenLinked
        childrenLinked = true
        var childIDs: [FlexNodeID] = []
        if !wasLinked { childIDs.reserveCapacity(items.count) }
        for item in items {
            let child = item.sync(in: tree)
            if !wasLinked { childIDs.append(child) }
        }
        if !wasLinked || !childrenLinked {
            if childIDs.count != items.count { childIDs = items.map { $0.sync(in: tree) } }
            if tree.children(of: id) != childIDs {
                tree.removeAllChildren(of: id)
                for child in childIDs {
                    if let parent = tree.parent(of: child) { _ = tree.removeChild(child, from: parent) }
                    _ = tree.addChild(child, to: id)
                }
            }
            childrenLinked = !tree.isLayingOut
        }
        if tree.isLayingOut { markNeedsSync() } else { needsSync = false }
        return id
    }

    /// The style the node holds: a root's own margins and position offsets are left out.
    private func nodeStyle(asRoot: Bool) -> FlexStyle {
        guard asRoot else { return style }
        var rootStyle = style
        rootStyle.margin = FlexEdges()
        rootStyle.position = FlexEdges()
        return rootStyle
    }

    /// This item's node in `tree`, made there with its style (and freed from its old tree) when it moved.
    private func ensureNode(in tree: FlexTree, asRoot: Bool) -> FlexNodeID {
        if let node, self.tree === tree, tree.contains(node) { return node }
        if let old = self.tree, let node, old.contains(node) { old.freeNode(node) }
        let made = tree.makeNode(style: nodeStyle(asRoot: asRoot))
        if let view { tree.setName(describe(view), for: made) }
        self.tree = tree
        node = made
        isMeasured = false
        // (A tree laying out refuses new nodes: the style is sent again once it can be.)
        syncedAsRoot = tree.isLayingOut ? nil : asRoot
        childrenLinked = false
        // The containers above must link the new node (they may be synced into another tree later).
        view?.superview?.existingFlex?.childrenLinked = false
        markNeedsSync()
        return made
    }

    /// Writes the frames of this container's items (and theirs) from `tree`.
    func applyChildren(in tree: FlexTree) {
        for item in items() {
            guard let node = item.node, let rounded = tree.roundedFrame(of: node), let itemView = item.view else {
                continue
            }
            let frame = CGRect(
                x: CGFloat(rounded.left), y: CGFloat(rounded.top), width: CGFloat(rounded.width),
                height: CGFloat(rounded.height))
            let old = itemView.frame
            if old.origin.x != frame.origin.x || old.origin.y != frame.origin.y
                || old.size.width != frame.size.width || old.size.height != frame.size.height
            {
                itemView.frame = frame
            }
            if item.itemsCache?.isEmpty != true { item.applyChildren(in: tree) }
        }
    }

    // MARK: Measuring leaves

    /// Whether a leaf has content to measure: a plain `LayoutView` has none unless it lays out its
    /// subviews with constraints (its `sizeThatFits` answers its current size, as UIKit's does, so the
    /// layout would depend on the last one, even when its subviews are excluded items or no items).
    static func hasContent(_ view: LayoutView) -> Bool {
        type(of: view) != LayoutView.self || !view.constraints.isEmpty
    }

    private func makeMeasureFunction() -> FlexMeasureFunction {
        { [viewToken] width, widthMode, height, heightMode in
            guard let view = viewToken.view else { return FlexSize(width: 0, height: 0) }
            return Flex.measure(view, width, widthMode, height, heightMode)
        }
    }

    /// A text view's first baseline at a given size (the view answers: a label's text is centred
    /// vertically in its frame, as it is drawn); the bottom edge for a view without text.
    private func makeBaselineFunction() -> FlexBaselineFunction {
        { [viewToken] width, height in
            guard let baseline = viewToken.view?.textFirstBaseline(width: CGFloat(width), height: CGFloat(height))
            else { return height }
            return Double(baseline)
        }
    }

    /// A leaf's size: `sizeThatFits(_:)`, or `systemLayoutSizeFitting` for a view laid out by constraints,
    /// kept to the offered size as each mode says (FlexLayout's rules).
    static func measure(
        _ view: LayoutView, _ width: Double, _ widthMode: FlexMeasureMode, _ height: Double,
        _ heightMode: FlexMeasureMode
    ) -> FlexSize {
        let offeredWidth = widthMode == .undefined || !width.isFinite ? CGFloat.greatestFiniteMagnitude : CGFloat(width)
        let offeredHeight =
            heightMode == .undefined || !height.isFinite ? CGFloat.greatestFiniteMagnitude : CGFloat(height)
        let measured: CGSize
        if !hasContent(view) {
            measured = .zero
        } else if !view.constraints.isEmpty {
            let target = CGSize(
                width: widthMode == .undefined ? 0 : offeredWidth, height: heightMode == .undefined ? 0 : offeredHeight)
            measured = view.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: widthMode == .exactly ? .required : .fittingSizeLevel,
                verticalFittingPriority: heightMode == .exactly ? .required : .fittingSizeLevel)
        } else {
            measured = view.sizeThatFits(CGSize(width: offeredWidth, height: offeredHeight))
        }
        func kept(_ offered: CGFloat, _ value: CGFloat, _ mode: FlexMeasureMode) -> Double {
            let size = value.isFinite ? max(0, value) : 0
            switch mode {
            case .exactly: return Double(offered)
            case .atMost: return Double(min(offered, size))
            case .undefined: return Double(size)
            }
        }
        return FlexSize(
            width: kept(offeredWidth, measured.width, widthMode),
            height: kept(offeredHeight, measured.height, heightMode))
    }

    // MARK: LayoutViewAttachment

    /// A flex container placed by constraints wants its content's size: as wide as its content, and as
    /// tall as its content at the width it was given (or at its content's width before it has one).
    package func intrinsicContentSize(of view: LayoutView) -> CGSize? {
        guard !view.translatesAutoresizingMaskIntoConstraints, layoutRoot(of: view) === view,
            !items().isEmpty
        else { return nil }
        let unlimited = CGFloat.greatestFiniteMagnitude
        let natural = sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let width = view.bounds.width > 0 ? view.bounds.width : natural.width
        let height =
            width == natural.width ? natural.height : sizeThatFits(CGSize(width: width, height: unlimited)).height
        intrinsicWidth = view.bounds.width
        return CGSize(width: natural.width, height: height)
    }

    /// The container's subviews changed: its items are collected again.
    package func subviewsDidChange(of view: LayoutView) {
        invalidateItems()
    }

    /// A flex container that is no item of another lays out its items after its `layoutSubviews()`,
    /// so a container placed by constraints (or by hand) needs no `layout()` call of its own.
    package func didLayoutSubviews(of view: LayoutView) {
        guard layoutRoot(of: view) === view, !items().isEmpty else { return }
        if !view.translatesAutoresizingMaskIntoConstraints, intrinsicWidth != view.bounds.width {
            view.invalidateIntrinsicContentSize()
            view.updateConstraintFramesDuringLayout()
        }
        guard let root = calculate(width: Double(view.bounds.width), height: Double(view.bounds.height)) else { return }
        applyChildren(in: root.tree)
    }
}

extension FlexTree {
    /// The frame of `node` on the pixel grid from the last layout (what ``layout(of:)`` reports), or
    /// nil when the node is not in this tree; read without making the whole computed layout.
    func roundedFrame(of node: FlexNodeID) -> NodeFrame? {
        guard contains(node) else { return nil }
        return frameStore[Int(node.index)]
    }
}
