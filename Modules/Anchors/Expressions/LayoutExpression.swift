import Foundation
import LayoutCore

/// The right side of a relation: an anchor, times a multiplier, plus a constant.
///
/// Expressions come from arithmetic on anchors and are consumed by `==`, `<=` and `>=`:
///
/// ```swift
/// button.leadingAnchor == container.leadingAnchor + 12        // constant 12
/// view.centerXAnchor == 2 * container.trailingAnchor / 3     // multiplier 2/3
/// imageView.edgeAnchors == container.edgeAnchors + insets    // insets, for composite anchors
/// ```
///
/// Multiplying or dividing an expression scales its constant too, as in algebra:
/// `(anchor + 10) * 2` is `2 * anchor + 20`.
public struct LayoutExpression<Anchor, Constant> {
    /// The anchor (or composite anchor) the expression starts from.
    public var anchor: Anchor
    /// What is added to the anchor: points, or insets for composite anchors.
    public var constant: Constant
    /// The factor the anchor is multiplied by.
    public var multiplier: CGFloat

    init(anchor: Anchor, constant: Constant, multiplier: CGFloat = 1) {
        self.anchor = anchor
        self.constant = constant
        self.multiplier = multiplier
    }
}

extension LayoutExpression where Constant == CGFloat {
    /// The expression plus `amount`.
    func adding(_ amount: CGFloat) -> Self {
        var copy = self
        copy.constant += amount
        return copy
    }

    /// The expression times `factor` (multiplier and constant).
    func scaled(by factor: CGFloat) -> Self {
        var copy = self
        copy.multiplier *= factor
        copy.constant *= factor
        return copy
    }
}
