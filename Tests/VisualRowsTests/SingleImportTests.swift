import VisualRows
import XCTest

/// `import VisualRows` alone brings LayoutCore (views, constraints), Foundation (CGRect) and Anchors (`~`, `==`).
final class SingleImportTests: XCTestCase {
    func testRowsAnchorsAndGeometryWithOneImport() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.displayScale = 1
        let box = LayoutView()
        root.addSubview(box)
        // swift-format-ignore
        root.tl.layoutConstraints {
            10
            |--20--box--20--| /=/ 30
        }
        let height = box.heightAnchor == 40 ~ .high
        root.layoutIfNeeded()
        XCTAssertEqual(height.priority, .defaultHigh)
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 160, height: 30))
    }
}
