import FlexKit
import LayoutTestSupport
import XCTest

/// Bad values given to `view.flex`: each is reported, clamped or ignored, and the rest lays out.
final class FlexBadInputTests: XCTestCase {
    func testNegativeSizesAreClampedWithADiagnostic() {
        let f = FlexFixture(width: 300, height: 100)
        let (a, b) = (f.box("a"), f.box("b"))
        let (_, found) = LayoutDiagnostics.collect {
            f.container.flex.define { flex in
                flex.addItem(a).width(-20).height(10)
                flex.addItem(b).width(50).height(10).padding(-3).grow(-1)
            }
            f.container.flex.layout()
        }
        XCTAssertEqual(
            found.map(\.message),
            [
                "flex of a: width(-20.0) is negative; it was clamped to 0",
                "flex of b: padding(-3.0) is negative; it was clamped to 0",
                "flex of b: grow(-1.0) is negative; it was clamped to 0",
            ])
        XCTAssertEqual(Set(found.map(\.source)), ["FlexKit"])
        XCTAssertEqual(a.frame, rect(0, 0, 0, 10))
        XCTAssertEqual(b.frame, rect(0, 10, 50, 10))
    }

    func testNonFiniteValuesAreIgnoredWithADiagnostic() {
        let f = FlexFixture(width: 300, height: 100)
        let a = f.box("a")
        let (_, found) = LayoutDiagnostics.collect {
            f.container.flex.addItem(a).width(40).height(.nan).marginTop(.infinity).aspectRatio(0).width(CGFloat.nan%)
            f.container.flex.layout()
        }
        XCTAssertEqual(
            found.map(\.message),
            [
                "flex of a: height(nan) is not a finite number; it was ignored",
                "flex of a: marginTop(inf) is not a finite number; it was ignored",
                "flex of a: aspectRatio(0.0) is not a positive number; it was ignored",
                "flex of a: width(nan%) is not a finite number; it was ignored",
            ])
        XCTAssertEqual(a.frame, rect(0, 0, 40, 0))
    }

    func testPercentOfAnUndefinedSizeResolvesToAuto() {
        // adjustHeight leaves the container's height undefined: a percent height has nothing to take from.
        let f = FlexFixture(width: 300, height: 100)
        let (a, b) = (f.box("a"), f.box("b"))
        f.container.flex.define { flex in
            flex.addItem(a).height(50%).width(50%)
            flex.addItem(b).height(10)
        }
        let (_, found) = LayoutDiagnostics.collect { f.container.flex.layout(mode: .adjustHeight) }
        XCTAssertEqual(a.frame, rect(0, 0, 150, 0))
        XCTAssertEqual(b.frame, rect(0, 0, 300, 10))
        XCTAssertEqual(f.container.frame.height, 10)
        XCTAssertTrue(found.isEmpty, "Yoga resolves it to auto without a word: \(found)")
    }

    func testAnItemCannotContainItsContainer() {
        let f = FlexFixture()
        let inner = f.box("inner")
        f.container.flex.addItem(inner)
        let (_, found) = LayoutDiagnostics.collect { inner.flex.addItem(f.container) }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("cannot be an item of itself or of one of its descendants"))
        XCTAssertTrue(inner.superview === f.container)
        f.container.flex.layout()
        XCTAssertEqual(inner.frame.width, 300)
    }
}
