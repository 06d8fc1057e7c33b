import VisualRows
import XCTest

/// ZDTinyLayout's view modifiers (README, "View Modifiers"; Source/ZDTLStackable+ViewModifier.swift
/// declares them on every view, not only in stacks) with `import VisualRows` alone: a modified view is
/// a row element, and a chain still chains.
final class ViewModifierRowsTests: XCTestCase {
    func testModifiedViewsInRowsAndAsValues() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.displayScale = 1
        let icon = LayoutView().tl.size(24)
        let title = Label(text: "Title").tl.height(30)
        let badge = LayoutView()
        badge.tl
            .width(40)
            .height(20)
        root.addSubview(icon)
        root.addSubview(title)
        root.addSubview(badge)
        // swift-format-ignore
        root.tl.layoutConstraints {
            10
            |--8--icon--8--title--8--badge--8--|
        }
        root.layoutIfNeeded()
        XCTAssertEqual(icon.frame, CGRect(x: 8, y: 10, width: 24, height: 24))
        XCTAssertEqual(title.frame, CGRect(x: 40, y: 10, width: 104, height: 30))
        XCTAssertEqual(badge.frame, CGRect(x: 152, y: 10, width: 40, height: 20))
        XCTAssertTrue(root.subviews == [icon, title, badge])
    }

    func testBadLengthsAreReportedAtTheCallAndNotSet() {
        let view = LayoutView()
        let (_, diagnostics) = LayoutDiagnostics.collect {
            view.tl.width(-1).height(.nan).size(5)
        }
        XCTAssertEqual(diagnostics.map(\.line), [#line - 2, #line - 2])
        XCTAssertEqual(diagnostics.map(\.source), ["Anchors", "Anchors"])
        XCTAssertTrue(diagnostics[0].message.hasSuffix("not -1.0; it was not set"))
        XCTAssertEqual(view.constraints.map(\.constant), [5, 5])
    }
}
