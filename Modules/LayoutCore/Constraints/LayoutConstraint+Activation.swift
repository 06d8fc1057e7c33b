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
        guard !activeFlag else { return }
        if let problem = validationProblem() {
            report(problem.kind, problem.message + "; the constraint was not activated")
            return
        }
        guard let host = installationView() else {
            report(
                .invalidHierarchy,
                "the items of \(self) have no common ancestor; the constraint was not activated")
            return
        }
        activeFlag = true
        installedView = host
        installedIndex = host.installedConstraints.count
        host.installedConstraints.append(self)
        for item in items {
            (item as? any LayoutNode)?.referencing.append(self)
        }
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
        for item in items {
            guard var node = item as? any LayoutNode else { continue }
            if let position = node.referencing.lastIndex(where: { $0 === self }) {
                node.referencing.remove(at: position)
            }
        }
        (engineRecord?.engine as? LayoutEngine)?.constraintDeactivated(self)
        installedView = nil
        installedIndex = -1
    }

    func engineNotify(_ change: Change) {
        if change == .priority && !priority.isValid {
            report(.invalidValue, "priority \(priority) of \(self) is outside 1...1000; it was clamped")
            priority = LayoutPriority(min(max(priority.rawValue, 1), 1000))
            return
        }
        guard activeFlag else { return }
        if let engine = engineRecord?.engine as? LayoutEngine {
            engine.constraintChanged(self)
        } else {
            installedView?.rootView.existingEngine?.constraintChanged(self)
        }
    }

    /// The view to install on: the nearest common ancestor of the items' views.
    func installationView() -> LayoutView? {
        var host: LayoutView?
        for item in items {
            guard let view = hostView(of: item) else { return nil }
            if let current = host {
                guard let common = current.nearestCommonAncestor(with: view) else { return nil }
                host = common
            } else {
                host = view
            }
        }
        return host
    }

    /// What is wrong with the constraint as written, if anything.
    func validationProblem() -> (kind: LayoutDiagnostic.Kind, message: String)? {
        guard first.item != nil, second == nil || second?.item != nil else {
            return (.invalidInput, "\(self) refers to an item that no longer exists")
        }
        guard constant.isFinite else { return (.invalidValue, "the constant of \(self) is not finite") }
        guard multiplier.isFinite else { return (.invalidValue, "the multiplier of \(self) is not finite") }
        if !priority.isValid { priority = LayoutPriority(min(max(priority.rawValue, 1), 1000)) }
        let firstAttribute = first.attribute
        guard firstAttribute != .notAnAttribute else {
            return (.invalidInput, "\(self) has no first attribute")
        }
        let firstIsDistance = firstAttribute.isDimension || firstMinus != nil
        if let second {
            let secondIsDistance = second.attribute.isDimension || secondMinus != nil
            if firstIsDistance != secondIsDistance {
                return (.invalidInput, "\(self) relates a size to a position")
            }
            if !firstIsDistance && firstAttribute.axis != second.attribute.axis {
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
        let references = [first, firstMinus, second, secondMinus].compactMap { $0 }
        if references.contains(where: { $0.attribute.isDirectional })
            && references.contains(where: { $0.attribute.isAbsoluteHorizontal })
        {
            return (.invalidInput, "\(self) mixes leading/trailing with left/right")
        }
        for reference in references where reference.item is LayoutGuide {
            switch reference.attribute {
            case .firstBaseline, .lastBaseline:
                return (.invalidInput, "\(self) asks a layout guide for a baseline")
            case _ where reference.attribute.withoutMargin != nil:
                return (.invalidInput, "\(self) asks a layout guide for a margin attribute")
            default: break
            }
        }
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
