import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// Careless calls: every public entry point that takes a number gets NaN, infinities or huge values,
/// queries run in between, constraints outlive their views. Each call is undone before the next
/// layout, so the model's answer stands; what it must not do is crash, trap, or leave a frame that
/// is not finite.
extension ModelRunner {
    static let wildNumbers: [CGFloat] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, 9.3e18, -1e20, 1e9,
        -0.0,
    ]

    /// Makes one careless call, lays out, checks every frame is finite, and undoes the call.
    mutating func applyWild(_ seed: UInt64) -> String? {
        var random = SeededRandom(seed: seed)
        let live = views.indices.filter { $0 == 0 || parents[$0] >= 0 }
        let index = random.pick(live)
        let view = views[index]
        let root = views[0]
        let number = random.pick(ModelRunner.wildNumbers)
        let priority = LayoutPriority(Float(random.pick([Double.nan, .infinity, -.infinity, 0, 5000, -3, 1e30])))
        var undo: () -> Void = {}
        let choice = random.below(12)
        switch choice {
        case 0:
            let made = constraints.compactMap { $0 }
            guard !made.isEmpty else { break }
            let constraint = random.pick(made)
            let old = constraint.constant
            constraint.constant = number
            undo = { constraint.constant = old }
        case 1:
            let made = constraints.compactMap { $0 }
            guard !made.isEmpty else { break }
            let constraint = random.pick(made)
            let old = constraint.priority
            constraint.priority = priority
            undo = { constraint.priority = old }
        case 2:
            let axis: LayoutAxis = random.chance(0.5) ? .horizontal : .vertical
            let hugging = view.contentHuggingPriority(for: axis)
            let compression = view.contentCompressionResistancePriority(for: axis)
            view.setContentHuggingPriority(priority, for: axis)
            view.setContentCompressionResistancePriority(priority, for: axis)
            undo = {
                view.setContentHuggingPriority(hugging, for: axis)
                view.setContentCompressionResistancePriority(compression, for: axis)
            }
        case 3:
            let old = view.frame
            view.frame = CGRect(x: number, y: random.chance(0.5) ? number : 3, width: number, height: 10)
            undo = { view.frame = old }
        case 4:
            let target = CGSize(width: number, height: random.pick(ModelRunner.wildNumbers))
            let size = view.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: priority, verticalFittingPriority: .fittingSizeLevel)
            if !size.width.isFinite || !size.height.isFinite {
                return "systemLayoutSizeFitting(\(target)) of v\(index) gave \(size)"
            }
        case 5:
            _ = view.hasAmbiguousLayout
            _ = view.constraintsAffectingLayout(for: .horizontal).map(\.description)
            _ = view.constraintsAffectingLayout(for: .vertical).map(\.description)
            _ = views[0].hierarchyDescription()
            _ = constraints.compactMap { $0?.description }
            _ = view.diagnoseAmbiguousLayout()
        case 6:
            // A constraint that outlives its views.
            var orphan: LayoutConstraint?
            do {
                let temporary = LayoutView()
                temporary.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(temporary)
                let inner = LayoutView()
                temporary.addSubview(inner)
                orphan = inner.widthAnchor.constraint(equalTo: temporary.widthAnchor, multiplier: 0.5)
                orphan!.isActive = true
                views[0].layoutIfNeeded()
                temporary.removeFromSuperview()
            }
            orphan!.constant = number
            orphan!.priority = priority
            _ = orphan!.description
            orphan!.isActive = false
            orphan!.isActive = true
            if orphan!.isActive { return "a constraint whose views were freed is active" }
        case 7:
            let old = view.layoutMargins
            view.layoutMargins = EdgeInsets(top: number, left: number, bottom: 1, right: number)
            _ = view.layoutMarginsGuide.layoutFrame
            undo = { view.layoutMargins = old }
        case 8:
            let old = root.displayScale
            root.displayScale = number
            undo = { root.displayScale = old }
        case 9:
            let old = root.safeAreaInsets
            root.safeAreaInsets = EdgeInsets(top: number, left: 0, bottom: number, right: 1)
            undo = { root.safeAreaInsets = old }
        case 10:
            guard let label = view as? Label else { break }
            let width = label.preferredMaxLayoutWidth
            let lines = label.numberOfLines
            label.preferredMaxLayoutWidth = number
            label.numberOfLines = random.pick([0, -1, 3, Int.max])
            undo = {
                label.preferredMaxLayoutWidth = width
                label.numberOfLines = lines
            }
        default:
            view.alpha = number
            view.backgroundColor = Color(red: number, green: 0.5, blue: -number, alpha: number)
            _ = view.backgroundColor?.description
            _ = view.description
            undo = {
                view.alpha = 1
                view.backgroundColor = nil
            }
        }
        views[0].layoutIfNeeded()
        var problem: String?
        for (position, candidate) in views.enumerated() where position == 0 || parents[position] >= 0 {
            let frame = candidate.frame
            let manual = choice == 3 && position == index
            if !manual && ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
            {
                problem = "wild call \(choice) with \(number): v\(position) has the frame \(frame)"
            }
        }
        undo()
        return problem
    }
}
