import Foundation
import LayoutCore
import XCTest

final class SafeAreaTests: XCTestCase {
    /// A view taller than its parent used to get its overflow as a bottom safe-area inset; its margins
    /// (measured from the safe area) then grew with it, and so did the view, pass after pass.
    func testAViewStickingOutOfAParentWithoutInsetsHasNoSafeArea() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let content = LayoutView()
        let inner = LayoutView()
        root.addSubview(content)
        content.addSubview(inner)
        content.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        let margins = content.layoutMarginsGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -20),
            content.widthAnchor.constraint(equalToConstant: 320),
            inner.topAnchor.constraint(equalTo: margins.topAnchor),
            inner.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inner.heightAnchor.constraint(equalToConstant: 600),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.safeAreaInsets, .zero)
        XCTAssertEqual(content.frame, CGRect(x: -20, y: 20, width: 320, height: 616))
        XCTAssertEqual(inner.frame, CGRect(x: 8, y: 8, width: 304, height: 600))
    }

    /// Where the parent has an inset, a subview overlapping it still gets the overlap, also when it sticks out.
    func testInsetsStillReachSubviewsThatOverlapThem() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        let child = LayoutView(frame: CGRect(x: -10, y: 10, width: 100, height: 300))
        root.addSubview(child)
        root.layoutIfNeeded()
        XCTAssertEqual(child.safeAreaInsets, EdgeInsets(top: 10, left: 0, bottom: 140, right: 0))
    }
}
