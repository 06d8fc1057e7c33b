import Foundation
import LayoutCore
import XCTest

/// The package-level hooks DSL modules use: stamping a constraint's source location and comparing anchors.
final class LayoutConstraintSourceTests: XCTestCase {
    func testConstraintWithoutLocationReportsNoFileOrLine() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = LayoutView()
        box.identifier = "box"
        root.addSubview(box)
        let constraint = box.widthAnchor.constraint(equalToConstant: .nan, file: "", line: 0)
        let (_, diagnostics) = LayoutDiagnostics.collect { constraint.isActive = true }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.kind, .invalidValue)
        XCTAssertNil(diagnostics.first?.file)
        XCTAssertNil(diagnostics.first?.line)
        XCTAssertEqual(
            diagnostics.first?.description,
            "[engine] invalidValue: the constant of box.width == nan is not finite; the constraint was not activated")
        XCTAssertFalse(constraint.isActive)
    }

    func testStampedLocationReachesDiagnostics() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = LayoutView()
        root.addSubview(box)
        let constraint = box.widthAnchor.constraint(equalToConstant: .infinity, file: "", line: 0)
        constraint.file = "App/Card.swift"
        constraint.line = 42
        let (_, diagnostics) = LayoutDiagnostics.collect { constraint.isActive = true }
        XCTAssertEqual(diagnostics.map(\.file), ["App/Card.swift"])
        XCTAssertEqual(diagnostics.map(\.line), [42])
    }

    func testConflictNamesEachPlaceOnce() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = LayoutView()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let named = box.widthAnchor.constraint(equalToConstant: 50, file: "App/Card.swift", line: 42)
        named.identifier = "Card.swift:42"
        let plain = box.widthAnchor.constraint(equalToConstant: 80, file: "App/Card.swift", line: 43)
        LayoutConstraint.activate([named, plain])
        let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(found.map(\.kind), [.unsatisfiableConstraints])
        let message = found.first?.message ?? ""
        // The identifier already says where the first one was written; the second gets its place added.
        XCTAssertEqual(message.components(separatedBy: "Card.swift:42").count - 1, 1, message)
        XCTAssertTrue(message.contains("\n  - box.width == 50 (Card.swift:42)"), message)
        XCTAssertTrue(message.contains("\n  - box.width == 80 (App/Card.swift:43)"), message)
        XCTAssertEqual(box.frame.width, 50)
    }

    func testRelatesSameAnchorsComparesItemsAttributesAndOffsets() {
        let root = LayoutView()
        let a = LayoutView()
        let b = LayoutView()
        root.addSubview(a)
        root.addSubview(b)
        let plain = a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 8)
        XCTAssertTrue(plain.relatesSameAnchors(as: a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor)))
        XCTAssertFalse(plain.relatesSameAnchors(as: b.widthAnchor.constraint(equalTo: a.widthAnchor)))
        XCTAssertFalse(plain.relatesSameAnchors(as: a.widthAnchor.constraint(equalTo: b.heightAnchor)))
        XCTAssertFalse(plain.relatesSameAnchors(as: a.widthAnchor.constraint(equalToConstant: 8)))
        let gapAB = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let gapRootB = root.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let spaced = gapAB.constraint(equalToConstant: 10)
        XCTAssertTrue(spaced.relatesSameAnchors(as: gapAB.constraint(equalToConstant: 20)))
        XCTAssertFalse(spaced.relatesSameAnchors(as: gapRootB.constraint(equalToConstant: 10)))
        XCTAssertFalse(spaced.relatesSameAnchors(as: b.widthAnchor.constraint(equalToConstant: 10)))
    }
}
