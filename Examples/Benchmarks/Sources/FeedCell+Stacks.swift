import Foundation
import LayoutCore
import StackKit

/// The feed cell built from nested StackViews, as a UIKit developer would: a column inside the
/// cell's margins, with rows for the header, the poster, the actions and the actor.
final class StackFeedCell {
    let view: StackView
    /// The labels, in the order of the feed cell's table (action, options, poster name, ...).
    let labels: [Label]
    /// The poster comment: the label the relayout benchmark edits.
    var posterComment: Label { labels[5] }

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

        // The action stretches (it hugs least) and keeps 8 points from the options at the right.
        action.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let header = HStack(alignment: .top, spacing: FeedCell.margin) {
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
        let actions = HStack(distribution: .equalSpacing) {
            labels[8]
            labels[9]
            labels[10]
        }
        let actor = HStack(alignment: .center, spacing: 4) {
            actorImage
            labels[11]
        }
        let cell = VStack {
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
        view = cell
        self.labels = labels
    }
}
