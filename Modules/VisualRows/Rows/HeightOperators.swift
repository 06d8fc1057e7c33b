import Anchors
import Foundation
import LayoutCore

/// Sets the height of every item of the row: `|--avatarView--| /=/ 44`.
///
/// Each item gets `item.height == height`, required unless a `~` follows.
///
/// - Parameters:
///   - lhs: The row (or a single view or guide, a row with no fences).
///   - rhs: The height in points.
/// - Returns: The row with its height.
public func /=/ (lhs: any VisualRowElement, rhs: CGFloat) -> VisualRow {
    var row = VisualRow(lhs)
    row.height = rhs
    return row
}

/// Sets the height of every item of the row from an `Int`: `|--avatarView--| /=/ height`.
public func /=/ (lhs: any VisualRowElement, rhs: Int) -> VisualRow {
    var row = VisualRow(lhs)
    row.height = CGFloat(rhs)
    return row
}

/// Sets the priority of the row's height constraints: `|--avatarView--| /=/ 44 ~ .high`.
///
/// The `~` operator and the names `.high`, `.low` and `.fittingSize` are Anchors'. A priority on
/// a row without a height has nothing to apply to and is reported.
public func ~ (lhs: VisualRow, rhs: LayoutPriority) -> VisualRow {
    var row = lhs
    row.heightPriority = rhs
    return row
}
