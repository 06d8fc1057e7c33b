/// Reads a constraint system in the constraint-system format (`Docs/Formats`), solves it, and
/// answers in the same format. Used by `layout solve`, its tests and the solver benchmarks.
package struct ConstraintSystemFile {
    /// One constraint of the file.
    package struct Constraint {
        package var terms: [(coefficient: Double, variable: String)]
        package var constant: Double
        package var relation: LayoutRelation
        package var priority: Float
    }

    /// One edit variable of the file, with the values to suggest.
    package struct Edit {
        package var variable: String
        package var priority: Float
        package var values: [Double]
    }

    package var constraints: [Constraint] = []
    package var edits: [Edit] = []

    /// Bad input: the message names the constraint or edit and what is wrong.
    package struct FormatError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// The most numbers an answer of the `layout` tool may hold (variables x (edit steps + 1)).
    package static let maximumOutputValues = 1_000_000

    /// Reads a system from JSON text.
    package init(json text: String) throws(FormatError) {
        let document: JSONValue
        do {
            document = try JSONValue.parse(text)
        } catch {
            throw FormatError(message: error.description)
        }
        guard document.members != nil else { throw FormatError(message: "the document must be a JSON object") }
        guard let list = document["constraints"]?.array else {
            throw FormatError(message: "the document needs a \"constraints\" array")
        }
        for (index, item) in list.enumerated() {
            constraints.append(try Self.readConstraint(item, index: index))
        }
        if let editList = document["edits"], !editList.isNull {
            guard let items = editList.array else { throw FormatError(message: "\"edits\" must be an array") }
            var editOf: [String: Int] = [:]
            for (index, item) in items.enumerated() {
                let edit = try Self.readEdit(item, index: index)
                if let first = editOf.updateValue(index, forKey: edit.variable) {
                    throw FormatError(
                        message: "edit \(index): variable \"\(edit.variable)\" already has an edit (edit \(first))")
                }
                edits.append(edit)
            }
        }
    }

    /// The numbers the answer holds: every variable once, and again after each edit step (the
    /// `layout` tool refuses more than ``maximumOutputValues``).
    package var answerValueCount: Int {
        var names: Set<String> = []
        for constraint in constraints {
            for term in constraint.terms { names.insert(term.variable) }
        }
        for edit in edits { names.insert(edit.variable) }
        let steps = edits.reduce(0) { $0 + $1.values.count }
        let (total, overflow) = names.count.multipliedReportingOverflow(by: steps + 1)
        return overflow ? .max : total
    }

    private static func readConstraint(_ item: JSONValue, index: Int) throws(FormatError) -> Constraint {
        let name = "constraint \(index)"
        guard item.members != nil else { throw FormatError(message: "\(name): must be an object") }
        guard let termList = item["terms"]?.array else {
            throw FormatError(message: "\(name): needs a \"terms\" array")
        }
        var terms: [(Double, String)] = []
        for (position, term) in termList.enumerated() {
            guard let pair = term.array, pair.count == 2, let coefficient = pair[0].number,
                let variable = pair[1].string
            else {
                throw FormatError(message: "\(name): term \(position) must be [coefficient, \"variable\"]")
            }
            guard coefficient.isFinite else {
                throw FormatError(
                    message:
                        "\(name): the coefficient of \"\(variable)\" is \(JSONValue.format(coefficient)), not finite")
            }
            terms.append((coefficient, variable))
        }
        var constant = 0.0
        if let value = item["constant"] {
            guard let number = value.number else {
                throw FormatError(message: "\(name): \"constant\" must be a number")
            }
            guard number.isFinite else {
                throw FormatError(message: "\(name): the constant is \(JSONValue.format(number)), not finite")
            }
            constant = number
        }
        guard let op = item["op"]?.string else { throw FormatError(message: "\(name): needs an \"op\"") }
        let relation: LayoutRelation
        switch op {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw FormatError(message: "\(name): unknown op \"\(op)\" (expected ==, <= or >=)")
        }
        let priority = try readPriority(item["priority"], owner: name)
        return Constraint(terms: terms, constant: constant, relation: relation, priority: priority)
    }

    private static func readPriority(_ value: JSONValue?, owner: String) throws(FormatError) -> Float {
        guard let value else { return 1000 }
        guard let number = value.number else { throw FormatError(message: "\(owner): \"priority\" must be a number") }
        guard number.isFinite, number >= 1, number <= 1000 else {
            throw FormatError(message: "\(owner): priority \(JSONValue.format(number)) is outside 1...1000")
        }
        return Float(number)
    }

    private static func readEdit(_ item: JSONValue, index: Int) throws(FormatError) -> Edit {
        let name = "edit \(index)"
        guard let variable = item["variable"]?.string else {
            throw FormatError(message: "\(name): needs a \"variable\" name")
        }
        let priority = try readPriority(item["priority"], owner: name)
        guard priority < 1000 else {
            throw FormatError(message: "\(name): edit variable \"\(variable)\" cannot be required (priority 1000)")
        }
        var values: [Double] = []
        for (position, value) in (item["values"]?.array ?? []).enumerated() {
            guard let number = value.number else {
                throw FormatError(message: "\(name): value \(position) must be a number")
            }
            guard number.isFinite else {
                throw FormatError(message: "\(name): value \(position) is \(JSONValue.format(number)), not finite")
            }
            values.append(number)
        }
        return Edit(variable: variable, priority: priority, values: values)
    }

    /// The outcome of solving the system.
    package struct Outcome {
        package var status: String
        package var values: [(String, Double)]
        package var steps: [[(String, Double)]]
        package var conflict: [Int]
        package var refused: [Int]
        /// Whether the solver's numbers overflowed at some step (``Solver/hasOverflowed``): the values
        /// need not be the system's answer.
        package var overflowed = false
    }

    /// Solves the system: adds every constraint in order (refusing those that cannot hold), then plays the edits.
    package func solve() -> Outcome {
        var solver = Solver()
        var variables: [String: SolverVariable] = [:]
        var order: [String] = []
        func variable(_ name: String) -> SolverVariable {
            if let known = variables[name] { return known }
            let made = solver.makeVariable(name)
            variables[name] = made
            order.append(name)
            return made
        }
        var handles: [SolverConstraint: Int] = [:]
        var conflict: [Int] = []
        var refused: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            let terms = constraint.terms.map { LinearTerm(variable($0.variable), $0.coefficient) }
            let expression = LinearExpression(terms, constant: constraint.constant)
            do {
                let handle = try solver.makeConstraint(
                    expression, constraint.relation, priority: LayoutPriority(constraint.priority))
                handles[handle] = index
                try solver.addConstraint(handle)
            } catch {
                refused.append(index)
                if conflict.isEmpty, case .unsatisfiable(_, let set) = error {
                    conflict = set.compactMap { handles[$0] }.sorted()
                }
            }
        }
        for edit in edits {
            try? solver.addEditVariable(variable(edit.variable), priority: LayoutPriority(edit.priority))
        }
        // The solver is passed in, not captured: reading a captured `var` struct copies it on every call.
        let names = order
        let handlesByName = names.map { variables[$0]! }
        func snapshot(_ solver: Solver) -> [(String, Double)] {
            zip(names, handlesByName).map { ($0, solver.value(of: $1)) }
        }
        let values = snapshot(solver)
        var overflowed = solver.hasOverflowed
        var steps: [[(String, Double)]] = []
        for edit in edits {
            let handle = variables[edit.variable]!
            for value in edit.values {
                try? solver.suggestValue(value, for: handle)
                steps.append(snapshot(solver))
                if !overflowed { overflowed = solver.hasOverflowed }
            }
        }
        return Outcome(
            status: refused.isEmpty ? "ok" : "unsatisfiable", values: values, steps: steps, conflict: conflict,
            refused: refused, overflowed: overflowed)
    }
}

extension ConstraintSystemFile.Outcome {
    /// The outcome as the JSON document the spec describes.
    package var json: JSONValue {
        func object(_ values: [(String, Double)]) -> JSONValue {
            .object(JSONObject(values.map { ($0.0, .number(Self.clean($0.1))) }))
        }
        var members: [(String, JSONValue)] = [("status", .string(status))]
        if status == "unsatisfiable" {
            members.append(("conflict", .array(JSONArray(conflict.map { .number(Double($0)) }))))
            members.append(("refused", .array(JSONArray(refused.map { .number(Double($0)) }))))
        }
        members.append(("values", object(values)))
        if !steps.isEmpty {
            members.append(("steps", .array(JSONArray(steps.map(object)))))
        }
        return .object(JSONObject(members))
    }

    /// Rounds away floating-point noise below 1e-9 so that output is stable.
    static func clean(_ value: Double) -> Double {
        // Above 1e15 there is no noise below 1e-9 to round away (and scaling by 1e9 could overflow).
        guard abs(value) < 1e15 else { return value }
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
