import ExampleCatalog
import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The example being checked in one environment: its laid-out root and the intrinsic sizes of its labels.
struct ExampleRun {
    let root: LayoutView
    let environment: ExampleEnvironment

    /// The view named `name` below the root.
    func view(_ name: String) -> LayoutView {
        var stack = [root]
        while let view = stack.popLast() {
            if view.identifier == name { return view }
            stack.append(contentsOf: view.subviews)
        }
        XCTFail("no view named \(name)")
        return LayoutView()
    }

    /// The intrinsic content size of the view named `name` (a label's text size in this environment).
    func size(_ name: String) -> CGSize {
        view(name).intrinsicContentSize
    }

    /// Whether the environment lays out right to left.
    var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

    /// `rect`, given as laid out left to right in a parent `width` wide, mirrored when right to left.
    func natural(_ rect: CGRect, width: CGFloat = 200) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

/// Builds the FixFlex example `name` in every environment of ``ExampleEnvironment/all`` and asserts the
/// frame of every named view against `expected`, which derives them from the layout rules.
func checkExample(
    _ name: String, accuracy: CGFloat = 0.001, file: StaticString = #filePath, line: UInt = #line,
    expected: (ExampleRun) -> [String: CGRect]
) {
    guard let example = ExampleCatalog.fixFlex.first(where: { $0.name == name }) else {
        XCTFail("no FixFlex example named \(name)", file: file, line: line)
        return
    }
    XCTAssertTrue(example.code.hasPrefix("let "), "the code of \(name) is its region", file: file, line: line)
    XCTAssertTrue(example.code.contains(".fx."), "the code of \(name) shows its stacks", file: file, line: line)
    for environment in ExampleEnvironment.all {
        let (root, diagnostics) = example.render(in: environment)
        XCTAssertEqual(diagnostics, [], "\(name), \(environment)", file: file, line: line)
        let frames = expected(ExampleRun(root: root, environment: environment))
        let found = framesByIdentifier(root)
        XCTAssertEqual(
            Set(frames.keys), Set(found.keys), "\(name): every view is checked", file: file,
            line: line)
        for (view, frame) in frames.sorted(by: { $0.key < $1.key }) {
            assertFrame(
                found[view] ?? .null, frame, accuracy: accuracy, "\(name), \(environment): \(view)",
                file: file, line: line)
        }
    }
}
