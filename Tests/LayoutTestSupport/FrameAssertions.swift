import Foundation
import LayoutCore
import XCTest

/// Asserts the frame of every named view below `root` (by ``LayoutView/identifier``), within `accuracy`.
///
/// Views of the tree that are not named in `expected` are not checked; a name missing from the
/// tree fails.
public func assertFrames(
    _ root: LayoutView, _ expected: [String: CGRect], accuracy: CGFloat = 0.001, file: StaticString = #filePath,
    line: UInt = #line
) {
    let found = framesByIdentifier(root)
    for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
        guard let actual = found[name] else {
            XCTFail("no view named \(name) in\n\(root.hierarchyDescription())", file: file, line: line)
            continue
        }
        assertFrame(actual, frame, accuracy: accuracy, name, file: file, line: line)
    }
}

/// Asserts one frame within `accuracy`, with a readable message.
public func assertFrame(
    _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 0.001, _ name: String = "frame",
    file: StaticString = #filePath, line: UInt = #line
) {
    let close =
        abs(actual.minX - expected.minX) <= accuracy && abs(actual.minY - expected.minY) <= accuracy
        && abs(actual.width - expected.width) <= accuracy && abs(actual.height - expected.height) <= accuracy
    XCTAssertTrue(close, "\(name): got \(describe(actual)), expected \(describe(expected))", file: file, line: line)
}

/// The frames of the named views below `root`, by identifier.
public func framesByIdentifier(_ root: LayoutView) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    var stack = [root]
    while let view = stack.popLast() {
        if let name = view.identifier { result[name] = view.frame }
        stack.append(contentsOf: view.subviews)
    }
    return result
}

/// The frames of `root` and every view below it, depth first in subview order.
public func framesInTreeOrder(_ root: LayoutView) -> [CGRect] {
    var result: [CGRect] = []
    var stack = [root]
    while let view = stack.popLast() {
        result.append(view.frame)
        stack.append(contentsOf: view.subviews.reversed())
    }
    return result
}

/// `(x, y, width, height)`.
public func describe(_ rect: CGRect) -> String {
    "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
}

/// A rectangle from four numbers.
public func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Lays out `root` and returns the diagnostics reported.
@discardableResult
public func layout(_ root: LayoutView) -> [LayoutDiagnostic] {
    LayoutDiagnostics.collect { root.layoutIfNeeded() }.diagnostics
}
