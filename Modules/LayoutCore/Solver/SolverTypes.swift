/// A variable of a ``Solver``: a small handle, valid only in the solver that made it.
public struct SolverVariable: Hashable, Sendable, CustomStringConvertible {
    /// The handle's index inside its solver.
    public let index: Int32

    init(_ index: Int32) {
        self.index = index
    }

    /// `v12`: the handle as text (the solver knows the variable's name).
    public var description: String { "v\(index)" }
}

/// A constraint of a ``Solver``: a small handle, valid only in the solver that made it.
public struct SolverConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The handle's index inside its solver.
    public let index: Int32

    init(_ index: Int32) {
        self.index = index
    }

    /// `c7`: the handle as text.
    public var description: String { "c\(index)" }
}

/// One term of a linear expression: a coefficient times a variable.
public struct LinearTerm: Hashable, Sendable {
    /// The variable.
    public var variable: SolverVariable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Makes a term `coefficient * variable`.
    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// ```swift
/// // right - left - 100
/// let e = LinearExpression([LinearTerm(right), LinearTerm(left, -1)], constant: -100)
/// ```
public struct LinearExpression: Hashable, Sendable {
    /// The terms, in the order they were given (a variable may appear more than once).
    public var terms: [LinearTerm]
    /// The constant added to the terms.
    public var constant: Double

    /// Makes an expression from terms and a constant.
    public init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `1 * variable + constant`.
    public init(_ variable: SolverVariable, constant: Double = 0) {
        self.terms = [LinearTerm(variable)]
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}
