import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// A view tree as deep as a program makes it: laid out and freed without recursion as deep as the tree
/// (a nested `deinit` per level overflowed the stack at 100,000 levels), in time linear in its depth.
final class DeepTreeTests: XCTestCase {
    func testAChainOfTwoThousandNestedViewsLaysOutOnASmallStack() {
        // Laying out recursed nowhere as deep as the tree: 2,000 levels on 128 KB leave 64 bytes a level.
        let depth = 2_000
        var frames: [CGRect] = []
        runOnThread(stackSize: 128 * 1024) {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            var parent = root
            var chain: [LayoutView] = []
            for _ in 0..<depth {
                let view = LayoutView()
                view.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(view)
                // Each level inset by 1/10 point on the left and 1/20 on the top.
                view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 0.1).isActive = true
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.05).isActive = true
                view.rightAnchor.constraint(equalTo: parent.rightAnchor).isActive = true
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor).isActive = true
                chain.append(view)
                parent = view
            }
            root.layoutIfNeeded()
            frames = [chain[0].frame, chain[depth / 2 - 1].frame, chain[depth - 1].frame]
        }
        XCTAssertEqual(frames.count, 3)
        guard frames.count == 3 else { return }
        XCTAssertEqual(frames[0].width, 399.9, accuracy: 0.5)
        XCTAssertEqual(frames[1].width, 400 - 100, accuracy: 0.5)
        XCTAssertEqual(frames[1].height, 800 - 50, accuracy: 0.5)
        XCTAssertEqual(frames[2].width, 400 - 200, accuracy: 0.5)
        XCTAssertEqual(frames[2].height, 800 - 100, accuracy: 0.5)
    }

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
