import Foundation

/// What an engine keeps for one item: its four variables (relative to its superview or owning
/// view) and the constraints the engine made for it.
final class ItemEngineState {
    // (Fields widest first; what few items have, the autoresizing pins, lives in a box of its own.)
    /// The engine the state belongs to. A state outlives its engine when a view outlives its tree;
    /// holding the identity keeps another engine from ever being taken for this one.
    let engineID: EngineIdentity
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// The constraints holding the width to the intrinsic width (nil without one).
    var intrinsicWidth: IntrinsicConstraints?
    /// The constraints holding the height to the intrinsic height (nil without one).
    var intrinsicHeight: IntrinsicConstraints?
    /// The autoresizing pins and the frame they hold, for the items that have them.
    private var pinning: Pinning?
    var intrinsicSize: CGSize?
    /// The raw value of ``widthHint`` (NaN for none).
    private var widthHintValue = CGFloat.nan
    var isPending = false
    /// Whether the item may be the view of a subsystem (one was chosen for it before this state was
    /// made; a view that has a state is never chosen): when false, the expression builder skips the
    /// engine's table of subsystems for it.
    var maySolveOnItsOwn = false
    /// Whether the engine lists the item among the views whose height follows their width (once).
    var isListedAsWidthFollower = false

    /// Required constraints holding the frame (autoresizing), or the origin of a scroll content guide.
    final class Pinning {
        var pins: [EngineMadeConstraint] = []
        var frame: CGRect?
    }

    /// Required constraints holding the frame (autoresizing), or the origin of a scroll content guide.
    var pins: [EngineMadeConstraint] {
        get { pinning?.pins ?? [] }
        set {
            if let pinning {
                pinning.pins = newValue
            } else if !newValue.isEmpty {
                let made = Pinning()
                made.pins = newValue
                pinning = made
            }
        }
    }

    /// The frame the pins hold.
    var pinnedFrame: CGRect? {
        get { pinning?.frame }
        set {
            if let pinning {
                pinning.frame = newValue
            } else if newValue != nil {
                let made = Pinning()
                made.frame = newValue
                pinning = made
            }
        }
    }

    /// For a wrapping label: the width it was last solved to, which its height is measured at.
    var widthHint: CGFloat? {
        get { widthHintValue.isNaN ? nil : widthHintValue }
        set { widthHintValue = newValue ?? .nan }
    }

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
///
/// (40 bytes: the compression resistance constraint, when it is one of its own, is kept as its handle,
/// constant and priority; its attribute is `main`'s.)
struct IntrinsicConstraints {
    /// The two-sided constraint, or the hugging one when a priority is required (or the compression
    /// resistance one when the hugging one was refused).
    var main: EngineMadeConstraint
    /// The handle of the compression resistance constraint when it is one of its own, else -1.
    private var compressionConstant: CGFloat = 0
    private var compressionHandle: Int32 = -1
    private var compressionPriority: Float = 0

    init(main: EngineMadeConstraint, compression: EngineMadeConstraint? = nil) {
        self.main = main
        self.compression = compression
    }

    /// The compression resistance constraint, when it is a constraint of its own (`size >= intrinsic`,
    /// on ``main``'s attribute).
    var compression: EngineMadeConstraint? {
        get {
            guard compressionHandle >= 0 else { return nil }
            return EngineMadeConstraint(
                handle: SolverConstraint(compressionHandle), attribute: main.attribute, relation: .greaterThanOrEqual,
                constant: compressionConstant, priority: LayoutPriority(compressionPriority),
                origin: .compressionResistance)
        }
        set {
            compressionHandle = newValue?.handle.index ?? -1
            compressionConstant = newValue?.constant ?? 0
            compressionPriority = newValue?.priority.rawValue ?? 0
        }
    }

    var all: [EngineMadeConstraint] { compression.map { [main, $0] } ?? [main] }

    /// Whether the two sides are one solver constraint.
    var isTwoSided: Bool { main.belowPriority != nil }
}

/// The identity of an engine, unique for as long as anything refers to it (an `ObjectIdentifier` of
/// the engine could be reused by a later engine once this one is freed).
final class EngineIdentity {}

/// What an engine keeps for one user constraint while it is in its solver.
struct EngineConstraintRecord {
    /// The engine the record belongs to. Not retained: a record is a value read while its engine
    /// lives; what keeps the identity from being taken by a later engine is where records are kept
    /// (a constraint's own reference to it, or the fitting engine's tables, which die with it).
    unowned(unsafe) let engineID: EngineIdentity
    /// The constant of the solver expression, less the constraint's own constant.
    let formConstant: Double
    var constant: CGFloat
    let handle: SolverConstraint
    var priority: LayoutPriority

    init(
        engineID: EngineIdentity, handle: SolverConstraint, formConstant: Double, constant: CGFloat,
        priority: LayoutPriority
    ) {
        self.engineID = engineID
        self.formConstant = formConstant
        self.constant = constant
        self.handle = handle
        self.priority = priority
    }
}

/// A constraint the engine made for an item: `variable relation constant` at a priority (autoresizing
/// frames, content hugging and compression resistance, fitting sizes). No object is made for it;
/// reports describe it on demand.
///
/// (24 bytes: the fields are ordered widest first, and the priority below is kept as a number, -1
/// for none.)
struct EngineMadeConstraint {
    var constant: CGFloat
    var handle: SolverConstraint
    var priority: LayoutPriority
    /// The raw value of ``belowPriority``, or -1.
    private var belowValue: Float
    var attribute: LayoutAttribute
    var relation: LayoutRelation
    var origin: LayoutConstraint.Origin

    init(
        handle: SolverConstraint, attribute: LayoutAttribute, relation: LayoutRelation, constant: CGFloat,
        priority: LayoutPriority, origin: LayoutConstraint.Origin, belowPriority: LayoutPriority? = nil
    ) {
        self.constant = constant
        self.handle = handle
        self.priority = priority
        self.belowValue = belowPriority?.rawValue ?? -1
        self.attribute = attribute
        self.relation = relation
        self.origin = origin
    }

    /// For a two-sided intrinsic-size constraint: the compression resistance priority of the side
    /// below (`priority` is then the hugging one, above); nil for a plain constraint.
    var belowPriority: LayoutPriority? {
        get { belowValue >= 0 ? LayoutPriority(belowValue) : nil }
        set { belowValue = newValue?.rawValue ?? -1 }
    }
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
