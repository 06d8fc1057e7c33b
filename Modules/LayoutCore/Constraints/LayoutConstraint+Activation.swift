import Foundation

/// Storage every layout item keeps for the engine.
protocol LayoutNode: LayoutItem {
    /// The active constraints that mention the item.
    var referencing: [LayoutConstraint] { get set }
    /// The item's variables and engine-made constraints, while it is in an engine.
    var engineState: ItemEngineState? { get set }
}

extension LayoutConstraint {
    /// What changed on an active constraint.
    enum Change {
        case constant
        case priority
    }

    func activate() {
        if activeFlag && !itemsExist { deactivate() }
        guard !activeFlag else { return }
        // (The checks and the search read the items' tokens and attributes straight from the
        // constraint's fields, the box of the distances' starts once.)
        let starts = distanceStarts
        if let problem = validationProblem(starts) {
            report(problem.kind, problem.message + "; the constraint was not activated")
            return
        }
        guard let host = commonAncestor(starts) else {
            report(
                .invalidHierarchy,
                "the items of \(self) have no common ancestor; the constraint was not activated")
            return
        }
        activeFlag = true
        installedView = host
        installedIndex = host.installedConstraints.count
        host.installedConstraints.appendStartingWithRoom(self)
        forEachReferencingList { $0.appendStartingWithRoom(self) }
        host.rootView.existingEngine?.constraintActivated(self)
    }

    func deactivate() {
        guard activeFlag else { return }
        activeFlag = false
        if let host = installedView {
            let index = installedIndex
            if index >= 0 && index < host.installedConstraints.count && host.installedConstraints[index] === self {
                let last = host.installedConstraints.removeLast()
                if last !== self {
                    host.installedConstraints[index] = last
                    last.installedIndex = index
                }
            } else {
                host.installedConstraints.removeAll { $0 === self }
            }
        }
        forEachReferencingList { list in
            if let position = list.lastIndex(where: { $0 === self }) {
                list.remove(at: position)
            }
        }
        if engineRecord != nil { installedView?.rootView.existingEngine?.constraintDeactivated(self) }
        installedView = nil
        installedIndex = -1
    }

    /// Calls `body` with the list of referencing constraints of each item the constraint mentions
    /// that still exists (read through the tokens: no dynamic cast).
    func forEachReferencingList(_ body: (inout [LayoutConstraint]) -> Void) {
        forEachToken { token in
            // (A view is borrowed, not retained: the constraint's caller holds it.)
            if let view = token.unretainedView {
                view._withUnsafeGuaranteedRef { body(&$0.referencing) }
            } else if let guide = token.guide {
                body(&guide.referencing)
            }
        }
    }

    func engineNotify(_ change: Change) {
        guard activeFlag, itemsExist else { return }
        unretainedInstalledView?._withUnsafeGuaranteedRef {
            $0.withRootEngine { engine in
                if change == .constant {
                    engine.constantChanged(self)
                } else {
                    engine.constraintChanged(self)
                }
            }
        }
    }

    /// The view to install on: the nearest common ancestor of the items' views, for a constraint whose
    /// items exist (`starts`: ``distanceStarts``).
    ///
    /// (The views are borrowed, not retained, while the search walks them: the caller holds the items,
    /// and the items their ancestors.)
    private func commonAncestor(_ starts: (first: ItemToken?, second: ItemToken?)) -> LayoutView? {
        guard var host = unretainedHostView(of: firstToken) else { return nil }
        // (The three other references one by one: a loop over an array of them would allocate it.)
        for position in 0..<3 {
            let token = position == 0 ? starts.first : (position == 1 ? secondToken : starts.second)
            guard let token else { continue }
            guard let view = unretainedHostView(of: token) else { return nil }
            let viewParent = view._withUnsafeGuaranteedRef { $0.unretainedSuperview }
            if view.toOpaque() == host.toOpaque() || viewParent?.toOpaque() == host.toOpaque() { continue }
            let hostParent = host._withUnsafeGuaranteedRef { $0.unretainedSuperview }
            if hostParent?.toOpaque() == view.toOpaque() {
                host = view
                continue
            }
            if let hostParent, hostParent.toOpaque() == viewParent?.toOpaque() {
                host = hostParent
                continue
            }
            guard let common = host.takeUnretainedValue().nearestCommonAncestor(with: view.takeUnretainedValue())
            else { return nil }
            host = Unmanaged.passUnretained(common)
        }
        return host.takeUnretainedValue()
    }

    /// What is wrong with the constraint as written, if anything (checked without allocating unless it
    /// is wrong; `starts`: ``distanceStarts``).
    private func validationProblem(
        _ starts: (first: ItemToken?, second: ItemToken?)
    ) -> (kind: LayoutDiagnostic.Kind, message: String)? {
        guard itemsExist else {
            return (.invalidInput, "\(self) refers to an item that no longer exists")
        }
        guard constant.isFinite else { return (.invalidValue, "the constant of \(self) is not finite") }
        guard multiplier.isFinite else { return (.invalidValue, "the multiplier of \(self) is not finite") }
        let firstAttribute = storedFirstAttribute
        guard firstAttribute != .notAnAttribute else {
            return (.invalidInput, "\(self) has no first attribute")
        }
        let firstIsDistance = firstAttribute.isDimension || starts.first != nil
        if secondToken != nil {
            let secondIsDistance = storedSecondAttribute.isDimension || starts.second != nil
            if firstIsDistance != secondIsDistance {
                return (.invalidInput, "\(self) relates a size to a position")
            }
            if !firstIsDistance && firstAttribute.axis != storedSecondAttribute.axis {
                return (.invalidInput, "\(self) relates positions on different axes")
            }
            if !firstIsDistance && multiplier == 0 {
                return (
                    .invalidValue,
                    "\(self) has a multiplier of 0, which makes a position equal to a constant"
                )
            }
        } else if !firstIsDistance {
            return (.invalidInput, "\(self) sets a position to a constant; positions must be related in pairs")
        }
        var directional = false
        var absolute = false
        var problem: String?
        func visit(_ token: ItemToken?, _ attribute: LayoutAttribute) {
            guard let token else { return }
            directional = directional || attribute.isDirectional
            absolute = absolute || attribute.isAbsoluteHorizontal
            guard problem == nil,
                attribute == .firstBaseline || attribute == .lastBaseline || attribute.withoutMargin != nil
            else { return }
            // (A guide's token is of the guide kind: no dynamic cast.)
            if token.kind == .guide {
                problem =
                    attribute.withoutMargin == nil
                    ? "asks a layout guide for a baseline" : "asks a layout guide for a margin attribute"
            }
        }
        visit(firstToken, firstAttribute)
        visit(starts.first, firstMinusAttribute)
        visit(secondToken, storedSecondAttribute)
        visit(starts.second, secondMinusAttribute)
        if directional && absolute {
            return (.invalidInput, "\(self) mixes leading/trailing with left/right")
        }
        if let problem { return (.invalidInput, "\(self) \(problem)") }
        return nil
    }

    /// Reports a problem with the constraint, at the user's source location when it is known (line > 0).
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        let located = line > 0
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: kind, message: message, source: "engine", file: located ? file : nil, line: located ? line : nil))
    }
}

extension Array where Element == LayoutConstraint {
    /// Appends a constraint to an item's list of installed or referencing constraints, with room for
    /// four at the first (most items are named by a few constraints: one allocation instead of three
    /// as the list grows by doubling from one).
    @inline(__always) mutating func appendStartingWithRoom(_ constraint: LayoutConstraint) {
        if capacity == 0 { reserveCapacity(4) }
        append(constraint)
    }
}
