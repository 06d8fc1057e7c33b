/// How the two sides of a constraint relate: `<=`, `==` or `>=`.
public enum LayoutRelation: Int, Sendable, Hashable, CustomStringConvertible {
    /// The first side is less than or equal to the second.
    case lessThanOrEqual = -1
    /// The two sides are equal.
    case equal = 0
    /// The first side is greater than or equal to the second.
    case greaterThanOrEqual = 1

    /// The relation as an operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
