import FlexKit
import LayoutTestSupport
import XCTest

/// FlexLayout's container properties (section 2) on views: each value's frames.
final class FlexContainerTests: XCTestCase {
    func testDirections() {
        let expected: [(Flex.Direction, [CGRect])] = [
            (.column, [rect(0, 0, 50, 20), rect(0, 20, 50, 20), rect(0, 40, 50, 20)]),
            (.columnReverse, [rect(0, 80, 50, 20), rect(0, 60, 50, 20), rect(0, 40, 50, 20)]),
            (.row, [rect(0, 0, 50, 20), rect(50, 0, 50, 20), rect(100, 0, 50, 20)]),
            (.rowReverse, [rect(250, 0, 50, 20), rect(200, 0, 50, 20), rect(150, 0, 50, 20)]),
        ]
        for (direction, frames) in expected {
            let f = FlexFixture()
            let items = f.threeItems()
            f.container.flex.direction(direction).alignItems(.start)
            f.container.flex.layout()
            XCTAssertEqual(FlexKitTests.frames(items), frames, "\(direction)")
        }
    }

    func testJustifyContentTable() {
        let expected: [(Flex.JustifyContent, [CGFloat])] = [
            (.start, [0, 50, 100]), (.center, [75, 125, 175]), (.end, [150, 200, 250]),
            (.spaceBetween, [0, 125, 250]), (.spaceAround, [25, 125, 225]), (.spaceEvenly, [37.5, 125, 212.5]),
        ]
        for (justify, xs) in expected {
            let f = FlexFixture()
            f.root.displayScale = 2
            let items = f.threeItems()
            f.container.flex.direction(.row).justifyContent(justify)
            f.container.flex.layout()
            XCTAssertEqual(items.map(\.frame.minX), xs, "\(justify)")
        }
    }

    func testAlignItemsAndAlignSelf() {
        let expected: [(Flex.AlignItems, CGRect)] = [
            (.stretch, rect(0, 0, 50, 100)), (.start, rect(0, 0, 50, 20)), (.center, rect(0, 40, 50, 20)),
            (.end, rect(0, 80, 50, 20)), (.baseline, rect(0, 0, 50, 20)),
        ]
        for (align, frame) in expected {
            let f = FlexFixture()
            let item = f.box("item")
            f.container.flex.direction(.row).alignItems(align).addItem(item).width(50).minHeight(20)
            f.container.flex.layout()
            XCTAssertEqual(item.frame, frame, "\(align)")
        }
        let selfExpected: [(Flex.AlignSelf, CGRect)] = [
            (.auto, rect(0, 40, 50, 20)), (.stretch, rect(0, 0, 50, 100)), (.start, rect(0, 0, 50, 20)),
            (.center, rect(0, 40, 50, 20)), (.end, rect(0, 80, 50, 20)), (.baseline, rect(0, 0, 50, 20)),
        ]
        for (align, frame) in selfExpected {
            let f = FlexFixture()
            let item = f.box("item")
            f.container.flex.direction(.row).alignItems(.center).addItem(item).width(50).minHeight(20).alignSelf(align)
            f.container.flex.layout()
            XCTAssertEqual(item.frame, frame, "\(align)")
        }
    }

    func testWrapAndAlignContent() {
        // Seven 50 x 20 items in a 120-wide container wrap in lines of two.
        func layout(_ wrap: Flex.Wrap, _ content: Flex.AlignContent = .start) -> [CGRect] {
            let f = FlexFixture(width: 120, height: 100)
            let items = (0..<3).map { index -> LayoutView in
                let view = f.box("item\(index)")
                f.container.flex.addItem(view).size(CGSize(width: 50, height: 20))
                return view
            }
            f.container.flex.direction(.row).wrap(wrap).alignContent(content)
            f.container.flex.layout()
            return FlexKitTests.frames(items)
        }
        XCTAssertEqual(layout(.noWrap), [rect(0, 0, 50, 20), rect(50, 0, 50, 20), rect(100, 0, 50, 20)])
        XCTAssertEqual(layout(.nowrap), layout(.noWrap))
        XCTAssertEqual(layout(.wrap), [rect(0, 0, 50, 20), rect(50, 0, 50, 20), rect(0, 20, 50, 20)])
        XCTAssertEqual(layout(.wrapReverse), [rect(0, 80, 50, 20), rect(50, 80, 50, 20), rect(0, 60, 50, 20)])
        XCTAssertEqual(layout(.wrap, .end), [rect(0, 60, 50, 20), rect(50, 60, 50, 20), rect(0, 80, 50, 20)])
        XCTAssertEqual(layout(.wrap, .center), [rect(0, 30, 50, 20), rect(50, 30, 50, 20), rect(0, 50, 50, 20)])
        XCTAssertEqual(
            layout(.wrap, .spaceBetween), [rect(0, 0, 50, 20), rect(50, 0, 50, 20), rect(0, 80, 50, 20)])
        XCTAssertEqual(
            layout(.wrap, .spaceAround), [rect(0, 15, 50, 20), rect(50, 15, 50, 20), rect(0, 65, 50, 20)])
        XCTAssertEqual(
            layout(.wrap, .spaceEvenly), [rect(0, 20, 50, 20), rect(50, 20, 50, 20), rect(0, 60, 50, 20)])
        XCTAssertEqual(layout(.wrap, .stretch), [rect(0, 0, 50, 20), rect(50, 0, 50, 20), rect(0, 50, 50, 20)])
    }

    func testGaps() {
        let f = FlexFixture(width: 120, height: 100)
        let items = (0..<3).map { index -> LayoutView in
            let view = f.box("item\(index)")
            f.container.flex.addItem(view).size(CGSize(width: 50, height: 20))
            return view
        }
        f.container.flex.direction(.row).wrap(.wrap).columnGap(10).rowGap(5)
        f.container.flex.layout()
        XCTAssertEqual(FlexKitTests.frames(items), [rect(0, 0, 50, 20), rect(60, 0, 50, 20), rect(0, 25, 50, 20)])
        // `gap` sets both, unless one was set on its own.
        let g = FlexFixture(width: 120, height: 100)
        let more = g.threeItems()
        g.container.flex.direction(.row).wrap(.wrap).gap(20)
        g.container.flex.layout()
        XCTAssertEqual(FlexKitTests.frames(more), [rect(0, 0, 50, 20), rect(70, 0, 50, 20), rect(0, 40, 50, 20)])
    }

    func testLayoutDirectionFlipsRowsAndStartEnd() {
        let f = FlexFixture()
        let items = f.threeItems()
        f.container.flex.direction(.row).layoutDirection(.rtl).paddingStart(10)
        items[0].flex.marginStart(5)
        f.container.flex.layout()
        XCTAssertEqual(items.map(\.frame.minX), [235, 185, 135])
        // `.inherit` on a root container follows the view's effective direction.
        f.container.flex.layoutDirection(.inherit)
        f.root.semanticContentAttribute = .forceRightToLeft
        f.container.flex.layout()
        XCTAssertEqual(items.map(\.frame.minX), [235, 185, 135])
        f.container.flex.layoutDirection(.ltr)
        f.container.flex.layout()
        XCTAssertEqual(items.map(\.frame.minX), [15, 65, 115])
    }

    func testBackgroundColorAndViewAccess() {
        let f = FlexFixture()
        var inner: LayoutView?
        f.container.flex.direction(.row).padding(20).alignItems(.center).define { flex in
            flex.addItem().width(50).height(50).backgroundColor(.gray).define { flex in
                flex.view?.alpha = 0.8
                inner = flex.view
            }
        }
        f.container.flex.layout()
        XCTAssertEqual(inner?.backgroundColor, .gray)
        XCTAssertEqual(inner?.alpha, 0.8)
        XCTAssertEqual(inner?.frame, rect(20, 25, 50, 50))
    }
}
