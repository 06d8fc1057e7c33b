/// Connected parts of the system: variables joined by the constraints that mention them (union-find).
///
/// Parts only grow while constraints are added; a rebuild recomputes the parts it re-solves.
///
/// A part's active constraints form a ring through their records (``ConstraintRecord/componentNext``
/// forward, ``previous`` back), so that joining two parts splices two rings and taking a record off
/// costs the same whatever the part's size, with no array a part. A variable's ``parent`` entry is
/// another variable of its part, or, for the part's root, a negative number: -1 for a part without
/// constraints, else `-2 - slot`, where `slot` is the part's entry in ``parts`` (its ring and size).
struct Components {
    /// A root's ring: one of its records and how many there are.
    struct Part {
        var head: Int32
        var size: Int32
    }

    var parent: [Int32] = []
    /// For each record slot in a ring, the record before it (read only while its `componentNext` is set).
    var previous: [Int32] = []
    /// The rings of the roots that have constraints.
    var parts: [Part] = []
    var freeParts: [Int32] = []

    /// Makes room for a new variable's symbol.
    ///
    /// A reused slot (of a released variable) keeps its place: other variables of its old part may
    /// still point to it, and when it is a root it holds the ring of that whole part. Resetting it
    /// would lose those members, so that removing a required equality there would re-solve too
    /// little. The new variable simply starts in that part (parts may be too large, never too small).
    mutating func register(_ symbol: Int32) {
        while parent.count <= Int(symbol) { parent.append(-1) }
    }

    mutating func find(_ symbol: Int32) -> Int32 {
        var root = symbol
        while parent[Int(root)] >= 0 {
            root = parent[Int(root)]
        }
        var node = symbol
        while parent[Int(node)] >= 0 && parent[Int(node)] != root {
            let next = parent[Int(node)]
            parent[Int(node)] = root
            node = next
        }
        return root
    }

    /// The root of `symbol`'s part, found without shortening any path.
    func rootWithoutCompressing(_ symbol: Int32) -> Int32 {
        var root = symbol
        while parent[Int(root)] >= 0 { root = parent[Int(root)] }
        return root
    }

    /// The slot in ``parts`` of root `root`'s ring, or -1 when its part has no constraints.
    @inline(__always) func partSlot(of root: Int32) -> Int32 {
        let entry = parent[Int(root)]
        return entry < -1 ? -2 - entry : -1
    }

    /// How many constraints the part of root `root` has.
    @inline(__always) func size(of root: Int32) -> Int32 {
        let slot = partSlot(of: root)
        return slot >= 0 ? parts[Int(slot)].size : 0
    }

    /// Joins the parts of `record`'s variables (those of its terms, in order) and lists the record
    /// in the joined part.
    ///
    /// The larger part's root stays the root (by constraint count; the first variable's on a tie).
    mutating func join<Variables: Collection>(
        _ record: Int32, variables: Variables, records: inout [ConstraintRecord]
    ) where Variables.Element == Int32 {
        guard let first = variables.first else { return }
        var root = find(first)
        for variable in variables.dropFirst() {
            let other = find(variable)
            guard other != root else { continue }
            var (big, small) = (root, other)
            if size(of: big) < size(of: small) { swap(&big, &small) }
            let smallSlot = partSlot(of: small)
            if smallSlot >= 0 {
                let bigSlot = partSlot(of: big)
                if bigSlot >= 0 {
                    splice(parts[Int(bigSlot)].head, parts[Int(smallSlot)].head, records: &records)
                    parts[Int(bigSlot)].size += parts[Int(smallSlot)].size
                    freeParts.append(smallSlot)
                } else {
                    // The big part has no constraints (a tie at zero is no case here): it takes the ring.
                    parent[Int(big)] = -2 - smallSlot
                }
            }
            parent[Int(small)] = big
            root = big
        }
        while previous.count <= Int(record) { previous.append(-1) }
        let slot = partSlot(of: root)
        if slot >= 0 {
            let head = parts[Int(slot)].head
            let before = previous[Int(head)]
            records[Int(before)].componentNext = record
            previous[Int(record)] = before
            records[Int(record)].componentNext = head
            previous[Int(head)] = record
            parts[Int(slot)].size += 1
        } else {
            records[Int(record)].componentNext = record
            previous[Int(record)] = record
            let part = Part(head: record, size: 1)
            if let free = freeParts.popLast() {
                parts[Int(free)] = part
                parent[Int(root)] = -2 - free
            } else {
                parts.append(part)
                parent[Int(root)] = -1 - Int32(parts.count)
            }
        }
    }

    /// Joins the rings holding `a` and `b` into one (two distinct rings).
    private mutating func splice(_ a: Int32, _ b: Int32, records: inout [ConstraintRecord]) {
        let afterA = records[Int(a)].componentNext
        let afterB = records[Int(b)].componentNext
        records[Int(a)].componentNext = afterB
        previous[Int(afterB)] = a
        records[Int(b)].componentNext = afterA
        previous[Int(afterA)] = b
    }

    /// Takes `record` (whose first variable is `first`) off its part's ring.
    mutating func remove(_ record: Int32, first: Int32?, records: inout [ConstraintRecord]) {
        guard let first, records[Int(record)].componentNext >= 0 else { return }
        let root = find(first)
        let slot = partSlot(of: root)
        let next = records[Int(record)].componentNext
        records[Int(record)].componentNext = -1
        guard slot >= 0 else { return }
        if next == record {
            // The last one: the part has no constraints now.
            parts[Int(slot)] = Part(head: -1, size: 0)
            freeParts.append(slot)
            parent[Int(root)] = -1
            return
        }
        let before = previous[Int(record)]
        records[Int(before)].componentNext = next
        previous[Int(next)] = before
        parts[Int(slot)].size -= 1
        if parts[Int(slot)].head == record { parts[Int(slot)].head = next }
    }

    /// The constraints of the part of root `root`, from its ring (empty for none).
    func members(of root: Int32, records: [ConstraintRecord]) -> [Int32] {
        let slot = partSlot(of: root)
        guard slot >= 0, parts[Int(slot)].size > 0 else { return [] }
        var list: [Int32] = []
        list.reserveCapacity(Int(parts[Int(slot)].size))
        let head = parts[Int(slot)].head
        var record = head
        repeat {
            list.append(record)
            record = records[Int(record)].componentNext
        } while record != head
        return list
    }

    /// Empties the ring of a part and returns its constraints.
    mutating func takeMembers(of root: Int32, records: inout [ConstraintRecord]) -> [Int32] {
        let list = members(of: root, records: records)
        for record in list { records[Int(record)].componentNext = -1 }
        let slot = partSlot(of: root)
        if slot >= 0 {
            parts[Int(slot)] = Part(head: -1, size: 0)
            freeParts.append(slot)
            parent[Int(root)] = -1
        }
        return list
    }

    /// Makes `symbol` a part of its own again (any ring it held is emptied).
    mutating func reset(_ symbol: Int32, records: inout [ConstraintRecord]) {
        if parent[Int(symbol)] < -1 {
            _ = takeMembers(of: symbol, records: &records)
        }
        parent[Int(symbol)] = -1
    }
}
