import ExampleCatalog
import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The frames of Fill Parent With Inset, Pin To Parent Trailing Bottom, Center In Parent, Center Label
/// In Parent and Vertically Center Two Labels in every environment, from the layout rules.
final class FixFlexExamplesBasicsTests: XCTestCase {
    func testFillParentWithInset() {
        checkExample("Fill Parent With Inset") { _ in
            [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 100),
                "child": CGRect(x: 15, y: 15, width: 170, height: 70),
            ]
        }
    }

    func testPinToParentTrailingBottom() {
        // Flex() takes what is left: 200 - 100 - 15 across, 100 - 50 - 15 down.
        checkExample("Pin To Parent Trailing Bottom") { run in
            [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 100),
                "child": run.natural(CGRect(x: 85, y: 35, width: 100, height: 50)),
            ]
        }
    }

    func testCenterInParent() {
        // Two equal Fills split the free space: (200 - 100) / 2 and (100 - 50) / 2.
        checkExample("Center In Parent") { _ in
            [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 100),
                "child": CGRect(x: 50, y: 25, width: 100, height: 50),
            ]
        }
    }

    func testCenterLabelInParent() {
        // The label keeps its text size; at AX5 it is wider than the parent, and the Fill guides go
        // negative (guides have no minimum size), so it overflows both sides equally.
        checkExample("Center Label In Parent", accuracy: pixel) { run in
            let label = run.size("label")
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 200),
                "label": CGRect(
                    x: (200 - label.width) / 2, y: (200 - label.height) / 2, width: label.width, height: label.height),
            ]
        }
    }

    func testVerticallyCenterTwoLabels() {
        // Both labels span the width; the pair (top, 5, bottom) is centered by the two Fills.
        checkExample("Vertically Center Two Labels", accuracy: pixel) { run in
            let top = run.size("topLabel").height
            let bottom = run.size("bottomLabel").height
            let y = (200 - (top + 5 + bottom)) / 2
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 200),
                "topLabel": CGRect(x: 0, y: y, width: 200, height: top),
                "bottomLabel": CGRect(x: 0, y: y + top + 5, width: 200, height: bottom),
            ]
        }
    }
}
