import FlexKit
import XCTest

/// Rounding to the pixel grid: edges are rounded, so siblings never gap or overlap.
final class RoundingTests: XCTestCase {
    private func thirds(scale: Double) -> [FlexComputedLayout] {
        let tree = FlexTree(config: FlexConfig(pointScaleFactor: scale))
        let root = FlexNode(in: tree)
        root.style.flexDirection = .row
        root.style.width = 100
        root.style.height = 10
        let children = (0..<3).map { _ -> FlexNode in
            let child = FlexNode(in: tree)
            child.style.flexGrow = 1
            root.addChild(child)
            return child
        }
        root.calculateLayout()
        return children.map(\.layout)
    }

    func testSiblingsTouchOnEveryGrid() {
        for scale in [1.0, 2, 3] {
            let frames = thirds(scale: scale)
            for (a, b) in zip(frames, frames.dropFirst()) {
                XCTAssertEqual(a.right, b.left, accuracy: 1e-9, "scale \(scale)")
            }
            XCTAssertEqual(frames.last!.right, 100, accuracy: 1e-9)
            for frame in frames {
                XCTAssertEqual((frame.left * scale).rounded(), frame.left * scale, accuracy: 1e-6)
            }
        }
        XCTAssertEqual(thirds(scale: 1).map(\.width), [33, 34, 33])
    }

    func testScaleZeroDoesNotRound() {
        XCTAssertEqual(thirds(scale: 0)[1].left, 100.0 / 3, accuracy: 1e-5)
    }

    func testChangingTheScaleReLaysOutEverything() {
        let tree = FlexTree(config: FlexConfig(pointScaleFactor: 1))
        let root = FlexNode(in: tree)
        root.style.width = 10.25
        root.calculateLayout()
        XCTAssertEqual(root.layout.width, 10)
        tree.config.pointScaleFactor = 4
        root.calculateLayout()
        XCTAssertEqual(root.layout.width, 10.25)
    }
}
