import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class FixFlexBuilderTests: XCTestCase {
    func testBuilderMakesTheSameStackAsTheVariadicForm() {
        let (parent, views) = makeParent()
        let (other, otherViews) = makeParent()

        let built = parent.fx.hstack {
            Fix(15)
            Flex(views[0])
            Fix(15)
        }
        let listed = other.fx.hstack(Fix(15), Flex(otherViews[0]), Fix(15))

        XCTAssertEqual(spell(built.constraints), spell(listed.constraints))
        XCTAssertEqual(built.layoutGuides.count, 2)
    }

    func testIfForSwitchAndSplicedArrays() {
        let (parent, views) = makeParent(children: ["icon", "title", "badge1", "badge2"])
        let showsIcon = true
        let showsChevron = false
        let inset = Inset.wide
        let padding = [Fix(1), Fix(2)]

        let result = parent.fx.hstack(startOffset: nil) {
            if showsIcon {
                Fix(views[0], 44)
            }
            if showsChevron {
                Fix(99)
            }
            if showsChevron {
                Fix(98)
            } else {
                Flex(views[1])
            }
            for badge in views[2...] {
                Fix(badge, 20).spacingBefore(4)
            }
            switch inset {
            case .none: Fix(0)
            case .wide: Fix(30)
            }
            padding
        }

        XCTAssertEqual(
            spell(result.constraints),
            [
                "icon.width == 44",
                "title.leading == icon.trailing",
                "badge1.leading == title.trailing + 4",
                "badge1.width == 20",
                "badge2.leading == badge1.trailing + 4",
                "badge2.width == 20",
                "fx.hstack[4].Fix.leading == badge2.trailing",
                "fx.hstack[4].Fix.width == 30",
                "fx.hstack[5].Fix.leading == fx.hstack[4].Fix.trailing",
                "fx.hstack[5].Fix.width == 1",
                "fx.hstack[6].Fix.leading == fx.hstack[5].Fix.trailing",
                "fx.hstack[6].Fix.width == 2",
                "fx.hstack[6].Fix.trailing == parent.trailing",
            ])
    }

    func testVerticalBuilderAndEmptyBuilder() {
        let (parent, views) = makeParent()

        let result = parent.fx.vstack(endOffset: -10) {
            Fill()
            Fix(views[0], 20)
            Fill()
        }
        let (empty, diagnostics) = LayoutDiagnostics.collect {
            parent.fx.vstack {}
        }
        parent.fx.hstack(Flex(views[0]))
        parent.layoutIfNeeded()

        XCTAssertEqual(spell(result.constraints).last, "fx.vstack[2].Fill.bottom == parent.bottom - 10")
        XCTAssertEqual(vertical(views[0].frame), [35, 20])
        XCTAssertEqual(empty.constraints.count, 0)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidInput])
    }

    func testBuildMethodsReturnConcreteArrays() {
        let one = [Fix(1)]
        XCTAssertEqual(FixFlexBuilder.buildBlock(one, [], one).count, 2)
        XCTAssertEqual(FixFlexBuilder.buildOptional(nil).count, 0)
        XCTAssertEqual(FixFlexBuilder.buildOptional(one).count, 1)
        XCTAssertEqual(FixFlexBuilder.buildEither(first: one).count, 1)
        XCTAssertEqual(FixFlexBuilder.buildEither(second: []).count, 0)
        XCTAssertEqual(FixFlexBuilder.buildArray([one, one, one]).count, 3)
        XCTAssertEqual(FixFlexBuilder.buildLimitedAvailability(one).count, 1)
        XCTAssertEqual(FixFlexBuilder.buildExpression(Fix(2)).count, 1)
    }
}

private enum Inset {
    case none
    case wide
}
