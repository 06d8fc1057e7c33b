import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class FlexTests: XCTestCase {
    func testFlexSpacerMakesOnlyTheBoundsItIsGiven() {
        let (parent, views) = makeParent()

        let result = parent.fx.hstack(Fix(views[0], 50), Flex(min: 10, max: 60), Flex(), Fix(20))
        parent.fx.vstack(Flex(views[0]))
        parent.layoutIfNeeded()

        XCTAssertEqual(
            spell(result.constraints),
            [
                "child.leading == parent.leading",
                "child.width == 50",
                "fx.hstack[1].Flex.leading == child.trailing",
                "fx.hstack[1].Flex.width >= 10",
                "fx.hstack[1].Flex.width <= 60",
                "fx.hstack[2].Flex.leading == fx.hstack[1].Flex.trailing",
                "fx.hstack[3].Fix.leading == fx.hstack[2].Flex.trailing",
                "fx.hstack[3].Fix.width == 20",
                "fx.hstack[3].Fix.trailing == parent.trailing",
            ])
        XCTAssertTrue(result.constraints[3].identifier?.hasPrefix("fx.hstack[1].Flex.width.min @ ") ?? false)
        XCTAssertTrue(result.constraints[4].identifier?.hasPrefix("fx.hstack[1].Flex.width.max @ ") ?? false)
        let first = result.layoutGuides[0].layoutFrame
        let second = result.layoutGuides[1].layoutFrame
        XCTAssertEqual(first.width + second.width, 130)
        XCTAssertGreaterThanOrEqual(first.width, 10)
        XCTAssertLessThanOrEqual(first.width, 60)
    }

    func testFlexViewTakesItsIntrinsicSizeWhenASpacerTakesTheRest() {
        let (parent, _) = makeParent(children: [])
        let label = Label(text: "Elit Aenean")
        label.identifier = "label"
        parent.addSubview(label)

        let result = parent.fx.hstack(Fix(5), Flex(label), Flex(), Fix(5))
        parent.fx.vstack(Flex(label), Flex())
        parent.layoutIfNeeded()

        XCTAssertEqual(spell(result.constraints).count, 7)
        let size = label.intrinsicContentSize
        assertFrame(label.frame, CGRect(x: 5, y: 0, width: size.width, height: size.height), "label")
    }

    func testFlexViewSetsPrioritiesAlongTheAxisOnlyWhenPassed() {
        let (parent, views) = makeParent(children: ["a", "b", "c"])
        views[2].setContentHuggingPriority(100, for: .horizontal)
        views[2].setContentCompressionResistancePriority(600, for: .horizontal)

        let result = parent.fx.hstack(
            Flex([views[0], views[1]], huggingPriority: 300, compressionResistancePriority: 900), Flex(views[2]))

        for view in views.prefix(2) {
            XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), 300)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal), 900)
            XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .defaultLow)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        }
        XCTAssertEqual(views[2].contentHuggingPriority(for: .horizontal), 100)
        XCTAssertEqual(views[2].contentCompressionResistancePriority(for: .horizontal), 600)
        XCTAssertEqual(
            spell(result.constraints),
            [
                "a.leading == parent.leading",
                "b.leading == parent.leading",
                "c.leading == a.trailing",
                "c.leading == b.trailing",
                "c.trailing == parent.trailing",
            ])
    }

    func testFlexInAVerticalStackSetsVerticalPriorities() {
        let (parent, views) = makeParent()

        parent.fx.vstack(Flex(views[0], huggingPriority: .defaultHigh, compressionResistancePriority: .defaultLow))

        XCTAssertEqual(views[0].contentHuggingPriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(views[0].contentCompressionResistancePriority(for: .vertical), .defaultLow)
        XCTAssertEqual(views[0].contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(views[0].contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
    }

    func testFlexViewBoundsHoldAgainstItsContent() {
        let (parent, _) = makeParent(children: [])
        let short = Label(text: "L")
        let long = Label(text: "A label much longer than the bound")
        for label in [short, long] { parent.addSubview(label) }
        short.identifier = "short"
        long.identifier = "long"

        let first = parent.fx.hstack(Flex(short, min: 50), Flex())
        let second = parent.fx.hstack(Flex(long, max: 100), Flex())
        parent.fx.vstack(Flex(short), Flex(long), Flex())
        parent.layoutIfNeeded()

        XCTAssertEqual(spell(first.constraints)[1], "short.width >= 50")
        XCTAssertEqual(spell(second.constraints)[1], "long.width <= 100")
        XCTAssertLessThan(short.intrinsicContentSize.width, 50)
        XCTAssertGreaterThan(long.intrinsicContentSize.width, 100)
        XCTAssertEqual(short.frame.width, 50)
        XCTAssertEqual(long.frame.width, 100)
    }

    func testMinGreaterThanMaxIsReportedAndTheMaxLeftOut() {
        let (parent, views) = makeParent()

        let line = #line + 2
        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(Flex(views[0], min: 120, max: 80), Flex())
        }
        parent.fx.vstack(Flex(views[0]))
        parent.layoutIfNeeded()

        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(diagnostics.first?.line, line)
        XCTAssertEqual(
            diagnostics.first?.message,
            "fx.hstack[0]: Flex(min: 120.0, max: 80.0) has min greater than max; the max was left out")
        XCTAssertEqual(spell(result.constraints)[1], "child.width >= 120")
        XCTAssertEqual(result.constraints.count, 4)
        XCTAssertGreaterThanOrEqual(views[0].frame.width, 120)
    }

    func testNonFiniteBoundIsReportedAndLeftOut() {
        let (parent, _) = makeParent(children: [])

        let (result, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.hstack(Flex(min: .infinity, max: 40), Flex())
        }

        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue])
        XCTAssertEqual(diagnostics.first?.message, "fx.hstack[0]: Flex(min: inf) is not finite; it was left out")
        XCTAssertEqual(spell(result.constraints)[1], "fx.hstack[0].Flex.width <= 40")
    }
}
