import Foundation

extension LayoutEngine {
    /// The whole pass: bring the solver up to date, write frames, then `layoutSubviews()` top-down.
    func performLayout() {
        guard let root, !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        updateFrames()
        var stack = [root]
        while let view = stack.popLast() {
            guard view.subtreeNeedsLayout || view.needsLayoutFlag else { continue }
            view.subtreeNeedsLayout = false
            if view.needsLayoutFlag {
                view.needsLayoutFlag = false
                view.layoutSubviews()
                view.layoutAttachment?.didLayoutSubviews(of: view)
                if hasPendingWork || root.subtreeNeedsUpdateConstraints { updateFrames() }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Syncs the solver, settles wrapping labels and writes frames, again while safe areas feed back.
    ///
    /// Writing frames can queue work again (a safe area that moves a guide); after four rounds the
    /// pass stops and reports the views still changing.
    func updateFrames() {
        guard let root else { return }
        for _ in 0..<4 {
            root.updateConstraintsIfNeeded()
            let changed = hasPendingWork
            sync()
            if changed { resetWrappingLabels() }
            settleWrappingLabels(scale: root.rootScale)
            while !dissolveQueue.isEmpty {
                // A subsystem went back into the shared system: settle again from its new state.
                sync()
                resetWrappingLabels()
                settleWrappingLabels(scale: root.rootScale)
            }
            if hasPendingWork { sync() }
            writeFrames(root)
            if !hasPendingWork { return }
        }
        var names: [String] = []
        for item in pendingItems { names.append(displayName(of: item)) }
        for constraint in pendingConstraints { names += constraint.existingItems.map { displayName(of: $0) } }
        reportUnsettled(
            "the frames of the layout did not settle after 4 rounds (writing them changed the constraints again); "
                + "the last frames were kept. Still changing: ", names)
    }

    /// Writes the frames of the views the engine positions, with edges rounded to the root's pixel grid
    /// in root coordinates (so that siblings never gap or overlap), and the frames of guides.
    ///
    /// Only the subtrees of views whose variables changed (or whose frame was moved by hand) are
    /// visited, unless the tree changed shape, the scale changed, or safe areas are in use.
    func writeFrames(_ root: LayoutView) {
        isWritingFrames = true
        defer { isWritingFrames = false }
        let scale = root.rootScale
        let changed = solver.takeChangedVariables()
        let safeAreaActive = root.rootSafeAreaInsets != .zero || lastRootSafeArea != .zero
        lastRootSafeArea = root.rootSafeAreaInsets
        var full = needsFullFrameWrite || safeAreaActive
        needsFullFrameWrite = false
        var starts: [LayoutView] = []
        var marked = Set<ObjectIdentifier>()
        if !full {
            func mark(_ view: LayoutView?) {
                guard let view, marked.insert(ObjectIdentifier(view)).inserted else { return }
                starts.append(view)
            }
            for variable in changed where Int(variable.index) < variableOwners.count {
                switch variableOwners[Int(variable.index)] {
                case .view(let view): mark(view.takeUnretainedValue())
                case .guide(let guide): mark(guide.takeUnretainedValue().owningView)
                case .none: break
                }
            }
            for view in framesDirty { mark(view) }
            full = marked.contains(ObjectIdentifier(root))
        }
        framesDirty.removeAll()
        if full {
            if !root.translatesFlag, let state = lookupState(root) {
                let size = CGSize(
                    width: roundToPixel(CGFloat(value(state.width)), scale),
                    height: roundToPixel(CGFloat(value(state.height)), scale))
                if root.frame.size != size { root.frame = CGRect(origin: root.frame.origin, size: size) }
            }
            root.layoutAbsolute = .zero
            root.layoutRounded = .zero
            writeGuides(of: root, scale: scale)
            writeSubtree(of: root, scale: scale, safeAreas: safeAreaActive)
            return
        }
        // Top-down, so that a rewritten subtree covers the views below it.
        var rewritten = Set<ObjectIdentifier>()
        let ordered = starts.map { ($0, depth(of: $0)) }.sorted { $0.1 < $1.1 }
        for (view, _) in ordered {
            guard let parent = view.superview, view.rootView === root else { continue }
            var ancestor: LayoutView? = parent
            var covered = false
            while let node = ancestor {
                if rewritten.contains(ObjectIdentifier(node)) {
                    covered = true
                    break
                }
                ancestor = node.superview
            }
            if covered { continue }
            position(of: parent)
            let oldAbsolute = view.layoutAbsolute
            writeFrame(of: view, in: parent, scale: scale)
            writeGuides(of: view, scale: scale)
            // Frames below are relative to this view and rounded in root coordinates: when it moved by
            // whole pixels they stay as they were (those whose variables changed are starts of their own).
            // (Far from the origin a double no longer holds a pixel's fractions: there, always rewrite.)
            let dx = (view.layoutAbsolute.x - oldAbsolute.x) * scale
            let dy = (view.layoutAbsolute.y - oldAbsolute.y) * scale
            let near = [view.layoutAbsolute.x, view.layoutAbsolute.y, oldAbsolute.x, oldAbsolute.y].allSatisfy {
                abs($0) < 1e6
            }
            if near && abs(dx - dx.rounded()) < 1e-6 && abs(dy - dy.rounded()) < 1e-6 { continue }
            rewritten.insert(ObjectIdentifier(view))
            writeSubtree(of: view, scale: scale, safeAreas: false)
        }
    }

    /// The depth of a view below the root.
    private func depth(of view: LayoutView) -> Int {
        var count = 0
        var node = view.superview
        while let current = node {
            count += 1
            node = current.superview
        }
        return count
    }

    /// Recomputes `view`'s position in root coordinates (unrounded and rounded) from its ancestors.
    ///
    /// Frames are read by their origin, never `minX`/`minY`: those of a frame with a negative size
    /// (which constraints can give) are its other edge.
    private func position(of view: LayoutView) {
        var chain: [LayoutView] = []
        var node: LayoutView? = view
        while let current = node {
            chain.append(current)
            node = current.superview
        }
        var absolute = CGPoint.zero
        var rounded = CGPoint.zero
        var parent: LayoutView?
        for current in chain.reversed() {
            if let parent {
                let origin = parent.boundsOrigin
                let frame = current.frame
                if !current.translatesFlag, let state = lookupState(current) {
                    absolute.x += CGFloat(value(state.x)) - origin.x
                    absolute.y += CGFloat(value(state.y)) - origin.y
                } else {
                    absolute.x += frame.origin.x - origin.x
                    absolute.y += frame.origin.y - origin.y
                }
                rounded.x += frame.origin.x - origin.x
                rounded.y += frame.origin.y - origin.y
            }
            current.layoutAbsolute = absolute
            current.layoutRounded = rounded
            parent = current
        }
    }

    /// Writes the frames below `top` (not `top` itself), top-down.
    private func writeSubtree(of top: LayoutView, scale: CGFloat, safeAreas: Bool) {
        var stack = [top]
        while let parent = stack.popLast() {
            let parentInsets = parent.safeAreaInsets
            let parentSafe = parent.bounds.inset(by: parentInsets)
            for child in parent.subviews {
                writeFrame(of: child, in: parent, scale: scale)
                if safeAreas { updateSafeArea(of: child, parentSafe: parentSafe, parentInsets: parentInsets) }
                writeGuides(of: child, scale: scale)
                if !child.subviews.isEmpty { stack.append(child) }
            }
        }
    }

    /// Writes one view's frame from the solver (or keeps it, for views positioned by hand) and records
    /// its position in root coordinates, unrounded and rounded.
    private func writeFrame(of child: LayoutView, in parent: LayoutView, scale: CGFloat) {
        let origin = parent.boundsOrigin
        let parentAbsolute = parent.layoutAbsolute
        let parentRounded = parent.layoutRounded
        if !child.translatesFlag, let state = lookupState(child) {
            let x = CGFloat(value(state.x))
            let y = CGFloat(value(state.y))
            let width = CGFloat(value(state.width))
            let height = CGFloat(value(state.height))
            let absolute = CGPoint(x: parentAbsolute.x + x - origin.x, y: parentAbsolute.y + y - origin.y)
            let left = roundToPixel(absolute.x, scale)
            let top = roundToPixel(absolute.y, scale)
            let right = roundToPixel(absolute.x + width, scale)
            let bottom = roundToPixel(absolute.y + height, scale)
            child.layoutAbsolute = absolute
            child.layoutRounded = CGPoint(x: left, y: top)
            let frame = CGRect(
                x: left - parentRounded.x + origin.x, y: top - parentRounded.y + origin.y, width: right - left,
                height: bottom - top)
            if !child.frame.isIdentical(to: frame) { child.frame = frame }
        } else {
            let frame = child.frame
            child.layoutAbsolute = CGPoint(
                x: parentAbsolute.x + frame.origin.x - origin.x, y: parentAbsolute.y + frame.origin.y - origin.y)
            child.layoutRounded = CGPoint(
                x: parentRounded.x + frame.origin.x - origin.x, y: parentRounded.y + frame.origin.y - origin.y)
        }
    }

    /// Only the edges where the parent has an inset reach into a subview: an edge without one does not
    /// clip, so a subview that sticks out of its parent there (scroll content, an outset view) gets no
    /// inset (else its margins, measured from the safe area, would grow with it without end).
    private func updateSafeArea(of view: LayoutView, parentSafe: CGRect, parentInsets: EdgeInsets) {
        let frame = view.frame
        let insets = EdgeInsets(
            top: parentInsets.top > 0 ? max(0, parentSafe.minY - frame.minY) : 0,
            left: parentInsets.left > 0 ? max(0, parentSafe.minX - frame.minX) : 0,
            bottom: parentInsets.bottom > 0 ? max(0, frame.maxY - parentSafe.maxY) : 0,
            right: parentInsets.right > 0 ? max(0, frame.maxX - parentSafe.maxX) : 0)
        guard insets != view.computedSafeAreaInsets else { return }
        view.computedSafeAreaInsets = insets
        if view.lazySafeAreaGuide != nil || (view.lazyMarginsGuide != nil && view.insetsMarginsFromSafeAreaFlag) {
            guideGeometryChanged(of: view)
        }
    }

    private func writeGuides(of view: LayoutView, scale: CGFloat) {
        guard !view.guides.isEmpty || view.scrollContentGuide != nil else { return }
        let absolute = view.layoutAbsolute
        let rounded = view.layoutRounded
        var guides = view.guides
        if let content = view.scrollContentGuide { guides.append(content) }
        let origin = view.boundsOrigin
        for guide in guides {
            guard let state = lookupState(guide) else { continue }
            let x = absolute.x + CGFloat(value(state.x)) - origin.x
            let y = absolute.y + CGFloat(value(state.y)) - origin.y
            let left = roundToPixel(x, scale)
            let top = roundToPixel(y, scale)
            let right = roundToPixel(x + CGFloat(value(state.width)), scale)
            let bottom = roundToPixel(y + CGFloat(value(state.height)), scale)
            guide.solvedFrame = CGRect(
                x: left - rounded.x + origin.x, y: top - rounded.y + origin.y, width: right - left, height: bottom - top
            )
            if guide.kind == .scrollContent, let scroll = view as? ScrollView {
                scroll.contentSizeFromGuide(guide.solvedFrame.size)
            }
        }
    }

    // MARK: Queries

    /// Whether the solver leaves any of the view's position or size undetermined.
    func isAmbiguous(_ view: LayoutView) -> Bool {
        sync()
        settleWrappingLabels(scale: view.rootView.rootScale)
        guard let state = lookupState(view), !view.translatesFlag else { return false }
        let variables = view.superview == nil ? [state.width, state.height] : state.variables
        return variables.contains { solver.isAmbiguous($0) }
    }

    /// The constraints in the solver that mention the view on an axis.
    func constraintsAffectingLayout(of view: LayoutView, axis: LayoutAxis) -> [LayoutConstraint] {
        sync()
        var result: [LayoutConstraint] = view.referencing.filter { constraint in
            lookupRecord(constraint) != nil
                && [constraint.first, constraint.firstMinus, constraint.second, constraint.secondMinus].contains {
                    $0?.item === view && $0?.attribute.axis == axis
                }
        }
        result += describeMade(of: view).filter { $0.first.attribute.axis == axis }
        return result
    }
}

/// Rounds to the nearest point of a pixel grid (halves go up), forgiving floating-point noise.
func roundToPixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    guard value.isFinite else { return 0 }
    let rounded = (value * scale + 0.5 + 1e-7).rounded(.down) / scale
    return rounded.isFinite ? rounded : value
}
