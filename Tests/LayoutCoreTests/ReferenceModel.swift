import Foundation

@testable import LayoutCore

/// The reference model of the Auto Layout engine, kept deliberately simple: every view's frame in
/// root coordinates as four plain solver variables, each constraint written directly on them, and
/// the whole state solved from scratch by the ``Solver`` alone.
///
/// The rules, as UIKit defines them and `Docs/Architecture.md` states them:
/// - a size is a size wherever it is read; a position is measured from the nearest common ancestor
///   of the constraint's items (so a multiplier on a position is relative to that ancestor);
/// - leading and trailing follow each item's own direction; a constraint whose first directional
///   anchor belongs to a right-to-left item reads from right to left: negated as a whole, so its
///   constant and inequality turn around;
/// - a view positioned by its frame is held there (the root by its size);
/// - intrinsic sizes: `size <= intrinsic` at the hugging priority, `size >= intrinsic` at the
///   compression resistance priority.
struct ReferenceModel {
    /// The state to solve: the tree and the active constraints, in the order they were activated.
    struct State {
        var rootSize: CGSize
        var rightToLeft: Bool
        var views: [ModelView]
        /// Each view's parent now (-1 for the root and for views out of the tree).
        var parents: [Int]
        var intrinsic: [CGSize?]
        var active: [ModelConstraint]
        /// The text of each label that wraps (nil for other views).
        var wrappingTexts: [String?] = []
    }

    /// The frames, with wrapping labels measured at the width they get: solved from scratch with each
    /// label unwrapped, then again with each measured at its solved width, until the widths settle.
    static func solve(_ state: State) -> [CGRect?]? {
        var hints = [CGFloat?](repeating: nil, count: state.views.count)
        var current = state
        for _ in 0..<8 {
            for (view, text) in state.wrappingTexts.enumerated() {
                guard let text else { continue }
                let label = Label(text: text)
                label.numberOfLines = 0
                current.intrinsic[view] = label.intrinsicSize(forWidth: hints[view])
            }
            guard let frames = solveOnce(current) else { return nil }
            var changed = false
            for (view, text) in state.wrappingTexts.enumerated() {
                guard text != nil, let frame = frames[view] else { continue }
                let width = roundToPixel(max(0, frame.size.width), 3)
                if let hint = hints[view], abs(hint - width) <= 0.5 / 3 { continue }
                if hints[view] == nil, let natural = current.intrinsic[view]?.width, width >= natural - 0.5 / 3 {
                    continue
                }
                hints[view] = width
                changed = true
            }
            if !changed { return frames }
        }
        return solveOnce(current)
    }

    /// The frames in root coordinates (nil for views out of the tree), or nil when a required
    /// constraint cannot hold, with the intrinsic sizes as given.
    static func solveOnce(_ state: State) -> [CGRect?]? {
        var solver = Solver()
        solver.invariantCheckRowLimit = 0
        let count = state.views.count
        var x: [SolverVariable] = []
        var y: [SolverVariable] = []
        var w: [SolverVariable] = []
        var h: [SolverVariable] = []
        for _ in 0..<count {
            x.append(solver.makeVariable())
            y.append(solver.makeVariable())
            w.append(solver.makeVariable())
            h.append(solver.makeVariable())
        }
        func inTree(_ view: Int) -> Bool { view == 0 || state.parents[view] >= 0 }
        func rightToLeft(_ view: Int) -> Bool {
            var node = view
            while node >= 0 {
                switch state.views[node].semantic {
                case .forceRightToLeft: return true
                case .forceLeftToRight, .playback, .spatial: return false
                case .unspecified: node = state.parents[node]
                }
            }
            return state.rightToLeft
        }
        var ok = true
        func add(_ terms: [(SolverVariable, Double)], _ constant: Double, _ relation: LayoutRelation, _ priority: Float)
        {
            let expression = LinearExpression(terms.map { LinearTerm($0.0, $0.1) }, constant: constant)
            do {
                try solver.add(expression, relation, priority: LayoutPriority(priority))
            } catch {
                if priority >= 1000 { ok = false }
            }
        }
        // The root at the origin with its size; frame-based views where their frame says.
        add([(x[0], 1)], 0, .equal, 1000)
        add([(y[0], 1)], 0, .equal, 1000)
        add([(w[0], 1)], -Double(state.rootSize.width), .equal, 1000)
        add([(h[0], 1)], -Double(state.rootSize.height), .equal, 1000)
        for view in 1..<count where inTree(view) {
            let parent = state.parents[view]
            if let frame = state.views[view].frame {
                add([(x[view], 1), (x[parent], -1)], -Double(frame.minX), .equal, 1000)
                add([(y[view], 1), (y[parent], -1)], -Double(frame.minY), .equal, 1000)
                add([(w[view], 1)], -Double(frame.width), .equal, 1000)
                add([(h[view], 1)], -Double(frame.height), .equal, 1000)
                continue
            }
            if let size = state.intrinsic[view] {
                let hug = state.views[view].hugging
                let resist = state.views[view].compression
                if size.width >= 0 {
                    add([(w[view], 1)], -Double(size.width), .lessThanOrEqual, hug)
                    add([(w[view], 1)], -Double(size.width), .greaterThanOrEqual, resist)
                }
                if size.height >= 0 {
                    add([(h[view], 1)], -Double(size.height), .lessThanOrEqual, hug)
                    add([(h[view], 1)], -Double(size.height), .greaterThanOrEqual, resist)
                }
            }
        }
        // The constraints, as written.
        func value(_ view: Int, _ attribute: LayoutAttribute) -> [(SolverVariable, Double)] {
            let rtl = rightToLeft(view)
            switch attribute {
            case .left: return [(x[view], 1)]
            case .right: return [(x[view], 1), (w[view], 1)]
            case .centerX: return [(x[view], 1), (w[view], 0.5)]
            case .leading: return rtl ? [(x[view], 1), (w[view], 1)] : [(x[view], 1)]
            case .trailing: return rtl ? [(x[view], 1)] : [(x[view], 1), (w[view], 1)]
            case .width: return [(w[view], 1)]
            case .top: return [(y[view], 1)]
            case .bottom: return [(y[view], 1), (h[view], 1)]
            case .centerY: return [(y[view], 1), (h[view], 0.5)]
            case .height: return [(h[view], 1)]
            default: return []
            }
        }
        for constraint in state.active {
            let first = constraint.first
            let second = constraint.second
            guard inTree(first), second.map(inTree) ?? true else { continue }
            let isSize = constraint.firstAttribute == .width || constraint.firstAttribute == .height
            var terms = value(first, constraint.firstAttribute)
            let constant = -Double(constraint.constant)
            if let second {
                var secondTerms = value(second, constraint.secondAttribute)
                if !isSize {
                    // Positions are measured from the nearest common ancestor.
                    let space = ModelProgram.commonAncestor(first, second, parents: state.parents)
                    let origin = constraint.firstAttribute.isVertical ? y[space] : x[space]
                    terms.append((origin, -1))
                    secondTerms.append((origin, -1))
                }
                var sign = 1.0
                let ends: [(view: Int, attribute: LayoutAttribute)] = [
                    (first, constraint.firstAttribute), (second, constraint.secondAttribute),
                ]
                let directional = ends.first { $0.attribute == .leading || $0.attribute == .trailing }
                if !isSize, let directional, rightToLeft(directional.0) { sign = -1 }
                terms = terms.map { ($0.0, $0.1 * sign) }
                terms += secondTerms.map { ($0.0, -$0.1 * Double(constraint.multiplier) * sign) }
            }
            add(terms, constant, constraint.relation, constraint.priority)
        }
        // The pulls that make every layout unique (the runner adds the same to the engine).
        for view in 1..<count where inTree(view) && state.views[view].frame == nil {
            let parent = state.parents[view]
            let pull = ModelRunner.pull(for: view)
            add([(x[view], 1), (x[parent], -1)], -Double(pull.frame.minX), .equal, pull.priorities[0])
            if let after = ModelProgram.pullAnchor(of: view, state.views, parents: state.parents), inTree(after) {
                add(
                    [(y[view], 1), (y[after], -1), (h[after], -1)], -Double(pull.frame.minY), .equal, pull.priorities[1]
                )
            } else {
                add([(y[view], 1), (y[parent], -1)], -Double(pull.frame.minY), .equal, pull.priorities[1])
            }
            add([(w[view], 1)], -Double(pull.frame.width), .equal, pull.priorities[2])
            add([(h[view], 1)], -Double(pull.frame.height), .equal, pull.priorities[3])
        }
        guard ok else { return nil }
        return (0..<count).map { view in
            guard inTree(view) else { return nil }
            return CGRect(
                x: solver.value(of: x[view]), y: solver.value(of: y[view]), width: solver.value(of: w[view]),
                height: solver.value(of: h[view]))
        }
    }
}

extension LayoutAttribute {
    /// Whether the attribute is a vertical position.
    fileprivate var isVertical: Bool {
        self == .top || self == .bottom || self == .centerY || self == .firstBaseline || self == .lastBaseline
    }
}
