import Foundation

/// What the persistent engine of a root and the temporary engines of `systemLayoutSizeFitting`
/// share: a solver, the variables of items, the constraints the engine makes for views (autoresizing
/// and intrinsic size), adding user constraints with conflict reports, and wrapping labels.
///
/// The engine's tables are read and written on every constraint and item, never while an access to
/// the same table is open (the solver is only reached through its own methods), so they skip the
/// runtime's exclusivity checks (`@exclusivity(unchecked)`; each check costs about 80 instructions).
class EngineBase {
    @exclusivity(unchecked) var solver = Solver()
    /// Who this engine is, for the states and records it leaves on items and constraints.
    let identity = EngineIdentity()
    /// What each solver handle stands for, for reports.
    @exclusivity(unchecked) var owners: [ConstraintOwner] = []
    /// Views whose intrinsic height follows the width they get, such as wrapping labels (by token: a root
    /// view owns its engine).
    var widthFollowerTokens: [ItemToken] = []
    /// Every item with variables here, by token: the tree keeps its items alive, and the root owns its
    /// engine, so a strong reference here would keep every laid-out tree alive for ever.
    @exclusivity(unchecked) var registered: [WeakNode] = []
    /// The item each variable belongs to (unretained: the tree keeps the items alive while they are here).
    @exclusivity(unchecked) var variableOwners: [VariableOwner] = []
    /// Where a user constraint's expression is built (kept between constraints for its room).
    @exclusivity(unchecked) var scratchForm = LinearExpression()

    /// The item a solver variable belongs to.
    enum VariableOwner {
        case none
        case view(Unmanaged<LayoutView>)
        case guide(Unmanaged<LayoutGuide>)
    }

    /// The root whose tree a persistent engine lays out (nil for a fitting engine, or once the root went).
    var root: LayoutView? { rootToken?.view }
    /// The root's token (see ``ItemToken``: no view is referenced weakly).
    private let rootToken: ItemToken?
    /// The view whose subtree a fitting engine solves (nil for a root's engine).
    let fittingTarget: LayoutView?
    /// Where states and records live: nil for a root's engine, which keeps them on the items and
    /// constraints themselves; a fitting engine keeps them in tables of its own, leaving the tree as
    /// it was.
    @exclusivity(unchecked) private var tables: Tables?
    /// Constraints refused as unsatisfiable (by a root's engine), retried when others go away or change.
    /// (Read on every constant change, never while another access is open: no exclusivity checks.)
    @exclusivity(unchecked) var refused: [LayoutConstraint] = []
    @exclusivity(unchecked) var retryRefused = false
    /// Subtrees solved as systems of their own (a root's engine only; see ``Subsystem``), by view.
    /// (Read on every anchor a constraint names; like the tables above, never while another access to
    /// it is open, so it skips the runtime's exclusivity checks.)
    @exclusivity(unchecked) var subsystems: [ObjectIdentifier: Subsystem] = [:]
    /// The subsystem of each held equality, by solver handle.
    @exclusivity(unchecked) var heldOwners: [Int32: Subsystem] = [:]
    /// Subsystems going back into the shared system at the next sync.
    @exclusivity(unchecked) var dissolveQueue: [Subsystem] = []
    /// Whether refused constant and priority changes wait in ``refusedUpdates`` (see ``refusedUpdate(_:for:)``).
    @exclusivity(unchecked) var defersRefusedUpdates = false
    /// The constraints whose change was refused during the pass, to try again after its removals.
    @exclusivity(unchecked) var refusedUpdates: [LayoutConstraint] = []
    /// How many subsystems were sent back to the shared system so far (each costs a re-solve of its part).
    var dissolutionCount = 0
    /// Changes whenever a constraint is added to or taken out of the solver, or subsystems change: the
    /// checks of subsystems that depend on the system's shape run again.
    @exclusivity(unchecked) var structureVersion = 0
    /// User constraints whose change a held value refused: tried again once their subsystems dissolve.
    @exclusivity(unchecked) var retryAfterDissolve: [LayoutConstraint] = []
    /// Items whose engine-made constraints a held value refused: refreshed once their subsystems dissolve.
    var madeRetry: [any LayoutNode] = []

    /// A fitting engine's own states and records.
    private struct Tables {
        var states: [ObjectIdentifier: ItemEngineState] = [:]
        var records: [ObjectIdentifier: EngineConstraintRecord] = [:]
    }

    /// A root's engine (`root`) or a fitting engine (`fittingTarget`).
    init(root: LayoutView?, fittingTarget: LayoutView?) {
        self.rootToken = root?.token
        self.fittingTarget = fittingTarget
        tables = fittingTarget == nil ? nil : Tables()
        keepsStatesInTables = fittingTarget != nil
    }

    /// Whether states live in the engine's own tables (a fitting engine) rather than on the items
    /// (fixed when the engine is made; read on every anchor a constraint names).
    final let keepsStatesInTables: Bool

    /// The views whose height follows their width that still exist.
    var widthFollowers: [LayoutView] { widthFollowerTokens.compactMap(\.view) }

    /// A registered item, held by its token (which says when it is gone).
    struct WeakNode {
        let token: ItemToken

        init(node: any LayoutNode) {
            token = ItemToken.of(node)
        }

        var node: (any LayoutNode)? { token.view ?? token.guide }
    }

    // MARK: Storage

    /// The item's state in this engine.
    final func lookupState(_ item: any LayoutNode) -> ItemEngineState? {
        // (The flag, not `if let tables`: binding the tables would copy both dictionaries' references.)
        if keepsStatesInTables { return tables?.states[ObjectIdentifier(item)] }
        guard let state = item.engineState, state.engineID === identity else { return nil }
        return state
    }

    /// Keeps (or forgets) the item's state in this engine.
    final func storeState(_ state: ItemEngineState?, for item: any LayoutNode) {
        if tables != nil {
            tables?.states[ObjectIdentifier(item)] = state
        } else {
            item.engineState = state
        }
    }

    /// The record of a constraint in this engine's solver.
    final func lookupRecord(_ constraint: LayoutConstraint) -> EngineConstraintRecord? {
        if keepsStatesInTables { return tables?.records[ObjectIdentifier(constraint)] }
        // (Whether the record is this engine's, before the record is made.)
        guard constraint.hasRecord(in: identity) else { return nil }
        return constraint.engineRecord
    }

    /// Keeps (or forgets) the record of a constraint in this engine's solver.
    final func storeRecord(_ record: EngineConstraintRecord?, for constraint: LayoutConstraint) {
        if tables != nil {
            tables?.records[ObjectIdentifier(constraint)] = record
        } else {
            constraint.engineRecord = record
        }
    }

    /// Keeps the constant and priority of a record that is already kept (its engine, handle and form
    /// constant unchanged), without writing the rest again.
    final func storeRecordValues(_ record: EngineConstraintRecord, for constraint: LayoutConstraint) {
        if keepsStatesInTables {
            tables?.records[ObjectIdentifier(constraint)] = record
        } else {
            constraint.setRecordValues(constant: record.constant, priority: record.priority)
        }
    }

    /// A view's state in this engine: ``lookupState(_:)`` without going through the protocol (nil when it has none).
    @inline(__always) final func storedViewState(_ view: LayoutView) -> ItemEngineState? {
        if tables != nil { return lookupState(view) }
        guard let state = view.engineState, state.engineID === identity else { return nil }
        return state
    }

    /// The frame variables of a view's state in this engine, read without retaining the state (the view
    /// holds it): the frame writes' read.
    @inline(__always) final func storedFrameVariables(
        _ view: LayoutView
    ) -> (x: SolverVariable, y: SolverVariable, width: SolverVariable, height: SolverVariable)? {
        if tables != nil { return lookupState(view).map { ($0.x, $0.y, $0.width, $0.height) } }
        return view.unretainedEngineState?._withUnsafeGuaranteedRef { state in
            state.engineID === identity ? (state.x, state.y, state.width, state.height) : nil
        }
    }

    /// Whether the item belongs to this engine's tree (a fitting engine's: the target's subtree).
    final func isInScope(_ item: any LayoutItem) -> Bool {
        guard let view = hostView(of: item) else { return false }
        if let fittingTarget { return view.isDescendant(of: fittingTarget) }
        return view.isRooted(at: root)
    }

    /// How the frame of a view that translates its autoresizing mask is held: all four sides, the
    /// size only (a root), or not at all (a fitting engine's target, whose size is what is asked).
    final func pinMode(for view: LayoutView) -> PinMode {
        guard view.translatesFlag, view !== fittingTarget else { return .none }
        return view.superview == nil ? .size : .frame
    }

    /// Whether the engine adds hugging and compression constraints for the view.
    final func wantsIntrinsic(_ view: LayoutView) -> Bool { view === fittingTarget || !view.translatesFlag }

    /// Tells the engine that a view's measured intrinsic size changed (a root's engine rebuilds the
    /// constraints on a label's baselines, which move with it).
    func intrinsicSizeChanged(of view: LayoutView) {}

    /// Records that a user constraint's place in the solver changed (removed, or edited in place):
    /// refused constraints may fit now.
    final func recordChanged(_ constraint: LayoutConstraint) {
        retryRefused = retryRefused || !refused.isEmpty
    }

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

    /// Calls `body` with the stored solver in place, for its queries: a method called on the class's
    /// stored struct would copy it first (every one of its tables retained, then released).
    @inline(__always) func withSolver<Result>(_ body: (inout Solver) -> Result) -> Result {
        body(&solver)
    }

    // MARK: Solver constraints

    /// The largest magnitude of a constant in the solver, in points. Beyond it a double no longer holds
    /// the fractions of a point beside it (`height <= 1e20` next to `height == 50` would give 0), and
    /// sums overflow to infinity; no real layout comes near it.
    static let valueLimit = 1e9
    /// The largest magnitude of a coefficient (a multiplier), for the same reason.
    static let coefficientLimit = 1e6

    /// `value` brought into `-limit...limit`, noting in `clamped` when it had to be.
    static func clamp(_ value: Double, _ limit: Double, _ clamped: inout Bool) -> Double {
        guard abs(value) > limit else { return value }
        clamped = true
        return value < 0 ? -limit : limit
    }

    /// Adds an active user constraint; reports it (unless `quietly`) when it is invalid here or cannot be satisfied.
    @discardableResult
    func addUserConstraint(_ constraint: LayoutConstraint, quietly: Bool = false) -> Bool {
        // The expression is built in the engine's scratch form (the solver copies its terms into its
        // pool), so that adding a constraint allocates no array of its own.
        var form = LinearExpression()
        swap(&form, &scratchForm)
        defer { swap(&form, &scratchForm) }
        if let problem = expression(of: constraint, into: &form) {
            if !quietly {
                constraint.report(.invalidHierarchy, "\(constraint) cannot be laid out: \(problem); it was ignored")
            }
            return false
        }
        var clamped = false
        let formConstant = form.constant
        for index in form.terms.indices {
            let coefficient = form.terms[index].coefficient
            if abs(coefficient) > EngineBase.coefficientLimit {
                form.terms[index].coefficient = EngineBase.clamp(
                    coefficient, EngineBase.coefficientLimit, &clamped)
            }
        }
        form.constant = EngineBase.clamp(
            formConstant - Double(constraint.constant), EngineBase.valueLimit, &clamped)
        if clamped && !quietly {
            constraint.report(
                .invalidValue,
                "\(constraint) has a constant beyond ±1e9 points or a multiplier beyond ±1e6; it was clamped")
        }
        solver.computesConflicts = !quietly || !heldOwners.isEmpty
        defer { solver.computesConflicts = true }
        return insert(constraint, form, formConstant: formConstant, quietly: quietly)
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
        setOwner(.user(constraint), for: handle)
        structureVersion &+= 1
        do {
            try solver.addConstraint(handle)
        } catch {
            if refusalCameFromHeldValue(error) {
                // Tried again, in the shared system, at the next sync.
                retryAfterDissolve.append(constraint)
            } else if !quietly {
                reportSolverError(error, for: constraint)
            }
            setOwner(.none, for: handle)
            solver.disposeConstraint(handle)
            return false
        }
        storeRecord(
            EngineConstraintRecord(
                engineID: identity, handle: handle, formConstant: formConstant,
                constant: constraint.constant, priority: constraint.priority),
            for: constraint)
        return true
    }

    /// Brings a user constraint's constant and priority in the solver up to date.
    func updateUserConstraint(_ constraint: LayoutConstraint) {
        guard var record = lookupRecord(constraint) else { return }
        defer { storeRecordValues(record, for: constraint) }
        // (Each property read once: a read of a constraint's property is an exclusivity check.)
        let constant = constraint.constant
        let priority = constraint.priority
        if record.constant != constant {
            guard constant.isFinite else {
                constraint.report(
                    .invalidValue, "the constant of \(constraint) is not finite; the layout keeps \(record.constant)")
                return
            }
            var clamped = false
            let value = EngineBase.clamp(
                record.formConstant - Double(constant), EngineBase.valueLimit, &clamped)
            if clamped {
                constraint.report(.invalidValue, "the constant of \(constraint) is beyond ±1e9 points; it was clamped")
            }
            do {
                try solver.setConstant(value, for: record.handle)
                record.constant = constant
                recordChanged(constraint)
            } catch {
                refusedUpdate(error, for: constraint)
            }
        }
        if record.priority != priority {
            do {
                try solver.setPriority(priority, for: record.handle)
                record.priority = priority
                recordChanged(constraint)
                structureVersion &+= 1
            } catch {
                refusedUpdate(error, for: constraint)
            }
        }
    }

    /// ``updateUserConstraint(_:)`` for a queued constant change of a root engine's constraint (its
    /// record on it, in this engine): the record's fields read and the constant written in place,
    /// without making the record and storing it back. Anything else (a priority that changed too, a
    /// constant that is not finite or beyond the limit) takes the general path.
    final func updateQueuedConstant(_ constraint: LayoutConstraint) {
        let constant = constraint.constant
        let record = constraint.recordFields
        guard !keepsStatesInTables, record.priority == constraint.priority, constant.isFinite,
            abs(record.formConstant - Double(constant)) <= EngineBase.valueLimit
        else {
            updateUserConstraint(constraint)
            return
        }
        guard record.constant != constant else { return }
        do {
            let handle = SolverConstraint(constraint.recordHandleIndex)
            try solver.setConstant(record.formConstant - Double(constant), for: handle)
            constraint.setRecordConstant(constant)
            recordChanged(constraint)
        } catch {
            refusedUpdate(error, for: constraint)
        }
    }

    /// Takes constraints out of the solver (all at once, so that each connected part is re-solved once).
    func removeSolverConstraints(_ constraints: [LayoutConstraint]) {
        let records = constraints.compactMap { constraint -> SolverConstraint? in
            guard let record = lookupRecord(constraint) else { return nil }
            storeRecord(nil, for: constraint)
            setOwner(.none, for: record.handle)
            return record.handle
        }
        guard !records.isEmpty else { return }
        structureVersion &+= 1
        try? solver.removeConstraints(records)
        for handle in records { solver.disposeConstraint(handle) }
        for constraint in constraints { recordChanged(constraint) }
    }

    /// Releases an item's variables and the constraints the engine made for it.
    func release(_ node: any LayoutNode) {
        if !subsystems.isEmpty { releaseSubsystem(of: node) }
        guard let state = lookupState(node) else { return }
        removeMade(state.madeConstraints)
        for variable in state.variables {
            try? solver.releaseVariable(variable)
            if Int(variable.index) < variableOwners.count { variableOwners[Int(variable.index)] = .none }
        }
        storeState(nil, for: node)
        if !widthFollowerTokens.isEmpty {
            widthFollowerTokens.removeAll { $0.view == nil || $0.view === node }
        }
    }

    // MARK: Reports

    /// A constant or priority change the solver refused: while a root engine's pass takes its queue
    /// (``defersRefusedUpdates``), kept to be tried again after the pass's removals, which may end the
    /// conflict (a view removed since, a deactivation); else as ``retryOrReport(_:for:)``.
    final func refusedUpdate(_ error: SolverError, for constraint: LayoutConstraint) {
        if defersRefusedUpdates && !refusalCameFromHeldValue(error) {
            if refusedUpdates.last !== constraint { refusedUpdates.append(constraint) }
            return
        }
        retryOrReport(error, for: constraint)
    }

    /// A user constraint's change the solver refused: tried again at the next sync when a held value
    /// refused it (the shared system takes it then), else reported.
    func retryOrReport(_ error: SolverError, for constraint: LayoutConstraint) {
        if refusalCameFromHeldValue(error) {
            retryAfterDissolve.append(constraint)
        } else {
            reportSolverError(error, for: constraint)
        }
    }

    func reportSolverError(_ error: SolverError, for constraint: LayoutConstraint) {
        switch error {
        case .unsatisfiable(_, let conflict):
            let lines = conflict.map { "  - " + ownerDescription($0) }
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
}
