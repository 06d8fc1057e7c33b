/// A length in a flex style: undefined, `auto`, points, or a percentage of the containing block.
///
/// Integer and floating-point literals are points, so `style.width = 100` reads as Yoga's
/// `YGNodeStyleSetWidth(node, 100)`.
///
/// ```swift
/// style.width = .percent(50)
/// style.margin.left = .auto
/// style.flexBasis = 120
/// ```
public enum FlexValue: Hashable, Sendable {
    /// No value: the property keeps its default behaviour (Yoga's `YGUndefined`).
    case undefined
    /// `auto`: sized from content, or an auto margin that absorbs free space.
    case auto
    /// A length in points.
    case points(Double)
    /// A percentage (`50` is 50%) of the containing block's matching size.
    case percent(Double)

    /// Whether the value is anything but ``undefined``.
    @inlinable public var isDefined: Bool {
        if case .undefined = self { return false }
        return true
    }

    /// The number carried by ``FlexValue/points(_:)`` or ``FlexValue/percent(_:)``, else nil.
    @inlinable public var number: Double? {
        switch self {
        case .points(let value), .percent(let value): return value
        case .undefined, .auto: return nil
        }
    }
}

extension FlexValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// An integer literal is a length in points.
    public init(integerLiteral value: Int) {
        self = .points(Double(value))
    }

    /// A floating-point literal is a length in points.
    public init(floatLiteral value: Double) {
        self = .points(value)
    }
}

extension FlexValue: CustomStringConvertible {
    /// The value as the flex-tree format writes it: `12`, `"50%"`, `"auto"`, or `undefined`.
    public var description: String {
        switch self {
        case .undefined: return "undefined"
        case .auto: return "auto"
        case .points(let value): return FlexValue.trimmed(value)
        case .percent(let value): return FlexValue.trimmed(value) + "%"
        }
    }

    static func trimmed(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
