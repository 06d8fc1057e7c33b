import Foundation
import LayoutCore

// The one place that turns anchors into (not yet finalized) constraints. Constraints made here have
// no source location (file "", line 0): operators cannot take `#fileID`; a result builder stamps
// the user's line later when the expression is inside a block.

extension LayoutXAxisAnchor {
    /// `self relation multiplier * other + constant`.
    func make(_ relation: LayoutRelation, _ other: LayoutXAxisAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        if multiplier != 1, let item, let otherItem = other.item {
            return LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: otherItem, attribute: other.attribute,
                multiplier: multiplier, constant: constant, file: "", line: 0)
        }
        switch relation {
        case .equal: return constraint(equalTo: other, constant: constant, file: "", line: 0)
        case .lessThanOrEqual: return constraint(lessThanOrEqualTo: other, constant: constant, file: "", line: 0)
        case .greaterThanOrEqual: return constraint(greaterThanOrEqualTo: other, constant: constant, file: "", line: 0)
        }
    }
}

extension LayoutYAxisAnchor {
    /// `self relation multiplier * other + constant`.
    func make(_ relation: LayoutRelation, _ other: LayoutYAxisAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        if multiplier != 1, let item, let otherItem = other.item {
            return LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: otherItem, attribute: other.attribute,
                multiplier: multiplier, constant: constant, file: "", line: 0)
        }
        switch relation {
        case .equal: return constraint(equalTo: other, constant: constant, file: "", line: 0)
        case .lessThanOrEqual: return constraint(lessThanOrEqualTo: other, constant: constant, file: "", line: 0)
        case .greaterThanOrEqual: return constraint(greaterThanOrEqualTo: other, constant: constant, file: "", line: 0)
        }
    }
}

extension LayoutDimension {
    /// `self relation multiplier * other + constant`.
    func make(_ relation: LayoutRelation, _ other: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        switch relation {
        case .equal:
            return constraint(equalTo: other, multiplier: multiplier, constant: constant, file: "", line: 0)
        case .lessThanOrEqual:
            return constraint(lessThanOrEqualTo: other, multiplier: multiplier, constant: constant, file: "", line: 0)
        case .greaterThanOrEqual:
            return constraint(
                greaterThanOrEqualTo: other, multiplier: multiplier, constant: constant, file: "", line: 0)
        }
    }

    /// `self relation constant`.
    func make(_ relation: LayoutRelation, constant: CGFloat) -> LayoutConstraint {
        switch relation {
        case .equal: return constraint(equalToConstant: constant, file: "", line: 0)
        case .lessThanOrEqual: return constraint(lessThanOrEqualToConstant: constant, file: "", line: 0)
        case .greaterThanOrEqual: return constraint(greaterThanOrEqualToConstant: constant, file: "", line: 0)
        }
    }
}

extension LayoutRelation {
    /// The relation for the far side of an inset pair (trailing, bottom): `<=` and `>=` swap.
    var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
