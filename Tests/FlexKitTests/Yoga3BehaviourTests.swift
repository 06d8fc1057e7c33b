import FlexKit
import XCTest

/// Behaviours of Yoga 3 that FlexKit keeps on purpose (checked against Yoga 3 itself with the benchmark
/// harness, `Examples/Benchmarks/peers/yoga_flex.c`), pinned so that a change is a decision, not an accident.
final class Yoga3BehaviourTests: XCTestCase {
    private func wrappingRow(_ configure: (FlexNode) -> Void) -> FlexComputedLayout {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.flexDirection = .row
        root.style.flexWrap = .wrap
        root.style.width = 375
        root.style.height = 640
        let item = FlexNode(in: tree)
        item.style.width = .percent(30)
        root.addChild(item)
        configure(item)
        configure(root)
        root.calculateLayout()
        return item.layout
    }

    func testWrappedLineAlignedToStartIgnoresTheCrossStartMargin() {
        let layout = wrappingRow { node in
            if node.parent == nil {
                node.style.alignItems = .flexStart
            } else {
                node.style.height = 50
                node.style.margin.top = 10
            }
        }
        XCTAssertEqual([layout.top, layout.width, layout.height], [0, 113, 50])
    }

    func testStretchInAWrappedLineSizesAnAspectRatioItemByItsContent() {
        let stretched = wrappingRow { node in
            if node.parent != nil { node.style.aspectRatio = 1 }
        }
        XCTAssertEqual([stretched.width, stretched.height], [113, 0])
        let aligned = wrappingRow { node in
            if node.parent == nil { node.style.alignItems = .flexStart } else { node.style.aspectRatio = 1 }
        }
        XCTAssertEqual([aligned.width, aligned.height], [113, 113])
    }
}
