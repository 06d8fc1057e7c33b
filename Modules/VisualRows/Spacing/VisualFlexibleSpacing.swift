import Foundation
import LayoutCore

/// A vertical gap between rows (or between a row and the container's top or bottom): exact, at
/// least, or at most a number of points.
///
/// A number alone on a line of a `layoutConstraints { }` block is an exact gap; ``atLeast(_:)-(CGFloat)``
/// and ``atMost(_:)-(CGFloat)`` (or `>= n` and `<= n` on the line after a row) are flexible ones.
///
/// ```swift
/// container.tl.layoutConstraints {
///     |--header--| /=/ 44
///     8
///     |--content--|
///     atMost(24)
/// }
/// ```
public struct VisualFlexibleSpacing: Sendable, Equatable {
    /// The gap in points.
    public let points: CGFloat
    /// How the gap relates to ``points``: equal, at least, or at most.
    public let relation: LayoutRelation

    /// Makes a gap of `points` with `relation`.
    public init(points: CGFloat, relation: LayoutRelation) {
        self.points = points
        self.relation = relation
    }
}

/// A vertical gap of at least `value` points: `atLeast(20)`.
public func atLeast(_ value: CGFloat) -> VisualFlexibleSpacing {
    VisualFlexibleSpacing(points: value, relation: .greaterThanOrEqual)
}

/// A vertical gap of at least `value` points, from an `Int`.
public func atLeast(_ value: Int) -> VisualFlexibleSpacing {
    atLeast(CGFloat(value))
}

/// A vertical gap of at most `value` points: `atMost(24)`.
public func atMost(_ value: CGFloat) -> VisualFlexibleSpacing {
    VisualFlexibleSpacing(points: value, relation: .lessThanOrEqual)
}

/// A vertical gap of at most `value` points, from an `Int`.
public func atMost(_ value: Int) -> VisualFlexibleSpacing {
    atMost(CGFloat(value))
}

/// A gap of at least `rhs` points below the row: `>= 12` on the line after it.
///
/// Swift reads a line that starts with `>=` as the end of the line above, so the gap arrives
/// attached to the row; the builder puts it between that row and the next.
///
/// ```swift
/// |--subtitleLabel1--10--subtitleLabel2--|
/// >= 12
/// |--[leftButton, rightButton]--| /=/ 44
/// ```
public func >= (lhs: VisualRow, rhs: CGFloat) -> VisualRow {
    var row = lhs
    row.spacingBelow = atLeast(rhs)
    return row
}

/// A gap of at least `rhs` points below the row, from an `Int`.
public func >= (lhs: VisualRow, rhs: Int) -> VisualRow {
    var row = lhs
    row.spacingBelow = atLeast(rhs)
    return row
}

/// A gap of at most `rhs` points below the row: `<= 24` on the line after it.
public func <= (lhs: VisualRow, rhs: CGFloat) -> VisualRow {
    var row = lhs
    row.spacingBelow = atMost(rhs)
    return row
}

/// A gap of at most `rhs` points below the row, from an `Int`.
public func <= (lhs: VisualRow, rhs: Int) -> VisualRow {
    var row = lhs
    row.spacingBelow = atMost(rhs)
    return row
}
