import LayoutCore
import XCTest

/// A constraint as the tests describe it, so that the same system can be added to several solvers.
struct ConstraintSpec: CustomStringConvertible {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: LayoutRelation
    var priority: Float

    init(_ terms: [(variable: Int, coefficient: Double)], _ relation: LayoutRelation, constant: Double, priority: Float)
    {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    var isRequired: Bool { priority >= 1000 }

    /// The expression over `variables` (the spec's variable numbers index this array).
    func expression(_ variables: [SolverVariable]) -> LinearExpression {
        LinearExpression(terms.map { LinearTerm(variables[$0.variable], $0.coefficient) }, constant: constant)
    }

    /// `sum(coefficient * value) + constant` for the given values.
    func evaluate(_ values: [Double]) -> Double {
        var total = constant
        for term in terms {
            total += term.coefficient * values[term.variable]
        }
        return total
    }

    /// How far the constraint is from holding at `values` (zero when it holds).
    func violation(_ values: [Double]) -> Double {
        violationOf(evaluate(values), relation)
    }

    var description: String {
        let sum = terms.map { "\($0.coefficient)*x\($0.variable)" }.joined(separator: " + ")
        return "\(sum) + \(constant) \(relation) 0 @\(LayoutPriority(priority))"
    }
}

/// How far `value relation 0` is from holding.
func violationOf(_ value: Double, _ relation: LayoutRelation) -> Double {
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// `1 * variable + constant`, or a sum of terms: `expression((x, 1), (y, -1), constant: -10)` is `x - y - 10`.
func expression(_ terms: (SolverVariable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { LinearTerm($0.0, $0.1) }, constant: constant)
}

extension Solver {
    /// The value of `expression` at the current solution.
    func evaluate(_ expression: LinearExpression) -> Double {
        var total = expression.constant
        for term in expression.terms {
            total += term.coefficient * value(of: term.variable)
        }
        return total
    }

    /// The current values of `variables`.
    func values(_ variables: [SolverVariable]) -> [Double] {
        variables.map { value(of: $0) }
    }
}

/// The total error of the optional constraints at each priority level: the solver's objective.
///
/// `edits` are optional equalities `variable == value` at their priority.
func levelErrors(
    _ constraints: [ConstraintSpec], edits: [(variable: Int, value: Double, priority: Float)] = [], values: [Double]
) -> [Float: Double] {
    var totals: [Float: Double] = [:]
    for constraint in constraints where !constraint.isRequired {
        totals[constraint.priority, default: 0] += constraint.violation(values)
    }
    for edit in edits {
        totals[edit.priority, default: 0] += abs(values[edit.variable] - edit.value)
    }
    return totals
}

/// A fresh solver with `constraints` (and `edits` as optional equalities) added in order.
///
/// Returns nil when the fresh solver refuses one of them.
func solveFromScratch(
    _ constraints: [ConstraintSpec], edits: [(variable: Int, value: Double, priority: Float)] = [],
    variableCount: Int, checksInvariants: Bool = false
) -> (solver: Solver, variables: [SolverVariable])? {
    var solver = Solver()
    if !checksInvariants {
        solver.invariantCheckRowLimit = 0
    }
    let variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
    do {
        for constraint in constraints {
            try solver.add(
                constraint.expression(variables), constraint.relation, priority: LayoutPriority(constraint.priority))
        }
        for edit in edits {
            try solver.add(
                LinearExpression(variables[edit.variable], constant: -edit.value), .equal,
                priority: LayoutPriority(edit.priority))
        }
    } catch {
        return nil
    }
    return (solver, variables)
}

/// Whether a fresh solver accepts all of `constraints` (read as required).
func requiredSetIsSatisfiable(_ constraints: [ConstraintSpec], variableCount: Int) -> Bool {
    let required = constraints.map { ConstraintSpec($0.terms, $0.relation, constant: $0.constant, priority: 1000) }
    return solveFromScratch(required, variableCount: variableCount) != nil
}

/// Asserts that two lists of values agree within `tolerance`.
func assertValues(
    _ actual: [Double], _ expected: [Double], tolerance: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.count, expected.count, message(), file: file, line: line)
    for (index, (a, e)) in zip(actual, expected).enumerated() where abs(a - e) > tolerance {
        XCTFail("value \(index): \(a) is not \(e) (±\(tolerance)) \(message())", file: file, line: line)
    }
}

/// Asserts that `body` throws exactly `expected`.
func assertThrows<T>(
    _ expected: SolverError, _ body: () throws(SolverError) -> T, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        _ = try body()
        XCTFail("expected \(expected), but nothing was thrown", file: file, line: line)
    } catch {
        XCTAssertEqual(error, expected, file: file, line: line)
    }
}

/// The error `body` throws, or nil when it succeeds.
func attempt(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// Asserts that `conflict` is a smallest conflicting set: it holds `seed`, its constraints (read as
/// required, with `overrides` in place of their expressions) cannot hold together, and dropping any
/// one of them makes the rest satisfiable. Each check uses a fresh solver.
func assertMinimalConflict(
    _ conflict: [SolverConstraint], seed: SolverConstraint, in solver: Solver,
    replacing overrides: [SolverConstraint: LinearExpression] = [:], file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(conflict.contains(seed), "the conflict \(conflict) misses \(seed)", file: file, line: line)
    XCTAssertEqual(Set(conflict).count, conflict.count, "repeated members in \(conflict)", file: file, line: line)
    var definitions: [(LinearExpression, LayoutRelation)] = []
    for member in conflict {
        guard let definition = solver.definition(of: member) else {
            return XCTFail("\(member) of the conflict is unknown", file: file, line: line)
        }
        definitions.append((overrides[member] ?? definition.expression, definition.relation))
    }
    func satisfiable(_ members: [(LinearExpression, LayoutRelation)]) -> Bool {
        var fresh = Solver()
        var mapped: [SolverVariable: SolverVariable] = [:]
        for (expression, relation) in members {
            var terms: [LinearTerm] = []
            for term in expression.terms {
                let variable = mapped[term.variable] ?? fresh.makeVariable()
                mapped[term.variable] = variable
                terms.append(LinearTerm(variable, term.coefficient))
            }
            do {
                try fresh.add(LinearExpression(terms, constant: expression.constant), relation)
            } catch {
                return false
            }
        }
        return true
    }
    XCTAssertFalse(satisfiable(definitions), "the conflict \(conflict) can hold", file: file, line: line)
    for index in definitions.indices {
        var rest = definitions
        rest.remove(at: index)
        XCTAssertTrue(
            satisfiable(rest), "the conflict \(conflict) is not minimal: without \(conflict[index]) it still conflicts",
            file: file, line: line)
    }
}
