import Foundation

extension LayoutEngine {
    /// The whole pass: bring the solver up to date, write frames, then `layoutSubviews()` top-down.
    func performLayout() {
        guard let root, !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        updateFrames()
        // Depth first, each view's subviews in order (as they were once the view was laid out), each
        // checked when it is reached: a clean subview is passed over without being queued, or retained
        // (the level's copy of the list holds it). The levels' list is kept between passes for its room.
        var levels: [(subviews: [LayoutView], next: Int)] = []
        swap(&levels, &layoutLevels)
        defer {
            levels.removeAll(keepingCapacity: true)
            swap(&levels, &layoutLevels)
        }
        var node: LayoutView? = root
        while true {
            if let view = node, view.subtreeNeedsLayout || view.needsLayoutFlag {
                view.subtreeNeedsLayout = false
                if view.needsLayoutFlag {
                    view.needsLayoutFlag = false
                    view.layoutSubviews()
                    view.layoutAttachment?.didLayoutSubviews(of: view)
                    if hasPendingWork || root.subtreeNeedsUpdateConstraints { updateFrames() }
                }
                if !view.subviews.isEmpty { levels.append((view.subviews, 0)) }
            }
            node = nil
            while node == nil, let last = levels.indices.last {
                // The level's clean subviews are passed over in one scan of its list (a root of N cells
                // of which few moved is not walked cell by cell through the levels' array).
                let found = LayoutEngine.nextNeedingLayout(in: levels[last].subviews, from: levels[last].next)
                if let found {
                    levels[last].next = found.index + 1
                    node = found.view.takeUnretainedValue()
                } else {
                    levels.removeLast()
                }
            }
            if node == nil { break }
        }
    }

    /// The position and view of the first of `subviews` from `start` on that needs layout (or holds
    /// one that does), if any; the clean ones are passed over unretained (the list holds them).
    private static func nextNeedingLayout(
        in subviews: [LayoutView], from start: Int
    ) -> (index: Int, view: Unmanaged<LayoutView>)? {
        subviews.withUnsafeBufferPointer { subviews in
            var index = start
            while index < subviews.count {
                let candidate = Unmanaged.passUnretained(subviews[index])
                if candidate._withUnsafeGuaranteedRef({ $0.subtreeNeedsLayout || $0.needsLayoutFlag }) {
                    return (index, candidate)
                }
                index += 1
            }
            return nil
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
            if changed { resetWidthFollowers() }
            settleWidthFollowers(scale: root.rootScale, afterEachRound: settleSubsystems)
            while !dissolveQueue.isEmpty {
                // A subsystem went back into the shared system: settle again from its new state.
                sync()
                resetWidthFollowers()
                settleWidthFollowers(scale: root.rootScale, afterEachRound: settleSubsystems)
            }
            if hasPendingWork { sync() }
            writeFrames(root)
            if !hasPendingWork { return }
        }
        var names: [String] = []
        for item in pendingItems { names.append(displayName(of: item)) }
        for constraint in pendingConstantConstraints + pendingConstraints {
            names += constraint.existingItems.map { displayName(of: $0) }
        }
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
        let safeAreaActive = root.rootSafeAreaInsets != .zero || lastRootSafeArea != .zero
        lastRootSafeArea = root.rootSafeAreaInsets
        var full = needsFullFrameWrite || safeAreaActive
        needsFullFrameWrite = false
        // (The views moved by hand stay held until the end: the starts below are unretained.)
        var dirty: [LayoutView] = []
        swap(&dirty, &framesDirty)
        defer {
            dirty.removeAll(keepingCapacity: true)
            if framesDirty.isEmpty { swap(&dirty, &framesDirty) }
        }
        frameStarts.removeAll(keepingCapacity: true)
        if full {
            solver.takeChangedVariables { _ in }
        } else {
            let rootAddress = UInt(bitPattern: Unmanaged.passUnretained(root).toOpaque())
            solver.takeChangedVariables { variable in
                guard Int(variable.index) < variableOwners.count else { return }
                switch variableOwners[Int(variable.index)] {
                case .view(let view): addFrameStart(view, root: rootAddress)
                case .guide(let guide):
                    if let owner = guide.takeUnretainedValue().owningView {
                        addFrameStart(Unmanaged.passUnretained(owner), root: rootAddress)
                    }
                case .none: break
                }
            }
            for view in dirty { addFrameStart(Unmanaged.passUnretained(view), root: rootAddress) }
            // Top-down, by depth. (A view marked twice, not in a row, is written twice: the second
            // write finds the frame and position it leaves, and changes nothing.)
            sortFrameStartsByDepth()
            full = frameStarts.first?.depth == 0
        }
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
        var rewritten = Set<UInt>()
        var positioned: UInt = 0
        var previous: UInt = 0
        for index in frameStarts.indices {
            let start = frameStarts[index]
            // (A view marked twice in a row is written once.)
            guard start.view != previous else { continue }
            previous = start.view
            // (The view and its parent are borrowed, not retained: the tree holds them while frames are written.)
            Unmanaged<LayoutView>.fromOpaque(UnsafeRawPointer(bitPattern: start.view)!)._withUnsafeGuaranteedRef {
                view in
                guard let parent = view.unretainedSuperview else { return }
                if !rewritten.isEmpty {
                    var ancestor: Unmanaged<LayoutView>? = parent
                    while let node = ancestor {
                        if rewritten.contains(UInt(bitPattern: node.toOpaque())) { return }
                        ancestor = node._withUnsafeGuaranteedRef { $0.unretainedSuperview }
                    }
                }
                parent._withUnsafeGuaranteedRef { parent in
                    // A parent's position is final once the starts above its depth are written: siblings
                    // share it.
                    if start.parent != positioned {
                        position(of: parent)
                        positioned = start.parent
                    }
                    if writeStart(view, in: parent, scale: scale) { rewritten.insert(start.view) }
                }
            }
        }
    }

    /// Writes the frame of a start and, when it moved by a fraction of a pixel, the frames below it;
    /// returns whether it wrote those.
    private func writeStart(_ view: LayoutView, in parent: LayoutView, scale: CGFloat) -> Bool {
        let oldAbsolute = view.layoutAbsolute
        writeFrame(of: view, in: parent, scale: scale)
        writeGuides(of: view, scale: scale)
        // Frames below are relative to this view and rounded in root coordinates: when it moved by
        // whole pixels they stay as they were (those whose variables changed are starts of their own).
        // (Past 1e8 points a double's last bit nears the 1e-6 pixel that tells a whole-pixel move:
        // there, always rewrite. A feed of 10,000 cells reaches 1e6.)
        let absolute = view.layoutAbsolute
        let dx = (absolute.x - oldAbsolute.x) * scale
        let dy = (absolute.y - oldAbsolute.y) * scale
        let near =
            abs(absolute.x) < 1e8 && abs(absolute.y) < 1e8 && abs(oldAbsolute.x) < 1e8 && abs(oldAbsolute.y) < 1e8
        // (The distance to the nearest whole pixel, from a floor: `rounded()` is a call into libm.)
        // (A coordinate that did not move is a whole-pixel move without the floor: a cell moved down keeps its x.)
        if near && (dx == 0 || abs(dx - (dx + 0.5).rounded(.down)) < 1e-6)
            && (dy == 0 || abs(dy - (dy + 0.5).rounded(.down)) < 1e-6)
        {
            return false
        }
        writeSubtree(of: view, scale: scale, safeAreas: false)
        return true
    }

    /// Orders the starts by depth, keeping the order they came in within a depth (a counting sort: a
    /// tree has few depths, and the starts of one parent mostly come together).
    private func sortFrameStartsByDepth() {
        guard let first = frameStarts.first else { return }
        var lowest = first.depth
        var highest = first.depth
        for start in frameStarts {
            lowest = min(lowest, start.depth)
            highest = max(highest, start.depth)
        }
        guard lowest != highest else { return }
        // (The counts and the sorted copy use arrays kept between passes, taken out while in use: no
        // allocation a pass, and writes to locals.)
        var counts: [Int] = []
        var sorted: [FrameStart] = []
        swap(&counts, &frameDepthCounts)
        swap(&sorted, &frameStartsSorted)
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: highest - lowest + 2))
        // (Every slot is written below: the copy only needs the count, not the starts.)
        if sorted.count > frameStarts.count {
            sorted.removeLast(sorted.count - frameStarts.count)
        } else if sorted.count < frameStarts.count {
            let blank = FrameStart(depth: 0, parent: 0, view: 0)
            sorted.append(contentsOf: repeatElement(blank, count: frameStarts.count - sorted.count))
        }
        frameStarts.withUnsafeBufferPointer { starts in
            counts.withUnsafeMutableBufferPointer { counts in
                for start in starts { counts[start.depth - lowest + 1] += 1 }
                for depth in 1..<counts.count { counts[depth] += counts[depth - 1] }
                sorted.withUnsafeMutableBufferPointer { sorted in
                    for start in starts {
                        sorted[counts[start.depth - lowest]] = start
                        counts[start.depth - lowest] += 1
                    }
                }
            }
        }
        swap(&frameStarts, &sorted)
        swap(&sorted, &frameStartsSorted)
        swap(&counts, &frameDepthCounts)
    }

    /// Where a partial frame write starts: a view (by address, unretained: the tree holds it), its
    /// parent's address and its depth below the root.
    struct FrameStart {
        var depth: Int
        var parent: UInt
        var view: UInt
    }

    /// Adds a view whose frame must be written again (one of another tree is skipped; the root, at
    /// depth 0, asks for a full write).
    private func addFrameStart(_ view: Unmanaged<LayoutView>, root: UInt) {
        let address = UInt(bitPattern: view.toOpaque())
        if let last = frameStarts.last, last.view == address { return }
        var depth = 0
        var top = view
        var parent: UInt = 0
        // (Unretained: the tree holds its views while the engine writes.)
        while let above = top._withUnsafeGuaranteedRef({ $0.unretainedSuperview }) {
            if depth == 0 { parent = UInt(bitPattern: above.toOpaque()) }
            depth += 1
            top = above
        }
        guard UInt(bitPattern: top.toOpaque()) == root else { return }
        frameStarts.append(FrameStart(depth: depth, parent: parent, view: address))
    }

    /// Recomputes `view`'s position in root coordinates (unrounded and rounded) from its ancestors.
    ///
    /// Frames are read by their origin, never `minX`/`minY`: those of a frame with a negative size
    /// (which constraints can give) are its other edge.
    private func position(of view: LayoutView) {
        var chain: [Unmanaged<LayoutView>] = []
        swap(&chain, &positionChain)
        defer {
            chain.removeAll(keepingCapacity: true)
            swap(&chain, &positionChain)
        }
        var node: LayoutView? = view
        while let current = node {
            chain.append(Unmanaged.passUnretained(current))
            node = current.superview
        }
        var absolute = CGPoint.zero
        var rounded = CGPoint.zero
        var parent: LayoutView?
        for link in chain.reversed() {
            let current = link.takeUnretainedValue()
            if let parent {
                let origin = parent.boundsOrigin
                let frame = current.frame
                if !current.translatesFlag, let state = storedViewState(current) {
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
        if !child.translatesFlag, let state = storedFrameVariables(child) {
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
            if !child.frame.isIdentical(to: frame) { child.setSolvedFrame(frame) }
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

    /// Writes the frames of a view's guides (none without a box of rare fields: most views, asked inline).
    @inline(__always) private func writeGuides(of view: LayoutView, scale: CGFloat) {
        if view.extras != nil { writeGuidesOfExtras(of: view, scale: scale) }
    }

    private func writeGuidesOfExtras(of view: LayoutView, scale: CGFloat) {
        guard let extras = view.extras, !extras.guides.isEmpty || extras.scrollContentGuide != nil else { return }
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
            view.ownedGuideWasSolved(guide)
        }
    }

    // MARK: Queries

    /// Whether the solver leaves any of the view's position or size undetermined.
    func isAmbiguous(_ view: LayoutView) -> Bool {
        sync()
        settleWidthFollowers(scale: view.rootView.rootScale, afterEachRound: settleSubsystems)
        guard let state = lookupState(view), !view.translatesFlag else { return false }
        let variables = view.superview == nil ? [state.width, state.height] : state.variables
        return variables.contains { solver.isAmbiguous($0) }
    }

    /// The constraints in the solver that mention the view on an axis.
    func constraintsAffectingLayout(of view: LayoutView, axis: LayoutAxis) -> [LayoutConstraint] {
        sync()
        var result: [LayoutConstraint] = view.referencing.filter { constraint in
            guard lookupRecord(constraint) != nil else { return false }
            let anchors: [AnchorReference?] = [
                constraint.first, constraint.firstMinus, constraint.second, constraint.secondMinus,
            ]
            return anchors.contains { anchor in anchor?.item === view && anchor?.attribute.axis == axis }
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
