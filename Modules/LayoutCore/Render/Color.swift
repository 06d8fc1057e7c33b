import Foundation

/// A color for rendering: red, green, blue and alpha from 0 to 1, with UIKit's system color names.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1.
    public var alpha: Double

    /// Makes a color from components in 0...1.
    ///
    /// Components are clamped to 0...1; a NaN component counts as 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A component brought into 0...1 (NaN becomes 0).
    static func clamp(_ component: Double) -> Double {
        component.isNaN ? 0 : min(max(component, 0), 1)
    }

    /// Makes a gray from its brightness, 0 (black) ... 1 (white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Makes a color from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Color.component(hex, shift: 16), green: Color.component(hex, shift: 8),
            blue: Color.component(hex, shift: 0), alpha: alpha)
    }

    /// The byte of `hex` at `shift` bits as a component in 0...1.
    static func component(_ hex: UInt32, shift: UInt32) -> Double {
        let byte: UInt32 = (hex &>> shift) & 0xFF
        let value: Double = Double(byte)
        return value / 255
    }

    /// The same color with another opacity.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB` (for SVG and HTML).
    public var hexString: String {
        String(
            format: "#%02X%02X%02X", Color.byte(red), Color.byte(green), Color.byte(blue))
    }

    /// A component as a byte, 0...255.
    static func byte(_ component: Double) -> Int {
        let scaled: Double = clamp(component) * 255
        return Int(scaled.rounded())
    }

    /// `#RRGGBB` or `#RRGGBB @ 0.5`.
    public var description: String { alpha == 1 ? hexString : hexString + " @ \(alpha)" }

    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Gray (50%).
    public static let gray = Color(white: 0.5)
    /// Light gray (67%).
    public static let lightGray = Color(white: 2.0 / 3)
    /// Dark gray (33%).
    public static let darkGray = Color(white: 1.0 / 3)
    /// Red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)

    /// System red.
    public static let systemRed = Color(hex: 0xFF3B30)
    /// System orange.
    public static let systemOrange = Color(hex: 0xFF9500)
    /// System yellow.
    public static let systemYellow = Color(hex: 0xFFCC00)
    /// System green.
    public static let systemGreen = Color(hex: 0x34C759)
    /// System mint.
    public static let systemMint = Color(hex: 0x00C7BE)
    /// System teal.
    public static let systemTeal = Color(hex: 0x30B0C7)
    /// System cyan.
    public static let systemCyan = Color(hex: 0x32ADE6)
    /// System blue.
    public static let systemBlue = Color(hex: 0x007AFF)
    /// System indigo.
    public static let systemIndigo = Color(hex: 0x5856D6)
    /// System purple.
    public static let systemPurple = Color(hex: 0xAF52DE)
    /// System pink.
    public static let systemPink = Color(hex: 0xFF2D55)
    /// System brown.
    public static let systemBrown = Color(hex: 0xA2845E)
    /// System gray.
    public static let systemGray = Color(hex: 0x8E8E93)
    /// System gray 2.
    public static let systemGray2 = Color(hex: 0xAEAEB2)
    /// System gray 3.
    public static let systemGray3 = Color(hex: 0xC7C7CC)
    /// System gray 4.
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    /// System gray 5.
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    /// System gray 6.
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    /// The primary text color.
    public static let label = Color(white: 0)
    /// The secondary text color.
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    /// The tertiary text color.
    public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
    /// The color of separator lines.
    public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
    /// The background of a screen.
    public static let systemBackground = Color(white: 1)
    /// The background of grouped content.
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    /// The tint color of controls (UIKit's `tintColor` default).
    public static let tint = Color(hex: 0x007AFF)
}
