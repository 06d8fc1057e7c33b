import Anchors
import Foundation
import LayoutCore

/// The result builder of `stack.tl.add { ... }`, `VStack { ... }` and `HStack { ... }`.
///
/// Each line is one of: a view (or an optional view, or an array of views), a `String` (a wrapping
/// `Label`), an `Image` (an `ImageView`), a number (a smart space that follows the visibility of
/// the view before it), a range (`10...20`, `10...`, `...20`: a flexible space), or what
/// `StackView.tl` makes: spaces, hairlines, and aligned views. `if`, `if`/`else`, `switch` and
/// `for` work as in any builder.
///
/// ```swift
/// stack.tl.add {
///     headerView
///     16
///     if showsBody { bodyLabel }
///     StackView.tl.hairline
///     10...
/// }
/// ```
@resultBuilder
public enum StackableBuilder {
    /// Joins the lines of a block, in order.
    public static func buildBlock(_ components: [StackItem]...) -> [StackItem] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: its lines, or nothing.
    public static func buildOptional(_ component: [StackItem]?) -> [StackItem] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [StackItem]) -> [StackItem] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [StackItem]) -> [StackItem] {
        component
    }

    /// The lines of every pass of a `for` loop, in order.
    public static func buildArray(_ components: [[StackItem]]) -> [StackItem] {
        components.flatMap { $0 }
    }

    /// The lines of an `if #available` block.
    public static func buildLimitedAvailability(_ component: [StackItem]) -> [StackItem] {
        component
    }

    // MARK: Views

    /// A view, arranged as it is.
    public static func buildExpression(_ view: LayoutView) -> [StackItem] {
        [StackItem(.view(view))]
    }

    /// An optional view: arranged when there is one.
    public static func buildExpression(_ view: LayoutView?) -> [StackItem] {
        view.map { [StackItem(.view($0))] } ?? []
    }

    /// Views, arranged in order.
    public static func buildExpression(_ views: [LayoutView]) -> [StackItem] {
        views.map { StackItem(.view($0)) }
    }

    /// A text: a wrapping `Label`.
    public static func buildExpression(_ text: String) -> [StackItem] {
        [StackItem(.text(text))]
    }

    /// An attributed text: a wrapping `Label` with its characters.
    public static func buildExpression(_ text: NSAttributedString) -> [StackItem] {
        [StackItem(.text(text.string))]
    }

    /// An image: an `ImageView`.
    public static func buildExpression(_ image: Image) -> [StackItem] {
        [StackItem(.image(image))]
    }

    // MARK: Spaces

    /// A number: a smart space that shows while the view before it shows (`StackView.tl.space(_:)`).
    public static func buildExpression(_ space: Int) -> [StackItem] {
        [StackItem(.space(StackableSpaceItem(.smart(CGFloat(space)))))]
    }

    /// A number: a smart space that shows while the view before it shows (`StackView.tl.space(_:)`).
    public static func buildExpression(_ space: Double) -> [StackItem] {
        [StackItem(.space(StackableSpaceItem(.smart(CGFloat(space)))))]
    }

    /// A number: a smart space that shows while the view before it shows (`StackView.tl.space(_:)`).
    public static func buildExpression(_ space: CGFloat) -> [StackItem] {
        [StackItem(.space(StackableSpaceItem(.smart(space))))]
    }

    /// `10...20`: a flexible space between the bounds.
    public static func buildExpression(_ range: ClosedRange<Int>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// `10.5...20`: a flexible space between the bounds.
    public static func buildExpression(_ range: ClosedRange<Double>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// A range of points: a flexible space between the bounds.
    public static func buildExpression(_ range: ClosedRange<CGFloat>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// `10...`: a flexible space of at least the bound.
    public static func buildExpression(_ range: PartialRangeFrom<Int>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// `10.5...`: a flexible space of at least the bound.
    public static func buildExpression(_ range: PartialRangeFrom<Double>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// A partial range of points: a flexible space of at least the bound.
    public static func buildExpression(_ range: PartialRangeFrom<CGFloat>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// `...20`: a flexible space of at most the bound.
    public static func buildExpression(_ range: PartialRangeThrough<Int>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// `...20.5`: a flexible space of at most the bound.
    public static func buildExpression(_ range: PartialRangeThrough<Double>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// A partial range of points: a flexible space of at most the bound.
    public static func buildExpression(_ range: PartialRangeThrough<CGFloat>) -> [StackItem] {
        [StackItem(.space(range.stackableSpace))]
    }

    /// A space made by `StackView.tl` (or `Spacer()`).
    public static func buildExpression(_ space: StackableSpaceItem) -> [StackItem] {
        [StackItem(.space(space))]
    }

    /// Spaces made by `StackView.tl.spaces(between:_:)`.
    public static func buildExpression(_ spaces: [StackableSpaceItem]) -> [StackItem] {
        spaces.map { StackItem(.space($0)) }
    }

    // MARK: Hairlines and aligned views

    /// A hairline made by `StackView.tl`.
    public static func buildExpression(_ hairline: StackableHairline) -> [StackItem] {
        [StackItem(.hairline(hairline))]
    }

    /// Hairlines made by `StackView.tl.hairlines(...)`.
    public static func buildExpression(_ hairlines: [StackableHairline]) -> [StackItem] {
        hairlines.map { StackItem(.hairline($0)) }
    }

    /// A view with alignment, insets or outsets (`view.aligned(.centerX)`).
    public static func buildExpression(_ item: StackableViewItem) -> [StackItem] {
        [StackItem(.aligned(item))]
    }

    /// Views with alignment, insets or outsets (`[a, b].aligned(.fillHorizontal)`).
    public static func buildExpression(_ items: [StackableViewItem]) -> [StackItem] {
        items.map { StackItem(.aligned($0)) }
    }

    /// An item made elsewhere.
    public static func buildExpression(_ item: StackItem) -> [StackItem] {
        [item]
    }

    /// Items made elsewhere (another builder's result).
    public static func buildExpression(_ items: [StackItem]) -> [StackItem] {
        items
    }
}
