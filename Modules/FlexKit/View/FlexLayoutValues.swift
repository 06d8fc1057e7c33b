import Foundation

/// A percentage of the container's size, written `25%` (FlexLayout's `FPercent`).
public struct FPercent: Hashable, Sendable {
    /// The percentage, 0...100 for a part of the container.
    public let value: CGFloat

    /// Makes a percentage.
    public init(value: CGFloat) {
        self.value = value
    }
}

postfix operator %

/// `25%`: a percentage of the container's size.
public postfix func % (value: CGFloat) -> FPercent { FPercent(value: value) }
/// `25%`: a percentage of the container's size.
public postfix func % (value: Double) -> FPercent { FPercent(value: CGFloat(value)) }
/// `25%`: a percentage of the container's size.
public postfix func % (value: Float) -> FPercent { FPercent(value: CGFloat(value)) }
/// `25%`: a percentage of the container's size.
public postfix func % (value: Int) -> FPercent { FPercent(value: CGFloat(value)) }

extension Flex {
    /// The main axis of a container (`flex-direction`).
    public enum Direction: Sendable {
        /// Top to bottom (the default).
        case column
        /// Bottom to top.
        case columnReverse
        /// In the text direction.
        case row
        /// Against the text direction.
        case rowReverse
    }

    /// How items are placed along the main axis (`justify-content`).
    public enum JustifyContent: Sendable {
        /// At the start (the default).
        case start
        /// In the middle.
        case center
        /// At the end.
        case end
        /// The first at the start, the last at the end, equal space between.
        case spaceBetween
        /// Equal space around each item.
        case spaceAround
        /// Equal space between items and at both ends.
        case spaceEvenly
    }

    /// How items are placed along the cross axis (`align-items`).
    public enum AlignItems: Sendable {
        /// Stretched to the container's cross size (the default).
        case stretch
        /// At the cross start.
        case start
        /// At the cross end.
        case end
        /// Centred.
        case center
        /// Aligned on their first baselines.
        case baseline
    }

    /// How one item is placed along the cross axis, overriding its container's `alignItems`.
    public enum AlignSelf: Sendable {
        /// The container's `alignItems` (the default).
        case auto
        /// Stretched to the line's cross size.
        case stretch
        /// At the cross start.
        case start
        /// At the cross end.
        case end
        /// Centred.
        case center
        /// Aligned on its first baseline.
        case baseline
    }

    /// How the lines of a wrapping container share its cross size (`align-content`).
    public enum AlignContent: Sendable {
        /// Stretched to fill the container.
        case stretch
        /// At the cross start (the default).
        case start
        /// At the cross end.
        case end
        /// Centred.
        case center
        /// The first at the start, the last at the end, equal space between.
        case spaceBetween
        /// Equal space around each line.
        case spaceAround
        /// Equal space between lines and at both ends.
        case spaceEvenly
    }

    /// Whether items wrap onto several lines (`flex-wrap`).
    public enum Wrap: Sendable {
        /// One line (the default).
        case noWrap
        /// New lines after the first.
        case wrap
        /// New lines before the first.
        case wrapReverse

        /// One line: the spelling of FlexLayout's usage examples.
        public static var nowrap: Wrap { .noWrap }
    }

    /// How an item is positioned (`position`).
    public enum Position: Sendable {
        /// In the flow of its container, offset by its insets (the default).
        case relative
        /// Out of the flow, placed by its insets within its container.
        case absolute
    }

    /// The layout direction of a container (`direction`).
    public enum LayoutDirection: Sendable {
        /// The parent's; for a root container, its view's effective layout direction.
        case inherit
        /// Left to right.
        case ltr
        /// Right to left.
        case rtl
    }

    /// Whether an item takes part in the layout (`display`).
    public enum Display: Sendable {
        /// Laid out (the default).
        case flex
        /// Laid out as if it were not there, with a zero frame.
        case none
    }

    /// What `layout(mode:)` may change of the container's own size.
    public enum LayoutMode: Sendable {
        /// Items are laid out inside the container's width and height.
        case fitContainer
        /// The container keeps its width; its height becomes its content's.
        case adjustHeight
        /// The container keeps its height; its width becomes its content's.
        case adjustWidth
    }
}
