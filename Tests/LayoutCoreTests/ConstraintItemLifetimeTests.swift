import Foundation
import LayoutCore
import XCTest

/// A constraint holds its items weakly: once an item is freed the constraint says so, is never
/// activated, and the rest of the layout goes on.
final class ConstraintItemLifetimeTests: XCTestCase {
    func testConstraintOfAFreedItemIsReportedAndRefused() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let kept = LayoutView()
        kept.identifier = "kept"
        kept.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(kept)
        var gone: LayoutView? = LayoutView()
        weak var freed = gone
        gone?.identifier = "gone"
        let constraint = gone!.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -10)
        XCTAssertTrue(constraint.firstItem === gone)
        gone = nil
        XCTAssertNil(freed)
        XCTAssertNil(constraint.firstItem)
        XCTAssertTrue(constraint.secondItem === root)

        let keptWidth = kept.widthAnchor.constraint(equalToConstant: 30)
        let keptHeight = kept.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            LayoutConstraint.activate([constraint, keptWidth, keptHeight])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidInput])
        XCTAssertTrue(diagnostics.first?.message.contains("no longer exists") ?? false, "\(diagnostics)")
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(keptWidth.isActive && keptHeight.isActive)
        XCTAssertEqual(kept.frame.size, CGSize(width: 30, height: 50))
    }

    /// A distance's start is kept beside an identifier in the constraint's box: the constraint still
    /// sees when that start goes, and one with only an identifier is activated and laid out.
    func testNamedDistanceWhoseStartWentIsRefusedAndANamedConstraintHolds() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let kept = LayoutView()
        kept.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(kept)
        var start: LayoutView? = LayoutView()
        weak var freed = start
        let distance = start!.leadingAnchor.anchorWithOffset(to: kept.leadingAnchor).constraint(equalToConstant: 30)
        distance.identifier = "gap"
        start = nil
        XCTAssertNil(freed)

        let named = [
            kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            kept.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            kept.widthAnchor.constraint(equalToConstant: 40),
            kept.heightAnchor.constraint(equalToConstant: 20),
        ]
        for (index, constraint) in named.enumerated() { constraint.identifier = "kept-\(index)" }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            LayoutConstraint.activate(named + [distance])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidInput])
        XCTAssertTrue(diagnostics.first?.message.contains("no longer exists") ?? false, "\(diagnostics)")
        XCTAssertFalse(distance.isActive)
        XCTAssertNil(distance.installedView)
        XCTAssertTrue(named.allSatisfy(\.isActive))
        // (Edges against the root are installed on it; a size to a constant on the view itself.)
        XCTAssertEqual(named.map { $0.installedView === root }, [true, true, false, false])
        XCTAssertTrue(named[2].installedView === kept && named[3].installedView === kept)
        XCTAssertEqual(kept.frame, CGRect(x: 12, y: 8, width: 40, height: 20))
    }

    func testActiveConstraintSeesItsItemsThroughTheirLifetime() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = LayoutView()
        let right = LayoutView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let constraints = [
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 5),
            left.widthAnchor.constraint(equalToConstant: 40),
            right.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 2),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(left.frame.minX, 10)
        XCTAssertEqual(right.frame.minX, 55)
        XCTAssertEqual(right.frame.width, 80)
        XCTAssertTrue(constraints[1].firstItem === right && constraints[1].secondItem === left)

        // Removing a view deactivates the constraints that mention it; the others keep holding.
        right.removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertFalse(constraints[1].isActive)
        XCTAssertFalse(constraints[3].isActive)
        XCTAssertTrue(constraints[0].isActive && constraints[2].isActive)
        XCTAssertEqual(left.frame.minX, 10)
        XCTAssertEqual(left.frame.width, 40)
    }
}
