/// The part of an item's layout a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline
    /// The left edge inset by the layout margins.
    case leftMargin
    /// The right edge inset by the layout margins.
    case rightMargin
    /// The top edge inset by the layout margins.
    case topMargin
    /// The bottom edge inset by the layout margins.
    case bottomMargin
    /// The leading edge inset by the layout margins.
    case leadingMargin
    /// The trailing edge inset by the layout margins.
    case trailingMargin
    /// The horizontal center of the area inside the layout margins.
    case centerXWithinMargins
    /// The vertical center of the area inside the layout margins.
    case centerYWithinMargins
    /// No attribute: the second side of a constraint to a constant.
    case notAnAttribute

    /// The attribute's name as written in Swift: `leading`, `width`, `firstBaseline`.
    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// The axis of the attribute, or nil for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is a size (width or height) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute left or right edge (or margin).
    var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The attribute without its margin: `.leadingMargin` is `.leading` of the margins guide.
    var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
