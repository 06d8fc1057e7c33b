import FlexKit
import LayoutTestSupport
import XCTest

/// FlexLayout's introduction example 1 (seed 003), frames asserted.
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
        print(root.hierarchyDescription())
    }
}
