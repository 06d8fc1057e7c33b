import FlexKit
import XCTest

/// The web's defaults: the §9.7 loop on lines whose free space is exactly 0, where it ends at the
/// hypothetical main sizes, beside lines where clamping leaves the bases, and lines of items with and
/// without padding, min or max sizes frozen over several rounds (CSS Flexbox 9.7).
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

    /// A row `width` wide and 10 tall of the items `configure` sets up, each given the tree to add a child
    /// to, laid out.
    private func mixedRow(width: Double, _ configure: [(FlexTree, FlexNode) -> Void]) -> [FlexNode] {
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let root = FlexNode(in: tree)
        root.style.width = .points(width)
        root.style.height = 10
        let children = configure.map { setUp -> FlexNode in
            let child = FlexNode(in: tree)
            setUp(tree, child)
            root.addChild(child)
            return child
        }
        root.calculateLayout()
        return children
    }

    /// A child 10 tall of `width` points, which gives its parent a min-content width.
    private func content(_ width: Double, in tree: FlexTree, of parent: FlexNode) {
        let inner = FlexNode(in: tree)
        inner.style.width = .points(width)
        inner.style.height = 10
        parent.addChild(inner)
    }

    func testItemsWithAndWithoutPaddingGrowOverTwoRounds() {
        // Three `flex: 1 1 0` items in 100: the first holds a child 60 wide (an automatic minimum of
        // 60), the second is empty, the third has 10 of padding outside its 0 basis (content-box: a flex
        // base size of 10). Hypothetical sizes 60, 0 and 10 leave 30 free: the line grows. Round 1 shares
        // the 90 the bases leave, 30 each, which the first's minimum raises to 60: the only (positive)
        // violation, it is frozen. Round 2 shares the 30 left: 15 each, the third 10 + 15.
        let items = mixedRow(
            width: 100,
            [
                { tree, item in
                    item.style.flexGrow = 1
                    item.style.flexBasis = 0
                    self.content(60, in: tree, of: item)
                },
                { _, item in
                    item.style.flexGrow = 1
                    item.style.flexBasis = 0
                },
                { _, item in
                    item.style.flexGrow = 1
                    item.style.flexBasis = 0
                    item.style.padding.left = 10
                },
            ])
        XCTAssertEqual(items.map { $0.layout.width }, [60, 15, 25])
        XCTAssertEqual(items.map { $0.layout.left }, [0, 60, 75])
    }

    func testItemsWithAndWithoutAMinShrinkOverTwoRounds() {
        // Widths 40 (empty), 40 with a min of 30 and 20 with a child 15 wide (an automatic minimum of 15)
        // overflow 50 by 50. Round 1 shrinks them in proportion to their bases (by 20, 20 and 10): the
        // second is held at 30 and the third at 15, both positive violations, and are frozen. Round 2
        // takes the 35 still over from the first alone: 40 - 35 = 5 (an empty box has no minimum).
        let items = mixedRow(
            width: 50,
            [
                { _, item in item.style.width = 40 },
                { _, item in
                    item.style.width = 40
                    item.style.minWidth = 30
                },
                { tree, item in
                    item.style.width = 20
                    self.content(15, in: tree, of: item)
                },
            ])
        XCTAssertEqual(items.map { $0.layout.width }, [5, 30, 15])
        XCTAssertEqual(items.map { $0.layout.left }, [0, 5, 35])
    }

    func testARoundWithOneItemLeftEndsTheLoop() {
        // Bases 10, 10 and 10 in 100, growing, the first held at 20 and the third at 35. Round 1 shares
        // 70: 33.3 each, the first violates (held at 20) and is frozen. Round 2 shares the 60 left among
        // two: 40 each, the third is held at 35 and frozen. Round 3 gives the one item left all that
        // remains, 100 - 20 - 35 = 45, with no violation.
        let grown = row(width: 100, [(10, nil, 20), (10, nil, nil), (10, nil, 35)])
        XCTAssertEqual(grown.map { $0.layout.width }, [100, 20, 45, 35])
        // The one item left violating: held at its max of 40, the line keeps 5 free.
        let held = row(width: 100, [(10, nil, 20), (10, nil, 40), (10, nil, 35)])
        XCTAssertEqual(held.map { $0.layout.width }, [100, 20, 40, 35])
    }

    func testOneItemLeftToShrinkStopsAtItsMinimum() {
        // A box that cannot shrink (40) beside one whose width 40 shrinks by the 30 the line is over, to
        // 10, held at its min of 20: the line overflows by 10.
        let items = mixedRow(
            width: 50,
            [
                { _, item in
                    item.style.width = 40
                    item.style.flexShrink = 0
                },
                { _, item in
                    item.style.width = 40
                    item.style.minWidth = 20
                },
            ])
        XCTAssertEqual(items.map { $0.layout.width }, [40, 20])
        XCTAssertEqual(items.map { $0.layout.left }, [0, 40])
        // Its automatic minimum instead (a child 25 wide): held at 25.
        let automatic = mixedRow(
            width: 50,
            [
                { _, item in
                    item.style.width = 40
                    item.style.flexShrink = 0
                },
                { tree, item in
                    item.style.width = 40
                    self.content(25, in: tree, of: item)
                },
            ])
        XCTAssertEqual(automatic.map { $0.layout.width }, [40, 25])
    }

    func testAnItemWhoseContributionLeftItsMinimumUnfoundIsStillHeldAtItByTheLoop() {
        // A content-sized row (in a 100-wide column that does not stretch it) of a text and a `flex-basis: 70;
        // width: 44` box: their contributions (60 and 44) overflow the 100 offered, so the row is 100 and the
        // line shrinks from the bases 60 + 70 by 30, in proportion to them: the text would lose 13.8, below its
        // min-content width. Its contribution is its max-content width, which its automatic minimum cannot
        // exceed, so that minimum was not found then: the loop finds it and freezes the text at 50 (its longest
        // word), and the box takes the rest.
        let tree = FlexTree(config: FlexConfig(defaults: .web))
        let column = FlexNode(in: tree)
        column.style.width = 100
        column.style.flexDirection = .column
        column.style.alignItems = .flexStart
        let row = FlexNode(in: tree)
        column.addChild(row)
        let text = FlexNode(in: tree)
        text.setMeasureFunction(
            FlexTreeFile.function(for: .ahem("a\u{200B}abcde", charWidth: 10, lineHeight: 10), direction: .row))
        let box = FlexNode(in: tree)
        box.style.flexBasis = 70
        box.style.width = 44
        row.addChild(text)
        row.addChild(box)
        column.calculateLayout()
        XCTAssertEqual(row.layout.width, 100)
        XCTAssertEqual([text.layout.left, text.layout.width, text.layout.height], [0, 50, 20])
        XCTAssertEqual([box.layout.left, box.layout.width], [50, 50])
    }
}
