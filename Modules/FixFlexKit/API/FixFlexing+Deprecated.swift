// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import LayoutCore

/// FixFlex's first spelling of ``SizingIntent``.
@available(*, deprecated, renamed: "SizingIntent")
public typealias PutIntent = SizingIntent

/// FixFlex's first spelling of ``StackingResult``.
@available(*, deprecated, renamed: "StackingResult")
public typealias PutResult = StackingResult

extension FixFlexing {
    /// FixFlex's first spelling of `hstack` (always pinned at both ends, with no offsets).
    @available(*, deprecated, renamed: "hstack(startAnchor:endAnchor:useAbsolutePositioning:_:)")
    @discardableResult
    public func hput(
        startAnchor: LayoutXAxisAnchor? = nil, endAnchor: LayoutXAxisAnchor? = nil,
        useAbsolutePositioning: Bool = false, _ intents: [SizingIntent], file: StaticString = #fileID,
        line: UInt = #line
    ) -> StackingResult {
        hstack(
            startAnchor: startAnchor, endAnchor: endAnchor, useAbsolutePositioning: useAbsolutePositioning, intents,
            file: file, line: line)
    }

    /// FixFlex's first spelling of `hstack` (always pinned at both ends, with no offsets).
    @available(*, deprecated, renamed: "hstack(startAnchor:endAnchor:useAbsolutePositioning:_:)")
    @discardableResult
    public func hput(
        startAnchor: LayoutXAxisAnchor? = nil, endAnchor: LayoutXAxisAnchor? = nil,
        useAbsolutePositioning: Bool = false, _ intents: SizingIntent..., file: StaticString = #fileID,
        line: UInt = #line
    ) -> StackingResult {
        hstack(
            startAnchor: startAnchor, endAnchor: endAnchor, useAbsolutePositioning: useAbsolutePositioning, intents,
            file: file, line: line)
    }

    /// FixFlex's first spelling of `vstack` (always pinned at both ends, with no offsets).
    @available(*, deprecated, renamed: "vstack(startAnchor:endAnchor:_:)")
    @discardableResult
    public func vput(
        startAnchor: LayoutYAxisAnchor? = nil, endAnchor: LayoutYAxisAnchor? = nil, _ intents: [SizingIntent],
        file: StaticString = #fileID, line: UInt = #line
    ) -> StackingResult {
        vstack(startAnchor: startAnchor, endAnchor: endAnchor, intents, file: file, line: line)
    }

    /// FixFlex's first spelling of `vstack` (always pinned at both ends, with no offsets).
    @available(*, deprecated, renamed: "vstack(startAnchor:endAnchor:_:)")
    @discardableResult
    public func vput(
        startAnchor: LayoutYAxisAnchor? = nil, endAnchor: LayoutYAxisAnchor? = nil, _ intents: SizingIntent...,
        file: StaticString = #fileID, line: UInt = #line
    ) -> StackingResult {
        vstack(startAnchor: startAnchor, endAnchor: endAnchor, intents, file: file, line: line)
    }
}

/// FixFlex's first spelling of ``Fill(weight:file:line:)``.
@available(*, deprecated, renamed: "Fill(weight:)")
public func Grow(weight: CGFloat = 1.0, file: StaticString = #fileID, line: UInt = #line) -> SizingIntent {
    Fill(weight: weight, file: file, line: line)
}

/// FixFlex's first spelling of `Fill(_:weight:)` for one view.
@available(*, deprecated, renamed: "Fill(_:weight:)")
public func Grow(_ view: LayoutView, weight: CGFloat = 1.0, file: StaticString = #fileID, line: UInt = #line)
    -> SizingIntent
{
    Fill(view, weight: weight, file: file, line: line)
}

/// FixFlex's first spelling of `Fill(_:weight:)` for views in parallel.
@available(*, deprecated, renamed: "Fill(_:weight:)")
public func Grow(_ views: [LayoutView], weight: CGFloat = 1.0, file: StaticString = #fileID, line: UInt = #line)
    -> SizingIntent
{
    Fill(views, weight: weight, file: file, line: line)
}
