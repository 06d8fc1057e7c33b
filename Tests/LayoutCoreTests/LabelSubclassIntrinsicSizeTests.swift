import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// A `Label` subclass that pads its intrinsic content size, as UIKit code often pads `UILabel`: the
/// engine, StackKit's proportional lengths and every other reader take the subclass's size.
final class LabelSubclassIntrinsicSizeTests: XCTestCase {
    /// A label 16 wider and 8 taller than its text.
    private final class PaddedLabel: Label {
        override var intrinsicContentSize: CGSize {
            let text = super.intrinsicContentSize
            return CGSize(width: text.width + 16, height: text.height + 8)
        }
    }

    private func placed(_ label: Label, in root: LayoutView) {
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 6),
        ])
    }

    func testTheEngineTakesTheSubclasssIntrinsicSize() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let plain = Label(text: "Hello")
        let padded = PaddedLabel(text: "Hello")
        placed(plain, in: root)
        placed(padded, in: root)
        root.layoutIfNeeded()
        let text = plain.frame.size
        XCTAssertGreaterThan(text.width, 0)
        assertFrame(padded.frame, CGRect(x: 6, y: 4, width: text.width + 16, height: text.height + 8), accuracy: 1e-9)
        XCTAssertEqual(padded.intrinsicContentSize.width, padded.frame.width, accuracy: 1e-9)
        XCTAssertEqual(padded.intrinsicContentSize.height, padded.frame.height, accuracy: 1e-9)
    }

    func testAWrappingSubclassIsPaddedAtTheWidthItGets() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let words = "a few words that wrap over more than one line at sixty points"
        let plain = Label(text: words)
        let padded = PaddedLabel(text: words)
        for label in [plain, padded] {
            label.numberOfLines = 0
            placed(label, in: root)
            label.widthAnchor.constraint(equalToConstant: 60).isActive = true
        }
        root.layoutIfNeeded()
        // The text wraps at the 60 points the label gets; the subclass adds its 8 to that height.
        XCTAssertGreaterThan(plain.frame.height, plain.sizeThatFits(CGSize(width: 1000, height: 1000)).height)
        assertFrame(padded.frame, CGRect(x: 6, y: 4, width: 60, height: plain.frame.height + 8), accuracy: 1e-9)
    }

    func testTheUnboundedSizeIsTheSubclasssToo() {
        let padded = PaddedLabel(text: "Hello there")
        padded.numberOfLines = 0
        let text = Label(text: "Hello there").intrinsicContentSize
        XCTAssertEqual(padded.intrinsicSize(forWidth: nil), CGSize(width: text.width + 16, height: text.height + 8))
    }
}
