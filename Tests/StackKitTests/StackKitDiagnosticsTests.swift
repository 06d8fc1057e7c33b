import Foundation
import LayoutCore
import LayoutTestSupport
import StackKit
import XCTest

/// Bad input is reported with the caller's line, and the rest of the layout goes on.
final class StackKitDiagnosticsTests: XCTestCase {
    func testNegativeAndInfiniteLengthsAreReportedAndReplaced() {
        let stack = StackView()
        stack.axis = .vertical
        let view = SizedView("view", 10, 10)
        let line = #line + 2
        let (_, diagnostics) = LayoutDiagnostics.collect {
            stack.tl.add {
                view
                -5
                StackView.tl.constantSpace(.infinity)
                StackView.tl.flexibleSpace(.atLeast(-1))
                StackView.tl.hairline.thickness(-2)
            }
        }
        XCTAssertEqual(diagnostics.count, 4)
        XCTAssertTrue(diagnostics.allSatisfy { $0.kind == .invalidValue && $0.source == "StackKit" })
        XCTAssertTrue(diagnostics.allSatisfy { $0.file == #fileID && $0.line == line })
        XCTAssertEqual(
            diagnostics[0].message, "a space must be a finite length of at least 0, not -5.0; 0.0 is used")
        XCTAssertTrue(diagnostics[3].message.hasPrefix("the thickness of a hairline"))
        let root = makeRoot(stack, frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(stack.arrangedSubviews.map(\.frame.height), [10, 0, 0, 89, 1])
    }

    func testNonFiniteSpacingKeepsThePreviousValue() {
        let view = SizedView("a", 10, 10)
        let stack = StackView(arrangedSubviews: [view, SizedView("b", 10, 10)])
        stack.spacing = 4
        let (_, diagnostics) = LayoutDiagnostics.collect {
            stack.spacing = .nan
            stack.setCustomSpacing(.infinity, after: view)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidValue, .invalidValue])
        XCTAssertTrue(diagnostics[0].message.contains("it stays 4.0"))
        XCTAssertEqual(stack.spacing, 4)
        XCTAssertEqual(stack.customSpacing(after: view), StackView.spacingUseDefault)
    }

    func testInvalidSizesFromModifiersAreNotSet() {
        let view = LayoutView()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.tl.width(-1).height(.nan).width(20)
        }
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(diagnostics.map(\.line), [#line - 3, #line - 3])
        XCTAssertEqual(view.constraints.map(\.constant), [20])
    }

    func testOutsetToAViewOutsideTheTreeIsReportedAndTheRestIsLaidOut() {
        let stack = StackView()
        stack.axis = .vertical
        let stranger = LayoutView()
        let view = SizedView("view", 10, 10)
        let root = makeRoot(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.tl.width(100)
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        let (_, diagnostics) = LayoutDiagnostics.collect {
            stack.tl.add {
                view.outset(to: stranger)
                StackView.tl.hairline.outset(to: stranger)
                "still laid out"
            }
        }
        XCTAssertEqual(diagnostics.count, 4, "two edges each")
        XCTAssertTrue(
            diagnostics.allSatisfy { $0.kind == .invalidHierarchy && $0.message.contains("no common ancestor") })
        XCTAssertTrue(diagnostics.allSatisfy { $0.file == #fileID })
        XCTAssertEqual(layout(root), [])
        XCTAssertEqual(stack.arrangedSubviews.count, 3)
        XCTAssertEqual(stack.arrangedSubviews[2].frame.minY, 11)
    }
}
