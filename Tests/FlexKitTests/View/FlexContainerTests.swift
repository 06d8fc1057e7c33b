import FlexKit
import LayoutCore
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

    // FlexLayout's section 2 as its documentation shows it, in a 400 x 300 container: direction,
    // justifyContent, alignItems, alignSelf, wrap, alignContent, layoutDirection, and gaps.
    /// Three 100 x 50 items (a, b, c) in a 400 x 300 container set up by `configure`.
    private func three(
        _ configure: (Flex) -> Void, itemSize: CGSize = CGSize(width: 100, height: 50)
    ) -> [CGRect] {
        let root = container(400, 300)
        let views = ["a", "b", "c"].map(named)
        root.flex.define { flex in
            for view in views { flex.addItem(view).width(itemSize.width).height(itemSize.height) }
        }
        configure(root.flex)
        root.flex.layout()
        return views.map(\.frame)
    }

    func testDirection() {
        XCTAssertEqual(three { _ in }, [rect(0, 0, 100, 50), rect(0, 50, 100, 50), rect(0, 100, 100, 50)])
        XCTAssertEqual(
            three { $0.direction(.column) }, [rect(0, 0, 100, 50), rect(0, 50, 100, 50), rect(0, 100, 100, 50)])
        XCTAssertEqual(
            three { $0.direction(.columnReverse) },
            [rect(0, 250, 100, 50), rect(0, 200, 100, 50), rect(0, 150, 100, 50)])
        XCTAssertEqual(
            three { $0.direction(.row) }, [rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(200, 0, 100, 50)])
        XCTAssertEqual(
            three { $0.direction(.rowReverse) },
            [rect(300, 0, 100, 50), rect(200, 0, 100, 50), rect(100, 0, 100, 50)])
    }

    func testJustifyContent() {
        let expected: [(Flex.JustifyContent, [CGFloat])] = [
            (.start, [0, 100, 200]),
            (.center, [50, 150, 250]),
            (.end, [100, 200, 300]),
            (.spaceBetween, [0, 150, 300]),
            (.spaceAround, [100 / 6, 150, 300 - 100 / 6]),
            (.spaceEvenly, [25, 150, 275]),
        ]
        for (value, xs) in expected {
            let frames = three { $0.direction(.row).justifyContent(value) }
            // Leaves (measured items) round their positions down to the pixel grid, as in Yoga.
            for (frame, x) in zip(frames, xs) {
                XCTAssertEqual(frame.minX, x.rounded(.down), "\(value)")
            }
        }
    }

    func testAlignItemsAndAlignSelfOfSizedItems() {
        let root = container(400, 300)
        let views = ["stretch", "start", "center", "end", "auto"].map { SizedView(60, 20, $0) }
        root.flex.direction(.row).alignItems(.end).define { flex in
            flex.addItem(views[0]).alignSelf(.stretch)
            flex.addItem(views[1]).alignSelf(.start)
            flex.addItem(views[2]).alignSelf(.center)
            flex.addItem(views[3]).alignSelf(.end)
            flex.addItem(views[4]).alignSelf(.auto)
        }
        root.flex.layout()
        XCTAssertEqual(
            views.map(\.frame),
            [
                rect(0, 0, 60, 300), rect(60, 0, 60, 20), rect(120, 140, 60, 20), rect(180, 280, 60, 20),
                rect(240, 280, 60, 20),
            ])
        for (value, y) in [(Flex.AlignItems.start, 0), (.center, 140), (.end, 280), (.stretch, 0)]
            as [(Flex.AlignItems, CGFloat)]
        {
            root.flex.alignItems(value)
            root.flex.layout()
            XCTAssertEqual(views[4].frame.minY, y, "\(value)")
            XCTAssertEqual(views[4].frame.height, value == .stretch ? 300 : 20, "\(value)")
        }
    }

    func testBaselineAlignment() {
        let root = container(400, 300)
        let big = Label(text: "Big", font: .systemFont(ofSize: 34))
        let small = Label(text: "small", font: .systemFont(ofSize: 12))
        root.flex.direction(.row).alignItems(.baseline).define { flex in
            flex.addItem(big)
            flex.addItem(small)
        }
        root.flex.layout()
        let bigBaseline = big.frame.minY + big.textLayout(width: .infinity).firstBaseline
        let smallBaseline = small.frame.minY + small.textLayout(width: .infinity).firstBaseline
        XCTAssertEqual(big.frame.minY, 0)
        XCTAssertGreaterThan(small.frame.minY, 0)
        XCTAssertEqual(bigBaseline, smallBaseline, accuracy: 1)
    }

    func testWrapAndAlignContentOfThreeItems() {
        let size = CGSize(width: 150, height: 50)
        XCTAssertEqual(
            three({ $0.direction(.row).wrap(.noWrap) }, itemSize: size).map(\.minX), [0, 150, 300])
        XCTAssertEqual(three({ $0.direction(.row).wrap(.nowrap) }, itemSize: size).map(\.minY), [0, 0, 0])
        XCTAssertEqual(
            three({ $0.direction(.row).wrap(.wrap) }, itemSize: size),
            [rect(0, 0, 150, 50), rect(150, 0, 150, 50), rect(0, 50, 150, 50)])
        XCTAssertEqual(
            three({ $0.direction(.row).wrap(.wrapReverse) }, itemSize: size),
            [rect(0, 250, 150, 50), rect(150, 250, 150, 50), rect(0, 200, 150, 50)])
        let lines: [(Flex.AlignContent, [CGFloat])] = [
            (.start, [0, 50]), (.end, [200, 250]), (.center, [100, 150]), (.spaceBetween, [0, 250]),
            (.spaceAround, [50, 200]), (.spaceEvenly, [200 / 3, 50 + 400 / 3]), (.stretch, [0, 150]),
        ]
        for (value, ys) in lines {
            let frames = three({ $0.direction(.row).wrap(.wrap).alignContent(value) }, itemSize: size)
            XCTAssertEqual(frames[0].minY, ys[0].rounded(.down), "\(value)")
            XCTAssertEqual(frames[2].minY, ys[1].rounded(.down), "\(value)")
        }
    }

    func testLayoutDirection() {
        XCTAssertEqual(
            three { $0.direction(.row).layoutDirection(.rtl) }.map(\.minX), [300, 200, 100])
        XCTAssertEqual(
            three { $0.direction(.row).layoutDirection(.ltr) }.map(\.minX), [0, 100, 200])
        XCTAssertEqual(
            three { $0.direction(.rowReverse).layoutDirection(.rtl) }.map(\.minX), [0, 100, 200])
        XCTAssertEqual(three { $0.direction(.row).layoutDirection(.inherit) }.map(\.minX), [0, 100, 200])
    }

    func testInheritFollowsTheViewsLayoutDirection() {
        let host = container(400, 300, "host")
        host.userInterfaceLayoutDirection = .rightToLeft
        let root = LayoutView(frame: rect(0, 0, 400, 100))
        host.addSubview(root)
        let a = named("a")
        let b = named("b")
        root.flex.direction(.row).define { flex in
            flex.addItem(a).width(100).marginStart(10)
            flex.addItem().direction(.row).layoutDirection(.ltr).width(200).define { flex in
                flex.addItem(b).width(50)
            }
        }
        root.flex.layout()
        XCTAssertEqual(a.frame, rect(290, 0, 100, 100))
        XCTAssertEqual(b.frame, rect(0, 0, 50, 100))
        XCTAssertEqual(b.superview?.frame, rect(90, 0, 200, 100))
    }

    func testGapsBetweenThreeItems() {
        XCTAssertEqual(three { $0.direction(.row).alignItems(.start).columnGap(50) }[1], rect(150, 0, 100, 50))
        XCTAssertEqual(three { $0.alignItems(.start).rowGap(50) }[1], rect(0, 100, 100, 50))
        XCTAssertEqual(three { $0.direction(.row).gap(10) }.map(\.minX), [0, 110, 220])
        let size = CGSize(width: 150, height: 50)
        XCTAssertEqual(three({ $0.direction(.row).wrap(.wrap).gap(10) }, itemSize: size)[2], rect(0, 60, 150, 50))
        XCTAssertEqual(three({ $0.direction(.row).wrap(.wrap).rowGap(20).columnGap(5) }, itemSize: size)[1].minX, 155)
    }
}
