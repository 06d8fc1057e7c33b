import Foundation

/// A temporary engine for `systemLayoutSizeFitting`: the constraints of one view's subtree, with
/// the view's size pulled towards a target at given priorities.
final class FittingEngine: EngineBase {
    init(target: LayoutView) {
        super.init(root: nil, fittingTarget: target)
    }

    /// The fitting size of `view` (see ``LayoutView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    static func size(
        of view: LayoutView, target size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        let engine = FittingEngine(target: view)
        guard let state = engine.variables(for: view) else { return .zero }
        var constraints: [LayoutConstraint] = []
        var stack = [view]
        while let node = stack.popLast() {
            if !node.translatesFlag { _ = engine.variables(for: node) }
            constraints += node.installedConstraints
            stack.append(contentsOf: node.subviews)
        }
        for constraint in constraints where constraint.activeFlag {
            engine.addUserConstraint(constraint, quietly: true)
        }
        let pulls: [(LayoutAttribute, SolverVariable, CGFloat, LayoutPriority)] = [
            (.width, state.width, size.width, horizontal), (.height, state.height, size.height, vertical),
        ]
        for (attribute, variable, value, priority) in pulls where value.isFinite {
            // A target as large as `.greatestFiniteMagnitude` means "as large as it gets": the largest value the solver holds.
            let target = min(max(value, -CGFloat(valueLimit)), CGFloat(valueLimit))
            _ = engine.addMade(
                view, variable, attribute, target, .fitting,
                priority: LayoutPriority(min(max(priority.rawValue, 1), 1000)))
        }
        let scale = view.rootView.rootScale
        engine.settleWidthFollowers(scale: scale)
        return CGSize(
            width: roundToPixel(CGFloat(engine.value(state.width)), scale),
            height: roundToPixel(CGFloat(engine.value(state.height)), scale))
    }
}

extension LayoutEngine {
    /// The fitting size of `view`, computed by a temporary engine over its subtree.
    static func fittingSize(
        of view: LayoutView, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        FittingEngine.size(of: view, target: target, horizontal: horizontal, vertical: vertical)
    }
}
