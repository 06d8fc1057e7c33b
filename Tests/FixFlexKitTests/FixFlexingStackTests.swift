import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class FixFlexingStackTests: XCTestCase {
    func testStacksPinToTheReceiversEdgesAndActivateEverything() {
        let (parent, views) = makeParent()
        let child = views[0]
        child.translatesAutoresizingMaskIntoConstraints = true

        let horizontal = parent.fx.hstack(Flex(child))
        let vertical = parent.fx.vstack([Flex(child)])
        parent.layoutIfNeeded()

        XCTAssertFalse(child.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(
            spell(horizontal.constraints), ["child.leading == parent.leading", "child.trailing == parent.trailing"])
        XCTAssertEqual(spell(vertical.constraints), ["child.top == parent.top", "child.bottom == parent.bottom"])
        XCTAssertTrue(
            (horizontal.constraints + vertical.constraints).allSatisfy { made in
                parent.constraints.contains { $0 === made }
            })
        assertFrame(child.frame, CGRect(x: 0, y: 0, width: 200, height: 100), "child")
    }

    func testOffsetsInsetTheStartAndOffsetTheEnd() {
        let (parent, views) = makeParent()

        let result = parent.fx.hstack(startOffset: 10, endOffset: -20, Flex(views[0]))
        parent.fx.vstack(startOffset: 5, endOffset: 5, Flex(views[0]))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            ["child.leading == parent.leading + 10", "child.trailing == parent.trailing - 20"])
        assertFrame(views[0].frame, CGRect(x: 10, y: 5, width: 170, height: 100), "child")
    }

    func testNilOffsetsLeaveThatSideUnpinned() {
        let (parent, views) = makeParent(children: ["a", "b"])

        let leading = parent.fx.hstack(startOffset: nil, Fix(views[0], 50).spacingBefore(7), Fix(10))
        let trailing = parent.fx.hstack(endOffset: nil, Fix(20), Fix(views[1], 50))
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(leading.constraints),
            [
                "a.width == 50",
                "fx.hstack[1].Fix.leading == a.trailing",
                "fx.hstack[1].Fix.width == 10",
                "fx.hstack[1].Fix.trailing == parent.trailing",
            ])
        XCTAssertEqual(
            spell(trailing.constraints),
            [
                "fx.hstack[0].Fix.leading == parent.leading",
                "fx.hstack[0].Fix.width == 20",
                "b.leading == fx.hstack[0].Fix.trailing",
                "b.width == 50",
            ])
        XCTAssertEqual(horizontal(views[0].frame), [140, 50])
        XCTAssertEqual(horizontal(views[1].frame), [20, 50])
    }

    func testItemsCanBePlacedBetweenArbitraryAnchors() {
        let (parent, views) = makeParent(children: ["label", "leadingView", "trailingView"])
        parent.fx.hstack(Fix(40), Fix(views[0], 100), Flex())

        let result = parent.fx.hstack(
            startAnchor: views[0].leadingAnchor, endAnchor: views[0].trailingAnchor, Fix(views[1], 20), Flex(),
            Fix(views[2], 20))
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(spell(result.constraints).first, "leadingView.leading == label.leading")
        XCTAssertEqual(spell(result.constraints).last, "trailingView.trailing == label.trailing")
        XCTAssertEqual(horizontal(views[1].frame), [40, 20])
        XCTAssertEqual(horizontal(views[2].frame), [120, 20])
    }

    func testRightToLeftMirrorsUnlessPositioningIsAbsolute() {
        let (parent, views) = makeParent(children: ["natural", "absolute"])
        parent.userInterfaceLayoutDirection = .rightToLeft

        let natural = parent.fx.hstack(Fix(10), Fix(views[0], 50), Flex())
        let absolute = parent.fx.hstack(useAbsolutePositioning: true, Fix(10), Fix(views[1], 50), Flex())
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(spell(natural.constraints)[0], "fx.hstack[0].Fix.leading == parent.leading")
        XCTAssertEqual(
            spell(absolute.constraints),
            [
                "fx.hstack[0].Fix.left == parent.left",
                "fx.hstack[0].Fix.width == 10",
                "absolute.left == fx.hstack[0].Fix.right",
                "absolute.width == 50",
                "fx.hstack[2].Flex.left == absolute.right",
                "fx.hstack[2].Flex.right == parent.right",
            ])
        XCTAssertEqual(horizontal(views[0].frame), [140, 50])
        XCTAssertEqual(horizontal(views[1].frame), [10, 50])
    }

    func testIdentifiersAndSourceLocationsPointAtTheIntents() throws {
        let (parent, views) = makeParent()

        let firstLine = #line + 2
        let result = parent.fx.hstack(
            Fix(15),
            Flex(views[0], min: 10),
            Fix(15)
        )

        XCTAssertEqual(
            result.constraints.map { $0.identifier ?? "" },
            [
                "fx.hstack[0].Fix.leading @ FixFlexingStackTests.swift:\(firstLine)",
                "fx.hstack[0].Fix.width @ FixFlexingStackTests.swift:\(firstLine)",
                "fx.hstack[1].Flex.leading @ FixFlexingStackTests.swift:\(firstLine + 1)",
                "fx.hstack[1].Flex.width.min @ FixFlexingStackTests.swift:\(firstLine + 1)",
                "fx.hstack[2].Fix.leading @ FixFlexingStackTests.swift:\(firstLine + 2)",
                "fx.hstack[2].Fix.width @ FixFlexingStackTests.swift:\(firstLine + 2)",
                "fx.hstack[2].Fix.trailing @ FixFlexingStackTests.swift:\(firstLine + 2)",
            ])
        XCTAssertEqual(result.constraints.map(\.file), Array(repeating: #fileID, count: 7))
        XCTAssertEqual(result.constraints.map(\.line), [0, 0, 1, 1, 2, 2, 2].map { firstLine + $0 })
        XCTAssertEqual(result.layoutGuides.map { $0.identifier ?? "" }, ["fx.hstack[0].Fix", "fx.hstack[2].Fix"])
    }

    /// Names of parallel views (`[1]` after the intent) and of intents past the tenth, in a vstack.
    func testIdentifiersOfParallelViewsAndLaterIntents() throws {
        let (parent, views) = makeParent(height: 300, children: ["a", "b"])
        let line = #line + 3
        let result = parent.fx.vstack(
            endOffset: nil,
            Fix(1), Fix(1), Fix(1), Fix(1), Fix(1), Fix(1), Fix(1), Fix(1), Fix(1), Fix(1), Flex([views[0], views[1]]))
        let names = result.constraints.map { $0.identifier ?? "" }
        XCTAssertEqual(names.count, 22)
        XCTAssertEqual(names[0], "fx.vstack[0].Fix.top @ FixFlexingStackTests.swift:\(line)")
        XCTAssertEqual(names[19], "fx.vstack[9].Fix.height @ FixFlexingStackTests.swift:\(line)")
        XCTAssertEqual(
            Array(names.suffix(2)),
            [
                "fx.vstack[10].Flex[0].top @ FixFlexingStackTests.swift:\(line)",
                "fx.vstack[10].Flex[1].top @ FixFlexingStackTests.swift:\(line)",
            ])
        XCTAssertEqual(result.layoutGuides.last?.identifier, "fx.vstack[9].Fix")
        parent.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minY), [10, 10])
    }

    func testUnsatisfiableStackIsReportedAtTheUsersLine() throws {
        let (parent, views) = makeParent()
        parent.fx.vstack(Flex(views[0]))

        let line = #line + 1
        parent.fx.hstack(Fix(50), Fix(views[0], 200))
        let (_, diagnostics) = LayoutDiagnostics.collect { parent.layoutIfNeeded() }

        let report = try XCTUnwrap(diagnostics.first { $0.kind == .unsatisfiableConstraints })
        XCTAssertTrue(report.message.contains("@ FixFlexingStackTests.swift:\(line)"), report.message)
        XCTAssertEqual(report.file, #fileID)
        XCTAssertEqual(report.line, line)
    }

    func testEmptyIntentsAreReportedAtTheCallAndNothingIsMade() {
        let (parent, views) = makeParent()

        let line = #line + 2
        let (results, diagnostics) = LayoutDiagnostics.collect {
            [parent.fx.hstack(), parent.fx.vstack([])]
        }
        parent.fx.hstack(Fix(views[0], 30), Flex())
        parent.fx.vstack(Flex(views[0]))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            diagnostics,
            [
                LayoutDiagnostic(
                    kind: .invalidInput, message: "fx.hstack was given no intents; it made nothing",
                    source: "FixFlexKit", file: #fileID, line: line),
                LayoutDiagnostic(
                    kind: .invalidInput, message: "fx.vstack was given no intents; it made nothing",
                    source: "FixFlexKit", file: #fileID, line: line),
            ])
        XCTAssertTrue(results.allSatisfy { $0.constraints.isEmpty && $0.layoutGuides.isEmpty })
        XCTAssertEqual(parent.layoutGuides.count, 1)
        assertFrame(views[0].frame, CGRect(x: 0, y: 0, width: 30, height: 100), "child")
    }

    func testNonFiniteOffsetIsReportedAndZeroUsed() {
        let (parent, views) = makeParent()

        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(startOffset: .nan, Flex(views[0]))
        }

        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(diagnostics.first?.message, "startOffset of fx.hstack is nan, not a finite number; 0 was used")
        XCTAssertEqual(spell(result.constraints)[0], "child.leading == parent.leading")
    }

    func testDeactivatingTheResultUndoesTheStack() {
        let (parent, views) = makeParent()

        let result = parent.fx.hstack(Fix(10), Flex(views[0]), Fix(10))
        LayoutConstraint.deactivate(result.constraints)
        for guide in result.layoutGuides { parent.removeLayoutGuide(guide) }

        XCTAssertTrue(parent.constraints.allSatisfy { installed in !result.constraints.contains { $0 === installed } })
        XCTAssertEqual(parent.layoutGuides.count, 0)
        XCTAssertTrue(result.constraints.allSatisfy { !$0.isActive })
    }

    func testVerticallyCenterTwoLabelsMakesTheConstraintsTheReadmeSpellsOut() {
        // FixFlex's README lists what these two calls make "under the hood"; the same equations here,
        // each written with the stacked item first.
        let (parent, views) = makeParent(height: 200, children: ["topLabel", "bottomLabel"])
        let (topLabel, bottomLabel) = (views[0], views[1])

        let horizontal = parent.fx.hstack(Flex([topLabel, bottomLabel]))
        let vertical = parent.fx.vstack(
            Fill(),
            Flex(topLabel),
            Fix(5),
            Flex(bottomLabel),
            Fill()
        )

        XCTAssertEqual(
            spell(horizontal.constraints),
            [
                "topLabel.leading == parent.leading",
                "bottomLabel.leading == parent.leading",
                "topLabel.trailing == parent.trailing",
                "bottomLabel.trailing == parent.trailing",
            ])
        XCTAssertEqual(
            spell(vertical.constraints),
            [
                "fx.vstack[0].Fill.top == parent.top",
                "topLabel.top == fx.vstack[0].Fill.bottom",
                "fx.vstack[2].Fix.top == topLabel.bottom",
                "fx.vstack[2].Fix.height == 5",
                "bottomLabel.top == fx.vstack[2].Fix.bottom",
                "fx.vstack[4].Fill.top == bottomLabel.bottom",
                "fx.vstack[4].Fill.height == fx.vstack[0].Fill.height",
                "fx.vstack[4].Fill.bottom == parent.bottom",
            ])
        XCTAssertEqual(vertical.layoutGuides.count, 3)
        XCTAssertTrue(vertical.layoutGuides.allSatisfy { $0.owningView === parent })
        XCTAssertFalse(topLabel.translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(bottomLabel.translatesAutoresizingMaskIntoConstraints)
    }
}
