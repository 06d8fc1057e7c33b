import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The feed cell of the benchmarks written with FixFlex's stacks puts every view where frame arithmetic does.
final class FeedCellFixFlexTests: XCTestCase {
    func testTheFeedCellMatchesFrameArithmetic() {
        let reference = FeedCellReference(5)
        let cell = LayoutView()
        let (l, i) = (reference.labels, reference.images)
        for view in reference.views { cell.addSubview(view) }
        let m = FeedCellReference.margin
        var gap: LayoutConstraint?
        var results = [
            cell.fx.vstack(
                Fix(m), Flex(l[0]), Fix(10), Flex(i[0]),
                Fix(2).onCreateDimensionConstraint { $0.priority = .defaultLow - 1 }, Flex(l[5]), Flex(i[1]),
                Flex(l[6]), Flex(l[7]), Fix(4).onCreateDimensionConstraint { gap = $0 }, Flex(l[8]), Fix(4),
                Flex(i[2]), Fix(m)),
            cell.fx.vstack(endOffset: nil, Fix(m), Flex(l[1])),
            cell.fx.vstack(
                startAnchor: i[0].topAnchor, startOffset: -10, endAnchor: l[5].topAnchor, Flex(l[2]), Fix(1),
                Flex(l[3]), Fix(1), Flex(l[4]), Flex(min: 2)),
            cell.fx.vstack(startAnchor: l[8].topAnchor, endOffset: nil, Flex([l[9], l[10]])),
            cell.fx.vstack(startAnchor: i[2].topAnchor, endAnchor: i[2].bottomAnchor, Fill(), Flex(l[11]), Fill()),
        ]
        results += [
            cell.fx.hstack(Fix(m), Flex(l[0]), Flex(min: m), Flex(l[1]), Fix(m)),
            cell.fx.hstack(endOffset: nil, Fix(m), Flex(i[0]), Fix(2), Flex([l[2], l[3], l[4]])),
            cell.fx.hstack(endOffset: nil, Fix(m), Flex([l[5], i[1], l[6], l[7], l[8], i[2]])),
            cell.fx.hstack(Fill(), Flex(l[9]), Fill()),
            cell.fx.hstack(startOffset: nil, Flex(l[10]), Fix(m)),
            cell.fx.hstack(startAnchor: i[2].trailingAnchor, startOffset: 4, endOffset: nil, Flex(l[11])),
        ]
        XCTAssertEqual(results.map(\.constraints.count), [21, 3, 10, 2, 5, 9, 8, 8, 5, 3, 1])
        XCTAssertEqual(results.map(\.layoutGuides.count).reduce(0, +), 21)
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.widthAnchor.constraint(equalToConstant: FeedCellReference.width).isActive = true
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell)

        // The spacer's height above the actions, changed in place, moves the rows below it.
        gap?.constant = 9
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell, actionsGap: 9)
    }

    /// The margins at the ends of the stacks as `startOffset` / `endOffset` instead of `Fix` spacers:
    /// the same frames with 8 guides and 16 constraints fewer.
    func testTheFeedCellWithMarginsAsOffsetsMatchesFrameArithmetic() {
        let reference = FeedCellReference(6)
        let cell = LayoutView()
        let (l, i) = (reference.labels, reference.images)
        for view in reference.views { cell.addSubview(view) }
        let m = FeedCellReference.margin
        var gap: LayoutConstraint?
        var results = [
            cell.fx.vstack(
                startOffset: m, endOffset: -m, Flex(l[0]), Fix(10), Flex(i[0]),
                Fix(2).onCreateDimensionConstraint { $0.priority = .defaultLow - 1 }, Flex(l[5]), Flex(i[1]),
                Flex(l[6]), Flex(l[7]), Fix(4).onCreateDimensionConstraint { gap = $0 }, Flex(l[8]), Fix(4),
                Flex(i[2])),
            cell.fx.vstack(startOffset: m, endOffset: nil, Flex(l[1])),
            cell.fx.vstack(
                startAnchor: i[0].topAnchor, startOffset: -10, endAnchor: l[5].topAnchor, Flex(l[2]), Fix(1),
                Flex(l[3]), Fix(1), Flex(l[4]), Flex(min: 2)),
            cell.fx.vstack(startAnchor: l[8].topAnchor, endOffset: nil, Flex([l[9], l[10]])),
            cell.fx.vstack(startAnchor: i[2].topAnchor, endAnchor: i[2].bottomAnchor, Fill(), Flex(l[11]), Fill()),
        ]
        results += [
            cell.fx.hstack(startOffset: m, endOffset: -m, Flex(l[0]), Flex(min: m), Flex(l[1])),
            cell.fx.hstack(startOffset: m, endOffset: nil, Flex(i[0]), Fix(2), Flex([l[2], l[3], l[4]])),
            cell.fx.hstack(startOffset: m, endOffset: nil, Flex([l[5], i[1], l[6], l[7], l[8], i[2]])),
            cell.fx.hstack(Fill(), Flex(l[9]), Fill()),
            cell.fx.hstack(startOffset: nil, endOffset: -m, Flex(l[10])),
            cell.fx.hstack(startAnchor: i[2].trailingAnchor, startOffset: 4, endOffset: nil, Flex(l[11])),
        ]
        XCTAssertEqual(results.map(\.constraints.count), [17, 1, 10, 2, 5, 5, 6, 6, 5, 1, 1])
        XCTAssertEqual(results.map(\.layoutGuides.count).reduce(0, +), 13)
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.widthAnchor.constraint(equalToConstant: FeedCellReference.width).isActive = true
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell)

        gap?.constant = 9
        cell.layoutIfNeeded()
        reference.assertLaidOut(in: cell, actionsGap: 9)
    }
}
