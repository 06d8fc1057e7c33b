import Foundation
import LayoutCore

/// The feed cell of `Inputs/README.md` (LayoutFrameworkBenchmark's feed item), shared by the engine and
/// stack benchmarks: its content, and the gaps every implementation uses.
enum FeedCell {
    /// The texts of cell `index`.
    struct Content {
        var action, poster, headline, time, comment, title, domain, actor: String

        init(_ index: Int) {
            action = "action text \(index)"
            poster = "poster name \(index)"
            headline = "poster title \(index) with some longer stuff"
            time = "poster timestamp \(index)"
            comment = "poster comment \(index)"
            title = "content title \(index)"
            domain = "content domain \(index)"
            actor = "actor comment \(index)"
        }
    }

    static let font = Font.preferredFont(forTextStyle: .body)
    static let margin: CGFloat = 8
    /// The width every cell is laid out at.
    static let width: CGFloat = 375

    /// A label in the cell's font.
    static func label(_ text: String) -> Label {
        Label(text: text, font: font)
    }
}

/// The feed cell laid out with LayoutCore's anchors (NSLayoutAnchor's API).
final class AnchorsFeedCell {
    let view = LayoutView()
    let action, options, posterName, posterHeadline, posterTime, posterComment: Label
    let contentTitle, contentDomain, like, comment, share, actorComment: Label
    let posterImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))
    let contentImage = ImageView(image: Image(size: CGSize(width: 350, height: 200)))
    let actorImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))
    /// The top margin of the action label: the constant the engine's relayout benchmark changes.
    var actionTop: LayoutConstraint!
    /// The gap above the row of actions: the constant the DSL table's relayout changes.
    var actionsGap: LayoutConstraint!

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
        let all: [LayoutView] = [
            action, options, posterImage, posterName, posterHeadline, posterTime, posterComment, contentImage,
            contentTitle, contentDomain, like, comment, share, actorImage, actorComment,
        ]
        for subview in all {
            view.addSubview(subview)
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        let m = FeedCell.margin
        actionTop = action.topAnchor.constraint(equalTo: view.topAnchor, constant: m)
        let commentPullUp = posterComment.topAnchor.constraint(equalTo: posterImage.bottomAnchor, constant: 2)
        commentPullUp.priority = .defaultLow - 1
        actionsGap = like.topAnchor.constraint(equalTo: contentDomain.bottomAnchor, constant: 4)
        LayoutConstraint.activate([
            actionTop,
            action.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            action.trailingAnchor.constraint(lessThanOrEqualTo: options.leadingAnchor, constant: -m),
            options.topAnchor.constraint(equalTo: view.topAnchor, constant: m),
            options.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -m),
            posterImage.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            posterImage.topAnchor.constraint(equalTo: action.bottomAnchor, constant: 10),
            posterName.leadingAnchor.constraint(equalTo: posterImage.trailingAnchor, constant: 2),
            posterName.topAnchor.constraint(equalTo: posterImage.topAnchor, constant: -10),
            posterHeadline.leadingAnchor.constraint(equalTo: posterName.leadingAnchor),
            posterHeadline.topAnchor.constraint(equalTo: posterName.bottomAnchor, constant: 1),
            posterTime.leadingAnchor.constraint(equalTo: posterName.leadingAnchor),
            posterTime.topAnchor.constraint(equalTo: posterHeadline.bottomAnchor, constant: 1),
            posterComment.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            posterComment.topAnchor.constraint(greaterThanOrEqualTo: posterImage.bottomAnchor, constant: 2),
            posterComment.topAnchor.constraint(greaterThanOrEqualTo: posterTime.bottomAnchor, constant: 2),
            commentPullUp,
            contentImage.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            contentImage.topAnchor.constraint(equalTo: posterComment.bottomAnchor),
            contentTitle.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            contentTitle.topAnchor.constraint(equalTo: contentImage.bottomAnchor),
            contentDomain.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            contentDomain.topAnchor.constraint(equalTo: contentTitle.bottomAnchor),
            like.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            actionsGap,
            comment.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            comment.topAnchor.constraint(equalTo: like.topAnchor),
            share.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -m),
            share.topAnchor.constraint(equalTo: like.topAnchor),
            actorImage.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: m),
            actorImage.topAnchor.constraint(equalTo: like.bottomAnchor, constant: 4),
            actorComment.leadingAnchor.constraint(equalTo: actorImage.trailingAnchor, constant: 4),
            actorComment.centerYAnchor.constraint(equalTo: actorImage.centerYAnchor),
            view.bottomAnchor.constraint(equalTo: actorImage.bottomAnchor, constant: m),
        ])
    }
}

/// The feed cell laid out by hand-written frame arithmetic: the floor.
final class ManualFeedCell {
    let view = LayoutView()
    let labels: [Label]
    let images: [ImageView]
    var actionTop = FeedCell.margin
    /// The gap above the row of actions.
    var actionsGap: CGFloat = 4

    init(_ content: FeedCell.Content) {
        labels = [
            content.action, "...", content.poster, content.headline, content.time, content.comment, content.title,
            content.domain, "Like", "Comment", "Share", content.actor,
        ].map(FeedCell.label)
        images = [CGSize(width: 50, height: 50), CGSize(width: 350, height: 200), CGSize(width: 50, height: 50)].map {
            ImageView(image: Image(size: $0))
        }
        for subview in labels as [LayoutView] + images { view.addSubview(subview) }
    }

    /// Positions every subview for `width` and returns the cell's height.
    @discardableResult
    func layout(width: CGFloat) -> CGFloat {
        let m = FeedCell.margin
        let sizes = labels.map(\.intrinsicContentSize)
        let (action, options, name, headline, time, comment) = (0, 1, 2, 3, 4, 5)
        let (title, domain, like, commentLabel, share, actor) = (6, 7, 8, 9, 10, 11)
        labels[options].frame = CGRect(
            x: width - m - sizes[options].width, y: m, width: sizes[options].width, height: sizes[options].height)
        let actionWidth = min(sizes[action].width, labels[options].frame.minX - m - m)
        labels[action].frame = CGRect(x: m, y: actionTop, width: actionWidth, height: sizes[action].height)
        let poster = CGRect(x: m, y: labels[action].frame.maxY + 10, width: 50, height: 50)
        images[0].frame = poster
        labels[name].frame = CGRect(origin: CGPoint(x: poster.maxX + 2, y: poster.minY - 10), size: sizes[name])
        labels[headline].frame = CGRect(
            origin: CGPoint(x: poster.maxX + 2, y: labels[name].frame.maxY + 1), size: sizes[headline])
        labels[time].frame = CGRect(
            origin: CGPoint(x: poster.maxX + 2, y: labels[headline].frame.maxY + 1), size: sizes[time])
        let commentTop = max(poster.maxY, labels[time].frame.maxY) + 2
        labels[comment].frame = CGRect(origin: CGPoint(x: m, y: commentTop), size: sizes[comment])
        images[1].frame = CGRect(x: m, y: labels[comment].frame.maxY, width: 350, height: 200)
        labels[title].frame = CGRect(origin: CGPoint(x: m, y: images[1].frame.maxY), size: sizes[title])
        labels[domain].frame = CGRect(origin: CGPoint(x: m, y: labels[title].frame.maxY), size: sizes[domain])
        let rowTop = labels[domain].frame.maxY + actionsGap
        labels[like].frame = CGRect(origin: CGPoint(x: m, y: rowTop), size: sizes[like])
        labels[commentLabel].frame = CGRect(
            origin: CGPoint(x: (width - sizes[commentLabel].width) / 2, y: rowTop), size: sizes[commentLabel])
        labels[share].frame = CGRect(origin: CGPoint(x: width - m - sizes[share].width, y: rowTop), size: sizes[share])
        let actorFrame = CGRect(x: m, y: labels[like].frame.maxY + 4, width: 50, height: 50)
        images[2].frame = actorFrame
        labels[actor].frame = CGRect(
            origin: CGPoint(x: actorFrame.maxX + 4, y: actorFrame.midY - sizes[actor].height / 2), size: sizes[actor])
        return actorFrame.maxY + m
    }
}
