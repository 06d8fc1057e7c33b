import XCTest

/// Yoga's generated test cases (Fixtures/yoga), one test per Yoga test file.
final class YogaConformanceTests: XCTestCase {
    func testAbsolutePositionTest() { Conformance.check(folder: "YGAbsolutePositionTest") }
    func testAlignContentTest() { Conformance.check(folder: "YGAlignContentTest") }
    func testAlignItemsTest() { Conformance.check(folder: "YGAlignItemsTest") }
    func testAlignSelfTest() { Conformance.check(folder: "YGAlignSelfTest") }
    func testAndroidNewsFeed() { Conformance.check(folder: "YGAndroidNewsFeed") }
    func testAspectRatioTest() { Conformance.check(folder: "YGAspectRatioTest") }
    func testAutoTest() { Conformance.check(folder: "YGAutoTest") }
    func testBorderTest() { Conformance.check(folder: "YGBorderTest") }
    func testBoxSizingTest() { Conformance.check(folder: "YGBoxSizingTest") }
    func testDimensionTest() { Conformance.check(folder: "YGDimensionTest") }
    func testDisplayContentsTest() { Conformance.check(folder: "YGDisplayContentsTest") }
    func testDisplayTest() { Conformance.check(folder: "YGDisplayTest") }
    func testFlexBasisFitContentTest() { Conformance.check(folder: "YGFlexBasisFitContentTest") }
    func testFlexDirectionTest() { Conformance.check(folder: "YGFlexDirectionTest") }
    func testFlexTest() { Conformance.check(folder: "YGFlexTest") }
    func testFlexWrapTest() { Conformance.check(folder: "YGFlexWrapTest") }
    func testGapTest() { Conformance.check(folder: "YGGapTest") }
    func testIntrinsicSizeTest() { Conformance.check(folder: "YGIntrinsicSizeTest") }
    func testJustifyContentTest() { Conformance.check(folder: "YGJustifyContentTest") }
    func testMarginTest() { Conformance.check(folder: "YGMarginTest") }
    func testMinMaxDimensionTest() { Conformance.check(folder: "YGMinMaxDimensionTest") }
    func testPaddingTest() { Conformance.check(folder: "YGPaddingTest") }
    func testPercentageTest() { Conformance.check(folder: "YGPercentageTest") }
    func testRoundingTest() { Conformance.check(folder: "YGRoundingTest") }
    func testSizeOverflowTest() { Conformance.check(folder: "YGSizeOverflowTest") }
    func testStaticPositionTest() { Conformance.check(folder: "YGStaticPositionTest") }
}
