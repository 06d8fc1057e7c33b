import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// `width(of:)`, `height(of:)` and `size(of:)`, from FlexLayout's README (section 5, "minWidth(),
/// maxWidth(), minHeight(), maxHeight()": `view.flex.width(of: view1).maxWidth(250)` and
/// `view.flex.height(of: view1).maxHeight(30%)`; its first versions also listed `size(of: view1)`).
/// FlexLayout's sources never defined them; the README's own style is PinLayout's, where
/// `width(of: view)` takes the other view's width at the time of the call.
final class FlexRelativeSizeTests: XCTestCase {
    func testTheReadmeSamplesTakeTheOtherViewsSizeWithinTheLimits() {
        let root = container(400, 400)
        let view1 = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = named("view")
        let other = named("other")
        root.flex.define { flex in
            flex.addItem(view)
            flex.addItem(other).alignSelf(.start)
        }
        // The README's samples, verbatim.
        view.flex.width(of: view1).maxWidth(250)
        other.flex.height(of: view1).maxHeight(30%)
        root.flex.layout()
        XCTAssertEqual(view.frame, rect(0, 0, 250, 0), "300 wide, at most 250")
        XCTAssertEqual(other.frame, rect(0, 0, 0, 120), "200 high, at most 30% of 400")
    }

    func testTheSizeIsTheOtherViewsAtTheTimeOfTheCall() {
        let root = container(400, 400)
        let view1 = LayoutView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        let item = named("item")
        root.flex.addItem(item).alignSelf(.start).width(of: view1).height(of: view1)
        root.flex.layout()
        XCTAssertEqual(item.frame, rect(0, 0, 120, 30))
        view1.frame.size = CGSize(width: 60, height: 90)
        root.flex.layout()
        XCTAssertEqual(item.frame, rect(0, 0, 120, 30), "a later change of view1 needs another call")
        item.flex.size(of: view1)
        root.flex.layout()
        XCTAssertEqual(item.frame, rect(0, 0, 60, 90))
        item.flex.width(nil)
        root.flex.layout()
        XCTAssertEqual(item.frame, rect(0, 0, 0, 90), "width(nil) resets it to auto, as after width(_:)")
    }

    func testASiblingLaidOutBeforeGivesItsSize() {
        let root = container(300, 100)
        let (a, b) = (named("a"), named("b"))
        root.flex.direction(.row).define { flex in
            flex.addItem(a).grow(1)
            flex.addItem(b)
        }
        root.flex.layout()
        XCTAssertEqual(a.frame, rect(0, 0, 300, 100))
        b.flex.width(of: a).maxWidth(100)
        root.flex.layout()
        XCTAssertEqual(a.frame, rect(0, 0, 200, 100))
        XCTAssertEqual(b.frame, rect(200, 0, 100, 100))
    }

    func testASizeThatIsNotANumberNeverReachesTheItem() {
        let root = container(300, 100)
        let odd = LayoutView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        odd.identifier = "odd"
        let item = named("item")
        let (_, found) = LayoutDiagnostics.collect {
            // LayoutCore refuses a frame that is not a number, so the view keeps its size and the item
            // takes that (FlexKit's own guard against a NaN size stays as a second line of defence).
            odd.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
            root.flex.addItem(item).alignSelf(.start).size(of: odd)
            root.flex.layout()
        }
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.contains("odd") ?? false, "\(found.map(\.message))")
        XCTAssertEqual(odd.frame, rect(0, 0, 0, 10))
        XCTAssertEqual(item.frame, rect(0, 0, 0, 10), "the kept size applies")
    }
}
