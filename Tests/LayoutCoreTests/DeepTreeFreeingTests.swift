import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// A view tree as deep as a program makes it is freed without one nested `deinit` per level (200,000
/// levels used to overflow the stack when the root went).
final class DeepTreeFreeingTests: XCTestCase {
    func testAChainOfTwoHundredThousandViewsIsFreedOnASmallStack() {
        weak var leaf: LayoutView?
        weak var middle: LayoutView?
        var freed = false
        runOnThread {
            var root: LayoutView? = LayoutView()
            var last = root!
            for level in 1..<200_000 {
                let view = LayoutView()
                last.addSubview(view)
                if level == 100_000 { middle = view }
                last = view
            }
            leaf = last
            last = LayoutView()
            root = nil
            freed = leaf == nil && middle == nil
        }
        XCTAssertTrue(freed)
    }

    func testASubviewHeldElsewhereOutlivesItsSuperviewAsARoot() {
        var kept: LayoutView?
        do {
            let root = LayoutView()
            root.userInterfaceLayoutDirection = .rightToLeft
            let middle = LayoutView()
            root.addSubview(middle)
            let child = LayoutView()
            middle.addSubview(child)
            let grandchild = LayoutView()
            child.addSubview(grandchild)
            XCTAssertEqual(grandchild.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            kept = child
        }
        // The root and the middle view are gone; the kept view is a root with its own subview.
        XCTAssertNil(kept?.superview)
        XCTAssertTrue(kept?.rootView === kept)
        XCTAssertEqual(kept?.subviews.count, 1)
        XCTAssertTrue(kept?.subviews.first?.rootView === kept)
        XCTAssertEqual(kept?.subviews.first?.effectiveUserInterfaceLayoutDirection, .leftToRight)
    }
}
