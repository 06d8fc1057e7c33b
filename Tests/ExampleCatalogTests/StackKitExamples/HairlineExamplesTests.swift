import ExampleCatalog
import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// The seed's hairline examples: where hairlines go, when they show, how they look.
final class HairlineExamplesTests: XCTestCase {
    override func tearDown() {
        StackView.tl.hairlineColor = nil
        StackView.tl.hairlineThickness = nil
        StackView.tl.hairlineProvider = nil
    }

    func testHairlinesGoWhereTheySayAndFollowTheirView() {
        let root = renderStackKitExample("Hairlines")
        let stack = firstStack(root)
        let view = named("view", in: root)
        let arranged = stack.arrangedSubviews
        // before, around (above), view, around (below), after, the simple one at the end.
        XCTAssertTrue(arranged[2] === view)
        XCTAssertEqual(arranged.map(\.frame.minY), [0, 9, 18, 66, 75, 84])
        XCTAssertEqual(arranged.map(\.frame.height), [1, 1, 40, 1, 1, 1])
        view.isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(arranged.map(\.isHidden), [true, true, true, true, true, false])
        XCTAssertEqual(arranged[5].frame, CGRect(x: 0, y: 0, width: 320, height: 1))
        XCTAssertEqual(root.frame.height, 1)
    }

    func testHairlinesBetweenCellsNeedBothNeighbours() {
        let root = renderStackKitExample("Hairlines Between Cells")
        let stack = firstStack(root)
        let arranged = stack.arrangedSubviews
        XCTAssertEqual(arranged.map(\.frame.minY), [0, 44, 45, 89, 90])
        XCTAssertEqual(root.frame.height, 134)
        named("cell2", in: root).isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertTrue(arranged[1].isHidden && arranged[3].isHidden)
        assertFrames(root, ["cell3": CGRect(x: 0, y: 44, width: 320, height: 44)])
    }

    func testHairlinesAfterCells() {
        let root = renderStackKitExample("Hairlines After Cells")
        let arranged = firstStack(root).arrangedSubviews
        XCTAssertEqual(arranged.map(\.frame.minY), [0, 44, 45, 89, 90, 134])
        named("cell3", in: root).isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertTrue(arranged[5].isHidden)
        XCTAssertEqual(root.frame.height, 90)
    }

    func testHairlinesAroundCells() {
        let root = renderStackKitExample("Hairlines Around Cells")
        let arranged = firstStack(root).arrangedSubviews
        XCTAssertEqual(arranged.map(\.frame.minY), [0, 1, 45, 46, 90, 91, 135])
        named("cell1", in: root).isHidden = true
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(arranged.map(\.isHidden), [true, true, true, false, false, false, false])
        XCTAssertEqual(root.frame.height, 90)
    }

    func testHairlineInsetsAndOutsets() {
        let root = renderStackKitExample("Hairline Alignment")
        let lines = allViews(root).filter { $0.backgroundColor == .lightGray }
        XCTAssertEqual(lines.count, 3)
        // The stack is 20 in from the ancestor's edges, 280 wide.
        XCTAssertEqual(lines.map { frameInRoot($0, root).minX }, [36, 10, 0])
        XCTAssertEqual(lines.map(\.frame.width), [248, 300, 320])
        let outset = lines[2].constraints + lines[2].superview!.constraints + root.constraints
        XCTAssertEqual(outset.filter { $0.identifier == "stackable.outset" }.count, 2)
    }

    func testHairlineModifiers() {
        let root = renderStackKitExample("Hairline Modifiers")
        let line = allViews(root).first { $0.backgroundColor == .lightGray }!
        XCTAssertEqual(line.frame, CGRect(x: 16, y: 0, width: 288, height: 2))
        assertConstraint(
            line.constraints.first { $0.identifier == "stackable.hairline" }, line, .height, .equal, nil,
            .notAnAttribute, constant: 2)
    }

    func testHairlineDefaultsPrecedence() {
        let root = renderStackKitExample("Hairline Defaults")
        XCTAssertNil(StackView.tl.hairlineColor, "the example puts the global defaults back")
        let stacks = firstStack(root).arrangedSubviews.map { $0 as! StackView }
        let global = stacks[0].arrangedSubviews[1]
        let instance = stacks[1].arrangedSubviews[1]
        let own = stacks[1].arrangedSubviews[3]
        XCTAssertEqual(global.backgroundColor, .separator)
        XCTAssertEqual(global.frame.height, 1)
        XCTAssertEqual(instance.backgroundColor, .red)
        XCTAssertEqual(instance.frame.height, 2)
        XCTAssertEqual(own.backgroundColor, .systemBlue)
        XCTAssertEqual(own.frame.height, 4)
        XCTAssertEqual(stacks[1].tl.hairlineColor, .red)
        XCTAssertEqual(stacks[1].tl.hairlineThickness, 2)
    }

    func testHairlinesWithoutAnyDefaultsAreOneLightGrayPoint() {
        let stack = StackView()
        stack.axis = .vertical
        stack.tl.add { StackView.tl.hairline }
        let line = stack.arrangedSubviews[0]
        XCTAssertEqual(line.backgroundColor, .lightGray)
        XCTAssertEqual(line.constraints.first { $0.identifier == "stackable.hairline" }?.constant, 1)
    }

    func testHairlineProviders() {
        let root = renderStackKitExample("Hairline Provider")
        XCTAssertNil(StackView.tl.hairlineProvider, "the example puts the global provider back")
        let stacks = firstStack(root).arrangedSubviews.map { $0 as! StackView }
        XCTAssertEqual(stacks[0].arrangedSubviews[1].backgroundColor, .systemRed)
        XCTAssertEqual(stacks[0].arrangedSubviews[1].frame.height, 3, accuracy: pixel)
        XCTAssertEqual(stacks[1].arrangedSubviews[1].backgroundColor, .systemPurple)
        XCTAssertEqual(stacks[1].arrangedSubviews[1].frame.height, 5, accuracy: pixel)
        XCTAssertNotNil(stacks[0].tl.hairlineProvider)
    }

    func testExplicitHairlineValuesApplyToProvidedViews() {
        let stack = StackView()
        stack.axis = .vertical
        StackView.tl.hairlineProvider = { _ in LayoutView() }
        stack.tl.add { StackView.tl.hairline.color(.systemGreen).thickness(6) }
        let line = stack.arrangedSubviews[0]
        XCTAssertEqual(line.backgroundColor, .systemGreen)
        XCTAssertEqual(line.constraints.first { $0.identifier == "stackable.hairline" }?.constant, 6)
    }
}
