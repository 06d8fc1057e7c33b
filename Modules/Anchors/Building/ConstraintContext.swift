import Foundation
import LayoutCore

/// Where the constraints made by DSL expressions go while a `batch` or an `updateConstraints` block runs.
///
/// Outside any block an expression activates its constraint at once. Inside a block the innermost
/// context collects it instead: a batch activates its constraints together at the end (or leaves them
/// inactive), an update matches them against the installed constraints. Contexts nest; each keeps the
/// constraints made directly in it, and the constraints of a nested block are claimed by that block.
final class ConstraintContext: @unchecked Sendable {
    /// What the block does with its constraints.
    enum Purpose {
        /// `batch(active: true)`: activate them together at the end.
        case activeBatch
        /// `batch(active: false)`: return them inactive.
        case inactiveBatch
        /// `updateConstraints`: match them against the installed constraints.
        case update
        /// `LayoutConstraint.tl.deactivate`: deactivate what the block lists.
        case deactivation
    }

    /// The innermost running block, if any.
    static var current: ConstraintContext? { innermost.get() }
    /// The task-local value behind ``current`` (declared without the `@TaskLocal` macro: the kit uses no macros).
    private static let innermost = TaskLocal<ConstraintContext?>(wrappedValue: nil)

    let purpose: Purpose
    /// The constraints DSL expressions made directly in this block, in the order they were made.
    private var madeInOrder: [LayoutConstraint] = []
    private var madeSet: Set<ObjectIdentifier> = []
    /// The constraints that nested blocks returned; kept alive so their identities stay unique.
    private var claimed: [LayoutConstraint] = []
    private var claimedSet: Set<ObjectIdentifier> = []

    init(_ purpose: Purpose) {
        self.purpose = purpose
    }

    /// Runs a block in a new innermost context and returns its constraints (see ``constraints(listed:)``)
    /// and the context. The caller hands its final result to the enclosing context with ``claim(_:)``.
    static func collect(_ purpose: Purpose, _ body: () -> [LayoutConstraint]) -> (
        constraints: [LayoutConstraint], context: ConstraintContext
    ) {
        let context = ConstraintContext(purpose)
        let listed = ConstraintContext.innermost.withValue(context) { body() }
        return (context.constraints(listed: listed), context)
    }

    /// Whether a DSL expression of this block made `constraint` (rather than an anchor factory method).
    func made(_ constraint: LayoutConstraint) -> Bool {
        madeSet.contains(ObjectIdentifier(constraint))
    }

    /// Activates `constraint` if it is not active; a constraint the block's DSL made then sets its
    /// first view's autoresizing flag (constraints made with the factory methods never touch it).
    func activate(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        constraint.isActive = true
        if constraint.isActive && made(constraint) { disableAutoresizing(constraint) }
    }

    /// Records a constraint a DSL expression made in this block.
    func register(_ constraint: LayoutConstraint) {
        guard madeSet.insert(ObjectIdentifier(constraint)).inserted else { return }
        madeInOrder.append(constraint)
    }

    /// Records the result of a nested block, which keeps its own constraints.
    func claim(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where claimedSet.insert(ObjectIdentifier(constraint)).inserted {
            claimed.append(constraint)
        }
    }

    /// The block's constraints: those its DSL expressions made (in the order they were made) and any
    /// other constraint its builder listed (made with the anchor factory methods), in block order.
    /// Constraints returned by nested blocks are left to those blocks.
    func constraints(listed: [LayoutConstraint]) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var emitted: Set<ObjectIdentifier> = []
        var next = 0
        func emitMade(through index: Int) {
            while next <= index {
                let constraint = madeInOrder[next]
                if emitted.insert(ObjectIdentifier(constraint)).inserted { result.append(constraint) }
                next += 1
            }
        }
        for constraint in listed {
            let id = ObjectIdentifier(constraint)
            if madeSet.contains(id) {
                if let index = madeInOrder[next...].firstIndex(where: { $0 === constraint }) {
                    emitMade(through: index)
                }
            } else if !claimedSet.contains(id) && emitted.insert(id).inserted {
                result.append(constraint)
            }
        }
        emitMade(through: madeInOrder.count - 1)
        return result
    }
}

/// Hands a constraint just made by a DSL expression to the innermost block, or activates it.
///
/// Outside a block the constraint is activated, and once active its first item (when a view) stops
/// translating its autoresizing mask into constraints; a constraint that cannot be activated (a NaN
/// constant, items in unrelated trees) is reported by LayoutCore and changes nothing.
func finalize(_ constraint: LayoutConstraint) -> LayoutConstraint {
    guard let context = ConstraintContext.current else {
        constraint.isActive = true
        if constraint.isActive { disableAutoresizing(constraint) }
        return constraint
    }
    context.register(constraint)
    if context.purpose == .inactiveBatch { disableAutoresizing(constraint) }
    return constraint
}

/// Sets `translatesAutoresizingMaskIntoConstraints` to false on the first item, when it is a view.
func disableAutoresizing(_ constraint: LayoutConstraint) {
    guard let view = constraint.firstItem as? LayoutView, view.translatesAutoresizingMaskIntoConstraints else { return }
    view.translatesAutoresizingMaskIntoConstraints = false
}

/// Gives a constraint that is not active yet the user's source location, if it has none (operators
/// cannot take `#fileID`, result builders can).
func locate(_ constraint: LayoutConstraint, _ file: StaticString, _ line: UInt) {
    guard constraint.line == 0, !constraint.isActive else { return }
    constraint.file = "\(file)"
    constraint.line = Int(line)
}
