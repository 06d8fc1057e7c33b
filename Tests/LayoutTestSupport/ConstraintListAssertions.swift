import Foundation
import LayoutCore
import XCTest

/// Asserts a list of constraints by their descriptions (`a.top == container.top + 16`,
/// `b.width == a.width @249`: items, attributes, relation, multiplier, constant and priority), in
/// order, and that each is active (or not, with `isActive: false`).
public func assertConstraints(
    _ constraints: [LayoutConstraint], _ expected: [String], isActive: Bool = true, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(constraints.map(\.description), expected, file: file, line: line)
    for constraint in constraints where constraint.isActive != isActive {
        XCTFail("\(constraint): expected \(isActive ? "active" : "inactive")", file: file, line: line)
    }
}
