import Foundation
import LayoutCore

// Relations between edges, each making a `ConstraintGroup`: insets, not shifts (see `EdgeAnchors`).

/// Relates the edges of two items: `imageView.edgeAnchors == container.edgeAnchors`.
@discardableResult
public func /==/ (lhs: EdgeAnchors, rhs: EdgeAnchors) -> ConstraintGroup {
    lhs.make(.equal, rhs, .zero)
}

/// Relates edges to inset edges: `imageView.edgeAnchors == container.edgeAnchors + insets`.
@discardableResult
public func /==/ (lhs: EdgeAnchors, rhs: LayoutExpression<EdgeAnchors, EdgeInsets>) -> ConstraintGroup {
    lhs.make(.equal, rhs.anchor, rhs.constant)
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: EdgeAnchors, rhs: EdgeAnchors) -> ConstraintGroup {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: EdgeAnchors, rhs: LayoutExpression<EdgeAnchors, EdgeInsets>) -> ConstraintGroup {
    lhs /==/ rhs
}

/// Relates the edges of two items: `imageView.edgeAnchors <= container.edgeAnchors`.
@discardableResult
public func /<=/ (lhs: EdgeAnchors, rhs: EdgeAnchors) -> ConstraintGroup {
    lhs.make(.lessThanOrEqual, rhs, .zero)
}

/// Relates edges to inset edges: `imageView.edgeAnchors <= container.edgeAnchors + insets`.
@discardableResult
public func /<=/ (lhs: EdgeAnchors, rhs: LayoutExpression<EdgeAnchors, EdgeInsets>) -> ConstraintGroup {
    lhs.make(.lessThanOrEqual, rhs.anchor, rhs.constant)
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> ConstraintGroup {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: EdgeAnchors, rhs: LayoutExpression<EdgeAnchors, EdgeInsets>) -> ConstraintGroup {
    lhs /<=/ rhs
}

/// Relates the edges of two items: `imageView.edgeAnchors >= container.edgeAnchors`.
@discardableResult
public func />=/ (lhs: EdgeAnchors, rhs: EdgeAnchors) -> ConstraintGroup {
    lhs.make(.greaterThanOrEqual, rhs, .zero)
}

/// Relates edges to inset edges: `imageView.edgeAnchors >= container.edgeAnchors + insets`.
@discardableResult
public func />=/ (lhs: EdgeAnchors, rhs: LayoutExpression<EdgeAnchors, EdgeInsets>) -> ConstraintGroup {
    lhs.make(.greaterThanOrEqual, rhs.anchor, rhs.constant)
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> ConstraintGroup {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: EdgeAnchors, rhs: LayoutExpression<EdgeAnchors, EdgeInsets>) -> ConstraintGroup {
    lhs />=/ rhs
}
