import Foundation
import LayoutCore
import LayoutTestSupport

extension ModelGenerator {
    /// A random column as a vertical stack lays one out: members linked top to bottom in a container
    /// (labels, wrapping labels, views with an intrinsic size, small cells with content), filling its
    /// width, the container's bottom at the last member's, and weak constraints that cross the column:
    /// each member's top pulled towards the container's top (a stack's tie-breaker by index), the
    /// container hugging its width, pulls on the container's height, at priorities below and above
    /// what fixes the members' heights; edits change texts, sizes, priorities and links.
    static func columnProgram(_ random: inout SeededRandom, edits: Int = 12) -> ModelProgram {
        var views = [ModelView(parent: -1), ModelView(parent: 0)]
        let container = 1
        var members: [Int] = []
        var cellContent: [Int: [Int]] = [:]
        for index in 0..<random.int(2...9) {
            var member = ModelView(parent: container)
            if index > 0 && random.chance(0.6) { member.pullTopAfter = members[index - 1] }
            switch random.weighted([4, 3, 2, 2]) {
            case 0: member.kind = .label(random.pick(texts))
            case 1: member.kind = .wrappingLabel(random.pick(texts))
            case 2: member.kind = .intrinsic(CGFloat(random.int(0...80)), CGFloat(random.int(0...60)))
            default: break
            }
            if random.chance(0.25) { member.hugging = columnPriority(&random) }
            if random.chance(0.25) { member.compression = columnPriority(&random) }
            members.append(views.count)
            views.append(member)
            if member.kind == .plain {
                // A cell: content stacked inside it.
                var content: [Int] = []
                for _ in 0..<random.int(1...2) {
                    var view = ModelView(parent: members[index])
                    view.kind =
                        random.chance(0.5)
                        ? .label(random.pick(texts))
                        : .intrinsic(CGFloat(random.int(0...80)), CGFloat(random.int(0...60)))
                    content.append(views.count)
                    views.append(view)
                }
                cellContent[members[index]] = content
            }
        }
        var program = ModelProgram(
            rootSize: CGSize(width: random.int(100...500), height: random.int(100...800)),
            rightToLeft: random.chance(0.2), views: views, constraints: [], edits: [])
        func add(_ constraint: ModelConstraint) { program.constraints.append(constraint) }
        // The container: at the root's top, its width from the root, its height from the column.
        add(ModelConstraint(first: container, firstAttribute: .top, second: 0, secondAttribute: .top))
        add(ModelConstraint(first: container, firstAttribute: .leading, second: 0, secondAttribute: .leading))
        add(
            ModelConstraint(
                first: container, firstAttribute: .trailing, second: 0, secondAttribute: .trailing,
                constant: CGFloat(-random.int(0...20)), priority: random.chance(0.85) ? 1000 : priority(&random)))
        let gap = CGFloat(random.pick([0, 4, 8]))
        let fillOrder = columnPriority(&random)
        for (index, member) in members.enumerated() {
            if index == 0 {
                add(ModelConstraint(first: member, firstAttribute: .top, second: container, secondAttribute: .top))
            } else {
                add(
                    ModelConstraint(
                        first: member, firstAttribute: .top, second: members[index - 1], secondAttribute: .bottom,
                        constant: gap, priority: random.chance(0.9) ? 1000 : priority(&random)))
                // The tie-breaker: the member's top towards the container's top, weakly.
                add(
                    ModelConstraint(
                        first: member, firstAttribute: .top, relation: .lessThanOrEqual, second: container,
                        secondAttribute: .top, priority: random.chance(0.8) ? fillOrder : columnPriority(&random)))
            }
            add(
                ModelConstraint(first: member, firstAttribute: .trailing, second: container, secondAttribute: .trailing)
            )
            add(ModelConstraint(first: member, firstAttribute: .leading, second: container, secondAttribute: .leading))
            for (position, inner) in (cellContent[member] ?? []).enumerated() {
                let above = position == 0 ? member : cellContent[member]![position - 1]
                add(
                    ModelConstraint(
                        first: inner, firstAttribute: .top, second: above,
                        secondAttribute: position == 0 ? .top : .bottom, constant: CGFloat(random.int(0...6))))
                add(ModelConstraint(first: inner, firstAttribute: .leading, second: member, secondAttribute: .leading))
                if position == cellContent[member]!.count - 1 {
                    add(
                        ModelConstraint(
                            first: member, firstAttribute: .bottom, second: inner, secondAttribute: .bottom,
                            priority: random.chance(0.8) ? 1000 : columnPriority(&random)))
                }
            }
        }
        add(
            ModelConstraint(
                first: container, firstAttribute: .bottom, second: members[members.count - 1],
                secondAttribute: .bottom, priority: random.chance(0.9) ? 1000 : priority(&random)))
        // Weak constraints on the container: hugging its width, pulls on its height and bottom.
        if random.chance(0.5) {
            add(ModelConstraint(first: container, firstAttribute: .width, priority: columnPriority(&random)))
        }
        for _ in 0..<random.int(0...2) {
            var constraint: ModelConstraint
            switch random.weighted([2, 2, 1]) {
            case 0:
                constraint = ModelConstraint(
                    first: container, firstAttribute: .height, relation: random.pick([.equal, .lessThanOrEqual]),
                    constant: CGFloat(random.int(0...300)), priority: columnPriority(&random))
            case 1:
                constraint = ModelConstraint(
                    first: container, firstAttribute: .bottom, relation: .lessThanOrEqual, second: 0,
                    secondAttribute: .bottom, constant: CGFloat(-random.int(0...400)),
                    priority: random.chance(0.2) ? 1000 : columnPriority(&random))
            default:
                // A member sized from another, weakly.
                constraint = ModelConstraint(
                    first: random.pick(members), firstAttribute: .height, second: random.pick(members),
                    secondAttribute: .height, priority: columnPriority(&random))
            }
            constraint.active = random.chance(0.7)
            add(constraint)
        }
        for _ in 0..<random.int(0...edits) {
            switch random.weighted([3, 2, 2, 2, 3]) {
            case 0:
                // (In view order: a dictionary's order changes from run to run.)
                let view = random.pick(members + cellContent.keys.sorted().flatMap { cellContent[$0]! })
                if case .intrinsic = program.views[view].kind {
                    program.edits.append(.intrinsic(view, CGFloat(random.int(0...90)), CGFloat(random.int(0...70))))
                } else {
                    program.edits.append(.text(view, random.pick(texts)))
                }
            case 1:
                let index = random.below(program.constraints.count)
                program.edits.append(.priority(index, random.chance(0.3) ? 1000 : columnPriority(&random)))
            case 2:
                let index = random.below(program.constraints.count)
                program.edits.append(random.chance(0.5) ? .activate(index) : .deactivate(index))
            case 3:
                program.edits.append(.constant(random.below(program.constraints.count), constant(&random)))
            default:
                program.edits.append(edit(&random, program))
            }
        }
        return program
    }

    /// A column as ``columnProgram(_:edits:)`` makes it, its members aligned to the container's leading
    /// edge (each trailing edge at most the container's, as a leading-aligned stack holds them) or
    /// given the width of the member above, each sometimes: the cases that rule a view out of being
    /// solved on its own.
    static func alignedColumnProgram(_ random: inout SeededRandom) -> ModelProgram {
        var program = columnProgram(&random)
        let members = program.views.indices.filter { program.views[$0].parent == 1 }
        for index in program.constraints.indices {
            let constraint = program.constraints[index]
            if constraint.firstAttribute == .trailing && constraint.second == 1
                && constraint.secondAttribute == .trailing && members.contains(constraint.first)
                && random.chance(0.5)
            {
                program.constraints[index].relation = .lessThanOrEqual
            }
        }
        for (position, member) in members.enumerated() where position > 0 && random.chance(0.3) {
            program.constraints.append(
                ModelConstraint(
                    first: member, firstAttribute: .width, second: members[position - 1], secondAttribute: .width))
        }
        return program
    }

    /// A priority for the column's weak constraints: mostly a stack's (1 to 25, the fitting level 50),
    /// sometimes near the members' hugging and compression resistance, or anywhere.
    static func columnPriority(_ random: inout SeededRandom) -> Float {
        switch random.weighted([4, 2, 1]) {
        case 0: return random.pick([2, 5, 25, 50])
        case 1: return random.pick([249, 250, 251, 749, 750, 751])
        default: return priority(&random)
        }
    }
}
