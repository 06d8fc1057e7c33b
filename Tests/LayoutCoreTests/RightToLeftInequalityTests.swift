import Foundation
import LayoutCore
import XCTest

/// Right-to-left layouts mirror leading/trailing inequalities as well as constants, as UIKit does.
final class RightToLeftInequalityTests: XCTestCase {
    private func makeRoot(_ direction: UserInterfaceLayoutDirection) -> (LayoutView, LayoutView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.displayScale = 1
        root.userInterfaceLayoutDirection = direction
        let view = LayoutView()
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        return (root, view)
    }

    func testInequalitiesKeepTheirMeaningInBothDirections() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (root, view) = makeRoot(direction)
            let wide = view.widthAnchor.constraint(equalToConstant: 1000)
            wide.priority = .defaultLow
            LayoutConstraint.activate([
                wide,
                view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
                view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -30),
            ])
            root.layoutIfNeeded()
            // At least 10 in from the leading edge and 30 in from the trailing edge, on whichever side they are.
            let expected =
                direction == .leftToRight
                ? CGRect(x: 10, y: 0, width: 260, height: 10)
                : CGRect(x: 30, y: 0, width: 260, height: 10)
            XCTAssertEqual(view.frame, expected, "\(direction)")
            XCTAssertEqual(root.hasAmbiguousLayout, false)
        }
    }

    func testConstantEditsOfMirroredInequalitiesStayMirrored() {
        let (root, view) = makeRoot(.rightToLeft)
        view.widthAnchor.constraint(equalToConstant: 50).isActive = true
        let pull = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        pull.priority = .defaultLow
        let limit = view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20)
        LayoutConstraint.activate([pull, limit])
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.maxX, 280)
        limit.constant = 40
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.maxX, 260)
        limit.constant = -10
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.maxX, 300)
    }

    func testDirectionalDistancesAreMeasuredInReadingOrder() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (root, first) = makeRoot(direction)
            let second = LayoutView()
            root.addSubview(second)
            second.translatesAutoresizingMaskIntoConstraints = false
            let gap = first.trailingAnchor.anchorWithOffset(to: second.leadingAnchor)
            let close = gap.constraint(equalToConstant: 0)
            close.priority = .defaultLow
            LayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                first.widthAnchor.constraint(equalToConstant: 40),
                second.widthAnchor.constraint(equalToConstant: 40),
                second.topAnchor.constraint(equalTo: root.topAnchor),
                second.heightAnchor.constraint(equalToConstant: 10),
                // The gap after the first view is at least 8, and at least a quarter of its width (10).
                gap.constraint(greaterThanOrEqualToConstant: 8),
                gap.constraint(greaterThanOrEqualTo: first.widthAnchor, multiplier: 0.25),
                close,
            ])
            root.layoutIfNeeded()
            let expected: CGFloat = direction == .leftToRight ? 50 : 300 - 40 - 10 - 40
            XCTAssertEqual(second.frame.minX, expected, "\(direction)")
        }
    }
}
