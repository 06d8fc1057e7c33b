import Foundation
import LayoutCore

/// `layout solve FILE`: solves a constraint system (the constraint-system format, `Docs/Formats`).
enum SolveCommand {
    static let usage = "usage: layout solve FILE   (FILE may be - for standard input)"

    /// Runs the command; returns what to print and the exit status (0 solved, 1 a required constraint
    /// was refused, 2 bad input or values that overflowed).
    static func run(_ arguments: [String], read: (String) -> Result<String, ToolFailure>) -> (
        output: String, status: Int32
    ) {
        if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            return (ToolFailure("unknown option \(unknown); \(usage)").json, 2)
        }
        guard arguments.count == 1 else { return (ToolFailure(usage).json, 2) }
        let text: String
        switch read(arguments[0]) {
        case .success(let read): text = read
        case .failure(let failure): return (failure.json, 2)
        }
        let system: ConstraintSystemFile
        do {
            system = try ConstraintSystemFile(json: text)
        } catch {
            return (ToolFailure(error.message).json, 2)
        }
        let count = system.answerValueCount
        guard count <= ConstraintSystemFile.maximumOutputValues else {
            return (
                ToolFailure(
                    "the answer would hold \(count) values (every variable after each edit step), more than "
                        + "\(ConstraintSystemFile.maximumOutputValues) (the tool's limit): use fewer edit values"
                ).json, 2
            )
        }
        let outcome = system.solve()
        if let overflow = overflowMessage(system, outcome) { return (ToolFailure(overflow).json, 2) }
        return (outcome.json.serialized(), outcome.status == "ok" ? 0 : 1)
    }

    /// A message naming the variables whose values are not finite and the constraints that use them.
    static func overflowMessage(_ system: ConstraintSystemFile, _ outcome: ConstraintSystemFile.Outcome) -> String? {
        var names: [String] = []
        var seen: Set<String> = []
        for (name, value) in outcome.values + outcome.steps.joined() where !value.isFinite {
            if seen.insert(name).inserted { names.append(name) }
        }
        func list<T>(_ items: [T]) -> String {
            items.prefix(10).map { "\($0)" }.joined(separator: ", ")
                + (items.count > 10 ? " and \(items.count - 10) more" : "")
        }
        guard !names.isEmpty else {
            // Finite values from overflowed arithmetic are no answer either: the constraints with huge numbers
            // are named (all of them when none has one).
            guard outcome.overflowed else { return nil }
            let huge = system.constraints.indices.filter { index in
                let constraint = system.constraints[index]
                return abs(constraint.constant) >= 1e100 || constraint.terms.contains { abs($0.coefficient) >= 1e100 }
            }
            return "the solver's numbers overflowed (not finite): the numbers of constraints "
                + "\(list(huge.isEmpty ? Array(system.constraints.indices) : huge)) are too large to solve"
        }
        let constraints = system.constraints.indices.filter { index in
            system.constraints[index].terms.contains { seen.contains($0.variable) }
        }
        let quoted = names.map { "\"\($0)\"" }
        return "the values of \(list(quoted)) overflowed (not finite): the numbers of constraints \(list(constraints)) "
            + "are too large to solve"
    }
}
