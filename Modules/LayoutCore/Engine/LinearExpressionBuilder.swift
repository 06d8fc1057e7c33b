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
    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        let directional: AnchorReference
        if constraint.first.attribute.isDirectional {
            directional = constraint.first
        } else if let reference = constraint.firstMinus, reference.attribute.isDirectional {
            directional = reference
        } else if let reference = constraint.second, reference.attribute.isDirectional {
            directional = reference
        } else if let reference = constraint.secondMinus, reference.attribute.isDirectional {
            directional = reference
        } else {
            return false
        }
        guard constraint.itemsExist else { return false }
        let item = directional.item
        let view = (item as? LayoutView) ?? (item as? LayoutGuide)?.owningView
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
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
        guard let space = constraint.installedView, constraint.itemsExist else {
            return (LinearExpression(), "it is not installed")
        }
        let mirrored = isMirrored(constraint)
        let isDistance = constraint.first.attribute.isDimension || constraint.firstMinus != nil
        func sign(_ reference: AnchorReference, _ start: AnchorReference?) -> Double {
            guard mirrored else { return 1 }
            guard isDistance else { return -1 }
            return reference.attribute.isDirectional || (start?.attribute.isDirectional ?? false) ? -1 : 1
        }
        let firstFactor = sign(constraint.first, constraint.firstMinus)
        let secondFactor =
            constraint.second.map { -Double(constraint.multiplier) * sign($0, constraint.secondMinus) } ?? 0
        var form = LinearExpression()
        form.terms.reserveCapacity(8)
        guard add(constraint.first, times: firstFactor, in: space, to: &form),
            constraint.firstMinus.map({ add($0, times: -firstFactor, in: space, to: &form) }) ?? true,
            constraint.second.map({ add($0, times: secondFactor, in: space, to: &form) }) ?? true,
            constraint.secondMinus.map({ add($0, times: -secondFactor, in: space, to: &form) }) ?? true
        else { return (LinearExpression(), "an item left the tree") }
        return (form, nil)
    }

    /// Adds `factor` times the form of one anchor (in the coordinates of `space`) to `form`, in place.
    private func add(
        _ reference: AnchorReference, times factor: Double, in space: LayoutView, to form: inout LinearExpression
    ) -> Bool {
        let item = reference.item
        var attribute = reference.attribute
        var target: any LayoutItem = item
        if let view = item as? LayoutView {
            if let plain = attribute.withoutMargin {
                target = view.layoutMarginsGuide
                attribute = plain
            } else if attribute == .firstBaseline || attribute == .lastBaseline {
                let baselineView =
                    attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                if baselineView !== view && baselineView.isDescendant(of: view) { target = baselineView }
            }
        }
        // Sizes are the same in every coordinate space: only positions gain the offsets of the views in between.
        let positionAxis = attribute.isDimension ? nil : attribute.axis
        if let view = target as? LayoutView {
            guard let state = variables(for: view) else { return false }
            if view === space {
                addLocal(attribute, ItemVariables(state), factor, to: &form, origin: .zero, view: view)
                return true
            }
            var variables = ItemVariables(state)
            if !subsystems.isEmpty {
                noteReach(from: view.superview, to: space)
                variables = outsideVariables(of: view, state, attribute)
            }
            addLocal(attribute, variables, factor, to: &form, origin: nil, view: view)
            return addOffsets(&form, factor, from: view.superview, to: space, axis: positionAxis)
        }
        guard let guide = target as? LayoutGuide, let owner = guide.owningView else { return false }
        if !subsystems.isEmpty && owner !== space { noteReach(from: owner, to: space) }
        guard let guideForm = guideForm(guide, owner: owner, attribute) else { return false }
        form.add(guideForm, times: factor)
        return addOffsets(&form, factor, from: owner, to: space, axis: positionAxis)
    }

    /// Adds `factor` times the offsets of the views from `start` up to (not including) `space`.
    private func addOffsets(
        _ form: inout LinearExpression, _ factor: Double, from start: LayoutView?, to space: LayoutView,
        axis: LayoutAxis?
    ) -> Bool {
        guard let axis else { return true }
        var node = start
        while let view = node, view !== space {
            guard view.superview != nil, let state = variables(for: view) else { return false }
            if axis == .horizontal {
                form.add(state.x, factor)
                form.constant -= factor * Double(view.boundsOrigin.x)
            } else {
                form.add(state.y, factor)
                form.constant -= factor * Double(view.boundsOrigin.y)
            }
            node = view.superview
        }
        return node === space
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
        let rightToLeft = (direction ?? view)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: x()
        case .right:
            x()
            form.add(state.width, factor)
        case .leading:
            x()
            if rightToLeft { form.add(state.width, factor) }
        case .trailing:
            x()
            if !rightToLeft { form.add(state.width, factor) }
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
        if let label = view as? Label, let metrics = label.baselineMetrics() {
            // A label centres its text vertically: baseline = top + height / 2 + (offset - textHeight / 2).
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

    /// An attribute of a guide, in its owning view's coordinates.
    private func guideForm(_ guide: LayoutGuide, owner: LayoutView, _ attribute: LayoutAttribute) -> LinearExpression? {
        if guide.hasOwnVariables {
            guard let state = variables(for: guide) else { return nil }
            var form = LinearExpression()
            addLocal(attribute, ItemVariables(state), 1, to: &form, origin: nil, view: nil, direction: owner)
            return form
        }
        guard let ownerState = variables(for: owner) else { return nil }
        let insets: EdgeInsets
        switch guide.kind {
        case .margins: insets = owner.effectiveMarginInsets
        case .safeArea: insets = owner.safeAreaInsets
        default: insets = .zero
        }
        // The owner's bounds, inset: x from origin + left to origin + width - right.
        let origin = owner.boundsOrigin
        var form = LinearExpression()
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = Double(origin.x + insets.left)
        let top = Double(origin.y + insets.top)
        switch attribute {
        case .left,
            .leading where !rightToLeft, .trailing where rightToLeft:
            form.constant = left
        case .right, .trailing, .leading:
            form.add(ownerState.width)
            form.constant = Double(origin.x - insets.right)
        case .centerX:
            form.add(ownerState.width, 0.5)
            form.constant = Double(origin.x) + Double(insets.left - insets.right) / 2
        case .width:
            form.add(ownerState.width)
            form.constant = -Double(insets.left + insets.right)
        case .top:
            form.constant = top
        case .bottom:
            form.add(ownerState.height)
            form.constant = Double(origin.y - insets.bottom)
        case .centerY:
            form.add(ownerState.height, 0.5)
            form.constant = Double(origin.y) + Double(insets.top - insets.bottom) / 2
        case .height:
            form.add(ownerState.height)
            form.constant = -Double(insets.top + insets.bottom)
        default:
            return nil
        }
        return form
    }
}
