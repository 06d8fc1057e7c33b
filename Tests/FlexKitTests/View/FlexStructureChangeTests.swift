import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// Changes to the views of a flex structure after a layout, made through the views rather than `flex`
/// (subviews added, removed and moved, hidden items that collapse, a leaf that becomes a container):
/// each relayout gives the frames of a fresh tree with the same views. The view layer keeps each
/// container's items and syncs only what changed, so a change it missed would leave the old frames.
final class FlexStructureChangeTests: XCTestCase {
    private func layOut(_ root: LayoutView) { FlexRelayoutCase.layOut(root) }

    /// A column of three rows, each row with two sized items.
    private func makeColumn() -> (root: LayoutView, rows: [LayoutView], items: [[LayoutView]]) {
        let root = LayoutView()
        var rows: [LayoutView] = []
        var items: [[LayoutView]] = []
        for row in 0..<3 {
            let rowView = LayoutView()
            rowView.identifier = "row\(row)"
            root.flex.addItem(rowView).direction(.row).padding(2)
            var rowItems: [LayoutView] = []
            for column in 0..<2 {
                let item = LayoutView()
                item.identifier = "item\(row).\(column)"
                rowView.flex.addItem(item).width(CGFloat(10 + 10 * column)).height(CGFloat(5 + row))
                rowItems.append(item)
            }
            rows.append(rowView)
            items.append(rowItems)
        }
        return (root, rows, items)
    }

    func testSubviewsAddedRemovedAndMovedAfterALayoutAreLaidOut() {
        let live = makeColumn()
        layOut(live.root)
        XCTAssertEqual(live.rows.map(\.frame.height), [9, 10, 11])

        // Added through the view tree, then given flex: a new item of the middle row.
        let added = LayoutView()
        live.rows[1].addSubview(added)
        added.flex.width(30).height(20)
        layOut(live.root)
        XCTAssertEqual(added.frame, CGRect(x: 32, y: 2, width: 30, height: 20))
        XCTAssertEqual(live.rows.map(\.frame.height), [9, 24, 11])
        XCTAssertEqual(live.rows[2].frame.minY, 33)

        // Removed: the first row's second item, and the item added to the middle row.
        live.items[0][1].removeFromSuperview()
        added.removeFromSuperview()
        layOut(live.root)
        XCTAssertEqual(live.rows.map(\.frame.height), [9, 10, 11])
        XCTAssertEqual(live.rows[2].frame.minY, 19)
        XCTAssertEqual(live.items[0][0].frame, CGRect(x: 2, y: 2, width: 10, height: 5))

        // Moved: the last row's first item goes to the end of its row.
        live.rows[2].bringSubviewToFront(live.items[2][0])
        layOut(live.root)
        XCTAssertEqual(live.items[2][1].frame.minX, 2)
        XCTAssertEqual(live.items[2][0].frame.minX, 22)

        // The same views built fresh.
        let fresh = makeColumn()
        fresh.items[0][1].removeFromSuperview()
        fresh.rows[2].bringSubviewToFront(fresh.items[2][0])
        layOut(fresh.root)
        // (The removed views keep the frames they had; the fresh one was never laid out.)
        func kept(_ items: [[LayoutView]]) -> [CGRect] { items.joined().filter { $0.superview != nil }.map(\.frame) }
        XCTAssertEqual(live.rows.map(\.frame), fresh.rows.map(\.frame))
        XCTAssertEqual(kept(live.items), kept(fresh.items))
    }

    func testHiddenItemsThatCollapseAndALeafThatBecomesAContainerAreLaidOut() {
        let live = makeColumn()
        live.rows[0].flex.collapsesWhenHidden(true)
        layOut(live.root)
        live.rows[0].isHidden = true
        layOut(live.root)
        XCTAssertEqual(live.rows[1].frame.minY, 0, "the hidden row leaves the column")
        live.rows[0].isHidden = false
        layOut(live.root)
        XCTAssertEqual(live.rows[1].frame.minY, 9, "and comes back")

        // A leaf gets an item of its own: it is a container from then on.
        let leaf = live.items[1][0]
        let inner = LayoutView()
        leaf.flex.addItem(inner).width(4).height(40)
        layOut(live.root)
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 4, height: 40))
        XCTAssertEqual(leaf.frame.height, 6, "its own height stays as set")

        // Its item leaves through the view tree: a leaf again.
        inner.removeFromSuperview()
        live.rows[1].flex.alignItems(.start)
        layOut(live.root)

        let fresh = makeColumn()
        fresh.rows[0].flex.collapsesWhenHidden(true)
        fresh.rows[1].flex.alignItems(.start)
        layOut(fresh.root)
        XCTAssertEqual(live.rows.map(\.frame), fresh.rows.map(\.frame))
        XCTAssertEqual(live.items.joined().map(\.frame), fresh.items.joined().map(\.frame))
    }
}
