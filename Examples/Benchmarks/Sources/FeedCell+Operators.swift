import Anchors
import Foundation
import LayoutCore

/// The feed cell written with Anchors' operators (Anchorage's), constraint for constraint the anchors
/// cell's.
final class OperatorsFeedCell {
    let view = LayoutView()
    /// The subviews in the order of ``FeedCellViews``.
    let views: [LayoutView]
    /// The gap above the row of actions: the constant the relayout changes.
    let actionsGap: LayoutConstraint

    init(_ content: FeedCell.Content) {
        let parts = FeedCellViews(content)
        views = parts.all
        for subview in views { view.addSubview(subview) }
        let (action, options, posterImage, posterName, posterHeadline) = (
            parts.action, parts.options, parts.posterImage, parts.posterName, parts.posterHeadline
        )
        let (posterTime, posterComment, contentImage, contentTitle, contentDomain) = (
            parts.posterTime, parts.posterComment, parts.contentImage, parts.contentTitle, parts.contentDomain
        )
        let (like, comment, share, actorImage, actorComment) = (
            parts.like, parts.comment, parts.share, parts.actorImage, parts.actorComment
        )
        let m = FeedCell.margin
        action.topAnchor == view.topAnchor + m
        action.leadingAnchor == view.leadingAnchor + m
        action.trailingAnchor <= options.leadingAnchor - m
        options.topAnchor == view.topAnchor + m
        options.trailingAnchor == view.trailingAnchor - m
        posterImage.leadingAnchor == view.leadingAnchor + m
        posterImage.topAnchor == action.bottomAnchor + 10
        posterName.leadingAnchor == posterImage.trailingAnchor + 2
        posterName.topAnchor == posterImage.topAnchor - 10
        posterHeadline.leadingAnchor == posterName.leadingAnchor
        posterHeadline.topAnchor == posterName.bottomAnchor + 1
        posterTime.leadingAnchor == posterName.leadingAnchor
        posterTime.topAnchor == posterHeadline.bottomAnchor + 1
        posterComment.leadingAnchor == view.leadingAnchor + m
        posterComment.topAnchor >= posterImage.bottomAnchor + 2
        posterComment.topAnchor >= posterTime.bottomAnchor + 2
        posterComment.topAnchor == posterImage.bottomAnchor + 2 ~ .low - 1
        contentImage.leadingAnchor == view.leadingAnchor + m
        contentImage.topAnchor == posterComment.bottomAnchor
        contentTitle.leadingAnchor == view.leadingAnchor + m
        contentTitle.topAnchor == contentImage.bottomAnchor
        contentDomain.leadingAnchor == view.leadingAnchor + m
        contentDomain.topAnchor == contentTitle.bottomAnchor
        like.leadingAnchor == view.leadingAnchor + m
        actionsGap = like.topAnchor == contentDomain.bottomAnchor + 4
        comment.centerXAnchor == view.centerXAnchor
        comment.topAnchor == like.topAnchor
        share.trailingAnchor == view.trailingAnchor - m
        share.topAnchor == like.topAnchor
        actorImage.leadingAnchor == view.leadingAnchor + m
        actorImage.topAnchor == like.bottomAnchor + 4
        actorComment.leadingAnchor == actorImage.trailingAnchor + 4
        actorComment.centerYAnchor == actorImage.centerYAnchor
        actorImage.bottomAnchor == view.bottomAnchor - m
    }
}

/// The feed cell's fifteen subviews for cell `index`, made the same way for every DSL.
struct FeedCellViews {
    let action, options, posterName, posterHeadline, posterTime, posterComment: Label
    let contentTitle, contentDomain, like, comment, share, actorComment: Label
    let posterImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))
    let contentImage = ImageView(image: Image(size: CGSize(width: 350, height: 200)))
    let actorImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))

    init(_ content: FeedCell.Content) {
        action = FeedCell.label(content.action)
        options = FeedCell.label("...")
        posterName = FeedCell.label(content.poster)
        posterHeadline = FeedCell.label(content.headline)
        posterTime = FeedCell.label(content.time)
        posterComment = FeedCell.label(content.comment)
        contentTitle = FeedCell.label(content.title)
        contentDomain = FeedCell.label(content.domain)
        like = FeedCell.label("Like")
        comment = FeedCell.label("Comment")
        share = FeedCell.label("Share")
        actorComment = FeedCell.label(content.actor)
    }

    /// Every subview, in the anchors cell's order (the order the frames are compared in).
    var all: [LayoutView] {
        [
            action, options, posterImage, posterName, posterHeadline, posterTime, posterComment, contentImage,
            contentTitle, contentDomain, like, comment, share, actorImage, actorComment,
        ]
    }
}
