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
/// Inequalities that hold with room to spare may change too: a small move either way keeps them
/// satisfied at no cost, so the parent's best is flat around the held value, and (the best being
/// convex in it) no other value is better. Those the search relied on are listed (`reliedOn`): when
/// one comes to its bound the engine searches again.
///
/// A search may look only at the constraints of at least some priority (`threshold`): a direction
/// that leaves those unchanged shows that the levels from that priority up are indifferent to the
/// held value, while weaker constraints (a stack's tie-breaking pull) may change along it.
///
/// The search is greedy and may miss a direction that exists (then the engine solves the subtree in
/// the shared system, which is always right). Each (variable, constraint) pair is solved once per
/// threshold: a chain of N cells costs O(N) for all its cells together.
struct NullDirectionSearch {
    /// For each variable, its constraints and coefficients (compressed rows).
    private var offsets: [Int32] = [0]
    private var entryConstraint: [Int32] = []
    private var entryCoefficient: [Double] = []
    /// For each constraint indexed, where its variables and coefficients (duplicates merged) lie in
    /// `termVariable` and `termCoefficient` (empty for the others).
    private var termStart: [Int32] = []
    private var termEnd: [Int32] = []
    private var termVariable: [Int32] = []
    private var termCoefficient: [Double] = []
    /// For each constraint, the priority of its strongest side.
    private var constraintPriority: [Float] = []
    /// For each constraint, whether it is an inequality that holds with room to spare (its slack basic
    /// and above zero): a direction may change it.
    private var hasRoom: [Bool] = []
    /// The constraints with room that some search relied on; each must still have room for the
    /// directions found to stand (the engine checks them after every move).
    private(set) var reliedOn: [Int32] = []
    private var relied: [Bool] = []

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
    /// The solved pairs, one table per threshold searched with.
    private var memos: [(threshold: Float, memo: [UInt64: Int32])] = []
    /// Scratch for combined moves: a visit mark and a weight per node.
    private var nodeMark: [UInt32] = []
    private var nodeWeight: [Double] = []
    private var markEpoch: UInt32 = 0
    /// The most nodes one search may make before it gives up (the engine then keeps the shared system).
    var nodeBudget = 0

    /// Indexes the active constraints of the parts of `solver` (its connected sets of constraints)
    /// that hold `variables`: a direction moves only variables connected to the one it starts from,
    /// so the searches from those variables never look at another part (a subtree solved on its own
    /// is one, and holds most of the constraints).
    /// (The solver is borrowed, not copied: the engine passes its stored one in place.)
    init(_ solver: borrowing Solver, partsOf variables: [SolverVariable]) {
        let slots = solver.constraintSlotCount
        termStart = [Int32](repeating: 0, count: slots)
        termEnd = [Int32](repeating: 0, count: slots)
        constraintPriority = [Float](repeating: 0, count: slots)
        hasRoom = [Bool](repeating: false, count: slots)
        relied = [Bool](repeating: false, count: slots)
        // The parts' roots, read without compressing the solver's paths.
        let components = solver.components
        var roots: [Int32] = []
        for variable in variables where Int(variable.index) < components.parent.count {
            let root = components.rootWithoutCompressing(variable.index)
            if !roots.contains(root) { roots.append(root) }
        }
        var indexed: [Int32] = []
        for root in roots { indexed += components.members(of: root, records: solver.records) }
        // In the order of the constraints (the greedy search tries them in that order).
        indexed.sort()
        var count = [Int32](repeating: 0, count: solver.symbolSlotCount + 1)
        termVariable.reserveCapacity(4 * indexed.count)
        termCoefficient.reserveCapacity(4 * indexed.count)
        for constraint in indexed {
            let index = Int(constraint)
            guard index < slots, let terms = solver.activeTerms(of: index) else { continue }
            constraintPriority[index] = solver.strongestPriority(of: index)
            hasRoom[index] = solver.holdsWithRoom(index)
            let start = termVariable.count
            for term in terms {
                let variable = term.variable.index
                var at = start
                while at < termVariable.count && termVariable[at] != variable { at += 1 }
                if at < termVariable.count {
                    termCoefficient[at] += term.coefficient
                } else {
                    termVariable.append(variable)
                    termCoefficient.append(term.coefficient)
                }
            }
            // Merged terms that cancel are dropped.
            var kept = start
            for at in start..<termVariable.count where termCoefficient[at] != 0 {
                termVariable[kept] = termVariable[at]
                termCoefficient[kept] = termCoefficient[at]
                let variable = Int(termVariable[at])
                while count.count <= variable + 1 { count.append(0) }
                count[variable] += 1
                kept += 1
            }
            if kept < termVariable.count {
                termVariable.removeLast(termVariable.count - kept)
                termCoefficient.removeLast(termCoefficient.count - kept)
            }
            termStart[index] = Int32(start)
            termEnd[index] = Int32(kept)
        }
        offsets = [Int32](repeating: 0, count: count.count + 1)
        for variable in count.indices { offsets[variable + 1] = offsets[variable] + count[variable] }
        var fill = offsets
        entryConstraint = [Int32](repeating: 0, count: termVariable.count)
        entryCoefficient = [Double](repeating: 0, count: termVariable.count)
        for constraint in indexed where Int(constraint) < slots {
            for term in Int(termStart[Int(constraint)])..<Int(termEnd[Int(constraint)]) {
                let variable = Int(termVariable[term])
                let at = Int(fill[variable])
                entryConstraint[at] = constraint
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
        for term in Int(termStart[Int(constraint)])..<Int(termEnd[Int(constraint)])
        where termVariable[term] == variable {
            return termCoefficient[term]
        }
        return 0
    }

    /// Whether a direction exists that moves `held` by one and leaves every constraint of at least
    /// `threshold` but `heldConstraint` unchanged, with no variable marked in `frozen` moving (other
    /// than `held`).
    mutating func hasDirection(moving held: Int32, except heldConstraint: Int32, threshold: Float, frozen: [Bool])
        -> Bool
    {
        solve(held, heldConstraint, threshold: threshold, frozen: frozen) != nil
    }

    /// The change of every constraint's expression that `moves` makes (constraints left unchanged
    /// and those in `except` are not listed), summed per constraint. Only constraints weaker than
    /// `below` are looked at: directions found with thresholds up to `below` leave the others as
    /// they were.
    func expressionChanges(_ moves: [(variable: Int32, amount: Double)], except: Set<Int32>, below: Float)
        -> [(constraint: Int32, change: Double)]
    {
        var changes: [Int32: Double] = [:]
        guard below > -Float.infinity || !reliedOn.isEmpty else { return [] }
        for move in moves where move.amount != 0 && Int(move.variable) + 1 < offsets.count {
            for entry in Int(offsets[Int(move.variable)])..<Int(offsets[Int(move.variable) + 1]) {
                let constraint = entryConstraint[entry]
                guard constraintPriority[Int(constraint)] < below || hasRoom[Int(constraint)],
                    !except.contains(constraint)
                else { continue }
                changes[constraint, default: 0] += entryCoefficient[entry] * move.amount
            }
        }
        var list: [(constraint: Int32, change: Double)] = []
        for (constraint, change) in changes where abs(change) > 1e-9 { list.append((constraint, change)) }
        list.sort { $0.constraint < $1.constraint }
        return list
    }

    /// The combined move of several held variables, each by its amount along its own direction: each
    /// variable that moves, once, with the amount it moves by. Starts without a direction are left
    /// out and listed in `failed` (by position). The work is proportional to the variables that move
    /// (a chain's cells below the changes), however many starts share them.
    mutating func combinedMove(
        _ starts: [(held: Int32, constraint: Int32, threshold: Float, amount: Double)], frozen: [Bool],
        failed: inout [Int]
    ) -> [(variable: Int32, amount: Double)] {
        var roots: [(node: Int32, amount: Double)] = []
        for (position, start) in starts.enumerated() {
            if let root = solve(start.held, start.constraint, threshold: start.threshold, frozen: frozen) {
                roots.append((root, start.amount))
            } else {
                failed.append(position)
            }
        }
        if nodeMark.count < nodes.count {
            nodeMark += [UInt32](repeating: 0, count: nodes.count - nodeMark.count)
            nodeWeight += [Double](repeating: 0, count: nodes.count - nodeWeight.count)
        }
        markEpoch &+= 1
        if markEpoch == 0 {
            for index in nodeMark.indices { nodeMark[index] = 0 }
            markEpoch = 1
        }
        // Every node reachable from a root, in post-order (children before parents). (The tables are
        // read and written through buffers: a write to a stored array checks that it is unique.)
        var order: [Int32] = []
        order.reserveCapacity(nodes.count)
        var stack: [(node: Int32, next: Int32)] = []
        let epoch = markEpoch
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                nodeMark.withUnsafeMutableBufferPointer { mark in
                    for root in roots where mark[Int(root.node)] != epoch {
                        mark[Int(root.node)] = epoch
                        stack.append((root.node, 0))
                        while let top = stack.last {
                            let node = nodes[Int(top.node)]
                            if top.next < node.edgeCount {
                                stack[stack.count - 1].next = top.next + 1
                                let child = edges[Int(node.firstEdge + top.next)].child
                                if mark[Int(child)] != epoch {
                                    mark[Int(child)] = epoch
                                    stack.append((child, 0))
                                }
                            } else {
                                order.append(top.node)
                                stack.removeLast()
                            }
                        }
                    }
                }
            }
        }
        var moves: [(variable: Int32, amount: Double)] = []
        moves.reserveCapacity(order.count)
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                nodeWeight.withUnsafeMutableBufferPointer { weight in
                    for node in order { weight[Int(node)] = 0 }
                    for root in roots { weight[Int(root.node)] += root.amount }
                    for node in order.reversed() {
                        let entry = nodes[Int(node)]
                        let own = weight[Int(node)]
                        guard own != 0 else { continue }
                        moves.append((entry.variable, own))
                        for edge in Int(entry.firstEdge)..<Int(entry.firstEdge + entry.edgeCount) {
                            weight[Int(edges[edge].child)] += own * edges[edge].scale
                        }
                    }
                }
            }
        }
        return moves
    }

    /// Solves the pair (`variable`, `entry`): a vector moving `variable` by one that leaves every
    /// constraint of at least `threshold` but `entry` unchanged. Iterative depth-first search, each
    /// pair solved once per threshold.
    private mutating func solve(_ variable: Int32, _ entry: Int32, threshold: Float, frozen: [Bool]) -> Int32? {
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
        let table: Int
        if let found = memos.firstIndex(where: { $0.threshold == threshold }) {
            table = found
        } else {
            table = memos.count
            memos.append((threshold, [:]))
        }
        if let known = memos[table].memo[key(variable, entry)] {
            return nodes[Int(known)].ok ? known : nil
        }
        var pending: [Edge] = []
        var frames: [Frame] = []
        var result: Int32? = nil
        func start(_ variable: Int32, _ entry: Int32) -> Frame {
            let node = Int32(nodes.count)
            nodes.append(Node(variable: variable))
            memos[table].memo[key(variable, entry)] = node
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
                    let scale =
                        -entryCoefficient[Int(frame.position)]
                        / coefficient(of: nodes[Int(child)].variable, in: constraint)
                    pending.append(Edge(child: child, scale: scale))
                    frame.position += 1
                    frame.candidate = 0
                } else {
                    frame.candidate += 1
                }
            }
            // The next constraint of the variable that needs an absorber.
            while frame.position < frame.end {
                let constraint = Int(entryConstraint[Int(frame.position)])
                if constraint == Int(frame.entry) || entryCoefficient[Int(frame.position)] == 0
                    || constraintPriority[constraint] < threshold
                {
                    frame.position += 1
                } else if hasRoom[constraint] {
                    if !relied[constraint] {
                        relied[constraint] = true
                        reliedOn.append(Int32(constraint))
                    }
                    frame.position += 1
                } else {
                    break
                }
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
            for term in Int(termStart[Int(constraint)])..<Int(termEnd[Int(constraint)]) {
                let other = termVariable[term]
                guard other != frame.variable, Int(other) >= frozen.count || !frozen[Int(other)] else { continue }
                let sameWay = -own / termCoefficient[term] > 0
                candidates.append((other, (sameWay ? 0 : 1_000_000) + degree(other)))
            }
            candidates.sort { $0.rank < $1.rank || ($0.rank == $1.rank && $0.variable < $1.variable) }
            var pushed = false
            while frame.candidate < candidates.count {
                let other = candidates[frame.candidate].variable
                if let known = memos[table].memo[key(other, constraint)] {
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
