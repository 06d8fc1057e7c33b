import Foundation
import XCTest

@testable import LayoutCore

/// A constraint holds the token of the view it is installed on by hand (one retain, given back when
/// it is installed elsewhere or goes): the token outlives the view while the constraint needs it, and
/// goes with the constraint.
final class InstalledTokenTests: XCTestCase {
    func testTheInstalledViewsTokenLivesWithTheConstraint() {
        var constraint: LayoutConstraint?
        weak var token: ItemToken?
        do {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(container)
            let first = LayoutView()
            let second = LayoutView()
            for view in [first, second] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            let made = first.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: 4)
            made.isActive = true
            root.layoutIfNeeded()
            XCTAssertTrue(made.installedView === container)
            token = container.token
            constraint = made
        }
        // The tree went; the constraint still holds the token, which says its view went.
        XCTAssertNotNil(token, "the installed view's token is held by the constraint")
        XCTAssertNil(constraint?.installedView)
        constraint?.constant = 8
        XCTAssertEqual(constraint?.constant, 8)
        constraint = nil
        XCTAssertNil(token, "the constraint gives the token back when it goes")
    }

    func testReinstallingGivesTheOldTokenBack() {
        weak var token: ItemToken?
        let constraint: LayoutConstraint
        let first = LayoutView()
        let second = LayoutView()
        do {
            let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            for view in [first, second] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            constraint = first.leadingAnchor.constraint(equalTo: second.trailingAnchor)
            constraint.isActive = true
            XCTAssertTrue(constraint.installedView === container)
            token = container.token
            first.removeFromSuperview()
            second.removeFromSuperview()
            constraint.isActive = false
            let other = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            other.addSubview(first)
            other.addSubview(second)
            constraint.isActive = true
            XCTAssertTrue(constraint.installedView === other)
        }
        XCTAssertNil(token, "the first container's token went with it once the constraint moved")
    }
}
