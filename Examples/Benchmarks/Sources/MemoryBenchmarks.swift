import Foundation
import LayoutCore

/// `benchmarks memory`: long edit loops and add/remove cycles, printing the resident size as they run.
///
/// Memory must stay flat: a solver that keeps something per suggestion, per added and removed
/// constraint or per priority it has seen, or an engine that keeps its trees alive, grows here.
/// `--memory-scale X` multiplies every loop's length (0.01 for a quick look).
enum MemoryBenchmarks {
    static func run() {
        let scale = option("--memory-scale") ?? 1
        func count(_ base: Int) -> Int { max(1, Int(Double(base) * scale)) }
        print("resident size (MB) at the start, after each quarter, and growth per operation\n")
        var rows: [[String]] = []
        rows.append(measure("suggestValue, 401 constraints", count(1_000_000), suggestLoop))
        rows.append(measure("add/remove optional constraint", count(100_000), addRemoveLoop))
        rows.append(measure("distinct priorities on one constraint", count(100_000), priorityLoop))
        rows.append(measure("engine: constant edit + layout", count(100_000), engineEditLoop))
        rows.append(measure("engine: activate/deactivate + layout", count(100_000), engineToggleLoop))
        rows.append(measure("engine: new tree laid out and dropped", count(20_000), treeLoop))
        Harness.printTable(["workload", "ops", "start", "25%", "50%", "75%", "end", "bytes/op"], rows)
    }

    /// Runs `loop` over `operations` steps in four quarters, sampling the resident size after each.
    private static func measure(
        _ name: String, _ operations: Int, _ loop: (_ quarters: Int, _ sample: () -> Void) -> Void
    ) -> [String] {
        var samples: [Double] = [residentMegabytes()]
        loop(operations) { samples.append(residentMegabytes()) }
        let growth = (samples.last! - samples[1]) * 1_048_576 / Double(max(1, operations * 3 / 4))
        return [name, "\(operations)"] + samples.map { String(format: "%.1f", $0) } + [String(format: "%.1f", growth)]
    }

    /// The process's resident size in megabytes (Linux `/proc/self/statm`; 0 elsewhere).
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    private static func option(_ name: String) -> Double? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return Double(arguments[index + 1])
    }

    /// Calls `step(i)` for `i` in `0..<operations`, sampling after each quarter.
    private static func quarters(_ operations: Int, _ sample: () -> Void, _ step: (Int) -> Void) {
        for quarter in 0..<4 {
            for index in (operations * quarter / 4)..<(operations * (quarter + 1) / 4) { step(index) }
            sample()
        }
    }

    /// A chain of 100 boxes (4 variables each): 401 constraints, one edit variable at the end.
    private static func chainSolver() -> (Solver, SolverVariable) {
        var solver = Solver()
        solver.invariantCheckRowLimit = 0
        var previousRight: SolverVariable?
        var last = solver.makeVariable()
        for index in 0..<100 {
            let left = solver.makeVariable()
            let width = solver.makeVariable()
            let right = solver.makeVariable()
            if let previousRight {
                try! solver.add(
                    LinearExpression([LinearTerm(left), LinearTerm(previousRight, -1)], constant: -8), .equal)
            } else {
                try! solver.add(LinearExpression(left), .equal)
            }
            try! solver.add(LinearExpression([LinearTerm(right), LinearTerm(left, -1), LinearTerm(width, -1)]), .equal)
            try! solver.add(LinearExpression(width, constant: -10), .greaterThanOrEqual)
            try! solver.add(LinearExpression(width, constant: -Double(20 + index % 7)), .equal, priority: 500)
            previousRight = right
            last = right
        }
        try! solver.add(LinearExpression(last, constant: -5000), .lessThanOrEqual)
        try! solver.addEditVariable(last, priority: 999)
        return (solver, last)
    }

    private static func suggestLoop(_ operations: Int, _ sample: () -> Void) {
        var (solver, edit) = chainSolver()
        quarters(operations, sample) { index in
            try! solver.suggestValue(Double(2000 + index % 700), for: edit)
        }
        withExtendedLifetime(solver) {}
    }

    private static func addRemoveLoop(_ operations: Int, _ sample: () -> Void) {
        var (solver, last) = chainSolver()
        quarters(operations, sample) { index in
            let handle = try! solver.add(
                LinearExpression(last, constant: -Double(2000 + index % 100)), .equal, priority: 300)
            try! solver.removeConstraint(handle)
            solver.disposeConstraint(handle)
        }
    }

    private static func priorityLoop(_ operations: Int, _ sample: () -> Void) {
        var (solver, edit) = chainSolver()
        let handle = try! solver.add(LinearExpression(edit, constant: -2500), .equal, priority: 400)
        quarters(operations, sample) { index in
            let priority = 1 + Float(index % 990_000) * 0.001
            try! solver.setPriority(LayoutPriority(priority), for: handle)
        }
    }

    /// A root with 20 rows of two views each, and one constraint whose constant moves.
    private static func engineTree() -> (LayoutView, LayoutConstraint) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var above = root.topAnchor
        var moving: LayoutConstraint?
        for _ in 0..<20 {
            let left = LayoutView()
            let right = LayoutView()
            for view in [left, right] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                view.topAnchor.constraint(equalTo: above, constant: 4).isActive = true
                view.heightAnchor.constraint(equalToConstant: 30).isActive = true
            }
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
            let gap = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
            gap.isActive = true
            moving = moving ?? gap
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8).isActive = true
            left.widthAnchor.constraint(equalTo: right.widthAnchor, multiplier: 0.5).isActive = true
            above = left.bottomAnchor
        }
        root.layoutIfNeeded()
        return (root, moving!)
    }

    private static func engineEditLoop(_ operations: Int, _ sample: () -> Void) {
        let (root, moving) = engineTree()
        quarters(operations, sample) { index in
            moving.constant = CGFloat(8 + index % 50)
            root.layoutIfNeeded()
        }
    }

    private static func engineToggleLoop(_ operations: Int, _ sample: () -> Void) {
        let (root, _) = engineTree()
        let view = root.subviews[0]
        quarters(operations, sample) { index in
            let constraint = view.widthAnchor.constraint(
                lessThanOrEqualToConstant: CGFloat(100 + index % 50))
            constraint.priority = .defaultHigh
            constraint.isActive = true
            root.layoutIfNeeded()
            constraint.isActive = false
            root.layoutIfNeeded()
        }
    }

    private static func treeLoop(_ operations: Int, _ sample: () -> Void) {
        quarters(operations, sample) { _ in
            do {
                let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let child = LayoutView()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
                child.widthAnchor.constraint(equalToConstant: 100).isActive = true
                child.heightAnchor.constraint(equalToConstant: 40).isActive = true
                root.layoutIfNeeded()
            }
        }
    }
}
