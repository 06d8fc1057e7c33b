// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import LayoutCore

/// A spacer that takes a share of the free space proportional to `weight`.
///
/// Within one stack, the first slot filled with a positive weight is the reference; every later
/// `Fill` slot gets `size == reference.size * weight / referenceWeight`. A `Fill` of weight 0 before
/// the reference is made size 0 (after it, its multiplier is 0). A negative weight is reported and
/// treated as 0.
///
/// ```swift
/// parent.fx.hstack(Fill(), Fix(child, 100), Fill())  // centers child
/// ```
public func Fill(weight: CGFloat = 1.0, file: StaticString = #fileID, line: UInt = #line) -> SizingIntent {
    SizingIntent(views: [], sizing: .fill(weight: weight), file: file, line: line)
}

/// One view that takes a share of the free space proportional to `weight`.
///
/// ```swift
/// parent.fx.hstack(Fix(5), Fill(label1, weight: 2), Fix(5), Fill(label2), Fix(5))
/// ```
public func Fill(_ view: LayoutView, weight: CGFloat = 1.0, file: StaticString = #fileID, line: UInt = #line)
    -> SizingIntent
{
    SizingIntent(views: [view], sizing: .fill(weight: weight), file: file, line: line)
}

/// Views side by side in parallel, each taking the share of the free space that `weight` gives.
public func Fill(_ views: [LayoutView], weight: CGFloat = 1.0, file: StaticString = #fileID, line: UInt = #line)
    -> SizingIntent
{
    SizingIntent(views: views, sizing: .fill(weight: weight), file: file, line: line)
}
