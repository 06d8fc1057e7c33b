/// A subtree whose size its own constraints decide (a self-sizing cell, a label in a long column),
/// solved as a system of its own inside the engine's solver.
///
/// Its constraints (those installed on the view or below it, and the engine's for its items) use
/// the view's own width and height variables; the constraints above it that mention the view use
/// an outer copy of the size instead, so the two parts share no variable. On each axis one side
/// decides and the other holds its value with a required equality without a marker (`copy ==
/// value`): the subtree for its own size (`ownSize`; the parent holds the outer copy), or the parent
/// for a size it fixes by required equalities (`parentSize`; the subtree holds its own copy).
///
/// That equals the shared system's answer when the parent is indifferent to the sizes the subtree
/// decides and fixes the others whatever the subtree asks; the engine checks both (see
/// `LayoutEngine+Subsystems.swift`) and otherwise puts the subtree back into the shared system.
/// Only the engine touches a subsystem, never while another access to it is open: its fields skip
/// the runtime's exclusivity checks, as the engine's tables do.
final class Subsystem {
    /// Who decides one axis's size.
    enum Role {
        /// The subtree: the parent holds the outer copy at the subtree's value.
        case ownSize
        /// The parent (by required equalities): the subtree holds its own size at the parent's value.
        case parentSize
    }

    /// One axis: who decides, the outer copy (made when a constraint above first needs it) and the
    /// held equality with the value it holds.
    struct Axis {
        var role: Role
        var outer: SolverVariable?
        var held: SolverConstraint?
        var heldValue: Double = 0
        /// The priority from which up the parent was last found indifferent to this size (the
        /// priority at or above which the subtree fixes it), or nil before the first check.
        var checkedPin: Float?
    }

    /// The subtree's top view (nil once it went).
    var view: LayoutView? { viewToken.view }
    /// The view's token (see ``ItemToken``: no view is referenced weakly).
    private let viewToken: ItemToken
    /// The depth below the root: sizes go down the tree (parent to subtree) and up (subtree to parent).
    let depth: Int
    /// When the subsystem was chosen (the engine's structure version then; views are chosen children
    /// before parents, later siblings first): subsystems of one depth are handled in the order of their
    /// views (the latest chosen first), so that the pass never depends on where the views lie in memory.
    let serial: Int
    @exclusivity(unchecked) var width: Axis
    @exclusivity(unchecked) var height: Axis
    /// Set when a check failed: the subtree goes back into the shared system at the next sync.
    @exclusivity(unchecked) var isDissolving = false

    init(view: LayoutView, depth: Int, serial: Int, width: Role, height: Role) {
        self.viewToken = view.token
        self.depth = depth
        self.serial = serial
        self.width = Axis(role: width)
        self.height = Axis(role: height)
    }

    /// The held equalities, both axes.
    var heldConstraints: [SolverConstraint] { [width.held, height.held].compactMap { $0 } }
    /// The outer copies, both axes.
    var outerVariables: [SolverVariable] { [width.outer, height.outer].compactMap { $0 } }
}
