/// Why a ``Solver`` refused an operation. After any of these the solver is as it was before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already added.
    ///
    /// `conflict` is a smallest set of constraints that cannot hold together (removing any one of
    /// them would make the rest satisfiable); it includes `constraint`.
    case unsatisfiable(constraint: SolverConstraint, conflict: [SolverConstraint])
    /// The constraint was already added.
    case duplicateConstraint(SolverConstraint)
    /// The constraint is not in the solver (never made, disposed, or not added when it must be).
    case unknownConstraint(SolverConstraint)
    /// The variable has no edit constraint.
    case unknownEditVariable(SolverVariable)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(SolverVariable)
    /// Edit variables cannot be required: a suggestion must be allowed to lose.
    case requiredEditVariable(SolverVariable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// A priority outside 1...1000.
    case invalidPriority(Float)
    /// The variable does not belong to this solver.
    case unknownVariable(SolverVariable)

    /// A sentence that says what was refused and why.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflict):
            return "required constraint \(constraint) cannot be satisfied; conflicting set: "
                + conflict.map(\.description).joined(separator: ", ")
        case .duplicateConstraint(let c): return "constraint \(c) was already added"
        case .unknownConstraint(let c): return "constraint \(c) is not in the solver"
        case .unknownEditVariable(let v): return "variable \(v) has no edit constraint"
        case .duplicateEditVariable(let v): return "variable \(v) already has an edit constraint"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .nonFiniteValue(let what): return "\(what) is not finite"
        case .invalidPriority(let p): return "priority \(p) is outside 1...1000"
        case .unknownVariable(let v): return "variable \(v) does not belong to this solver"
        }
    }
}
