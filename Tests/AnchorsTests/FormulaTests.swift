import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// SwiftyLayout's formulas (seed 002): its README examples and every row of its operator table.
final class FormulaTests: XCTestCase {
    func testBasicUsage() {
        let f = Fixture()
        let viewA = f.add("viewA")
        let viewB = f.add("viewB", width: 200, height: 10)
        viewB[.leading] == f.container[.leading]
        viewB[.top] == f.container[.top]
        viewA[.leading] == f.container[.leading]
        viewA[.top] == viewB[.bottom]
        viewA[.height] == 10

        let c = viewA[.width] == 0.5 * viewB[.width] - 4.0
        // The same as:
        let reference = LayoutConstraint(
            item: viewA, attribute: .width,
            relatedBy: .equal,
            toItem: viewB, attribute: .width,
            multiplier: 0.5, constant: -4.0)
        f.layout()
        assertConstraint(c, viewA, .width, .equal, viewB, .width, multiplier: 0.5, constant: -4)
        XCTAssertEqual(c.multiplier, reference.multiplier)
        XCTAssertEqual(c.constant, reference.constant)
        assertFrames(f.root, ["viewA": CGRect(x: 0, y: 10, width: 96, height: 10)])
    }

    func testAspectRatio() {
        let f = Fixture()
        let viewA = f.add("viewA")
        viewA[.leading] == f.container[.leading]
        viewA[.top] == f.container[.top]
        viewA[.height] == 60
        let c = viewA[.width] * 3.0 == viewA[.height] * 4.0
        f.layout()
        assertConstraint(c, viewA, .width, .equal, viewA, .height, multiplier: 4.0 / 3.0)
        assertFrames(f.root, ["viewA": CGRect(x: 0, y: 0, width: 80, height: 60)])
    }

    func testPriority() {
        let f = Fixture()
        let outerView = f.add("outerView")
        outerView.edgeAnchors == f.container.edgeAnchors + 10
        let innerView = f.add("innerView", width: 50, height: 50, to: outerView)
        innerView[.top] == outerView[.top]
        let c = innerView[.leading] == outerView[.leading] + 4.0 ~ 750.0
        f.layout()
        assertConstraint(c, innerView, .leading, .equal, outerView, .leading, constant: 4, priority: .defaultHigh)
        assertFrames(f.root, ["innerView": CGRect(x: 4, y: 0, width: 50, height: 50)])
    }

    func testOperatorTable() {
        let f = Fixture()
        let a = f.add("a")
        let b = f.add("b")
        // + - * / with a constant, on either side where the table allows.
        XCTAssertEqual((a[.width] == b[.width] + 20).constant, 20)
        XCTAssertEqual((a[.width] == 20 + b[.width]).constant, 20)
        XCTAssertEqual((a[.width] == b[.width] - 20).constant, -20)
        let times = a[.width] == (b[.width] + 2) * 3
        XCTAssertEqual([times.multiplier, times.constant], [3, 6])
        let timesLeft = a[.width] == 3 * (b[.width] + 2)
        XCTAssertEqual([timesLeft.multiplier, timesLeft.constant], [3, 6])
        let divided = a[.width] == (b[.width] + 2) / 4
        XCTAssertEqual([divided.multiplier, divided.constant], [0.25, 0.5])
        // Terms on the left are solved for the left attribute.
        let solved = a[.width] * 2 + 10 == b[.width] - 4
        XCTAssertEqual([solved.multiplier, solved.constant], [0.5, -7])
        // Relations with a constant, on either side.
        assertConstraint(a[.height] == 44, a, .height, .equal, constant: 44)
        assertConstraint(a[.height] <= 44, a, .height, .lessThanOrEqual, constant: 44)
        assertConstraint(a[.height] >= 44, a, .height, .greaterThanOrEqual, constant: 44)
        assertConstraint(44 == a[.height], a, .height, .equal, constant: 44)
        assertConstraint(44 <= a[.height], a, .height, .greaterThanOrEqual, constant: 44)
        assertConstraint(44 >= a[.height], a, .height, .lessThanOrEqual, constant: 44)
        assertConstraint(a[.height] * 2 <= 44, a, .height, .lessThanOrEqual, constant: 22)
        // Relations between terms.
        assertConstraint(a[.centerX] <= b[.centerX], a, .centerX, .lessThanOrEqual, b, .centerX)
        assertConstraint(
            a[.firstBaseline] >= b[.lastBaseline] + 8, a, .firstBaseline, .greaterThanOrEqual, b, .lastBaseline,
            constant: 8)
        // `~` with a constraint and a number.
        XCTAssertEqual(((a[.width] == b[.width]) ~ 750).priority, 750)
        XCTAssertEqual(((a[.width] == b[.width]) ~ 750.0).priority, 750)
    }

    func testNegativeLeftMultiplierTurnsTheInequalityAround() {
        let f = Fixture()
        let a = f.add("a")
        let b = f.add("b")
        // -a.width <= 100 is a.width >= -100 once both sides are divided by -1.
        assertConstraint(-1 * a[.width] <= 100, a, .width, .greaterThanOrEqual, constant: -100)
        assertConstraint(
            a[.width] * -2 >= b[.width] + 10, a, .width, .lessThanOrEqual, b, .width, multiplier: -0.5, constant: -5)
        assertConstraint(-1 * a[.width] == 30, a, .width, .equal, constant: -30)
    }

    func testZeroLeftMultiplierIsReportedAndTheRestIsLaidOut() {
        let f = Fixture()
        let a = f.add("a", width: 40, height: 20)
        a[.leading] == f.container[.leading] + 5
        a[.top] == f.container[.top]
        let (bad, diagnostics) = LayoutDiagnostics.collect { 0 * a[.height] == 5 }
        XCTAssertFalse(bad.isActive)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.kind, .invalidValue)
        XCTAssertTrue(diagnostics.first?.message.contains("multiplier of 0.0 on its left side") ?? false)
        f.layout()
        assertFrames(f.root, ["a": CGRect(x: 5, y: 0, width: 40, height: 20)])
    }

    func testIntAndDoubleValues() {
        let f = Fixture()
        let a = f.add("a")
        let b = f.add("b")
        let intval = 20
        let floatval = 20.0
        XCTAssertEqual((a[.width] == b[.width] + intval + intval).constant, 40)
        XCTAssertEqual((a[.width] == 10.0 + floatval + b[.width]).constant, 30)
        XCTAssertEqual((a[.width] == b[.width] * intval).multiplier, 20)
        XCTAssertEqual((a[.width] == floatval * b[.width]).multiplier, 20)
        XCTAssertEqual((a[.height] * 4 == a[.width] * 3).multiplier, 0.75)
        XCTAssertEqual((a[.height] * 16.0 == a[.width] * 9.0).multiplier, 9.0 / 16.0)
        XCTAssertEqual((a[.width] <= intval).constant, 20)
        XCTAssertEqual((intval >= a[.width]).relation, .lessThanOrEqual)
    }

    func testEveryAttributeByItsSwiftName() {
        let f = Fixture()
        let view = f.add("view")
        let attributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
            .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        for attribute in attributes {
            let term = view[attribute]
            XCTAssertTrue(term.view === view)
            XCTAssertEqual(term.attribute, attribute)
            XCTAssertEqual(term.multiplier, 1)
            XCTAssertEqual(term.constant, 0)
        }
    }

    func testSampleAppLayout() {
        let f = Fixture()
        let view = f.container
        let v1 = f.add("v1")
        let v2 = f.add("v2")
        let size = min(view.bounds.size.width, view.bounds.size.height) / 3.0
        for v in [v1, v2] {
            v[.width] == size
            v[.height] == size
        }
        let cs: [LayoutConstraint] = [
            v1[.centerX] == view[.centerX],
            v2[.centerX] == view[.centerX],
            v1[.centerY] == view[.centerY] * (1.0 / 2.0),
            v2[.centerY] == view[.centerY] * (3.0 / 2.0),
        ]
        f.layout()
        XCTAssertTrue(cs.allSatisfy(\.isActive))
        // Sides of 200 / 3 around centres (150, 50) and (150, 150); edges are rounded to whole points.
        assertFrames(
            f.root,
            [
                "v1": CGRect(x: 117, y: 17, width: 66, height: 66),
                "v2": CGRect(x: 117, y: 117, width: 66, height: 66),
            ])
    }
}
