import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

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
