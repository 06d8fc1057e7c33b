import Foundation
import XCTest

@testable import LayoutCore

/// Tests of long columns of labels: the fewest leaves for a long column (`leafColumnThreshold`) held at
/// 32 while each runs (another test may lower it), and the labels' texts.
class LeafColumnTestCase: XCTestCase {
    private var savedThreshold = LayoutEngine.leafColumnThreshold

    override func setUp() {
        super.setUp()
        savedThreshold = LayoutEngine.leafColumnThreshold
        LayoutEngine.leafColumnThreshold = 32
    }

    override func tearDown() {
        LayoutEngine.leafColumnThreshold = savedThreshold
        super.tearDown()
    }

    /// `Label 0`, `Label 1`, ..., with a long text that wraps over several lines at `index`.
    func texts(_ count: Int, changing index: Int? = nil) -> [String] {
        (0..<count).map { position in
            position == index ? "A much longer line of text that wraps over several lines here" : "Label \(position)"
        }
    }
}
