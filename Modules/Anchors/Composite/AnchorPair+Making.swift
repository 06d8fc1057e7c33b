import Foundation
import LayoutCore

// How each kind of pair turns into two constraints. Edge pairs inset: the far side (trailing,
// bottom) gets the negated constant and the opposite inequality. Center and size pairs add the
// constant to both sides.

extension AnchorPair where First == LayoutXAxisAnchor, Second == LayoutXAxisAnchor {
    /// `leading relation other.leading + near`, `trailing flipped other.trailing - far`.
    func make(_ relation: LayoutRelation, _ other: Self, near: CGFloat, far: CGFloat) -> ConstraintPair {
        ConstraintPair(
            first: finalize(first.make(relation, other.first, constant: near)),
            second: finalize(second.make(relation.flipped, other.second, constant: -far)))
    }
}

extension AnchorPair where First == LayoutYAxisAnchor, Second == LayoutYAxisAnchor {
    /// `top relation other.top + near`, `bottom flipped other.bottom - far`.
    func make(_ relation: LayoutRelation, _ other: Self, near: CGFloat, far: CGFloat) -> ConstraintPair {
        ConstraintPair(
            first: finalize(first.make(relation, other.first, constant: near)),
            second: finalize(second.make(relation.flipped, other.second, constant: -far)))
    }
}

extension AnchorPair where First == LayoutXAxisAnchor, Second == LayoutYAxisAnchor {
    /// `centerX relation other.centerX + constant`, `centerY relation other.centerY + constant`.
    func make(_ relation: LayoutRelation, _ other: Self, constant: CGFloat) -> ConstraintPair {
        ConstraintPair(
            first: finalize(first.make(relation, other.first, constant: constant)),
            second: finalize(second.make(relation, other.second, constant: constant)))
    }
}

extension AnchorPair where First == LayoutDimension, Second == LayoutDimension {
    /// `width relation other.width + constant`, `height relation other.height + constant`.
    func make(_ relation: LayoutRelation, _ other: Self, constant: CGFloat) -> ConstraintPair {
        ConstraintPair(
            first: finalize(first.make(relation, other.first, constant: constant)),
            second: finalize(second.make(relation, other.second, constant: constant)))
    }

    /// `width relation size.width`, `height relation size.height`.
    func make(_ relation: LayoutRelation, _ size: CGSize) -> ConstraintPair {
        ConstraintPair(
            first: finalize(first.make(relation, constant: size.width)),
            second: finalize(second.make(relation, constant: size.height)))
    }
}

extension EdgeAnchors {
    /// The four edges inset by `insets` (left on the leading edge, right on the trailing edge).
    func make(_ relation: LayoutRelation, _ other: EdgeAnchors, _ insets: EdgeInsets) -> ConstraintGroup {
        let horizontal = horizontalAnchors.make(relation, other.horizontalAnchors, near: insets.left, far: insets.right)
        let vertical = verticalAnchors.make(relation, other.verticalAnchors, near: insets.top, far: insets.bottom)
        return ConstraintGroup(
            top: vertical.first, leading: horizontal.first, bottom: vertical.second, trailing: horizontal.second)
    }
}

extension EdgeInsets {
    /// The insets with every edge negated (an outset).
    var negated: EdgeInsets { EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }

    /// Leading on the left, trailing on the right, the way ``EdgeAnchors`` reads insets.
    init(_ directional: DirectionalEdgeInsets) {
        self.init(
            top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing)
    }
}
