import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// What each kind of line of `stack.tl.add { }` and each element of `stack.tl.add([...])` adds.
final class StackableBuilderTests: XCTestCase {
    func column() -> StackView {
        let stack = StackView()
        stack.axis = .vertical
        return stack
    }

    /// The length along the axis each space view was given (its exact constraint), in order.
    func spaceLengths(_ stack: StackView) -> [CGFloat] {
        stack.arrangedSubviews.compactMap { view in
            view.constraints.first { $0.identifier == "stackable.space" }?.constant
        }
    }

    func testControlFlowOptionalsAndArrays() {
        let stack = column()
        let a = SizedView("a", 10, 10)
        let b = SizedView("b", 10, 10)
        let missing: LayoutView? = nil
        let present: LayoutView? = SizedView("present", 10, 10)
        let flag = true
        stack.tl.add {
            a
            missing
            present
            if flag {
                "yes"
            } else {
                "no"
            }
            if !flag { b }
            for index in 0..<3 {
                "row \(index)"
            }
            [b]
        }
        let names = stack.arrangedSubviews.map { ($0 as? Label)?.text ?? $0.identifier ?? "?" }
        XCTAssertEqual(names, ["a", "present", "yes", "row 0", "row 1", "row 2", "b"])
    }

    func testNumbersOfEveryTypeAreSmartSpaces() {
        let stack = column()
        let a = SizedView("a", 10, 10)
        let length: CGFloat = 7
        stack.tl.add {
            a
            5
            2.5
            length
            StackView.tl.space(4)
        }
        XCTAssertEqual(spaceLengths(stack), [5, 2.5, 7, 4])
        a.isHidden = true
        XCTAssertTrue(stack.arrangedSubviews[1].isHidden, "after a")
        XCTAssertTrue(stack.arrangedSubviews[2].isHidden, "after the 5, which follows a")
    }

    func testASmartSpaceFirstInTheStackAlwaysShows() {
        let stack = column()
        stack.tl.add { 12 }
        let space = stack.arrangedSubviews[0]
        XCTAssertFalse(space.isHidden)
        let view = SizedView("a", 10, 10)
        stack.tl.add { view }
        view.isHidden = true
        XCTAssertFalse(space.isHidden)
    }

    func testRangesOfEveryTypeAreFlexibleSpaces() {
        let stack = column()
        let low: CGFloat = 1
        stack.tl.add {
            1...2
            1.5...2.5
            low...3
            4...
            4.5...
            low...
            ...5
            ...5.5
            ...low
        }
        let bounds = stack.arrangedSubviews.map { view in
            view.constraints.filter { $0.identifier == "stackable.flexible-space" }.map {
                "\($0.relation) \($0.constant)"
            }
        }
        XCTAssertEqual(
            bounds,
            [
                [">= 1.0", "<= 2.0"], [">= 1.5", "<= 2.5"], [">= 1.0", "<= 3.0"], [">= 4.0"], [">= 4.5"], [">= 1.0"],
                ["<= 5.0"], ["<= 5.5"], ["<= 1.0"],
            ])
    }

    func testBuiltInTypes() throws {
        let stack = column()
        stack.tl.add {
            "text"
            NSAttributedString(string: "attributed")
            Image(size: CGSize(width: 3, height: 4))
            StackItem(SizedView("item", 1, 1))
        }
        let views = stack.arrangedSubviews
        XCTAssertEqual((views[0] as? Label)?.text, "text")
        XCTAssertEqual((views[1] as? Label)?.text, "attributed")
        XCTAssertEqual((views[2] as? ImageView)?.image?.size, CGSize(width: 3, height: 4))
        XCTAssertEqual(views[3].identifier, "item")
    }

    func testTheArrayFormTakesTheSameValues() {
        let stack = column()
        let title = Label(text: "Title")
        let body = SizedView("body", 10, 30)
        let cells = [SizedView("c1", 10, 10), SizedView("c2", 10, 10)]
        let none: LayoutView? = nil
        stack.tl.add([title, 8, body, 2.5, "text", cells, none, 10...20, StackView.tl.hairline, Float(3)])
        XCTAssertEqual(stack.arrangedSubviews.count, 10)
        XCTAssertEqual(spaceLengths(stack), [8, 2.5, 3])
        XCTAssertTrue(stack.arrangedSubviews[0] === title)
        XCTAssertEqual((stack.arrangedSubviews[4] as? Label)?.text, "text")
    }

    struct Badge: Stackable {
        var count: Int
        func configure(stackView: StackView) {
            stackView.addArrangedSubview(Label(text: "\(count)"))
        }
    }

    func testCustomStackables() {
        let stack = column()
        stack.tl.add([Badge(count: 3), 4, Badge(count: 5)])
        XCTAssertEqual(stack.arrangedSubviews.compactMap { ($0 as? Label)?.text }, ["3", "5"])
    }

    func testSpacesTrackTheViewsTheyRelateTo() {
        let stack = column()
        let (a, b, c) = (SizedView("a", 10, 10), SizedView("b", 10, 10), SizedView("c", 10, 10))
        stack.tl.add {
            a
            b
            c
            StackView.tl.space(before: a, 1)
            StackView.tl.space(after: c, 2)
            StackView.tl.spaceBetween(a, b, 3)
            StackView.tl.spaces(between: [b, c], 4)
            StackView.tl.constantSpace(5)
            StackView.tl.space(after: nil, 6)
            StackView.tl.space(before: nil, 6)
            StackView.tl.spaceBetween(a, nil, 6)
        }
        XCTAssertEqual(spaceLengths(stack), [1, 3, 4, 2, 5], "in stack order; nothing for nil views")
        let spaces = stack.arrangedSubviews.filter { !($0 is SizedView) }
        a.isHidden = true
        XCTAssertEqual(spaces.map(\.isHidden), [true, true, false, false, false])
        a.isHidden = false
        c.isHidden = true
        XCTAssertEqual(spaces.map(\.isHidden), [false, false, true, true, false])
    }

    func testInsertingBeforeAndAfterViewsInsideBoxes() {
        let stack = column()
        let a = SizedView("a", 10, 10)
        let b = SizedView("b", 10, 10)
        stack.tl.add {
            a.aligned(.centerX)
            b
        }
        let x = SizedView("x", 1, 1)
        let y = SizedView("y", 1, 1)
        let z = SizedView("z", 1, 1)
        stack.tl.insertArrangedSubview(x, afterArrangedSubview: a)
        stack.tl.insertArrangedSubview(y, beforeArrangedSubview: a)
        stack.tl.insertArrangedSubview(z, afterArrangedSubview: SizedView("stranger", 1, 1))
        let names = stack.arrangedSubviews.map { $0.identifier ?? $0.subviews.first?.identifier ?? "?" }
        XCTAssertEqual(names, ["y", "a", "x", "b", "z"])
        stack.tl.removeAllArrangedSubviews()
        XCTAssertTrue(stack.arrangedSubviews.isEmpty)
        XCTAssertTrue(stack.subviews.isEmpty)
    }

    func testConstraintsNameTheCallersLine() {
        let stack = column()
        let view = SizedView("a", 10, 10)
        let line = #line + 1
        stack.tl.add {
            view
            8
        }
        // As in UIKit, a stack makes its constraints in the update pass before layout.
        stack.updateConstraintsIfNeeded()
        let link = stack.constraints.first { $0.identifier == "stack.canvas-start" }
        XCTAssertEqual(link?.file, #fileID)
        XCTAssertEqual(link?.line, line)
        let space = stack.arrangedSubviews[1].constraints.first { $0.identifier == "stackable.space" }
        XCTAssertEqual(space?.line, line)
    }

    func testSpacersAndSwiftUIStyleStacks() {
        let column = VStack(alignment: .leading, distribution: .fill, spacing: 3) {
            Spacer(minHeight: 7)
            Spacer(minLength: 2)
            Spacer()
        }
        let row = HStack { Spacer(minWidth: 9) }
        let alias = ZDTLStackUI.VStack {
            ZDTLStackUI.Spacer(minHeight: 1)
            ZDTLStackUI.Spacer(minLength: 6)
        }
        XCTAssertEqual(column.axis, .vertical)
        XCTAssertEqual(column.alignment, .leading)
        XCTAssertEqual(column.spacing, 3)
        XCTAssertEqual(row.axis, .horizontal)
        XCTAssertEqual(row.alignment, .fill)
        XCTAssertEqual(alias.axis, .vertical)
        func minimums(_ stack: StackView) -> [CGFloat] {
            stack.arrangedSubviews.compactMap { view in
                view.constraints.first { $0.identifier == "stackable.flexible-space" }?.constant
            }
        }
        XCTAssertEqual(minimums(column), [7, 2, 0])
        XCTAssertEqual(minimums(row), [9])
        XCTAssertEqual(minimums(alias), [1, 6])
        XCTAssertEqual(
            row.arrangedSubviews[0].constraints.first { $0.identifier == "stackable.flexible-space" }?.firstAttribute,
            .width)
    }

    func testAlignedItemsCompose() {
        let stack = column()
        let view = SizedView("v", 10, 10)
        stack.tl.add {
            view.aligned(.right).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            "label".aligned(.centerX)
            Image(size: CGSize(width: 5, height: 5)).inset(by: EdgeInsets(all: 1))
            [SizedView("w", 10, 10)].aligned(.leading).inset(by: EdgeInsets(all: 2))
        }
        XCTAssertEqual(stack.arrangedSubviews.count, 4)
        let box = stack.arrangedSubviews[0]
        XCTAssertTrue(box.subviews.first === view, "one box holds the view")
        XCTAssertEqual(box.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertTrue(stack.arrangedSubviews[3].subviews.first?.subviews.isEmpty ?? false, "no box in a box")
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(view.frame, CGRect(x: 86, y: 1, width: 10, height: 10))
        XCTAssertEqual(box.frame.height, 14)
    }
}
