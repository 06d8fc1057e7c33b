import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// The seed's alignment, ScrollingStackView, VStack/HStack, modifier and visibility examples.
final class LayoutExamplesTests: XCTestCase {
    func testAlignmentAndInsets() {
        let root = renderStackKitExample("Alignment & Insets")
        let title = named("titleLabel", in: root)
        let avatar = named("avatarView", in: root)
        let caption = named("caption", in: root)
        let hero = named("heroImage", in: root)
        let titleSize = title.intrinsicContentSize
        let captionSize = caption.intrinsicContentSize
        // The stack is 12 in from the container: 296 wide.
        assertFrame(
            title.frame, CGRect(x: (296 - titleSize.width) / 2, y: 0, width: titleSize.width, height: titleSize.height),
            accuracy: pixel, "centered title")
        assertFrame(
            avatar.frame, CGRect(x: 16, y: 8, width: 264, height: 48), accuracy: pixel, "inset, filling its box")
        XCTAssertEqual(avatar.superview?.frame.height ?? 0, 64, accuracy: pixel)
        assertFrame(
            caption.frame,
            CGRect(x: 296 - 20 - captionSize.width, y: 0, width: captionSize.width, height: captionSize.height),
            accuracy: pixel, "inset, then right aligned")
        XCTAssertEqual(frameInRoot(hero, root).minX, 0, "outset to the container's edges")
        XCTAssertEqual(hero.frame.width, 320)
        XCTAssertEqual(hero.layoutMargins.left, 24, "the container's margins")
        XCTAssertEqual(hero.layoutMargins.right, 24)
        XCTAssertEqual(hero.layoutMarginsGuide.layoutFrame.minX, 24)
    }

    func testMarginsFollowTheAncestorWhenItResizes() {
        let root = renderStackKitExample("Alignment & Insets")
        let hero = named("heroImage", in: root)
        root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        root.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }?.constant = 400
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(hero.frame.width, 400)
        XCTAssertEqual(hero.layoutMargins.left, 40)
        XCTAssertEqual(hero.layoutMargins.right, 10)
    }

    func testBatchArrayAlignment() {
        let root = renderStackKitExample("Batch Array Alignment")
        assertFrames(
            root,
            [
                "cell1": CGRect(x: 20, y: 0, width: 280, height: 44),
                "cell2": CGRect(x: 20, y: 0, width: 280, height: 44),
                "cell3": CGRect(x: 20, y: 0, width: 280, height: 44),
            ])
        let boxes = firstStack(root).arrangedSubviews
        XCTAssertEqual(boxes.map(\.frame.minY), [0, 48, 96])
        XCTAssertEqual(boxes.count, 3, "aligned and inset compose into one box each")
        named("cell2", in: root).isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertTrue(boxes[1].isHidden, "the box follows the view it holds")
        XCTAssertEqual(boxes[2].frame.minY, 48)
    }

    func testScrollingStackViewIsAtLeastAsTallAsItsFrame() throws {
        let root = renderStackKitExample("ScrollingStackView")
        let scrollView = try XCTUnwrap(root as? ScrollingStackView)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 480))
        XCTAssertEqual(scrollView.stackView.frame, CGRect(x: 8, y: 8, width: 304, height: 464))
        XCTAssertEqual(scrollView.stackView.axis, .vertical)
        let body = named("contentBody", in: root) as! Label
        XCTAssertEqual(
            body.frame.height, body.sizeThatFits(CGSize(width: 304, height: CGFloat.infinity)).height, accuracy: pixel)
    }

    func testScrollingStackViewContentSizeFollowsATallStack() {
        let scrollView = ScrollingStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.layoutMargins = .zero
        scrollView.add(
            (0..<10).map { index -> LayoutView in
                let row = LayoutView()
                row.tl.height(60)
                return row
            })
        XCTAssertEqual(layout(scrollView), [])
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 600))
        XCTAssertEqual(scrollView.stackView.frame, CGRect(x: 0, y: 0, width: 320, height: 600))
        for row in scrollView.stackView.arrangedSubviews.prefix(5) { row.isHidden = true }
        XCTAssertEqual(layout(scrollView), [])
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 300), "never shorter than the frame")
        scrollView.contentOffset = CGPoint(x: 0, y: 0)
        scrollView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(layout(scrollView), [])
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 300))
    }

    func testVStack() {
        let root = renderStackKitExample("VStack")
        let header = named("headerLabel", in: root)
        let body = named("bodyLabel", in: root)
        let headerHeight = header.intrinsicContentSize.height
        let bodyHeight = body.intrinsicContentSize.height
        assertFrame(header.frame, CGRect(x: 0, y: 0, width: 320, height: headerHeight), accuracy: pixel, "header")
        assertFrame(
            body.frame, CGRect(x: 0, y: headerHeight + 8, width: 320, height: bodyHeight), accuracy: pixel, "body")
        let spacer = firstStack(root).arrangedSubviews[2]
        XCTAssertEqual(spacer.frame.maxY, 160, accuracy: pixel, "Spacer() takes the rest")
    }

    func testHStack() {
        let root = renderStackKitExample("HStack")
        let stack = firstStack(root)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.spacing, 12)
        let text = named("textLabel", in: root)
        let badge = named("badgeLabel", in: root)
        let textSize = text.intrinsicContentSize
        let badgeSize = badge.intrinsicContentSize
        assertFrames(root, ["iconView": CGRect(x: 0, y: 0, width: 32, height: 32)])
        assertFrame(
            text.frame, CGRect(x: 44, y: (32 - textSize.height) / 2, width: textSize.width, height: textSize.height),
            accuracy: pixel, "text")
        assertFrame(
            badge.frame,
            CGRect(
                x: 320 - badgeSize.width, y: (32 - badgeSize.height) / 2, width: badgeSize.width,
                height: badgeSize.height),
            accuracy: pixel, "badge")
        let spacer = stack.arrangedSubviews[2]
        XCTAssertEqual(spacer.frame.minX, text.frame.maxX + 12, accuracy: pixel)
        XCTAssertEqual(spacer.frame.maxX, badge.frame.minX - 12, accuracy: pixel)
        XCTAssertEqual(
            spacer.constraints.first { $0.identifier == "stackable.flexible-space" }?.constant, 20, "minWidth")
    }

    func testViewModifiers() {
        let root = renderStackKitExample("View Modifiers")
        let stack = firstStack(root)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.spacing, 8)
        XCTAssertEqual(stack.distribution, .fillEqually)
        assertFrames(
            root,
            [
                "myView": CGRect(x: 0, y: 0, width: 200, height: 44),
                "otherView": CGRect(x: 0, y: 52, width: 120, height: 44),
            ])
        let myView = named("myView", in: root)
        XCTAssertFalse(myView.translatesAutoresizingMaskIntoConstraints)
        let width = myView.constraints.first { $0.firstAttribute == .width }
        assertConstraint(width, myView, .width, .equal, nil, .notAnAttribute, constant: 200)
        XCTAssertEqual(width?.file, "ExampleCatalog/StackKitExamples+Layout.swift", "the user's line")
    }

    func testVisibilityBinding() {
        let root = renderStackKitExample("Visibility Binding")
        let views = ["someView", "spacerView", "v1", "v2", "allView", "anyView"].map { named($0, in: root) }
        XCTAssertEqual(views.map(\.isHidden), [false, false, false, true, true, false])
        views[0].isHidden = true
        XCTAssertTrue(views[1].isHidden, "mirrors someView")
        views[3].isHidden = false
        XCTAssertFalse(views[4].isHidden, "all of v1 and v2 visible")
        views[2].isHidden = true
        XCTAssertTrue(views[4].isHidden)
        XCTAssertFalse(views[5].isHidden, "v2 is still visible")
        views[3].isHidden = true
        XCTAssertTrue(views[5].isHidden, "all hidden")
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(root.frame.height, 0)
    }
}
