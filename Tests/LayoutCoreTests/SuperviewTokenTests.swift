import Foundation
import XCTest

@testable import LayoutCore

/// A view holds its superview's token by hand (one retain, given back when it leaves the superview,
/// moves to another or goes, and when the superview goes): the superview reads right while it is one,
/// and no token outlives the views that held it.
final class SuperviewTokenTests: XCTestCase {
    func testMovingAViewGivesTheOldSuperviewsTokenBack() {
        let child = LayoutView()
        weak var firstToken: ItemToken?
        weak var secondToken: ItemToken?
        var second: LayoutView? = LayoutView()
        do {
            let first = LayoutView()
            first.addSubview(child)
            firstToken = first.token
            XCTAssertTrue(child.superview === first)
            XCTAssertTrue(child.unretainedSuperview?.takeUnretainedValue() === first)
            child.removeFromSuperview()
            XCTAssertNil(child.superview)
            XCTAssertNil(child.unretainedSuperview)
            second?.addSubview(child)
            secondToken = second?.token
        }
        XCTAssertNil(firstToken, "the first superview's token went with it: the child gave it back")
        XCTAssertTrue(child.superview === second)
        second = nil
        XCTAssertNil(child.superview, "a superview that goes leaves its subviews without one")
        XCTAssertNil(child.unretainedSuperview)
        XCTAssertNil(secondToken, "the subview gave the token back as its superview went")
    }

    /// A subtree freed whole (its views held only by their superviews) gives every token back.
    func testAFreedSubtreeGivesEveryTokenBack() {
        weak var rootToken: ItemToken?
        weak var middleToken: ItemToken?
        weak var leaf: LayoutView?
        do {
            let root = LayoutView()
            var parent = root
            for _ in 0..<50 {
                let view = LayoutView()
                parent.addSubview(view)
                parent = view
            }
            rootToken = root.token
            middleToken = root.subviews[0].subviews[0].token
            leaf = parent
            XCTAssertTrue(parent.superview?.superview?.superview != nil)
        }
        XCTAssertNil(leaf)
        XCTAssertNil(rootToken)
        XCTAssertNil(middleToken)
    }
}
