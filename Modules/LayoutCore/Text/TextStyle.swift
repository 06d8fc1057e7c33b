import Foundation

/// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Large title.
    case largeTitle
    /// Title 1.
    case title1
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline (semibold).
    case headline
    /// Body: the default text style.
    case body
    /// Callout.
    case callout
    /// Subheadline.
    case subheadline
    /// Footnote.
    case footnote
    /// Caption 1.
    case caption1
    /// Caption 2.
    case caption2

    /// The style's name.
    public var description: String { rawValue }

    /// The weight the style uses.
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The point size for a content size category, from Apple's Dynamic Type table (iOS).
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        CGFloat(TextStyle.sizes[self]![category.rawValue])
    }

    /// Apple's published Dynamic Type sizes, xSmall ... xxxLarge, then AX1 ... AX5.
    static let sizes: [TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
