import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// A root (400 × 300, whole-point frames) holding `container` at (20, 10, 300, 200), placed by its
/// frame, and named views that belong to no view yet (the rows add them to the container).
struct Fixture {
    let root: LayoutView
    let container: LayoutView

    /// The container's width, to mirror frames for right-to-left layouts.
    static let width: CGFloat = 300

    init(direction: UserInterfaceLayoutDirection = .leftToRight) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.identifier = "root"
        root.displayScale = 1
        root.userInterfaceLayoutDirection = direction
        container = LayoutView(frame: CGRect(x: 20, y: 10, width: Fixture.width, height: 200))
        container.identifier = "container"
        root.addSubview(container)
    }

    /// A new view named `name`, in no view yet.
    func view(_ name: String) -> LayoutView {
        let view = LayoutView()
        view.identifier = name
        return view
    }

    /// A new view named `name` with an intrinsic size, in no view yet.
    func sized(_ name: String, width: CGFloat, height: CGFloat) -> LayoutView {
        let view = SizedView(CGSize(width: width, height: height))
        view.identifier = name
        return view
    }

    /// A new layout guide named `name`, in no view yet.
    func guide(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        return guide
    }

    /// Lays out the tree.
    func layout() {
        root.layoutIfNeeded()
    }
}

/// A view with a fixed intrinsic content size (like a label of known text).
final class SizedView: LayoutView {
    private let size: CGSize

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { size }
}

/// Runs `body` with a fixture laid out left to right and one laid out right to left. The frames a
/// test expects are those left to right; right to left each is mirrored in the container.
func inBothDirections(_ body: (Fixture, _ expect: Expectation) -> Void) {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
        body(Fixture(direction: direction), Expectation(direction: direction))
    }
}

/// Frame expectations written left to right, mirrored in the container for right-to-left layouts.
struct Expectation {
    let direction: UserInterfaceLayoutDirection

    /// The frame expected in this direction for a frame written left to right.
    func frame(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        let mirroredX = direction == .leftToRight ? x : Fixture.width - x - width
        return CGRect(x: mirroredX, y: y, width: width, height: height)
    }

    /// Asserts the frames of the items, written left to right.
    func assertFrames(
        _ items: [(any LayoutItem, CGRect)], accuracy: CGFloat = 0.001, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (item, ltr) in items {
            let expected = frame(ltr.minX, ltr.minY, ltr.width, ltr.height)
            let actual = (item as? LayoutView)?.frame ?? (item as? LayoutGuide)?.layoutFrame ?? .null
            let name = "\(item.identifier ?? "item") \(direction == .leftToRight ? "LTR" : "RTL")"
            assertFrame(actual, expected, accuracy: accuracy, name, file: file, line: line)
        }
    }
}

/// The line of this test file that ends with the comment `// <marker>` (exactly one must), so tests
/// can check the lines that constraints and diagnostics report without counting lines.
func line(of marker: String, file: StaticString = #filePath) -> Int {
    let text = (try? String(contentsOfFile: "\(file)", encoding: .utf8)) ?? ""
    let lines = text.components(separatedBy: "\n").enumerated().filter { $0.element.hasSuffix("// \(marker)") }
    XCTAssertEqual(lines.count, 1, "one line ends with // \(marker)")
    return (lines.first?.offset ?? -1) + 1
}

/// The descriptions of the constraints whose first attribute is one of `attributes`, in order.
func described(_ constraints: [LayoutConstraint], _ attributes: LayoutAttribute...) -> [String] {
    constraints.filter { attributes.contains($0.firstAttribute) }.map(\.description)
}

/// The constraints whose first attribute is `attribute`, in order.
func constraints(_ constraints: [LayoutConstraint], on attribute: LayoutAttribute) -> [LayoutConstraint] {
    constraints.filter { $0.firstAttribute == attribute }
}
