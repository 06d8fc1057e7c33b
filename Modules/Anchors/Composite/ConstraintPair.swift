import LayoutCore

/// The two constraints made by relating an ``AnchorPair``: leading and trailing, top and bottom,
/// centerX and centerY, or width and height.
///
/// ```swift
/// let size = (imageView.sizeAnchors == CGSize(width: 100, height: 200))
/// size.first.constant = 120   // the width
/// ```
public struct ConstraintPair: CustomStringConvertible {
    /// The constraint of the first anchor: leading, top, centerX or width.
    public var first: LayoutConstraint
    /// The constraint of the second anchor: trailing, bottom, centerY or height.
    public var second: LayoutConstraint

    /// Makes a pair from its two constraints.
    public init(first: LayoutConstraint, second: LayoutConstraint) {
        self.first = first
        self.second = second
    }

    /// Both constraints, first then second.
    public var all: [LayoutConstraint] { [first, second] }

    /// The two constraints, one a line.
    public var description: String { "\(first)\n\(second)" }
}

/// The four constraints made by relating ``EdgeAnchors``.
///
/// ```swift
/// // A collection of constraints: retrieve them one by one, or as arrays.
/// let edgeConstraints = (button.edgeAnchors == container.edgeAnchors).all
/// ```
public struct ConstraintGroup: CustomStringConvertible {
    /// The constraint of the top edge.
    public var top: LayoutConstraint
    /// The constraint of the leading edge.
    public var leading: LayoutConstraint
    /// The constraint of the bottom edge.
    public var bottom: LayoutConstraint
    /// The constraint of the trailing edge.
    public var trailing: LayoutConstraint

    /// Makes a group from its four constraints.
    public init(top: LayoutConstraint, leading: LayoutConstraint, bottom: LayoutConstraint, trailing: LayoutConstraint)
    {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The leading and trailing constraints.
    public var horizontal: [LayoutConstraint] { [leading, trailing] }
    /// The top and bottom constraints.
    public var vertical: [LayoutConstraint] { [top, bottom] }
    /// All four: top, leading, bottom, trailing.
    public var all: [LayoutConstraint] { [top, leading, bottom, trailing] }

    /// The four constraints, one a line.
    public var description: String { all.map(\.description).joined(separator: "\n") }
}
