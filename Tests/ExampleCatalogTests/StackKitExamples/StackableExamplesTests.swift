import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// The frames of the seed's Stackable examples: adding items, built-in types, smart and flexible spaces.
final class StackableExamplesTests: XCTestCase {
    func testAddingItemsToAStackView() throws {
        let root = renderStackKitExample("Adding Items to a Stack View")
        let stack = firstStack(root)
        let views = stack.arrangedSubviews
        XCTAssertEqual(views.count, 5)
        let hello = try XCTUnwrap(views[0] as? Label)
        XCTAssertEqual(hello.text, "Hello World!")
        XCTAssertEqual(hello.numberOfLines, 0)
        XCTAssertEqual(hello.contentHuggingPriority(for: .vertical), .required)
        let text = hello.intrinsicContentSize.height
        assertFrame(views[0].frame, CGRect(x: 0, y: 0, width: 320, height: text), accuracy: pixel, "hello")
        assertFrame(views[1].frame, CGRect(x: 0, y: text, width: 320, height: 20), accuracy: pixel, "20")
        assertFrame(views[2].frame, CGRect(x: 0, y: text + 20, width: 320, height: 44), accuracy: pixel, "someView")
        assertFrame(views[3].frame, CGRect(x: 0, y: text + 64, width: 320, height: 1), accuracy: pixel, "hairline")
        assertFrame(
            views[4].frame, CGRect(x: 0, y: text + 65, width: 320, height: 200 - text - 65), accuracy: pixel,
            "flexible space")
        XCTAssertEqual(views[3].backgroundColor, .lightGray)
        // The 20 follows "Hello World!".
        hello.isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertTrue(views[1].isHidden)
        XCTAssertEqual(views[2].frame.minY, 0)
    }

    func testAddingArrays() {
        let root = renderStackKitExample("Adding Arrays")
        let title = named("titleLabel", in: root)
        let body = named("bodyLabel", in: root) as! Label
        let footer = named("footerView", in: root)
        let titleHeight = title.intrinsicContentSize.height
        let bodyHeight = body.sizeThatFits(CGSize(width: 320, height: CGFloat.infinity)).height
        XCTAssertGreaterThan(bodyHeight, titleHeight, "the body wraps")
        assertFrame(title.frame, CGRect(x: 0, y: 0, width: 320, height: titleHeight), accuracy: pixel, "title")
        assertFrame(
            body.frame, CGRect(x: 0, y: titleHeight + 8, width: 320, height: bodyHeight), accuracy: pixel, "body")
        assertFrame(
            footer.frame, CGRect(x: 0, y: titleHeight + 8 + bodyHeight + 20, width: 320, height: 30), accuracy: pixel,
            "footer")
        XCTAssertEqual(root.frame.height, footer.frame.maxY, accuracy: pixel)
    }

    func testBuiltInTypeSupport() throws {
        let root = renderStackKitExample("Built-in Type Support")
        let views = firstStack(root).arrangedSubviews
        let plain = try XCTUnwrap(views[0] as? Label)
        let styled = try XCTUnwrap(views[1] as? Label)
        let image = try XCTUnwrap(views[2] as? ImageView)
        XCTAssertEqual(plain.text, "Plain String")
        XCTAssertEqual(styled.text, "Styled Text")
        XCTAssertEqual(image.image?.name, "icon")
        let plainSize = plain.intrinsicContentSize
        let styledSize = styled.intrinsicContentSize
        assertFrame(plain.frame, CGRect(origin: .zero, size: plainSize), accuracy: pixel, "plain")
        assertFrame(
            styled.frame, CGRect(origin: CGPoint(x: 0, y: plainSize.height + 8), size: styledSize), accuracy: pixel,
            "styled")
        assertFrame(
            image.frame, CGRect(x: 0, y: plainSize.height + styledSize.height + 16, width: 24, height: 24),
            accuracy: pixel, "image")
    }

    func testSmartSpacingFollowsThePrecedingView() {
        let root = renderStackKitExample("Smart Spacing")
        let stack = firstStack(root)
        let header = named("headerView", in: root)
        let content = named("contentView", in: root)
        let spaces = [stack.arrangedSubviews[1], stack.arrangedSubviews[3]]
        assertFrames(
            root,
            [
                "headerView": CGRect(x: 0, y: 0, width: 320, height: 40),
                "contentView": CGRect(x: 0, y: 56, width: 320, height: 80),
            ])
        XCTAssertEqual(spaces.map(\.frame.height), [16, 20])
        XCTAssertEqual(root.frame.height, 156)
        header.isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertTrue(spaces[0].isHidden)
        XCTAssertEqual(content.frame.minY, 0)
        XCTAssertEqual(root.frame.height, 100)
        content.isHidden = true
        header.isHidden = false
        XCTAssertEqual(layout(root), [])
        XCTAssertTrue(spaces[1].isHidden)
        XCTAssertFalse(spaces[0].isHidden)
        XCTAssertEqual(root.frame.height, 56)
    }

    func testFlexibleRangesAtTheirMinimumsAndWithRoomToSpare() {
        let root = renderStackKitExample("Flexible Ranges")
        let spaces = firstStack(root).arrangedSubviews.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        XCTAssertEqual(spaces.map(\.frame.height), [10, 10, 0], "as short as their bounds allow")
        XCTAssertEqual(root.frame.height, 170)
        // With 130 points to spare, the space without a maximum takes them.
        root.tl.height(300)
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(spaces.map(\.frame.height), [10, 140, 0])
        assertFrames(root, ["footerView": CGRect(x: 0, y: 270, width: 320, height: 30)])
        let range = spaces[0].constraints.filter { $0.identifier == "stackable.flexible-space" }
        XCTAssertEqual(range.count, 2)
        assertConstraint(
            range.first { $0.relation == .greaterThanOrEqual }, spaces[0], .height, .greaterThanOrEqual, nil,
            .notAnAttribute, constant: 10)
        assertConstraint(
            range.first { $0.relation == .lessThanOrEqual }, spaces[0], .height, .lessThanOrEqual, nil,
            .notAnAttribute, constant: 20)
        let hug = spaces[1].constraints.first { $0.identifier == "stackable.flexible-space-hug" }
        assertConstraint(hug, spaces[1], .height, .equal, nil, .notAnAttribute, priority: 24)
    }

    func testFlexibleSpaceFactoryMethods() {
        let root = renderStackKitExample("Flexible Space Factory Methods")
        let views = firstStack(root).arrangedSubviews
        XCTAssertEqual(views.map(\.frame.height), [30, 20, 30, 0, 30, 10, 30, 0])
        XCTAssertEqual(views.map(\.frame.minY), [0, 30, 50, 80, 80, 110, 120, 150])
    }

    func testSpaceAfterAGroupShowsWhileAnyMemberShows() {
        let root = renderStackKitExample("Advanced Spaces")
        let cells = ["cell1", "cell2", "cell3"].map { named($0, in: root) }
        let space = firstStack(root).arrangedSubviews[3]
        assertFrames(root, ["nextSection": CGRect(x: 0, y: 152, width: 320, height: 60)])
        XCTAssertEqual(space.frame, CGRect(x: 0, y: 132, width: 320, height: 20))
        cells[0].isHidden = true
        cells[2].isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertFalse(space.isHidden)
        assertFrames(root, ["nextSection": CGRect(x: 0, y: 64, width: 320, height: 60)])
        cells[1].isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertTrue(space.isHidden)
        assertFrames(root, ["nextSection": CGRect(x: 0, y: 0, width: 320, height: 60)])
        XCTAssertEqual(root.frame.height, 60)
    }
}
