import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "Batching Constraints": `batch(active:)` with its result builder.
final class BatchTests: XCTestCase {
    func testSeedExampleReturnsInactiveConstraintsToActivateLater() {
        let f = Fixture()
        let view1 = f.add("view1")
        let view2 = f.add("view2", width: 100, height: 80)
        view2.leadingAnchor == f.container.leadingAnchor
        view2.topAnchor == f.container.topAnchor
        view1.leadingAnchor == view2.trailingAnchor
        view1.topAnchor == view2.topAnchor

        let constraints = batch(active: false) {
            view1.widthAnchor == view2.widthAnchor
            view1.heightAnchor == view2.heightAnchor / 2 ~ .low
            // ... as many constraints as you want
        }
        XCTAssertEqual(constraints.count, 2)
        assertConstraint(constraints[0], view1, .width, .equal, view2, .width, isActive: false)
        assertConstraint(
            constraints[1], view1, .height, .equal, view2, .height, multiplier: 0.5, priority: .low, isActive: false)
        XCTAssertFalse(view1.translatesAutoresizingMaskIntoConstraints, "the left side stops translating at once")

        // Later:
        LayoutConstraint.activate(constraints)
        f.layout()
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        assertFrames(f.root, ["view1": CGRect(x: 100, y: 0, width: 100, height: 40)])
    }

    func testActiveBatchActivatesEverythingAtTheEnd() {
        let f = Fixture()
        let view = f.add("view")
        var seenInside: [Bool] = []
        let constraints = batch {
            let edges = view.edgeAnchors == f.container.edgeAnchors + 10
            seenInside = edges.all.map(\.isActive)
            edges
        }
        XCTAssertEqual(seenInside, [false, false, false, false])
        XCTAssertEqual(constraints.count, 4)
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        f.layout()
        assertFrames(f.root, ["view": CGRect(x: 10, y: 10, width: 280, height: 180)])
    }

    func testBuilderAcceptsControlFlowGroupsArraysFactoryConstraintsAndHelpers() {
        let f = Fixture()
        let views = (0..<3).map { f.add("v\($0)", width: 20, height: 20) }
        let showsBadge = true
        let badge = f.add("badge", width: 8, height: 8)
        func pinTop(_ view: LayoutView) {
            view.topAnchor == f.container.topAnchor + 5
        }
        let constraints = batch {
            for (index, view) in views.enumerated() {
                view.leadingAnchor == f.container.leadingAnchor + 30 * index
                pinTop(view)
            }
            if showsBadge {
                badge.centerAnchors == views[0].centerAnchors
            } else {
                badge.widthAnchor == 0
            }
            if !showsBadge { badge.heightAnchor == 0 }
            badge.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
            [badge.heightAnchor.constraint(lessThanOrEqualToConstant: 60)]
        }
        XCTAssertEqual(constraints.count, 3 * 2 + 2 + 2)
        XCTAssertEqual(
            constraints.map(\.firstAttribute),
            [.leading, .top, .leading, .top, .leading, .top, .centerX, .centerY, .width, .height])
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        f.layout()
        assertFrames(
            f.root,
            [
                "v0": CGRect(x: 0, y: 5, width: 20, height: 20),
                "v2": CGRect(x: 60, y: 5, width: 20, height: 20),
                "badge": CGRect(x: 6, y: 11, width: 8, height: 8),
            ])
    }

    func testNestedBatchesKeepTheirOwnConstraints() {
        let f = Fixture()
        let a = f.add("a")
        let b = f.add("b")
        var inner: [LayoutConstraint] = []
        let outer = batch(active: false) {
            a.widthAnchor == 10
            inner = batch(active: true) {
                b.widthAnchor == 20
                b.heightAnchor == 30
            }
            a.heightAnchor == 40
            batch { b.leadingAnchor == f.container.leadingAnchor }
        }
        XCTAssertEqual(outer.map(\.constant), [10, 40])
        XCTAssertTrue(outer.allSatisfy { !$0.isActive })
        XCTAssertEqual(inner.map(\.constant), [20, 30])
        XCTAssertTrue(inner.allSatisfy(\.isActive))
        XCTAssertEqual(f.container.constraints.filter { $0.firstItem === b }.count, 1, "the third batch's leading")
    }

    func testActiveBatchOnlyFlipsAutoresizingOfConstraintsThatBecameActive() {
        let f = Fixture()
        let good = f.add("good")
        let bad = f.add("bad")
        let (constraints, diagnostics) = LayoutDiagnostics.collect {
            batch {
                good.widthAnchor == 10
                bad.widthAnchor == .nan
            }
        }
        XCTAssertEqual(constraints.map(\.isActive), [true, false])
        XCTAssertFalse(good.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(bad.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
    }

    func testDiagnosticsPointAtTheLineOfTheExpressionInABlock() {
        let f = Fixture()
        let view = f.add("view")
        let line = #line + 3
        let (_, diagnostics) = LayoutDiagnostics.collect {
            batch {
                view.heightAnchor == .infinity
            }
        }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.file, #fileID)
        XCTAssertEqual(diagnostics.first?.line, line)
    }

    func testExpressionsOutsideABlockHaveNoSourceLocation() {
        let f = Fixture()
        let view = f.add("view")
        let (constraint, diagnostics) = LayoutDiagnostics.collect { view.heightAnchor == .nan }
        XCTAssertEqual(constraint.line, 0)
        XCTAssertNil(diagnostics.first?.file)
        XCTAssertEqual(
            diagnostics.first?.description,
            "[engine] invalidValue: the constant of view.height == nan is not finite; the constraint was not activated")
    }
}
