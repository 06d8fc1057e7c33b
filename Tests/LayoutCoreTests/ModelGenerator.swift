import Foundation
import LayoutCore
import LayoutTestSupport

/// Random programs for the model test, and the shrinker that makes a failing one small.
enum ModelGenerator {
    static let texts = [
        "Hi", "Hello", "Title text", "A longer line of text", "Ok", "", "Words that wrap over two or three lines",
    ]

    /// A random program: a tree of up to `maxViews` views, constraints across levels, and `edits` edits.
    static func program(_ random: inout SeededRandom, maxViews: Int = 10, edits: Int = 12, wild: Bool = false)
        -> ModelProgram
    {
        let count = random.int(2...maxViews)
        var views = [ModelView(parent: -1)]
        for index in 1..<count {
            var view = ModelView(parent: random.below(index))
            switch random.weighted([5, 2, 2, 1]) {
            case 1: view.kind = .intrinsic(CGFloat(random.int(0...80)), CGFloat(random.int(0...60)))
            case 2: view.kind = .label(random.pick(texts))
            case 3: view.kind = .wrappingLabel(random.pick(texts))
            default: break
            }
            if random.chance(0.12) {
                view.frame = CGRect(
                    x: random.int(0...60), y: random.int(0...60), width: random.int(0...80), height: random.int(0...60))
            }
            if random.chance(0.12) { view.semantic = random.chance(0.7) ? .forceRightToLeft : .forceLeftToRight }
            if random.chance(0.3) { view.hugging = priority(&random) }
            if random.chance(0.3) { view.compression = priority(&random) }
            views.append(view)
        }
        var program = ModelProgram(
            rootSize: CGSize(width: random.int(100...500), height: random.int(100...800)),
            rightToLeft: random.chance(0.25), views: views, constraints: [], edits: [])
        let constraintCount = random.int(0...(2 * count))
        for _ in 0..<constraintCount {
            if let constraint = constraint(&random, program) { program.constraints.append(constraint) }
        }
        for _ in 0..<random.int(0...4) {
            if var constraint = constraint(&random, program) {
                constraint.active = false
                program.constraints.append(constraint)
            }
        }
        for _ in 0..<random.int(0...edits) {
            program.edits.append(edit(&random, program, wild: wild))
        }
        return program
    }

    /// A priority between 2 and 999 (the pulls that make layouts unique sit below 2).
    static func priority(_ random: inout SeededRandom) -> Float {
        Float(random.int(2000...999_000)) / 1000
    }

    static func constant(_ random: inout SeededRandom) -> CGFloat {
        switch random.weighted([3, 4, 1, 1]) {
        case 0: return 0
        case 1: return CGFloat(random.int(-40...120))
        case 2: return CGFloat(random.int(-300...300)) / 3
        default: return CGFloat(random.int(-20...20)) + 0.5
        }
    }

    static func constraint(_ random: inout SeededRandom, _ program: ModelProgram) -> ModelConstraint? {
        let candidates = program.views.indices.filter { $0 > 0 && program.views[$0].frame == nil }
        guard !candidates.isEmpty else { return nil }
        var constraint = ModelConstraint(first: random.pick(candidates), firstAttribute: .width)
        let relation = random.weighted([6, 2, 2])
        constraint.relation = relation == 0 ? .equal : (relation == 1 ? .lessThanOrEqual : .greaterThanOrEqual)
        constraint.priority = random.chance(0.3) ? 1000 : priority(&random)
        constraint.constant = constant(&random)
        let second = random.below(program.views.count)
        switch random.weighted([3, 2, 4, 3]) {
        case 0:
            // A size to a constant.
            constraint.firstAttribute = random.chance(0.5) ? .width : .height
            constraint.constant = abs(constraint.constant)
        case 1:
            // A size to a size.
            constraint.firstAttribute = random.chance(0.5) ? .width : .height
            constraint.second = second
            constraint.secondAttribute =
                random.chance(0.7) ? constraint.firstAttribute : random.pick([.width, .height])
            if random.chance(0.4) { constraint.multiplier = random.pick([0.5, 2, 0.25, 1.5, 0.75]) }
        case 2:
            // Horizontal positions: directional or absolute.
            let family: [LayoutAttribute] =
                random.chance(0.6) ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
            constraint.firstAttribute = random.pick(family)
            constraint.second = second
            constraint.secondAttribute = random.pick(family)
            if random.chance(0.2) { constraint.multiplier = random.pick([0.5, 2, 1.5, 0.75]) }
        default:
            let family: [LayoutAttribute] = [.top, .bottom, .centerY]
            constraint.firstAttribute = random.pick(family)
            constraint.second = second
            constraint.secondAttribute = random.pick(family)
            if random.chance(0.2) { constraint.multiplier = random.pick([0.5, 2, 1.5, 0.75]) }
        }
        return constraint
    }

    static func edit(_ random: inout SeededRandom, _ program: ModelProgram, wild: Bool = false) -> ModelEdit {
        if wild && random.chance(0.3) { return .wild(random.next()) }
        let viewCount = program.views.count
        let constraintCount = max(1, program.constraints.count)
        let view = viewCount > 1 ? random.int(1...(viewCount - 1)) : 0
        switch random.weighted([6, 3, 3, 2, 1, 2, 2, 3, 1, 1, 1, 1]) {
        case 0: return .constant(random.below(constraintCount), constant(&random))
        case 1: return .priority(random.below(constraintCount), random.chance(0.3) ? 1000 : priority(&random))
        case 2: return .activate(random.below(constraintCount))
        case 3: return .deactivate(random.below(constraintCount))
        case 4: return .hidden(view)
        case 5: return .intrinsic(view, CGFloat(random.int(0...90)), CGFloat(random.int(0...70)))
        case 6: return .text(view, random.pick(texts))
        case 7:
            return .move(
                view, to: random.below(viewCount), viaOtherTree: random.chance(0.4),
                touching: random.chance(0.5) ? random.below(constraintCount) : nil)
        case 8: return .rootSize(CGFloat(random.int(100...500)), CGFloat(random.int(100...800)))
        case 9: return .direction(rightToLeft: random.chance(0.5))
        case 10: return .semantic(view, random.pick([.unspecified, .forceRightToLeft, .forceLeftToRight]))
        default:
            return .frame(
                view,
                CGRect(
                    x: random.int(0...60), y: random.int(0...60), width: random.int(0...80), height: random.int(0...60))
            )
        }
    }

    // MARK: Shrinking

    /// Makes a failing program as small as it gets while it still fails.
    static func shrink(_ program: ModelProgram, fails: (ModelProgram) -> Bool) -> ModelProgram {
        var best = program
        var improved = true
        while improved {
            improved = false
            for candidate in smaller(best) where fails(candidate) {
                best = candidate
                improved = true
                break
            }
        }
        return best.compacted()
    }

    /// Programs one step smaller than `program`.
    private static func smaller(_ program: ModelProgram) -> [ModelProgram] {
        var result: [ModelProgram] = []
        // Large chunks of edits first (from the end), then single ones.
        var chunk = program.edits.count / 2
        while chunk > 1 {
            var end = program.edits.count
            while end - chunk >= 0 {
                var candidate = program
                candidate.edits.removeSubrange((end - chunk)..<end)
                result.append(candidate)
                end -= chunk
            }
            chunk /= 2
        }
        for index in program.edits.indices.reversed() {
            var candidate = program
            candidate.edits.remove(at: index)
            result.append(candidate)
        }
        for index in program.constraints.indices where !program.constraints[index].removed {
            var candidate = program
            candidate.constraints[index].removed = true
            result.append(candidate)
        }
        for index in program.views.indices.dropFirst() where !program.views[index].removed {
            var candidate = program
            candidate.views[index].removed = true
            result.append(candidate)
        }
        for index in program.constraints.indices where !program.constraints[index].removed {
            let constraint = program.constraints[index]
            var simpler: [ModelConstraint] = []
            if constraint.multiplier != 1 { simpler.append(with(constraint) { $0.multiplier = 1 }) }
            if constraint.constant != constraint.constant.rounded() {
                simpler.append(with(constraint) { $0.constant = $0.constant.rounded() })
            }
            if constraint.constant != 0 { simpler.append(with(constraint) { $0.constant = 0 }) }
            if constraint.priority != 1000 { simpler.append(with(constraint) { $0.priority = 1000 }) }
            if constraint.relation != .equal { simpler.append(with(constraint) { $0.relation = .equal }) }
            for replacement in simpler {
                var candidate = program
                candidate.constraints[index] = replacement
                result.append(candidate)
            }
        }
        for index in program.views.indices.dropFirst() where !program.views[index].removed {
            let view = program.views[index]
            var simpler: [ModelView] = []
            if view.kind != .plain { simpler.append(with(view) { $0.kind = .plain }) }
            if view.semantic != .unspecified { simpler.append(with(view) { $0.semantic = .unspecified }) }
            if view.hugging != 250 || view.compression != 750 {
                simpler.append(
                    with(view) {
                        $0.hugging = 250
                        $0.compression = 750
                    })
            }
            if view.parent > 0 { simpler.append(with(view) { $0.parent = 0 }) }
            for replacement in simpler {
                var candidate = program
                candidate.views[index] = replacement
                result.append(candidate)
            }
        }
        if program.rightToLeft {
            var candidate = program
            candidate.rightToLeft = false
            result.append(candidate)
        }
        return result
    }

    private static func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
        var copy = value
        change(&copy)
        return copy
    }
}

extension ModelProgram {
    /// The program without the views and constraints the shrinker took out, renumbered.
    func compacted() -> ModelProgram {
        func live(_ view: Int) -> Bool {
            var node = view
            while node >= 0 {
                if views[node].removed { return false }
                node = views[node].parent
            }
            return true
        }
        var viewMap: [Int: Int] = [-1: -1]
        var newViews: [ModelView] = []
        for (index, view) in views.enumerated() where live(index) {
            viewMap[index] = newViews.count
            var copy = view
            copy.parent = viewMap[view.parent] ?? -1
            newViews.append(copy)
        }
        var constraintMap: [Int: Int] = [:]
        var newConstraints: [ModelConstraint] = []
        for (index, constraint) in constraints.enumerated() {
            guard !constraint.removed, let first = viewMap[constraint.first] else { continue }
            var copy = constraint
            copy.first = first
            if let second = constraint.second {
                guard let mapped = viewMap[second] else { continue }
                copy.second = mapped
            }
            constraintMap[index] = newConstraints.count
            newConstraints.append(copy)
        }
        var newEdits: [ModelEdit] = []
        for edit in edits {
            switch edit {
            case .constant(let c, let v): if let c = constraintMap[c] { newEdits.append(.constant(c, v)) }
            case .priority(let c, let v): if let c = constraintMap[c] { newEdits.append(.priority(c, v)) }
            case .activate(let c): if let c = constraintMap[c] { newEdits.append(.activate(c)) }
            case .deactivate(let c): if let c = constraintMap[c] { newEdits.append(.deactivate(c)) }
            case .hidden(let v): if let v = viewMap[v] { newEdits.append(.hidden(v)) }
            case .intrinsic(let v, let w, let h): if let v = viewMap[v] { newEdits.append(.intrinsic(v, w, h)) }
            case .text(let v, let s): if let v = viewMap[v] { newEdits.append(.text(v, s)) }
            case .move(let v, let to, let via, let touching):
                if let v = viewMap[v], let to = viewMap[to] {
                    newEdits.append(
                        .move(v, to: to, viaOtherTree: via, touching: touching.flatMap { constraintMap[$0] }))
                }
            case .rootSize, .direction, .wild: newEdits.append(edit)
            case .semantic(let v, let s): if let v = viewMap[v] { newEdits.append(.semantic(v, s)) }
            case .frame(let v, let r): if let v = viewMap[v] { newEdits.append(.frame(v, r)) }
            }
        }
        return ModelProgram(
            rootSize: rootSize, rightToLeft: rightToLeft, views: newViews, constraints: newConstraints, edits: newEdits)
    }
}
