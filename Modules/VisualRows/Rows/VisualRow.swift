import Foundation
import LayoutCore

/// One row of a visual layout: views and layout guides side by side, with the margins and gaps
/// written between them, made by the row operators.
///
/// ```swift
/// |--15--titleLabel--15--| /=/ 20
/// |--subtitleLabel1--10--subtitleLabel2--|
/// |--[leftButton, rightButton]--| /=/ 44 ~ .high
/// ```
///
/// A row only records what was written, in order; `layoutConstraints { }` reads it, checks it
/// (reporting a diagnostic and skipping a row that is malformed) and makes its constraints. A row
/// whose operators were left open (`|--a--8--b`, `a--8--b--|`) is a row too: the side without a
/// fence or a number is not pinned.
public struct VisualRow: VisualRowElement, CustomStringConvertible {
    /// One piece of a row, in the order written.
    enum Token {
        /// A `|` or `|--` (leading) or `|` or `--|` (trailing) fence.
        case fence
        /// A view or a layout guide.
        case item(any LayoutItem)
        /// A number: a margin at the ends, a gap between items.
        case number(CGFloat)
        /// An array `[a, 10, b]`: its items have equal widths.
        case array([Token])
        /// Something that cannot stand in a row, with the reason.
        case misplaced(String)
    }

    /// The pieces of the row, in the order written.
    var tokens: [Token]
    /// The height set by `/=/`, if any.
    var height: CGFloat?
    /// The priority set by `~`, if any.
    var heightPriority: LayoutPriority?
    /// A vertical gap written after the row on the next line (`>= 12`).
    var spacingBelow: VisualFlexibleSpacing?

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// The row an element stands for: a row is itself, anything else is a row of one piece.
    init(_ element: any VisualRowElement) {
        if let row = element as? VisualRow {
            self = row
        } else {
            self.init(tokens: [Token(element)])
        }
    }

    /// Whether the row carries a height, a priority or a gap below: then it is finished, and cannot
    /// be part of a longer row.
    var isFinished: Bool {
        if height != nil || heightPriority != nil { return true }
        return spacingBelow != nil
    }

    /// The pieces this row brings into a longer row: its own, or a misplaced marker when it is finished.
    var tokensAsPart: [Token] {
        guard isFinished else { return tokens }
        return [
            .misplaced(
                "the row `\(self)` has a height, a priority or a vertical gap, so it cannot be part of another row")
        ]
    }

    /// The row as written, such as `|--15--title--15--| /=/ 20 ~ 750`; items by identifier, or by type.
    public var description: String {
        var text = Token.describe(tokens)
        if let height { text += " /=/ \(Token.describe(height))" }
        if let heightPriority { text += " ~ \(heightPriority)" }
        return text
    }
}

extension VisualRow.Token {
    /// The piece an element stands for (a row brings its pieces through ``VisualRow/tokensAsPart``).
    init(_ element: any VisualRowElement) {
        switch element {
        case let item as LayoutView: self = .item(item)
        case let item as LayoutGuide: self = .item(item)
        case let number as Int: self = .number(CGFloat(number))
        case let number as CGFloat: self = .number(number)
        case let number as Double: self = .number(CGFloat(number))
        case let number as Float: self = .number(CGFloat(number))
        case let row as VisualRow: self = .misplaced("a row (`\(row)`) inside an array")
        default: self = .misplaced("\(type(of: element)) is not a view, a layout guide or a number")
        }
    }

    /// The pieces of an array of elements, as one array piece.
    static func array(of elements: [any VisualRowElement]) -> Self {
        .array(elements.map(Self.init))
    }

    /// The pieces as written, joined by `--`: `|--15--title--15--|`, `|--[a, 10, b]--|`.
    static func describe(_ tokens: [Self]) -> String {
        tokens.map(\.written).joined(separator: "--")
    }

    /// The piece as written.
    var written: String {
        switch self {
        case .fence: return "|"
        case .item(let item): return Self.name(of: item)
        case .number(let number): return Self.describe(number)
        case .array(let entries): return "[" + entries.map(\.written).joined(separator: ", ") + "]"
        case .misplaced: return "?"
        }
    }

    /// A number without a needless `.0`.
    static func describe(_ number: CGFloat) -> String {
        guard number.rounded() == number, abs(number) < 1e15 else { return "\(number)" }
        return String(Int(number))
    }

    /// An item's identifier, or its type's name.
    static func name(of item: any LayoutItem) -> String {
        item.identifier ?? "\(type(of: item))"
    }
}
