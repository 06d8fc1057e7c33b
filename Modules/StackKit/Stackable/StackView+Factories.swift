import Anchors
import Foundation
import LayoutCore

/// `StackView.tl.space(...)`: spaces that follow the visibility of the views around them.
extension TinyLayoutNamespace where Base: StackView {
    /// A smart space: after a view it shows only while that view shows; first in a stack it always shows.
    public static func space(_ space: CGFloat) -> StackableSpaceItem {
        StackableSpaceItem(.smart(space))
    }

    /// A space that always shows.
    public static func constantSpace(_ space: CGFloat) -> StackableSpaceItem {
        StackableSpaceItem(.constant(space))
    }

    /// A space right after `view`, shown while `view` shows (unlike custom spacing, also after the
    /// last view). Nothing when `view` is nil.
    public static func space(after view: LayoutView?, _ space: CGFloat) -> StackableSpaceItem {
        StackableSpaceItem(.after(view, space))
    }

    /// A space right before `view`, shown while `view` shows. Nothing when `view` is nil.
    public static func space(before view: LayoutView?, _ space: CGFloat) -> StackableSpaceItem {
        StackableSpaceItem(.before(view, space))
    }

    /// A space after `view1`, shown while both views show. Nothing when either is nil.
    public static func spaceBetween(_ view1: LayoutView?, _ view2: LayoutView?, _ space: CGFloat) -> StackableSpaceItem
    {
        StackableSpaceItem(.between(view1, view2, space))
    }

    /// A space between each pair of neighbours in `views`, shown while both show.
    public static func spaces(between views: [LayoutView], _ space: CGFloat) -> [StackableSpaceItem] {
        zip(views, views.dropFirst()).map { StackableSpaceItem(.between($0, $1, space)) }
    }

    /// A space after the last view of `group`, shown while any view of the group shows.
    public static func space(afterGroup group: [LayoutView], _ space: CGFloat) -> StackableSpaceItem {
        StackableSpaceItem(.afterGroup(group, space))
    }

    /// A space that grows and shrinks with the stack within its bounds (at least 0 by default).
    public static func flexibleSpace(_ flexibleSpace: StackableFlexibleSpace = .atLeast(0)) -> StackableSpaceItem {
        StackableSpaceItem(.flexible(flexibleSpace))
    }

    /// A space of at least 0 points that takes up the room the other views leave.
    public static var flexibleSpace: StackableSpaceItem {
        StackableSpaceItem(.flexible(.atLeast(0)))
    }
}

/// `StackView.tl.hairline(...)`: separators that show while the views they relate to show.
extension TinyLayoutNamespace where Base: StackView {
    /// A hairline at this point of the stack, always shown.
    public static var hairline: StackableHairline {
        StackableHairline(.next)
    }

    /// A hairline right after `view`, shown while it shows.
    public static func hairline(after view: LayoutView) -> StackableHairline {
        StackableHairline(.after(view))
    }

    /// A hairline right before `view`, shown while it shows. Nothing when `view` is nil.
    public static func hairline(before view: LayoutView?) -> StackableHairline {
        StackableHairline(.before(view))
    }

    /// Hairlines right before and right after `view`, shown while it shows. Nothing when `view` is nil.
    public static func hairline(around view: LayoutView?) -> StackableHairline {
        StackableHairline(.around(view))
    }

    /// A hairline after `view1`, shown while both views show. Nothing when either is nil.
    public static func hairlineBetween(_ view1: LayoutView?, _ view2: LayoutView?) -> StackableHairline {
        StackableHairline(.between(view1, view2))
    }

    /// A hairline between each pair of neighbours in `views`, shown while both show.
    public static func hairlines(between views: [LayoutView]) -> [StackableHairline] {
        zip(views, views.dropFirst()).map { StackableHairline(.between($0, $1)) }
    }

    /// A hairline after each view, shown while that view shows.
    public static func hairlines(after views: [LayoutView]) -> [StackableHairline] {
        views.map { StackableHairline(.after($0)) }
    }

    /// Hairlines above the first view and after each view, each shown while its view shows.
    public static func hairlines(around views: [LayoutView]) -> [StackableHairline] {
        views.enumerated().map { index, view in
            StackableHairline(index == 0 ? .around(view) : .after(view))
        }
    }
}
