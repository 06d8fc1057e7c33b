import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// `fill` breaks ties by index, as UIKit documents: among the views that hug least, extra room goes to
/// the last; among those that resist compression least, a shortage is taken from the first.
final class StackViewFillTiesTests: XCTestCase {
    /// A stack of views with the given main-axis lengths (cross length 10), laid out at `length`.
    private func makeStack(
        _ lengths: [CGFloat], axis: LayoutAxis, length: CGFloat, direction: UserInterfaceLayoutDirection = .leftToRight
    ) -> (LayoutView, [SizedView]) {
        let horizontal = axis == .horizontal
        let views = lengths.enumerated().map { index, value in
            SizedView("v\(index)", horizontal ? value : 10, horizontal ? 10 : value)
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        let frame = CGRect(x: 0, y: 0, width: horizontal ? length : 10, height: horizontal ? 10 : length)
        let root = makeRoot(stack, frame: frame)
        root.userInterfaceLayoutDirection = direction
        return (root, views)
    }

    /// The main-axis (start, length) of each view, start measured from the leading edge.
    private func spans(_ views: [SizedView], axis: LayoutAxis, total: CGFloat, rightToLeft: Bool = false)
        -> [[CGFloat]]
    {
        views.map { view in
            let frame = view.frame
            if axis == .vertical { return [frame.minY, frame.height] }
            return [rightToLeft ? total - frame.maxX : frame.minX, frame.width]
        }
    }

    func testGrowingStretchesTheLastViewThatHugsLeast() {
        for axis in [LayoutAxis.horizontal, .vertical] {
            for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                let context = "\(axis) \(direction)"
                let (root, views) = makeStack([10, 20, 30], axis: axis, length: 100, direction: direction)
                XCTAssertEqual(layout(root), [], context)
                let rtl = axis == .horizontal && direction == .rightToLeft
                XCTAssertEqual(
                    spans(views, axis: axis, total: 100, rightToLeft: rtl), [[0, 10], [10, 20], [30, 70]], context)
                if rtl {
                    XCTAssertEqual(views[0].frame, CGRect(x: 90, y: 0, width: 10, height: 10), context)
                    XCTAssertEqual(views[2].frame, CGRect(x: 0, y: 0, width: 70, height: 10), context)
                }

                // The two middle views hug least: the later of them stretches, not the last view.
                let (tied, four) = makeStack([10, 20, 30, 5], axis: axis, length: 100, direction: direction)
                four[1].setContentHuggingPriority(.defaultLow - 50, for: axis)
                four[2].setContentHuggingPriority(.defaultLow - 50, for: axis)
                XCTAssertEqual(layout(tied), [], context)
                XCTAssertEqual(
                    spans(four, axis: axis, total: 100, rightToLeft: rtl), [[0, 10], [10, 20], [30, 65], [95, 5]],
                    context)
            }
        }
    }

    func testShrinkingShrinksTheFirstViewThatResistsLeast() {
        for axis in [LayoutAxis.horizontal, .vertical] {
            for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                let context = "\(axis) \(direction)"
                let rtl = axis == .horizontal && direction == .rightToLeft
                let (root, views) = makeStack([40, 40, 40], axis: axis, length: 100, direction: direction)
                XCTAssertEqual(layout(root), [], context)
                XCTAssertEqual(
                    spans(views, axis: axis, total: 100, rightToLeft: rtl), [[0, 20], [20, 40], [60, 40]], context)

                // The first view resists more: the first of the two that resist least shrinks.
                let (tied, three) = makeStack([40, 40, 40], axis: axis, length: 100, direction: direction)
                three[0].setContentCompressionResistancePriority(.defaultHigh + 1, for: axis)
                XCTAssertEqual(layout(tied), [], context)
                XCTAssertEqual(
                    spans(three, axis: axis, total: 100, rightToLeft: rtl), [[0, 40], [40, 20], [60, 40]], context)
            }
        }
    }

    func testTiesFollowTheArrangementWhenViewsAreInsertedOrHidden() {
        let (root, views) = makeStack([10, 20], axis: .horizontal, length: 100)
        let stack = views[0].superview as! StackView
        let first = SizedView("first", 5, 10)
        stack.insertArrangedSubview(first, at: 0)
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(spans([first] + views, axis: .horizontal, total: 100), [[0, 5], [5, 10], [15, 85]])
        views[1].isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(spans([first, views[0]], axis: .horizontal, total: 100), [[0, 5], [5, 95]])
        let stretch = stackConstraints(stack, "stack.fill-order")
        XCTAssertEqual(stretch.count, 1, "one weak pull for each visible view after the first")
        XCTAssertTrue(stretch.allSatisfy { $0.priority == LayoutPriority(1) && $0.relation == .lessThanOrEqual })
        XCTAssertTrue(same(stretch.compactMap { $0.firstItem as? LayoutView }, [views[0]]))
    }

    /// Every visible view of a `fill` stack after the first has a pull (the first's start is the
    /// canvas start, which no pull could move). Hiding the first view drops the pull of the new first
    /// view; other distributions make none.
    func testEveryVisibleViewOfAFillStackButTheFirstIsPulled() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let context = "\(direction)"
            let (root, views) = makeStack([10, 20, 30], axis: .horizontal, length: 100, direction: direction)
            let stack = views[0].superview as! StackView
            XCTAssertEqual(layout(root), [], context)
            let rtl = direction == .rightToLeft
            XCTAssertEqual(
                spans(views, axis: .horizontal, total: 100, rightToLeft: rtl), [[0, 10], [10, 20], [30, 70]], context)
            let pulls = stackConstraints(stack, "stack.fill-order")
            XCTAssertTrue(
                same(
                    pulls.compactMap { $0.firstItem as? LayoutView }.sorted { $0.identifier! < $1.identifier! },
                    [views[1], views[2]]), context)
            for pull in pulls {
                XCTAssertTrue(pull.secondItem === stack, context)
                XCTAssertEqual(pull.firstAttribute, rtl ? .right : .left, context)
                XCTAssertEqual(pull.secondAttribute, rtl ? .right : .left, context)
                XCTAssertEqual(pull.relation, rtl ? .greaterThanOrEqual : .lessThanOrEqual, context)
                XCTAssertEqual(pull.priority, LayoutPriority(1), context)
                XCTAssertEqual(pull.constant, 0, context)
            }
            let start = stackConstraints(stack, "stack.canvas-start")
            XCTAssertEqual(start.count, 1, context)
            XCTAssertTrue(start.first?.firstItem === views[0], context)

            views[0].isHidden = true
            XCTAssertEqual(layout(root), [], context)
            XCTAssertEqual(
                spans([views[1], views[2]], axis: .horizontal, total: 100, rightToLeft: rtl), [[0, 20], [20, 80]],
                context)
            let after = stackConstraints(stack, "stack.fill-order")
            XCTAssertTrue(same(after.compactMap { $0.firstItem as? LayoutView }, [views[2]]), context)
            XCTAssertTrue(stackConstraints(stack, "stack.canvas-start").first?.firstItem === views[1], context)

            stack.distribution = .equalSpacing
            XCTAssertEqual(layout(root), [], context)
            XCTAssertEqual(stackConstraints(stack, "stack.fill-order").count, 0, context)
        }
    }
}
