import Foundation
import LayoutCore

extension FixFlexing {
    /// Lays out `intents` left to right (leading to trailing), between `startAnchor` and `endAnchor`.
    ///
    /// Each intent sizes one slot along the x axis; every slot is pinned to the previous one, the
    /// first to `startAnchor + startOffset` and the last to `endAnchor + endOffset`. All constraints are
    /// made, passed to the intents' callbacks, then activated together; views get
    /// `translatesAutoresizingMaskIntoConstraints = false`.
    ///
    /// ```swift
    /// parent.fx.hstack(Fix(15), Fix(iconView, 44), Fix(15), Flex([titleLabel, subtitleLabel]), Fix(15))
    /// ```
    ///
    /// - Parameters:
    ///   - startAnchor: Where the first slot starts; the receiver's leading edge (left edge when
    ///     `useAbsolutePositioning`) when nil.
    ///   - startOffset: The distance from `startAnchor` to the first slot; nil leaves the start unpinned.
    ///   - endAnchor: Where the last slot ends; the receiver's trailing edge (right edge) when nil.
    ///   - endOffset: The offset of the last slot's end from `endAnchor` (negative to inset, as in
    ///     FixFlex); nil leaves the end unpinned.
    ///   - useAbsolutePositioning: Use left/right on the receiver and the items instead of
    ///     leading/trailing, so that right-to-left layouts are not mirrored.
    ///   - intents: The slots, in order.
    ///   - file: The caller's file, for diagnostics about the call.
    ///   - line: The caller's line.
    /// - Returns: The constraints and layout guides made.
    @discardableResult
    public func hstack(
        startAnchor: LayoutXAxisAnchor? = nil, startOffset: CGFloat? = 0, endAnchor: LayoutXAxisAnchor? = nil,
        endOffset: CGFloat? = 0, useAbsolutePositioning: Bool = false, _ intents: [SizingIntent],
        file: StaticString = #fileID, line: UInt = #line
    ) -> StackingResult {
        let axis = StackAxis.horizontal(absolute: useAbsolutePositioning)
        var stacker = Stacker(
            base: base, axis: axis, start: (startAnchor ?? axis.start(base), startOffset),
            end: (endAnchor ?? axis.end(base), endOffset), file: file, line: line)
        return stacker.stack(intents)
    }

    /// Lays out `intents` leading to trailing; see the array form for the parameters.
    ///
    /// ```swift
    /// parent.fx.hstack(Fix(15), Flex(child), Fix(15))
    /// ```
    @discardableResult
    public func hstack(
        startAnchor: LayoutXAxisAnchor? = nil, startOffset: CGFloat? = 0, endAnchor: LayoutXAxisAnchor? = nil,
        endOffset: CGFloat? = 0, useAbsolutePositioning: Bool = false, _ intents: SizingIntent...,
        file: StaticString = #fileID, line: UInt = #line
    ) -> StackingResult {
        hstack(
            startAnchor: startAnchor, startOffset: startOffset, endAnchor: endAnchor, endOffset: endOffset,
            useAbsolutePositioning: useAbsolutePositioning, intents, file: file, line: line)
    }

    /// Lays out the intents a ``FixFlexBuilder`` closure lists, leading to trailing; see the array form
    /// for the parameters.
    ///
    /// ```swift
    /// parent.fx.hstack {
    ///     Fix(15)
    ///     Flex(child)
    ///     Fix(15)
    /// }
    /// ```
    @discardableResult
    public func hstack(
        startAnchor: LayoutXAxisAnchor? = nil, startOffset: CGFloat? = 0, endAnchor: LayoutXAxisAnchor? = nil,
        endOffset: CGFloat? = 0, useAbsolutePositioning: Bool = false, file: StaticString = #fileID,
        line: UInt = #line, @FixFlexBuilder _ intents: () -> [SizingIntent]
    ) -> StackingResult {
        hstack(
            startAnchor: startAnchor, startOffset: startOffset, endAnchor: endAnchor, endOffset: endOffset,
            useAbsolutePositioning: useAbsolutePositioning, intents(), file: file, line: line)
    }

    /// Lays out `intents` top to bottom, between `startAnchor` and `endAnchor`.
    ///
    /// ```swift
    /// parent.fx.vstack(Fill(), Fix(chevron, 30), Fill())
    /// ```
    ///
    /// - Parameters:
    ///   - startAnchor: Where the first slot starts; the receiver's top edge when nil.
    ///   - startOffset: The distance from `startAnchor` to the first slot; nil leaves the start unpinned.
    ///   - endAnchor: Where the last slot ends; the receiver's bottom edge when nil.
    ///   - endOffset: The offset of the last slot's end from `endAnchor` (negative to inset); nil leaves
    ///     the end unpinned.
    ///   - intents: The slots, in order.
    ///   - file: The caller's file, for diagnostics about the call.
    ///   - line: The caller's line.
    /// - Returns: The constraints and layout guides made.
    @discardableResult
    public func vstack(
        startAnchor: LayoutYAxisAnchor? = nil, startOffset: CGFloat? = 0, endAnchor: LayoutYAxisAnchor? = nil,
        endOffset: CGFloat? = 0, _ intents: [SizingIntent], file: StaticString = #fileID, line: UInt = #line
    ) -> StackingResult {
        let axis = StackAxis.vertical
        var stacker = Stacker(
            base: base, axis: axis, start: (startAnchor ?? base.topAnchor, startOffset),
            end: (endAnchor ?? base.bottomAnchor, endOffset), file: file, line: line)
        return stacker.stack(intents)
    }

    /// Lays out `intents` top to bottom; see the array form for the parameters.
    ///
    /// ```swift
    /// parent.fx.vstack(Fix(15), Flex(titleLabel), Flex(subtitleLabel), Fix(15))
    /// ```
    @discardableResult
    public func vstack(
        startAnchor: LayoutYAxisAnchor? = nil, startOffset: CGFloat? = 0, endAnchor: LayoutYAxisAnchor? = nil,
        endOffset: CGFloat? = 0, _ intents: SizingIntent..., file: StaticString = #fileID, line: UInt = #line
    ) -> StackingResult {
        vstack(
            startAnchor: startAnchor, startOffset: startOffset, endAnchor: endAnchor, endOffset: endOffset, intents,
            file: file, line: line)
    }

    /// Lays out the intents a ``FixFlexBuilder`` closure lists, top to bottom; see the array form for
    /// the parameters.
    ///
    /// ```swift
    /// parent.fx.vstack {
    ///     Fill()
    ///     Flex(topLabel)
    ///     Fix(5)
    ///     Flex(bottomLabel)
    ///     Fill()
    /// }
    /// ```
    @discardableResult
    public func vstack(
        startAnchor: LayoutYAxisAnchor? = nil, startOffset: CGFloat? = 0, endAnchor: LayoutYAxisAnchor? = nil,
        endOffset: CGFloat? = 0, file: StaticString = #fileID, line: UInt = #line,
        @FixFlexBuilder _ intents: () -> [SizingIntent]
    ) -> StackingResult {
        vstack(
            startAnchor: startAnchor, startOffset: startOffset, endAnchor: endAnchor, endOffset: endOffset,
            intents(), file: file, line: line)
    }
}
