import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// The feed cell of the benchmarks built from nested stacks puts every view where frame arithmetic does.
final class FeedCellStackTests: XCTestCase {
    func testTheFeedCellMatchesFrameArithmetic() {
        let reference = FeedCellReference(11)
        let (l, i) = (reference.labels, reference.images)
        let m = FeedCellReference.margin
        let header = HStack(alignment: .top, distribution: .equalSpacing, spacing: m) {
            l[0]
            l[1]
        }
        let imageColumn = StackView(arrangedSubviews: [i[0]])
        imageColumn.axis = .vertical
        imageColumn.isLayoutMarginsRelativeArrangement = true
        imageColumn.layoutMargins = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let poster = HStack(alignment: .top, spacing: 2) {
            imageColumn
            VStack(alignment: .leading, spacing: 1) {
                l[2]
                l[3]
                l[4]
            }
        }
        let actions = HStack(distribution: .fillEqually) {
            VStack(alignment: .leading) { l[8] }
            VStack(alignment: .center) { l[9] }
            VStack(alignment: .trailing) { l[10] }
        }
        let actor = HStack(alignment: .center, spacing: 4) {
            i[2]
            l[11]
        }
        let cell = VStack(alignment: .leading) {
            header
            poster
            l[5]
            i[1]
            l[6]
            l[7]
            actions
            actor
        }
        cell.isLayoutMarginsRelativeArrangement = true
        cell.layoutMargins = EdgeInsets(all: m)
        cell.setCustomSpacing(2, after: poster)
        cell.setCustomSpacing(4, after: l[7])
        cell.setCustomSpacing(4, after: actions)
        header.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor).isActive = true
        actions.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor).isActive = true
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.widthAnchor.constraint(equalToConstant: FeedCellReference.width).isActive = true
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell)

        // A custom spacing changes the gap's constant in place: the same constraint, moved.
        let gap = cell.constraints.first { $0.firstItem === actions && $0.firstAttribute == .top }
        XCTAssertEqual(gap?.constant, 4)
        cell.setCustomSpacing(9, after: l[7])
        XCTAssertEqual(gap?.constant, 9)
        XCTAssertTrue(gap?.isActive == true)
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell, actionsGap: 9)
    }
}
