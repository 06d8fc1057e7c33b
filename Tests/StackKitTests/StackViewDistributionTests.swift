import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Every distribution by every alignment on both axes and in both layout directions, against frames
/// computed here by hand from the views' sizes (A 40, B 40, C 60 along the axis; 20, 30, 40 across).
final class StackViewDistributionTests: XCTestCase {
    /// (position, length) along the axis of A, B, C, for a stack `length` long with spacing 10.
    static let main: [StackView.Distribution: (length: CGFloat, spans: [(CGFloat, CGFloat)])] = [
        // 140 of content and 20 of gaps in 320: B hugs least and takes the 160 left.
        .fill: (320, [(0, 40), (50, 200), (260, 60)]),
        // (320 - 20) / 3 = 100 each.
        .fillEqually: (320, [(0, 100), (110, 100), (220, 100)]),
        // (300 - 20) / 140 = 2 points per intrinsic point: 80, 80, 120, exactly, spacing included.
        .fillProportionally: (300, [(0, 80), (90, 80), (180, 120)]),
        // (320 - 140) / 2 = 90 between each pair.
        .equalSpacing: (320, [(0, 40), (130, 40), (260, 60)]),
        // Centers 20 and 290 at the ends, so the middle center is at 155.
        .equalCentering: (320, [(0, 40), (135, 40), (260, 60)]),
    ]

    static let crossSizes: [CGFloat] = [20, 30, 40]

    /// (position, length) across the axis of view `index` in a stack 100 deep.
    static func cross(_ alignment: StackView.Alignment, _ axis: LayoutAxis, _ index: Int) -> (CGFloat, CGFloat) {
        let size = crossSizes[index]
        switch alignment {
        case .fill: return (0, 100)
        case .leading: return (0, size)
        case .center: return ((100 - size) / 2, size)
        case .trailing: return (100 - size, size)
        case .firstBaseline, .lastBaseline:
            // Views without text have their baselines at the bottom: the bottoms line up, the tallest
            // view touches the top. Vertical stacks fill.
            return axis == .horizontal ? (40 - size, size) : (0, 100)
        }
    }

    func makeStack(_ axis: LayoutAxis, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment)
        -> (StackView, [SizedView])
    {
        let horizontal = axis == .horizontal
        let views = zip(["A", "B", "C"], zip([40, 40, 60] as [CGFloat], StackViewDistributionTests.crossSizes)).map {
            name, sizes in
            SizedView(name, horizontal ? sizes.0 : sizes.1, horizontal ? sizes.1 : sizes.0)
        }
        views[1].setContentHuggingPriority(.defaultLow - 50, for: axis)
        let stack = StackView(arrangedSubviews: views)
        stack.identifier = "stack"
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        return (stack, views)
    }

    func testEveryDistributionAndAlignmentOnBothAxesInBothDirections() {
        for axis in [LayoutAxis.horizontal, .vertical] {
            for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                for distribution in StackView.Distribution.allCases {
                    for alignment in StackView.Alignment.allCases {
                        check(axis, direction, distribution, alignment)
                    }
                }
            }
        }
    }

    func check(
        _ axis: LayoutAxis, _ direction: UserInterfaceLayoutDirection, _ distribution: StackView.Distribution,
        _ alignment: StackView.Alignment
    ) {
        let (stack, views) = makeStack(axis, distribution, alignment)
        let (length, spans) = StackViewDistributionTests.main[distribution]!
        let stackSize = axis == .horizontal ? CGSize(width: length, height: 100) : CGSize(width: 100, height: length)
        let root = makeRoot(stack, frame: CGRect(origin: .zero, size: stackSize))
        root.userInterfaceLayoutDirection = direction
        let diagnostics = layout(root)
        let context = "\(axis) \(direction) \(distribution) \(alignment)"
        XCTAssertEqual(diagnostics, [], context)
        let rightToLeft = direction == .rightToLeft
        for (index, view) in views.enumerated() {
            var (position, size) = spans[index]
            var (crossPosition, crossSize) = StackViewDistributionTests.cross(alignment, axis, index)
            let expected: CGRect
            if axis == .horizontal {
                if rightToLeft { position = length - position - size }
                expected = CGRect(x: position, y: crossPosition, width: size, height: crossSize)
            } else {
                if rightToLeft { crossPosition = 100 - crossPosition - crossSize }
                expected = CGRect(x: crossPosition, y: position, width: crossSize, height: size)
            }
            assertFrame(view.frame, expected, "\(context) \(view.identifier!)")
        }
        XCTAssertEqual(stackConstraints(stack, "stack.canvas-start").count, 1, context)
        XCTAssertEqual(stackConstraints(stack, "stack.canvas-end").count, 1, context)
        XCTAssertEqual(stackConstraints(stack, "stack.spacing").count, 2, context)
        XCTAssertFalse(stack.hasAmbiguousLayout, context)
        for view in views { XCTAssertFalse(view.hasAmbiguousLayout, "\(context) \(view.identifier!)") }
    }

    // MARK: The constraints behind each distribution

    func testFillLinksEachViewToThePreviousOneWithTheSpacing() {
        let (stack, views) = makeStack(.horizontal, .fill, .fill)
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        layout(root)
        assertConstraint(
            stackConstraints(stack, "stack.canvas-start").first, views[0], .left, .equal, stack, .left)
        let spacing = stackConstraints(stack, "stack.spacing")
        assertConstraint(
            spacing.first { $0.firstItem === views[1] }, views[1], .left, .equal, views[0], .right, constant: 10)
        assertConstraint(
            spacing.first { $0.firstItem === views[2] }, views[2], .left, .equal, views[1], .right, constant: 10)
        assertConstraint(stackConstraints(stack, "stack.canvas-end").first, stack, .right, .equal, views[2], .right)
        let alignment = stackConstraints(stack, "stack.alignment").filter { $0.firstItem === views[0] }
        XCTAssertEqual(alignment.count, 2)
        assertConstraint(alignment.first { $0.firstAttribute == .top }, views[0], .top, .equal, stack, .top)
        assertConstraint(alignment.first { $0.firstAttribute == .bottom }, views[0], .bottom, .equal, stack, .bottom)
        assertConstraint(
            stackConstraints(stack, "stack.canvas-hug").first, stack, .height, .equal, nil, .notAnAttribute,
            priority: 25)
    }

    func testRightToLeftRunsFromTheRightEdge() {
        let (stack, views) = makeStack(.horizontal, .fill, .fill)
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.userInterfaceLayoutDirection = .rightToLeft
        layout(root)
        assertConstraint(stackConstraints(stack, "stack.canvas-start").first, views[0], .right, .equal, stack, .right)
        let link = stackConstraints(stack, "stack.spacing").first { $0.firstItem === views[1] }
        assertConstraint(link, views[1], .right, .equal, views[0], .left, constant: -10)
        root.userInterfaceLayoutDirection = .leftToRight
        layout(root)
        assertFrame(views[0].frame, CGRect(x: 0, y: 0, width: 40, height: 100), "A back in left to right")
    }

    func testFillProportionallyWeighsAUnitGuideAndFillEquallyEqualsNeighbours() throws {
        let (stack, views) = makeStack(.horizontal, .fillProportionally, .center)
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        layout(root)
        let unit = try XCTUnwrap(stack.layoutGuides.first { $0.identifier == "stack.unit" })
        let proportional = stackConstraints(stack, "stack.fill-proportionally")
        XCTAssertEqual(proportional.count, 3)
        assertConstraint(
            proportional.first { $0.firstItem === views[2] }, views[2], .width, .equal, unit, .width, multiplier: 60,
            priority: 999)
        assertConstraint(
            stackConstraints(stack, "stack.unit-hug").first, unit, .width, .equal, nil, .notAnAttribute, priority: 25)
        XCTAssertEqual(unit.layoutFrame.width, 2)
        stack.distribution = .fillEqually
        layout(root)
        XCTAssertTrue(stackConstraints(stack, "stack.fill-proportionally").isEmpty)
        // As UIKit's `UISV-fill-equally`: each view as long as the one before, no guide; the first
        // view carries the weak pull that made the unit as small as the views allow.
        let equal = stackConstraints(stack, "stack.fill-equally")
        XCTAssertEqual(equal.count, 2)
        assertConstraint(equal.first { $0.firstItem === views[1] }, views[1], .width, .equal, views[0], .width)
        assertConstraint(equal.first { $0.firstItem === views[2] }, views[2], .width, .equal, views[1], .width)
        // (A constraint on one view is installed on that view.)
        XCTAssertTrue(stackConstraints(stack, "stack.unit-hug").isEmpty)
        let hug = stackConstraints(views[0], "stack.unit-hug")
        XCTAssertEqual(hug.count, 1)
        assertConstraint(hug.first, views[0], .width, .equal, nil, .notAnAttribute, priority: 25)
        XCTAssertEqual(views.map(\.frame.width), [93, 94, 93], "(300 - 20) / 3 on the pixel grid")
        views[0].isHidden = true
        layout(root)
        XCTAssertTrue(stackConstraints(views[0], "stack.unit-hug").isEmpty)
        assertConstraint(
            stackConstraints(views[1], "stack.unit-hug").first, views[1], .width, .equal, nil, .notAnAttribute,
            priority: 25)
        XCTAssertEqual(stackConstraints(stack, "stack.fill-equally").count, 1)
        XCTAssertEqual(views[1].frame.width, 145)
        XCTAssertEqual(views[2].frame.width, 145)
    }

    func testEqualSpacingMakesTheGapsEqualAndAtLeastTheSpacing() throws {
        let (stack, views) = makeStack(.horizontal, .equalSpacing, .fill)
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        layout(root)
        // Each gap equals the one before (no guide); the first gap carries the weak pull that keeps
        // the gaps as small as the views allow.
        XCTAssertNil(stack.layoutGuides.first { $0.identifier == "stack.unit" })
        let equal = stackConstraints(stack, "stack.equal-spacing")
        XCTAssertEqual(equal.count, 1)
        XCTAssertTrue(equal.allSatisfy { $0.firstItem === views[2] && $0.priority == .required })
        let hug = stackConstraints(stack, "stack.unit-hug")
        XCTAssertEqual(hug.count, 1)
        XCTAssertTrue(hug.allSatisfy { $0.firstItem === views[1] && $0.priority == 25 })
        let minimum = stackConstraints(stack, "stack.spacing").first { $0.firstItem === views[1] }
        assertConstraint(minimum, views[1], .left, .greaterThanOrEqual, views[0], .right, constant: 10)
        XCTAssertEqual(views[1].frame.minX - views[0].frame.maxX, 90)
        XCTAssertEqual(views[2].frame.minX - views[1].frame.maxX, 90)
    }

    func testEqualCenteringGivesWayToTheMinimumSpacing() throws {
        // Centers 20 and 240 would put B's center at 130 (x 110), 20 from C: less than the spacing of 30.
        let (stack, views) = makeStack(.horizontal, .equalCentering, .fill)
        stack.spacing = 30
        views[2].size.width = 160
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let diagnostics = layout(root)
        XCTAssertEqual(diagnostics, [])
        let equal = stackConstraints(stack, "stack.equal-centering")
        XCTAssertEqual(equal.count, 2)
        XCTAssertTrue(equal.allSatisfy { $0.priority == 999 })
        XCTAssertGreaterThanOrEqual(views[1].frame.minX, views[0].frame.maxX + 30)
        XCTAssertGreaterThanOrEqual(views[2].frame.minX, views[1].frame.maxX + 30 - 0.001)
        XCTAssertEqual(views[2].frame.maxX, 320)
    }

    func testFillProportionallyIsExactWithSpacingAndFollowsIntrinsicSizes() {
        // The labels measure on the pixel grid of their root, so they join the root before the stack reads them.
        let stack = StackView()
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 360, height: 40))
        root.displayScale = 1000
        let labels = ["one", "three", "seventeen"].map { Label(text: $0) }
        for label in labels { stack.addArrangedSubview(label) }
        stack.distribution = .fillProportionally
        stack.spacing = 12
        layout(root)
        func check(_ context: String) {
            let naturals = labels.map(\.intrinsicContentSize.width)
            let available: CGFloat = 360 - 24
            let total = naturals.reduce(0, +)
            for (label, natural) in zip(labels, naturals) {
                XCTAssertEqual(
                    label.frame.width, available * natural / total, accuracy: 0.002, "\(context) \(label.text!)")
            }
            XCTAssertEqual(labels[1].frame.minX, labels[0].frame.maxX + 12, accuracy: 0.002, context)
            XCTAssertEqual(labels[2].frame.maxX, 360, accuracy: 0.002, context)
        }
        check("first layout")
        labels[0].text = "one hundred and one"
        layout(root)
        check("after a text change")
    }

    func testViewsWithoutIntrinsicSizeKeepTheirOwnLengthInFillProportionally() {
        let fixed = LayoutView()
        fixed.identifier = "fixed"
        fixed.widthAnchor.constraint(equalToConstant: 50).isActive = true
        let a = SizedView("a", 30, 10)
        let b = SizedView("b", 60, 10)
        let stack = StackView(arrangedSubviews: [a, fixed, b])
        stack.distribution = .fillProportionally
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        XCTAssertEqual(layout(root), [])
        assertFrames(
            root,
            [
                "a": CGRect(x: 0, y: 0, width: 90, height: 10), "fixed": CGRect(x: 90, y: 0, width: 50, height: 10),
                "b": CGRect(x: 140, y: 0, width: 180, height: 10),
            ])
    }

    func testAnUnconstrainedStackHugsItsContent() {
        for distribution in StackView.Distribution.allCases {
            let (stack, views) = makeStack(.horizontal, distribution, .center)
            let root = makeRoot(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            XCTAssertEqual(layout(root), [], "\(distribution)")
            // fillEqually: 3 x 60 + 20; equalCentering: centers 60 apart so that C (60 wide) keeps 10 from B.
            let expectedWidth: CGFloat = [.fillEqually: 200, .equalCentering: 170][distribution] ?? 160
            XCTAssertEqual(stack.frame.size, CGSize(width: expectedWidth, height: 40), "\(distribution)")
            XCTAssertEqual(views[2].frame.maxX, expectedWidth, "\(distribution)")
            XCTAssertFalse(stack.hasAmbiguousLayout, "\(distribution)")
        }
    }
}

/// Custom spacing in the equal distributions is the smallest gap after that view.
final class StackViewEqualDistributionSpacingTests: XCTestCase {
    func testCustomSpacingIsAMinimumThatEveryEqualGapMeets() {
        let views = (0..<3).map { SizedView("v\($0)", 10, 10) }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 5
        stack.setCustomSpacing(30, after: views[0])
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(views.map(\.frame.minX), [0, 40, 80], "both gaps 30: equal, and at least 30 after v0")
        XCTAssertEqual(stack.frame.width, 90)
        views[0].isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(views[2].frame.minX - views[1].frame.maxX, 5, "v0's 30 went with it")
        stack.distribution = .equalCentering
        views[0].isHidden = false
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(views.map(\.frame.minX), [0, 40, 80], "centers 40 apart keep 30 after v0")
    }
}
