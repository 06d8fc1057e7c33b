/// Making room ahead of a large batch of items and constraints.
extension EngineBase {
    /// Makes room in the solver and the engine's tables for a batch of `items` new items and
    /// `constraints` new user constraints (a first layout, a subtree added), so that each table grows
    /// once to about its need rather than doubling (see ``Solver/reserveCapacity(constraints:symbols:)``).
    /// Small batches reserve nothing.
    ///
    /// An item takes four variables and, held to its intrinsic size, two constraints of two error
    /// symbols each; a user constraint takes at most two symbols (most take none or one).
    final func reserveStorage(items: Int, constraints: Int) {
        guard items * 8 + constraints >= 64 else { return }
        let madeConstraints = 2 * items
        let symbols = 8 * items + constraints
        solver.reserveCapacity(constraints: constraints + madeConstraints, symbols: symbols)
        let ownerSlots = Tableau.grownCapacity(
            count: owners.count, capacity: owners.capacity, constraints + madeConstraints)
        if ownerSlots > owners.capacity { owners.reserveCapacity(ownerSlots) }
        let variableSlots = Tableau.grownCapacity(
            count: variableOwners.count, capacity: variableOwners.capacity, symbols)
        if variableSlots > variableOwners.capacity { variableOwners.reserveCapacity(variableSlots) }
    }
}
