import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// `layout(mode:)`, `sizeThatFits` and `intrinsicSize`.
final class FlexLayoutModeSeedTests: XCTestCase {
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

    func testLayoutFromLayoutSubviewsAsFlexLayoutUsersWriteIt() {
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
