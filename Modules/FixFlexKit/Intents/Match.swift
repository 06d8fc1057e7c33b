// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import LayoutCore

/// A spacer whose size along the stack's axis is `dimension * multiplier + offset`.
///
/// ```swift
/// parent.fx.hstack(Match(dimension: other.widthAnchor, multiplier: 0.5), Flex(child))
/// ```
public func Match(
    dimension: LayoutDimension, multiplier: CGFloat = 1, offset: CGFloat = 0, file: StaticString = #fileID,
    line: UInt = #line
) -> SizingIntent {
    SizingIntent(
        views: [], sizing: .match(dimension: dimension, multiplier: multiplier, offset: offset), file: file,
        line: line)
}

/// One view whose size along the stack's axis is `dimension * multiplier + offset`.
///
/// ```swift
/// parent.fx.hstack(startAnchor: label.leadingAnchor, Fix(10), Match(matchView, dimension: label.widthAnchor), Flex())
/// ```
public func Match(
    _ view: LayoutView, dimension: LayoutDimension, multiplier: CGFloat = 1, offset: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
) -> SizingIntent {
    Match([view], dimension: dimension, multiplier: multiplier, offset: offset, file: file, line: line)
}

/// Views side by side in parallel, each sized `dimension * multiplier + offset` along the stack's axis.
public func Match(
    _ views: [LayoutView], dimension: LayoutDimension, multiplier: CGFloat = 1, offset: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
) -> SizingIntent {
    SizingIntent(
        views: views, sizing: .match(dimension: dimension, multiplier: multiplier, offset: offset), file: file,
        line: line)
}
