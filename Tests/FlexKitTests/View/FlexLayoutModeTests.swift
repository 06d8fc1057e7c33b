import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// `layout(mode:)`, `sizeThatFits`, `intrinsicSize`, inclusion, display and the automatic re-measuring.
final class FlexLayoutModeTests: XCTestCase {
    private func column(_ f: FlexFixture) -> (LayoutView, LayoutView) {
        let (a, b) = (f.box("a"), f.box("b"))
        f.container.flex.padding(10).define { flex in
            flex.addItem(a).size(CGSize(width: 40, height: 30))
            flex.addItem(b).size(CGSize(width: 80, height: 20)).marginTop(5)
        }
        return (a, b)
    }

    func testFitContainerKeepsTheContainerSize() {
        let f = FlexFixture(width: 300, height: 100)
        let (a, b) = column(f)
        f.container.frame.origin = CGPoint(x: 7, y: 9)
        f.container.flex.layout()
        XCTAssertEqual(f.container.frame, rect(7, 9, 300, 100))
        XCTAssertEqual(a.frame, rect(10, 10, 40, 30))
        XCTAssertEqual(b.frame, rect(10, 45, 80, 20))
    }

    func testAdjustHeightAndAdjustWidth() {
        let f = FlexFixture(width: 300, height: 100)
        _ = column(f)
        f.container.flex.layout(mode: .adjustHeight)
        XCTAssertEqual(f.container.frame, rect(0, 0, 300, 75))
        f.container.flex.layout(mode: .adjustWidth)
        XCTAssertEqual(f.container.frame, rect(0, 0, 100, 75))
        f.container.flex.layout(mode: .fitContainer)
        XCTAssertEqual(f.container.frame, rect(0, 0, 100, 75))
    }

    func testSizeThatFitsAndIntrinsicSize() {
        let f = FlexFixture(width: 300, height: 100)
        let label = Label(text: "Some words that wrap when they are offered a narrow width")
        label.numberOfLines = 0
        f.container.flex.padding(10).addItem(label)
        let natural = label.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        XCTAssertEqual(f.container.flex.intrinsicSize, CGSize(width: natural.width + 20, height: natural.height + 20))
        let narrow = f.container.flex.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(narrow, CGSize(width: 120, height: wrapped.height + 20))
        XCTAssertGreaterThan(wrapped.height, natural.height)
        // Asking does not move anything.
        XCTAssertEqual(f.container.frame, rect(0, 0, 300, 100))
    }

    func testIsIncludedInLayoutAndDisplayNone() {
        let f = FlexFixture(width: 300, height: 100)
        let items = f.threeItems()
        f.container.flex.direction(.row)
        f.container.flex.layout()
        items[1].flex.isIncludedInLayout(false)
        items[1].frame = rect(1, 2, 3, 4)
        f.container.flex.layout()
        XCTAssertEqual(frames(items), [rect(0, 0, 50, 20), rect(1, 2, 3, 4), rect(50, 0, 50, 20)])
        XCTAssertFalse(items[1].flex.isIncludedInLayout)
        items[1].flex.isIncludedInLayout = true
        items[0].flex.display(.none)
        f.container.flex.layout()
        XCTAssertEqual(frames(items), [rect(0, 0, 0, 0), rect(0, 0, 50, 20), rect(50, 0, 50, 20)])
        items[0].flex.display(.flex)
        f.container.flex.layout()
        XCTAssertEqual(items[2].frame.minX, 100)
        // A plain subview that never used `flex` is no item.
        let plain = f.box("plain")
        plain.frame = rect(5, 5, 5, 5)
        f.container.addSubview(plain)
        f.container.flex.layout()
        XCTAssertEqual(plain.frame, rect(5, 5, 5, 5))
    }

    func testHiddenItemsCollapseWithTheirMarginsWhenAsked() {
        let f = FlexFixture(width: 300, height: 200)
        let (a, b, c) = (f.box("a"), f.box("b"), f.box("c"))
        f.container.flex.define { flex in
            flex.addItem(a).height(20)
            flex.addItem(b).height(20).marginVertical(8).collapsesWhenHidden(true)
            flex.addItem(c).height(20)
        }
        f.root.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 56)
        b.isHidden = true
        f.root.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 20, "the hidden item and its margins left the layout")
        b.isHidden = false
        f.root.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 56)
        // Without the option a hidden item keeps its place, as in FlexLayout.
        b.flex.collapsesWhenHidden(false)
        b.isHidden = true
        f.root.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 56)
    }

    func testLabelTextChangeRelayoutsWithoutMarkDirty() {
        let f = FlexFixture(width: 200, height: 300)
        let label = Label(text: "short")
        label.numberOfLines = 0
        let below = f.box("below")
        f.container.flex.define { flex in
            flex.addItem(label)
            flex.addItem(below).height(10)
        }
        f.root.layoutIfNeeded()
        let oneLine = label.frame.height
        XCTAssertEqual(below.frame.minY, oneLine)
        label.text = "a much longer text that will need several lines at two hundred points"
        f.root.layoutIfNeeded()
        let expected = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertGreaterThan(expected, oneLine)
        XCTAssertEqual(label.frame.height, expected)
        XCTAssertEqual(below.frame.minY, expected)
        // markDirty stays available, and chains.
        XCTAssertTrue(label.flex.markDirty() === label.flex)
    }

    func testLayoutFromLayoutSubviewsAsFlexLayoutUsersWriteIt() {
        final class Screen: LayoutView {
            let rootFlexContainer = LayoutView()
            let title = Label(text: "Title")
            override init(frame: CGRect = .zero) {
                super.init(frame: frame)
                addSubview(rootFlexContainer)
                rootFlexContainer.flex.padding(12).define { flex in
                    flex.addItem(title)
                    flex.addItem().height(1).marginTop(12).backgroundColor(.lightGray)
                }
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                rootFlexContainer.frame = CGRect(x: 0, y: 20, width: frame.width, height: 0)
                rootFlexContainer.flex.layout(mode: .adjustHeight)
            }
        }
        let screen = Screen(frame: rect(0, 0, 320, 480))
        screen.displayScale = 1
        screen.layoutIfNeeded()
        let titleHeight = screen.title.frame.height
        XCTAssertEqual(screen.rootFlexContainer.frame, rect(0, 20, 320, 12 + titleHeight + 12 + 1 + 12))
        XCTAssertEqual(screen.title.frame.minX, 12)
        XCTAssertEqual(screen.title.frame.width, 296)
    }

    private func makeRow(_ root: LayoutView) -> [LayoutView] {
        let views = [SizedView(80, 30, "a"), SizedView(60, 50, "b")]
        root.flex.direction(.row).padding(10).define { flex in
            flex.addItem(views[0]).marginRight(5)
            flex.addItem(views[1])
        }
        return views
    }

    func testFitContainerKeepsTheContainersSize() {
        let root = container(300, 200)
        root.frame.origin = CGPoint(x: 7, y: 9)
        let views = makeRow(root)
        root.flex.layout()
        XCTAssertEqual(root.frame, rect(7, 9, 300, 200))
        XCTAssertEqual(views.map(\.frame), [rect(10, 10, 80, 180), rect(95, 10, 60, 180)])
        root.flex.layout(mode: .fitContainer)
        XCTAssertEqual(root.frame, rect(7, 9, 300, 200))
    }

    func testAdjustHeight() {
        let root = container(300, 999)
        let views = makeRow(root)
        root.flex.layout(mode: .adjustHeight)
        XCTAssertEqual(root.frame, rect(0, 0, 300, 70))
        XCTAssertEqual(views.map(\.frame), [rect(10, 10, 80, 50), rect(95, 10, 60, 50)])
    }

    func testAdjustWidth() {
        let root = container(999, 100)
        let views = makeRow(root)
        root.flex.layout(mode: .adjustWidth)
        XCTAssertEqual(root.frame, rect(0, 0, 165, 100))
        XCTAssertEqual(views.map(\.frame), [rect(10, 10, 80, 80), rect(95, 10, 60, 80)])
    }

    func testSizeThatFitsAndIntrinsicSizeChangeNoFrame() {
        let root = container(300, 200)
        let label = Label(text: "Some words to wrap in a narrow column of text")
        label.numberOfLines = 0
        root.flex.padding(10).define { flex in
            flex.addItem(label)
        }
        let narrow = root.flex.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(narrow, CGSize(width: 120, height: wrapped.height + 20))
        XCTAssertEqual(root.flex.sizeThatFits(size: CGSize(width: 120, height: CGFloat.infinity)), narrow)
        let natural = label.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(root.flex.intrinsicSize, CGSize(width: natural.width + 20, height: natural.height + 20))
        XCTAssertEqual(root.frame, rect(0, 0, 300, 200))
        XCTAssertEqual(label.frame, .zero)
        root.flex.layout()
        XCTAssertEqual(label.frame, rect(10, 10, 280, label.sizeThatFits(CGSize(width: 280, height: 1000)).height))
    }

    func testAnItemsSizeThatFits() {
        let root = container(300, 200)
        var viewA: LayoutView?
        root.flex.define { flex in
            viewA =
                flex.addItem().direction(.row).padding(5).define { flex in
                    flex.addItem(SizedView(50, 20, "x"))
                    flex.addItem(SizedView(70, 30, "y"))
                }.view
        }
        let layoutSize = viewA?.flex.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(layoutSize, CGSize(width: 200, height: 40))
        XCTAssertEqual(viewA?.flex.intrinsicSize, CGSize(width: 130, height: 40))
        root.flex.layout()
        XCTAssertEqual(viewA?.frame, rect(0, 0, 300, 40))
    }

    func testLayoutFromAHostViewsLayoutSubviews() {
        let host = HostView(width: 320)
        host.rootFlexContainer.flex.padding(12).define { flex in
            flex.addItem(SizedView(100, 44, "button")).alignSelf(.center)
        }
        host.layoutIfNeeded()
        XCTAssertEqual(host.rootFlexContainer.frame, rect(0, 0, 320, 68))
        XCTAssertEqual(host.rootFlexContainer.subviews[0].frame, rect(110, 12, 100, 44))
        let count = host.layoutCount
        host.layoutIfNeeded()
        XCTAssertEqual(host.layoutCount, count, "nothing changed: no layout")
        host.frame = rect(0, 0, 200, 800)
        host.layoutIfNeeded()
        XCTAssertEqual(host.rootFlexContainer.subviews[0].frame, rect(50, 12, 100, 44))
    }

    func testRightToLeftRootFollowsTheView() {
        let root = container(300, 100)
        root.userInterfaceLayoutDirection = .rightToLeft
        let views = makeRow(root)
        root.flex.layout()
        // marginRight is physical: in RTL it lies between the container's right padding and a.
        XCTAssertEqual(views.map(\.frame), [rect(205, 10, 80, 80), rect(145, 10, 60, 80)])
        root.flex.layoutDirection(.ltr)
        root.flex.layout()
        XCTAssertEqual(views.map(\.frame), [rect(10, 10, 80, 80), rect(95, 10, 60, 80)])
    }
}

/// A root container's own margins: ignored, so that laying out again changes nothing.
final class FlexRootMarginTests: XCTestCase {
    func testRootMarginsNeitherMoveNorShrinkIt() {
        let f = FlexFixture(width: 300, height: 100)
        let item = f.box("item")
        f.container.frame.origin = CGPoint(x: 5, y: 6)
        f.container.flex.margin(10).padding(4).addItem(item).height(10)
        for _ in 0..<3 {
            f.container.flex.layout()
            XCTAssertEqual(f.container.frame, rect(5, 6, 300, 100))
            XCTAssertEqual(item.frame, rect(4, 4, 292, 10))
        }
        f.container.flex.layout(mode: .adjustHeight)
        XCTAssertEqual(f.container.frame, rect(5, 6, 300, 18))
    }
}
