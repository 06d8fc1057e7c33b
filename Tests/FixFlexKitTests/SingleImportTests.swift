import FixFlexKit
import XCTest

/// `import FixFlexKit` alone brings LayoutCore (views) and Foundation (CGRect).
final class SingleImportTests: XCTestCase {
    func testFixFlexWithOneImport() {
        let parent = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        parent.displayScale = 1
        let icon = LayoutView()
        let rest = LayoutView()
        parent.addSubview(icon)
        parent.addSubview(rest)
        parent.fx.hstack(Fix(10), Fix(icon, 30), Flex(rest), Fix(10))
        parent.fx.vstack(Fix(5), Flex([icon, rest]), Fix(5))
        parent.layoutIfNeeded()
        XCTAssertEqual(icon.frame, CGRect(x: 10, y: 5, width: 30, height: 40))
        XCTAssertEqual(rest.frame, CGRect(x: 40, y: 5, width: 50, height: 40))
    }
}
