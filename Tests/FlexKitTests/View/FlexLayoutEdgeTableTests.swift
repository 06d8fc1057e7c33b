import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// Sections 4, 6 and 7 of the seed: insets of positioned items, margins and paddings, every form.
/// The expected frames are those of FlexLayout's own tests (InsetTests, MarginTests, PaddingTests).
final class FlexLayoutEdgeTableTests: XCTestCase {
    func testRelativeInsetsOffsetTheItem() {
        check([
            FlexCase("left", rect(10, 0, 400, 400)) { _, item in item.position(.relative).grow(1).left(10) },
            FlexCase("top", rect(0, 10, 400, 400)) { _, item in item.position(.relative).grow(1).top(10) },
            FlexCase("right", rect(-10, 0, 400, 400)) { _, item in item.position(.relative).grow(1).right(10) },
            FlexCase("bottom", rect(0, -10, 400, 400)) { _, item in item.position(.relative).grow(1).bottom(10) },
            FlexCase("start", rect(10, 0, 400, 400)) { _, item in item.grow(1).start(10) },
            FlexCase("end", rect(-10, 0, 400, 400)) { _, item in item.grow(1).end(10) },
            FlexCase("horizontally", rect(10, 0, 400, 400)) { _, item in item.grow(1).horizontally(10) },
            FlexCase("vertically", rect(0, 10, 400, 400)) { _, item in item.grow(1).vertically(10) },
            FlexCase("all", rect(10, 10, 400, 400)) { _, item in item.grow(1).all(10) },
            FlexCase("left percent", rect(40, 0, 400, 400)) { _, item in item.grow(1).left(10%) },
        ])
    }

    func testAbsoluteInsetsPlaceTheItem() {
        check([
            FlexCase("left right width", rect(10, 0, 300, 200)) { _, item in
                item.position(.absolute).left(10).right(10).width(300).height(200)
            },
            FlexCase("left reset later", rect(0, 0, 300, 200)) { _, item in
                item.position(.absolute).left(10).right(10).width(300).height(200)
                item.left(0)
            },
            FlexCase("horizontally vertically", rect(15, 20, 370, 360)) { _, item in
                item.position(.absolute).horizontally(15).vertically(20)
            },
            FlexCase("all", rect(45, 45, 310, 310)) { _, item in item.position(.absolute).all(45) },
            FlexCase("seed: top left size", rect(10, 10, 50, 50)) { _, item in
                item.position(.absolute).top(10).left(10).size(50)
            },
            FlexCase("seed: top right", rect(290, 10, 100, 50)) { _, item in
                item.position(.absolute).top(10).right(10).width(100).height(50)
            },
            FlexCase("seed: left and right percent", rect(80, 0, 240, 0)) { _, item in
                item.position(.absolute).left(20%).right(20%)
            },
            FlexCase("start end", rect(30, 0, 350, 0)) { _, item in item.position(.absolute).start(30).end(20) },
            FlexCase("bottom percent (absolute items do not stretch)", rect(0, 340, 0, 20)) { _, item in
                item.position(.absolute).bottom(10%).height(20)
            },
            FlexCase("all percent", rect(40, 40, 320, 320)) { _, item in item.position(.absolute).all(10%) },
            FlexCase("vertically percent", rect(0, 100, 0, 200)) { _, item in
                item.position(.absolute).vertically(25%)
            },
            FlexCase("horizontally percent", rect(100, 0, 200, 0)) { _, item in
                item.position(.absolute).horizontally(25%)
            },
        ])
    }

    func testMargins() {
        check([
            FlexCase("none", rect(0, 0, 400, 400)) { _, item in item.grow(1) },
            FlexCase("marginLeft", rect(10, 0, 390, 400)) { _, item in item.grow(1).marginLeft(10) },
            FlexCase("marginTop", rect(0, 10, 400, 390)) { _, item in item.grow(1).marginTop(10) },
            FlexCase("marginBottom", rect(0, 0, 400, 390)) { _, item in item.grow(1).marginBottom(10) },
            FlexCase("marginRight", rect(0, 0, 390, 400)) { _, item in item.grow(1).marginRight(10) },
            FlexCase("marginStart", rect(10, 0, 390, 400)) { _, item in item.grow(1).marginStart(10) },
            FlexCase("marginEnd", rect(0, 0, 390, 400)) { _, item in item.grow(1).marginEnd(10) },
            FlexCase("margin(t, l, b, r)", rect(20, 10, 340, 360)) { _, item in item.grow(1).margin(10, 20, 30, 40) },
            FlexCase("margin(all)", rect(10, 10, 380, 380)) { _, item in item.grow(1).margin(10) },
            FlexCase("marginVertical", rect(0, 10, 400, 380)) { _, item in item.grow(1).marginVertical(10) },
            FlexCase("marginHorizontal", rect(10, 0, 380, 400)) { _, item in item.grow(1).marginHorizontal(10) },
            FlexCase("margin(v, h)", rect(20, 10, 360, 380)) { _, item in item.grow(1).margin(10, 20) },
            FlexCase("margin(t, h, b)", rect(20, 10, 360, 360)) { _, item in item.grow(1).margin(10, 20, 30) },
            FlexCase("margin(EdgeInsets)", rect(20, 10, 340, 360)) { _, item in
                item.grow(1).margin(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
            },
            FlexCase("margin(DirectionalEdgeInsets)", rect(20, 10, 340, 360)) { _, item in
                item.grow(1).margin(DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
            },
            FlexCase("seed: marginTop and marginLeft percent", rect(80, 80, 320, 320)) { _, item in
                item.grow(1).marginTop(20%).marginLeft(20%)
            },
            FlexCase("margin percent", rect(40, 40, 320, 320)) { _, item in item.grow(1).margin(10%) },
            FlexCase("marginHorizontal percent", rect(40, 0, 320, 400)) { _, item in
                item.grow(1).marginHorizontal(10%)
            },
            FlexCase("four percents", rect(80, 40, 160, 240)) { _, item in item.grow(1).margin(10%, 20%, 30%, 40%) },
            FlexCase("marginBottom/Right/Start/End/Vertical percent", rect(40, 40, 320, 280)) { _, item in
                item.grow(1).marginStart(10%).marginEnd(10%).marginVertical(10%).marginBottom(20%).marginRight(10%)
            },
        ])
    }

    func testPaddings() {
        check([
            FlexCase("paddingTop", rect(0, 10, 400, 390)) { root, item in
                root.paddingTop(10)
                item.grow(1)
            },
            FlexCase("paddingTop percent", rect(0, 40, 400, 360)) { root, item in
                root.paddingTop(10%)
                item.grow(1)
            },
            FlexCase("paddingLeft", rect(10, 0, 390, 400)) { root, item in
                root.paddingLeft(10)
                item.grow(1)
            },
            FlexCase("paddingLeft percent", rect(40, 0, 360, 400)) { root, item in
                root.paddingLeft(10%)
                item.grow(1)
            },
            FlexCase("paddingBottom", rect(0, 0, 400, 390)) { root, item in
                root.paddingBottom(10)
                item.grow(1)
            },
            FlexCase("paddingBottom percent", rect(0, 0, 400, 360)) { root, item in
                root.paddingBottom(10%)
                item.grow(1)
            },
            FlexCase("paddingRight", rect(0, 0, 390, 400)) { root, item in
                root.paddingRight(10)
                item.grow(1)
            },
            FlexCase("paddingRight percent", rect(0, 0, 360, 400)) { root, item in
                root.paddingRight(10%)
                item.grow(1)
            },
            FlexCase("padding", rect(10, 10, 380, 380)) { root, item in
                root.padding(10)
                item.grow(1)
            },
            FlexCase("padding percent", rect(40, 40, 320, 320)) { root, item in
                root.padding(10%)
                item.grow(1)
            },
            FlexCase("padding(t, l, b, r)", rect(20, 10, 340, 360)) { root, item in
                root.padding(10, 20, 30, 40)
                item.grow(1)
            },
            FlexCase("padding four percents", rect(80, 40, 160, 240)) { root, item in
                root.padding(10%, 20%, 30%, 40%)
                item.grow(1)
            },
            FlexCase("paddingStart", rect(10, 0, 390, 400)) { root, item in
                root.paddingStart(10)
                item.grow(1)
            },
            FlexCase("paddingStart percent", rect(40, 0, 360, 400)) { root, item in
                root.paddingStart(10%)
                item.grow(1)
            },
            FlexCase("paddingEnd", rect(0, 0, 390, 400)) { root, item in
                root.paddingEnd(10)
                item.grow(1)
            },
            FlexCase("paddingEnd percent", rect(0, 0, 360, 400)) { root, item in
                root.paddingEnd(10%)
                item.grow(1)
            },
            FlexCase("paddingHorizontal", rect(20, 0, 360, 400)) { root, item in
                root.paddingHorizontal(20)
                item.grow(1)
            },
            FlexCase("paddingHorizontal percent", rect(40, 0, 320, 400)) { root, item in
                root.paddingHorizontal(10%)
                item.grow(1)
            },
            FlexCase("paddingVertical", rect(0, 20, 400, 360)) { root, item in
                root.paddingVertical(20)
                item.grow(1)
            },
            FlexCase("paddingVertical percent", rect(0, 40, 400, 320)) { root, item in
                root.paddingVertical(10%)
                item.grow(1)
            },
            FlexCase("padding(v, h)", rect(12, 10, 376, 380)) { root, item in
                root.padding(10, 12)
                item.grow(1)
            },
            FlexCase("padding(t, h, b)", rect(12, 10, 376, 390)) { root, item in
                root.padding(10, 12, 0)
                item.grow(1)
            },
            FlexCase("seed: padding(10, 12, 0, 12)", rect(12, 10, 376, 390)) { root, item in
                root.padding(10, 12, 0, 12)
                item.grow(1)
            },
            FlexCase("padding(EdgeInsets)", rect(20, 10, 340, 360)) { root, item in
                root.padding(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
                item.grow(1)
            },
            FlexCase("padding(DirectionalEdgeInsets)", rect(20, 10, 340, 360)) { root, item in
                root.padding(DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
                item.grow(1)
            },
        ])
    }

    func testDirectionalEdgesFlipInRightToLeft() {
        let root = container(400, 400)
        let aView = named("a")
        let bView = named("b")
        root.flex.layoutDirection(.rtl).padding(DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
            .define { flex in
                flex.addItem(aView).height(50).margin(DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
                flex.addItem(bView).position(.absolute).start(7).width(20).height(20)
            }
        root.flex.layout()
        XCTAssertEqual(aView.frame, rect(10, 0, 355, 50))
        // Insets of an absolute item count from the container's border box, as in Yoga: 7 from the right edge.
        XCTAssertEqual(bView.frame, rect(373, 0, 20, 20))
    }
}
