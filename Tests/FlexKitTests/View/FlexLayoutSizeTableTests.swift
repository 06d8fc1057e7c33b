import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// Section 5 of the seed: width, height, size, min/max and aspect ratio (FlexLayout's
/// WidthSizeContentTests' expected frames), and the `%` operator.
final class FlexLayoutSizeTableTests: XCTestCase {
    func testSizes() {
        check([
            FlexCase("width height", rect(0, 0, 100, 200)) { _, item in item.width(100).height(200) },
            FlexCase("aspectRatio", rect(0, 0, 200, 100)) { _, item in item.width(200).aspectRatio(2) },
            FlexCase("aspectRatio reset", rect(0, 0, 200, 0)) { _, item in
                item.width(200).aspectRatio(2)
                item.aspectRatio(nil)
            },
            FlexCase("width height with mins", rect(0, 0, 200, 200)) { _, item in
                item.width(200).minWidth(100).height(200).minHeight(100)
            },
            FlexCase("width and height reset", rect(0, 0, 400, 100)) { _, item in
                item.width(200).minWidth(100).height(200).minHeight(100)
                item.width(nil)
                item.height(nil)
            },
            FlexCase("minWidth wins", rect(0, 0, 300, 200)) { _, item in item.width(200).minWidth(300).height(200) },
            FlexCase("minWidth reset", rect(0, 0, 200, 200)) { _, item in
                item.width(200).maxWidth(300).height(200)
                item.minWidth(nil)
            },
            FlexCase("maxWidth", rect(0, 0, 300, 200)) { _, item in item.maxWidth(300).height(200) },
            FlexCase("maxWidth reset", rect(0, 0, 400, 200)) { _, item in
                item.maxWidth(300).height(200)
                item.maxWidth(nil)
            },
            FlexCase("minHeight", rect(0, 0, 400, 300)) { _, item in item.height(200).minHeight(300) },
            FlexCase("minHeight reset", rect(0, 0, 400, 200)) { _, item in
                item.height(200).minHeight(300)
                item.minHeight(nil)
            },
            FlexCase("maxHeight", rect(0, 0, 400, 100)) { _, item in item.height(200).maxHeight(100) },
            FlexCase("maxHeight reset", rect(0, 0, 400, 200)) { _, item in
                item.height(200).maxHeight(100)
                item.maxHeight(nil)
            },
            FlexCase("seed: width 50%", rect(0, 0, 200, 0)) { _, item in item.width(50%) },
            FlexCase("seed: height 25%", rect(0, 0, 400, 100)) { _, item in item.height(25%) },
            FlexCase("seed: size 250", rect(0, 0, 250, 250)) { _, item in item.size(250) },
            FlexCase("size CGSize", rect(0, 0, 120, 80)) { _, item in item.size(CGSize(width: 120, height: 80)) },
            FlexCase("size nil", rect(0, 0, 400, 0)) { _, item in
                item.size(250)
                item.size(nil as CGSize?)
            },
            FlexCase("seed: maxWidth 50%", rect(0, 0, 200, 10)) { _, item in item.maxWidth(50%).height(10) },
            FlexCase("seed: maxWidth 200", rect(0, 0, 200, 10)) { _, item in item.maxWidth(200).height(10) },
            FlexCase("seed: maxHeight 30%", rect(0, 0, 400, 120)) { _, item in item.height(200).maxHeight(30%) },
            FlexCase("minWidth percent", rect(0, 0, 100, 10)) { _, item in
                item.alignSelf(.start).width(10).minWidth(25%).height(10)
            },
            FlexCase("minHeight percent", rect(0, 0, 400, 100)) { _, item in item.minHeight(25%) },
            FlexCase("seed: aspectRatio 16/9", rect(0, 0, 400, 225)) { _, item in item.aspectRatio(16 / 9) },
        ])
    }

    func testPercentOperatorTakesCGFloatDoubleAndInt() {
        let percentageValue: CGFloat = 50
        let double: Double = 12.5
        let int = 25
        let float: Float = 40
        XCTAssertEqual(float%, FPercent(value: 40))
        XCTAssertEqual(percentageValue%, FPercent(value: 50))
        XCTAssertEqual(double%, FPercent(value: 12.5))
        XCTAssertEqual(int%, FPercent(value: 25))
        XCTAssertEqual((25%).value, 25)
        XCTAssertEqual((12.5%).value, 12.5)
        check([
            FlexCase("height(percentageValue%)", rect(0, 0, 400, 200)) { _, item in item.height(percentageValue%) }
        ])
    }

    func testAspectRatioOfImageView() {
        let root = container(400, 400)
        let imageView = ImageView(image: Image(size: CGSize(width: 160, height: 90)))
        let empty = ImageView(image: nil)
        root.flex.alignItems(.start).define { flex in
            flex.addItem(imageView).width(320).aspectRatio(of: imageView)
            flex.addItem(empty).width(100).aspectRatio(of: empty)
        }
        root.flex.layout()
        XCTAssertEqual(imageView.frame, rect(0, 0, 320, 180))
        XCTAssertEqual(empty.frame, rect(0, 180, 100, 0))
    }
}
