import ExampleCatalog
import FixFlexKit
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The frames of the cell, card and label-row examples in every environment, from the layout rules.
final class FixFlexExamplesCellsTests: XCTestCase {
    func testCellWithIconTitleSubtitleAndChevron() {
        // Across: 15, icon 44, 15, labels, 15, chevron 20, 15 -> labels 76 wide at x 74.
        // Down: the labels (15 above and below) are taller than the 44 pt icon, so they set the
        // height; the icon's bottom Flex(min: 15) is then more than 15; the chevron is centered.
        checkExample("Cell With Icon Title Subtitle And Chevron", accuracy: pixel) { run in
            let title = run.size("titleLabel").height
            let subtitle = run.size("subtitleLabel").height
            XCTAssertGreaterThanOrEqual(title + subtitle, 44, "\(run.environment): labels set the height")
            let height = 15 + title + subtitle + 15
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: height),
                "iconView": run.natural(CGRect(x: 15, y: 15, width: 44, height: 44)),
                "titleLabel": run.natural(CGRect(x: 74, y: 15, width: 76, height: title)),
                "subtitleLabel": run.natural(CGRect(x: 74, y: 15 + title, width: 76, height: subtitle)),
                "chevron": run.natural(CGRect(x: 165, y: (height - 30) / 2, width: 20, height: 30)),
            ]
        }
    }

    func testCardWithIconTitleAndSubtitle() {
        // Every view spans 5...195; down: 5, icon 50, 10, title, subtitle, 5.
        checkExample("Card With Icon Title And Subtitle") { run in
            let title = run.size("titleLabel").height
            let subtitle = run.size("subtitleLabel").height
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 65 + title + subtitle + 5),
                "iconView": CGRect(x: 5, y: 5, width: 190, height: 50),
                "titleLabel": CGRect(x: 5, y: 65, width: 190, height: title),
                "subtitleLabel": CGRect(x: 5, y: 65 + title, width: 190, height: subtitle),
            ]
        }
    }

    func testLabelsRowWithNotEnoughSpaceForBoth() {
        // The left label resists compression at .required, so it keeps its text width; the right
        // label gets what is left of 200 - 5 (less than its text, and below zero at AX5, where it
        // ends up with a negative width, as Auto Layout gives it).
        checkExample("Labels Row With Not Enough Space For Both") { run in
            let left = run.size("leftLabel")
            let right = run.size("rightLabel")
            XCTAssertGreaterThan(left.width + right.width, 195, "\(run.environment): not enough space for both")
            XCTAssertEqual(left.height, right.height)
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: left.height),
                "leftLabel": run.natural(CGRect(x: 0, y: 0, width: left.width, height: left.height)),
                "rightLabel": run.natural(
                    CGRect(x: left.width + 5, y: 0, width: 195 - left.width, height: right.height)),
            ]
        }
    }

    func testLabelsSplit() {
        // 200 - 4 * 5 = 180 split 2 : 1 : 1 by the Fills (label2 and label3 are half of label1).
        checkExample("Labels Split") { run in
            let height = run.size("label1").height
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: height + 10),
                "label1": run.natural(CGRect(x: 5, y: 5, width: 90, height: height)),
                "label2": run.natural(CGRect(x: 100, y: 5, width: 45, height: height)),
                "label3": run.natural(CGRect(x: 150, y: 5, width: 45, height: height)),
            ]
        }
    }

    func testFlexMinMax() {
        // Each label keeps its text width within its bounds (the Flex() spacer takes the rest, going
        // negative when the text is wider than the row): label2 at least 175, label3 at most 100.
        checkExample("Flex Min Max") { run in
            let text = run.size("label1")
            let h = text.height
            return [
                "parent": CGRect(x: 0, y: 0, width: 200, height: 5 + 3 * h + 5),
                "label1": run.natural(CGRect(x: 5, y: 5, width: text.width, height: h)),
                "label2": run.natural(CGRect(x: 5, y: 5 + h, width: max(text.width, 175), height: h)),
                "label3": run.natural(CGRect(x: 5, y: 5 + 2 * h, width: min(text.width, 100), height: h)),
            ]
        }
    }
}
