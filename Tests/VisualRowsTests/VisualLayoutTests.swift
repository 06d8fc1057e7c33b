import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import VisualRows
import XCTest

/// `layoutConstraints { }` and `layout { }`: the seed's example, adding items, the builder, source
/// locations and the width preference of `--` chains.
final class VisualLayoutTests: XCTestCase {
    func testSeedExample() {
        inBothDirections { f, expect in
            let titleLabel = Label(text: "Title")
            titleLabel.identifier = "titleLabel"
            let subtitleLabel1 = Label(text: "A subtitle")
            subtitleLabel1.identifier = "subtitleLabel1"
            let subtitleLabel2 = Label(text: "Another")
            subtitleLabel2.identifier = "subtitleLabel2"
            let leftButton = f.view("leftButton")
            let rightButton = f.view("rightButton")
            // swift-format-ignore
            let constraints = f.container.tl.layoutConstraints {
                16
                |--15--titleLabel--15--| /=/ 20
                8
                |--subtitleLabel1--10--subtitleLabel2--|
                >= 12
                |--[leftButton, rightButton]--| /=/ 44 ~ .high
                16
            }
            assertConstraints(
                constraints,
                [
                    "titleLabel.top == container.top + 16", "titleLabel.leading == container.leading + 15",
                    "titleLabel.trailing == container.trailing - 15", "titleLabel.height == 20",
                    "subtitleLabel1.top == titleLabel.bottom + 8", "subtitleLabel1.leading == container.leading",
                    "subtitleLabel2.leading == subtitleLabel1.trailing + 10",
                    "subtitleLabel2.trailing == container.trailing", "subtitleLabel2.top == subtitleLabel1.top",
                    "subtitleLabel2.width == subtitleLabel1.width @249", "leftButton.top >= subtitleLabel2.bottom + 12",
                    "leftButton.leading == container.leading", "rightButton.leading == leftButton.trailing",
                    "rightButton.trailing == container.trailing", "rightButton.top == leftButton.top",
                    "rightButton.width == leftButton.width", "leftButton.height == 44 @750",
                    "rightButton.height == 44 @750", "container.bottom == rightButton.bottom + 16",
                ])
            f.layout()
            // Both subtitles are narrower than (300 - 10) / 2, so they share the row equally.
            let subtitleHeight = subtitleLabel1.intrinsicContentSize.height
            XCTAssertLessThan(subtitleLabel1.intrinsicContentSize.width, 145)
            expect.assertFrames([
                (titleLabel, CGRect(x: 15, y: 16, width: 270, height: 20)),
                (subtitleLabel1, CGRect(x: 0, y: 44, width: 145, height: subtitleHeight)),
                (subtitleLabel2, CGRect(x: 155, y: 44, width: 145, height: subtitleHeight)),
                (leftButton, CGRect(x: 0, y: 140, width: 150, height: 44)),
                (rightButton, CGRect(x: 150, y: 140, width: 150, height: 44)),
            ])
            XCTAssertFalse(f.root.hasAmbiguousLayout)
        }
    }

    func testItemsWithoutSuperviewAreAddedInOrderAndStopTranslatingTheirMasks() {
        let f = Fixture()
        let existing = f.view("existing")
        f.container.addSubview(existing)
        let a = f.view("a")
        let b = f.view("b")
        let guide = f.guide("guide")
        // swift-format-ignore
        f.container.tl.layoutConstraints {
            |--b--8--existing--|
            |--guide--a--|
        }
        XCTAssertTrue(f.container.subviews.elementsEqual([existing, b, a], by: ===))
        XCTAssertTrue(f.container.layoutGuides.elementsEqual([guide], by: ===))
        for view in [existing, a, b] { XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints) }
        XCTAssertTrue(f.container.translatesAutoresizingMaskIntoConstraints)
    }

    func testLayoutReturnsTheContainer() {
        let titleLabel = Label(text: "Title")
        let bodyLabel = Label(text: "Body")
        bodyLabel.numberOfLines = 0
        // swift-format-ignore
        let card = LayoutView().tl.layout {
            12
            |--titleLabel--|
            8
            |--bodyLabel--|
            12
        }
        XCTAssertTrue(titleLabel.superview === card)
        titleLabel.identifier = "titleLabel"
        bodyLabel.identifier = "bodyLabel"
        card.identifier = "card"
        assertConstraints(
            card.constraints,
            [
                "titleLabel.top == card.top + 12", "titleLabel.leading == card.leading",
                "titleLabel.trailing == card.trailing", "bodyLabel.top == titleLabel.bottom + 8",
                "bodyLabel.leading == card.leading", "bodyLabel.trailing == card.trailing",
                "card.bottom == bodyLabel.bottom + 12",
            ])
        card.translatesAutoresizingMaskIntoConstraints = false
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        root.displayScale = 1
        root.addSubview(card)
        card.topAnchor == root.topAnchor
        card.horizontalAnchors == root.horizontalAnchors
        root.layoutIfNeeded()
        let title = titleLabel.intrinsicContentSize.height
        let body = bodyLabel.intrinsicContentSize.height
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 200, height: 12 + title + 8 + body + 12))
        XCTAssertEqual(bodyLabel.frame, CGRect(x: 0, y: 20 + title, width: 200, height: body))
    }

    func testBuilderControlFlow() {
        let f = Fixture()
        let header = f.view("header")
        let footer = f.view("footer")
        let items = (1...3).map { f.view("item\($0)") }
        let showsHeader = true
        let compact = false
        // swift-format-ignore
        let made = f.container.tl.layoutConstraints {
            if showsHeader {
                |--header--| /=/ 30
            }
            for item in items {
                4
                |--16--item--16--| /=/ 20
            }
            if compact {
                4
            } else {
                atLeast(12)
            }
            |--footer--| /=/ 40
            0
        }
        XCTAssertEqual(
            described(made, .top, .bottom),
            [
                "header.top == container.top", "item1.top == header.bottom + 4", "item2.top == item1.bottom + 4",
                "item3.top == item2.bottom + 4", "footer.top >= item3.bottom + 12", "container.bottom == footer.bottom",
            ])
        f.layout()
        XCTAssertEqual(items[2].frame, CGRect(x: 16, y: 82, width: 268, height: 20))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 160, width: 300, height: 40))
    }

    func testConstraintsCarryTheLineOfTheirRow() {
        let f = Fixture()
        let a = f.view("a")
        let b = f.view("b")
        // swift-format-ignore
        let made = f.container.tl.layoutConstraints {
            |--a--| /=/ 20  // row a
            8
            |--b--| /=/ 20  // row b
            8  // gap below b
        }
        let (rowA, rowB, gap) = (line(of: "row a"), line(of: "row b"), line(of: "gap below b"))
        XCTAssertEqual(made.map(\.line), [rowA, rowA, rowA, rowA, rowB, rowB, rowB, rowB, gap])
        XCTAssertTrue(made.allSatisfy { $0.file == "VisualRowsTests/VisualLayoutTests.swift" })
    }

    func testWidthPreferenceIsJustBelowTheLowestHugging() {
        inBothDirections { f, expect in
            let a = f.sized("a", width: 40, height: 20)
            let b = f.sized("b", width: 60, height: 20)
            a.setContentHuggingPriority(200, for: .horizontal)
            // swift-format-ignore
            let made = f.container.tl.layoutConstraints {
                |--a--20--b--|
            }
            XCTAssertEqual(made.last?.description, "b.width == a.width @199")
            f.layout()
            // a hugs more weakly than b: a takes the slack, b keeps its intrinsic width.
            expect.assertFrames([
                (a, CGRect(x: 0, y: 0, width: 220, height: 20)), (b, CGRect(x: 240, y: 0, width: 60, height: 20)),
            ])
        }
    }

    func testIntrinsicWidthsWinOverTheWidthPreference() {
        inBothDirections { f, expect in
            let wide = f.sized("wide", width: 200, height: 20)
            let narrow = f.sized("narrow", width: 60, height: 20)
            // swift-format-ignore
            f.container.tl.layoutConstraints {
                |--wide--10--narrow--|
            }
            f.layout()
            // 30 pt of slack: the narrow one takes it, as close to equal widths as the intrinsic widths allow.
            expect.assertFrames([
                (wide, CGRect(x: 0, y: 0, width: 200, height: 20)),
                (narrow, CGRect(x: 210, y: 0, width: 90, height: 20)),
            ])
            XCTAssertFalse(f.root.hasAmbiguousLayout)
        }
    }

    func testNextRowFollowsTheLastItemOfTheRowAbove() {
        let f = Fixture()
        let a = f.sized("a", width: 20, height: 50)
        let b = f.sized("b", width: 20, height: 30)
        let c = f.view("c")
        // swift-format-ignore
        f.container.tl.layoutConstraints {
            |--a--8--b
            4
            |--c--| /=/ 10
        }
        f.layout()
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 34, width: 300, height: 10))
    }

    func testRowsInAViewThatSizesItself() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.displayScale = 1
        let card = LayoutView()
        card.identifier = "card"
        root.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        card.topAnchor == root.topAnchor + 20
        card.horizontalAnchors == root.horizontalAnchors + 10
        let avatar = LayoutView()
        // swift-format-ignore
        card.tl.layoutConstraints {
            10
            |--10--avatar--10--| /=/ 44 ~ .high
            10
        }
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 10, y: 20, width: 300, height: 64))
        XCTAssertEqual(avatar.frame, CGRect(x: 10, y: 10, width: 280, height: 44))
    }

    func testConstraintsAreActiveAtOnceInsideAnInactiveBatch() {
        let f = Fixture()
        let a = f.view("a")
        // swift-format-ignore
        let listed = batch(active: false) {
            f.container.tl.layoutConstraints {
                |--a--| /=/ 20
            }
        }
        assertConstraints(
            listed,
            [
                "a.top == container.top", "a.leading == container.leading", "a.trailing == container.trailing",
                "a.height == 20",
            ])
        f.layout()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 300, height: 20))
    }
}
