import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class FixTests: XCTestCase {
    func testFixSpacerIsALayoutGuideOfExactlyThatSize() {
        let (parent, views) = makeParent()
        let child = views[0]

        let result = parent.fx.hstack(Fix(30), Flex(child))
        parent.fx.vstack(Flex(child))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "fx.hstack[0].Fix.leading == parent.leading",
                "fx.hstack[0].Fix.width == 30",
                "child.leading == fx.hstack[0].Fix.trailing",
                "child.trailing == parent.trailing",
            ])
        XCTAssertEqual(result.layoutGuides.count, 1)
        let guide = result.layoutGuides[0]
        XCTAssertTrue(guide.owningView === parent)
        XCTAssertTrue(parent.layoutGuides.contains { $0 === guide })
        XCTAssertEqual(horizontal(guide.layoutFrame), [0, 30])
        assertFrame(child.frame, CGRect(x: 30, y: 0, width: 170, height: 100), "child")
    }

    func testFixViewMakesItsWidthEqualToTheValue() {
        let (parent, views) = makeParent()
        let child = views[0]

        let result = parent.fx.hstack(Fix(child, 80), Flex())
        parent.fx.vstack(Fix(child, 40), Flex())
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "child.leading == parent.leading",
                "child.width == 80",
                "fx.hstack[1].Flex.leading == child.trailing",
                "fx.hstack[1].Flex.trailing == parent.trailing",
            ])
        assertFrame(child.frame, CGRect(x: 0, y: 0, width: 80, height: 40), "child")
    }

    func testFixOfAnArrayPlacesTheViewsInParallel() {
        let (parent, views) = makeParent(children: ["a", "b"])

        let result = parent.fx.vstack(Fix(views, 40), Flex())
        parent.fx.hstack(Fix(10), Flex(views[0]), Fix(100))
        parent.fx.hstack(Fix(120), Flex(views[1]), Fix(10))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "a.top == parent.top",
                "a.height == 40",
                "b.top == parent.top",
                "b.height == 40",
                "fx.vstack[1].Flex.top == a.bottom",
                "fx.vstack[1].Flex.top == b.bottom",
                "fx.vstack[1].Flex.bottom == parent.bottom",
            ])
        XCTAssertTrue(result.constraints[1].identifier?.hasPrefix("fx.vstack[0].Fix[0].height @ ") ?? false)
        XCTAssertTrue(result.constraints[3].identifier?.hasPrefix("fx.vstack[0].Fix[1].height @ ") ?? false)
        assertFrame(views[0].frame, CGRect(x: 10, y: 0, width: 90, height: 40), "a")
        assertFrame(views[1].frame, CGRect(x: 120, y: 0, width: 70, height: 40), "b")
    }

    func testFixOfAnEmptyArrayIsASpacerAsInFixFlex() {
        let (parent, _) = makeParent(children: [])

        let result = parent.fx.hstack(Fix([], 40), Flex())

        XCTAssertEqual(result.layoutGuides.count, 2)
        XCTAssertEqual(spell(result.constraints)[1], "fx.hstack[0].Fix.width == 40")
    }

    func testFixOfNaNIsReportedAndTheRestOfTheStackLaysOut() {
        let (parent, views) = makeParent(children: ["child", "other"])
        let child = views[0]

        let badLine = #line + 2
        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(Fix(15), Fix(child, .nan), Fix(15))
        }
        parent.fx.hstack(Fix(views[1], 50), Flex())
        parent.fx.vstack(Flex(views))
        let (_, layoutDiagnostics) = LayoutDiagnostics.collect { parent.layoutIfNeeded() }

        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.kind, .invalidValue)
        XCTAssertEqual(diagnostics.first?.source, "FixFlexKit")
        XCTAssertEqual(diagnostics.first?.file, #fileID)
        XCTAssertEqual(diagnostics.first?.line, badLine)
        XCTAssertEqual(
            diagnostics.first?.message, "fx.hstack[1]: Fix(nan) is not a finite size; no width was set for it")
        XCTAssertEqual(
            spell(result.constraints),
            [
                "fx.hstack[0].Fix.leading == parent.leading",
                "fx.hstack[0].Fix.width == 15",
                "child.leading == fx.hstack[0].Fix.trailing",
                "fx.hstack[2].Fix.leading == child.trailing",
                "fx.hstack[2].Fix.width == 15",
                "fx.hstack[2].Fix.trailing == parent.trailing",
            ])
        XCTAssertEqual(layoutDiagnostics, [])
        assertFrame(child.frame, CGRect(x: 15, y: 0, width: 170, height: 100), "child")
        assertFrame(views[1].frame, CGRect(x: 0, y: 0, width: 50, height: 100), "other")
    }

    func testNegativeFixIsReportedAndMadeZero() {
        let (parent, views) = makeParent()

        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(Fix(-10), Flex(views[0]))
        }

        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(diagnostics.first?.message, "fx.hstack[0]: Fix(-10.0) is a negative size; 0 was used")
        XCTAssertEqual(spell(result.constraints)[1], "fx.hstack[0].Fix.width == 0")
    }
}
