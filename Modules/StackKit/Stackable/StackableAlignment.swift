import Foundation
import LayoutCore

/// How an aligned view sits in the box the stack gives it (`view.aligned(.centerX)`).
///
/// Pick at most one horizontal and one vertical option; an axis without an option fills. The view
/// always stays inside the box, except on a `flex` axis.
public struct StackableAlignment: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Makes an alignment from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// At the leading edge.
    public static let leading = StackableAlignment(rawValue: 1 << 0)
    /// At the left edge.
    public static let left = StackableAlignment(rawValue: 1 << 1)
    /// Centered horizontally.
    public static let centerX = StackableAlignment(rawValue: 1 << 2)
    /// At the right edge.
    public static let right = StackableAlignment(rawValue: 1 << 3)
    /// At the trailing edge.
    public static let trailing = StackableAlignment(rawValue: 1 << 4)
    /// From the leading to the trailing edge.
    public static let fillHorizontal = StackableAlignment(rawValue: 1 << 5)
    /// Not held horizontally: the view may leave the box (outsets use it).
    public static let flexHorizontal = StackableAlignment(rawValue: 1 << 6)
    /// At the top.
    public static let top = StackableAlignment(rawValue: 1 << 7)
    /// Centered vertically.
    public static let centerY = StackableAlignment(rawValue: 1 << 8)
    /// At the bottom.
    public static let bottom = StackableAlignment(rawValue: 1 << 9)
    /// From the top to the bottom.
    public static let fillVertical = StackableAlignment(rawValue: 1 << 10)
    /// Not held vertically: the view may leave the box.
    public static let flexVertical = StackableAlignment(rawValue: 1 << 11)
    /// Centered both ways.
    public static let center: StackableAlignment = [.centerX, .centerY]

    /// Every horizontal option.
    static let horizontal: StackableAlignment = [
        .leading, .left, .centerX, .right, .trailing, .fillHorizontal, .flexHorizontal,
    ]
    /// Every vertical option.
    static let vertical: StackableAlignment = [.top, .centerY, .bottom, .fillVertical, .flexVertical]
}

/// A box around an aligned view: the stack arranges the box, the view sits in the box's margins.
final class StackableAlignmentView: LayoutView {
    /// The view inside.
    let wrapped: LayoutView

    init(_ wrapped: LayoutView, alignment: StackableAlignment, inset: EdgeInsets, _ site: CallSite) {
        self.wrapped = wrapped
        super.init(frame: .zero)
        layoutMargins = inset
        addSubview(wrapped)
        translatesAutoresizingMaskIntoConstraints = false
        wrapped.translatesAutoresizingMaskIntoConstraints = false
        var alignment = alignment
        if alignment.isDisjoint(with: .horizontal) { alignment.formUnion(.fillHorizontal) }
        if alignment.isDisjoint(with: .vertical) { alignment.formUnion(.fillVertical) }
        let box = layoutMarginsGuide
        let (file, line) = (site.file, site.line)
        var made: [LayoutConstraint] = []
        if alignment.contains(.leading) {
            made.append(wrapped.leadingAnchor.constraint(equalTo: box.leadingAnchor, file: file, line: line))
        }
        if alignment.contains(.left) {
            made.append(wrapped.leftAnchor.constraint(equalTo: box.leftAnchor, file: file, line: line))
        }
        if alignment.contains(.centerX) {
            made.append(wrapped.centerXAnchor.constraint(equalTo: box.centerXAnchor, file: file, line: line))
        }
        if alignment.contains(.right) {
            made.append(wrapped.rightAnchor.constraint(equalTo: box.rightAnchor, file: file, line: line))
        }
        if alignment.contains(.trailing) {
            made.append(wrapped.trailingAnchor.constraint(equalTo: box.trailingAnchor, file: file, line: line))
        }
        if alignment.contains(.fillHorizontal) {
            made.append(wrapped.leadingAnchor.constraint(equalTo: box.leadingAnchor, file: file, line: line))
            made.append(wrapped.trailingAnchor.constraint(equalTo: box.trailingAnchor, file: file, line: line))
        }
        if alignment.contains(.top) {
            made.append(wrapped.topAnchor.constraint(equalTo: box.topAnchor, file: file, line: line))
        }
        if alignment.contains(.centerY) {
            made.append(wrapped.centerYAnchor.constraint(equalTo: box.centerYAnchor, file: file, line: line))
        }
        if alignment.contains(.bottom) {
            made.append(wrapped.bottomAnchor.constraint(equalTo: box.bottomAnchor, file: file, line: line))
        }
        if alignment.contains(.fillVertical) {
            made.append(wrapped.topAnchor.constraint(equalTo: box.topAnchor, file: file, line: line))
            made.append(wrapped.bottomAnchor.constraint(equalTo: box.bottomAnchor, file: file, line: line))
        }
        if !alignment.contains(.flexHorizontal) {
            made.append(
                wrapped.leadingAnchor.constraint(greaterThanOrEqualTo: box.leadingAnchor, file: file, line: line))
            made.append(
                wrapped.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, file: file, line: line))
        }
        if !alignment.contains(.flexVertical) {
            made.append(wrapped.topAnchor.constraint(greaterThanOrEqualTo: box.topAnchor, file: file, line: line))
            made.append(wrapped.bottomAnchor.constraint(lessThanOrEqualTo: box.bottomAnchor, file: file, line: line))
        }
        for constraint in made { constraint.identifier = "stackable.aligned" }
        LayoutConstraint.activate(made)
        tl.bindVisible(to: wrapped)
    }
}
