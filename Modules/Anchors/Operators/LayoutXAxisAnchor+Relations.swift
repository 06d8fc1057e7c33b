import Foundation
import LayoutCore

// Relations between horizontal position anchors.
// Each makes one constraint, active unless a `batch` or `updateConstraints` block collects it, and
// sets `translatesAutoresizingMaskIntoConstraints` to false on the left-hand view only.

/// Constrains the left anchor to equal the right one: `button.leadingAnchor == container.leadingAnchor`.
@discardableResult
public func /==/ (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    finalize(lhs.make(.equal, rhs))
}

/// Constrains the left anchor to equal an expression: `view.centerXAnchor == 2 * container.trailingAnchor / 3`.
@discardableResult
public func /==/ (lhs: LayoutXAxisAnchor, rhs: LayoutExpression<LayoutXAxisAnchor, CGFloat>) -> LayoutConstraint {
    finalize(lhs.make(.equal, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}

/// Constrains the left anchor to at most the right one: `button.leadingAnchor <= container.leadingAnchor`.
@discardableResult
public func /<=/ (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    finalize(lhs.make(.lessThanOrEqual, rhs))
}

/// Constrains the left anchor to at most an expression: `view.centerXAnchor <= 2 * container.trailingAnchor / 3`.
@discardableResult
public func /<=/ (lhs: LayoutXAxisAnchor, rhs: LayoutExpression<LayoutXAxisAnchor, CGFloat>) -> LayoutConstraint {
    finalize(lhs.make(.lessThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}

/// Constrains the left anchor to at least the right one: `button.leadingAnchor >= container.leadingAnchor`.
@discardableResult
public func />=/ (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    finalize(lhs.make(.greaterThanOrEqual, rhs))
}

/// Constrains the left anchor to at least an expression: `view.centerXAnchor >= 2 * container.trailingAnchor / 3`.
@discardableResult
public func />=/ (lhs: LayoutXAxisAnchor, rhs: LayoutExpression<LayoutXAxisAnchor, CGFloat>) -> LayoutConstraint {
    finalize(lhs.make(.greaterThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: LayoutXAxisAnchor, rhs: LayoutExpression<LayoutXAxisAnchor, CGFloat>) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: LayoutXAxisAnchor, rhs: LayoutExpression<LayoutXAxisAnchor, CGFloat>) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: LayoutXAxisAnchor, rhs: LayoutExpression<LayoutXAxisAnchor, CGFloat>) -> LayoutConstraint {
    lhs />=/ rhs
}
