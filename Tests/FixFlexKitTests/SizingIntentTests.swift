import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class SizingIntentTests: XCTestCase {
    func testSpacingBeforeShiftsTheStartConstraintAndNegativeOverlaps() {
        let (parent, views) = makeParent(children: ["first", "second"])

        let result = parent.fx.hstack(
            startOffset: 10, Fix(views[0], 60).spacingBefore(5), Fix(views[1], 60).spacingBefore(-20), Flex())
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "first.leading == parent.leading + 15",
                "first.width == 60",
                "second.leading == first.trailing - 20",
                "second.width == 60",
                "fx.hstack[2].Flex.leading == second.trailing",
                "fx.hstack[2].Flex.trailing == parent.trailing",
            ])
        XCTAssertEqual(horizontal(views[0].frame), [15, 60])
        XCTAssertEqual(horizontal(views[1].frame), [55, 60])
    }

    func testSpacingBeforeAppliesToEveryStartConstraintOfParallelViews() {
        let (parent, views) = makeParent(children: ["a", "b", "c"])

        let result = parent.fx.vstack(Fix([views[0], views[1]], 20), Flex(views[2]).spacingBefore(8))

        XCTAssertEqual(
            Array(spell(result.constraints)[4...5]),
            ["c.top == a.bottom + 8", "c.top == b.bottom + 8"])
    }

    func testModifiersReturnACopyAndLeaveTheOriginalAlone() {
        let (parent, views) = makeParent()
        let plain = Fix(views[0], 10)
        var calls = 0
        _ = plain.spacingBefore(30).onCreateDimensionConstraint { _ in calls += 1 }

        let result = parent.fx.hstack(Fix(5), plain, Flex())

        XCTAssertEqual(spell(result.constraints)[2], "child.leading == fx.hstack[0].Fix.trailing")
        XCTAssertEqual(calls, 0)
    }

    func testOnCreateStartConstraintSeesEachStartConstraintBeforeActivation() {
        let (parent, views) = makeParent(children: ["a", "b", "c"])
        var seen: [String] = []

        let result = parent.fx.hstack(
            Fix([views[0], views[1]], 40),
            Flex(views[2]).onCreateStartConstraint { constraint in
                seen.append(spell(constraint))
                constraint.priority = .defaultHigh
            })

        XCTAssertEqual(seen, ["c.leading == a.trailing (inactive)", "c.leading == b.trailing (inactive)"])
        XCTAssertEqual(
            Array(spell(result.constraints)[4...5]), ["c.leading == a.trailing @750", "c.leading == b.trailing @750"])
    }

    func testOnCreateStartConstraintOfTheFirstIntentSeesTheStartAnchorConstraint() {
        let (parent, views) = makeParent()
        var seen: [String] = []

        parent.fx.vstack(startOffset: 4, Flex(views[0]).onCreateStartConstraint { seen.append(spell($0)) })
        parent.fx.vstack(startOffset: nil, Flex(views[0]).onCreateStartConstraint { seen.append(spell($0)) })

        XCTAssertEqual(seen, ["child.top == parent.top + 4 (inactive)"])
    }

    func testOnCreateEndConstraintIsCalledOnlyForTheLastIntent() {
        let (parent, views) = makeParent(children: ["a", "b"])
        var seen: [String] = []

        parent.fx.hstack(
            Fix(10).onCreateEndConstraint { seen.append("first: " + spell($0)) },
            Flex([views[0], views[1]]).onCreateEndConstraint { seen.append(spell($0)) })
        parent.fx.hstack(endOffset: nil, Flex(views[0]).onCreateEndConstraint { seen.append("unpinned: " + spell($0)) })

        XCTAssertEqual(seen, ["a.trailing == parent.trailing (inactive)", "b.trailing == parent.trailing (inactive)"])
    }

    func testOnCreateDimensionConstraintSeesEverySizeConstraint() {
        let (parent, views) = makeParent(children: ["a", "b"])
        var seen: [String] = []
        let record: (LayoutConstraint) -> Void = { seen.append(spell($0)) }

        let result = parent.fx.hstack(
            Fill(views[0]).onCreateDimensionConstraint(record),
            Flex(min: 5, max: 50).onCreateDimensionConstraint(record),
            Fix(views[1], 30).onCreateDimensionConstraint { constraint in
                record(constraint)
                constraint.priority = 999
            },
            Fill().onCreateDimensionConstraint(record))
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            seen,
            [
                "fx.hstack[1].Flex.width >= 5 (inactive)",
                "fx.hstack[1].Flex.width <= 50 (inactive)",
                "b.width == 30 (inactive)",
                "fx.hstack[3].Fill.width == a.width (inactive)",
            ])
        XCTAssertTrue(result.constraints.contains { spell($0) == "b.width == 30 @999" })
        XCTAssertEqual(views[1].frame.width, 30)
    }

    func testOnCreateLayoutGuideSeesTheSpacerGuideAddedToTheReceiver() {
        let (parent, views) = makeParent()
        var guides: [LayoutGuide] = []

        let result = parent.fx.hstack(
            Fix(10).onCreateLayoutGuide { guide in
                XCTAssertTrue(guide.owningView === parent)
                guide.identifier = "leadingInset"
                guides.append(guide)
            },
            Flex(views[0]).onCreateLayoutGuide { guides.append($0) })

        XCTAssertEqual(guides.count, 1)
        XCTAssertTrue(result.layoutGuides[0] === guides[0])
        XCTAssertEqual(spell(result.constraints)[0], "leadingInset.leading == parent.leading")
    }
}
