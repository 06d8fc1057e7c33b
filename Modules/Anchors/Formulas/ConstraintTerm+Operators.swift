import Foundation
import LayoutCore

// SwiftyLayout's operators on `ConstraintTerm` (see its reference table): arithmetic with a constant,
// and relations between terms or with a constant, each making one constraint. Constants are
// `CGFloat` or `Int` (literals and `Double` values convert implicitly).

// MARK: - Arithmetic

/// Adds `rhs` to the term's constant: `viewB[.width] + 4.0`.
public func + (lhs: ConstraintTerm, rhs: CGFloat) -> ConstraintTerm {
    lhs.adding(rhs)
}

/// Adds `rhs` to the term's constant: `viewB[.width] + 4.0`.
public func + (lhs: ConstraintTerm, rhs: Int) -> ConstraintTerm {
    lhs.adding(CGFloat(rhs))
}

/// Adds `lhs` to the term's constant: `4.0 + viewB[.width]`.
public func + (lhs: CGFloat, rhs: ConstraintTerm) -> ConstraintTerm {
    rhs.adding(lhs)
}

/// Adds `lhs` to the term's constant: `4.0 + viewB[.width]`.
public func + (lhs: Int, rhs: ConstraintTerm) -> ConstraintTerm {
    rhs.adding(CGFloat(lhs))
}

/// Subtracts `rhs` from the term's constant: `viewB[.width] - 4.0`.
public func - (lhs: ConstraintTerm, rhs: CGFloat) -> ConstraintTerm {
    lhs.adding(-rhs)
}

/// Subtracts `rhs` from the term's constant: `viewB[.width] - 4.0`.
public func - (lhs: ConstraintTerm, rhs: Int) -> ConstraintTerm {
    lhs.adding(-CGFloat(rhs))
}

/// Multiplies the term's multiplier and constant by `rhs`: `viewA[.width] * 3.0`.
public func * (lhs: ConstraintTerm, rhs: CGFloat) -> ConstraintTerm {
    lhs.scaled(by: rhs)
}

/// Multiplies the term's multiplier and constant by `rhs`: `viewA[.width] * 3.0`.
public func * (lhs: ConstraintTerm, rhs: Int) -> ConstraintTerm {
    lhs.scaled(by: CGFloat(rhs))
}

/// Multiplies the term's multiplier and constant by `lhs`: `0.5 * viewB[.width]`.
public func * (lhs: CGFloat, rhs: ConstraintTerm) -> ConstraintTerm {
    rhs.scaled(by: lhs)
}

/// Multiplies the term's multiplier and constant by `lhs`: `0.5 * viewB[.width]`.
public func * (lhs: Int, rhs: ConstraintTerm) -> ConstraintTerm {
    rhs.scaled(by: CGFloat(lhs))
}

/// Divides the term's multiplier and constant by `rhs`: `viewB[.width] / 2`.
public func / (lhs: ConstraintTerm, rhs: CGFloat) -> ConstraintTerm {
    lhs.scaled(by: 1 / rhs)
}

/// Divides the term's multiplier and constant by `rhs`: `viewB[.width] / 2`.
public func / (lhs: ConstraintTerm, rhs: Int) -> ConstraintTerm {
    lhs.scaled(by: 1 / CGFloat(rhs))
}

// MARK: - Relations

/// Constrains the left term to equal the right one: `viewA[.width] == 0.5 * viewB[.width] - 4.0`.
@discardableResult
public func /==/ (lhs: ConstraintTerm, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs.relate(.equal, rhs)
}

/// Constrains the term to equal a constant: `viewA[.height] == 44`.
@discardableResult
public func /==/ (lhs: ConstraintTerm, rhs: CGFloat) -> LayoutConstraint {
    lhs.relate(.equal, rhs)
}

/// Constrains the right term, read from the left: `44 == viewA[.height]` is `viewA[.height] == 44`.
@discardableResult
public func /==/ (lhs: CGFloat, rhs: ConstraintTerm) -> LayoutConstraint {
    rhs.relate(.equal, lhs)
}

/// Constrains the term to equal a constant: `viewA[.height] == 44`.
@discardableResult
public func /==/ (lhs: ConstraintTerm, rhs: Int) -> LayoutConstraint {
    lhs.relate(.equal, CGFloat(rhs))
}

/// Constrains the right term, read from the left: `44 == viewA[.height]` is `viewA[.height] == 44`.
@discardableResult
public func /==/ (lhs: Int, rhs: ConstraintTerm) -> LayoutConstraint {
    rhs.relate(.equal, CGFloat(lhs))
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: ConstraintTerm, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: ConstraintTerm, rhs: CGFloat) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: CGFloat, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: ConstraintTerm, rhs: Int) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Same as `/==/`.
@discardableResult
public func == (lhs: Int, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs /==/ rhs
}

/// Constrains the left term to at most the right one: `viewA[.width] <= 0.5 * viewB[.width] - 4.0`.
@discardableResult
public func /<=/ (lhs: ConstraintTerm, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, rhs)
}

/// Constrains the term to at most a constant: `viewA[.height] <= 44`.
@discardableResult
public func /<=/ (lhs: ConstraintTerm, rhs: CGFloat) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, rhs)
}

/// Constrains the right term, read from the left: `44 <= viewA[.height]` is `viewA[.height] >= 44`.
@discardableResult
public func /<=/ (lhs: CGFloat, rhs: ConstraintTerm) -> LayoutConstraint {
    rhs.relate(.greaterThanOrEqual, lhs)
}

/// Constrains the term to at most a constant: `viewA[.height] <= 44`.
@discardableResult
public func /<=/ (lhs: ConstraintTerm, rhs: Int) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, CGFloat(rhs))
}

/// Constrains the right term, read from the left: `44 <= viewA[.height]` is `viewA[.height] >= 44`.
@discardableResult
public func /<=/ (lhs: Int, rhs: ConstraintTerm) -> LayoutConstraint {
    rhs.relate(.greaterThanOrEqual, CGFloat(lhs))
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: ConstraintTerm, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: ConstraintTerm, rhs: CGFloat) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: CGFloat, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: ConstraintTerm, rhs: Int) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Same as `/<=/`.
@discardableResult
public func <= (lhs: Int, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs /<=/ rhs
}

/// Constrains the left term to at least the right one: `viewA[.width] >= 0.5 * viewB[.width] - 4.0`.
@discardableResult
public func />=/ (lhs: ConstraintTerm, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, rhs)
}

/// Constrains the term to at least a constant: `viewA[.height] >= 44`.
@discardableResult
public func />=/ (lhs: ConstraintTerm, rhs: CGFloat) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, rhs)
}

/// Constrains the right term, read from the left: `44 >= viewA[.height]` is `viewA[.height] <= 44`.
@discardableResult
public func />=/ (lhs: CGFloat, rhs: ConstraintTerm) -> LayoutConstraint {
    rhs.relate(.lessThanOrEqual, lhs)
}

/// Constrains the term to at least a constant: `viewA[.height] >= 44`.
@discardableResult
public func />=/ (lhs: ConstraintTerm, rhs: Int) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, CGFloat(rhs))
}

/// Constrains the right term, read from the left: `44 >= viewA[.height]` is `viewA[.height] <= 44`.
@discardableResult
public func />=/ (lhs: Int, rhs: ConstraintTerm) -> LayoutConstraint {
    rhs.relate(.lessThanOrEqual, CGFloat(lhs))
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: ConstraintTerm, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: ConstraintTerm, rhs: CGFloat) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: CGFloat, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: ConstraintTerm, rhs: Int) -> LayoutConstraint {
    lhs />=/ rhs
}

/// Same as `/>=/`.
@discardableResult
public func >= (lhs: Int, rhs: ConstraintTerm) -> LayoutConstraint {
    lhs />=/ rhs
}
