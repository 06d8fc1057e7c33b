import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Hidden arranged views collapse and take their spacing with them. The rule for custom spacing:
/// between two visible views the gap is the custom spacing after the earlier one, else `spacing`;
/// the custom spacing after a hidden view goes with it.
final class StackViewHiddenTests: XCTestCase {
    var root: LayoutView!
    var stack: StackView!
    var views: [SizedView]!

    /// A column 100 wide of A, B, C, D (10, 20, 30, 40 tall), spacing 5, 15 after B and 25 after C,
    /// whose height comes from its content.
    override func setUp() {
        views = [("A", 10), ("B", 20), ("C", 30), ("D", 40)].map { SizedView($0.0, 100, $0.1) }
        stack = StackView(arrangedSubviews: views)
        stack.identifier = "stack"
        stack.axis = .vertical
        stack.spacing = 5
        stack.setCustomSpacing(15, after: views[1])
        stack.setCustomSpacing(25, after: views[2])
        root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
    }

    /// The visible views' vertical spans, and the stack's height.
    func spans() -> ([String: ClosedRange<CGFloat>], CGFloat) {
        XCTAssertEqual(layout(root), [])
        var result: [String: ClosedRange<CGFloat>] = [:]
        for view in views where !view.isHidden { result[view.identifier!] = view.frame.minY...view.frame.maxY }
        return (result, stack.frame.height)
    }

    func testAllVisible() {
        let (found, height) = spans()
        XCTAssertEqual(found, ["A": 0...10, "B": 15...35, "C": 50...80, "D": 105...145])
        XCTAssertEqual(height, 145)
    }

    func testAnObserverOfTheHiddenViewThatLaysOutSeesItCollapsed() {
        // One observer registered after its view was arranged (as most code does), one before: either way
        // the stack has collapsed the view when the observer runs.
        let early = SizedView("E", 100, 10)
        var stackHeights: [CGFloat] = []
        let before = early.addObserver(for: .hidden) { [unowned self] _ in
            root.layoutIfNeeded()
            stackHeights.append(stack.frame.height)
        }
        stack.addArrangedSubview(early)
        var positionsOfD: [CGFloat] = []
        let after = views[1].addObserver(for: .hidden) { [unowned self] _ in
            root.layoutIfNeeded()
            positionsOfD.append(views[3].frame.minY)
        }
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(stack.frame.height, 160, "D ends at 145, then 5 and E's 10")
        views[1].isHidden = true
        XCTAssertEqual(positionsOfD, [70], "D after A, 5, C and C's 25 once B is gone")
        early.isHidden = true
        XCTAssertEqual(stackHeights, [110], "E gone: the stack ends with D")
        before.cancel()
        after.cancel()
    }

    func testHidingTheFirstViewStartsAtTheNext() {
        views[0].isHidden = true
        let (found, height) = spans()
        XCTAssertEqual(found, ["B": 0...20, "C": 35...65, "D": 90...130])
        XCTAssertEqual(height, 130)
    }

    func testHidingAMiddleViewTakesItsCustomSpacingWithIt() {
        views[1].isHidden = true
        let (found, height) = spans()
        // A has no custom spacing: 5 between A and C; B's 15 went with B.
        XCTAssertEqual(found, ["A": 0...10, "C": 15...45, "D": 70...110])
        XCTAssertEqual(height, 110)
    }

    func testTheCustomSpacingOfTheEarlierVisibleViewApplies() {
        views[2].isHidden = true
        let (found, height) = spans()
        // B's 15 now separates B from D; C's 25 went with C.
        XCTAssertEqual(found, ["A": 0...10, "B": 15...35, "D": 50...90])
        XCTAssertEqual(height, 90)
    }

    func testHidingTheLastViewEndsAtThePreviousOne() {
        views[3].isHidden = true
        let (found, height) = spans()
        XCTAssertEqual(found, ["A": 0...10, "B": 15...35, "C": 50...80])
        XCTAssertEqual(height, 80)
    }

    func testHidingEveryViewCollapsesTheStack() {
        for view in views { view.isHidden = true }
        let (found, height) = spans()
        XCTAssertEqual(found, [:])
        XCTAssertEqual(height, 0)
        assertConstraint(
            stackConstraints(stack, "stack.empty").first, stack, .height, .equal, nil, .notAnAttribute, priority: 25)
    }

    func testShowingViewsAgainRestoresTheirSpacing() {
        for view in views { view.isHidden = true }
        _ = spans()
        for view in views.reversed() { view.isHidden = false }
        let (found, height) = spans()
        XCTAssertEqual(found, ["A": 0...10, "B": 15...35, "C": 50...80, "D": 105...145])
        XCTAssertEqual(height, 145)
        XCTAssertTrue(stackConstraints(stack, "stack.hidden").isEmpty)
        XCTAssertTrue(stackConstraints(stack, "stack.empty").isEmpty)
    }

    func testHiddenViewsAreParkedWithWeakConstraints() {
        views[1].isHidden = true
        _ = spans()
        // Positions are installed on the stack, sizes on the view itself.
        let parking = stackConstraints(stack, "stack.hidden") + stackConstraints(views[1], "stack.hidden")
        XCTAssertEqual(parking.count, 4)
        XCTAssertTrue(parking.allSatisfy { $0.firstItem === views[1] && $0.priority == 25 })
        assertConstraint(parking.first { $0.firstAttribute == .top }, views[1], .top, .equal, stack, .top, priority: 25)
        assertConstraint(
            parking.first { $0.firstAttribute == .height }, views[1], .height, .equal, nil, .notAnAttribute,
            priority: 25)
        // Its own size wins over the weak parking size; it sits at the top of the stack.
        assertFrame(views[1].frame, CGRect(x: 0, y: 0, width: 100, height: 20), "B parked")
    }

    func testHidingNeverConflictsWithTheViewsOwnRequiredConstraints() {
        // UIKit's required UISV-hiding (height == 0) conflicts with a required height; ours is weak.
        let fixed = LayoutView()
        fixed.identifier = "fixed"
        fixed.heightAnchor.constraint(equalToConstant: 44).isActive = true
        stack.insertArrangedSubview(fixed, at: 2)
        stack.distribution = .fillEqually
        let unconstrainedHeight = spans().1
        let expectedHeight: CGFloat = 5 * 44 + 5 + 15 + 5 + 25
        XCTAssertEqual(unconstrainedHeight, expectedHeight)
        fixed.isHidden = true
        views[0].isHidden = true
        let (found, height) = spans()
        XCTAssertEqual(found, ["B": 0...40, "C": 55...95, "D": 120...160])
        XCTAssertEqual(height, 160)
    }

    func testHidingOneOfManyViewsReplacesOnlyTheConstraintsAroundIt() {
        let many = (0..<100).map { SizedView("v\($0)", 100, 10) }
        let column = StackView(arrangedSubviews: many)
        column.axis = .vertical
        column.spacing = 2
        let root = makeRoot(column, frame: CGRect(x: 0, y: 0, width: 100, height: 1200))
        layout(root)
        func made() -> Set<ObjectIdentifier> {
            Set((column.constraints + many.flatMap(\.constraints)).map(ObjectIdentifier.init))
        }
        let before = made()
        XCTAssertLessThanOrEqual(before.count, 4 * 100 + 4, "O(N) constraints")
        many[50].isHidden = true
        let after = made()
        // Gone: v50's link and fill-order pull, two alignment constraints, v51's link and pull. New:
        // v51's link and pull, four parking constraints.
        XCTAssertEqual(before.subtracting(after).count, 6)
        XCTAssertEqual(after.subtracting(before).count, 6)
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(many[51].frame.minY, many[49].frame.maxY + 2)
        many[50].isHidden = false
        XCTAssertEqual(made().count, before.count)
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(many[51].frame.minY, many[50].frame.maxY + 2)
    }

    func testSettingIsHiddenToItsValueChangesNothing() {
        _ = spans()
        let before = Set(stack.constraints.map(ObjectIdentifier.init))
        views[1].isHidden = false
        XCTAssertEqual(Set(stack.constraints.map(ObjectIdentifier.init)), before)
    }

    /// The stack's observers hold it `unowned`: they must stop when the stack goes, or hiding an
    /// arranged view that outlives its stack would reach the freed stack (and trap).
    func testAnArrangedViewOutlivesItsStack() {
        let survivor = SizedView("S", 10, 10)
        weak var freed: StackView?
        do {
            let column = StackView(arrangedSubviews: [survivor])
            column.axis = .vertical
            column.layoutIfNeeded()
            freed = column
        }
        XCTAssertNil(freed, "the observers keep no stack alive")
        XCTAssertNil(survivor.superview)
        survivor.isHidden = true
        XCTAssertTrue(survivor.isHidden)
        // The view can be arranged again, and its new stack follows it.
        let next = StackView(arrangedSubviews: [survivor, SizedView("T", 10, 20)])
        next.axis = .vertical
        let nextRoot = makeRoot(next)
        next.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            next.topAnchor.constraint(equalTo: nextRoot.topAnchor),
            next.leftAnchor.constraint(equalTo: nextRoot.leftAnchor),
        ])
        XCTAssertEqual(layout(nextRoot), [])
        XCTAssertEqual(next.frame.height, 20)
        survivor.isHidden = false
        XCTAssertEqual(layout(nextRoot), [])
        XCTAssertEqual(next.frame.height, 30)
    }
}
