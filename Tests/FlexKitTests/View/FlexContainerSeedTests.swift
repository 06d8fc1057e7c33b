import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// Section 2 of the seed: direction, justifyContent, alignItems, alignSelf, wrap, alignContent,
/// layoutDirection, and gaps.
final class FlexContainerSeedTests: XCTestCase {
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

    func testAlignItemsAndAlignSelf() {
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

    func testWrapAndAlignContent() {
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

    func testGaps() {
        XCTAssertEqual(three { $0.direction(.row).alignItems(.start).columnGap(50) }[1], rect(150, 0, 100, 50))
        XCTAssertEqual(three { $0.alignItems(.start).rowGap(50) }[1], rect(0, 100, 100, 50))
        XCTAssertEqual(three { $0.direction(.row).gap(10) }.map(\.minX), [0, 110, 220])
        let size = CGSize(width: 150, height: 50)
        XCTAssertEqual(three({ $0.direction(.row).wrap(.wrap).gap(10) }, itemSize: size)[2], rect(0, 60, 150, 50))
        XCTAssertEqual(three({ $0.direction(.row).wrap(.wrap).rowGap(20).columnGap(5) }, itemSize: size)[1].minX, 155)
    }
}
