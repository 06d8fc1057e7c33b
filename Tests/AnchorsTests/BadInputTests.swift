import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// Bad input gets a diagnostic, and the rest of the layout goes on unchanged.
final class BadInputTests: XCTestCase {
    private func makeLayout() -> (Fixture, LayoutView) {
        let f = Fixture()
        let good = f.add("good")
        good.edgeAnchors == f.container.edgeAnchors + 10
        return (f, good)
    }

    func testNaNConstant() {
        let (f, good) = makeLayout()
        let view = f.add("view")
        let before = f.container.constraints.count
        let (constraint, diagnostics) = LayoutDiagnostics.collect {
            let c = view.leadingAnchor == f.container.leadingAnchor + .nan
            f.layout()
            return c
        }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.kind, .invalidValue)
        XCTAssertEqual(
            diagnostics.first?.message,
            "the constant of view.leading == container.leading + nan is not finite; the constraint was not activated")
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(f.container.constraints.count, before)
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(good.frame, CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    func testNaNInsetsOnEdges() {
        let (f, good) = makeLayout()
        let view = f.add("view")
        let (group, diagnostics) = LayoutDiagnostics.collect {
            let g = view.edgeAnchors == f.container.edgeAnchors + EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            f.layout()
            return g
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(group.all.map(\.isActive), [false, true, true, true])
        XCTAssertEqual(good.frame, CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    func testUpdateThatMatchesNothingUnderFail() {
        let (f, good) = makeLayout()
        let group = f.container.constraints
        let (_, diagnostics) = LayoutDiagnostics.collect {
            updateConstraints(unmatched: .fail) {
                good.edgeAnchors == f.container.edgeAnchors + 20
                good.widthAnchor == 50
            }
            f.layout()
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.unmatchedUpdate])
        XCTAssertEqual(f.container.constraints.map(\.constant), group.map(\.constant))
        XCTAssertEqual(good.frame, CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    func testConstraintBetweenUnrelatedTrees() {
        let (f, good) = makeLayout()
        let stranger = LayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stranger.identifier = "stranger"
        let view = f.add("view", width: 10, height: 10)
        view.topAnchor == f.container.topAnchor
        let (constraint, diagnostics) = LayoutDiagnostics.collect {
            let c = view.leadingAnchor == stranger.trailingAnchor + 8
            f.layout()
            return c
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertEqual(
            diagnostics.first?.message,
            "the items of view.leading == stranger.trailing + 8 have no common ancestor; the constraint was not activated"
        )
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(stranger.constraints.isEmpty)
        XCTAssertEqual(good.frame, CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    func testCompositeBetweenUnrelatedTrees() {
        let (f, good) = makeLayout()
        let stranger = LayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = f.add("view")
        let (group, diagnostics) = LayoutDiagnostics.collect { view.edgeAnchors == stranger.edgeAnchors }
        XCTAssertEqual(diagnostics.map(\.kind), Array(repeating: .invalidHierarchy, count: 4))
        XCTAssertTrue(group.all.allSatisfy { !$0.isActive })
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        f.layout()
        XCTAssertEqual(good.frame, CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    func testPriorityOutOfRangeIsClampedWithADiagnostic() {
        let (f, _) = makeLayout()
        let view = f.add("view")
        let (constraint, diagnostics) = LayoutDiagnostics.collect { view.widthAnchor == 10 ~ 0 }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(constraint.priority.rawValue, 1)
    }

    func testPositionRelatedToASizeIsRefused() {
        let (f, good) = makeLayout()
        let view = f.add("view")
        let (constraint, diagnostics) = LayoutDiagnostics.collect {
            let c = view[.leading] == f.container[.width]
            f.layout()
            return c
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidInput])
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(good.frame, CGRect(x: 10, y: 10, width: 280, height: 180))
    }
}
