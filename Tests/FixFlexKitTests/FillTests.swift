import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class FillTests: XCTestCase {
    func testEqualFillsShareTheFreeSpaceEqually() {
        let (parent, views) = makeParent()

        let result = parent.fx.hstack(Fill(), Fix(views[0], 60), Fill())
        parent.fx.vstack(Flex(views[0]))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "fx.hstack[0].Fill.leading == parent.leading",
                "child.leading == fx.hstack[0].Fill.trailing",
                "child.width == 60",
                "fx.hstack[2].Fill.leading == child.trailing",
                "fx.hstack[2].Fill.width == fx.hstack[0].Fill.width",
                "fx.hstack[2].Fill.trailing == parent.trailing",
            ])
        XCTAssertEqual(result.layoutGuides.map { horizontal($0.layoutFrame) }, [[0, 70], [130, 70]])
        XCTAssertEqual(horizontal(views[0].frame), [70, 60])
    }

    func testLaterFillsAreProportionalToTheFirstPositiveOne() {
        let (parent, _) = makeParent(width: 300, children: [])

        let result = parent.fx.hstack(Fill(weight: 2), Fill(weight: 1), Fill(weight: 3))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "fx.hstack[0].Fill.leading == parent.leading",
                "fx.hstack[1].Fill.leading == fx.hstack[0].Fill.trailing",
                "fx.hstack[1].Fill.width == 0.5 * fx.hstack[0].Fill.width",
                "fx.hstack[2].Fill.leading == fx.hstack[1].Fill.trailing",
                "fx.hstack[2].Fill.width == 1.5 * fx.hstack[0].Fill.width",
                "fx.hstack[2].Fill.trailing == parent.trailing",
            ])
        XCTAssertEqual(result.layoutGuides.map { $0.layoutFrame.width }, [100, 50, 150])
    }

    func testZeroWeightBeforeTheReferenceIsSizeZeroAndAfterItAMultiplierOfZero() {
        let (parent, views) = makeParent(children: ["a", "b", "c"])

        let result = parent.fx.hstack(Fill(views[0], weight: 0), Fill(views[1], weight: 4), Fill(views[2], weight: 0))
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "a.leading == parent.leading",
                "a.width == 0",
                "b.leading == a.trailing",
                "c.leading == b.trailing",
                "c.width == 0 * b.width",
                "c.trailing == parent.trailing",
            ])
        XCTAssertEqual(views.map { horizontal($0.frame) }, [[0, 0], [0, 200], [200, 0]])
    }

    func testFillOfViewsInParallelMakesEachProportionalToTheFirst() {
        let (parent, views) = makeParent(children: ["a", "b", "c"])

        let result = parent.fx.hstack(Fill([views[0], views[1]], weight: 3), Fill(views[2]))
        parent.fx.vstack(Flex(views))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "a.leading == parent.leading",
                "b.leading == parent.leading",
                "b.width == a.width",
                "c.leading == a.trailing",
                "c.leading == b.trailing",
                "c.width == 0.3333333333333333 * a.width",
                "c.trailing == parent.trailing",
            ])
        XCTAssertEqual(views.map { horizontal($0.frame) }, [[0, 150], [0, 150], [150, 50]])
    }

    func testEachStackHasItsOwnReference() {
        let (parent, _) = makeParent(children: [])

        parent.fx.hstack(Fill(weight: 5), Fill())
        let second = parent.fx.hstack(Fill(weight: 2), Fill())

        XCTAssertEqual(spell(second.constraints)[2], "fx.hstack[1].Fill.width == 0.5 * fx.hstack[0].Fill.width")
    }

    func testNegativeWeightIsReportedAndTreatedAsZero() {
        let (parent, views) = makeParent()

        let line = #line + 2
        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(Fill(weight: -1), Fill(views[0]), Fix(20))
        }
        parent.fx.vstack(Flex(views[0]))
        let (_, layoutDiagnostics) = LayoutDiagnostics.collect { parent.layoutIfNeeded() }

        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(diagnostics.first?.line, line)
        XCTAssertEqual(diagnostics.first?.message, "fx.hstack[0]: Fill(weight: -1.0) must be 0 or more; 0 was used")
        XCTAssertEqual(spell(result.constraints)[1], "fx.hstack[0].Fill.width == 0")
        XCTAssertEqual(layoutDiagnostics, [])
        XCTAssertEqual(horizontal(views[0].frame), [0, 180])
    }

    func testNaNWeightIsReportedAndTreatedAsZero() {
        let (parent, _) = makeParent(children: [])

        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(Fill(), Fill(weight: .nan))
        }

        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(spell(result.constraints)[2], "fx.hstack[1].Fill.width == 0 * fx.hstack[0].Fill.width")
    }
}
