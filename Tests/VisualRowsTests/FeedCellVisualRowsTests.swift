import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

/// The feed cell of the benchmarks written as rows (and operators beside them) puts every view where
/// frame arithmetic does.
final class FeedCellVisualRowsTests: XCTestCase {
    // swift-format-ignore
    func testTheFeedCellMatchesFrameArithmetic() {
        let reference = FeedCellReference(9)
        let cell = LayoutView()
        let (l, i) = (reference.labels, reference.images)
        for view in reference.views { cell.addSubview(view) }
        let (action, posterImage, posterComment, contentImage) = (l[0], i[0], l[5], i[1])
        let (contentTitle, contentDomain, like, actorImage) = (l[6], l[7], l[8], i[2])
        let m = FeedCellReference.margin
        let rows = cell.tl.layoutConstraints {
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
        XCTAssertEqual(rows.count, 17)
        let beside = batch {
            l[1].topAnchor == cell.topAnchor + m
            l[1].trailingAnchor == cell.trailingAnchor - m
            action.trailingAnchor <= l[1].leadingAnchor - m
            l[2].leadingAnchor == posterImage.trailingAnchor + 2
            l[2].topAnchor == posterImage.topAnchor - 10
            l[3].leadingAnchor == l[2].leadingAnchor
            l[3].topAnchor == l[2].bottomAnchor + 1
            l[4].leadingAnchor == l[2].leadingAnchor
            l[4].topAnchor == l[3].bottomAnchor + 1
            posterComment.topAnchor >= l[4].bottomAnchor + 2
            posterComment.topAnchor == posterImage.bottomAnchor + 2 ~ .low - 1
            l[9].centerXAnchor == cell.centerXAnchor
            l[9].topAnchor == like.topAnchor
            l[10].trailingAnchor == cell.trailingAnchor - m
            l[10].topAnchor == like.topAnchor
            l[11].leadingAnchor == actorImage.trailingAnchor + 4
            l[11].centerYAnchor == actorImage.centerYAnchor
        }
        XCTAssertEqual(beside.count, 17)
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.widthAnchor.constraint(equalToConstant: FeedCellReference.width).isActive = true
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell)

        // The gap row above the actions is one constraint, changed in place.
        let gaps = rows.filter { $0.firstItem === like && $0.firstAttribute == .top }
        XCTAssertEqual(gaps.map(\.constant), [4])
        XCTAssertTrue(gaps.first?.secondItem === contentDomain)
        gaps.first?.constant = 9
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell, actionsGap: 9)
        _ = (contentImage, contentTitle)
    }
}
