import Foundation
import LayoutCore
import XCTest

final class HierarchyTests: XCTestCase {
    func testAddInsertAndOrder() {
        let root = LayoutView()
        let a = LayoutView()
        let b = LayoutView()
        let c = LayoutView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        XCTAssertTrue(root.subviews.elementsEqual([c, a, b], by: ===))
        root.insertSubview(c, aboveSubview: b)
        XCTAssertTrue(root.subviews.elementsEqual([a, b, c], by: ===))
        root.insertSubview(c, belowSubview: a)
        XCTAssertTrue(root.subviews.elementsEqual([c, a, b], by: ===))
        root.bringSubviewToFront(c)
        XCTAssertTrue(root.subviews.elementsEqual([a, b, c], by: ===))
        root.sendSubviewToBack(b)
        XCTAssertTrue(root.subviews.elementsEqual([b, a, c], by: ===))
        root.insertSubview(LayoutView(), at: 99)
        XCTAssertEqual(root.subviews.count, 4)
        XCTAssertTrue(a.superview === root)
    }

    func testMovingBetweenParentsAndRemoving() {
        let first = LayoutView()
        let second = LayoutView()
        let child = LayoutView()
        first.addSubview(child)
        second.addSubview(child)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertTrue(child.superview === second)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertTrue(second.subviews.isEmpty)
        child.removeFromSuperview()
    }

    func testCyclesAreRefusedWithADiagnostic() {
        let parent = LayoutView()
        let child = LayoutView()
        parent.addSubview(child)
        let (_, found) = LayoutDiagnostics.collect {
            child.addSubview(parent)
            parent.addSubview(parent)
        }
        XCTAssertEqual(found.map(\.kind), [.invalidHierarchy, .invalidHierarchy])
        XCTAssertNil(parent.superview)
        XCTAssertTrue(child.subviews.isEmpty)
    }

    func testDescriptionShowsFramesAsSetEvenWithNegativeSizes() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.identifier = "root"
        let image = ImageView()
        image.identifier = "image"
        image.frame = CGRect(x: 10, y: 5, width: -20, height: 8)
        root.addSubview(image)
        let label = Label()
        root.addSubview(label)
        XCTAssertEqual(
            root.hierarchyDescription(),
            "LayoutView \"root\" (0, 0, 100, 50)\n  ImageView \"image\" (10, 5, -20, 8)\n  Label (0, 0, 0, 0)")
    }

    func testAncestryQueries() {
        let root = LayoutView()
        let a = LayoutView()
        let b = LayoutView()
        let a1 = LayoutView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        XCTAssertTrue(a1.isDescendant(of: root))
        XCTAssertTrue(a1.isDescendant(of: a1))
        XCTAssertFalse(a.isDescendant(of: a1))
        XCTAssertTrue(a1.rootView === root)
        XCTAssertTrue(a1.nearestCommonAncestor(with: b) === root)
        XCTAssertTrue(a1.nearestCommonAncestor(with: a) === a)
        XCTAssertNil(a1.nearestCommonAncestor(with: LayoutView()))
    }

    func testDirectionAndContentSizeAreInherited() {
        let root = LayoutView()
        let child = LayoutView()
        let grandchild = LayoutView()
        root.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertEqual(grandchild.effectiveUserInterfaceLayoutDirection, .leftToRight)
        root.userInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual(grandchild.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        child.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(grandchild.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(root.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        child.semanticContentAttribute = .playback
        XCTAssertEqual(child.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(grandchild.traitCollection.preferredContentSizeCategory, .large)
        root.preferredContentSizeCategory = .extraSmall
        XCTAssertEqual(grandchild.traitCollection.preferredContentSizeCategory, .extraSmall)
        child.preferredContentSizeCategory = .accessibilityMedium
        XCTAssertEqual(grandchild.traitCollection.preferredContentSizeCategory, .accessibilityMedium)
        XCTAssertTrue(grandchild.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
    }

    func testHiddenIsObservableUntilCancelled() {
        let view = LayoutView()
        var seen: [Bool] = []
        let observation = view.addObserver(for: .hidden) { seen.append($0.isHidden) }
        view.isHidden = true
        view.isHidden = true
        view.isHidden = false
        observation.cancel()
        view.isHidden = true
        XCTAssertEqual(seen, [true, false])
    }

    /// A view that records the subviews whose `isHidden` changed, and their state then.
    final class HiddenRecorder: LayoutView {
        var seen: [(LayoutView, Bool)] = []
        override func subviewDidChangeHidden(_ subview: LayoutView) {
            seen.append((subview, subview.isHidden))
        }
    }

    func testTheSuperviewHearsWhenASubviewHidesOrShows() {
        let parent = HiddenRecorder()
        let child = LayoutView()
        let order = child.addObserver(for: .hidden) { _ in parent.seen.append((parent, true)) }
        parent.addSubview(child)
        child.isHidden = true
        child.isHidden = true
        child.isHidden = false
        XCTAssertEqual(parent.seen.count, 4, "the superview first (a stack collapses the view), then the observer")
        XCTAssertTrue(parent.seen[0].0 === child && parent.seen[1].0 === parent && parent.seen[2].0 === child)
        XCTAssertEqual(parent.seen.map(\.1), [true, true, false, true])
        order.cancel()
        child.removeFromSuperview()
        child.isHidden = true
        XCTAssertEqual(parent.seen.count, 4, "a former superview is not told")
    }

    func testSafeAreaCanOnlyBeSetOnTheRoot() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(child)
        let (_, found) = LayoutDiagnostics.collect { child.safeAreaInsets = EdgeInsets(all: 5) }
        XCTAssertEqual(found.map(\.kind), [.invalidInput])
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(child.safeAreaInsets, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
}
