import Foundation

/// Turns anchors into linear forms over an engine's variables.
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
        let references = [constraint.first, constraint.firstMinus, constraint.second, constraint.secondMinus]
        guard let directional = references.first(where: { $0?.attribute.isDirectional ?? false }),
            let item = directional?.item, constraint.itemsExist
        else { return false }
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
    func expression(of constraint: LayoutConstraint) -> (LinearForm, String?) {
        guard let space = constraint.installedView, constraint.itemsExist else {
            return (LinearForm(), "it is not installed")
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
        var form = LinearForm()
        form.terms.reserveCapacity(8)
        guard add(constraint.first, times: firstFactor, in: space, to: &form),
            constraint.firstMinus.map({ add($0, times: -firstFactor, in: space, to: &form) }) ?? true,
            constraint.second.map({ add($0, times: secondFactor, in: space, to: &form) }) ?? true,
            constraint.secondMinus.map({ add($0, times: -secondFactor, in: space, to: &form) }) ?? true
        else { return (LinearForm(), "an item left the tree") }
        return (form, nil)
    }

    /// Adds `factor` times the form of one anchor (in the coordinates of `space`) to `form`.
    private func add(
        _ reference: AnchorReference, times factor: Double, in space: LayoutView, to form: inout LinearForm
    )
        -> Bool
    {
        guard let anchor = self.form(reference, in: space) else { return false }
        form.add(anchor, times: factor)
        return true
    }

    /// The form of one anchor in the coordinates of `space`.
    func form(_ reference: AnchorReference, in space: LayoutView) -> LinearForm? {
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
            guard let state = variables(for: view) else { return nil }
            if view === space {
                return localForm(attribute, state, origin: .zero, direction: view, baseline: view, inBounds: true)
            }
            var result = localForm(attribute, state, origin: nil, direction: view, baseline: view, inBounds: false)
            guard addOffsets(&result, from: view.superview, to: space, axis: positionAxis) else { return nil }
            return result
        }
        guard let guide = target as? LayoutGuide, let owner = guide.owningView else { return nil }
        guard var result = guideForm(guide, owner: owner, attribute) else { return nil }
        guard addOffsets(&result, from: owner, to: space, axis: positionAxis) else { return nil }
        return result
    }

    /// Adds the offsets of the views from `start` up to (not including) `space`.
    private func addOffsets(_ form: inout LinearForm, from start: LayoutView?, to space: LayoutView, axis: LayoutAxis?)
        -> Bool
    {
        guard let axis else { return true }
        var node = start
        while let view = node, view !== space {
            guard view.superview != nil, let state = variables(for: view) else { return false }
            if axis == .horizontal {
                form.add(state.x)
                form.constant -= Double(view.boundsOrigin.x)
            } else {
                form.add(state.y)
                form.constant -= Double(view.boundsOrigin.y)
            }
            node = view.superview
        }
        return node === space
    }

    /// An attribute of an item with its own variables, in its parent's coordinates (or its own bounds).
    private func localForm(
        _ attribute: LayoutAttribute, _ state: ItemEngineState, origin: CGPoint?, direction: LayoutView?,
        baseline: LayoutView?, inBounds: Bool
    ) -> LinearForm {
        var form = LinearForm()
        func x() {
            if let origin { form.constant += Double(origin.x) } else { form.add(state.x) }
        }
        func y() {
            if let origin { form.constant += Double(origin.y) } else { form.add(state.y) }
        }
        let rightToLeft = direction?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: x()
        case .right:
            x()
            form.add(state.width)
        case .leading:
            x()
            if rightToLeft { form.add(state.width) }
        case .trailing:
            x()
            if !rightToLeft { form.add(state.width) }
        case .centerX:
            x()
            form.add(state.width, 0.5)
        case .width: form.add(state.width)
        case .top: y()
        case .bottom:
            y()
            form.add(state.height)
        case .centerY:
            y()
            form.add(state.height, 0.5)
        case .height: form.add(state.height)
        case .firstBaseline, .lastBaseline:
            y()
            addBaseline(&form, attribute == .firstBaseline, state, view: baseline)
        default: break
        }
        return form
    }

    /// A baseline below the top: text views place it from their text; others at the bottom edge.
    private func addBaseline(_ form: inout LinearForm, _ first: Bool, _ state: ItemEngineState, view: LayoutView?) {
        if let label = view as? Label, let metrics = label.baselineMetrics() {
            // A label centres its text vertically: baseline = top + height / 2 + (offset - textHeight / 2).
            form.add(state.height, 0.5)
            form.constant += Double((first ? metrics.first : metrics.last) - metrics.textHeight / 2)
        } else if first, let offset = view?.firstBaselineOffsetFromTop {
            form.constant += Double(offset)
        } else if !first, let offset = view?.lastBaselineOffsetFromBottom {
            form.add(state.height)
            form.constant -= Double(offset)
        } else {
            form.add(state.height)
        }
    }

    /// An attribute of a guide, in its owning view's coordinates.
    private func guideForm(_ guide: LayoutGuide, owner: LayoutView, _ attribute: LayoutAttribute) -> LinearForm? {
        if guide.hasOwnVariables {
            guard let state = variables(for: guide) else { return nil }
            return localForm(attribute, state, origin: nil, direction: owner, baseline: nil, inBounds: false)
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
        var form = LinearForm()
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
