import Foundation

/// What an engine keeps for one item: its four variables (relative to its superview or owning
/// view) and the constraints the engine made for it.
final class ItemEngineState {
    /// The engine the state belongs to. A state outlives its engine when a view outlives its tree;
    /// holding the identity keeps another engine from ever being taken for this one.
    let engineID: EngineIdentity
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// Required constraints holding the frame (autoresizing), or the origin of a scroll content guide.
    var pins: [EngineMadeConstraint] = []
    var pinnedFrame: CGRect?
    /// The constraints holding the width to the intrinsic width (nil without one).
    var intrinsicWidth: IntrinsicConstraints?
    /// The constraints holding the height to the intrinsic height (nil without one).
    var intrinsicHeight: IntrinsicConstraints?
    var intrinsicSize: CGSize?
    /// For a wrapping label: the width it was last solved to, which its height is measured at.
    var widthHint: CGFloat?
    var isPending = false

    init(engine: EngineBase, x: SolverVariable, y: SolverVariable, width: SolverVariable, height: SolverVariable) {
        self.engineID = engine.identity
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var variables: [SolverVariable] { [x, y, width, height] }

    /// Every constraint the engine made for the item (autoresizing pins, intrinsic size).
    var madeConstraints: [EngineMadeConstraint] {
        pins + (intrinsicWidth?.all ?? []) + (intrinsicHeight?.all ?? [])
    }
}

/// Content hugging and compression resistance on one axis: `size <= intrinsic` at the hugging
/// priority, `size >= intrinsic` at the compression resistance priority. When both are optional they
/// are one two-sided solver constraint (one row instead of two); otherwise one constraint each (nil
/// when the solver refused one).
struct IntrinsicConstraints {
    /// The two-sided constraint, or the hugging one when a priority is required (or the compression
    /// resistance one when the hugging one was refused).
    var main: EngineMadeConstraint
    /// The compression resistance constraint, when it is a constraint of its own.
    var compression: EngineMadeConstraint?

    var all: [EngineMadeConstraint] { compression.map { [main, $0] } ?? [main] }

    /// Whether the two sides are one solver constraint.
    var isTwoSided: Bool { main.belowPriority != nil }
}

/// The identity of an engine, unique for as long as anything refers to it (an `ObjectIdentifier` of
/// the engine could be reused by a later engine once this one is freed).
final class EngineIdentity {}

/// What an engine keeps for one user constraint while it is in its solver.
struct EngineConstraintRecord {
    /// The engine the record belongs to (held, so that no later engine can be taken for it).
    let engineID: EngineIdentity
    let handle: SolverConstraint
    /// The constant of the solver expression, less the constraint's own constant.
    let formConstant: Double
    var constant: CGFloat
    var priority: LayoutPriority
}

/// A constraint the engine made for an item: `variable relation constant` at a priority (autoresizing
/// frames, content hugging and compression resistance, fitting sizes). No object is made for it;
/// reports describe it on demand.
struct EngineMadeConstraint {
    var handle: SolverConstraint
    var attribute: LayoutAttribute
    var relation: LayoutRelation
    var constant: CGFloat
    var priority: LayoutPriority
    var origin: LayoutConstraint.Origin
    /// For a two-sided intrinsic-size constraint: the compression resistance priority of the side
    /// below (`priority` is then the hugging one, above); nil for a plain constraint.
    var belowPriority: LayoutPriority? = nil
}

/// What a solver constraint of an engine stands for.
enum ConstraintOwner {
    case none
    case user(LayoutConstraint)
    /// Made by the engine for an item (unretained: the engine's registered items keep it alive).
    case made(Unmanaged<AnyObject>)
}

/// Building the solver expressions of constraints from anchors.
extension LinearExpression {
    mutating func add(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms.append(LinearTerm(variable, coefficient))
    }

    mutating func add(_ other: LinearExpression, times factor: Double) {
        for term in other.terms {
            terms.append(LinearTerm(term.variable, term.coefficient * factor))
        }
        constant += other.constant * factor
    }
}
