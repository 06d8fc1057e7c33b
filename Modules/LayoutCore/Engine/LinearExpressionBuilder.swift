import Foundation

/// Turns anchors into linear expressions over an engine's variables.
///
/// Every item's variables are relative to its superview (a guide's to its owning view). A
/// constraint is expressed in the coordinates of the view it is installed on (the nearest common
/// ancestor of its items): an item's position gains the offset of every view between it and that
/// ancestor, and the ancestor's own positions are read in its bounds. Positions with a multiplier
/// (`view.top == container.bottom / 4`) are therefore relative to the common ancestor, as in UIKit.
extension EngineBase {
    /// Whether the constraint is mirrored: it relates leading or trailing of a right-to-left item, so
    /// it reads from right to left (`leading == superview.leading + 15` is 15 points in from the right).
    /// For a constraint whose items exist; `starts` is its ``LayoutConstraint/distanceStarts``.
    private func isMirrored(_ constraint: LayoutConstraint, _ starts: (first: ItemToken?, second: ItemToken?)) -> Bool {
        let directional: ItemToken
        if constraint.storedFirstAttribute.isDirectional {
            directional = constraint.firstToken
        } else if let start = starts.first, constraint.firstMinusAttribute.isDirectional {
            directional = start
        } else if let second = constraint.secondToken, constraint.storedSecondAttribute.isDirectional {
            directional = second
        } else if let start = starts.second, constraint.secondMinusAttribute.isDirectional {
            directional = start
        } else {
            return false
        }
        return hostView(of: directional)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The solver expression of `constraint` (`first - multiplier * second`, from which the engine
    /// subtracts the constant), or a reason it has none.
    ///
    /// A mirrored constraint is measured from right to left, as in UIKit: a constraint between
    /// positions is negated as a whole, so its constant and its inequality both turn around
    /// (`a.leading >= b.leading + 10` keeps `a`'s right edge at least 10 points inside `b`'s); in a
    /// constraint between sizes only the distances between directional anchors (`anchorWithOffset`)
    /// are negated, while widths and heights keep their sign.
    func expression(of constraint: LayoutConstraint) -> (LinearExpression, String?) {
        var form = LinearExpression()
        let problem = expression(of: constraint, into: &form)
        return (problem == nil ? form : LinearExpression(), problem)
    }

    /// Builds the solver expression of `constraint` in `form` (emptied first, its room kept); returns
    /// the reason it has none, if any (`form` then holds nothing of use).
    ///
    /// (The items' tokens and attributes are read straight from the constraint's fields, the box of
    /// the distances' starts once.)
    func expression(of constraint: LayoutConstraint, into form: inout LinearExpression) -> String? {
        form.terms.removeAll(keepingCapacity: true)
        form.constant = 0
        // (The view it is installed on is borrowed, not retained: the tree holds it while the engine builds.)
        guard let installed = constraint.unretainedInstalledView, constraint.itemsExist else {
            return "it is not installed"
        }
        return installed._withUnsafeGuaranteedRef { space in expression(of: constraint, in: space, into: &form) }
    }

    /// ``expression(of:into:)`` for a constraint whose items exist, installed on `space`.
    private func expression(
        of constraint: LayoutConstraint, in space: LayoutView, into form: inout LinearExpression
    ) -> String? {
        let starts = constraint.distanceStarts
        let mirrored = isMirrored(constraint, starts)
        let firstAttribute = constraint.storedFirstAttribute
        let isDistance = firstAttribute.isDimension || starts.first != nil
        func sign(_ attribute: LayoutAttribute, _ start: ItemToken?, _ startAttribute: LayoutAttribute) -> Double {
            guard mirrored else { return 1 }
            guard isDistance else { return -1 }
            return attribute.isDirectional || (start != nil && startAttribute.isDirectional) ? -1 : 1
        }
        let firstFactor = sign(firstAttribute, starts.first, constraint.firstMinusAttribute)
        let secondToken = constraint.secondToken
        let secondAttribute = constraint.storedSecondAttribute
        let secondFactor =
            secondToken == nil
            ? 0 : -Double(constraint.multiplier) * sign(secondAttribute, starts.second, constraint.secondMinusAttribute)
        form.terms.reserveCapacity(8)
        guard add(constraint.firstToken, firstAttribute, times: firstFactor, in: space, to: &form),
            starts.first.map({ add($0, constraint.firstMinusAttribute, times: -firstFactor, in: space, to: &form) })
                ?? true,
            secondToken.map({ add($0, secondAttribute, times: secondFactor, in: space, to: &form) }) ?? true,
            starts.second.map({ add($0, constraint.secondMinusAttribute, times: -secondFactor, in: space, to: &form) })
                ?? true
        else { return "an item left the tree" }
        return nil
    }

    /// Adds `factor` times the form of one anchor (an item's token and attribute, in the coordinates of
    /// `space`) to `form`, in place.
    ///
    /// (The item is read through its token, without a dynamic cast, and views through their own state;
    /// a view and its ancestors are borrowed, not retained: the tree holds them while the engine builds.)
    private func add(
        _ token: ItemToken, _ attribute: LayoutAttribute, times factor: Double, in space: LayoutView,
        to form: inout LinearExpression
    ) -> Bool {
        guard let view = token.unretainedView else {
            guard let guide = token.guide else { return false }
            return add(guide, attribute, times: factor, in: space, to: &form)
        }
        return view._withUnsafeGuaranteedRef { view in
            if let plain = attribute.withoutMargin {
                return add(view.layoutMarginsGuide, plain, times: factor, in: space, to: &form)
            }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                let baselineView =
                    attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                if baselineView !== view && baselineView.isDescendant(of: view) {
                    return add(baselineView, attribute, times: factor, in: space, to: &form)
                }
            }
            return add(view, attribute, times: factor, in: space, to: &form)
        }
    }

    /// Adds `factor` times an attribute of a view (the anchor's own, or the view its baseline is read
    /// from) to `form`, in place.
    private func add(
        _ target: LayoutView, _ attribute: LayoutAttribute, times factor: Double, in space: LayoutView,
        to form: inout LinearExpression
    ) -> Bool {
        guard let state = viewState(target) else { return false }
        if target === space {
            addLocal(attribute, ItemVariables(state), factor, to: &form, origin: .zero, view: target)
            return true
        }
        var variables = ItemVariables(state)
        let parent = target.unretainedSuperview
        if !subsystems.isEmpty {
            if parent?.toOpaque() != Unmanaged.passUnretained(space).toOpaque() {
                noteReach(from: parent?.takeUnretainedValue(), to: space)
            }
            if state.maySolveOnItsOwn { variables = outsideVariables(of: target, state, attribute) }
        }
        addLocal(attribute, variables, factor, to: &form, origin: nil, view: target)
        // Sizes are the same in every coordinate space: only positions gain the offsets of the views in between.
        return addOffsets(&form, factor, from: parent, to: space, axis: attribute.isDimension ? nil : attribute.axis)
    }

    /// Adds `factor` times an attribute of a guide (in the coordinates of `space`) to `form`, in place.
    private func add(
        _ guide: LayoutGuide, _ attribute: LayoutAttribute, times factor: Double, in space: LayoutView,
        to form: inout LinearExpression
    ) -> Bool {
        guard let owner = guide.owningView else { return false }
        if !subsystems.isEmpty && owner !== space { noteReach(from: owner, to: space) }
        guard addGuideForm(guide, owner: owner, attribute, factor, to: &form) else { return false }
        return addOffsets(
            &form, factor, from: Unmanaged.passUnretained(owner), to: space,
            axis: attribute.isDimension ? nil : attribute.axis)
    }

    /// A view's state in this engine, read straight from the view when it keeps it (made when missing).
    @inline(__always) private func viewState(_ view: LayoutView) -> ItemEngineState? {
        if let state = view.engineState, state.engineID === identity, !keepsStatesInTables { return state }
        return variables(for: view)
    }

    /// A guide's state in this engine, read straight from the guide when it keeps it (made when missing).
    @inline(__always) private func guideState(_ guide: LayoutGuide) -> ItemEngineState? {
        if let state = guide.engineState, state.engineID === identity, !keepsStatesInTables { return state }
        return variables(for: guide)
    }

    /// Adds `factor` times the offsets of the views from `start` up to (not including) `space` (the
    /// views borrowed, not retained).
    private func addOffsets(
        _ form: inout LinearExpression, _ factor: Double, from start: Unmanaged<LayoutView>?, to space: LayoutView,
        axis: LayoutAxis?
    ) -> Bool {
        guard let axis else { return true }
        let end = Unmanaged.passUnretained(space).toOpaque()
        var node = start
        while let current = node, current.toOpaque() != end {
            let parent: Unmanaged<LayoutView>?? = current._withUnsafeGuaranteedRef { view in
                guard let parent = view.unretainedSuperview, let state = viewState(view) else { return nil }
                if axis == .horizontal {
                    form.add(state.x, factor)
                    form.constant -= factor * Double(view.boundsOrigin.x)
                } else {
                    form.add(state.y, factor)
                    form.constant -= factor * Double(view.boundsOrigin.y)
                }
                return .some(parent)
            }
            guard let next = parent else { return false }
            node = next
        }
        return node?.toOpaque() == end
    }

    /// Adds `factor` times an attribute of an item with its own variables, in its parent's coordinates
    /// (or at `origin`, for the view a constraint is installed on, read in its own bounds). `view`
    /// gives the direction and the baselines; a guide passes its owning view as `direction` only.
    private func addLocal(
        _ attribute: LayoutAttribute, _ state: ItemVariables, _ factor: Double, to form: inout LinearExpression,
        origin: CGPoint?, view: LayoutView?, direction: LayoutView? = nil
    ) {
        func x() {
            if let origin { form.constant += factor * Double(origin.x) } else { form.add(state.x, factor) }
        }
        func y() {
            if let origin { form.constant += factor * Double(origin.y) } else { form.add(state.y, factor) }
        }
        // (The direction is read only for leading and trailing: it resolves the view's inherited traits.)
        func rightToLeft() -> Bool { (direction ?? view)?.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        switch attribute {
        case .left: x()
        case .right:
            x()
            form.add(state.width, factor)
        case .leading:
            x()
            if rightToLeft() { form.add(state.width, factor) }
        case .trailing:
            x()
            if !rightToLeft() { form.add(state.width, factor) }
        case .centerX:
            x()
            form.add(state.width, 0.5 * factor)
        case .width: form.add(state.width, factor)
        case .top: y()
        case .bottom:
            y()
            form.add(state.height, factor)
        case .centerY:
            y()
            form.add(state.height, 0.5 * factor)
        case .height: form.add(state.height, factor)
        case .firstBaseline, .lastBaseline:
            y()
            addBaseline(&form, attribute == .firstBaseline, state, factor, view: view)
        default: break
        }
    }

    /// A baseline below the top (times `factor`): text views place it from their text; others at the bottom edge.
    private func addBaseline(
        _ form: inout LinearExpression, _ first: Bool, _ state: ItemVariables, _ factor: Double, view: LayoutView?
    ) {
        if let metrics = view?.textBaselineMetrics() {
            // Text centred vertically (a label): baseline = top + height / 2 + (offset - textHeight / 2).
            form.add(state.height, 0.5 * factor)
            form.constant += factor * Double((first ? metrics.first : metrics.last) - metrics.textHeight / 2)
        } else if first, let offset = view?.firstBaselineOffsetFromTop {
            form.constant += factor * Double(offset)
        } else if !first, let offset = view?.lastBaselineOffsetFromBottom {
            form.add(state.height, factor)
            form.constant -= factor * Double(offset)
        } else {
            form.add(state.height, factor)
        }
    }

    /// Adds `factor` times an attribute of a guide, in its owning view's coordinates, to `form`; false
    /// when the attribute is not one of a guide.
    private func addGuideForm(
        _ guide: LayoutGuide, owner: LayoutView, _ attribute: LayoutAttribute, _ factor: Double,
        to form: inout LinearExpression
    ) -> Bool {
        if guide.hasOwnVariables {
            guard let state = guideState(guide) else { return false }
            addLocal(attribute, ItemVariables(state), factor, to: &form, origin: nil, view: nil, direction: owner)
            return true
        }
        guard let ownerState = viewState(owner) else { return false }
        let insets: EdgeInsets
        switch guide.kind {
        case .margins: insets = owner.effectiveMarginInsets
        case .safeArea: insets = owner.safeAreaInsets
        default: insets = .zero
        }
        // The owner's bounds, inset: x from origin + left to origin + width - right.
        let origin = owner.boundsOrigin
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = Double(origin.x + insets.left)
        let top = Double(origin.y + insets.top)
        let constant: Double
        switch attribute {
        case .left,
            .leading where !rightToLeft, .trailing where rightToLeft:
            constant = left
        case .right, .trailing, .leading:
            form.add(ownerState.width, factor)
            constant = Double(origin.x - insets.right)
        case .centerX:
            form.add(ownerState.width, 0.5 * factor)
            constant = Double(origin.x) + Double(insets.left - insets.right) / 2
        case .width:
            form.add(ownerState.width, factor)
            constant = -Double(insets.left + insets.right)
        case .top:
            constant = top
        case .bottom:
            form.add(ownerState.height, factor)
            constant = Double(origin.y - insets.bottom)
        case .centerY:
            form.add(ownerState.height, 0.5 * factor)
            constant = Double(origin.y) + Double(insets.top - insets.bottom) / 2
        case .height:
            form.add(ownerState.height, factor)
            constant = -Double(insets.top + insets.bottom)
        default:
            return false
        }
        form.constant += constant * factor
        return true
    }
}
