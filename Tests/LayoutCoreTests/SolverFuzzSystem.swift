import LayoutCore
import LayoutTestSupport
import XCTest

/// One random system of the solver fuzz: a solver, the model of what was added to it, and the
/// operations that change both. After every operation ``check(_:)`` compares the solver with the
/// model and with a solve from scratch.
struct SolverFuzzSystem {
    struct Entry {
        var handle: SolverConstraint
        var spec: ConstraintSpec
    }

    struct Edit {
        var priority: Float
        var value: Double
    }

    /// A failed check: what was wrong.
    struct Failure: Error {
        var message: String
    }

    static let optionalLevels: [Float] = [1, 100, 250, 251, 500, 750, 999]
    static let coefficients: [Double] = [1, -1, 1, -1, 1, -1, 2, -2, 0.5, 3]

    var random: SeededRandom
    var solver = Solver()
    var variables: [SolverVariable] = []
    var active: [Entry] = []
    /// Constraints made but not in the solver (refused or removed): they may be added again.
    var inactive: [Entry] = []
    var edits: [Int: Edit] = [:]
    var log: [String] = []
    var verbose = false
    /// How often each kind of outcome happened (for the run's summary).
    var counts: [String: Int] = [:]
    /// The share of required constraints: some systems are loose, some nearly rigid.
    var requiredChance = 0.4

    init(seed: UInt64, variableCount: Int) {
        random = SeededRandom(seed: seed)
        requiredChance = random.pick([0.2, 0.4, 0.7])
        variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
    }

    var values: [Double] { solver.values(variables) }

    mutating func note(_ line: String) {
        log.append(line)
        if verbose {
            print("  " + line)
            fflush(nil)
        }
    }

    // MARK: Random parts

    mutating func randomPriority() -> Float {
        random.chance(requiredChance) ? 1000 : random.pick(Self.optionalLevels)
    }

    mutating func randomConstant() -> Double {
        Double(random.int(-20...20) * 5)
    }

    /// A constraint over one to three variables that lie close together, so that parts connect.
    mutating func randomSpec() -> ConstraintSpec {
        let termCount = random.weighted([4, 5, 2])  // one, two or three terms
        let center = random.below(variables.count)
        var terms: [(variable: Int, coefficient: Double)] = []
        for _ in 0...termCount {
            let offset = random.int(-3...3)
            let variable = min(max(center + offset, 0), variables.count - 1)
            terms.append((variable, random.pick(Self.coefficients)))
        }
        let relation = random.pick([LayoutRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        return ConstraintSpec(terms, relation, constant: randomConstant(), priority: randomPriority())
    }

    // MARK: Checks

    /// The magnitude of the numbers in play, for tolerances.
    func scale(_ values: [Double]) -> Double {
        var scale = 1.0
        for value in values { scale = max(scale, abs(value)) }
        for entry in active { scale = max(scale, abs(entry.spec.constant)) }
        for edit in edits.values { scale = max(scale, abs(edit.value)) }
        return scale
    }

    var editList: [(variable: Int, value: Double, priority: Float)] {
        edits.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value, $0.value.priority) }
    }

    /// Every active required constraint holds; each level's total error matches a solve from scratch.
    func check() throws(Failure) {
        let values = self.values
        let scale = self.scale(values)
        for entry in active where entry.spec.isRequired {
            let violation = entry.spec.violation(values)
            guard violation <= 1e-6 * scale else {
                throw Failure(message: "required \(entry.handle) \(entry.spec) is off by \(violation)")
            }
        }
        guard solver.constraintCount == active.count + edits.count else {
            throw Failure(message: "constraintCount \(solver.constraintCount), model \(active.count) + \(edits.count)")
        }
        let specs = active.map(\.spec)
        guard let fresh = solveFromScratch(specs, edits: editList, variableCount: variables.count) else {
            throw Failure(message: "a fresh solver refuses the active constraints")
        }
        let freshValues = fresh.solver.values(fresh.variables)
        let ours = levelErrors(specs, edits: editList, values: values)
        let theirs = levelErrors(specs, edits: editList, values: freshValues)
        let tolerance = 1e-6 * max(scale, self.scale(freshValues))
        for level in Set(ours.keys).union(theirs.keys).sorted(by: >) {
            let (a, b) = (ours[level] ?? 0, theirs[level] ?? 0)
            guard abs(a - b) <= tolerance else {
                throw Failure(message: "level \(level): total error \(a), from scratch \(b)")
            }
        }
    }

    /// A refused operation left the values as they were.
    func checkUnchanged(_ before: [Double]) throws(Failure) {
        let after = values
        let tolerance = 1e-9 * scale(before)
        for index in before.indices where abs(before[index] - after[index]) > tolerance {
            throw Failure(message: "a refused operation moved x\(index) from \(before[index]) to \(after[index])")
        }
    }

    /// An unsatisfiable error names `seed` and a smallest set of required constraints that conflict.
    func checkConflict(_ error: SolverError, seed: SolverConstraint, seedSpec: ConstraintSpec) throws(Failure) {
        guard case .unsatisfiable(let constraint, let conflict) = error else {
            throw Failure(message: "unexpected error \(error)")
        }
        guard constraint == seed, conflict.contains(seed), Set(conflict).count == conflict.count else {
            throw Failure(message: "\(error) does not name \(seed) once")
        }
        var specs: [ConstraintSpec] = []
        for handle in conflict {
            if handle == seed {
                specs.append(seedSpec)
            } else if let entry = active.first(where: { $0.handle == handle }), entry.spec.isRequired {
                specs.append(entry.spec)
            } else {
                throw Failure(message: "conflict member \(handle) is not an active required constraint")
            }
        }
        let count = variables.count
        guard requiredSetIsSatisfiable(active.filter(\.spec.isRequired).map(\.spec), variableCount: count) else {
            throw Failure(message: "the active required constraints conflict on their own")
        }
        guard !requiredSetIsSatisfiable(specs, variableCount: count) else {
            throw Failure(message: "the conflict \(conflict) can hold")
        }
        for index in specs.indices {
            var rest = specs
            rest.remove(at: index)
            guard requiredSetIsSatisfiable(rest, variableCount: count) else {
                throw Failure(message: "the conflict \(conflict) is not minimal: \(conflict[index]) is not needed")
            }
        }
    }

    /// After a refusal, the solver and a copy taken before the refused call go through the same few
    /// more operations: they must answer alike and keep the same values (later behaviour is as if
    /// the refused call never happened).
    mutating func probeLaterBehaviour(_ twin: Solver) throws(Failure) {
        var ours = solver
        var theirs = twin
        for _ in 0..<3 {
            let what: String
            let ourError: SolverError?
            let theirError: SolverError?
            switch random.below(4) {
            case 0 where !active.isEmpty:
                let handle = random.pick(active).handle
                what = "remove \(handle)"
                ourError = attempt { () throws(SolverError) in try ours.removeConstraint(handle) }
                theirError = attempt { () throws(SolverError) in try theirs.removeConstraint(handle) }
            case 1 where !active.isEmpty:
                let handle = random.pick(active).handle
                let constant = randomConstant()
                what = "setConstant \(constant) for \(handle)"
                ourError = attempt { () throws(SolverError) in try ours.setConstant(constant, for: handle) }
                theirError = attempt { () throws(SolverError) in try theirs.setConstant(constant, for: handle) }
            case 2 where !edits.isEmpty:
                let variable = variables[random.pick(Array(edits.keys))]
                let value = randomConstant()
                what = "suggestValue \(value) for \(variable)"
                ourError = attempt { () throws(SolverError) in try ours.suggestValue(value, for: variable) }
                theirError = attempt { () throws(SolverError) in try theirs.suggestValue(value, for: variable) }
            default:
                let spec = randomSpec()
                let expression = spec.expression(variables)
                let priority = LayoutPriority(spec.priority)
                what = "add \(spec)"
                ourError = attempt { () throws(SolverError) in
                    try ours.add(expression, spec.relation, priority: priority)
                }
                theirError = attempt { () throws(SolverError) in
                    try theirs.add(expression, spec.relation, priority: priority)
                }
            }
            note("  probe: \(what)")
            guard ourError == theirError else {
                throw Failure(
                    message: "after the refusal, \(what) gives \(String(describing: ourError)); "
                        + "without it, \(String(describing: theirError))")
            }
            let (a, b) = (ours.values(variables), theirs.values(variables))
            let tolerance = 1e-9 * scale(a + b)
            for index in a.indices where abs(a[index] - b[index]) > tolerance {
                throw Failure(
                    message: "after the refusal, \(what) gives x\(index) = \(a[index]); without it, \(b[index])")
            }
        }
    }
}
