import LayoutCore
import XCTest

/// The constraints the engine makes for a view's intrinsic size, `size <= intrinsic @hugging` and
/// `size >= intrinsic @compression`, as their priorities move between optional and required.
final class EngineIntrinsicConstraintTests: XCTestCase {
    private func makeLabel(width: CGFloat, priority: LayoutPriority) -> (LayoutView, Label, LayoutConstraint) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = Label(text: "Hello there")
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let wanted = label.widthAnchor.constraint(equalToConstant: width)
        wanted.priority = priority
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor), wanted,
        ])
        return (root, label, wanted)
    }

    func testHuggingAndCompressionEachWinByTheirOwnPriority() {
        let (root, label, wanted) = makeLabel(width: 300, priority: LayoutPriority(500))
        let natural = label.intrinsicContentSize
        XCTAssertLessThan(natural.width, 300)
        XCTAssertGreaterThan(natural.width, 20)
        root.layoutIfNeeded()
        // Hugging (250) loses to the wanted width (500).
        XCTAssertEqual(label.frame.width, 300)
        XCTAssertEqual(label.frame.height, natural.height)
        // Hugging above the wanted width wins.
        label.setContentHuggingPriority(LayoutPriority(600), for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, natural.width)
        // Wanted narrower than the text: compression (750) wins over 500 ...
        wanted.constant = 10
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, natural.width)
        // ... until compression drops below it.
        label.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 10)
    }

    func testRequiredSidesChangeTheShapeAndBack() {
        let (root, label, wanted) = makeLabel(width: 300, priority: .defaultHigh)
        let natural = label.intrinsicContentSize
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 300)
        // Required hugging: a constraint of its own, which the optional width cannot stretch.
        label.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, natural.width)
        XCTAssertEqual(label.constraintsAffectingLayout(for: .horizontal).count, 4)
        // Narrower wanted width: compression (750) against 750 of the wanted width... made lower.
        wanted.priority = LayoutPriority(700)
        wanted.constant = 10
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, natural.width)
        // Back to optional hugging, compression required: still the text width against 10.
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, natural.width)
        // Both optional again, compression below the wanted width: width 10.
        label.setContentCompressionResistancePriority(LayoutPriority(600), for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 10)
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        XCTAssertEqual(horizontal.count, 4, "leading, width, hugging, compression: \(horizontal)")
        XCTAssertEqual(
            Set(horizontal.filter { $0.relation != .equal }.map(\.priority.rawValue)), [250, 600],
            "the two sides of the intrinsic width, each at its own priority")
        // The text grows: the constant moves in place, the layout follows.
        label.text = "Hello there, a longer text"
        wanted.constant = 500
        wanted.priority = .defaultLow - 1
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width)
        XCTAssertGreaterThan(label.intrinsicContentSize.width, natural.width)
    }
}
