import Foundation
import LayoutCore

/// `benchmarks solver`: the workloads of `Inputs/solver` (chains, grids, kiwi's enaml form, an edit loop).
enum SolverBenchmarks {
    /// A workload read from its file, ready to be added to a fresh solver.
    struct Workload {
        var name: String
        var system: ConstraintSystemFile

        /// Makes a solver with the workload's variables and (not yet added) constraints.
        func prepare() -> (Solver, [SolverConstraint], [String: SolverVariable]) {
            var solver = Solver()
            var variables: [String: SolverVariable] = [:]
            var handles: [SolverConstraint] = []
            for constraint in system.constraints {
                let terms = constraint.terms.map { term -> LinearTerm in
                    if let known = variables[term.variable] { return LinearTerm(known, term.coefficient) }
                    let made = solver.makeVariable(term.variable)
                    variables[term.variable] = made
                    return LinearTerm(made, term.coefficient)
                }
                let handle = try! solver.makeConstraint(
                    LinearExpression(terms, constant: constraint.constant), constraint.relation,
                    priority: LayoutPriority(constraint.priority))
                handles.append(handle)
            }
            return (solver, handles, variables)
        }
    }

    static func load(_ name: String) -> Workload {
        let text = Harness.input("solver/\(name).json")
        return Workload(name: name, system: try! ConstraintSystemFile(json: text))
    }

    static func run() {
        let skipLargePeers = !CommandLine.arguments.contains("--kiwi-all")
        var rows: [[String]] = []
        var addTimes: [String: Double] = [:]
        for name in ["enaml_like", "chain_1000", "chain_10000", "grid_30x30", "grid_100x100", "edit_chain_1000"] {
            let workload = load(name)
            let count = workload.system.constraints.count
            let runs = count > 20_000 ? 5 : (count > 1000 ? 11 : 101)
            let add = Harness.median(runs: runs, setup: workload.prepare) { state in
                for handle in state.1 {
                    try! state.0.addConstraint(handle)
                }
            }
            addTimes[name] = add
            let large = name == "chain_10000" || name == "grid_100x100"
            let peer = (large && skipLargePeers) ? nil : Harness.runPeer("kiwi_solver.py", [name])
            let kiwiAdd = peer?["add"] as? Double
            rows.append([
                name, "\(count)", Harness.format(add), Harness.format(add / Double(count)),
                Harness.format(kiwiAdd),
                kiwiAdd.map { Harness.format($0 / Double(count)) } ?? (large ? "skipped" : "-"),
                Harness.ratio(ours: add, peer: kiwiAdd),
            ])
        }
        print("Adding all constraints (median):\n")
        Harness.printTable(
            ["workload", "constraints", "ours", "per constraint", "kiwi", "kiwi per constraint", "kiwi/ours"], rows)
        if let small = addTimes["chain_1000"], let big = addTimes["chain_10000"], let g1 = addTimes["grid_30x30"],
            let g2 = addTimes["grid_100x100"]
        {
            print(
                String(
                    format:
                        "\nGrowth: chain 1,000 -> 10,000 constraints x10: time x%.1f; grid 30x30 -> 100x100 constraints x%.1f: time x%.1f",
                    big / small, 80004.0 / 7204.0, g2 / g1))
        }
        print("\nEdit loops (median per suggestValue):\n")
        var editRows: [[String]] = []
        for name in ["edit_chain_1000", "enaml_like"] {
            let workload = load(name)
            let (ours, oursRead) = timeEdits(workload)
            let peer = Harness.runPeer("kiwi_solver.py", [name, "--edits"])
            editRows.append([
                name, Harness.format(ours), Harness.format(oursRead), Harness.format(peer?["suggest"] as? Double),
                Harness.format(peer?["suggest_read"] as? Double),
                Harness.ratio(ours: ours, peer: peer?["suggest"] as? Double),
            ])
        }
        Harness.printTable(["workload", "ours", "ours + read all", "kiwi", "kiwi + read all", "kiwi/ours"], editRows)
        if let peer = Harness.runPeer("kiwi_solver.py", ["--overhead"]), let call = peer["call"] as? Double {
            print("\nkiwi is timed through Python: one Python-level call costs about \(Harness.format(call)) here.")
        }
    }

    /// Times every suggestion of the workload's edits: per step, and per step with all values read.
    static func timeEdits(_ workload: Workload) -> (Double, Double) {
        var (solver, handles, variables) = workload.prepare()
        for handle in handles { try! solver.addConstraint(handle) }
        var steps = 0
        for edit in workload.system.edits {
            try! solver.addEditVariable(variables[edit.variable]!, priority: LayoutPriority(edit.priority))
            steps += edit.values.count
        }
        let all = Array(variables.values)
        var sink = 0.0
        let plain = Harness.median(runs: 5, warmup: 1) {
            for edit in workload.system.edits {
                let variable = variables[edit.variable]!
                for value in edit.values { try! solver.suggestValue(value, for: variable) }
            }
        }
        let reading = Harness.median(runs: 5, warmup: 1) {
            for edit in workload.system.edits {
                let variable = variables[edit.variable]!
                for value in edit.values {
                    try! solver.suggestValue(value, for: variable)
                    for other in all { sink += solver.value(of: other) }
                }
            }
        }
        if sink.isNaN { print(sink) }
        return (plain / Double(steps), reading / Double(steps))
    }
}
