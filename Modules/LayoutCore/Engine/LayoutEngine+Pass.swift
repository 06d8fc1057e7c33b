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
                if hasPendingWork { updateFrames() }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Syncs the solver, settles wrapping labels and writes frames, again while safe areas feed back.
    func updateFrames() {
        guard let root else { return }
        for _ in 0..<4 {
            sync()
            settleWrappingLabels(scale: root.rootScale)
            if hasPendingWork { sync() }
            writeFrames(root)
            if !hasPendingWork { return }
        }
    }

    /// Writes the frame of every view the engine positions, with edges rounded to the root's pixel grid
    /// in root coordinates (so that siblings never gap or overlap), and the frames of guides.
    func writeFrames(_ root: LayoutView) {
        let scale = root.rootScale
        if !root.translatesFlag, let state = lookupState(root) {
            let size = CGSize(
                width: roundToPixel(CGFloat(solver.value(of: state.width)), scale),
                height: roundToPixel(CGFloat(solver.value(of: state.height)), scale))
            if root.frame.size != size { root.frame = CGRect(origin: root.frame.origin, size: size) }
        }
        writeGuides(of: root, absolute: .zero, rounded: .zero, scale: scale)
        var stack: [(LayoutView, CGPoint, CGPoint)] = [(root, .zero, .zero)]
        while let (parent, parentAbsolute, parentRounded) = stack.popLast() {
            let origin = parent.boundsOrigin
            let parentInsets = parent.safeAreaInsets
            let parentSafe = parent.bounds.inset(by: parentInsets)
            for child in parent.subviews {
                var absolute: CGPoint
                var rounded: CGPoint
                if !child.translatesFlag, let state = lookupState(child) {
                    let x = CGFloat(solver.value(of: state.x))
                    let y = CGFloat(solver.value(of: state.y))
                    let width = CGFloat(solver.value(of: state.width))
                    let height = CGFloat(solver.value(of: state.height))
                    absolute = CGPoint(x: parentAbsolute.x + x - origin.x, y: parentAbsolute.y + y - origin.y)
                    let left = roundToPixel(absolute.x, scale)
                    let top = roundToPixel(absolute.y, scale)
                    let right = roundToPixel(absolute.x + width, scale)
                    let bottom = roundToPixel(absolute.y + height, scale)
                    rounded = CGPoint(x: left, y: top)
                    let frame = CGRect(
                        x: left - parentRounded.x + origin.x, y: top - parentRounded.y + origin.y,
                        width: right - left, height: bottom - top)
                    if child.frame != frame { child.frame = frame }
                } else {
                    let frame = child.frame
                    absolute = CGPoint(
                        x: parentAbsolute.x + frame.minX - origin.x, y: parentAbsolute.y + frame.minY - origin.y)
                    rounded = CGPoint(
                        x: parentRounded.x + frame.minX - origin.x, y: parentRounded.y + frame.minY - origin.y)
                }
                updateSafeArea(of: child, parentSafe: parentSafe, parentInsets: parentInsets)
                writeGuides(of: child, absolute: absolute, rounded: rounded, scale: scale)
                stack.append((child, absolute, rounded))
            }
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

    private func writeGuides(of view: LayoutView, absolute: CGPoint, rounded: CGPoint, scale: CGFloat) {
        var guides = view.guides
        if let scroll = view as? ScrollView { guides.append(scroll.contentLayoutGuide) }
        let origin = view.boundsOrigin
        for guide in guides {
            guard let state = lookupState(guide) else { continue }
            let x = absolute.x + CGFloat(solver.value(of: state.x)) - origin.x
            let y = absolute.y + CGFloat(solver.value(of: state.y)) - origin.y
            let left = roundToPixel(x, scale)
            let top = roundToPixel(y, scale)
            let right = roundToPixel(x + CGFloat(solver.value(of: state.width)), scale)
            let bottom = roundToPixel(y + CGFloat(solver.value(of: state.height)), scale)
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
        if let state = lookupState(view) {
            let engineMade = state.pins + state.intrinsic.compactMap { $0 }
            result += engineMade.filter { $0.first.attribute.axis == axis }
        }
        return result
    }
}

/// Rounds to the nearest point of a pixel grid (halves go up), forgiving floating-point noise.
package func roundToPixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    guard value.isFinite else { return 0 }
    return (value * scale + 0.5 + 1e-7).rounded(.down) / scale
}
