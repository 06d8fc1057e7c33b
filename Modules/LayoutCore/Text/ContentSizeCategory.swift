/// The user's preferred text size (Dynamic Type), from extra small to the largest accessibility size.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable, Hashable, CustomStringConvertible {
    /// xSmall.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5: the largest.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders categories from the smallest to the largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The short name Apple's tables use: `xSmall`, `Large`, `AX5`.
    public var description: String {
        ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"][
            rawValue]
    }
}

/// The environment a view lays out in: text size, layout direction and pixel scale, inherited down the tree.
public struct TraitCollection: Hashable, Sendable {
    /// The preferred text size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The layout direction.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// Pixels per point.
    public var displayScale: Double

    /// Makes a trait collection; unspecified traits take their defaults (large, left to right, 3x).
    public init(
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight, displayScale: Double = 3
    ) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }
}
