/// Finds, for a variable held by an equality, a direction along which the rest of the system does
/// not change: moving the held variable by one and some other variables by fixed amounts leaves the
/// expression of every other constraint as it was (a vector of the null space of their coefficients,
/// with the frozen variables not moving).
///
/// When one exists, the system is indifferent to the held value: every solution at one value maps
/// to a solution at another with the same errors, so the best solution at any held value is as good
/// as the best with the value free. The engine uses it to prove that a subtree solved on its own
/// gives the answer of the shared system, and to move the parent's solution when the subtree's size
/// changes (only the variables of the direction move: in a chain, the views below).
///
/// The search is greedy and may miss a direction that exists (then the engine solves the subtree in
/// the shared system, which is always right). Each (variable, constraint) pair is solved once: a
/// chain of N cells costs O(N) for all its cells together.
struct NullDirectionSearch {
    /// For each variable, its constraints and coefficients (compressed rows).
    private var offsets: [Int32] = [0]
    private var entryConstraint: [Int32] = []
    private var entryCoefficient: [Double] = []
    /// For each constraint, its variables and coefficients (duplicates merged).
    private var termOffsets: [Int32] = []
    private var termVariable: [Int32] = []
    private var termCoefficient: [Double] = []

    /// A solved pair: `variable` moves by one, constraint `entry` takes the residual.
    private struct Node {
        var variable: Int32
        var ok = false
        var done = false
        var firstEdge: Int32 = 0
        var edgeCount: Int32 = 0
    }
    private struct Edge {
        var child: Int32
        var scale: Double
    }
    private var nodes: [Node] = []
    private var edges: [Edge] = []
    private var memo: [UInt64: Int32] = [:]
    /// The most nodes one search may make before it gives up (the engine then keeps the shared system).
    var nodeBudget = 0

    /// Indexes every active constraint of `solver`.
    init(_ solver: Solver) {
        let slots = solver.constraintSlotCount
        var variables: [Int32] = []
        var coefficients: [Double] = []
        var count = [Int32]()
        termOffsets.reserveCapacity(slots + 1)
        termOffsets.append(0)
        for index in 0..<slots {
            if let terms = solver.activeTerms(of: index) {
                variables.removeAll(keepingCapacity: true)
                coefficients.removeAll(keepingCapacity: true)
                for (variable, coefficient) in zip(terms.variables, terms.coefficients) {
                    if let at = variables.firstIndex(of: variable) {
                        coefficients[at] += coefficient
                    } else {
                        variables.append(variable)
                        coefficients.append(coefficient)
                    }
                }
                for (variable, coefficient) in zip(variables, coefficients) where coefficient != 0 {
                    termVariable.append(variable)
                    termCoefficient.append(coefficient)
                    while count.count <= Int(variable) { count.append(0) }
                    count[Int(variable)] += 1
                }
            }
            termOffsets.append(Int32(termVariable.count))
        }
        offsets = [Int32](repeating: 0, count: count.count + 1)
        for variable in count.indices { offsets[variable + 1] = offsets[variable] + count[variable] }
        var fill = Array(offsets.dropLast())
        entryConstraint = [Int32](repeating: 0, count: termVariable.count)
        entryCoefficient = [Double](repeating: 0, count: termVariable.count)
        for constraint in 0..<slots {
            for term in Int(termOffsets[constraint])..<Int(termOffsets[constraint + 1]) {
                let variable = Int(termVariable[term])
                let at = Int(fill[variable])
                entryConstraint[at] = Int32(constraint)
                entryCoefficient[at] = termCoefficient[term]
                fill[variable] += 1
            }
        }
        nodeBudget = 64 * max(termVariable.count, 64)
    }

    /// How many constraints mention the variable.
    private func degree(_ variable: Int32) -> Int {
        Int(variable) + 1 < offsets.count ? Int(offsets[Int(variable) + 1] - offsets[Int(variable)]) : 0
    }

    private func coefficient(of variable: Int32, in constraint: Int32) -> Double {
        for term in Int(termOffsets[Int(constraint)])..<Int(termOffsets[Int(constraint) + 1])
        where termVariable[term] == variable {
            return termCoefficient[term]
        }
        return 0
    }

    /// A direction moving `held` by one and leaving every constraint but `heldConstraint` unchanged,
    /// with no variable marked in `frozen` moving (other than `held`); nil when none is found.
    /// Each variable that moves comes once, with its weight.
    mutating func direction(
        moving held: Int32, except heldConstraint: Int32, frozen: [Bool]
    ) -> [(variable: Int32, weight: Double)]? {
        guard let root = solve(held, heldConstraint, frozen: frozen) else { return nil }
        // Weights along the DAG of solved pairs, in topological order (reverse post-order).
        var order: [Int32] = []
        var visited = Set<Int32>()
        var stack: [(node: Int32, next: Int32)] = [(root, 0)]
        visited.insert(root)
        while let top = stack.last {
            let node = nodes[Int(top.node)]
            if top.next < node.edgeCount {
                stack[stack.count - 1].next += 1
                let child = edges[Int(node.firstEdge + top.next)].child
                if visited.insert(child).inserted { stack.append((child, 0)) }
            } else {
                order.append(top.node)
                stack.removeLast()
            }
        }
        var weight: [Int32: Double] = [root: 1]
        var result: [Int32: Double] = [:]
        for node in order.reversed() {
            let own = weight[node] ?? 0
            let entry = nodes[Int(node)]
            result[entry.variable, default: 0] += own
            for edge in edges[Int(entry.firstEdge)..<Int(entry.firstEdge + entry.edgeCount)] {
                weight[edge.child, default: 0] += own * edge.scale
            }
        }
        return result.map { (variable: $0.key, weight: $0.value) }
    }

    /// Solves the pair (`variable`, `entry`): a vector moving `variable` by one that leaves every
    /// constraint but `entry` unchanged. Iterative depth-first search, each pair solved once.
    private mutating func solve(_ variable: Int32, _ entry: Int32, frozen: [Bool]) -> Int32? {
        struct Frame {
            var node: Int32
            var variable: Int32
            var entry: Int32
            /// The position in the variable's constraint list being balanced.
            var position: Int32
            var end: Int32
            /// The candidate tried next for the current constraint.
            var candidate: Int
            var edgeBase: Int
        }
        func key(_ variable: Int32, _ constraint: Int32) -> UInt64 {
            UInt64(UInt32(bitPattern: variable)) << 32 | UInt64(UInt32(bitPattern: constraint))
        }
        if let known = memo[key(variable, entry)] {
            return nodes[Int(known)].ok ? known : nil
        }
        var pending: [Edge] = []
        var frames: [Frame] = []
        var result: Int32? = nil
        func start(_ variable: Int32, _ entry: Int32) -> Frame {
            let node = Int32(nodes.count)
            nodes.append(Node(variable: variable))
            memo[key(variable, entry)] = node
            let begin = Int(variable) + 1 < offsets.count ? offsets[Int(variable)] : 0
            let end = Int(variable) + 1 < offsets.count ? offsets[Int(variable) + 1] : 0
            return Frame(
                node: node, variable: variable, entry: entry, position: begin, end: end, candidate: 0,
                edgeBase: pending.count)
        }
        frames.append(start(variable, entry))
        var returned: Int32?? = nil
        while var frame = frames.popLast() {
            if let child = returned {
                returned = nil
                if let child {
                    let constraint = entryConstraint[Int(frame.position)]
                    let scale = -entryCoefficient[Int(frame.position)] / coefficient(of: nodes[Int(child)].variable, in: constraint)
                    pending.append(Edge(child: child, scale: scale))
                    frame.position += 1
                    frame.candidate = 0
                } else {
                    frame.candidate += 1
                }
            }
            // The next constraint of the variable that needs an absorber.
            while frame.position < frame.end
                && (entryConstraint[Int(frame.position)] == frame.entry || entryCoefficient[Int(frame.position)] == 0)
            {
                frame.position += 1
            }
            if frame.position >= frame.end {
                let base = frame.edgeBase
                nodes[Int(frame.node)].ok = true
                nodes[Int(frame.node)].done = true
                nodes[Int(frame.node)].firstEdge = Int32(edges.count)
                nodes[Int(frame.node)].edgeCount = Int32(pending.count - base)
                edges.append(contentsOf: pending[base...])
                pending.removeSubrange(base...)
                if frames.isEmpty { result = frame.node } else { returned = .some(frame.node) }
                continue
            }
            let constraint = entryConstraint[Int(frame.position)]
            let own = entryCoefficient[Int(frame.position)]
            // Candidates: unfrozen variables of the constraint, those moving the same way first, then
            // those in fewer constraints.
            var candidates: [(variable: Int32, rank: Int)] = []
            for term in Int(termOffsets[Int(constraint)])..<Int(termOffsets[Int(constraint) + 1]) {
                let other = termVariable[term]
                guard other != frame.variable, Int(other) >= frozen.count || !frozen[Int(other)] else { continue }
                let sameWay = -own / termCoefficient[term] > 0
                candidates.append((other, (sameWay ? 0 : 1_000_000) + degree(other)))
            }
            candidates.sort { $0.rank < $1.rank || ($0.rank == $1.rank && $0.variable < $1.variable) }
            var pushed = false
            while frame.candidate < candidates.count {
                let other = candidates[frame.candidate].variable
                if let known = memo[key(other, constraint)] {
                    if nodes[Int(known)].ok {
                        pending.append(Edge(child: known, scale: -own / coefficient(of: other, in: constraint)))
                        frame.position += 1
                        frame.candidate = 0
                        frames.append(frame)
                        pushed = true
                        break
                    }
                    frame.candidate += 1
                    continue
                }
                guard nodes.count < nodeBudget else {
                    frame.candidate = candidates.count
                    break
                }
                frames.append(frame)
                frames.append(start(other, constraint))
                pushed = true
                break
            }
            if pushed { continue }
            // No absorber: the pair fails.
            nodes[Int(frame.node)].done = true
            pending.removeSubrange(frame.edgeBase...)
            if frames.isEmpty { result = nil } else { returned = .some(nil) }
        }
        return result
    }
}
