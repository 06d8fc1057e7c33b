// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import LayoutCore

/// A spacer whose size is whatever the other constraints leave, optionally at least `min` and at most
/// `max` points.
///
/// Makes `guide.width >= min` and `guide.width <= max` (in an `hstack`) when they are given, nothing
/// else. FixFlex gives this spacer `.required` hugging and compression resistance; a layout guide has
/// no content size, so, as in UIKit, those priorities have nothing to act on.
///
/// ```swift
/// parent.fx.vstack(Fix(15), Fix(iconView, 44), Flex(min: 15))
/// ```
public func Flex(min: CGFloat? = nil, max: CGFloat? = nil, file: StaticString = #fileID, line: UInt = #line)
    -> SizingIntent
{
    SizingIntent(
        views: [],
        sizing: .flex(min: min, max: max, huggingPriority: .required, compressionPriority: .required),
        file: file, line: line)
}

/// One view whose size comes from its content and the other constraints, optionally bounded by `min`
/// and `max`.
///
/// Makes the `min`/`max` constraints when given, and sets the view's content hugging and compression
/// resistance priorities along the stack's axis only when they are passed (otherwise the view keeps its own).
///
/// ```swift
/// parent.fx.hstack(Flex(leftLabel, compressionResistancePriority: .required), Fix(5), Flex(rightLabel))
/// ```
public func Flex(
    _ view: LayoutView, min: CGFloat? = nil, max: CGFloat? = nil, huggingPriority: LayoutPriority? = nil,
    compressionResistancePriority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line
) -> SizingIntent {
    Flex(
        [view], min: min, max: max, huggingPriority: huggingPriority,
        compressionResistancePriority: compressionResistancePriority, file: file, line: line)
}

/// Views side by side in parallel, each sized by its content and the other constraints, like
/// `Flex(view, ...)` for one view.
///
/// ```swift
/// parent.fx.hstack(Fix(15), Flex([titleLabel, subtitleLabel]), Fix(15))
/// ```
public func Flex(
    _ views: [LayoutView], min: CGFloat? = nil, max: CGFloat? = nil, huggingPriority: LayoutPriority? = nil,
    compressionResistancePriority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line
) -> SizingIntent {
    SizingIntent(
        views: views,
        sizing: .flex(
            min: min, max: max, huggingPriority: huggingPriority, compressionPriority: compressionResistancePriority),
        file: file, line: line)
}
