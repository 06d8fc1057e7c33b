import FlexKit
import LayoutCore
import XCTest

/// The sizes and modes a measure function is given, and what is done with its answer.
final class MeasureModeTests: XCTestCase {
    /// Records every call and answers a 100 x 20 content size (clamped to an at-most offer).
    private final class Recorder {
        var calls: [(Double, FlexMeasureMode, Double, FlexMeasureMode)] = []

        func function() -> FlexMeasureFunction {
            { [self] width, widthMode, height, heightMode in
                calls.append((width, widthMode, height, heightMode))
                let w = widthMode == .exactly ? width : (widthMode == .atMost ? min(100, width) : 100)
                return FlexSize(width: w, height: 20)
            }
        }
    }

    private func leaf(in parent: FlexNode, _ recorder: Recorder) -> FlexNode {
        let node = FlexNode(in: parent.tree)
        node.setMeasureFunction(recorder.function())
        parent.addChild(node)
        return node
    }

    func testUndefinedSpaceMeasuresMaxContent() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let recorder = Recorder()
        let node = leaf(in: root, recorder)
        root.calculateLayout()
        XCTAssertTrue(recorder.calls.contains { $0.1 == .undefined && $0.0.isNaN && $0.3 == .undefined })
        XCTAssertEqual(node.layout.width, 100)
        XCTAssertEqual(node.layout.height, 20)
    }

    func testAStretchedItemIsMeasuredExactlyAcrossAndAtMostAlong() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.width = 60
        root.style.height = 200
        root.style.padding = FlexEdges(all: 5)
        let recorder = Recorder()
        let node = leaf(in: root, recorder)
        root.calculateLayout()
        // Width: the stretched inner width exactly; height: at most the inner height.
        XCTAssertTrue(recorder.calls.contains { $0.0 == 50 && $0.1 == .exactly && $0.2 == 190 && $0.3 == .atMost })
        XCTAssertEqual(node.layout.width, 50)
        XCTAssertEqual(node.layout.height, 20)
    }

    func testANonStretchedItemIsMeasuredAtMost() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.width = 60
        root.style.alignItems = .flexStart
        let recorder = Recorder()
        let node = leaf(in: root, recorder)
        root.calculateLayout()
        XCTAssertTrue(recorder.calls.contains { $0.0 == 60 && $0.1 == .atMost })
        XCTAssertEqual(node.layout.width, 60)
    }

    func testPaddingIsTakenOffTheOfferAndAddedToTheAnswer() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        root.style.width = 300
        root.style.alignItems = .flexStart
        let recorder = Recorder()
        let node = leaf(in: root, recorder)
        node.style.padding = FlexEdges(all: 7)
        root.calculateLayout()
        XCTAssertTrue(recorder.calls.contains { $0.0 == 286 && $0.1 == .atMost })
        XCTAssertEqual(node.layout.width, 114)
        XCTAssertEqual(node.layout.height, 34)
    }

    func testBadAnswersCountAsZeroWithADiagnostic() {
        let tree = FlexTree()
        let root = FlexNode(in: tree)
        let node = FlexNode(in: tree)
        tree.setName("broken label", for: node.id)
        node.setMeasureFunction { _, _, _, _ in FlexSize(width: .nan, height: -5) }
        root.addChild(node)
        let (_, diagnostics) = LayoutDiagnostics.collect { root.calculateLayout() }
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertTrue(diagnostics[0].message.contains("broken label"), diagnostics[0].message)
        XCTAssertEqual(node.layout.width, 0)
        XCTAssertEqual(node.layout.height, 0)
    }

    func testTextMeasureOfTheFileFormat() {
        let measure = FlexTreeFile.function(
            for: .text("hello flex world", charWidth: 10, lineHeight: 10), direction: .column)
        XCTAssertEqual(measure(.nan, .undefined, .nan, .undefined), FlexSize(width: 160, height: 10))
        XCTAssertEqual(measure(60, .atMost, .nan, .undefined), FlexSize(width: 60, height: 30))
        XCTAssertEqual(measure(100, .exactly, 15, .atMost), FlexSize(width: 100, height: 15))
        let ahem = FlexTreeFile.function(for: .ahem("HH\u{200B}HHH", charWidth: 10, lineHeight: 10), direction: .row)
        XCTAssertEqual(ahem(.nan, .undefined, .nan, .undefined), FlexSize(width: 50, height: 10))
        XCTAssertEqual(ahem(0, .atMost, .nan, .undefined), FlexSize(width: 30, height: 20))
    }
}
