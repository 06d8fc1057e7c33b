import Foundation
import LayoutCore
import XCTest

final class LabelBaselineTests: XCTestCase {
    /// A label that wraps at its preferredMaxLayoutWidth has its last baseline on its last line, not
    /// on the one line its text would take unwrapped.
    func testLastBaselineOfALabelWrappedAtItsPreferredMaxLayoutWidth() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.displayScale = 1000
        let label = Label(text: "one two three")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 40
        let marker = LayoutView()
        for view in [label, marker] {
            root.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            marker.leftAnchor.constraint(equalTo: root.leftAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
            marker.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
            marker.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let wrapped = label.textLayout(width: 40)
        XCTAssertGreaterThan(wrapped.lines.count, 1)
        XCTAssertEqual(label.frame.height, wrapped.size.height, accuracy: 0.002)
        XCTAssertEqual(marker.frame.maxY, 10 + wrapped.lastBaseline, accuracy: 0.002)
    }
}
