import Foundation
import LayoutCore

/// The result builder of `batch`, `updateConstraints` and `LayoutConstraint.tl.activate`: one
/// constraint expression a line, with `if`, `if`/`else`, `switch` and `for`.
///
/// ```swift
/// let constraints = batch(active: false) {
///     view1.widthAnchor == view2.widthAnchor
///     view1.heightAnchor == view2.heightAnchor / 2 ~ .low
///     if showsBadge { badge.centerAnchors == view1.centerAnchors }
/// }
/// ```
///
/// Each line may be a constraint, a composite result (``ConstraintPair``, ``ConstraintGroup``), an
/// array of constraints, or a call that returns nothing (a helper that writes DSL expressions: the
/// constraints it makes belong to the block). Every `build*` function returns a flat array. The
/// user's file and line of each expression are recorded on the constraints it made, so diagnostics
/// point at the line that wrote them (constraints made in a helper or a `let` keep no location:
/// operators cannot learn the caller's line).
@resultBuilder
public enum ConstraintBuilder {
    /// A single constraint, such as `a.topAnchor == b.bottomAnchor + 8`.
    public static func buildExpression(
        _ constraint: LayoutConstraint, file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        locate(constraint, file, line)
        return [constraint]
    }

    /// The two constraints of a pair of anchors, such as `a.sizeAnchors == b.sizeAnchors`.
    public static func buildExpression(
        _ pair: ConstraintPair, file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        buildExpression(pair.all, file: file, line: line)
    }

    /// The four constraints of the edges, such as `a.edgeAnchors == b.edgeAnchors + 8`.
    public static func buildExpression(
        _ group: ConstraintGroup, file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        buildExpression(group.all, file: file, line: line)
    }

    /// An array of constraints, such as `group.horizontal` or constraints stored earlier.
    public static func buildExpression(
        _ constraints: [LayoutConstraint], file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        for constraint in constraints { locate(constraint, file, line) }
        return constraints
    }

    /// A call that returns nothing: the constraints its DSL expressions made belong to the block.
    public static func buildExpression(_ call: Void) -> [LayoutConstraint] {
        []
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ components: [LayoutConstraint]...) -> [LayoutConstraint] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: its constraints, or none.
    public static func buildOptional(_ component: [LayoutConstraint]?) -> [LayoutConstraint] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [LayoutConstraint]) -> [LayoutConstraint] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [LayoutConstraint]) -> [LayoutConstraint] {
        component
    }

    /// The iterations of a `for` loop, in order.
    public static func buildArray(_ components: [[LayoutConstraint]]) -> [LayoutConstraint] {
        components.flatMap { $0 }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ component: [LayoutConstraint]) -> [LayoutConstraint] {
        component
    }
}
