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
        for index in newViews.indices {
            newViews[index].pullTopAfter = newViews[index].pullTopAfter.flatMap { viewMap[$0] }
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

// MARK: Chains of self-sizing cells

extension ModelGenerator {
    /// A random chain of cells (each cell's top the previous cell's bottom, as lists are built), each
    /// sized by its own content, with outside pulls that sometimes make the parent care about a cell's
    /// height (an optional constraint on its bottom, a sibling sized from it, a required bound) and
    /// constraints that sometimes reach inside a cell: the engine solves such cells as systems of their
    /// own only while that gives the shared answer, and edits flip between the two.
    static func chainProgram(_ random: inout SeededRandom, edits: Int = 14) -> ModelProgram {
        var views = [ModelView(parent: -1)]
        var cells: [Int] = []
        var inside: [[Int]] = []
        for index in 0..<random.int(2...5) {
            var cell = ModelView(parent: 0)
            if index > 0 { cell.pullTopAfter = cells[index - 1] }
            cells.append(views.count)
            views.append(cell)
            var members: [Int] = []
            for _ in 0..<random.int(1...3) {
                let parent = members.isEmpty || random.chance(0.7) ? cells[index] : random.pick(members)
                var view = ModelView(parent: parent)
                switch random.weighted([3, 2, 2, 2]) {
                case 1: view.kind = .intrinsic(CGFloat(random.int(0...80)), CGFloat(random.int(0...60)))
                case 2: view.kind = .label(random.pick(texts))
                case 3: view.kind = .wrappingLabel(random.pick(texts))
                default: break
                }
                if random.chance(0.2) { view.hugging = priority(&random) }
                if random.chance(0.2) { view.compression = priority(&random) }
                members.append(views.count)
                views.append(view)
            }
            inside.append(members)
        }
        var program = ModelProgram(
            rootSize: CGSize(width: random.int(100...500), height: random.int(100...800)),
            rightToLeft: random.chance(0.2), views: views, constraints: [], edits: [])
        func add(_ constraint: ModelConstraint) { program.constraints.append(constraint) }
        func requiredOrNot(_ chance: Double) -> Float { random.chance(chance) ? 1000 : priority(&random) }
        for (index, cell) in cells.enumerated() {
            // The chain.
            if index == 0 {
                add(ModelConstraint(first: cell, firstAttribute: .top, second: 0, secondAttribute: .top))
            } else {
                add(
                    ModelConstraint(
                        first: cell, firstAttribute: .top, second: cells[index - 1], secondAttribute: .bottom,
                        constant: CGFloat(random.int(0...12)), priority: requiredOrNot(0.85)))
            }
            // The width: from the parent (both edges) or the cell's own.
            if random.chance(0.5) {
                add(ModelConstraint(first: cell, firstAttribute: .leading, second: 0, secondAttribute: .leading))
                add(
                    ModelConstraint(
                        first: cell, firstAttribute: .trailing, second: 0, secondAttribute: .trailing,
                        constant: CGFloat(-random.int(0...20))))
            } else {
                add(ModelConstraint(first: cell, firstAttribute: .leading, second: 0, secondAttribute: .leading))
                add(ModelConstraint(first: cell, firstAttribute: .width, constant: CGFloat(random.int(40...300))))
            }
            // The content: stacked down the cell, the cell's bottom below the last.
            var above = cell
            var aboveAttribute = LayoutAttribute.top
            for member in inside[index] where views[member].parent == cell {
                add(
                    ModelConstraint(
                        first: member, firstAttribute: .top, second: above, secondAttribute: aboveAttribute,
                        constant: CGFloat(random.int(0...10)), priority: requiredOrNot(0.8)))
                add(
                    ModelConstraint(
                        first: member, firstAttribute: .leading, second: cell, secondAttribute: .leading,
                        constant: CGFloat(random.int(0...10))))
                if random.chance(0.6) {
                    add(
                        ModelConstraint(
                            first: member, firstAttribute: .trailing, relation: .lessThanOrEqual, second: cell,
                            secondAttribute: .trailing, priority: requiredOrNot(0.7)))
                }
                above = member
                aboveAttribute = .bottom
            }
            for member in inside[index] where views[member].parent != cell {
                let parent = views[member].parent
                add(ModelConstraint(first: member, firstAttribute: .top, second: parent, secondAttribute: .top))
                add(ModelConstraint(first: member, firstAttribute: .leading, second: parent, secondAttribute: .leading))
                add(
                    ModelConstraint(
                        first: parent, firstAttribute: .bottom, relation: .greaterThanOrEqual, second: member,
                        secondAttribute: .bottom, priority: requiredOrNot(0.7)))
            }
            add(
                ModelConstraint(
                    first: cell, firstAttribute: .bottom, second: above, secondAttribute: aboveAttribute,
                    constant: CGFloat(random.int(0...10)), priority: requiredOrNot(0.8)))
        }
        // Outside pulls on the cells' heights, some active from the start, some for edits to switch on.
        for _ in 0..<random.int(0...4) {
            let cell = random.pick(cells)
            var constraint: ModelConstraint
            switch random.weighted([3, 2, 2, 2, 1]) {
            case 0:
                // An optional pull on a cell's bottom.
                constraint = ModelConstraint(
                    first: cell, firstAttribute: .bottom, relation: random.pick([.equal, .lessThanOrEqual]), second: 0,
                    secondAttribute: random.pick([.bottom, .centerY]), constant: CGFloat(random.int(-200...0)),
                    priority: priority(&random))
            case 1:
                // A sibling sized from a cell.
                let other = random.pick(cells)
                constraint = ModelConstraint(
                    first: other, firstAttribute: .height, second: cell, secondAttribute: .height,
                    priority: requiredOrNot(0.5))
            case 2:
                // A required bound on the chain.
                constraint = ModelConstraint(
                    first: cell, firstAttribute: .bottom, relation: .lessThanOrEqual, second: 0,
                    secondAttribute: .bottom, priority: requiredOrNot(0.6))
            case 3:
                // A constraint reaching inside a cell from outside.
                let index = cells.firstIndex(of: cell)!
                let member = random.pick(inside[index])
                constraint = ModelConstraint(
                    first: member, firstAttribute: random.pick([.top, .height, .bottom]), second: 0,
                    secondAttribute: .top, constant: CGFloat(random.int(0...300)), priority: requiredOrNot(0.3))
                if constraint.firstAttribute == .height { constraint.secondAttribute = .height }
                if constraint.firstAttribute == .height { constraint.multiplier = 0.25 }
            default:
                // The last cell's bottom tied to the root's bottom.
                constraint = ModelConstraint(
                    first: cells[cells.count - 1], firstAttribute: .bottom, second: 0, secondAttribute: .bottom,
                    priority: requiredOrNot(0.5))
            }
            constraint.active = random.chance(0.5)
            program.constraints.append(constraint)
        }
        for _ in 0..<random.int(0...edits) {
            if random.chance(0.4) {
                // Switch an outside pull or a link on or off, or move its priority across required.
                let index = random.below(program.constraints.count)
                switch random.weighted([2, 2, 2]) {
                case 0: program.edits.append(.activate(index))
                case 1: program.edits.append(.deactivate(index))
                default: program.edits.append(.priority(index, requiredOrNot(0.5)))
                }
            } else {
                program.edits.append(edit(&random, program))
            }
        }
        return program
    }
}
