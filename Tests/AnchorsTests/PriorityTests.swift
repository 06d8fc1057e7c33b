import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "Priority": `~` after any expression, with the seed's names, numbers and arithmetic.
final class PriorityTests: XCTestCase {
    func testPriorityExamplesMakeOneConstraintAtThatPriority() {
        let f = Fixture()
        let low = f.add("low", width: 10, height: 10)
        let almost = f.add("almost", width: 10, height: 10)
        let custom = f.add("custom", width: 10, height: 10)
        var made: [LayoutConstraint] = []
        for view in [low, almost, custom] { view.topAnchor.constraint(equalTo: f.container.topAnchor).isActive = true }
        // Align view 20 points from the center of its superview, with system-defined low priority
        made.append(low.centerXAnchor == low.superview!.centerXAnchor + 20 ~ .low)
        // Align view 20 points from the center of its superview, with (required - 1) priority
        made.append(almost.centerXAnchor == almost.superview!.centerXAnchor + 20 ~ .required - 1)
        // Align view 20 points from the center of its superview, with custom priority
        made.append(custom.centerXAnchor == custom.superview!.centerXAnchor + 20 ~ 752)
        f.layout()

        let priorities: [LayoutPriority] = [250, 999, 752]
        for (index, view) in [low, almost, custom].enumerated() {
            assertConstraint(
                made[index], view, .centerX, .equal, f.container, .centerX, constant: 20, priority: priorities[index])
            XCTAssertEqual(
                f.container.constraints.filter { $0.firstItem === view && $0.firstAttribute == .centerX }.count, 1,
                "one constraint")
            XCTAssertEqual(view.frame.midX, 170)
        }
    }

    func testPriorityNames() {
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.high.rawValue, 750)
        XCTAssertEqual(LayoutPriority.low.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSize.rawValue, 50)
        let f = Fixture()
        let view = f.add("view")
        XCTAssertEqual((view.widthAnchor == 10 ~ .high).priority, .defaultHigh)
        XCTAssertEqual((view.widthAnchor == 10 ~ .fittingSize).priority, .fittingSizeLevel)
        XCTAssertEqual((view.widthAnchor == 10 ~ 750.5).priority.rawValue, 750.5)
        XCTAssertEqual((view.widthAnchor == 10 ~ .low + 1).priority.rawValue, 251)
        XCTAssertEqual((view.widthAnchor == 10 ~ .required).priority, .required)
    }

    func testHigherPriorityWins() {
        let f = Fixture()
        let view = f.add("view", width: 10, height: 10)
        view.topAnchor == f.container.topAnchor
        let weak = view.leadingAnchor == f.container.leadingAnchor + 5 ~ .low
        let strong = view.leadingAnchor == f.container.leadingAnchor + 50 ~ .high
        f.layout()
        XCTAssertEqual(view.frame.minX, 50)
        strong.priority = .fittingSize
        f.layout()
        XCTAssertEqual(view.frame.minX, 5)
        XCTAssertEqual(weak.priority, .low)
    }

    func testRequiredConstraintMadeOptionalBeforeLayoutNeverConflicts() {
        let f = Fixture()
        let view = f.add("view", width: 10, height: 10)
        view.topAnchor == f.container.topAnchor
        view.leadingAnchor == f.container.leadingAnchor
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.leadingAnchor == f.container.leadingAnchor + 40 ~ .low
            f.layout()
        }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(view.frame.minX, 0)
    }

    func testPriorityOnCompositeResults() {
        let f = Fixture()
        let view = f.add("view")
        let edges = view.edgeAnchors == f.container.edgeAnchors + 10 ~ .high
        let size = view.sizeAnchors == CGSize(width: 50, height: 50) ~ .low
        for constraint in edges.all { XCTAssertEqual(constraint.priority, .high) }
        for constraint in size.all { XCTAssertEqual(constraint.priority, .low) }
        f.layout()
        assertFrames(f.root, ["view": CGRect(x: 10, y: 10, width: 280, height: 180)])
    }

    func testPriorityBindsLooserThanComparisonInBothLibrariesForms() {
        let f = Fixture()
        let inner = f.add("inner")
        let outer = f.add("outer")
        let anchors = inner.topAnchor == outer.topAnchor + 20 ~ .low
        let formula = inner[.leading] == outer[.leading] + 4.0 ~ 750
        let grouped = (inner.widthAnchor == outer.widthAnchor) ~ 300
        assertConstraint(anchors, inner, .top, .equal, outer, .top, constant: 20, priority: .low)
        assertConstraint(formula, inner, .leading, .equal, outer, .leading, constant: 4, priority: 750)
        assertConstraint(grouped, inner, .width, .equal, outer, .width, priority: 300)
    }
}
