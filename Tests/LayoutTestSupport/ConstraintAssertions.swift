import Foundation
import LayoutCore
import XCTest

/// Asserts every property of a constraint: its items and attributes, relation, multiplier, constant,
/// priority and whether it is active.
///
/// ```swift
/// assertConstraint(c, button, .leading, .equal, container, .leading, constant: 12)
/// assertConstraint(w, view, .width, .lessThanOrEqual, constant: 100)   // to a constant
/// ```
///
/// A missing constraint (`nil`, from a search that found none) fails.
public func assertConstraint(
    _ constraint: LayoutConstraint?, _ first: AnyObject?, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation, _ second: AnyObject? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required, isActive: Bool = true,
    accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line
) {
    guard let constraint else { return XCTFail("no constraint", file: file, line: line) }
    let name = "\(constraint)"
    XCTAssertTrue(constraint.firstItem === first, "\(name): first item", file: file, line: line)
    XCTAssertEqual(constraint.firstAttribute, firstAttribute, "\(name): first attribute", file: file, line: line)
    XCTAssertEqual(constraint.relation, relation, "\(name): relation", file: file, line: line)
    XCTAssertTrue(constraint.secondItem === second, "\(name): second item", file: file, line: line)
    XCTAssertEqual(constraint.secondAttribute, secondAttribute, "\(name): second attribute", file: file, line: line)
    XCTAssertEqual(constraint.multiplier, multiplier, accuracy: accuracy, "\(name): multiplier", file: file, line: line)
    XCTAssertEqual(constraint.constant, constant, accuracy: accuracy, "\(name): constant", file: file, line: line)
    XCTAssertEqual(constraint.priority, priority, "\(name): priority", file: file, line: line)
    XCTAssertEqual(constraint.isActive, isActive, "\(name): active", file: file, line: line)
}
