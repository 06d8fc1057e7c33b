import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The right side of a relation: `+ c`, `- c`, `c +`, `k *`, `* k`, `/ k` on anchors and expressions.
final class LayoutExpressionTests: XCTestCase {
    func testEveryArithmeticFormOnPositionAnchors() {
        let f = Fixture()
        let c = f.container
        let views = (0..<8).map { f.add("v\($0)", width: 10, height: 10) }
        for view in views { view.topAnchor == c.topAnchor }
        // One statement a form, as users write them (an array of them all type-checks slowly).
        let made0: LayoutConstraint = views[0].leadingAnchor == c.leadingAnchor + 12
        let made1: LayoutConstraint = views[1].leadingAnchor == c.trailingAnchor - 12
        let made2: LayoutConstraint = views[2].leadingAnchor == 12 + c.leadingAnchor
        let made3: LayoutConstraint = views[3].leadingAnchor == 0.5 * c.trailingAnchor
        let made4: LayoutConstraint = views[4].leadingAnchor == c.trailingAnchor * 0.25
        let made5: LayoutConstraint = views[5].leadingAnchor == c.trailingAnchor / 3
        let made6: LayoutConstraint = views[6].leadingAnchor == 2 * c.trailingAnchor / 3 - 10
        let made7: LayoutConstraint = views[7].leadingAnchor == 5 + c.trailingAnchor / 5 + 1
        let made = [made0, made1, made2, made3, made4, made5, made6, made7]
        f.layout()
        let expected: [(multiplier: CGFloat, constant: CGFloat, x: CGFloat)] = [
            (1, 12, 12), (1, -12, 288), (1, 12, 12), (0.5, 0, 150), (0.25, 0, 75), (1.0 / 3, 0, 100),
            (2.0 / 3, -10, 190), (0.2, 6, 66),
        ]
        for (index, constraint) in made.enumerated() {
            let attribute: LayoutAttribute = index == 0 || index == 2 ? .leading : .trailing
            assertConstraint(
                constraint, views[index], .leading, .equal, c, attribute, multiplier: expected[index].multiplier,
                constant: expected[index].constant)
            XCTAssertEqual(views[index].frame.minX, expected[index].x, "v\(index)")
        }
    }

    func testScalingAnExpressionScalesItsConstantToo() {
        let f = Fixture()
        let base = f.add("base", width: 40, height: 10)
        let view = f.add("view")
        base.topAnchor == f.container.bottomAnchor
        base.leadingAnchor == f.container.leadingAnchor
        let scaled = view.widthAnchor == (base.widthAnchor + 10) * 2
        let divided = view.heightAnchor == 3 * (base.heightAnchor + 4) / 2
        XCTAssertEqual(scaled.multiplier, 2)
        XCTAssertEqual(scaled.constant, 20)
        XCTAssertEqual(divided.multiplier, 1.5)
        XCTAssertEqual(divided.constant, 6)
        view.leadingAnchor == f.container.leadingAnchor
        view.topAnchor == f.container.topAnchor
        f.layout()
        assertFrames(f.root, ["view": CGRect(x: 0, y: 0, width: 100, height: 21)])
    }

    func testIntDoubleAndCGFloatValuesAllWork() {
        let f = Fixture()
        let view = f.add("view", width: 10, height: 10)
        let int = 8
        let double = 2.5
        let cgFloat: CGFloat = 4
        let a = view.leadingAnchor == f.container.leadingAnchor + int
        let b = view.topAnchor == f.container.topAnchor * double - cgFloat
        XCTAssertEqual(a.constant, 8)
        XCTAssertEqual(b.multiplier, 2.5)
        XCTAssertEqual(b.constant, -4)
        let expression = f.container.trailingAnchor / int + double
        XCTAssertEqual(expression.multiplier, 0.125)
        XCTAssertEqual(expression.constant, 2.5)
    }
}
