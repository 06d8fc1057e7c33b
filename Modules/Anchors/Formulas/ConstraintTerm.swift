import Foundation
import LayoutCore

/// One side of a SwiftyLayout formula: an attribute of an item, times a multiplier, plus a constant.
///
/// ```swift
/// viewA[.width] == 0.5 * viewB[.width] - 4.0
/// viewA[.width] * 3.0 == viewA[.height] * 4.0      // aspect ratio 4:3
/// innerView[.leading] == outerView[.leading] + 4.0 ~ 750
/// ```
///
/// Terms may appear on both sides; the relation is solved for the left attribute:
/// `a * m1 + c1 == b * m2 + c2` makes `a == (m2 / m1) * b + (c2 - c1) / m1`. Multiplying or dividing a
/// term scales its constant too. Like every expression of this module, a formula makes an active
/// constraint (SwiftyLayout's were inactive) and sets the left view's
/// `translatesAutoresizingMaskIntoConstraints` to false.
public struct ConstraintTerm {
    /// The item (view or layout guide) whose attribute the term stands for.
    public let view: any LayoutItem
    /// The attribute: `.width`, `.leading`, `.centerY`, `.firstBaseline`, ...
    public let attribute: LayoutAttribute
    /// The factor the attribute is multiplied by.
    public var multiplier: CGFloat
    /// The amount added to the attribute.
    public var constant: CGFloat

    init(view: any LayoutItem, attribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.view = view
        self.attribute = attribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The term times `factor` (multiplier and constant).
    func scaled(by factor: CGFloat) -> ConstraintTerm {
        var copy = self
        copy.multiplier *= factor
        copy.constant *= factor
        return copy
    }

    /// The term plus `amount`.
    func adding(_ amount: CGFloat) -> ConstraintTerm {
        var copy = self
        copy.constant += amount
        return copy
    }

    /// `self relation other`, solved for this term's attribute: dividing by a negative multiplier turns
    /// the inequality around; a multiplier of 0 cannot be solved for and is reported.
    func relate(_ relation: LayoutRelation, _ other: ConstraintTerm) -> LayoutConstraint {
        guard multiplier != 0, multiplier.isFinite else {
            return unsolvable(
                LayoutConstraint(
                    item: view, attribute: attribute, relatedBy: relation, toItem: other.view,
                    attribute: other.attribute, multiplier: other.multiplier, constant: other.constant - constant,
                    file: "", line: 0))
        }
        return finalize(
            LayoutConstraint(
                item: view, attribute: attribute, relatedBy: solved(relation), toItem: other.view,
                attribute: other.attribute, multiplier: other.multiplier / multiplier,
                constant: (other.constant - constant) / multiplier, file: "", line: 0))
    }

    /// `self relation value`, solved for this term's attribute, with the same rules as the term form.
    func relate(_ relation: LayoutRelation, _ value: CGFloat) -> LayoutConstraint {
        guard multiplier != 0, multiplier.isFinite else {
            return unsolvable(
                LayoutConstraint(
                    item: view, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: value - constant, file: "", line: 0))
        }
        return finalize(
            LayoutConstraint(
                item: view, attribute: attribute, relatedBy: solved(relation), toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: (value - constant) / multiplier, file: "", line: 0)
        )
    }

    /// The relation once both sides are divided by the left multiplier.
    private func solved(_ relation: LayoutRelation) -> LayoutRelation {
        guard multiplier < 0 else { return relation }
        switch relation {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        }
    }

    /// Reports a formula whose left side has no usable multiplier and returns it unsolved, inactive.
    private func unsolvable(_ constraint: LayoutConstraint) -> LayoutConstraint {
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: .invalidValue,
                message:
                    "the formula for \(constraint) has a multiplier of \(multiplier) on its left side, so it cannot "
                    + "be solved for \(attribute); it was ignored",
                source: "Anchors"))
        return constraint
    }
}

extension LayoutItem {
    /// The term of one attribute, for SwiftyLayout formulas: `viewA[.width] == 0.5 * viewB[.width] - 4.0`.
    public subscript(attribute: LayoutAttribute) -> ConstraintTerm {
        ConstraintTerm(view: self, attribute: attribute)
    }
}
