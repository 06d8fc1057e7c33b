import Foundation
import LayoutCore

/// Two anchors constrained together: `horizontalAnchors` (leading, trailing), `verticalAnchors`
/// (top, bottom), `centerAnchors` (centerX, centerY) and `sizeAnchors` (width, height).
///
/// ```swift
/// button.centerAnchors == container.centerAnchors
/// imageView.sizeAnchors == CGSize(width: 100, height: 200)
/// imageView.horizontalAnchors >= container.horizontalAnchors + 10   // inset by 10 on both sides
/// ```
///
/// Relating two pairs makes a ``ConstraintPair``. For edge pairs (horizontal, vertical) a constant
/// insets rather than shifts: the far side (trailing, bottom) gets the negated constant and, for
/// `<=` and `>=`, the opposite relation.
public struct AnchorPair<First, Second> {
    /// The first anchor: leading, top, centerX or width.
    public var first: First
    /// The second anchor: trailing, bottom, centerY or height.
    public var second: Second

    /// Makes a pair of anchors.
    public init(first: First, second: Second) {
        self.first = first
        self.second = second
    }
}

/// The four edges of a view or guide (leading, trailing, top, bottom), constrained together.
///
/// ```swift
/// imageView.edgeAnchors == container.edgeAnchors
/// imageView.edgeAnchors == container.edgeAnchors + EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
/// ```
///
/// Edges use leading and trailing, never left and right: `EdgeInsets.left` insets the leading edge
/// and `right` the trailing edge, as in the original library (so in right-to-left layouts the `left`
/// inset is on the right). `DirectionalEdgeInsets` says the same with leading and trailing names.
public struct EdgeAnchors {
    /// The leading and trailing anchors.
    public var horizontalAnchors: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>
    /// The top and bottom anchors.
    public var verticalAnchors: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>

    /// Makes the edges from a horizontal and a vertical pair.
    public init(
        horizontal: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor>,
        vertical: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor>
    ) {
        horizontalAnchors = horizontal
        verticalAnchors = vertical
    }
}

extension LayoutItem {
    /// The leading and trailing anchors (never left and right).
    public var horizontalAnchors: AnchorPair<LayoutXAxisAnchor, LayoutXAxisAnchor> {
        AnchorPair(first: leadingAnchor, second: trailingAnchor)
    }

    /// The top and bottom anchors.
    public var verticalAnchors: AnchorPair<LayoutYAxisAnchor, LayoutYAxisAnchor> {
        AnchorPair(first: topAnchor, second: bottomAnchor)
    }

    /// The centerX and centerY anchors.
    public var centerAnchors: AnchorPair<LayoutXAxisAnchor, LayoutYAxisAnchor> {
        AnchorPair(first: centerXAnchor, second: centerYAnchor)
    }

    /// The width and height anchors.
    public var sizeAnchors: AnchorPair<LayoutDimension, LayoutDimension> {
        AnchorPair(first: widthAnchor, second: heightAnchor)
    }

    /// The leading, trailing, top and bottom anchors.
    public var edgeAnchors: EdgeAnchors {
        EdgeAnchors(horizontal: horizontalAnchors, vertical: verticalAnchors)
    }
}
