import Foundation
import LayoutCore

// Relations between dimensions, and of a dimension to a constant.
// Each makes one constraint, active unless a `batch` or `updateConstraints` block collects it, and
// sets `translatesAutoresizingMaskIntoConstraints` to false on the left-hand view only.

/// Constrains the left anchor to equal the right one: `imageView.widthAnchor == view.widthAnchor`.
@discardableResult
public func /==/ (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    finalize(lhs.make(.equal, rhs))
}

/// Constrains the left anchor to equal an expression: `view.widthAnchor == 4 * view.heightAnchor / 3`.
@discardableResult
public func /==/ (lhs: LayoutDimension, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutConstraint {
    finalize(lhs.make(.equal, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}

/// Constrains the dimension to equal a constant: `view.widthAnchor == 100`.
@discardableResult
public func /==/ (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    finalize(lhs.make(.equal, constant: rhs))
}

/// Constrains the dimension to equal a constant: `view.widthAnchor == maximumWidth`.
@discardableResult
public func /==/ (lhs: LayoutDimension, rhs: Int) -> LayoutConstraint {
    finalize(lhs.make(.equal, constant: CGFloat(rhs)))
}

/// Constrains the left anchor to at most the right one: `imageView.widthAnchor <= view.widthAnchor`.
@discardableResult
public func /<=/ (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    finalize(lhs.make(.lessThanOrEqual, rhs))
}

/// Constrains the left anchor to at most an expression: `view.widthAnchor <= 4 * view.heightAnchor / 3`.
@discardableResult
public func /<=/ (lhs: LayoutDimension, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutConstraint {
    finalize(lhs.make(.lessThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}

/// Constrains the dimension to at most a constant: `view.widthAnchor <= 100`.
@discardableResult
public func /<=/ (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    finalize(lhs.make(.lessThanOrEqual, constant: rhs))
}

/// Constrains the dimension to at most a constant: `view.widthAnchor <= maximumWidth`.
@discardableResult
public func /<=/ (lhs: LayoutDimension, rhs: Int) -> LayoutConstraint {
    finalize(lhs.make(.lessThanOrEqual, constant: CGFloat(rhs)))
}

/// Constrains the left anchor to at least the right one: `imageView.widthAnchor >= view.widthAnchor`.
@discardableResult
public func />=/ (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    finalize(lhs.make(.greaterThanOrEqual, rhs))
}

/// Constrains the left anchor to at least an expression: `view.widthAnchor >= 4 * view.heightAnchor / 3`.
@discardableResult
public func />=/ (lhs: LayoutDimension, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutConstraint {
    finalize(lhs.make(.greaterThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant))
}

/// Constrains the dimension to at least a constant: `view.widthAnchor >= 100`.
@discardableResult
public func />=/ (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    finalize(lhs.make(.greaterThanOrEqual, constant: rhs))
}

/// Constrains the dimension to at least a constant: `view.widthAnchor >= minimumWidth`.
@discardableResult
public func />=/ (lhs: LayoutDimension, rhs: Int) -> LayoutConstraint {
    finalize(lhs.make(.greaterThanOrEqual, constant: CGFloat(rhs)))
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: LayoutDimension, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: LayoutDimension, rhs: Int) -> LayoutConstraint {
    lhs /==/ CGFloat(rhs)
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: Int) -> LayoutConstraint {
    lhs /<=/ CGFloat(rhs)
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: Int) -> LayoutConstraint {
    lhs />=/ CGFloat(rhs)
}
