import Foundation
import LayoutCore

/// Everything one `hstack` or `vstack` made, to adjust or deactivate later.
///
/// ```swift
/// let result = parent.fx.hstack(Fix(15), Flex(child), Fix(15))
/// LayoutConstraint.deactivate(result.constraints)
/// ```
public struct StackingResult {
    /// The constraints the stack made and activated, in the order they were made: for each intent its
    /// start constraints then its size constraints, and last the end constraints.
    public let constraints: [LayoutConstraint]
    /// The layout guides made for spacers, in order, each added to the stack's view.
    public let layoutGuides: [LayoutGuide]

    /// Makes a result (the stacks make them; useful for tests and wrappers).
    public init(constraints: [LayoutConstraint], layoutGuides: [LayoutGuide]) {
        self.constraints = constraints
        self.layoutGuides = layoutGuides
    }
}
