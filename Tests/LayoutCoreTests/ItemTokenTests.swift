import Foundation
import XCTest

@testable import LayoutCore

/// Nothing in the kit holds a view or a guide weakly: superviews, owning views, installed views,
/// constraints' items and engines' roots are read through the item's token, which the item clears
/// when it goes. These pin down that each of them then reads as gone, as a weak reference would.
final class ItemTokenTests: XCTestCase {
    func testASubviewKeptAfterItsSuperviewWentHasNoSuperview() {
        let kept = LayoutView()
        weak var freedParent: LayoutView?
        do {
            let parent = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(kept)
            XCTAssertTrue(kept.superview === parent)
            freedParent = parent
        }
        XCTAssertNil(freedParent)
        XCTAssertNil(kept.superview)
        XCTAssertTrue(kept.rootView === kept)
        let other = LayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(kept)
        XCTAssertTrue(kept.superview === other)
    }

    func testAGuideKeptAfterItsOwnerWentHasNoOwner() {
        let guide = LayoutGuide()
        do {
            let owner = LayoutView()
            owner.addLayoutGuide(guide)
            XCTAssertTrue(guide.owningView === owner)
        }
        XCTAssertNil(guide.owningView)
        XCTAssertEqual(guide.layoutFrame, .zero)
    }

    func testAConstraintKeptAfterItsViewsWentSaysSo() {
        let constraint: LayoutConstraint
        let kept = LayoutView()
        do {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = LayoutView()
            for view in [child, kept] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            constraint = child.widthAnchor.constraint(equalTo: kept.widthAnchor)
            constraint.isActive = true
            root.layoutIfNeeded()
            XCTAssertTrue(constraint.installedView === root)
            XCTAssertTrue(constraint.isActive)
        }
        // The root and the child went with the tree; the kept view and the constraint stayed.
        XCTAssertNil(constraint.installedView)
        XCTAssertNil(constraint.firstItem)
        XCTAssertTrue(constraint.secondItem === kept)
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(constraint.description.contains("(released)"), constraint.description)
    }

    func testAConstraintOfAGuideWhoseOwnerWentCannotBeActivated() {
        let guide = LayoutGuide()
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            let owner = LayoutView()
            owner.addLayoutGuide(guide)
        }
        let constraint = guide.widthAnchor.constraint(equalTo: root.widthAnchor)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            constraint.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
    }
}
