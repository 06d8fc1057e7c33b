import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// A large batch makes the engine reserve its tables ahead (`EngineBase.reserveStorage`) and store
/// every constraint's terms in the solver's pool; removing constraints and adding them again, or
/// whole cells, must lay out exactly as a tree built fresh.
final class EngineStorageTests: XCTestCase {
    /// A column of `count` cells (a label and a box in each) chained top to bottom in a root.
    final class Column {
        let root = LayoutView()
        var cells: [LayoutView] = []
        var constraints: [[LayoutConstraint]] = []

        init(count: Int) {
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 100_000)
            var previous: LayoutView?
            for index in 0..<count {
                let cell = LayoutView()
                let label = Label(text: "cell \(index) " + String(repeating: "w", count: index % 9))
                let box = SizedView(CGSize(width: 20 + CGFloat(index % 5), height: 10 + CGFloat(index % 3)))
                root.addSubview(cell)
                for view in [cell, label, box] as [LayoutView] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                }
                cell.addSubview(label)
                cell.addSubview(box)
                let top = cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 2)
                let own = [
                    cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    cell.widthAnchor.constraint(equalToConstant: 320),
                    label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
                    label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                    box.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 4),
                    box.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                    box.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 2),
                    cell.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 4),
                ]
                LayoutConstraint.activate(own + [top])
                cells.append(cell)
                constraints.append(own + [top])
                previous = cell
            }
        }

        var frames: [CGRect] {
            cells.flatMap { cell in [cell.frame] + cell.subviews.map(\.frame) }
        }

        func laidOutFrames() -> [CGRect] {
            root.layoutIfNeeded()
            return frames
        }
    }

    /// Frames equal up to floating-point noise (a tableau reached incrementally may differ from a fresh
    /// one in the last bits; frames are rounded to the pixel grid after that).
    private func assertSameFrames(
        _ frames: [CGRect], _ expected: [CGRect], _ message: String = "", line: UInt = #line
    ) {
        XCTAssertEqual(frames.count, expected.count, message, line: line)
        for (index, (frame, wanted)) in zip(frames, expected).enumerated() {
            for (a, b) in [(frame.minX, wanted.minX), (frame.minY, wanted.minY), (frame.width, wanted.width)]
                + [(frame.height, wanted.height)] where abs(a - b) > 1e-6
            {
                XCTFail("frame \(index): \(frame) is not \(wanted) \(message)", line: line)
            }
        }
    }

    func testRemovingAndAddingConstraintsAgainLaysOutAsAFreshTree() {
        let column = Column(count: 60)
        column.root.layoutIfNeeded()
        let first = column.frames
        assertSameFrames(first, Column(count: 60).laidOutFrames())
        // Take out the constraints of every third cell's content, lay out, and put them back.
        for index in stride(from: 0, to: 60, by: 3) {
            LayoutConstraint.deactivate(Array(column.constraints[index][2...7]))
        }
        column.root.layoutIfNeeded()
        for index in stride(from: 0, to: 60, by: 3) {
            LayoutConstraint.activate(Array(column.constraints[index][2...7]))
        }
        column.root.layoutIfNeeded()
        assertSameFrames(column.frames, first)
        // Many rounds of removing and adding (the term pool compacts its dead ranges on the way).
        for round in 0..<6 {
            let picked = (0..<60).filter { ($0 + round) % 4 == 0 }
            for index in picked { LayoutConstraint.deactivate(column.constraints[index]) }
            column.root.layoutIfNeeded()
            for index in picked { LayoutConstraint.activate(column.constraints[index]) }
            column.root.layoutIfNeeded()
            assertSameFrames(column.frames, first, "round \(round)")
        }
    }

    func testCellsRemovedAndAddedAgainLayOutAsAFreshTree() {
        let column = Column(count: 80)
        column.root.layoutIfNeeded()
        let first = column.frames
        // The last half of the cells leaves the tree and comes back (a second large batch).
        let tail = Array(column.cells[40...])
        for cell in tail { cell.removeFromSuperview() }
        column.root.layoutIfNeeded()
        for cell in tail { column.root.addSubview(cell) }
        for index in 40..<80 { LayoutConstraint.activate(column.constraints[index]) }
        column.root.layoutIfNeeded()
        assertSameFrames(column.frames, first)
    }
}
