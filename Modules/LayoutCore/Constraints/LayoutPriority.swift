/// The priority of a constraint, from 1 to 1000 as in Auto Layout; 1000 is required.
///
/// A satisfied constraint of higher priority wins over any number of constraints of lower
/// priority: the solver compares priorities lexicographically.
///
/// ```swift
/// constraint.priority = .defaultHigh
/// constraint.priority = .defaultLow - 1
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The numeric value, 1...1000.
    public var rawValue: Float

    /// Makes a priority from its numeric value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Makes a priority from its numeric value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Makes a priority from a floating-point literal.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Makes a priority from an integer literal.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// A required constraint (1000): it must hold.
    public static let required = LayoutPriority(rawValue: 1000)
    /// The priority of compression resistance by default (750).
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// The priority of content hugging by default (250).
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// The priority with which a view fits its content in `systemLayoutSizeFitting` (50).
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    /// Whether this priority is required (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the priority is within 1...1000.
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// Orders priorities by their numeric value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `amount`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    /// A priority lowered by `amount`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue - rhs)
    }
}

extension LayoutPriority: CustomStringConvertible {
    /// The numeric value, without a fraction when it is whole (`750`, `999.5`).
    public var description: String {
        // Only whole numbers well inside Int's range are printed as integers (no trap on inf or 1e30).
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }
}

extension LayoutPriority {
    /// The priority brought into 1...1000: clamped when out of range, `fallback` when NaN.
    func sanitized(fallback: LayoutPriority) -> LayoutPriority {
        if rawValue.isNaN { return fallback.rawValue.isNaN ? .required : fallback.sanitized(fallback: .required) }
        return LayoutPriority(min(max(rawValue, 1), 1000))
    }
}
