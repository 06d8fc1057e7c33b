import Foundation

/// What the persistent engine of a root and the temporary engines of `systemLayoutSizeFitting`
/// share: a solver, the variables of items, the constraints the engine makes for views (autoresizing
/// and intrinsic size), adding user constraints with conflict reports, and wrapping labels.
class EngineBase {
    var solver = Solver()
    /// The constraint behind each solver handle, for reports.
    var owners: [LayoutConstraint?] = []
    /// Multi-line labels whose height depends on the width they get.
    var wrappingLabels: [Label] = []
    /// Every item with variables here.
    var registered: [any LayoutNode] = []
    /// The item each variable belongs to (unretained: `registered` keeps the items alive).
    var variableOwners: [VariableOwner] = []

    /// The item a solver variable belongs to.
    enum VariableOwner {
        case none
        case view(Unmanaged<LayoutView>)
        case guide(Unmanaged<LayoutGuide>)
    }

    init() {}

    // MARK: Storage hooks (the persistent engine keeps state on items, a fitting engine in a table)

    func lookupState(_ item: any LayoutNode) -> ItemEngineState? { nil }
    func storeState(_ state: ItemEngineState?, for item: any LayoutNode) {}
    /// Whether the item belongs to this engine's tree.
    func isInScope(_ item: any LayoutItem) -> Bool { false }
    /// How the frame of a view that translates its autoresizing mask is held: all four sides, the size only, or not at all.
    func pinMode(for view: LayoutView) -> PinMode {
        guard view.translatesFlag else { return .none }
        return view.superview == nil ? .size : .frame
    }
    /// Whether the engine adds hugging and compression constraints for the view.
    func wantsIntrinsic(_ view: LayoutView) -> Bool { !view.translatesFlag }
    /// Tells the engine that a view's measured intrinsic size changed (a label's baselines move with it).
    func intrinsicSizeChanged(of view: LayoutView) {}
    /// Records that a user constraint's place in the solver changed (removed, or edited in place).
    func recordChanged(_ constraint: LayoutConstraint) {}
    /// The record of a constraint in this engine's solver.
    func lookupRecord(_ constraint: LayoutConstraint) -> EngineConstraintRecord? { nil }
    /// Keeps (or forgets) the record of a constraint in this engine's solver.
    func storeRecord(_ record: EngineConstraintRecord?, for constraint: LayoutConstraint) {}

    enum PinMode {
        case none
        case size
        case frame
    }

    /// The value of a variable, read in place (calling a method on the stored solver struct would copy it).
    @inline(__always) func value(_ variable: SolverVariable) -> Double {
        EngineBase.read(&solver, variable)
    }

    @inline(__always) private static func read(_ solver: inout Solver, _ variable: SolverVariable) -> Double {
        solver.value(of: variable)
    }

    // MARK: Variables

    /// The state of an item in this engine, made (with its engine constraints) on first use.
    func variables(for item: any LayoutItem) -> ItemEngineState? {
        let node: any LayoutNode
        if let view = item as? LayoutView {
            node = view
        } else if let guide = item as? LayoutGuide {
            node = guide
        } else {
            return nil
        }
        if let state = lookupState(node) { return state }
        guard isInScope(item) else { return nil }
        let state = ItemEngineState(
            engine: self, x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        storeState(state, for: node)
        registered.append(node)
        let owner: VariableOwner
        if let view = item as? LayoutView {
            owner = .view(Unmanaged.passUnretained(view))
        } else if let guide = item as? LayoutGuide {
            owner = .guide(Unmanaged.passUnretained(guide))
        } else {
            owner = .none
        }
        for variable in state.variables {
            while variableOwners.count <= Int(variable.index) { variableOwners.append(.none) }
            variableOwners[Int(variable.index)] = owner
        }
        if let view = item as? LayoutView {
            refreshEngineConstraints(of: view, state)
        } else if let guide = item as? LayoutGuide, guide.kind == .scrollContent {
            addEngineConstraint(LayoutConstraint(engineMade: guide, .left, 0, .autoresizing), [LinearTerm(state.x)], 0)
            addEngineConstraint(LayoutConstraint(engineMade: guide, .top, 0, .autoresizing), [LinearTerm(state.y)], 0)
        }
        return state
    }

    /// Brings a view's autoresizing and intrinsic size constraints up to date.
    func refreshEngineConstraints(of view: LayoutView, _ state: ItemEngineState) {
        refreshPins(of: view, state)
        refreshIntrinsic(of: view, state)
    }

    private func refreshPins(of view: LayoutView, _ state: ItemEngineState) {
        let mode = pinMode(for: view)
        let frame = view.frame
        let wanted: [(LayoutAttribute, SolverVariable, CGFloat)]
        switch mode {
        case .none: wanted = []
        case .size: wanted = [(.width, state.width, frame.width), (.height, state.height, frame.height)]
        case .frame:
            wanted = [
                (.left, state.x, frame.minX), (.top, state.y, frame.minY), (.width, state.width, frame.width),
                (.height, state.height, frame.height),
            ]
        }
        if state.pins.count == wanted.count && state.pinnedFrame == frame { return }
        if state.pins.count == wanted.count {
            for (pin, value) in zip(state.pins, wanted) where pin.constant != value.2 {
                pin.constant = value.2
                updateEngineConstant(pin, Double(-value.2))
            }
        } else {
            removeEngineConstraints(state.pins)
            state.pins = wanted.map { attribute, variable, value in
                let pin = LayoutConstraint(engineMade: view, attribute, value, .autoresizing)
                addEngineConstraint(pin, [LinearTerm(variable)], -Double(value))
                return pin
            }
        }
        state.pinnedFrame = frame
    }

    private func refreshIntrinsic(of view: LayoutView, _ state: ItemEngineState) {
        let size: CGSize? = wantsIntrinsic(view) ? intrinsicSize(of: view, state) : nil
        if size == state.intrinsicSize, size != nil || state.intrinsic.allSatisfy({ $0 == nil }) {
            refreshIntrinsicPriorities(of: view, state)
            return
        }
        if state.intrinsicSize != nil { intrinsicSizeChanged(of: view) }
        state.intrinsicSize = size
        let specs: [(LayoutAxis, LayoutRelation, SolverVariable, CGFloat?)] = [
            (.horizontal, .lessThanOrEqual, state.width, size?.width),
            (.horizontal, .greaterThanOrEqual, state.width, size?.width),
            (.vertical, .lessThanOrEqual, state.height, size?.height),
            (.vertical, .greaterThanOrEqual, state.height, size?.height),
        ]
        for (index, spec) in specs.enumerated() {
            let (axis, relation, variable, value) = spec
            let priority =
                relation == .lessThanOrEqual
                ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            guard let value, value >= 0, value.isFinite else {
                if let existing = state.intrinsic[index] {
                    removeEngineConstraints([existing])
                    state.intrinsic[index] = nil
                }
                continue
            }
            if let existing = state.intrinsic[index] {
                if existing.constant != value {
                    existing.constant = value
                    updateEngineConstant(existing, -Double(value))
                }
                continue
            }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let origin: LayoutConstraint.Origin =
                relation == .lessThanOrEqual ? .contentHugging : .compressionResistance
            let made = LayoutConstraint(engineMade: view, attribute, value, origin, relation: relation)
            made.priority = priority
            addEngineConstraint(made, [LinearTerm(variable)], -Double(value))
            state.intrinsic[index] = made
        }
        refreshIntrinsicPriorities(of: view, state)
    }

    private func refreshIntrinsicPriorities(of view: LayoutView, _ state: ItemEngineState) {
        for (index, made) in state.intrinsic.enumerated() {
            guard let made else { continue }
            let axis: LayoutAxis = index < 2 ? .horizontal : .vertical
            let priority =
                index % 2 == 0
                ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            guard priority != made.priority, let record = lookupRecord(made) else { continue }
            made.priority = priority
            do {
                try solver.setPriority(priority, for: record.handle)
                record.priority = priority
            } catch {
                reportSolverError(error, for: made)
            }
        }
    }

    /// The intrinsic size the engine uses for a view (labels wrap at the width they were last given).
    func intrinsicSize(of view: LayoutView, _ state: ItemEngineState) -> CGSize {
        if let label = view as? Label {
            if label.wraps && !wrappingLabels.contains(where: { $0 === label }) { wrappingLabels.append(label) }
            return label.intrinsicSize(forWidth: state.widthHint)
        }
        return view.intrinsicContentSize
    }

    // MARK: Solver constraints

    /// Adds a constraint the engine made (`sum(terms) + constant relation 0`).
    func addEngineConstraint(_ constraint: LayoutConstraint, _ terms: [LinearTerm], _ constant: Double) {
        let expression = LinearExpression(terms, constant: constant)
        insert(constraint, expression, formConstant: constant + Double(constraint.constant))
    }

    /// Adds an active user constraint; reports it (unless `quietly`) when it is invalid here or cannot be satisfied.
    @discardableResult
    func addUserConstraint(_ constraint: LayoutConstraint, quietly: Bool = false) -> Bool {
        let (form, problem) = expression(of: constraint)
        if let problem {
            if !quietly {
                constraint.report(.invalidHierarchy, "\(constraint) cannot be laid out: \(problem); it was ignored")
            }
            return false
        }
        let expression = LinearExpression(form.terms, constant: form.constant - Double(constraint.constant))
        solver.computesConflicts = !quietly
        defer { solver.computesConflicts = true }
        return insert(constraint, expression, formConstant: form.constant, quietly: quietly)
    }

    @discardableResult
    private func insert(
        _ constraint: LayoutConstraint, _ expression: LinearExpression, formConstant: Double, quietly: Bool = false
    ) -> Bool {
        let handle: SolverConstraint
        do {
            handle = try solver.makeConstraint(expression, constraint.relation, priority: constraint.priority)
        } catch {
            reportSolverError(error, for: constraint)
            return false
        }
        while owners.count <= Int(handle.index) { owners.append(nil) }
        owners[Int(handle.index)] = constraint
        do {
            try solver.addConstraint(handle)
        } catch {
            if !quietly { reportSolverError(error, for: constraint) }
            owners[Int(handle.index)] = nil
            solver.disposeConstraint(handle)
            return false
        }
        storeRecord(
            EngineConstraintRecord(
                engine: self, handle: handle, formConstant: formConstant, constant: constraint.constant,
                priority: constraint.priority),
            for: constraint)
        return true
    }

    /// Moves an engine constraint's solver constant (its expression is `variable + constant`).
    func updateEngineConstant(_ constraint: LayoutConstraint, _ constant: Double) {
        guard let record = lookupRecord(constraint) else { return }
        do {
            try solver.setConstant(constant, for: record.handle)
        } catch {
            reportSolverError(error, for: constraint)
        }
    }

    /// Brings a user constraint's constant and priority in the solver up to date.
    func updateUserConstraint(_ constraint: LayoutConstraint) {
        guard let record = lookupRecord(constraint) else { return }
        if record.constant != constraint.constant {
            guard constraint.constant.isFinite else {
                constraint.report(
                    .invalidValue, "the constant of \(constraint) is not finite; the layout keeps \(record.constant)")
                return
            }
            do {
                try solver.setConstant(record.formConstant - Double(constraint.constant), for: record.handle)
                record.constant = constraint.constant
                recordChanged(constraint)
            } catch {
                reportSolverError(error, for: constraint)
            }
        }
        if record.priority != constraint.priority {
            do {
                try solver.setPriority(constraint.priority, for: record.handle)
                record.priority = constraint.priority
                recordChanged(constraint)
            } catch {
                reportSolverError(error, for: constraint)
            }
        }
    }

    /// Takes constraints out of the solver (all at once, so that each connected part is re-solved once).
    func removeSolverConstraints(_ constraints: [LayoutConstraint]) {
        let records = constraints.compactMap { constraint -> SolverConstraint? in
            guard let record = lookupRecord(constraint) else { return nil }
            storeRecord(nil, for: constraint)
            owners[Int(record.handle.index)] = nil
            return record.handle
        }
        guard !records.isEmpty else { return }
        try? solver.removeConstraints(records)
        for handle in records { solver.disposeConstraint(handle) }
        for constraint in constraints { recordChanged(constraint) }
    }

    func removeEngineConstraints(_ constraints: [LayoutConstraint]) {
        removeSolverConstraints(constraints)
    }

    /// Releases an item's variables and the constraints the engine made for it.
    func release(_ node: any LayoutNode) {
        guard let state = lookupState(node), state.engine === self else { return }
        removeSolverConstraints(state.pins + state.intrinsic.compactMap { $0 })
        for variable in state.variables {
            try? solver.releaseVariable(variable)
            if Int(variable.index) < variableOwners.count { variableOwners[Int(variable.index)] = .none }
        }
        storeState(nil, for: node)
        if let label = node as? Label { wrappingLabels.removeAll { $0 === label } }
    }

    // MARK: Reports

    func reportSolverError(_ error: SolverError, for constraint: LayoutConstraint) {
        switch error {
        case .unsatisfiable(_, let conflict):
            let lines = conflict.map { handle -> String in
                guard let owner = owners.indices.contains(Int(handle.index)) ? owners[Int(handle.index)] : nil else {
                    return "  - (an internal constraint)"
                }
                return "  - " + owner.diagnosticDescription
            }
            constraint.report(
                .unsatisfiableConstraints,
                "Unable to satisfy \(constraint.diagnosticDescription); it was refused and the rest was laid out. "
                    + "These constraints cannot hold together:\n" + lines.joined(separator: "\n"))
        case .nonFiniteValue(let what):
            constraint.report(.invalidValue, "\(constraint) has a \(what); it was ignored")
        default:
            constraint.report(.invalidInput, "\(constraint): \(error)")
        }
    }

    // MARK: Wrapping labels

    /// Lets every wrapping label measure unbounded again, so that settling follows the same steps as a
    /// layout from scratch (a label must not stay wrapped at a width it no longer has).
    func resetWrappingLabels() {
        for label in wrappingLabels {
            guard let state = lookupState(label), state.engine === self, state.widthHint != nil else { continue }
            state.widthHint = nil
            refreshEngineConstraints(of: label, state)
        }
    }

    /// Gives every wrapping label the width it was solved to and re-solves, until the widths settle.
    func settleWrappingLabels(scale: CGFloat) {
        guard !wrappingLabels.isEmpty else { return }
        let tolerance = 0.5 / max(scale, 1)
        for _ in 0..<6 {
            var changed = false
            for label in wrappingLabels {
                guard let state = lookupState(label), state.engine === self, label.wraps else { continue }
                let width = CGFloat(value(state.width))
                if let hint = state.widthHint, abs(hint - width) <= tolerance { continue }
                if state.widthHint == nil, let natural = state.intrinsicSize?.width, width >= natural - tolerance {
                    continue
                }
                state.widthHint = width
                refreshEngineConstraints(of: label, state)
                changed = true
            }
            if !changed { return }
        }
    }
}

extension LayoutConstraint {
    /// A constraint the engine makes for a view: `item.attribute relation constant`.
    convenience init(
        engineMade item: any LayoutItem, _ attribute: LayoutAttribute, _ constant: CGFloat, _ origin: Origin,
        relation: LayoutRelation = .equal
    ) {
        self.init(AnchorReference(item, attribute), nil, relation, nil, nil, 1, constant, file: "", line: 0)
        self.origin = origin
    }

    /// The description with where it came from: the user's file and line, or what the engine made it for.
    var diagnosticDescription: String {
        switch origin {
        case .user:
            let text = description
            guard line > 0, !text.contains("\(file):") else { return text }
            return text + " (\(file):\(line))"
        case .autoresizing: return description + " [autoresizing mask]"
        case .contentHugging: return description + " [content hugging]"
        case .compressionResistance: return description + " [compression resistance]"
        case .fitting: return description + " [fitting size]"
        }
    }
}
