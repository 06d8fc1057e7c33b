import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The feed cell of the benchmarks written with plain anchors (the reference of the DSL table) puts
/// every view where frame arithmetic does.
final class FeedCellAnchorsTests: XCTestCase {
    func testTheFeedCellMatchesFrameArithmetic() {
        let reference = FeedCellReference(1)
        let cell = LayoutView()
        let (l, i) = (reference.labels, reference.images)
        for view in reference.views {
            cell.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let m = FeedCellReference.margin
        let pullUp = l[5].topAnchor.constraint(equalTo: i[0].bottomAnchor, constant: 2)
        pullUp.priority = .defaultLow - 1
        let gap = l[8].topAnchor.constraint(equalTo: l[7].bottomAnchor, constant: 4)
        LayoutConstraint.activate([
            l[0].topAnchor.constraint(equalTo: cell.topAnchor, constant: m),
            l[0].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            l[0].trailingAnchor.constraint(lessThanOrEqualTo: l[1].leadingAnchor, constant: -m),
            l[1].topAnchor.constraint(equalTo: cell.topAnchor, constant: m),
            l[1].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
            i[0].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            i[0].topAnchor.constraint(equalTo: l[0].bottomAnchor, constant: 10),
            l[2].leadingAnchor.constraint(equalTo: i[0].trailingAnchor, constant: 2),
            l[2].topAnchor.constraint(equalTo: i[0].topAnchor, constant: -10),
            l[3].leadingAnchor.constraint(equalTo: l[2].leadingAnchor),
            l[3].topAnchor.constraint(equalTo: l[2].bottomAnchor, constant: 1),
            l[4].leadingAnchor.constraint(equalTo: l[2].leadingAnchor),
            l[4].topAnchor.constraint(equalTo: l[3].bottomAnchor, constant: 1),
            l[5].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            l[5].topAnchor.constraint(greaterThanOrEqualTo: i[0].bottomAnchor, constant: 2),
            l[5].topAnchor.constraint(greaterThanOrEqualTo: l[4].bottomAnchor, constant: 2),
            pullUp,
            i[1].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            i[1].topAnchor.constraint(equalTo: l[5].bottomAnchor),
            l[6].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            l[6].topAnchor.constraint(equalTo: i[1].bottomAnchor),
            l[7].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            l[7].topAnchor.constraint(equalTo: l[6].bottomAnchor),
            l[8].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            gap,
            l[9].centerXAnchor.constraint(equalTo: cell.centerXAnchor),
            l[9].topAnchor.constraint(equalTo: l[8].topAnchor),
            l[10].trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -m),
            l[10].topAnchor.constraint(equalTo: l[8].topAnchor),
            i[2].leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: m),
            i[2].topAnchor.constraint(equalTo: l[8].bottomAnchor, constant: 4),
            l[11].leadingAnchor.constraint(equalTo: i[2].trailingAnchor, constant: 4),
            l[11].centerYAnchor.constraint(equalTo: i[2].centerYAnchor),
            cell.bottomAnchor.constraint(equalTo: i[2].bottomAnchor, constant: m),
        ])
        XCTAssertEqual(cell.constraints.count, 34)
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.widthAnchor.constraint(equalToConstant: FeedCellReference.width).isActive = true
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell)

        // One constant changed in place moves the actions, the actor and the cell's bottom.
        gap.constant = 9
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell, actionsGap: 9)
    }
}
