import Foundation

/// Insets from each edge of a rectangle, in absolute left/right terms (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Makes insets from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Makes the same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    /// `{top, left, bottom, right}`.
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
    }
}

/// Insets from each edge of a rectangle, with leading and trailing that follow the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Makes insets from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Makes the same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The absolute insets for a layout direction.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(leading)), \(formatPoints(bottom)), \(formatPoints(trailing))}"
    }
}

extension EdgeInsets {
    /// The directional insets for a layout direction.
    public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown for negative insets).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
