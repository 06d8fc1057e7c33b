import ExampleCatalog
import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The frames of the overflow and overlap examples in every environment.
final class FixFlexExamplesEdgesTests: XCTestCase {
    func testOverflowUsingNilOffsets() {
        // Each label is pinned on one side only, so it keeps its text width (wider than the
        // container) and overflows on the other: the first past the leading edge, the second past
        // the trailing one.
        checkExample("Overflow Using Nil Offsets") { run in
            let leading = run.size("leadingOverflowLabel")
            let trailing = run.size("trailingOverflowLabel")
            XCTAssertGreaterThan(leading.width, 200, "\(run.environment): the text overflows")
            XCTAssertGreaterThan(trailing.width, 200, "\(run.environment): the text overflows")
            return [
                "container": CGRect(x: 0, y: 0, width: 200, height: 10 + leading.height + 10 + trailing.height + 10),
                "leadingOverflowLabel": run.natural(
                    CGRect(x: 200 - leading.width, y: 10, width: leading.width, height: leading.height)),
                "trailingOverflowLabel": run.natural(
                    CGRect(x: 0, y: 20 + leading.height, width: trailing.width, height: trailing.height)),
            ]
        }
    }

    func testOverlapUsingSpacingBefore() {
        // Three 60 pt views overlapping by 20 make 140 pt, centered by the Fills: (200 - 140) / 2.
        checkExample("Overlap Using Spacing Before") { run in
            [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 100),
                "first": run.natural(CGRect(x: 30, y: 20, width: 60, height: 60)),
                "second": run.natural(CGRect(x: 70, y: 20, width: 60, height: 60)),
                "third": run.natural(CGRect(x: 110, y: 20, width: 60, height: 60)),
            ]
        }
    }

    func testEveryFixFlexExampleIsInTheCatalog() {
        let names = ExampleCatalog.fixFlex.map(\.name)
        XCTAssertEqual(names.count, 15)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertTrue(ExampleCatalog.modules.contains { $0.name == "FixFlexKit" && $0.examples.count == 15 })
        XCTAssertTrue(ExampleCatalog.fixFlex.allSatisfy { $0.module == "FixFlexKit" })
    }
}
