import FlexKit
import XCTest

/// The web's defaults: the §9.7 loop on lines whose free space is exactly 0, where it ends at the
/// hypothetical main sizes, beside lines where clamping leaves the bases (CSS Flexbox 9.7).
final class WebFreezeLoopTests: XCTestCase {
    /// A row of childless items (with `asWidths`, sized by `width` instead of `flex-basis`), laid out.
    private func row(
        width: Double?, _ items: [(basis: Double, min: Double?, max: Double?)], asWidths: Bool = false
    ) -> [FlexNode] {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        // Without a width the row sits in a column that does not stretch it: it takes its content's width.
        let outer = FlexNode(in: tree)
        outer.style.width = 200
        outer.style.flexDirection = .column
        outer.style.alignItems = .flexStart
        let root = FlexNode(in: tree)
        outer.addChild(root)
        if let width { root.style.width = .points(width) }
        root.style.height = 10
        let children = items.map { item -> FlexNode in
            let child = FlexNode(in: tree)
            if asWidths { child.style.width = .points(item.basis) } else { child.style.flexBasis = .points(item.basis) }
            child.style.flexGrow = 1
            if let minimum = item.min { child.style.minWidth = .points(minimum) }
            if let maximum = item.max { child.style.maxWidth = .points(maximum) }
            root.addChild(child)
            return child
        }
        outer.calculateLayout()
        return [root] + children
    }

    func testALineThatFitsExactlyKeepsItsBases() {
        // A content-sized row: its width is the items' widths (their max-content contributions; a
        // childless item's flex-basis alone contributes nothing), so nothing is left to distribute.
        let sized = row(width: nil, [(30, nil, nil), (40, nil, nil)], asWidths: true)
        XCTAssertEqual(sized.map { $0.layout.width }, [70, 30, 40])
        XCTAssertEqual(sized[2].layout.left, 30)
        // A definite row of exactly the bases' sum.
        let exact = row(width: 70, [(30, nil, nil), (40, nil, nil)])
        XCTAssertEqual(exact.map { $0.layout.width }, [70, 30, 40])
    }

    func testClampedBasesThatSumToTheLineStillFlex() {
        // Hypothetical sizes 35 + 35 fill the 70 exactly, but the bases (30 and 40) do not: the line
        // shrinks (nothing is free), the first item is frozen at its min, and the second shrinks from
        // its base 40 by the 5 the first took, to 35, its max.
        let clamped = row(width: 70, [(30, 35, nil), (40, nil, 35)])
        XCTAssertEqual(clamped.map { $0.layout.width }, [70, 35, 35])
        // The first item's min alone: the second shrinks by what the first took.
        let raised = row(width: 70, [(30, 35, nil), (40, nil, nil)])
        XCTAssertEqual(raised.map { $0.layout.width }, [70, 35, 35])
    }

    func testALineWithSpaceLeftGrows() {
        let grown = row(width: 100, [(30, nil, nil), (40, nil, 50)])
        // 30 free: 15 each; the second is held at 50 and the first takes the rest.
        XCTAssertEqual(grown.map { $0.layout.width }, [100, 50, 50])
    }
}
