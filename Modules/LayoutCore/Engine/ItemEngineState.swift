import Foundation

/// What an engine keeps for one item: its four variables (relative to its superview or owning
/// view) and the constraints the engine made for it.
final class ItemEngineState {
    weak var engine: EngineBase?
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// Required constraints holding the frame (autoresizing), or the origin of a scroll content guide.
    var pins: [LayoutConstraint] = []
    var pinnedFrame: CGRect?
    /// Content hugging and compression resistance: width <=, width >=, height <=, height >= (nil when absent).
    var intrinsic: [LayoutConstraint?] = [nil, nil, nil, nil]
    var intrinsicSize: CGSize?
    /// For a wrapping label: the width it was last solved to, which its height is measured at.
    var widthHint: CGFloat?
    var isPending = false

    init(engine: EngineBase, x: SolverVariable, y: SolverVariable, width: SolverVariable, height: SolverVariable) {
        self.engine = engine
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var variables: [SolverVariable] { [x, y, width, height] }
}

/// What an engine keeps for one constraint while it is in its solver.
final class EngineConstraintRecord {
    weak var engine: EngineBase?
    let handle: SolverConstraint
    /// The constant of the solver expression, less the constraint's own constant.
    let formConstant: Double
    var constant: CGFloat
    var priority: LayoutPriority

    init(
        engine: EngineBase, handle: SolverConstraint, formConstant: Double, constant: CGFloat,
        priority: LayoutPriority
    ) {
        self.engine = engine
        self.handle = handle
        self.formConstant = formConstant
        self.constant = constant
        self.priority = priority
    }
}

/// A linear expression over solver variables, built from anchors.
struct LinearForm {
    var terms: [LinearTerm] = []
    var constant: Double = 0

    mutating func add(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms.append(LinearTerm(variable, coefficient))
    }

    mutating func add(_ other: LinearForm, times factor: Double) {
        for term in other.terms {
            terms.append(LinearTerm(term.variable, term.coefficient * factor))
        }
        constant += other.constant * factor
    }
}
