import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The seed's "Autoresizing Mask": only the left-hand view stops translating its autoresizing mask.
final class AutoresizingMaskTests: XCTestCase {
    func testOnlyTheLeftHandSideIsChanged() {
        let f = Fixture()
        let child = f.add("child")
        let sibling = f.add("sibling")
        XCTAssertTrue(child.translatesAutoresizingMaskIntoConstraints)
        child.leadingAnchor == f.container.leadingAnchor + 8
        XCTAssertFalse(child.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(f.container.translatesAutoresizingMaskIntoConstraints, "the right side keeps its mask")
        child.widthAnchor == sibling.widthAnchor
        XCTAssertTrue(sibling.translatesAutoresizingMaskIntoConstraints)
        child.edgeAnchors == sibling.edgeAnchors
        XCTAssertTrue(sibling.translatesAutoresizingMaskIntoConstraints)
        sibling[.width] == child[.width]
        XCTAssertFalse(sibling.translatesAutoresizingMaskIntoConstraints, "formulas too")
    }

    func testTheContainerKeepsItsFrame() {
        let f = Fixture()
        let child = f.add("child")
        child.edgeAnchors == f.container.edgeAnchors + 10
        f.layout()
        assertFrames(
            f.root,
            [
                "container": CGRect(x: 20, y: 10, width: 300, height: 200),
                "child": CGRect(x: 10, y: 10, width: 280, height: 180),
            ])
    }

    func testGuidesOnTheLeftChangeNoView() {
        let f = Fixture()
        let guide = LayoutGuide()
        f.container.addLayoutGuide(guide)
        guide.edgeAnchors == f.container.edgeAnchors
        XCTAssertTrue(f.container.translatesAutoresizingMaskIntoConstraints)
    }

    func testACollectedUpdateOrFailedConstraintChangesNoFlag() {
        let f = Fixture()
        let a = f.add("a")
        let b = f.add("b")
        let (_, diagnostics) = LayoutDiagnostics.collect {
            a.widthAnchor == .nan
            updateConstraints { b.widthAnchor == 3 }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue, .unmatchedUpdate])
        XCTAssertTrue(a.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(b.translatesAutoresizingMaskIntoConstraints)
    }
}
