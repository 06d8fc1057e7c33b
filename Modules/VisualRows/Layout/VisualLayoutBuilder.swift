import Foundation
import LayoutCore

/// The result builder of `container.tl.layoutConstraints { }` and `container.tl.layout { }`: rows
/// and the vertical gaps between them, top to bottom, with `if`, `if`/`else`, `switch` and `for`.
///
/// ```swift
/// container.tl.layoutConstraints {
///     16
///     |--15--titleLabel--15--| /=/ 20
///     8
///     |--subtitleLabel1--10--subtitleLabel2--|
///     >= 12
///     |--[leftButton, rightButton]--| /=/ 44 ~ .high
///     16
/// }
/// ```
///
/// A line is a row (made by the row operators, or a bare view, guide or array: a row with no
/// fences), a number (an exact gap: Int, Double, Float or CGFloat), or a flexible gap
/// (`atLeast(_:)`, `atMost(_:)`; `>= n` and `<= n` continue the row above them). Every `build*`
/// function returns a flat array of lines, each with the file and line where it was written, so
/// the constraints of a row and its diagnostics point at the user's code.
@resultBuilder
public enum VisualLayoutBuilder {
    /// A row, a bare view or guide (a row with no fences), or a number (an exact vertical gap).
    public static func buildExpression(
        _ element: any VisualRowElement, file: StaticString = #fileID, line: UInt = #line
    ) -> [VisualLayoutItem] {
        if let row = element as? VisualRow {
            var items = [VisualLayoutItem(.row(row), file: file, line: line)]
            if let spacing = row.spacingBelow {
                items.append(VisualLayoutItem(.spacing(spacing), file: file, line: line))
            }
            return items
        }
        if case .number(let points) = VisualRow.Token(element) {
            return [
                VisualLayoutItem(
                    .spacing(VisualFlexibleSpacing(points: points, relation: .equal)), file: file, line: line)
            ]
        }
        return [VisualLayoutItem(.row(VisualRow(element)), file: file, line: line)]
    }

    /// A bare array: a row of equal-width items with no fences.
    public static func buildExpression(
        _ elements: [any VisualRowElement], file: StaticString = #fileID, line: UInt = #line
    ) -> [VisualLayoutItem] {
        [VisualLayoutItem(.row(VisualRow(tokens: [.array(of: elements)])), file: file, line: line)]
    }

    /// A flexible vertical gap: `atLeast(12)`, `atMost(24)`.
    public static func buildExpression(
        _ spacing: VisualFlexibleSpacing, file: StaticString = #fileID, line: UInt = #line
    ) -> [VisualLayoutItem] {
        [VisualLayoutItem(.spacing(spacing), file: file, line: line)]
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ components: [VisualLayoutItem]...) -> [VisualLayoutItem] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: its lines, or none.
    public static func buildOptional(_ component: [VisualLayoutItem]?) -> [VisualLayoutItem] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [VisualLayoutItem]) -> [VisualLayoutItem] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [VisualLayoutItem]) -> [VisualLayoutItem] {
        component
    }

    /// The iterations of a `for` loop, in order.
    public static func buildArray(_ components: [[VisualLayoutItem]]) -> [VisualLayoutItem] {
        components.flatMap { $0 }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ component: [VisualLayoutItem]) -> [VisualLayoutItem] {
        component
    }
}
