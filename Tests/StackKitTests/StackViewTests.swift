import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Arranged subviews, spacing, margins and baselines of `StackView`.
final class StackViewTests: XCTestCase {
    func testDefaultsAreUIKits() {
        let stack = StackView()
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertFalse(stack.isBaselineRelativeArrangement)
        XCTAssertEqual(stack.arrangedSubviews.count, 0)
        XCTAssertEqual(StackView.Alignment.top, .leading)
        XCTAssertEqual(StackView.Alignment.bottom, .trailing)
    }

    func testArrangingAViewMakesItASubviewPositionedByConstraints() {
        let other = LayoutView()
        let view = SizedView("v", 10, 10)
        other.addSubview(view)
        let stack = StackView()
        stack.addArrangedSubview(view)
        XCTAssertTrue(view.superview === stack)
        XCTAssertTrue(other.subviews.isEmpty)
        XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(same(stack.arrangedSubviews, [view]))
    }

    func testArrangingASubviewThatIsNotArrangedArrangesItOnce() {
        let (a, b, c) = (SizedView("a", 10, 10), SizedView("b", 20, 10), SizedView("c", 30, 10))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.addSubview(c)
        stack.insertArrangedSubview(c, at: 1)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, c, b]))
        XCTAssertEqual(stack.subviews.count, 3)
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 60, height: 10))
        XCTAssertEqual(layout(root), [])
        assertFrames(
            root,
            [
                "a": CGRect(x: 0, y: 0, width: 10, height: 10), "c": CGRect(x: 10, y: 0, width: 30, height: 10),
                "b": CGRect(x: 40, y: 0, width: 20, height: 10),
            ])
        stack.addArrangedSubview(c)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, b, c]), "an arranged subview is moved, not arranged twice")
    }

    func testInsertingClampsTheIndexAndMovesAnArrangedView() {
        let (a, b, c) = (SizedView("a", 10, 10), SizedView("b", 20, 10), SizedView("c", 30, 10))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: -3)
        XCTAssertTrue(same(stack.arrangedSubviews, [c, a, b]))
        stack.insertArrangedSubview(c, at: 99)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, b, c]))
        stack.insertArrangedSubview(b, at: 0)
        XCTAssertTrue(same(stack.arrangedSubviews, [b, a, c]))
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 60, height: 10))
        XCTAssertEqual(layout(root), [])
        assertFrames(
            root,
            [
                "b": CGRect(x: 0, y: 0, width: 20, height: 10), "a": CGRect(x: 20, y: 0, width: 10, height: 10),
                "c": CGRect(x: 30, y: 0, width: 30, height: 10),
            ])
    }

    func testRemovingAnArrangedViewKeepsItAsASubviewAndRelinksTheOthers() {
        let (a, b, c) = (SizedView("a", 10, 10), SizedView("b", 20, 10), SizedView("c", 30, 10))
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 5
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 45, height: 10))
        layout(root)
        stack.removeArrangedSubview(b)
        XCTAssertTrue(same(stack.arrangedSubviews, [a, c]))
        XCTAssertTrue(b.superview === stack)
        XCTAssertFalse(stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
        b.isHidden = true
        XCTAssertFalse(stack.constraints.contains { $0.firstItem === b || $0.secondItem === b }, "no longer observed")
        layout(root)
        XCTAssertEqual(c.frame.minX, 15)
        stack.removeArrangedSubview(b)
        XCTAssertEqual(stack.arrangedSubviews.count, 2, "removing a view that is not arranged does nothing")
    }

    func testRemovingAViewFromTheStackStopsArrangingIt() {
        let (a, b) = (SizedView("a", 10, 10), SizedView("b", 20, 10))
        let stack = StackView(arrangedSubviews: [a, b])
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        layout(root)
        a.removeFromSuperview()
        XCTAssertTrue(same(stack.arrangedSubviews, [b]))
        root.addSubview(a)
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    func testArrangingAViewInAnotherStackMovesIt() {
        let (a, b) = (SizedView("a", 10, 10), SizedView("b", 20, 10))
        let first = StackView(arrangedSubviews: [a, b])
        let second = StackView()
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.displayScale = 1
        for stack in [first, second] {
            root.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        }
        first.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        second.topAnchor.constraint(equalTo: first.bottomAnchor).isActive = true
        XCTAssertEqual(layout(root), [])
        second.addArrangedSubview(a)
        XCTAssertTrue(same(first.arrangedSubviews, [b]))
        XCTAssertTrue(same(second.arrangedSubviews, [a]))
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 10, width: 10, height: 10))
        a.isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(first.frame.width, 20, "the first stack no longer follows a")
        XCTAssertEqual(second.frame.width, 0)
    }

    func testArrangingTheStackItselfIsReportedAndIgnored() {
        let stack = StackView()
        let inner = StackView()
        stack.addArrangedSubview(inner)
        let (_, diagnostics) = LayoutDiagnostics.collect {
            stack.addArrangedSubview(stack)
            inner.addArrangedSubview(stack)
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertTrue(
            diagnostics.allSatisfy { $0.kind == .invalidHierarchy && $0.message.contains("cannot arrange itself") })
        XCTAssertTrue(diagnostics.allSatisfy { $0.file?.hasSuffix("StackViewTests.swift") == true })
        XCTAssertTrue(same(stack.arrangedSubviews, [inner]))
        XCTAssertTrue(inner.arrangedSubviews.isEmpty)
    }

    func testCustomSpacing() {
        let (a, b, c) = (SizedView("a", 10, 10), SizedView("b", 20, 10), SizedView("c", 30, 10))
        let stack = StackView(arrangedSubviews: [a, b, c])
        XCTAssertEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
        stack.setCustomSpacing(7, after: a)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
        stack.setCustomSpacing(99, after: SizedView("stranger", 1, 1))
        XCTAssertEqual(stack.customSpacing(after: a), 7)
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        layout(root)
        XCTAssertEqual(b.frame.minX, 17)
        XCTAssertEqual(c.frame.minX, 45, "spacingUseSystem is 8 points")
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        XCTAssertEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
        layout(root)
        XCTAssertEqual(b.frame.minX, 10)
    }

    func testChangingSpacingMovesTheConstantsInPlace() {
        let views = (0..<3).map { SizedView("v\($0)", 10, 10) }
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 4
        let before = stackConstraints(stack, "stack.spacing")
        stack.spacing = -3
        let after = stackConstraints(stack, "stack.spacing")
        XCTAssertEqual(Set(before.map(ObjectIdentifier.init)), Set(after.map(ObjectIdentifier.init)))
        XCTAssertTrue(after.allSatisfy { $0.constant == -3 })
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        layout(root)
        XCTAssertEqual(views[2].frame.minX, 14, "negative spacing overlaps")
        XCTAssertEqual(stack.frame.width, 24)
    }

    func testLayoutMarginsRelativeArrangement() {
        let (a, b) = (SizedView("a", 10, 10), SizedView("b", 20, 10))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(layout(root), [])
        assertFrames(
            root,
            ["a": CGRect(x: 10, y: 5, width: 10, height: 30), "b": CGRect(x: 20, y: 5, width: 60, height: 30)])
        assertConstraint(
            stackConstraints(stack, "stack.canvas-start").first, a, .left, .equal, stack.layoutMarginsGuide, .left)
        root.userInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual(layout(root), [])
        assertFrames(
            root,
            ["a": CGRect(x: 80, y: 5, width: 10, height: 30), "b": CGRect(x: 20, y: 5, width: 60, height: 30)])
        stack.isLayoutMarginsRelativeArrangement = false
        layout(root)
        assertFrames(root, ["a": CGRect(x: 90, y: 0, width: 10, height: 50)])
    }

    func testBaselineAlignmentLinesUpTheFirstBaselinesOfLabels() {
        let small = Label(text: "small", font: .systemFont(ofSize: 12))
        let large = Label(text: "Large", font: .systemFont(ofSize: 30))
        let box = SizedView("box", 20, 10)
        small.identifier = "small"
        large.identifier = "large"
        let stack = StackView(arrangedSubviews: [small, large, box])
        stack.alignment = .firstBaseline
        let root = makeRoot(stack)
        root.displayScale = 1000
        stack.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertEqual(layout(root), [])
        let smallBaseline = small.frame.minY + small.textLayout(width: .infinity).firstBaseline
        let largeBaseline = large.frame.minY + large.textLayout(width: .infinity).firstBaseline
        XCTAssertEqual(smallBaseline, largeBaseline, accuracy: 0.002)
        XCTAssertEqual(
            box.frame.maxY, largeBaseline, accuracy: 0.002, "a view without text has its baseline at the bottom")
        XCTAssertEqual(large.frame.minY, 0, "the view reaching highest touches the top")
        XCTAssertEqual(stack.frame.height, max(large.frame.maxY, small.frame.maxY), accuracy: 0.002, "the stack hugs")
        let guide = stack.layoutGuides.first { $0.identifier == "stack.unit" }
        assertConstraint(
            stackConstraints(stack, "stack.alignment").first { $0.firstItem === small }, small, .firstBaseline, .equal,
            guide, .top)
    }

    func testLastBaselineAlignmentUsesTheLastLine() {
        let two = Label(text: "one two", font: .systemFont(ofSize: 17))
        two.numberOfLines = 0
        two.preferredMaxLayoutWidth = 30
        let one = Label(text: "single", font: .systemFont(ofSize: 17))
        let stack = StackView(arrangedSubviews: [two, one])
        stack.alignment = .lastBaseline
        stack.spacing = 8
        let root = makeRoot(stack)
        root.displayScale = 1000
        stack.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertEqual(layout(root), [])
        let layoutTwo = two.textLayout(width: 30)
        XCTAssertGreaterThan(layoutTwo.lines.count, 1)
        let twoLast = two.frame.minY + layoutTwo.lastBaseline
        let oneLast = one.frame.minY + one.textLayout(width: .infinity).lastBaseline
        XCTAssertEqual(twoLast, oneLast, accuracy: 0.002)
        XCTAssertEqual(two.frame.minY, 0)
    }

    func testBaselineRelativeArrangementMeasuresGapsBetweenBaselines() {
        let first = Label(text: "Title", font: .systemFont(ofSize: 28))
        let second = Label(text: "Body", font: .systemFont(ofSize: 14))
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 20
        let root = makeRoot(stack)
        root.displayScale = 1000
        stack.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertEqual(layout(root), [])
        let last = first.frame.minY + first.textLayout(width: .infinity).lastBaseline
        let next = second.frame.minY + second.textLayout(width: .infinity).firstBaseline
        XCTAssertEqual(next - last, 20, accuracy: 0.002)
        XCTAssertEqual(first.frame.minY, 0, "the first view still touches the top")
        XCTAssertEqual(stack.frame.height, second.frame.maxY, accuracy: 0.002)
        assertConstraint(
            stackConstraints(stack, "stack.spacing").first, second, .firstBaseline, .equal, first, .lastBaseline,
            constant: 20)
    }

    func testBaselineAlignmentsFillInVerticalStacks() {
        let label = Label(text: "x")
        label.identifier = "x"
        let stack = StackView(arrangedSubviews: [label])
        stack.axis = .vertical
        stack.alignment = .firstBaseline
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        XCTAssertEqual(layout(root), [])
        assertFrames(root, ["x": CGRect(x: 0, y: 0, width: 80, height: 40)])
    }

    func testNestedStacksSizeFromTheirContent() {
        let icon = SizedView("icon", 24, 24)
        let title = Label(text: "Title")
        title.identifier = "title"
        let subtitle = Label(text: "A longer subtitle")
        subtitle.identifier = "subtitle"
        let column = StackView(arrangedSubviews: [title, subtitle])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 2
        let row = StackView(arrangedSubviews: [icon, column])
        row.alignment = .center
        row.spacing = 8
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = EdgeInsets(all: 10)
        let root = makeRoot(row)
        root.displayScale = 1000
        row.translatesAutoresizingMaskIntoConstraints = false
        row.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        row.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        XCTAssertEqual(layout(root), [])
        let titleSize = title.intrinsicContentSize
        let subtitleSize = subtitle.intrinsicContentSize
        let columnHeight = titleSize.height + 2 + subtitleSize.height
        let columnWidth = max(titleSize.width, subtitleSize.width)
        XCTAssertEqual(row.frame.width, 10 + 24 + 8 + columnWidth + 10, accuracy: 0.002)
        XCTAssertEqual(row.frame.height, 10 + max(24, columnHeight) + 10, accuracy: 0.002)
        XCTAssertEqual(icon.frame.midY, row.frame.height / 2, accuracy: 0.002)
        XCTAssertEqual(subtitle.frame.minY, titleSize.height + 2, accuracy: 0.002)
        XCTAssertEqual(title.frame.width, titleSize.width, accuracy: 0.002, "leading alignment keeps the natural width")
        XCTAssertFalse(row.hasAmbiguousLayout)
    }

    func testChangingTheAxisRebuildsTheArrangement() {
        let (a, b) = (SizedView("a", 10, 20), SizedView("b", 30, 40))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.alignment = .leading
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        layout(root)
        XCTAssertEqual(stack.frame.size, CGSize(width: 40, height: 40))
        stack.tl.axis(.vertical).spacing(5)
        layout(root)
        XCTAssertEqual(stack.frame.size, CGSize(width: 30, height: 65))
        assertFrames(
            root, ["a": CGRect(x: 0, y: 0, width: 10, height: 20), "b": CGRect(x: 0, y: 25, width: 30, height: 40)])
    }
}

/// A stack makes its constraints in the update pass before layout (as UIKit's `UIStackView` does),
/// so that options set after arranging the views cost one build.
final class StackViewUpdatePassTests: XCTestCase {
    func testConstraintsWaitForTheUpdatePassAndAreMadeOnce() {
        let (a, b) = (SizedView("a", 10, 20), SizedView("b", 30, 40))
        let stack = StackView(arrangedSubviews: [a, b])
        XCTAssertTrue(stack.constraints.isEmpty, "no constraints before the update pass")
        XCTAssertTrue(stack.needsUpdateConstraints())
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertTrue(stack.constraints.isEmpty)
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        layout(root)
        let made = stack.constraints.filter(\.isActive)
        XCTAssertFalse(stack.needsUpdateConstraints())
        assertConstraint(
            stackConstraints(stack, "stack.canvas-start").first, a, .top, .equal, stack.layoutMarginsGuide, .top)
        XCTAssertEqual(stackConstraints(stack, "stack.spacing").first?.constant, 5)
        XCTAssertEqual(stack.frame.size, CGSize(width: 2 + 30 + 4, height: 1 + 20 + 5 + 40 + 3))
        assertFrames(
            root, ["a": CGRect(x: 2, y: 1, width: 10, height: 20), "b": CGRect(x: 2, y: 26, width: 30, height: 40)])

        // Hiding, showing and adding once the constraints exist change them in place, at once.
        b.isHidden = true
        XCTAssertFalse(stack.needsUpdateConstraints())
        XCTAssertTrue(stackConstraints(stack, "stack.canvas-end").first?.secondItem === a)
        b.isHidden = false
        layout(root)
        XCTAssertFalse(made.allSatisfy(\.isActive), "the constraints around b were remade")
        XCTAssertEqual(stack.frame.height, 1 + 20 + 5 + 40 + 3)

        // An option replaces every constraint, in the next pass; until then the old ones hold.
        stack.axis = .horizontal
        XCTAssertTrue(stack.needsUpdateConstraints())
        XCTAssertEqual(stackConstraints(stack, "stack.spacing").first?.firstAttribute, .top)
        layout(root)
        XCTAssertEqual(stackConstraints(stack, "stack.spacing").first?.firstAttribute, .left)
        assertFrames(
            root, ["a": CGRect(x: 2, y: 1, width: 10, height: 20), "b": CGRect(x: 17, y: 1, width: 30, height: 40)])
    }

    func testAStackBuiltAndChangedInsideAnotherIsUpdatedByTheRootsLayout() {
        let (a, b, c) = (SizedView("a", 10, 20), SizedView("b", 30, 40), SizedView("c", 5, 5))
        let inner = StackView(arrangedSubviews: [a, b])
        inner.axis = .vertical
        let outer = StackView(arrangedSubviews: [inner, c])
        outer.alignment = .top
        let root = makeRoot(outer)
        outer.translatesAutoresizingMaskIntoConstraints = false
        layout(root)
        XCTAssertEqual(outer.frame.size, CGSize(width: 35, height: 60))
        XCTAssertEqual(inner.frame.size, CGSize(width: 30, height: 60))
        inner.axis = .horizontal
        layout(root)
        XCTAssertEqual(inner.frame.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(c.frame.origin, CGPoint(x: 40, y: 0))
    }

    func testFittingSizeOfAStackNotYetLaidOut() {
        let stack = StackView(arrangedSubviews: [SizedView("a", 10, 20), SizedView("b", 30, 40)])
        stack.spacing = 4
        XCTAssertEqual(stack.systemLayoutSizeFitting(.zero), CGSize(width: 44, height: 40))
    }
}
