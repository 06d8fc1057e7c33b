import Foundation
import LayoutCore

/// Builds the intents of a stack from a closure, with `if`, `if let`, `switch` and `for` inside.
///
/// ```swift
/// parent.fx.hstack {
///     Fix(15)
///     if showsIcon {
///         Fix(iconView, 44)
///         Fix(15)
///     }
///     Flex([titleLabel, subtitleLabel])
///     for accessory in accessories {
///         Fix(accessory, 20).spacingBefore(8)
///     }
///     Fix(15)
/// }
/// ```
///
/// Every `build*` method returns a concrete `[SizingIntent]`, so a builder closure type-checks as fast
/// as an array literal.
@resultBuilder
public enum FixFlexBuilder {
    /// One intent, as a one-element array.
    public static func buildExpression(_ intent: SizingIntent) -> [SizingIntent] {
        [intent]
    }

    /// An array of intents (made elsewhere) spliced in place.
    public static func buildExpression(_ intents: [SizingIntent]) -> [SizingIntent] {
        intents
    }

    /// The intents of consecutive statements, in order.
    public static func buildBlock(_ components: [SizingIntent]...) -> [SizingIntent] {
        components.flatMap { $0 }
    }

    /// The intents of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ component: [SizingIntent]?) -> [SizingIntent] {
        component ?? []
    }

    /// The intents of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [SizingIntent]) -> [SizingIntent] {
        component
    }

    /// The intents of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [SizingIntent]) -> [SizingIntent] {
        component
    }

    /// The intents of every iteration of a `for` loop, in order.
    public static func buildArray(_ components: [[SizingIntent]]) -> [SizingIntent] {
        components.flatMap { $0 }
    }

    /// The intents of an `if #available` block.
    public static func buildLimitedAvailability(_ component: [SizingIntent]) -> [SizingIntent] {
        component
    }
}
