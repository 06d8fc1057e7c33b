import Foundation
import LayoutCore

/// Makes the constraints of a block together: active at the end (by default), or inactive to be
/// activated later with `LayoutConstraint.activate(_:)`.
///
/// ```swift
/// let constraints = batch(active: false) {
///     view1.widthAnchor == view2.widthAnchor
///     view1.heightAnchor == view2.heightAnchor / 2 ~ .low
/// }
/// // Later:
/// LayoutConstraint.activate(constraints)
/// ```
///
/// The result holds the constraints the block's expressions made, in the order they were made, and
/// any other constraint the block lists (made with the anchor factory methods). A nested `batch`
/// keeps its own constraints: they are in the nested result, not in this one. With `active: true`
/// each constraint is activated at the end, and the first view of each expression's constraint that
/// became active stops translating its autoresizing mask; with `active: false` the first views stop
/// translating at once, as in the original library. Constraints made with the anchor factory methods
/// never touch the flag, as in UIKit.
///
/// - Parameters:
///   - active: Whether to activate the constraints before returning them.
///   - constraints: The block, one constraint expression a line (see ``ConstraintBuilder``).
/// - Returns: The block's constraints.
@discardableResult
public func batch(active: Bool = true, @ConstraintBuilder _ constraints: () -> [LayoutConstraint])
    -> [LayoutConstraint]
{
    let (result, context) = ConstraintContext.collect(active ? .activeBatch : .inactiveBatch, constraints)
    if active {
        for constraint in result { context.activate(constraint) }
    }
    ConstraintContext.current?.claim(result)
    return result
}
