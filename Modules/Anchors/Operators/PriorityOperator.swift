import Foundation
import LayoutCore

/// The precedence of `~`: below the relations, so `a == b + 20 ~ .low` reads `(a == b + 20) ~ .low`
/// (one constraint `a == b + 20` at priority low), in ZDTinyLayout's form and in SwiftyLayout's
/// (`innerView[.leading] == outerView[.leading] + 4.0 ~ 750`).
///
/// Other modules place their own operators relative to it: VisualRows' `/=/` binds tighter, so
/// `|--view--| /=/ 44 ~ .high` reads `(row /=/ 44) ~ .high`.
precedencegroup PriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: LogicalConjunctionPrecedence
}

/// `constraint ~ priority`: sets the priority of what the left side made, and returns it.
infix operator ~ : PriorityPrecedence

/// Sets the priority of a constraint and returns it: `a == b + 20 ~ .low`, `a == b ~ 752`.
///
/// The constraint is already active (outside a block), so the new priority reaches the engine as an
/// edit of a pending constraint; no required constraint is ever solved in between.
@discardableResult
public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint {
    lhs.priority = rhs
    return lhs
}

/// Sets the priority of both constraints of a pair: `imageView.sizeAnchors == view.sizeAnchors ~ .high`.
@discardableResult
public func ~ (lhs: ConstraintPair, rhs: LayoutPriority) -> ConstraintPair {
    for constraint in lhs.all { constraint.priority = rhs }
    return lhs
}

/// Sets the priority of the four edge constraints: `view.edgeAnchors == container.edgeAnchors ~ .low`.
@discardableResult
public func ~ (lhs: ConstraintGroup, rhs: LayoutPriority) -> ConstraintGroup {
    for constraint in lhs.all { constraint.priority = rhs }
    return lhs
}
