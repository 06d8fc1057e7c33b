import XCTest

@testable import FlexKit

/// Web mode's margin and padding-and-border sums found once with the style: only where the float sums
/// kept are the double sums web mode computes, and where the direction does not change them.
final class WebStyleSumsTests: XCTestCase {
    private func sums(_ style: FlexStyle) -> (margins: (Double, Double)?, edges: (Double, Double)?) {
        var computed = ComputedStyle(style, web: true)
        return withUnsafeMutablePointer(to: &computed) { pointer in
            let margins =
                pointer.pointee.hasPointMarginSums
                ? (pointer.marginForAxis(.row, .nan, .ltr), pointer.marginForAxis(.column, .nan, .ltr)) : nil
            let edges =
                pointer.pointee.hasPointPaddingAndBorder
                ? (pointer.paddingAndBorder(.row, .ltr, .nan), pointer.paddingAndBorder(.column, .ltr, .nan)) : nil
            return (margins, edges)
        }
    }

    /// The sums a web node's queries give without the shortcut (a style that has none).
    private func doubleSums(_ style: FlexStyle) -> (margins: (Double, Double), edges: (Double, Double)) {
        var computed = ComputedStyle(style, web: true)
        computed.hasPointMarginSums = false
        computed.hasPointPaddingAndBorder = false
        return withUnsafeMutablePointer(to: &computed) { pointer in
            (
                (pointer.marginForAxis(.row, .nan, .ltr), pointer.marginForAxis(.column, .nan, .ltr)),
                (pointer.paddingAndBorder(.row, .ltr, .nan), pointer.paddingAndBorder(.column, .ltr, .nan))
            )
        }
    }

    func testWholePointSumsAreFoundOnceAndEqualTheDoubleSums() throws {
        var style = FlexStyle()
        style.margin = FlexEdges(all: .points(8))
        style.margin.top = .points(4)
        style.padding = FlexEdges(all: .points(8))
        style.border = FlexEdges(all: .points(1))
        let found = sums(style)
        let margins = try XCTUnwrap(found.margins)
        let edges = try XCTUnwrap(found.edges)
        let expected = doubleSums(style)
        XCTAssertEqual(margins.0, expected.margins.0)
        XCTAssertEqual(margins.1, expected.margins.1)
        XCTAssertEqual(edges.0, expected.edges.0)
        XCTAssertEqual(edges.1, expected.edges.1)
        XCTAssertEqual(margins.0, 16)
        XCTAssertEqual(margins.1, 12)
        XCTAssertEqual(edges.0, 18)
    }

    func testSumsThatAFloatRoundsAreLeftToTheQueries() {
        // 0.1 and 0.2 as floats add up, as a float, to other than their double sum.
        var style = FlexStyle()
        style.margin.left = .points(0.1)
        style.margin.right = .points(0.2)
        style.padding.left = .points(0.1)
        style.padding.right = .points(0.2)
        XCTAssertNotEqual(Double(Float(0.1) + Float(0.2)), Double(Float(0.1)) + Double(Float(0.2)))
        let found = sums(style)
        XCTAssertNil(found.margins)
        XCTAssertNil(found.edges)
    }

    func testSumsThatTheDirectionChangesOrPercentagesAreLeftToTheQueries() {
        var directional = FlexStyle()
        // In RTL `start` is the right margin: the margins sum to 4 in LTR, 8 in RTL.
        directional.margin.left = .points(4)
        directional.margin.start = .points(4)
        XCTAssertNil(sums(directional).margins)
        var percent = FlexStyle()
        percent.margin.left = .percent(10)
        percent.padding.top = .percent(10)
        let found = sums(percent)
        XCTAssertNil(found.margins)
        XCTAssertNil(found.edges)
    }
}
