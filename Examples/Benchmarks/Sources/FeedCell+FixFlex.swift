import FixFlexKit
import Foundation
import LayoutCore

/// The feed cell written with FixFlexKit (FixFlex's): one vertical stack down the cell, and a stack
/// for each view's other axis; spacers (layout guides) where FixFlex needs them.
final class FixFlexFeedCell {
    let view = LayoutView()
    /// The subviews in the order of ``FeedCellViews``.
    let views: [LayoutView]
    /// The gap above the row of actions: the constant the relayout changes.
    var actionsGap: LayoutConstraint!

    init(_ content: FeedCell.Content) {
        let v = FeedCellViews(content)
        views = v.all
        for subview in views { view.addSubview(subview) }
        let m = FeedCell.margin
        // Down the cell: the poster's comment pulled up to 2 below the image (at a low priority),
        // pushed down by the poster's time (the stack below).
        view.fx.vstack(
            Fix(m), Flex(v.action), Fix(10), Flex(v.posterImage),
            Fix(2).onCreateDimensionConstraint { $0.priority = .defaultLow - 1 }, Flex(v.posterComment),
            Flex(v.contentImage), Flex(v.contentTitle), Flex(v.contentDomain),
            Fix(4).onCreateDimensionConstraint { [unowned self] in self.actionsGap = $0 }, Flex(v.like), Fix(4),
            Flex(v.actorImage), Fix(m))
        view.fx.vstack(endOffset: nil, Fix(m), Flex(v.options))
        view.fx.vstack(
            startAnchor: v.posterImage.topAnchor, startOffset: -10, endAnchor: v.posterComment.topAnchor,
            Flex(v.posterName), Fix(1), Flex(v.posterHeadline), Fix(1), Flex(v.posterTime), Flex(min: 2))
        view.fx.vstack(startAnchor: v.like.topAnchor, endOffset: nil, Flex([v.comment, v.share]))
        view.fx.vstack(
            startAnchor: v.actorImage.topAnchor, endAnchor: v.actorImage.bottomAnchor, Fill(), Flex(v.actorComment),
            Fill())
        // Across: each row from the leading margin; the action's row ends at the options.
        view.fx.hstack(Fix(m), Flex(v.action), Flex(min: m), Flex(v.options), Fix(m))
        view.fx.hstack(
            endOffset: nil, Fix(m), Flex(v.posterImage), Fix(2), Flex([v.posterName, v.posterHeadline, v.posterTime]))
        view.fx.hstack(
            endOffset: nil,
            Fix(m), Flex([v.posterComment, v.contentImage, v.contentTitle, v.contentDomain, v.like, v.actorImage]))
        view.fx.hstack(Fill(), Flex(v.comment), Fill())
        view.fx.hstack(startOffset: nil, Flex(v.share), Fix(m))
        view.fx.hstack(startAnchor: v.actorImage.trailingAnchor, startOffset: 4, endOffset: nil, Flex(v.actorComment))
    }
}

/// The same cell with the margins at the ends of a stack given as its `startOffset` / `endOffset`
/// (FixFlex's parameters) rather than as `Fix` spacers: 13 guides and 60 constraints instead of 21
/// and 76, the same frames.
final class FixFlexOffsetsFeedCell {
    let view = LayoutView()
    /// The subviews in the order of ``FeedCellViews``.
    let views: [LayoutView]
    /// The gap above the row of actions: the constant the relayout changes.
    var actionsGap: LayoutConstraint!

    init(_ content: FeedCell.Content) {
        let v = FeedCellViews(content)
        views = v.all
        for subview in views { view.addSubview(subview) }
        let m = FeedCell.margin
        view.fx.vstack(
            startOffset: m, endOffset: -m, Flex(v.action), Fix(10), Flex(v.posterImage),
            Fix(2).onCreateDimensionConstraint { $0.priority = .defaultLow - 1 }, Flex(v.posterComment),
            Flex(v.contentImage), Flex(v.contentTitle), Flex(v.contentDomain),
            Fix(4).onCreateDimensionConstraint { [unowned self] in self.actionsGap = $0 }, Flex(v.like), Fix(4),
            Flex(v.actorImage))
        view.fx.vstack(startOffset: m, endOffset: nil, Flex(v.options))
        view.fx.vstack(
            startAnchor: v.posterImage.topAnchor, startOffset: -10, endAnchor: v.posterComment.topAnchor,
            Flex(v.posterName), Fix(1), Flex(v.posterHeadline), Fix(1), Flex(v.posterTime), Flex(min: 2))
        view.fx.vstack(startAnchor: v.like.topAnchor, endOffset: nil, Flex([v.comment, v.share]))
        view.fx.vstack(
            startAnchor: v.actorImage.topAnchor, endAnchor: v.actorImage.bottomAnchor, Fill(), Flex(v.actorComment),
            Fill())
        view.fx.hstack(startOffset: m, endOffset: -m, Flex(v.action), Flex(min: m), Flex(v.options))
        view.fx.hstack(
            startOffset: m, endOffset: nil, Flex(v.posterImage), Fix(2),
            Flex([v.posterName, v.posterHeadline, v.posterTime]))
        view.fx.hstack(
            startOffset: m, endOffset: nil,
            Flex([v.posterComment, v.contentImage, v.contentTitle, v.contentDomain, v.like, v.actorImage]))
        view.fx.hstack(Fill(), Flex(v.comment), Fill())
        view.fx.hstack(startOffset: nil, endOffset: -m, Flex(v.share))
        view.fx.hstack(startAnchor: v.actorImage.trailingAnchor, startOffset: 4, endOffset: nil, Flex(v.actorComment))
    }
}
