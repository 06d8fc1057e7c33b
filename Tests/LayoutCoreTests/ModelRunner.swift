import Foundation

@testable import LayoutCore

/// A view with an intrinsic size the program sets.
final class ModelIntrinsicView: LayoutView {
    var size = CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { size }
}

/// Runs a ``ModelProgram`` on the engine, through the public API, and compares every layout with
/// the ``ReferenceModel``'s, frame by frame.
struct ModelRunner {
    /// How a run ended.
    enum Outcome: Equatable {
        /// Every layout agreed; `layouts` were compared.
        case agreed(layouts: Int)
        /// A required constraint could not hold (both sides said so) after `layouts` agreed.
        case conflicted(layouts: Int)
        /// A difference, described.
        case differed(String)
    }

    /// The weak constraints that make every layout unique: each view's frame relative to its parent
    /// is pulled towards a fixed value, each at its own priority below every other one.
    static func pull(for view: Int) -> (frame: CGRect, priorities: [Float]) {
        let frame = CGRect(
            x: CGFloat(7 * (view % 5)), y: CGFloat(5 * (view % 7)), width: CGFloat(20 + 3 * (view % 9)),
            height: CGFloat(15 + 4 * (view % 6)))
        return (frame, (0..<4).map { 1 + 0.001 * Float(4 * view + $0) })
    }

    /// How many compared layouts had subtrees solved as systems of their own (with a held size).
    nonisolated(unsafe) static var subsystemLayouts = 0

    let program: ModelProgram
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint?] = []
    private var pulls: [[LayoutConstraint]] = []
    var parents: [Int] = []
    private var modelConstraints: [ModelConstraint] = []
    /// Active constraints in the order they were activated.
    private var activation: [Int] = []
    private var intrinsic: [CGSize?] = []
    private var wrappingTexts: [String?] = []
    private var layouts = 0
    /// What went wrong during a careless call, reported at the next comparison.
    var wildProblem: String?
    private var rootSize: CGSize
    private var rightToLeft: Bool
    private var modelViews: [ModelView]

    init(_ program: ModelProgram) {
        self.program = program
        rootSize = program.rootSize
        rightToLeft = program.rightToLeft
        modelViews = program.views
    }

    /// Runs the program and compares after every layout.
    static func run(_ program: ModelProgram) -> Outcome {
        var runner = ModelRunner(program)
        return runner.run()
    }

    private mutating func run() -> Outcome {
        let (outcome, _) = LayoutDiagnostics.collect { () -> Outcome in
            build()
            if let result = layoutAndCompare(step: "the first layout") { return result }
            for (index, edit) in program.edits.enumerated() {
                apply(edit)
                if let result = layoutAndCompare(step: "edit \(index) (\(edit))") { return result }
            }
            return .agreed(layouts: layouts)
        }
        return outcome
    }

    private func isLive(view: Int) -> Bool {
        var node = view
        while node >= 0 {
            if program.views[node].removed { return false }
            node = program.views[node].parent
        }
        return true
    }

    private func isLive(constraint index: Int) -> Bool {
        let constraint = program.constraints[index]
        return !constraint.removed && isLive(view: constraint.first)
            && (constraint.second.map { isLive(view: $0) } ?? true)
    }

    private mutating func build() {
        let root = LayoutView(frame: CGRect(origin: .zero, size: rootSize))
        root.identifier = "v0"
        if ProcessInfo.processInfo.environment["LAYOUT_MODEL_INVARIANTS"] == nil {
            // The solver's own invariant checks run in its tests; here they would cost most of the time.
            root.layoutEngine.solver.invariantCheckRowLimit = 0
        }
        if rightToLeft { root.userInterfaceLayoutDirection = .rightToLeft }
        views = [root]
        parents = [-1]
        intrinsic = [nil]
        wrappingTexts = [nil]
        pulls = [[]]
        for (index, spec) in program.views.enumerated().dropFirst() {
            let view: LayoutView
            switch spec.kind {
            case .plain:
                view = LayoutView()
                intrinsic.append(nil)
            case .intrinsic(let width, let height):
                let custom = ModelIntrinsicView()
                custom.size = CGSize(width: width, height: height)
                view = custom
                intrinsic.append(custom.size)
            case .label(let text):
                view = Label(text: text)
                intrinsic.append(Label(text: text).intrinsicContentSize)
            case .wrappingLabel(let text):
                let label = Label(text: text)
                label.numberOfLines = 0
                view = label
                intrinsic.append(nil)
            }
            if case .wrappingLabel(let text) = spec.kind {
                wrappingTexts.append(text)
            } else {
                wrappingTexts.append(nil)
            }
            view.identifier = "v\(index)"
            views.append(view)
            parents.append(isLive(view: index) ? spec.parent : -1)
            pulls.append([])
            guard isLive(view: index) else { continue }
            view.semanticContentAttribute = spec.semantic
            for axis in [LayoutAxis.horizontal, .vertical] {
                view.setContentHuggingPriority(LayoutPriority(spec.hugging), for: axis)
                view.setContentCompressionResistancePriority(LayoutPriority(spec.compression), for: axis)
            }
            if let frame = spec.frame {
                view.frame = frame
            } else {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            views[spec.parent].addSubview(view)
            addPulls(index)
        }
        modelConstraints = program.constraints
        for (index, spec) in program.constraints.enumerated() {
            guard isLive(constraint: index) else {
                constraints.append(nil)
                continue
            }
            let constraint = LayoutConstraint(
                item: views[spec.first], attribute: spec.firstAttribute, relatedBy: spec.relation,
                toItem: spec.second.map { views[$0] }, attribute: spec.secondAttribute, multiplier: spec.multiplier,
                constant: spec.constant)
            constraint.priority = LayoutPriority(spec.priority)
            constraints.append(constraint)
            if spec.active { activate(index) }
        }
    }

    /// The pulls of a view towards its place in its parent (made again when it moves).
    private mutating func addPulls(_ index: Int) {
        guard modelViews[index].frame == nil else { return }
        for pull in pulls[index] { pull.isActive = false }
        let view = views[index]
        let parent = views[parents[index]]
        let (frame, priorities) = ModelRunner.pull(for: index)
        let top =
            ModelProgram.pullAnchor(of: index, modelViews, parents: parents).map { views[$0].bottomAnchor }
            ?? parent.topAnchor
        let made = [
            view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: frame.minX),
            view.topAnchor.constraint(equalTo: top, constant: frame.minY),
            view.widthAnchor.constraint(equalToConstant: frame.width),
            view.heightAnchor.constraint(equalToConstant: frame.height),
        ]
        for (constraint, priority) in zip(made, priorities) {
            constraint.priority = LayoutPriority(priority)
            constraint.isActive = true
        }
        pulls[index] = made
    }

    private mutating func activate(_ index: Int) {
        guard let constraint = constraints[index], !constraint.isActive else { return }
        constraint.isActive = true
        if constraint.isActive {
            activation.append(index)
        }
    }

    private mutating func deactivate(_ index: Int) {
        guard let constraint = constraints[index] else { return }
        constraint.isActive = false
        activation.removeAll { $0 == index }
    }

    /// The constraints UIKit drops when `view` leaves its superview: those installed above it that
    /// mention a view inside it (worked out from the model's own parents).
    private mutating func dropReaching(_ view: Int) {
        for index in activation {
            let spec = modelConstraints[index]
            let items = [spec.first] + (spec.second.map { [$0] } ?? [])
            guard items.contains(where: { ModelProgram.isInside($0, view, parents: parents) }) else { continue }
            let host = spec.second.map { ModelProgram.commonAncestor(spec.first, $0, parents: parents) } ?? spec.first
            if !ModelProgram.isInside(host, view, parents: parents) {
                activation.removeAll { $0 == index }
            }
        }
    }

    private mutating func apply(_ edit: ModelEdit) {
        switch edit {
        case .constant(let index, let value):
            guard index < constraints.count, let constraint = constraints[index] else { return }
            constraint.constant = value
            modelConstraints[index].constant = value
        case .priority(let index, let value):
            guard index < constraints.count, let constraint = constraints[index] else { return }
            constraint.priority = LayoutPriority(value)
            modelConstraints[index].priority = value
        case .activate(let index):
            guard index < constraints.count else { return }
            activate(index)
        case .deactivate(let index):
            guard index < constraints.count else { return }
            deactivate(index)
        case .hidden(let index):
            guard index < views.count, parents[index] >= 0 else { return }
            views[index].isHidden.toggle()
        case .intrinsic(let index, let width, let height):
            guard index < views.count, parents[index] >= 0, let view = views[index] as? ModelIntrinsicView else {
                return
            }
            view.size = CGSize(width: width, height: height)
            view.invalidateIntrinsicContentSize()
            intrinsic[index] = view.size
        case .text(let index, let text):
            guard index < views.count, parents[index] >= 0, let label = views[index] as? Label else { return }
            label.text = text
            if label.numberOfLines == 1 {
                intrinsic[index] = Label(text: text).intrinsicContentSize
            } else {
                wrappingTexts[index] = text
            }
        case .move(let index, let target, let viaOtherTree, let touching):
            guard index > 0, index < views.count, target < views.count, parents[index] >= 0,
                parents[target] >= 0 || target == 0,
                !ModelProgram.isInside(target, index, parents: parents)
            else { return }
            if let touching, touching < constraints.count, let constraint = constraints[touching] {
                constraint.constant += 1
                modelConstraints[touching].constant += 1
            }
            // Adding a view to its own superview only reorders it (nothing is dropped), as in UIKit.
            let reorders = target == parents[index] && !viaOtherTree
            if !reorders { dropReaching(index) }
            let view = views[index]
            if viaOtherTree {
                let other = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                other.layoutIfNeeded()
                view.removeFromSuperview()
                other.addSubview(view)
                if let touching, touching < constraints.count, let constraint = constraints[touching] {
                    constraint.constant += 1
                    modelConstraints[touching].constant += 1
                }
                other.layoutIfNeeded()
            }
            views[target].addSubview(view)
            parents[index] = target
            if !reorders { addPulls(index) }
            // Pulls measured from the moved view's bottom follow it (or go back to the parent's top).
            for other in modelViews.indices where modelViews[other].pullTopAfter == index && parents[other] >= 0 {
                addPulls(other)
            }
        case .rootSize(let width, let height):
            rootSize = CGSize(width: width, height: height)
            views[0].frame = CGRect(origin: .zero, size: rootSize)
        case .direction(let rtl):
            rightToLeft = rtl
            views[0].userInterfaceLayoutDirection = rtl ? .rightToLeft : .leftToRight
        case .semantic(let index, let attribute):
            guard index < views.count, parents[index] >= 0 else { return }
            views[index].semanticContentAttribute = attribute
            modelViews[index].semantic = attribute
        case .frame(let index, let frame):
            guard index < views.count, parents[index] >= 0, modelViews[index].frame != nil else { return }
            views[index].frame = frame
            modelViews[index].frame = frame
        case .wild(let seed):
            if let problem = applyWild(seed) { wildProblem = wildProblem ?? problem }
        }
    }

    /// Lays out, and compares with the model; nil while they agree.
    private mutating func layoutAndCompare(step: String) -> Outcome? {
        let (_, diagnostics) = LayoutDiagnostics.collect { views[0].layoutIfNeeded() }
        layouts += 1
        if let engine = views[0].existingEngine,
            engine.subsystems.values.contains(where: { !$0.heldConstraints.isEmpty })
        {
            ModelRunner.subsystemLayouts += 1
        }
        if let wildProblem { return .differed("after \(step): \(wildProblem)") }
        let engineConflicted = diagnostics.contains { $0.kind == .unsatisfiableConstraints }
        var state = ReferenceModel.State(
            rootSize: rootSize, rightToLeft: rightToLeft, views: modelViews, parents: parents, intrinsic: intrinsic,
            active: [], wrappingTexts: wrappingTexts)
        for index in activation {
            var spec = modelConstraints[index]
            spec.active = true
            state.active.append(spec)
        }
        let model = ReferenceModel.solve(state)
        switch (model, engineConflicted) {
        case (nil, true): return .conflicted(layouts: layouts - 1)
        case (nil, false): return .differed("after \(step): the model finds a required conflict, the engine none")
        case (_, true):
            return .differed(
                "after \(step): the engine reports a conflict the model does not have: "
                    + diagnostics.map(\.message).joined(separator: " | "))
        default: break
        }
        let frames = model!
        var differences: [String] = []
        for index in views.indices where parents[index] >= 0 || index == 0 {
            guard let expected = frames[index] else { continue }
            var origin = CGPoint.zero
            var node: LayoutView? = views[index]
            while let current = node, current.superview != nil {
                origin.x += current.frame.origin.x
                origin.y += current.frame.origin.y
                node = current.superview
            }
            // Raw origins and sizes (a size may come out negative, on both sides alike).
            let got = CGRect(origin: origin, size: views[index].frame.size)
            let close =
                abs(got.origin.x - expected.origin.x) <= 0.5 && abs(got.size.width - expected.size.width) <= 0.5
                && abs(got.origin.y - expected.origin.y) <= 0.5 && abs(got.size.height - expected.size.height) <= 0.5
            if !close {
                differences.append("v\(index): engine \(describe(got)), model \(describe(expected))")
            }
        }
        guard differences.isEmpty else {
            return .differed("after \(step): " + differences.joined(separator: "; "))
        }
        return nil
    }

    private func describe(_ rect: CGRect) -> String {
        func n(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
        return "(\(n(rect.origin.x)), \(n(rect.origin.y)), \(n(rect.size.width)), \(n(rect.size.height)))"
    }
}
