import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// ZDTinyLayout's view modifiers (README, "View Modifiers": "Chain modifiers directly on View.tl ...
/// or return the view for non-chaining use: `let configuredView = myView.tl.width(200)`"; its
/// Source/ZDTLStackable+ViewModifier.swift declares `width`, `height` and `size` twice, returning
/// `Self` and returning `Base`).
final class ViewModifierTests: XCTestCase {
    /// The constants of the view's required width and height constraints, in order.
    private func sizeConstants(_ view: LayoutView) -> [String] {
        view.constraints.filter { $0.isActive && $0.secondItem == nil }.map {
            "\($0.firstAttribute == .width ? "width" : "height") \($0.constant)"
        }
    }

    /// A root holding `stack` at its top left, `width` wide and as tall as its content.
    private func pinnedAtTheTopLeft(_ stack: StackView, width: CGFloat) -> LayoutView {
        let root = makeRoot(stack)
        stack.tl.width(width)
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        return root
    }

    func testTheReadmeSampleVerbatim() {
        let myView = LayoutView()
        let stackView = StackView()
        // From here to the end of the sample, ZDTinyLayout's README word for word.
        myView.tl
            .width(200)
            .height(44)

        // or return the view for non-chaining use:
        let configuredView = myView.tl.width(200)

        // StackView modifiers:
        stackView.tl
            .axis(.vertical)
            .spacing(8)
            .distribution(.fillEqually)
        // End of the sample.
        XCTAssertTrue(configuredView === myView, "the value is the view itself")
        XCTAssertEqual(sizeConstants(myView), ["width 200.0", "height 44.0", "width 200.0"])
        XCTAssertFalse(myView.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(stackView.axis, .vertical)
        XCTAssertEqual(stackView.spacing, 8)
        XCTAssertEqual(stackView.distribution, .fillEqually)
    }

    func testAValueKeepsTheViewsOwnType() {
        let label: Label = Label(text: "Hi").tl.width(50)
        let stack: StackView = StackView().tl.axis(.vertical).spacing(4).height(30)
        let square = LayoutView().tl.size(12)
        let box = LayoutView().tl.size(CGSize(width: 3, height: 4)).tl.height(5)
        XCTAssertEqual(sizeConstants(label), ["width 50.0"])
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(sizeConstants(stack), ["height 30.0"])
        XCTAssertEqual(sizeConstants(square), ["width 12.0", "height 12.0"])
        XCTAssertEqual(sizeConstants(box), ["width 3.0", "height 4.0", "height 5.0"])
    }

    func testChainsEndingInAValueAreTheView() {
        let view = LayoutView()
        let chained = view.tl.width(10).height(20)
        XCTAssertTrue(chained === view)
        view.tl.size(CGSize(width: 1, height: 2)).width(3).size(4)
        XCTAssertEqual(
            sizeConstants(view),
            ["width 10.0", "height 20.0", "width 1.0", "height 2.0", "width 3.0", "width 4.0", "height 4.0"])
    }

    func testModifiedViewsAreLinesOfTheStackBuilder() {
        let stack = StackView()
        stack.axis = .vertical
        let root = pinnedAtTheTopLeft(stack, width: 300)
        let (a, b, c) = (LayoutView(), LayoutView(), LayoutView())
        (a.identifier, b.identifier, c.identifier) = ("a", "b", "c")
        stack.alignment = .leading
        stack.tl.add { a.tl.width(200) }
        stack.tl.add {
            b.tl.width(100).height(30)
            16
            c.tl.size(40).aligned(.trailing)
        }
        a.tl.height(10)
        XCTAssertEqual(stack.arrangedSubviews.count, 4, "a, b, the space, c in its alignment view")
        XCTAssertTrue(stack.arrangedSubviews.prefix(2) == [a, b])
        let wrapper = stack.arrangedSubviews[3]
        XCTAssertTrue(c.superview === wrapper)
        XCTAssertEqual(layout(root), [])
        assertFrames(
            root,
            [
                "a": CGRect(x: 0, y: 0, width: 200, height: 10),
                "b": CGRect(x: 0, y: 10, width: 100, height: 30),
            ])
        XCTAssertEqual(wrapper.frame.minY, 56, "after b and the 16-point space")
        XCTAssertEqual(c.frame.size, CGSize(width: 40, height: 40))
    }

    func testModifiedViewsAreElementsOfTheStackArray() {
        let stack = StackView()
        stack.axis = .vertical
        let root = pinnedAtTheTopLeft(stack, width: 300)
        let (a, b) = (LayoutView(), LayoutView())
        (a.identifier, b.identifier) = ("a", "b")
        stack.tl.add([a.tl.height(20), 8, b.tl.height(30)])
        XCTAssertEqual(layout(root), [])
        assertFrames(
            root,
            [
                "a": CGRect(x: 0, y: 0, width: 300, height: 20),
                "b": CGRect(x: 0, y: 28, width: 300, height: 30),
            ])
    }
}
