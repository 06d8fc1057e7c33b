import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// The engine's queue of constant changes (by solver handle, beside the constraint queue): changes
/// reach the solver in the order of a single queue, and a queued flag left by an engine that went
/// does not stop the next engine from hearing of the constraint.
final class ConstantQueueTests: XCTestCase {
    /// A root holding a container (held by the caller) with one box pinned by `top` and `leading`.
    private func makeTree() -> (root: LayoutView, container: LayoutView, box: LayoutView, top: LayoutConstraint) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(container)
        let box = LayoutView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 30),
        ])
        return (root, container, box, top)
    }

    /// A constant queued in an engine that is freed before its next layout: the constraint's next engine
    /// applies its later changes (the queued flag goes with the dead engine's record).
    func testConstantQueuedInAFreedEngineReachesTheNextEngine() {
        var root: LayoutView?
        let container: LayoutView
        let box: LayoutView
        let top: LayoutConstraint
        do {
            let tree = makeTree()
            (root, container, box, top) = (tree.root, tree.container, tree.box, tree.top)
        }
        root?.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin.y, 10)
        top.constant = 20
        XCTAssertTrue(top.constantQueued, "queued by handle in the root's engine")
        weak let freedEngine = root?.existingEngine
        root = nil
        XCTAssertNil(freedEngine, "the root's engine went with its root")
        XCTAssertNil(container.superview)
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin.y, 20)
        top.constant = 30
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin.y, 30)
        top.constant = 35
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin.y, 35)
    }

    /// Changed, then deactivated, in one pass: the constraint is taken out (its constant never applied
    /// alone), and one activated in the same pass (which may take its solver handle) holds.
    func testConstantThenDeactivationInOnePass() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        tree.top.constant = 50
        tree.top.isActive = false
        let replacement = tree.box.topAnchor.constraint(equalTo: tree.container.topAnchor, constant: 70)
        replacement.isActive = true
        tree.root.layoutIfNeeded()
        XCTAssertEqual(tree.box.frame.origin.y, 70)
        XCTAssertFalse(tree.top.constantQueued)
        replacement.constant = 80
        tree.root.layoutIfNeeded()
        XCTAssertEqual(tree.box.frame.origin.y, 80)
        tree.top.constant = 90
        tree.root.layoutIfNeeded()
        XCTAssertEqual(tree.box.frame.origin.y, 80, "an inactive constraint's constant does not move the box")
    }

    /// Changed, then given another priority, in one pass: both reach the solver.
    func testConstantThenPriorityInOnePass() {
        let tree = makeTree()
        let weak = tree.box.topAnchor.constraint(equalTo: tree.container.topAnchor, constant: 100)
        weak.priority = .defaultLow
        weak.isActive = true
        tree.root.layoutIfNeeded()
        XCTAssertEqual(tree.box.frame.origin.y, 10)
        weak.constant = 110
        tree.top.constant = 15
        weak.priority = .required
        tree.top.priority = .defaultLow
        tree.root.layoutIfNeeded()
        XCTAssertEqual(tree.box.frame.origin.y, 110)
        XCTAssertFalse(weak.constantQueued)
        XCTAssertFalse(tree.top.constantQueued)
    }

    /// A constant changed while other work waits goes through the constraint queue, after that work;
    /// several changes of one constraint before a layout apply the last.
    func testConstantAfterOtherWorkAndRepeatedChanges() {
        let tree = makeTree()
        tree.root.layoutIfNeeded()
        let other = LayoutView()
        other.translatesAutoresizingMaskIntoConstraints = false
        tree.container.addSubview(other)
        let otherTop = other.topAnchor.constraint(equalTo: tree.box.bottomAnchor, constant: 4)
        LayoutConstraint.activate([
            otherTop, other.leadingAnchor.constraint(equalTo: tree.container.leadingAnchor),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        tree.top.constant = 12
        XCTAssertFalse(tree.top.constantQueued, "other work waits: the constraint queue takes it")
        tree.root.layoutIfNeeded()
        XCTAssertEqual(tree.box.frame.origin.y, 12)
        XCTAssertEqual(other.frame.origin.y, 46)
        tree.top.constant = 13
        otherTop.constant = 6
        tree.top.constant = 14
        XCTAssertTrue(tree.top.constantQueued)
        tree.root.layoutIfNeeded()
        XCTAssertEqual(tree.box.frame.origin.y, 14)
        XCTAssertEqual(other.frame.origin.y, 50)
        XCTAssertFalse(tree.root.layoutEngine.hasPendingWork)
    }

    /// A constant changed while subviews are laid out is applied before the pass ends.
    func testConstantChangedDuringLayoutSubviews() {
        final class Host: LayoutView {
            var onLayout: (() -> Void)?
            override func layoutSubviews() {
                super.layoutSubviews()
                onLayout?()
                onLayout = nil
            }
        }
        let root = Host(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = LayoutView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        root.onLayout = { top.constant = 25 }
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin.y, 25)
    }

    /// Found by random columns against the model: a constant changed while it conflicts with constraints
    /// that a removal then takes away before the layout. Applied before the pass's removals, the change
    /// was refused (a conflict reported, the old constant kept); after them it holds, as in the model,
    /// which lays out what is there at the layout. (The same with the change in the constraint queue.)
    func testAConstantChangedBeforeARemovalThatEndsItsConflictHolds() {
        for queuedAfterOtherWork in [false, true] {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 309, height: 453))
            root.displayScale = 1
            let (container, moved, middle, last) = (LayoutView(), LayoutView(), LayoutView(), LayoutView())
            for view in [container, moved, middle, last] {
                root.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            let lastLeading = last.leadingAnchor.constraint(equalTo: container.leadingAnchor)
            LayoutConstraint.activate([
                container.widthAnchor.constraint(equalToConstant: 200),
                moved.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                moved.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                last.trailingAnchor.constraint(equalTo: container.trailingAnchor), lastLeading,
                middle.widthAnchor.constraint(equalTo: moved.widthAnchor),
                last.widthAnchor.constraint(equalTo: middle.widthAnchor),
            ])
            root.layoutIfNeeded()
            if queuedAfterOtherWork { middle.heightAnchor.constraint(equalToConstant: 10).isActive = true }
            // Conflicting for now: `last` would be 198 wide, `moved` (and so `middle`) 200.
            lastLeading.constant = 2
            // Taking `moved` out drops its constraints, and the conflict with them.
            moved.removeFromSuperview()
            XCTAssertEqual(layout(root), [])
            XCTAssertEqual(last.frame.minX, 2)
            XCTAssertEqual(last.frame.width, 198)
            XCTAssertEqual(middle.frame.width, 198)
        }
    }

    /// A constant change that still conflicts once the pass's removals are made is refused once: reported
    /// a single time, the old constant kept, the rest laid out (with and without a removal in the pass).
    func testAConstantChangeThatStillConflictsAfterTheRemovalsIsReportedOnce() {
        for removesInThePass in [false, true] {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            root.displayScale = 1
            let (box, other) = (LayoutView(), LayoutView())
            for view in [box, other] {
                root.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            let otherHeight = other.heightAnchor.constraint(equalToConstant: 30)
            LayoutConstraint.activate([
                leading, box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                box.widthAnchor.constraint(equalToConstant: 300), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 20), other.topAnchor.constraint(equalTo: box.bottomAnchor),
                other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                other.widthAnchor.constraint(equalToConstant: 50), otherHeight,
            ])
            XCTAssertEqual(layout(root), [])
            leading.constant = 10
            if removesInThePass { otherHeight.isActive = false }
            let found = layout(root)
            XCTAssertEqual(found.map(\.kind), [.unsatisfiableConstraints], "\(found)")
            XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 300, height: 20), "the old constant kept")
            XCTAssertEqual(other.frame.minY, 20)
        }
    }
}
