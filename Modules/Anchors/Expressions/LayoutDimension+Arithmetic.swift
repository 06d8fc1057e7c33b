import Foundation
import LayoutCore

// Arithmetic on dimensions (width and height): the right side of a relation, as `anchor * multiplier + constant`.
// Each operator has a `CGFloat` and an `Int` overload: literals, `CGFloat`, `Double` (converted
// implicitly) and `Int` values all work. The overloads are concrete: generic numeric overloads make
// the type checker slow (see Docs/CompileTime.md).

/// A size plus a constant: `container.leadingAnchor + 12`.
public func + (lhs: LayoutDimension, rhs: CGFloat) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: rhs)
}

/// A size plus a constant: `container.leadingAnchor + spacing`.
public func + (lhs: LayoutDimension, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: CGFloat(rhs))
}

/// A constant plus a size: `12 + container.leadingAnchor`.
public func + (lhs: CGFloat, rhs: LayoutDimension) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: rhs, constant: lhs)
}

/// A constant plus a size: `spacing + container.leadingAnchor`.
public func + (lhs: Int, rhs: LayoutDimension) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: rhs, constant: CGFloat(lhs))
}

/// A size minus a constant: `container.trailingAnchor - 12`.
public func - (lhs: LayoutDimension, rhs: CGFloat) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: -rhs)
}

/// A size minus a constant: `container.trailingAnchor - spacing`.
public func - (lhs: LayoutDimension, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: -CGFloat(rhs))
}

/// A factor times a size: `0.5 * container.trailingAnchor`.
public func * (lhs: CGFloat, rhs: LayoutDimension) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: rhs, constant: 0, multiplier: lhs)
}

/// A factor times a size: `2 * container.trailingAnchor`.
public func * (lhs: Int, rhs: LayoutDimension) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: rhs, constant: 0, multiplier: CGFloat(lhs))
}

/// A size times a factor: `container.trailingAnchor * 0.5`.
public func * (lhs: LayoutDimension, rhs: CGFloat) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: rhs)
}

/// A size times a factor: `container.trailingAnchor * 2`.
public func * (lhs: LayoutDimension, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: CGFloat(rhs))
}

/// A size divided by a factor: `container.bottomAnchor / 1.5`.
public func / (lhs: LayoutDimension, rhs: CGFloat) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: 1 / rhs)
}

/// A size divided by a factor: `container.bottomAnchor / 4` (a quarter, not integer division).
public func / (lhs: LayoutDimension, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat> {
    LayoutExpression(anchor: lhs, constant: 0, multiplier: 1 / CGFloat(rhs))
}

/// An expression plus a constant: `2 * container.trailingAnchor + 8`.
public func + (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutDimension, CGFloat
> {
    lhs.adding(rhs)
}

/// An expression plus a constant: `2 * container.trailingAnchor + spacing`.
public func + (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat>
{
    lhs.adding(CGFloat(rhs))
}

/// A constant plus an expression: `8 + 2 * container.trailingAnchor`.
public func + (lhs: CGFloat, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutExpression<
    LayoutDimension, CGFloat
> {
    rhs.adding(lhs)
}

/// A constant plus an expression: `spacing + 2 * container.trailingAnchor`.
public func + (lhs: Int, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutExpression<LayoutDimension, CGFloat>
{
    rhs.adding(CGFloat(lhs))
}

/// An expression minus a constant: `container.trailingAnchor / 2 - 8`.
public func - (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutDimension, CGFloat
> {
    lhs.adding(-rhs)
}

/// An expression minus a constant: `container.trailingAnchor / 2 - spacing`.
public func - (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat>
{
    lhs.adding(-CGFloat(rhs))
}

/// A factor times an expression (multiplier and constant).
public func * (lhs: CGFloat, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutExpression<
    LayoutDimension, CGFloat
> {
    rhs.scaled(by: lhs)
}

/// A factor times an expression (multiplier and constant).
public func * (lhs: Int, rhs: LayoutExpression<LayoutDimension, CGFloat>) -> LayoutExpression<LayoutDimension, CGFloat>
{
    rhs.scaled(by: CGFloat(lhs))
}

/// An expression times a factor (multiplier and constant).
public func * (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutDimension, CGFloat
> {
    lhs.scaled(by: rhs)
}

/// An expression times a factor (multiplier and constant).
public func * (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat>
{
    lhs.scaled(by: CGFloat(rhs))
}

/// An expression divided by a factor (multiplier and constant).
public func / (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: CGFloat) -> LayoutExpression<
    LayoutDimension, CGFloat
> {
    lhs.scaled(by: 1 / rhs)
}

/// An expression divided by a factor: `2 * container.trailingAnchor / 3`.
public func / (lhs: LayoutExpression<LayoutDimension, CGFloat>, rhs: Int) -> LayoutExpression<LayoutDimension, CGFloat>
{
    lhs.scaled(by: 1 / CGFloat(rhs))
}
