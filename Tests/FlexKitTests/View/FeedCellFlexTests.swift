import FlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The feed cell of the benchmarks written with `view.flex` puts every view where frame arithmetic does.
final class FeedCellFlexTests: XCTestCase {
    func testTheFeedCellMatchesFrameArithmetic() {
        let reference = FeedCellReference(13)
        let (l, i) = (reference.labels, reference.images)
        let m = FeedCellReference.margin
        let cell = LayoutView(frame: CGRect(x: 0, y: 0, width: FeedCellReference.width, height: 0))
        var actions: Flex?
        cell.flex.direction(.column).alignItems(.start).padding(m).define { flex in
            flex.addItem().direction(.row).alignSelf(.stretch).justifyContent(.spaceBetween).alignItems(.start)
                .define { row in
                    row.addItem(l[0]).marginRight(m).shrink(1)
                    row.addItem(l[1])
                }
            flex.addItem().direction(.row).alignItems(.start).define { row in
                row.addItem(i[0]).marginTop(10)
                row.addItem().alignItems(.start).marginLeft(2).define { column in
                    column.addItem(l[2])
                    column.addItem(l[3]).marginTop(1)
                    column.addItem(l[4]).marginTop(1)
                }
            }
            flex.addItem(l[5]).marginTop(2)
            flex.addItem(i[1])
            flex.addItem(l[6])
            flex.addItem(l[7])
            actions = flex.addItem().direction(.row).alignSelf(.stretch).alignItems(.start).marginTop(4).define { row in
                row.addItem().grow(1).basis(0).alignItems(.start).addItem(l[8])
                row.addItem(l[9])
                row.addItem().grow(1).basis(0).alignItems(.end).addItem(l[10])
            }
            flex.addItem().direction(.row).alignItems(.center).marginTop(4).define { row in
                row.addItem(i[2])
                row.addItem(l[11]).marginLeft(4)
            }
        }
        cell.flex.layout(mode: .adjustHeight)
        reference.assertLaidOut(in: cell)

        actions?.marginTop(9)
        cell.flex.layout(mode: .adjustHeight)
        reference.assertLaidOut(in: cell, actionsGap: 9)
    }
}
