import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// Section 3 of the seed: grow, shrink, basis, isIncludedInLayout, display, markDirty, and the
/// additions collapsesWhenHidden and automatic dirtying.
final class FlexItemSeedTests: XCTestCase {
    func testGrowSharesFreeSpace() {
        let root = container(400, 100)
        let views = ["a", "b", "c"].map(named)
        root.flex.direction(.row).define { flex in
            flex.addItem(views[0]).grow(1)
            flex.addItem(views[1]).grow(2)
            flex.addItem(views[2]).width(100)
        }
        root.flex.layout()
        XCTAssertEqual(views.map(\.frame), [rect(0, 0, 100, 100), rect(100, 0, 200, 100), rect(300, 0, 100, 100)])
    }

    func testShrinkIsZeroByDefaultSoItemsOverflow() {
        let root = container(200, 100)
        let a = named("a")
        let b = named("b")
        root.flex.direction(.row).define { flex in
            flex.addItem(a).width(150)
            flex.addItem(b).width(150)
        }
        root.flex.layout()
        XCTAssertEqual([a.frame, b.frame], [rect(0, 0, 150, 100), rect(150, 0, 150, 100)])
        a.flex.shrink(1)
        b.flex.shrink(3)
        root.flex.layout()
        // 100 too much; shrink is weighted by the basis: a gives 25, b 75.
        XCTAssertEqual([a.frame, b.frame], [rect(0, 0, 125, 100), rect(125, 0, 75, 100)])
    }

    func testBasis() {
        let root = container(400, 100)
        let a = named("a")
        let b = named("b")
        root.flex.direction(.row).define { flex in
            flex.addItem(a).basis(100).grow(1)
            flex.addItem(b).basis(25%).grow(1)
        }
        root.flex.layout()
        // 200 of free space shared equally on top of the bases 100 and 100.
        XCTAssertEqual([a.frame, b.frame], [rect(0, 0, 200, 100), rect(200, 0, 200, 100)])
        a.flex.basis(nil).width(50)
        root.flex.layout()
        XCTAssertEqual(a.frame, rect(0, 0, 175, 100))
    }

    func testIsIncludedInLayout() {
        let root = container(300, 300)
        let a = named("a")
        let b = named("b")
        let c = named("c")
        root.flex.define { flex in
            flex.addItem(a).height(50)
            flex.addItem(b).height(50).marginBottom(8)
            flex.addItem(c).height(50)
        }
        root.flex.layout()
        XCTAssertEqual(c.frame, rect(0, 108, 300, 50))
        b.flex.isIncludedInLayout(false)
        b.frame = rect(1, 2, 3, 4)
        root.flex.layout()
        XCTAssertEqual(b.frame, rect(1, 2, 3, 4), "an excluded view is not laid out")
        XCTAssertEqual(c.frame, rect(0, 50, 300, 50))
        XCTAssertFalse(b.flex.isIncludedInLayout)
        b.flex.isIncludedInLayout = true
        root.flex.layout()
        XCTAssertEqual(c.frame, rect(0, 108, 300, 50))
    }

    func testDisplayNone() {
        let root = container(300, 300)
        let a = named("a")
        let b = named("b")
        root.flex.define { flex in
            flex.addItem(a).height(50).marginBottom(10).display(.none)
            flex.addItem(b).height(50)
        }
        root.flex.layout()
        XCTAssertEqual(a.frame, rect(0, 0, 0, 0))
        XCTAssertEqual(b.frame, rect(0, 0, 300, 50))
        a.flex.display(.flex)
        root.flex.layout()
        XCTAssertEqual(b.frame, rect(0, 60, 300, 50))
    }

    func testHiddenViewsStayInTheLayoutUnlessTheyCollapse() {
        let root = container(300, 300)
        let a = named("a")
        let b = named("b")
        let c = named("c")
        root.flex.define { flex in
            flex.addItem(a).height(50)
            flex.addItem(b).height(50).marginVertical(10)
            flex.addItem(c).height(50)
        }
        b.isHidden = true
        root.flex.layout()
        XCTAssertEqual(c.frame, rect(0, 120, 300, 50), "as in FlexLayout, a hidden view keeps its place")
        b.flex.collapsesWhenHidden(true)
        root.flex.layout()
        XCTAssertEqual(c.frame, rect(0, 50, 300, 50), "a collapsing hidden view leaves with its margins")
        b.isHidden = false
        root.flex.layout()
        XCTAssertEqual(c.frame, rect(0, 120, 300, 50))
        XCTAssertEqual(b.frame, rect(0, 60, 300, 50))
    }

    func testMarkDirtyMeasuresAgain() {
        let root = container(300, 300)
        let content = SizedView(100, 40, "content")
        root.flex.alignItems(.start).define { flex in
            flex.addItem(content)
        }
        root.flex.layout()
        XCTAssertEqual(content.frame, rect(0, 0, 100, 40))
        content.contentSize = CGSize(width: 120, height: 60)
        root.flex.layout()
        XCTAssertEqual(content.frame, rect(0, 0, 100, 40), "without markDirty the cached measurement stays")
        content.flex.markDirty()
        root.flex.layout()
        XCTAssertEqual(content.frame, rect(0, 0, 120, 60))
    }

    func testLabelTextChangeNeedsNoMarkDirty() {
        let host = HostView(width: 200)
        let label = Label(text: "Short")
        label.numberOfLines = 0
        let footer = named("footer")
        host.rootFlexContainer.flex.padding(10).define { flex in
            flex.addItem(label)
            flex.addItem(footer).height(10)
        }
        host.layoutIfNeeded()
        let oneLine = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(label.frame, rect(10, 10, 180, oneLine))
        label.text = "A much longer text that wraps onto several lines at this width"
        host.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertGreaterThan(wrapped, oneLine)
        XCTAssertEqual(label.frame, rect(10, 10, 180, wrapped))
        XCTAssertEqual(footer.frame, rect(10, 10 + wrapped, 180, 10))
        XCTAssertEqual(host.rootFlexContainer.frame.height, wrapped + 30)
    }

    func testBackgroundColorAndViewAccess() {
        let root = container(100, 100)
        let item = root.flex.addItem().backgroundColor(.gray)
        XCTAssertEqual(item.view?.backgroundColor, .gray)
        XCTAssertTrue(item.view?.superview === root)
    }
}

/// A view that lays out its flex container the FlexLayout way: from `layoutSubviews()`.
final class HostView: LayoutView {
    let rootFlexContainer = LayoutView()
    var layoutCount = 0

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        displayScale = 1
        addSubview(rootFlexContainer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        rootFlexContainer.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0)
        rootFlexContainer.flex.layout(mode: .adjustHeight)
    }
}
