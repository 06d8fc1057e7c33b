import Foundation
import LayoutCore

// Arithmetic on vertical position anchors: the right side of a relation, as `anchor * multiplier + constant`.
// Each operator has a `CGFloat` and an `Int` overload: literals, `CGFloat`, `Double` (converted
// implicitly) and `Int` values all work. The overloads are concrete: generic numeric overloads make
// the type checker slow (see Docs/CompileTime.md).

/// A vertical position plus a constant: `container.leadingAnchor + 12`.
public func + (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

/// A vertical position plus a constant: `container.leadingAnchor + spacing`.
public func + (lhs: LayoutYAxisAnchor, rhs: Int) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: CGFloat(rhs))
}

/// A constant plus a vertical position: `12 + container.leadingAnchor`.
public func + (lhs: CGFloat, rhs: LayoutYAxisAnchor) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: rhs, constant: lhs)
}

/// A constant plus a vertical position: `spacing + container.leadingAnchor`.
public func + (lhs: Int, rhs: LayoutYAxisAnchor) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: rhs, constant: CGFloat(lhs))
}

/// A vertical position minus a constant: `container.trailingAnchor - 12`.
public func - (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: -rhs)
}

/// A vertical position minus a constant: `container.trailingAnchor - spacing`.
public func - (lhs: LayoutYAxisAnchor, rhs: Int) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: -CGFloat(rhs))
}

/// A factor times a vertical position: `0.5 * container.trailingAnchor`.
public func * (lhs: CGFloat, rhs: LayoutYAxisAnchor) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: rhs, constant: 0, multiplier: lhs)
}

/// A factor times a vertical position: `2 * container.trailingAnchor`.
public func * (lhs: Int, rhs: LayoutYAxisAnchor) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: rhs, constant: 0, multiplier: CGFloat(lhs))
}

/// A vertical position times a factor: `container.trailingAnchor * 0.5`.
public func * (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: rhs)
}

/// A vertical position times a factor: `container.trailingAnchor * 2`.
public func * (lhs: LayoutYAxisAnchor, rhs: Int) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: CGFloat(rhs))
}

/// A vertical position divided by a factor: `container.bottomAnchor / 1.5`.
public func / (lhs: LayoutYAxisAnchor, rhs: CGFloat) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: 1 / rhs)
}

/// A vertical position divided by a factor: `container.bottomAnchor / 4` (a quarter, not integer division).
public func / (lhs: LayoutYAxisAnchor, rhs: Int) -> LayoutExpression<LayoutYAxisAnchor, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: 1 / CGFloat(rhs))
}

/// An expression plus a constant: `2 * container.trailingAnchor + 8`.
public func + (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.adding(rhs)
}

/// An expression plus a constant: `2 * container.trailingAnchor + spacing`.
public func + (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: Int) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.adding(CGFloat(rhs))
}

/// A constant plus an expression: `8 + 2 * container.trailingAnchor`.
public func + (lhs: CGFloat, rhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    rhs.adding(lhs)
}

/// A constant plus an expression: `spacing + 2 * container.trailingAnchor`.
public func + (lhs: Int, rhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    rhs.adding(CGFloat(lhs))
}

/// An expression minus a constant: `container.trailingAnchor / 2 - 8`.
public func - (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.adding(-rhs)
}

/// An expression minus a constant: `container.trailingAnchor / 2 - spacing`.
public func - (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: Int) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.adding(-CGFloat(rhs))
}

/// A factor times an expression (multiplier and constant).
public func * (lhs: CGFloat, rhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    rhs.scaled(by: lhs)
}

/// A factor times an expression (multiplier and constant).
public func * (lhs: Int, rhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    rhs.scaled(by: CGFloat(lhs))
}

/// An expression times a factor (multiplier and constant).
public func * (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.scaled(by: rhs)
}

/// An expression times a factor (multiplier and constant).
public func * (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: Int) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.scaled(by: CGFloat(rhs))
}

/// An expression divided by a factor (multiplier and constant).
public func / (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.scaled(by: 1 / rhs)
}

/// An expression divided by a factor: `2 * container.trailingAnchor / 3`.
public func / (lhs: LayoutExpression<LayoutYAxisAnchor, CGFloat>, rhs: Int) -> LayoutExpression<
    LayoutYAxisAnchor, CGFloat
> {
    lhs.scaled(by: 1 / CGFloat(rhs))
}
