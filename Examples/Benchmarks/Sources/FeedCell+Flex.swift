import FlexKit
import Foundation
import LayoutCore

/// The feed cell written with FlexKit's `view.flex` (FlexLayout's): a column with padding, rows for the
/// header, the poster and the actor, and the actions row in three equal parts so that the comment is
/// centred in the cell.
final class FlexFeedCell {
    let view = LayoutView(frame: CGRect(x: 0, y: 0, width: FeedCell.width, height: 0))
    /// The subviews in the order of ``FeedCellViews`` (some inside the rows' containers).
    let views: [LayoutView]
    /// The row of actions, whose top margin the relayout changes.
    var actions: Flex!

    init(_ content: FeedCell.Content) {
        let v = FeedCellViews(content)
        views = v.all
        let m = FeedCell.margin
        view.flex.direction(.column).alignItems(.start).padding(m).define { flex in
            flex.addItem().direction(.row).alignSelf(.stretch).justifyContent(.spaceBetween).alignItems(.start)
                .define { row in
                    row.addItem(v.action).marginRight(m).shrink(1)
                    row.addItem(v.options)
                }
            flex.addItem().direction(.row).alignItems(.start).define { row in
                row.addItem(v.posterImage).marginTop(10)
                row.addItem().alignItems(.start).marginLeft(2).define { column in
                    column.addItem(v.posterName)
                    column.addItem(v.posterHeadline).marginTop(1)
                    column.addItem(v.posterTime).marginTop(1)
                }
            }
            flex.addItem(v.posterComment).marginTop(2)
            flex.addItem(v.contentImage)
            flex.addItem(v.contentTitle)
            flex.addItem(v.contentDomain)
            actions = flex.addItem().direction(.row).alignSelf(.stretch).alignItems(.start).marginTop(4).define { row in
                row.addItem().grow(1).basis(0).alignItems(.start).addItem(v.like)
                row.addItem(v.comment)
                row.addItem().grow(1).basis(0).alignItems(.end).addItem(v.share)
            }
            flex.addItem().direction(.row).alignItems(.center).marginTop(4).define { row in
                row.addItem(v.actorImage)
                row.addItem(v.actorComment).marginLeft(4)
            }
        }
    }

    /// Lays the cell out at its width, its height from its content.
    func layout() { view.flex.layout(mode: .adjustHeight) }
}
