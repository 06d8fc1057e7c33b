import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The feed cell of the benchmarks written with the operators puts every view where frame arithmetic does.
final class FeedCellOperatorsTests: XCTestCase {
    func testTheFeedCellMatchesFrameArithmetic() {
        let reference = FeedCellReference(3)
        let cell = LayoutView()
        let (l, i) = (reference.labels, reference.images)
        for view in reference.views { cell.addSubview(view) }
        let m = FeedCellReference.margin
        let made = batch {
            l[0].topAnchor == cell.topAnchor + m
            l[0].leadingAnchor == cell.leadingAnchor + m
            l[0].trailingAnchor <= l[1].leadingAnchor - m
            l[1].topAnchor == cell.topAnchor + m
            l[1].trailingAnchor == cell.trailingAnchor - m
            i[0].leadingAnchor == cell.leadingAnchor + m
            i[0].topAnchor == l[0].bottomAnchor + 10
            l[2].leadingAnchor == i[0].trailingAnchor + 2
            l[2].topAnchor == i[0].topAnchor - 10
            l[3].leadingAnchor == l[2].leadingAnchor
            l[3].topAnchor == l[2].bottomAnchor + 1
            l[4].leadingAnchor == l[2].leadingAnchor
            l[4].topAnchor == l[3].bottomAnchor + 1
            l[5].leadingAnchor == cell.leadingAnchor + m
            l[5].topAnchor >= i[0].bottomAnchor + 2
            l[5].topAnchor >= l[4].bottomAnchor + 2
            l[5].topAnchor == i[0].bottomAnchor + 2 ~ .low - 1
            i[1].leadingAnchor == cell.leadingAnchor + m
            i[1].topAnchor == l[5].bottomAnchor
            l[6].leadingAnchor == cell.leadingAnchor + m
            l[6].topAnchor == i[1].bottomAnchor
            l[7].leadingAnchor == cell.leadingAnchor + m
            l[7].topAnchor == l[6].bottomAnchor
            l[8].leadingAnchor == cell.leadingAnchor + m
            l[8].topAnchor == l[7].bottomAnchor + 4
            l[9].centerXAnchor == cell.centerXAnchor
            l[9].topAnchor == l[8].topAnchor
            l[10].trailingAnchor == cell.trailingAnchor - m
            l[10].topAnchor == l[8].topAnchor
            i[2].leadingAnchor == cell.leadingAnchor + m
            i[2].topAnchor == l[8].bottomAnchor + 4
            l[11].leadingAnchor == i[2].trailingAnchor + 4
            l[11].centerYAnchor == i[2].centerYAnchor
            i[2].bottomAnchor == cell.bottomAnchor - m
        }
        XCTAssertEqual(made.count, 34)
        XCTAssertTrue(made.allSatisfy(\.isActive))
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.widthAnchor.constraint(equalToConstant: FeedCellReference.width).isActive = true
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell)

        // The gap above the actions, changed in place, moves the actions, the actor and the cell's bottom.
        let gap = made[24]
        XCTAssertTrue(gap.firstItem === l[8] && gap.firstAttribute == .top && gap.constant == 4)
        gap.constant = 9
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell, actionsGap: 9)
    }
}
