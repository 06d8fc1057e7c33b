import Foundation
import LayoutCore
import StackKit

/// The feed cell built from nested StackViews, as a UIKit developer would: a column inside the
/// cell's margins, with rows for the header, the poster, the actions and the actor. It puts every
/// subview where the anchors cell does.
final class StackFeedCell {
    let view: StackView
    /// The labels, in the order of the feed cell's table (action, options, poster name, ...).
    let labels: [Label]
    /// The images: poster, content, actor.
    let images: [ImageView]
    /// The poster comment: the label the relayout benchmark edits.
    var posterComment: Label { labels[5] }
    /// The subviews in the anchors cell's order (inside the stacks).
    var views: [LayoutView] {
        let (l, i) = (labels, images)
        return [l[0], l[1], i[0], l[2], l[3], l[4], l[5], i[1], l[6], l[7], l[8], l[9], l[10], i[2], l[11]]
    }

    init(_ content: FeedCell.Content) {
        let texts = [
            content.action, "...", content.poster, content.headline, content.time, content.comment, content.title,
            content.domain, "Like", "Comment", "Share", content.actor,
        ]
        let labels = texts.map(FeedCell.label)
        let action = labels[0]
        let options = labels[1]
        let posterImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))
        let contentImage = ImageView(image: Image(size: CGSize(width: 350, height: 200)))
        let actorImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))

        // The action and the options keep their widths, at least 8 points apart.
        let header = HStack(alignment: .top, distribution: .equalSpacing, spacing: FeedCell.margin) {
            action
            options
        }
        // The image sits 10 below the top of the poster's name.
        let imageColumn = StackView(arrangedSubviews: [posterImage])
        imageColumn.axis = .vertical
        imageColumn.isLayoutMarginsRelativeArrangement = true
        imageColumn.layoutMargins = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let poster = HStack(alignment: .top, spacing: 2) {
            imageColumn
            VStack(alignment: .leading, spacing: 1) {
                labels[2]
                labels[3]
                labels[4]
            }
        }
        // Three equal thirds: like at the start, comment centred in the cell, share at the end.
        let actions = HStack(distribution: .fillEqually) {
            VStack(alignment: .leading) { labels[8] }
            VStack(alignment: .center) { labels[9] }
            VStack(alignment: .trailing) { labels[10] }
        }
        let actor = HStack(alignment: .center, spacing: 4) {
            actorImage
            labels[11]
        }
        let cell = VStack(alignment: .leading) {
            header
            poster
            labels[5]
            contentImage
            labels[6]
            labels[7]
            actions
            actor
        }
        cell.isLayoutMarginsRelativeArrangement = true
        cell.layoutMargins = EdgeInsets(all: FeedCell.margin)
        cell.setCustomSpacing(2, after: poster)
        cell.setCustomSpacing(4, after: labels[7])
        cell.setCustomSpacing(4, after: actions)
        // The column keeps each view's own width; the header and the actions span it.
        header.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor).isActive = true
        actions.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor).isActive = true
        view = cell
        self.labels = labels
        images = [posterImage, contentImage, actorImage]
    }
}
