import ExampleCatalog
import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The frames of the examples that stack between other anchors, in every environment.
final class FixFlexExamplesAnchorsTests: XCTestCase {
    func testPutBetweenAnchors() {
        // The label is centered; the 20 pt views sit inside its leading and trailing edges, so
        // they swap sides right to left.
        checkExample("Put Between Anchors", accuracy: pixel) { run in
            let text = run.size("label")
            let x = (200 - text.width) / 2
            let label = CGRect(x: x, y: 0, width: text.width, height: text.height)
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: text.height),
                "label": label,
                "leadingView": run.natural(CGRect(x: x, y: 0, width: 20, height: text.height)),
                "trailingView": run.natural(CGRect(x: label.maxX - 20, y: 0, width: 20, height: text.height)),
            ]
        }
    }

    func testPutBetweenAnchorsAbsolute() {
        // The same, between the label's left and right: the views never swap sides.
        checkExample("Put Between Anchors Absolute", accuracy: pixel) { run in
            let text = run.size("label")
            let x = (200 - text.width) / 2
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: text.height),
                "label": CGRect(x: x, y: 0, width: text.width, height: text.height),
                "leadingView": CGRect(x: x, y: 0, width: 20, height: text.height),
                "trailingView": CGRect(x: x + text.width - 20, y: 0, width: 20, height: text.height),
            ]
        }
    }

    func testShadowUsingMatch() {
        // The label is centered; matchView has its size, 10 pt below and 10 pt after its leading edge.
        checkExample("Shadow Using Match", accuracy: pixel) { run in
            let text = run.size("label")
            let label = CGRect(
                x: (200 - text.width) / 2, y: (200 - text.height) / 2, width: text.width, height: text.height)
            let shift: CGFloat = run.isRightToLeft ? -10 : 10
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 200),
                "label": label,
                "matchView": label.offsetBy(dx: shift, dy: 10),
            ]
        }
    }
}
