/// Taking a queue as a batch while keeping its room between batches (the constraint queue and the
/// constant queue): the queue is handed the spare list's room, and the walked batch, emptied, becomes
/// the next spare, unless it grew large (a first layout's).
///
/// The batch is a separate array, not the queue borrowed in place: applying it may queue more work.
extension LayoutEngine {
    /// A walked batch up to this capacity is kept as the spare; a larger one is freed.
    static let keptQueueRoom = 4096

    /// The queued elements, leaving `queue` with the spare's room and `spare` empty.
    @inline(__always) static func take<Element>(_ queue: inout [Element], spare: inout [Element]) -> [Element] {
        var batch: [Element] = []
        swap(&batch, &spare)
        swap(&batch, &queue)
        return batch
    }

    /// Empties a walked batch and keeps it as the spare for the next one, unless it is large.
    @inline(__always) static func keepRoom<Element>(of batch: inout [Element], as spare: inout [Element]) {
        guard batch.capacity <= keptQueueRoom else { return }
        batch.removeAll(keepingCapacity: true)
        swap(&batch, &spare)
    }
}
