import FlexKit
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
