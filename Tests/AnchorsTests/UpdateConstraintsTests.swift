import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "Updating Existing Constraints", "Unmatched behavior", "Matching rules" and "Search scope".
final class UpdateConstraintsTests: XCTestCase {
    private func makePair() -> (Fixture, view: LayoutView, other: LayoutView) {
        let f = Fixture()
        let other = f.add("other", width: 100, height: 20)
        let view = f.add("view")
        other.leadingAnchor == f.container.leadingAnchor
        other.topAnchor == f.container.topAnchor
        view.leadingAnchor == f.container.leadingAnchor
        view.topAnchor == other.bottomAnchor
        view.heightAnchor == 10
        return (f, view, other)
    }

    func testSeedExampleUpdatesConstantAndPriorityInPlace() {
        let (f, view, other) = makePair()
        let original = view.widthAnchor == other.widthAnchor + 8 ~ .low
        f.layout()
        XCTAssertEqual(view.frame.width, 108)

        let updated = updateConstraints {
            view.widthAnchor == other.widthAnchor + 24 ~ .high
        }
        XCTAssertEqual(updated.count, 1)
        XCTAssertTrue(updated.first === original, "the installed constraint is updated, not replaced")
        assertConstraint(original, view, .width, .equal, other, .width, constant: 24, priority: .high)
        XCTAssertEqual(f.container.constraints.filter { $0.firstItem === view && $0.firstAttribute == .width }.count, 1)
        f.layout()
        XCTAssertEqual(view.frame.width, 124)
    }

    func testPriorityMovesBetweenRequiredAndOptional() {
        let (f, view, other) = makePair()
        let constraint = view.widthAnchor == other.widthAnchor ~ .low
        let rival = view.widthAnchor == 30 ~ .high
        f.layout()
        XCTAssertEqual(view.frame.width, 30)
        updateConstraints { view.widthAnchor == other.widthAnchor + 2 }
        XCTAssertEqual(constraint.priority, .required)
        f.layout()
        XCTAssertEqual(view.frame.width, 102)
        updateConstraints { view.widthAnchor == other.widthAnchor + 2 ~ .fittingSize }
        f.layout()
        XCTAssertEqual(constraint.priority, .fittingSize)
        XCTAssertEqual(view.frame.width, 30)
        XCTAssertTrue(rival.isActive)
    }

    func testUnmatchedFailsByDefaultWithADiagnosticAndChangesNothing() {
        let (f, view, other) = makePair()
        let untouched = f.add("untouched")
        let before = f.container.constraints.count
        let line = #line + 4
        let (result, diagnostics) = LayoutDiagnostics.collect {
            updateConstraints {
                view.leadingAnchor == f.container.leadingAnchor + 50
                view.widthAnchor == other.widthAnchor + 24
                untouched.widthAnchor == 5
            }
        }
        XCTAssertEqual(result.count, 0)
        XCTAssertEqual(diagnostics.map(\.kind), [.unmatchedUpdate, .unmatchedUpdate])
        XCTAssertEqual(diagnostics.first?.line, line)
        XCTAssertEqual(diagnostics.first?.file, #fileID)
        XCTAssertEqual(diagnostics.first?.source, "Anchors")
        XCTAssertEqual(
            diagnostics.first?.message,
            "updateConstraints: no active constraint matches view.width == other.width + 24 (same items, attributes, "
                + "relation and multiplier); nothing was updated. Use updateConstraints(unmatched: .makeNew) to make "
                + "missing constraints")
        XCTAssertEqual(f.container.constraints.count, before, "no constraint made")
        XCTAssertTrue(untouched.translatesAutoresizingMaskIntoConstraints, "no view touched")
        let leading = f.container.constraints.first { $0.firstItem === view && $0.firstAttribute == .leading }
        XCTAssertEqual(leading?.constant, 0, "the matched constraint was not updated either")
        f.layout()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 20, width: 0, height: 10))
    }

    func testMakeNewActivatesTheUnmatched() {
        let (f, view, other) = makePair()
        let leading = f.container.constraints.first { $0.firstItem === view && $0.firstAttribute == .leading }
        let made = updateConstraints(unmatched: .makeNew) {
            view.leadingAnchor == f.container.leadingAnchor + 50
            view.widthAnchor == other.widthAnchor + 24
        }
        XCTAssertEqual(made.count, 2)
        XCTAssertTrue(made[0] === leading)
        assertConstraint(made[1], view, .width, .equal, other, .width, constant: 24)
        f.layout()
        assertFrames(f.root, ["view": CGRect(x: 50, y: 20, width: 124, height: 10)])
    }

    func testMatchingRulesCompareItemsAttributesRelationAndMultiplier() {
        let (f, view, other) = makePair()
        let equal = view.widthAnchor == other.widthAnchor / 2
        let atMost = view.widthAnchor <= other.widthAnchor
        f.layout()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            updateConstraints { view.widthAnchor == other.widthAnchor * 0.5 + 4 }
            updateConstraints { view.widthAnchor <= other.widthAnchor - 10 }
            updateConstraints { view.widthAnchor == other.widthAnchor + 1 }  // multiplier 1: no match
            updateConstraints { view.widthAnchor >= other.widthAnchor }  // relation: no match
            updateConstraints { view.widthAnchor == other.heightAnchor / 2 }  // attribute: no match
            updateConstraints { other.widthAnchor == view.widthAnchor / 2 }  // items swapped: no match
        }
        XCTAssertEqual(diagnostics.map(\.kind), Array(repeating: .unmatchedUpdate, count: 4))
        assertConstraint(equal, view, .width, .equal, other, .width, multiplier: 0.5, constant: 4)
        assertConstraint(atMost, view, .width, .lessThanOrEqual, other, .width, constant: -10)
        f.layout()
        XCTAssertEqual(view.frame.width, 54)
    }

    func testMultipliersComputedInAnotherOrderStillMatch() {
        let (f, view, other) = makePair()
        let ratio = view.widthAnchor == 4 * other.widthAnchor / 3
        let (_, diagnostics) = LayoutDiagnostics.collect {
            updateConstraints { view.widthAnchor == other.widthAnchor * (4.0 / 3.0) + 1 }
        }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(ratio.constant, 1)
        f.layout()
        XCTAssertEqual(view.frame.width, 134)
    }

    func testSearchScopeCoversGuidesSingleItemsAndAncestors() {
        let f = Fixture()
        let panel = f.add("panel")
        panel.edgeAnchors == f.container.edgeAnchors
        let guide = LayoutGuide()
        panel.addLayoutGuide(guide)
        let inner = f.add("inner", to: panel)
        let guideConstraint = guide.leadingAnchor == panel.leadingAnchor + 5
        let single = inner.widthAnchor == 10
        let across = inner.leadingAnchor == guide.trailingAnchor
        let cousin = f.add("cousin")
        let far = inner.topAnchor == cousin.bottomAnchor
        updateConstraints {
            guide.leadingAnchor == panel.leadingAnchor + 6
            inner.widthAnchor == 11
            inner.leadingAnchor == guide.trailingAnchor + 2
            inner.topAnchor == cousin.bottomAnchor + 3
        }
        XCTAssertEqual([guideConstraint, single, across, far].map(\.constant), [6, 11, 2, 3])
        XCTAssertTrue(single.installedView === inner)
        XCTAssertTrue(far.installedView === f.container)
    }

    func testSeveralMatchesUpdateTheFirstFound() {
        let (f, view, other) = makePair()
        let first = view.widthAnchor == other.widthAnchor ~ .low
        let second = view.widthAnchor == other.widthAnchor + 10 ~ .fittingSize
        updateConstraints { view.widthAnchor == other.widthAnchor + 5 ~ .high }
        XCTAssertEqual(first.constant, 5)
        XCTAssertEqual(first.priority, .high)
        XCTAssertEqual(second.constant, 10)
        XCTAssertEqual(second.priority, .fittingSize)
        f.layout()
        XCTAssertEqual(view.frame.width, 105)
    }

    func testNonFiniteConstantIsReportedAndNothingChanges() {
        let (f, view, other) = makePair()
        let width = view.widthAnchor == other.widthAnchor
        let (result, diagnostics) = LayoutDiagnostics.collect {
            updateConstraints {
                view.widthAnchor == other.widthAnchor + .nan
            }
        }
        XCTAssertEqual(result.count, 0)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(width.constant, 0)
        f.layout()
        XCTAssertEqual(view.frame.width, 100)
    }

    func testCompositeExpressionsUpdateEachConstraint() {
        let f = Fixture()
        let view = f.add("view")
        let group = view.edgeAnchors == f.container.edgeAnchors + 10
        updateConstraints {
            view.edgeAnchors == f.container.edgeAnchors + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
        XCTAssertEqual(group.all.map(\.constant), [1, 2, -3, -4])
        f.layout()
        assertFrames(f.root, ["view": CGRect(x: 2, y: 1, width: 294, height: 196)])
    }

    func testUpdateInsideABatchAppliesAtOnceAndStaysOutOfTheBatch() {
        let (f, view, other) = makePair()
        let width = view.widthAnchor == other.widthAnchor
        let made = batch(active: false) {
            view.heightAnchor == 99
            updateConstraints { view.widthAnchor == other.widthAnchor + 7 }
        }
        XCTAssertEqual(width.constant, 7)
        XCTAssertEqual(made.map(\.constant), [99])
        XCTAssertFalse(made[0].isActive)
        f.layout()
        assertFrames(f.root, ["view": CGRect(x: 0, y: 20, width: 107, height: 10)])
    }
}
