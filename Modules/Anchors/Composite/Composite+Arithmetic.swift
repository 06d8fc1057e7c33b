import Foundation
import LayoutCore

// A constant on a composite anchor: `container.horizontalAnchors + 10`, `container.edgeAnchors + insets`.
// On edge pairs and edges the constant is an inset (see `AnchorPair`); on center and size pairs it is
// added to both anchors. Constants are `CGFloat` or `Int`, as on single anchors.

/// A horizontal pair with an inset of `rhs`: `container.horizontalAnchors + 10`.
public func + (lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

/// A horizontal pair with an inset of `rhs`: `container.horizontalAnchors + spacing`.
public func + (lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: CGFloat(rhs))
}

/// A horizontal pair with an inset of `-rhs`: `container.horizontalAnchors - 10`.
public func - (lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -rhs)
}

/// A horizontal pair with an inset of `-rhs`: `container.horizontalAnchors - spacing`.
public func - (lhs: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -CGFloat(rhs))
}

/// A vertical pair with an inset of `rhs`: `container.verticalAnchors + 10`.
public func + (lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

/// A vertical pair with an inset of `rhs`: `container.verticalAnchors + spacing`.
public func + (lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: CGFloat(rhs))
}

/// A vertical pair with an inset of `-rhs`: `container.verticalAnchors - 10`.
public func - (lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -rhs)
}

/// A vertical pair with an inset of `-rhs`: `container.verticalAnchors - spacing`.
public func - (lhs: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -CGFloat(rhs))
}

/// A center pair with an offset of `rhs`: `container.centerAnchors + 10`.
public func + (lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

/// A center pair with an offset of `rhs`: `container.centerAnchors + spacing`.
public func + (lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: CGFloat(rhs))
}

/// A center pair with an offset of `-rhs`: `container.centerAnchors - 10`.
public func - (lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -rhs)
}

/// A center pair with an offset of `-rhs`: `container.centerAnchors - spacing`.
public func - (lhs: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -CGFloat(rhs))
}

/// A size pair with an offset of `rhs`: `container.sizeAnchors + 10`.
public func + (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutDimension, LayoutDimension>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

/// A size pair with an offset of `rhs`: `container.sizeAnchors + spacing`.
public func + (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutDimension, LayoutDimension>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: CGFloat(rhs))
}

/// A size pair with an offset of `-rhs`: `container.sizeAnchors - 10`.
public func - (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: CGFloat) -> LayoutExpression<
    AnchorPair<LayoutDimension, LayoutDimension>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -rhs)
}

/// A size pair with an offset of `-rhs`: `container.sizeAnchors - spacing`.
public func - (lhs: AnchorPair<LayoutDimension, LayoutDimension>, rhs: Int) -> LayoutExpression<
    AnchorPair<LayoutDimension, LayoutDimension>, CGFloat
> {
    LayoutExpression(anchor: lhs, constant: -CGFloat(rhs))
}

/// Edges inset by `rhs` (left on the leading edge, right on the trailing edge).
public func + (lhs: EdgeAnchors, rhs: EdgeInsets) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

/// Edges outset by `rhs`.
public func - (lhs: EdgeAnchors, rhs: EdgeInsets) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: rhs.negated)
}

/// Edges inset by `rhs`, with leading and trailing named.
public func + (lhs: EdgeAnchors, rhs: DirectionalEdgeInsets) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: EdgeInsets(rhs))
}

/// Edges outset by `rhs`, with leading and trailing named.
public func - (lhs: EdgeAnchors, rhs: DirectionalEdgeInsets) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: EdgeInsets(rhs).negated)
}

/// Edges inset by `rhs` on every side: `container.edgeAnchors + 10`.
public func + (lhs: EdgeAnchors, rhs: CGFloat) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: EdgeInsets(all: rhs))
}

/// Edges inset by `rhs` on every side: `container.edgeAnchors + spacing`.
public func + (lhs: EdgeAnchors, rhs: Int) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: EdgeInsets(all: CGFloat(rhs)))
}

/// Edges outset by `rhs` on every side: `container.edgeAnchors - 10`.
public func - (lhs: EdgeAnchors, rhs: CGFloat) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: EdgeInsets(all: -rhs))
}

/// Edges outset by `rhs` on every side: `container.edgeAnchors - spacing`.
public func - (lhs: EdgeAnchors, rhs: Int) -> LayoutExpression<EdgeAnchors, EdgeInsets> {
    LayoutExpression(anchor: lhs, constant: EdgeInsets(all: -CGFloat(rhs)))
}
