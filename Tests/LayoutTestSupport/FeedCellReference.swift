import Foundation
import LayoutCore
import XCTest

/// The feed cell of the benchmarks (LayoutFrameworkBenchmark's feed item) as each module's tests
/// build it, with its frames computed by hand-written frame arithmetic: the independent answer.
///
/// A cell is 375 wide with margins of 8: a header row (action at the leading margin, options at the
/// trailing one), the poster's image 10 below the action with its name, headline and time beside it
/// (the name's top 10 above the image's), the poster's comment 2 below the lower of the image and the
/// time, the content's image, title and domain, a row of actions (like at the leading margin, comment
/// centred in the cell, share at the trailing margin) `actionsGap` below the domain, and the actor's
/// image 4 below them with its comment centred beside it; the cell ends 8 below the actor's image.
public struct FeedCellReference {
    /// The labels, in order: action, options, poster name, headline, time, poster comment, content
    /// title, domain, like, comment, share, actor comment.
    public let labels: [Label]
    /// The images, in order: poster, content, actor.
    public let images: [ImageView]

    /// The cell's width.
    public static let width: CGFloat = 375
    /// The cell's margins.
    public static let margin: CGFloat = 8

    /// Fresh views for cell `index`, in the feed's font.
    public init(_ index: Int = 0) {
        let font = Font.preferredFont(forTextStyle: .body)
        labels = [
            "action text \(index)", "...", "poster name \(index)", "poster title \(index) with some longer stuff",
            "poster timestamp \(index)", "poster comment \(index)", "content title \(index)",
            "content domain \(index)", "Like", "Comment", "Share", "actor comment \(index)",
        ].map { Label(text: $0, font: font) }
        images = [CGSize(width: 50, height: 50), CGSize(width: 350, height: 200), CGSize(width: 50, height: 50)].map {
            ImageView(image: Image(size: $0))
        }
    }

    /// The views in the order of ``expectedFrames(actionsGap:)``: action, options, poster image, name,
    /// headline, time, poster comment, content image, title, domain, like, comment, share, actor image,
    /// actor comment.
    public var views: [LayoutView] {
        let l = labels
        return [
            l[0], l[1], images[0], l[2], l[3], l[4], l[5], images[1], l[6], l[7], l[8], l[9], l[10], images[2], l[11],
        ]
    }

    /// The frames of ``views`` in the cell's coordinates, and the cell's height, from the views'
    /// intrinsic sizes by frame arithmetic.
    public func expectedFrames(actionsGap: CGFloat = 4) -> (frames: [CGRect], height: CGFloat) {
        let m = Self.margin
        let width = Self.width
        let size = labels.map(\.intrinsicContentSize)
        func at(_ x: CGFloat, _ y: CGFloat, _ index: Int) -> CGRect {
            CGRect(origin: CGPoint(x: x, y: y), size: size[index])
        }
        let options = at(width - m - size[1].width, m, 1)
        let action = CGRect(x: m, y: m, width: min(size[0].width, options.minX - 2 * m), height: size[0].height)
        let poster = CGRect(x: m, y: action.maxY + 10, width: 50, height: 50)
        let name = at(poster.maxX + 2, poster.minY - 10, 2)
        let headline = at(poster.maxX + 2, name.maxY + 1, 3)
        let time = at(poster.maxX + 2, headline.maxY + 1, 4)
        let comment = at(m, max(poster.maxY, time.maxY) + 2, 5)
        let content = CGRect(x: m, y: comment.maxY, width: 350, height: 200)
        let title = at(m, content.maxY, 6)
        let domain = at(m, title.maxY, 7)
        let like = at(m, domain.maxY + actionsGap, 8)
        let commentAction = at((width - size[9].width) / 2, like.minY, 9)
        let share = at(width - m - size[10].width, like.minY, 10)
        let actor = CGRect(x: m, y: like.maxY + 4, width: 50, height: 50)
        let actorComment = at(actor.maxX + 4, actor.midY - size[11].height / 2, 11)
        let frames = [
            action, options, poster, name, headline, time, comment, content, title, domain, like, commentAction, share,
            actor, actorComment,
        ]
        return (frames, actor.maxY + m)
    }

    /// Asserts that every view's frame, in `cell`'s coordinates, and `cell`'s height are the
    /// reference's within half a point (frames are rounded to the display's pixels).
    public func assertLaidOut(
        in cell: LayoutView, actionsGap: CGFloat = 4, file: StaticString = #filePath, line: UInt = #line
    ) {
        let expected = expectedFrames(actionsGap: actionsGap)
        let names = [
            "action", "options", "poster image", "poster name", "headline", "time", "poster comment",
            "content image", "title", "domain", "like", "comment", "share", "actor image", "actor comment",
        ]
        for (index, view) in views.enumerated() {
            assertFrame(
                Self.frame(of: view, in: cell), expected.frames[index], accuracy: 0.5, names[index], file: file,
                line: line)
        }
        XCTAssertEqual(cell.frame.height, expected.height, accuracy: 0.5, "cell height", file: file, line: line)
    }

    /// `view`'s frame in the coordinates of its ancestor `ancestor`.
    public static func frame(of view: LayoutView, in ancestor: LayoutView) -> CGRect {
        var frame = view.frame
        var parent = view.superview
        while let current = parent, current !== ancestor {
            frame.origin.x += current.frame.minX - current.bounds.minX
            frame.origin.y += current.frame.minY - current.bounds.minY
            parent = current.superview
        }
        return frame
    }
}
