/// The queue of constant changes: a constraint already in the solver whose constant changes, while
/// nothing else waits, is queued by its solver handle rather than in the constraint queue.
///
/// The constraint queue holds each constraint (a retain and a release), marks it with the engine's
/// identity (another pair) and, when it is taken, asks whether the constraint is still active and in
/// this tree. A constant change of a constraint with a record needs none of that: the engine's
/// `owners` table holds the constraint while its record lasts, and a constraint that was deactivated
/// or must be rebuilt since is in the constraint queue too. The order of the changes is the one a
/// single queue would have: constant changes go here only while the constraint queue is empty, and
/// are applied before it.
///
/// The queued flag belongs to the record: storing or clearing a constraint's record clears it, so a
/// constraint queued in an engine that goes (or takes it out) is queued again by the next one.
extension LayoutEngine {
    /// A constraint's constant changed (it is active and its items exist).
    func constantChanged(_ constraint: LayoutConstraint) {
        guard pendingConstraints.isEmpty, constraint.hasRecord(in: identity), !constraint.needsRebuild else {
            enqueue(constraint)
            return
        }
        guard !constraint.constantQueued else { return }
        constraint.constantQueued = true
        pendingConstants.append(constraint.recordHandleIndex)
    }

    /// Applies the queued constant changes, in the order they came; a constraint that also waits in the
    /// constraint queue is applied here, in its first place, and taken out of that queue.
    func applyPendingConstants(
        root: LayoutView?, _ removals: inout [LayoutConstraint], _ additions: inout [LayoutConstraint]
    ) {
        // (The list's room is kept for the next batch, as the constraint queue's is.)
        var handles = LayoutEngine.take(&pendingConstants, spare: &spareConstants)
        defer { LayoutEngine.keepRoom(of: &handles, as: &spareConstants) }
        for index in handles.indices {
            let handle = handles.withUnsafeBufferPointer { $0[index] }
            // (Borrowed from `owners`, which holds it while its record lasts.)
            guard let borrowed = unretainedUserOwner(of: handle) else { continue }
            borrowed._withUnsafeGuaranteedRef { constraint in
                // (Not queued: taken out, or put back under another handle, since.)
                guard constraint.constantQueued else { return }
                constraint.constantQueued = false
                if constraint.pendingEngine === identity {
                    applyQueued(constraint, root: root, &removals, &additions)
                } else {
                    updateQueuedConstant(constraint)
                }
            }
        }
    }

    /// The user constraint a solver handle stands for, not retained (`owners` holds it).
    @inline(__always) func unretainedUserOwner(of handle: Int32) -> Unmanaged<LayoutConstraint>? {
        guard handle >= 0, Int(handle) < owners.count else { return nil }
        return owners.withUnsafeBufferPointer { owners in
            guard case .user(let constraint) = owners[Int(handle)] else { return nil }
            return Unmanaged.passUnretained(constraint)
        }
    }

    /// The constraints whose constant change waits (for reports).
    var pendingConstantConstraints: [LayoutConstraint] {
        pendingConstants.compactMap { handle in
            unretainedUserOwner(of: handle).map { $0.takeUnretainedValue() }.flatMap {
                $0.constantQueued ? $0 : nil
            }
        }
    }
}
