import Foundation

/// A font: a point size, a weight, and, for Dynamic Type fonts, the text style it was made for.
///
/// Metrics follow the proportions of Apple's system font (ascender 0.952 em, descender 0.241 em),
/// so line heights are close to what UIKit reports (`Font.preferredFont(forTextStyle: .body)` is
/// 17 pt with a line height of about 20.3 pt).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The weight of a font, on UIKit's scale (-1...1; regular is 0).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The numeric weight.
        public var rawValue: CGFloat
        /// Makes a weight from its numeric value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)
        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The size in points.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// The text style of a Dynamic Type font, which lets labels follow the content size category.
    public var textStyle: TextStyle?

    /// Makes a system font of a size and weight.
    public init(pointSize: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font of a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font of a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The Dynamic Type font for a text style at the content size category of `traitCollection` (large when nil).
    ///
    /// Sizes follow Apple's published Dynamic Type table for every style and category.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection? = nil
    )
        -> Font
    {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return Font(pointSize: style.pointSize(for: category), weight: style.weight, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(pointSize: size, weight: weight, textStyle: nil)
    }

    /// This font as it should be at `category`: Dynamic Type fonts change size, others stay.
    public func scaled(for category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        return Font.preferredFont(
            forTextStyle: textStyle, compatibleWith: TraitCollection(preferredContentSizeCategory: category))
    }

    /// The distance from the baseline to the top of the line, in points.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// The distance from the baseline to the bottom of the line, in points (negative, as in UIKit).
    public var descender: CGFloat { -pointSize * 0.241 }
    /// The height of one line of text.
    public var lineHeight: CGFloat { ascender - descender }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { pointSize * 0.705 }

    /// `body 17pt` or `17pt bold`.
    public var description: String {
        let size = "\(formatPoints(pointSize))pt"
        let weightName: String
        switch weight {
        case .regular: weightName = ""
        case .semibold: weightName = " semibold"
        case .bold: weightName = " bold"
        case .medium: weightName = " medium"
        default: weightName = " weight \(weight.rawValue)"
        }
        return (textStyle.map { "\($0) " } ?? "") + size + weightName
    }
}
