// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import LayoutCore

/// A spacer of exactly `value` points along the stack's axis.
///
/// Makes `guide.width == value` in an `hstack` (`height` in a `vstack`).
///
/// ```swift
/// parent.fx.hstack(Fix(15), Flex(child), Fix(15))
/// ```
///
/// A size that is not finite is reported and its constraint is not made; a negative one is reported
/// and made 0.
public func Fix(_ value: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> SizingIntent {
    SizingIntent(views: [], sizing: .fix(value: value), file: file, line: line)
}

/// One view of exactly `value` points along the stack's axis: `view.width == value` in an `hstack`.
///
/// ```swift
/// parent.fx.hstack(Flex(), Fix(child, 100), Fix(15))
/// ```
public func Fix(_ view: LayoutView, _ value: CGFloat, file: StaticString = #fileID, line: UInt = #line)
    -> SizingIntent
{
    SizingIntent(views: [view], sizing: .fix(value: value), file: file, line: line)
}

/// Views side by side in parallel, each exactly `value` points along the stack's axis.
///
/// ```swift
/// parent.fx.vstack(Fill(), Fix([first, second, third], 60), Fill())
/// ```
public func Fix(_ views: [LayoutView], _ value: CGFloat, file: StaticString = #fileID, line: UInt = #line)
    -> SizingIntent
{
    SizingIntent(views: views, sizing: .fix(value: value), file: file, line: line)
}
