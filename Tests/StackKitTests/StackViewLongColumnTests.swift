import Foundation
import LayoutTestSupport
import StackKit
import XCTest

@testable import LayoutCore

/// Long vertical stacks of labels aligned to their leading edge: every label is held inside the
/// stack's trailing edge (`trailing <=`), and the widest press against it (here the thirty labels of two
/// digits, equally wide), so no label is solved on its own.
final class StackViewLongColumnTests: XCTestCase {
    func testALeadingAlignedColumnOfLabelsIsLaidOutInTheSharedSystemWithoutDissolving() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        root.displayScale = 1
        let labels = (0..<40).map { Label(text: "Label \($0)") }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 4).isActive = true
        XCTAssertEqual(layout(root), [])
        let engine = try! XCTUnwrap(root.existingEngine)
        // (Chosen as subsystems, the 30 widest labels were sent back to the shared system one by one.)
        XCTAssertEqual(engine.dissolutionCount, 0)
        XCTAssertEqual(stack.frame.width, labels[39].intrinsicContentSize.width, "as wide as the widest label")
        var y: CGFloat = 0
        for label in labels {
            XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
            XCTAssertEqual(label.frame.minX, 0)
            XCTAssertEqual(label.frame.minY, y)
            y = label.frame.maxY + 4
        }
        XCTAssertEqual(stack.frame.height, y - 4)
    }
}
