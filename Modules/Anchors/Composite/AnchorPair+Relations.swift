import Foundation
import LayoutCore

// Relations between pairs of anchors, each making a `ConstraintPair`. Written out for each kind of
// pair (no generic operators: they slow the type checker down).

// MARK: - Horizontal anchors

/// Relates two horizontal pairs: `imageView.horizontalAnchors == container.horizontalAnchors`.
@discardableResult
public func /==/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>
) -> ConstraintPair {
    lhs.make(.equal, rhs, near: 0, far: 0)
}

/// Relates a horizontal pair to another plus a constant: `imageView.horizontalAnchors == container.horizontalAnchors + 10`.
@discardableResult
public func /==/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.equal, rhs.anchor, near: rhs.constant, far: rhs.constant)
}

/// Same as `/==/`.
@discardableResult
public func == (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>
) -> ConstraintPair {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs /==/ rhs
}

/// Relates two horizontal pairs: `imageView.horizontalAnchors <= container.horizontalAnchors`.
@discardableResult
public func /<=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>
) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs, near: 0, far: 0)
}

/// Relates a horizontal pair to another plus a constant: `imageView.horizontalAnchors <= container.horizontalAnchors + 10`.
@discardableResult
public func /<=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs.anchor, near: rhs.constant, far: rhs.constant)
}

/// Same as `/<=/`.
@discardableResult
public func <= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>
) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Relates two horizontal pairs: `imageView.horizontalAnchors >= container.horizontalAnchors`.
@discardableResult
public func />=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>
) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs, near: 0, far: 0)
}

/// Relates a horizontal pair to another plus a constant: `imageView.horizontalAnchors >= container.horizontalAnchors + 10`.
@discardableResult
public func />=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs.anchor, near: rhs.constant, far: rhs.constant)
}

/// Same as `/>=/`.
@discardableResult
public func >= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>
) -> ConstraintPair {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs />=/ rhs
}

// MARK: - Vertical anchors

/// Relates two vertical pairs: `imageView.verticalAnchors == container.verticalAnchors`.
@discardableResult
public func /==/ (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs.make(.equal, rhs, near: 0, far: 0)
}

/// Relates a vertical pair to another plus a constant: `imageView.verticalAnchors == container.verticalAnchors + 10`.
@discardableResult
public func /==/ (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.equal, rhs.anchor, near: rhs.constant, far: rhs.constant)
}

/// Same as `/==/`.
@discardableResult
public func == (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs /==/ rhs
}

/// Relates two vertical pairs: `imageView.verticalAnchors <= container.verticalAnchors`.
@discardableResult
public func /<=/ (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs, near: 0, far: 0)
}

/// Relates a vertical pair to another plus a constant: `imageView.verticalAnchors <= container.verticalAnchors + 10`.
@discardableResult
public func /<=/ (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs.anchor, near: rhs.constant, far: rhs.constant)
}

/// Same as `/<=/`.
@discardableResult
public func <= (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Relates two vertical pairs: `imageView.verticalAnchors >= container.verticalAnchors`.
@discardableResult
public func />=/ (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs, near: 0, far: 0)
}

/// Relates a vertical pair to another plus a constant: `imageView.verticalAnchors >= container.verticalAnchors + 10`.
@discardableResult
public func />=/ (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs.anchor, near: rhs.constant, far: rhs.constant)
}

/// Same as `/>=/`.
@discardableResult
public func >= (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (
    lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs />=/ rhs
}

// MARK: - Center anchors

/// Relates two center pairs: `button.centerAnchors == container.centerAnchors`.
@discardableResult
public func /==/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs.make(.equal, rhs, constant: 0)
}

/// Relates a center pair to another plus a constant: `button.centerAnchors == container.centerAnchors + 10`.
@discardableResult
public func /==/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.equal, rhs.anchor, constant: rhs.constant)
}

/// Same as `/==/`.
@discardableResult
public func == (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs /==/ rhs
}

/// Relates two center pairs: `button.centerAnchors <= container.centerAnchors`.
@discardableResult
public func /<=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs, constant: 0)
}

/// Relates a center pair to another plus a constant: `button.centerAnchors <= container.centerAnchors + 10`.
@discardableResult
public func /<=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs.anchor, constant: rhs.constant)
}

/// Same as `/<=/`.
@discardableResult
public func <= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Relates two center pairs: `button.centerAnchors >= container.centerAnchors`.
@discardableResult
public func />=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs, constant: 0)
}

/// Relates a center pair to another plus a constant: `button.centerAnchors >= container.centerAnchors + 10`.
@discardableResult
public func />=/ (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs.anchor, constant: rhs.constant)
}

/// Same as `/>=/`.
@discardableResult
public func >= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>
) -> ConstraintPair {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (
    lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>,
    rhs: LayoutExpression<AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat>
) -> ConstraintPair {
    lhs />=/ rhs
}

// MARK: - Size anchors

/// Relates two size pairs: `imageView.sizeAnchors == view.sizeAnchors`.
@discardableResult
public func /==/ (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: AnchorPair<LayoutDimension, LayoutDimension>)
    -> ConstraintPair
{
    lhs.make(.equal, rhs, constant: 0)
}

/// Relates a size pair to another plus a constant: `imageView.sizeAnchors == view.sizeAnchors + 10`.
@discardableResult
public func /==/ (
    lhs: AnchorPair<LayoutDimension, LayoutDimension>,
    rhs: LayoutExpression<AnchorPair<LayoutDimension, LayoutDimension>, CGFloat>
) -> ConstraintPair {
    lhs.make(.equal, rhs.anchor, constant: rhs.constant)
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: AnchorPair<LayoutDimension, LayoutDimension>)
    -> ConstraintPair
{
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (
    lhs: AnchorPair<LayoutDimension, LayoutDimension>,
    rhs: LayoutExpression<AnchorPair<LayoutDimension, LayoutDimension>, CGFloat>
) -> ConstraintPair {
    lhs /==/ rhs
}

/// Relates two size pairs: `imageView.sizeAnchors <= view.sizeAnchors`.
@discardableResult
public func /<=/ (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: AnchorPair<LayoutDimension, LayoutDimension>)
    -> ConstraintPair
{
    lhs.make(.lessThanOrEqual, rhs, constant: 0)
}

/// Relates a size pair to another plus a constant: `imageView.sizeAnchors <= view.sizeAnchors + 10`.
@discardableResult
public func /<=/ (
    lhs: AnchorPair<LayoutDimension, LayoutDimension>,
    rhs: LayoutExpression<AnchorPair<LayoutDimension, LayoutDimension>, CGFloat>
) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs.anchor, constant: rhs.constant)
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: AnchorPair<LayoutDimension, LayoutDimension>)
    -> ConstraintPair
{
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (
    lhs: AnchorPair<LayoutDimension, LayoutDimension>,
    rhs: LayoutExpression<AnchorPair<LayoutDimension, LayoutDimension>, CGFloat>
) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Relates two size pairs: `imageView.sizeAnchors >= view.sizeAnchors`.
@discardableResult
public func />=/ (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: AnchorPair<LayoutDimension, LayoutDimension>)
    -> ConstraintPair
{
    lhs.make(.greaterThanOrEqual, rhs, constant: 0)
}

/// Relates a size pair to another plus a constant: `imageView.sizeAnchors >= view.sizeAnchors + 10`.
@discardableResult
public func />=/ (
    lhs: AnchorPair<LayoutDimension, LayoutDimension>,
    rhs: LayoutExpression<AnchorPair<LayoutDimension, LayoutDimension>, CGFloat>
) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs.anchor, constant: rhs.constant)
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: AnchorPair<LayoutDimension, LayoutDimension>)
    -> ConstraintPair
{
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (
    lhs: AnchorPair<LayoutDimension, LayoutDimension>,
    rhs: LayoutExpression<AnchorPair<LayoutDimension, LayoutDimension>, CGFloat>
) -> ConstraintPair {
    lhs />=/ rhs
}

/// Relates a size pair to a fixed size: `imageView.sizeAnchors == CGSize(width: 100, height: 200)`.
@discardableResult
public func /==/ (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGSize) -> ConstraintPair {
    lhs.make(.equal, rhs)
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGSize) -> ConstraintPair {
    lhs /==/ rhs
}

/// Relates a size pair to a fixed size: `imageView.sizeAnchors <= CGSize(width: 100, height: 200)`.
@discardableResult
public func /<=/ (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGSize) -> ConstraintPair {
    lhs.make(.lessThanOrEqual, rhs)
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGSize) -> ConstraintPair {
    lhs /<=/ rhs
}

/// Relates a size pair to a fixed size: `imageView.sizeAnchors >= CGSize(width: 100, height: 200)`.
@discardableResult
public func />=/ (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGSize) -> ConstraintPair {
    lhs.make(.greaterThanOrEqual, rhs)
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGSize) -> ConstraintPair {
    lhs />=/ rhs
}
