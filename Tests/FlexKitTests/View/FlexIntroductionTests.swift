import FlexKit
import LayoutTestSupport
import XCTest

/// FlexLayout's introduction example 1 (seed 003) with the seed's code verbatim, frames asserted.
final class FlexIntroductionTests: XCTestCase {
    func testExampleOneAdjustsTheContainerHeight() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        root.displayScale = 1
        let rootFlexContainer = LayoutView()
        rootFlexContainer.identifier = "rootFlexContainer"
        root.addSubview(rootFlexContainer)
        let imageView = ImageView(image: Image(size: CGSize(width: 40, height: 20)))
        imageView.identifier = "imageView"
        let segmentedControl = LayoutView()
        segmentedControl.identifier = "segmentedControl"
        let label = Label(text: "Flexbox layouting is simple, powerfull and fast.")
        label.numberOfLines = 0
        label.identifier = "label"
        let bottomLabel = Label(text: "FlexLayout/yoga is incredibly performant and its syntax is concise.")
        bottomLabel.numberOfLines = 0
        bottomLabel.identifier = "bottomLabel"

        rootFlexContainer.flex.direction(.column).padding(12).define { flex in
            flex.addItem().direction(.row).define { flex in
                flex.addItem(imageView).width(100).aspectRatio(of: imageView)
                flex.addItem().direction(.column).paddingLeft(12).grow(1).define { flex in
                    flex.addItem(segmentedControl).marginBottom(12).grow(1)
                    flex.addItem(label)
                }
            }
            flex.addItem().height(1).marginTop(12).backgroundColor(.lightGray)
            flex.addItem(bottomLabel).marginTop(12)
        }
        rootFlexContainer.frame = CGRect(x: 0, y: 20, width: 375, height: 0)
        rootFlexContainer.flex.layout(mode: .adjustHeight)

        // The image: 100 wide with its image's 2:1 ratio.
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        // The column beside it starts after the image; with FlexLayout's shrink 0 it keeps its content's
        // width: 12 + the label measured at most as wide as the row (351) less the padding, as Yoga lays it out,
        // and overflows the row (FlexLayout's FAQ).
        let column = label.superview!
        let measured = label.sizeThatFits(CGSize(width: CGFloat(339), height: .greatestFiniteMagnitude))
        XCTAssertEqual(column.frame.minX, 100)
        XCTAssertEqual(column.frame.width, 12 + measured.width, accuracy: 1)
        XCTAssertGreaterThan(column.frame.maxX, 351)
        XCTAssertEqual(label.frame.minX, 12)
        // The segmented control grows into the column's height left above the label and its margin.
        XCTAssertEqual(segmentedControl.frame.height, column.frame.height - 12 - label.frame.height, accuracy: 0.5)
        // The separator line and the bottom label follow the row, each 12 below.
        let row = column.superview!
        let line = rootFlexContainer.subviews[1]
        XCTAssertEqual(row.frame.minY, 12)
        XCTAssertEqual(line.frame, CGRect(x: 12, y: row.frame.maxY + 12, width: 351, height: 1))
        XCTAssertEqual(line.backgroundColor, .lightGray)
        XCTAssertEqual(bottomLabel.frame.minY, line.frame.maxY + 12)
        XCTAssertEqual(bottomLabel.frame.width, 351)
        // adjustHeight: the container's height is its content's; its width and origin stay.
        XCTAssertEqual(rootFlexContainer.frame.origin, CGPoint(x: 0, y: 20))
        XCTAssertEqual(rootFlexContainer.frame.width, 375)
        XCTAssertEqual(rootFlexContainer.frame.height, bottomLabel.frame.maxY + 12)
    }
}
