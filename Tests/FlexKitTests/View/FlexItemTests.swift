import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// FlexLayout's item properties (sections 3 to 7) on views: flexibility, positions, sizes, margins, paddings.
final class FlexItemTests: XCTestCase {
    func testGrowShrinkAndBasis() {
        let f = FlexFixture()
        let (a, b, c) = (f.box("a"), f.box("b"), f.box("c"))
        f.container.flex.direction(.row).define { flex in
            flex.addItem(a).width(50).grow(1)
            flex.addItem(b).width(50).grow(2)
            flex.addItem(c).basis(40)
        }
        f.container.flex.layout()
        // 300 - 140 = 160 free: a gets 1/3 (103.3), b 2/3 (156.7). Leaves round as Yoga rounds measured
        // nodes (FlexLayout measures every leaf): sizes up, positions down.
        XCTAssertEqual(a.frame, rect(0, 0, 104, 100))
        XCTAssertEqual(b.frame, rect(103, 0, 157, 100))
        XCTAssertEqual(c.frame, rect(260, 0, 40, 100))
        // Shrink: 200 + 150 in 300; the 50 too many is shared by shrink x basis (200 : 450).
        let g = FlexFixture()
        let (d, e) = (g.box("d"), g.box("e"))
        g.container.flex.direction(.row).define { flex in
            flex.addItem(d).basis(200).shrink(1)
            flex.addItem(e).basis(50%).shrink(3)
        }
        g.container.flex.layout()
        XCTAssertEqual(d.frame.width, 185)  // 184.6
        XCTAssertEqual(e.frame.width, 116)  // 115.4
        // Shrink 0 (the default) overflows, as FlexLayout's FAQ says.
        d.flex.shrink(0)
        e.flex.shrink(0)
        g.container.flex.layout()
        XCTAssertEqual(d.frame.width, 200)
        XCTAssertEqual(e.frame, rect(200, 0, 150, 100))
        d.flex.basis(nil).width(30)
        g.container.flex.layout()
        XCTAssertEqual(d.frame.width, 30)
    }

    func testAbsolutePositionWithPointsAndPercent() {
        let f = FlexFixture(width: 300, height: 200)
        let (a, b, c, d) = (f.box("a"), f.box("b"), f.box("c"), f.box("d"))
        f.container.flex.define { flex in
            flex.addItem(a).position(.absolute).top(10).left(10).size(50)
            flex.addItem(b).position(.absolute).top(10).right(10).width(100).height(50)
            flex.addItem(c).position(.absolute).left(20%).right(20%).bottom(10%).height(10)
            flex.addItem(d).position(.absolute).all(5).start(30).end(40%)
        }
        f.container.flex.layout()
        XCTAssertEqual(a.frame, rect(10, 10, 50, 50))
        XCTAssertEqual(b.frame, rect(190, 10, 100, 50))
        XCTAssertEqual(c.frame, rect(60, 170, 180, 10))
        XCTAssertEqual(d.frame, rect(30, 5, 150, 190))
        d.flex.vertically(20).horizontally(10%).start(10%).end(10%)
        f.container.flex.layout()
        XCTAssertEqual(d.frame, rect(30, 20, 240, 160))
        d.flex.top(10%).bottom(10%).left(15).right(15).position(.relative)
        f.container.flex.layout()
        XCTAssertEqual(d.frame.minY, 20, "a relative item is offset by its insets")
    }

    func testSizesMinMaxAndPercent() {
        let f = FlexFixture(width: 300, height: 200)
        let (a, b, c) = (f.box("a"), f.box("b"), f.box("c"))
        f.container.flex.define { flex in
            flex.addItem(a).width(50%).height(25%)
            flex.addItem(b).size(CGSize(width: 40, height: 30)).maxWidth(20).minHeight(35)
            flex.addItem(c).minWidth(50%).maxHeight(10%).height(100).maxWidth(60%)
        }
        f.container.flex.layout()
        XCTAssertEqual(a.frame, rect(0, 0, 150, 50))
        XCTAssertEqual(b.frame, rect(0, 50, 20, 35))
        XCTAssertEqual(c.frame, rect(0, 85, 180, 20))
        a.flex.width(nil).height(nil).minWidth(120).maxWidth(nil).maxHeight(30).minHeight(5%).height(60)
        b.flex.size(nil).minWidth(nil).maxWidth(200).minHeight(nil).maxHeight(nil)
        c.flex.minWidth(nil).minHeight(15%).maxWidth(30%).maxHeight(nil).height(nil)
        f.container.flex.alignItems(.start).layout()
        XCTAssertEqual(a.frame, rect(0, 0, 120, 30))
        XCTAssertEqual(b.frame, rect(0, 30, 0, 0))
        XCTAssertEqual(c.frame, rect(0, 30, 0, 30))
    }

    func testAspectRatio() {
        let f = FlexFixture(width: 320, height: 400)
        let image = ImageView(image: Image(size: CGSize(width: 160, height: 90)))
        let square = f.box("square")
        f.container.flex.define { flex in
            flex.addItem(image).width(100%).aspectRatio(of: image)
            flex.addItem(square).width(100).aspectRatio(1)
        }
        f.container.flex.layout()
        XCTAssertEqual(image.frame, rect(0, 0, 320, 180))
        XCTAssertEqual(square.frame, rect(0, 180, 100, 100))
        square.flex.aspectRatio(16 / 9)
        f.container.flex.layout()
        XCTAssertEqual(square.frame.height, 57)  // 56.25, rounded up
        square.flex.aspectRatio(nil).height(10)
        f.container.flex.layout()
        XCTAssertEqual(square.frame.height, 10)
    }

    func testEveryMarginForm() {
        func itemFrame(_ configure: (Flex) -> Void, rtl: Bool = false) -> CGRect {
            let f = FlexFixture(width: 200, height: 100)
            let item = f.box("item")
            let flex = f.container.flex.direction(.row).alignItems(.start).addItem(item).size(20)
            configure(flex)
            if rtl { f.container.flex.layoutDirection(.rtl) }
            f.container.flex.layout()
            return item.frame
        }
        XCTAssertEqual(itemFrame { $0.margin(10) }, rect(10, 10, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginTop(20%).marginLeft(20%) }, rect(40, 40, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginHorizontal(20) }, rect(20, 0, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginVertical(7) }, rect(0, 7, 20, 20))
        XCTAssertEqual(itemFrame { $0.margin(10, 12, 0, 12) }, rect(12, 10, 20, 20))
        XCTAssertEqual(itemFrame { $0.margin(3, 4) }, rect(4, 3, 20, 20))
        XCTAssertEqual(itemFrame { $0.margin(3, 4, 5) }, rect(4, 3, 20, 20))
        XCTAssertEqual(
            itemFrame { $0.margin(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }, rect(2, 1, 20, 20))
        XCTAssertEqual(
            itemFrame { $0.margin(DirectionalEdgeInsets(top: 1, leading: 6, bottom: 3, trailing: 4)) },
            rect(6, 1, 20, 20))
        XCTAssertEqual(
            itemFrame({ $0.margin(DirectionalEdgeInsets(top: 1, leading: 6, bottom: 3, trailing: 4)) }, rtl: true),
            rect(174, 1, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginStart(8) }, rect(8, 0, 20, 20))
        XCTAssertEqual(itemFrame({ $0.marginStart(8) }, rtl: true), rect(172, 0, 20, 20))
        XCTAssertEqual(itemFrame({ $0.marginEnd(8) }, rtl: true), rect(180, 0, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginStart(10%).marginEnd(5%) }, rect(20, 0, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginBottom(5).marginRight(5).marginTop(2) }, rect(0, 2, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginBottom(5%).marginRight(5%).marginLeft(1) }, rect(1, 0, 20, 20))
        XCTAssertEqual(itemFrame { $0.margin(5%) }, rect(10, 10, 20, 20))
        XCTAssertEqual(itemFrame { $0.marginHorizontal(5%).marginVertical(1%) }, rect(10, 2, 20, 20))
        XCTAssertEqual(itemFrame { $0.margin(-5) }, rect(-5, -5, 20, 20), "negative margins are allowed")
    }

    func testEveryPaddingForm() {
        func itemFrame(_ configure: (Flex) -> Void, rtl: Bool = false) -> CGRect {
            let f = FlexFixture(width: 200, height: 100)
            let item = f.box("item")
            f.container.flex.direction(.row).alignItems(.start).addItem(item).size(20)
            configure(f.container.flex)
            if rtl { f.container.flex.layoutDirection(.rtl) }
            f.container.flex.layout()
            return item.frame
        }
        XCTAssertEqual(itemFrame { $0.padding(20) }, rect(20, 20, 20, 20))
        XCTAssertEqual(itemFrame { $0.paddingBottom(20).paddingRight(5) }, rect(0, 0, 20, 20))
        XCTAssertEqual(itemFrame { $0.paddingHorizontal(20) }, rect(20, 0, 20, 20))
        XCTAssertEqual(itemFrame { $0.paddingVertical(20) }, rect(0, 20, 20, 20))
        XCTAssertEqual(itemFrame { $0.padding(10, 12, 0, 12) }, rect(12, 10, 20, 20))
        XCTAssertEqual(itemFrame { $0.padding(3, 4) }, rect(4, 3, 20, 20))
        XCTAssertEqual(itemFrame { $0.padding(3, 4, 5) }, rect(4, 3, 20, 20))
        XCTAssertEqual(itemFrame { $0.paddingTop(6).paddingLeft(7) }, rect(7, 6, 20, 20))
        XCTAssertEqual(
            itemFrame { $0.padding(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }, rect(2, 1, 20, 20))
        XCTAssertEqual(
            itemFrame({ $0.padding(DirectionalEdgeInsets(top: 1, leading: 6, bottom: 3, trailing: 4)) }, rtl: true),
            rect(174, 1, 20, 20))
        XCTAssertEqual(itemFrame({ $0.paddingStart(8).paddingEnd(3) }, rtl: true), rect(172, 0, 20, 20))
        XCTAssertEqual(itemFrame { $0.paddingStart(8).paddingEnd(3) }, rect(8, 0, 20, 20))
    }

    func testPercentOperatorOnEveryNumberType() {
        let cgfloat: CGFloat = 50
        let double: Double = 25
        let float: Float = 10
        let int = 5
        XCTAssertEqual(cgfloat%, FPercent(value: 50))
        XCTAssertEqual(double%, FPercent(value: 25))
        XCTAssertEqual(float%, FPercent(value: 10))
        XCTAssertEqual(int%, FPercent(value: 5))
        XCTAssertEqual(12.5%, FPercent(value: 12.5))
        let f = FlexFixture(width: 200, height: 100)
        let item = f.box("item")
        f.container.flex.addItem(item).width(cgfloat%).height(double%)
        f.container.flex.layout()
        XCTAssertEqual(item.frame, rect(0, 0, 100, 25))
    }

    // FlexLayout's section 3 as its documentation shows it: grow, shrink, basis, isIncludedInLayout,
    // display, markDirty, and the additions collapsesWhenHidden and automatic dirtying.
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
