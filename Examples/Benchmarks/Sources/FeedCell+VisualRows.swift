import Anchors
import Foundation
import LayoutCore
import VisualRows

/// The feed cell written as VisualRows does it (Stevia's and ZDTinyLayout's rows): the column of rows
/// down the cell's leading margin as ASCII art, and the views beside them with Anchors' operators.
final class VisualRowsFeedCell {
    let view = LayoutView()
    /// The subviews in the order of ``FeedCellViews``.
    let views: [LayoutView]
    /// The gap above the row of actions: the constant the relayout changes.
    let actionsGap: LayoutConstraint

    // swift-format-ignore
    init(_ content: FeedCell.Content) {
        let v = FeedCellViews(content)
        views = v.all
        for subview in views { view.addSubview(subview) }
        let (action, posterImage, posterComment, contentImage) = (v.action, v.posterImage, v.posterComment, v.contentImage)
        let (contentTitle, contentDomain, like, actorImage) = (v.contentTitle, v.contentDomain, v.like, v.actorImage)
        let m = FeedCell.margin
        let rows = view.tl.layoutConstraints {
            m
            |--m--action
            10
            |--m--posterImage
            >= 2
            |--m--posterComment
            |--m--contentImage
            |--m--contentTitle
            |--m--contentDomain
            4
            |--m--like
            4
            |--m--actorImage
            m
        }
        actionsGap = rows.first { $0.firstItem === like && $0.firstAttribute == .top }!
        v.options.topAnchor == view.topAnchor + m
        v.options.trailingAnchor == view.trailingAnchor - m
        action.trailingAnchor <= v.options.leadingAnchor - m
        v.posterName.leadingAnchor == posterImage.trailingAnchor + 2
        v.posterName.topAnchor == posterImage.topAnchor - 10
        v.posterHeadline.leadingAnchor == v.posterName.leadingAnchor
        v.posterHeadline.topAnchor == v.posterName.bottomAnchor + 1
        v.posterTime.leadingAnchor == v.posterName.leadingAnchor
        v.posterTime.topAnchor == v.posterHeadline.bottomAnchor + 1
        posterComment.topAnchor >= v.posterTime.bottomAnchor + 2
        posterComment.topAnchor == posterImage.bottomAnchor + 2 ~ .low - 1
        v.comment.centerXAnchor == view.centerXAnchor
        v.comment.topAnchor == like.topAnchor
        v.share.trailingAnchor == view.trailingAnchor - m
        v.share.topAnchor == like.topAnchor
        v.actorComment.leadingAnchor == actorImage.trailingAnchor + 4
        v.actorComment.centerYAnchor == actorImage.centerYAnchor
    }
}
