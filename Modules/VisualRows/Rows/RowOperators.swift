import Foundation
import LayoutCore

// The row operators of ZDTinyLayout's visual layout DSL (after Stevia's): fences `|` and `|--` at the
// start, `|` and `--|` at the end, and `--` between the pieces.
//
// Swift reads `|--15--title--15--|` as `(|--15) -- title -- (15--|)`: prefix and postfix operators
// bind to the piece next to them, then `--` joins the pieces from left to right. Each operator only
// records what was written (a `VisualRow` is the list of pieces); what the pieces mean is decided
// when the row is laid out. So one overload for a piece (`any VisualRowElement`) and one for an
// array literal cover every form, and the type checker has little to choose from.

/// The precedence of `--`: below `+` and `*`, so `a--gap * 2--b` reads `a -- (gap * 2) -- b` (next to a
/// fence, which binds to the piece beside it, arithmetic needs parentheses: `|--(margin + 4)--a`).
precedencegroup VisualRowPrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
    higherThan: VisualRowHeightPrecedence
}

/// The precedence of `/=/`: below `--` and `+` (so `row /=/ 10 + 20` is a height of 30), above the
/// comparisons (so a `>= 12` on the next line reads `(row /=/ 44) >= 12`) and above `~` (so
/// `row /=/ 44 ~ .high` reads `(row /=/ 44) ~ .high`). Swift orders groups only along the relations
/// they declare, so the group names `AdditionPrecedence` itself.
precedencegroup VisualRowHeightPrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
    higherThan: ComparisonPrecedence
}

/// A leading fence: `|view|`, `|20--view`.
prefix operator |
/// A leading fence: `|--view--|`, `|--15--view`.
prefix operator |--
/// A trailing fence: `|view|`, `20--view|`.
postfix operator |
/// A trailing fence: `|--view--|`, `view--15--|`.
postfix operator --|
/// Joins the pieces of a row: `a--8--b`.
infix operator -- : VisualRowPrecedence
/// The height of a row's items: `|--view--| /=/ 44`.
infix operator /=/ : VisualRowHeightPrecedence

// MARK: - Fences

/// Pins the row's leading side to the container (at the number that follows, or 0): `|view|`.
public prefix func | (element: any VisualRowElement) -> VisualRow {
    VisualRow(tokens: [.fence] + VisualRow(element).tokensAsPart)
}

/// Pins the leading side of an array row to the container: `|[a, b]|`.
public prefix func | (elements: [any VisualRowElement]) -> VisualRow {
    VisualRow(tokens: [.fence, .array(of: elements)])
}

/// Pins the row's leading side to the container (at the number that follows, or 0): `|--view--|`.
public prefix func |-- (element: any VisualRowElement) -> VisualRow {
    VisualRow(tokens: [.fence] + VisualRow(element).tokensAsPart)
}

/// Pins the leading side of an array row to the container: `|--[a, b]--|`.
public prefix func |-- (elements: [any VisualRowElement]) -> VisualRow {
    VisualRow(tokens: [.fence, .array(of: elements)])
}

/// Pins the row's trailing side to the container (at the number before, or 0): `|view|`, `20--a--8--b|`.
public postfix func | (element: any VisualRowElement) -> VisualRow {
    VisualRow(tokens: VisualRow(element).tokensAsPart + [.fence])
}

/// Pins the trailing side of an array row to the container: `|[a, b]|`.
public postfix func | (elements: [any VisualRowElement]) -> VisualRow {
    VisualRow(tokens: [.array(of: elements), .fence])
}

/// Pins the row's trailing side to the container (at the number before, or 0): `|--view--|`.
public postfix func --| (element: any VisualRowElement) -> VisualRow {
    VisualRow(tokens: VisualRow(element).tokensAsPart + [.fence])
}

/// Pins the trailing side of an array row to the container: `|--[a, b]--|`.
public postfix func --| (elements: [any VisualRowElement]) -> VisualRow {
    VisualRow(tokens: [.array(of: elements), .fence])
}

// MARK: - Joining

/// Joins two pieces of a row: `a--8`, `chain--b`, `20--a`.
///
/// A number between two items is the gap between them (0 when there is none); a number at an end
/// of the row is its margin to the container.
public func -- (lhs: any VisualRowElement, rhs: any VisualRowElement) -> VisualRow {
    VisualRow(tokens: VisualRow(lhs).tokensAsPart + VisualRow(rhs).tokensAsPart)
}

/// Joins a piece and an array: `|--15--[middleLeft, 50, middleRight]`.
public func -- (lhs: any VisualRowElement, rhs: [any VisualRowElement]) -> VisualRow {
    VisualRow(tokens: VisualRow(lhs).tokensAsPart + [.array(of: rhs)])
}

/// Joins an array and a piece: `[a, b]--20--|`.
public func -- (lhs: [any VisualRowElement], rhs: any VisualRowElement) -> VisualRow {
    VisualRow(tokens: [.array(of: lhs)] + VisualRow(rhs).tokensAsPart)
}
