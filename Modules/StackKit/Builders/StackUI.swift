// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import LayoutCore

/// A vertical ``StackView`` of the block's lines, SwiftUI style.
///
/// ```swift
/// let vStack = VStack(spacing: 8) {
///     headerLabel
///     bodyLabel
///     Spacer()
/// }
/// ```
///
/// Unlike SwiftUI, the alignment is ``StackView/Alignment-swift.enum/fill`` by default, as in `UIStackView`.
public func VStack(
    alignment: StackView.Alignment = .fill, distribution: StackView.Distribution = .fill, spacing: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line, @StackableBuilder _ content: () -> [StackItem]
) -> StackView {
    makeStack(.vertical, alignment, distribution, spacing, CallSite(file: file, line: line), content())
}

/// A horizontal ``StackView`` of the block's lines, SwiftUI style.
///
/// ```swift
/// let hStack = HStack(alignment: .center, spacing: 12) {
///     iconView
///     textLabel
///     Spacer(minWidth: 20)
///     badgeLabel
/// }
/// ```
public func HStack(
    alignment: StackView.Alignment = .fill, distribution: StackView.Distribution = .fill, spacing: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line, @StackableBuilder _ content: () -> [StackItem]
) -> StackView {
    makeStack(.horizontal, alignment, distribution, spacing, CallSite(file: file, line: line), content())
}

/// A flexible space of at least `minLength` points along the stack's axis.
public func Spacer(minLength: CGFloat = 0) -> StackableSpaceItem {
    StackableSpaceItem(.flexible(.atLeast(minLength)))
}

/// A flexible space of at least `minWidth` points (for horizontal stacks).
public func Spacer(minWidth: CGFloat) -> StackableSpaceItem {
    StackableSpaceItem(.flexible(.atLeast(minWidth)))
}

/// A flexible space of at least `minHeight` points (for vertical stacks).
public func Spacer(minHeight: CGFloat) -> StackableSpaceItem {
    StackableSpaceItem(.flexible(.atLeast(minHeight)))
}

private func makeStack(
    _ axis: LayoutAxis, _ alignment: StackView.Alignment, _ distribution: StackView.Distribution, _ spacing: CGFloat,
    _ site: CallSite, _ items: [StackItem]
) -> StackView {
    if !spacing.isFinite {
        site.report(.invalidValue, "the spacing of a stack must be finite, not \(spacing); 0 is used")
    }
    let stack = StackView(axis: axis, alignment: alignment, distribution: distribution, spacing: spacing)
    stack.add(items: items, site: site)
    return stack
}

/// ZDTinyLayout's names for the SwiftUI-style builders: `ZDTLStackUI.VStack`, `.HStack`, `.Spacer`.
public enum ZDTLStackUI {
    /// A vertical stack (see the global `VStack`).
    public static func VStack(
        alignment: StackView.Alignment = .fill, distribution: StackView.Distribution = .fill, spacing: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line, @StackableBuilder _ content: () -> [StackItem]
    ) -> StackView {
        makeStack(.vertical, alignment, distribution, spacing, CallSite(file: file, line: line), content())
    }

    /// A horizontal stack (see the global `HStack`).
    public static func HStack(
        alignment: StackView.Alignment = .fill, distribution: StackView.Distribution = .fill, spacing: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line, @StackableBuilder _ content: () -> [StackItem]
    ) -> StackView {
        makeStack(.horizontal, alignment, distribution, spacing, CallSite(file: file, line: line), content())
    }

    /// A flexible space of at least `minLength` points.
    public static func Spacer(minLength: CGFloat = 0) -> StackableSpaceItem {
        StackableSpaceItem(.flexible(.atLeast(minLength)))
    }

    /// A flexible space of at least `minWidth` points.
    public static func Spacer(minWidth: CGFloat) -> StackableSpaceItem {
        StackableSpaceItem(.flexible(.atLeast(minWidth)))
    }

    /// A flexible space of at least `minHeight` points.
    public static func Spacer(minHeight: CGFloat) -> StackableSpaceItem {
        StackableSpaceItem(.flexible(.atLeast(minHeight)))
    }
}
