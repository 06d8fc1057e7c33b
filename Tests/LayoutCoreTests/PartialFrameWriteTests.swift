import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// A relayout writes only the frames of the views whose variables moved (and the subtrees below those
/// that moved by a fraction of a pixel): its frames must be those of the same tree laid out afresh.
final class PartialFrameWriteTests: XCTestCase {
    private struct Chain {
        let root: LayoutView
        let cells: [LayoutView]
        let gaps: [LayoutConstraint]
        let insets: [LayoutConstraint]
    }

    /// A chain of cells, each holding a box that holds a label; each cell's top is the previous cell's
    /// bottom plus a gap; each box sits an inset below its cell's top.
    private func chain(gaps: [CGFloat], insets: [CGFloat], scale: CGFloat) -> Chain {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.displayScale = scale
        var cells: [LayoutView] = []
        var gapConstraints: [LayoutConstraint] = []
        var insetConstraints: [LayoutConstraint] = []
        var above = root.topAnchor
        for index in gaps.indices {
            let cell = LayoutView()
            let box = LayoutView()
            let label = Label(text: "cell \(index)")
            for view in [cell, box, label] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            cell.addSubview(box)
            box.addSubview(label)
            let gap = cell.topAnchor.constraint(equalTo: above, constant: gaps[index])
            let inset = box.topAnchor.constraint(equalTo: cell.topAnchor, constant: insets[index])
            LayoutConstraint.activate([
                gap, inset,
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.widthAnchor.constraint(equalToConstant: 300),
                box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4),
                box.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
                label.topAnchor.constraint(equalTo: box.topAnchor, constant: 2),
                label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 2),
                label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -2),
            ])
            cells.append(cell)
            gapConstraints.append(gap)
            insetConstraints.append(inset)
            above = cell.bottomAnchor
        }
        return Chain(root: root, cells: cells, gaps: gapConstraints, insets: insetConstraints)
    }

    /// Constants changed by whole points, by fractions of a pixel, and at several depths in the same
    /// pass (a cell's gap, a box's inset below it, the same cell twice): the frames match a fresh tree.
    func testRelayoutsMatchAFreshLayout() {
        checkRelayouts(firstGap: 4, tolerance: 1e-9)
    }

    /// The same far from the origin (the cells of a long feed): a cell that moves by whole pixels keeps
    /// the frames below it there too.
    func testRelayoutsFarFromTheOriginMatchAFreshLayout() {
        checkRelayouts(firstGap: 3_000_000.25, tolerance: 1e-6)
        checkRelayouts(firstGap: 20_000_000.5, tolerance: 1e-6)
    }

    private func checkRelayouts(firstGap: CGFloat, tolerance: CGFloat, line: UInt = #line) {
        var generator = SeededRandom(seed: 11)
        for scale: CGFloat in [1, 2, 3] {
            let count = 8
            var gaps = [CGFloat](repeating: 4, count: count)
            gaps[0] = firstGap
            var insets = [CGFloat](repeating: 1, count: count)
            let tree = chain(gaps: gaps, insets: insets, scale: scale)
            tree.root.layoutIfNeeded()
            let steps: [CGFloat] = [1, -1, 0.5, 0.25, 1 / 3, 2.75]
            for round in 0..<24 {
                for _ in 0..<(1 + round % 3) {
                    let index = Int.random(in: 0..<count, using: &generator)
                    let step = steps.randomElement(using: &generator) ?? 1
                    if Bool.random(using: &generator) {
                        gaps[index] += step
                        tree.gaps[index].constant = gaps[index]
                    } else {
                        insets[index] += step
                        tree.insets[index].constant = insets[index]
                    }
                }
                tree.root.layoutIfNeeded()
                let fresh = chain(gaps: gaps, insets: insets, scale: scale)
                fresh.root.layoutIfNeeded()
                // (Up to floating-point noise: at a scale of 3 a frame kept from an earlier pass, below a
                // view that moved by whole pixels, can differ from a fresh one in its last bits.)
                let kept = framesInTreeOrder(tree.root)
                let made = framesInTreeOrder(fresh.root)
                XCTAssertEqual(kept.count, made.count)
                for (a, b) in zip(kept, made) {
                    let delta = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
                    XCTAssertLessThan(
                        delta.map(abs).max() ?? 0, tolerance, "scale \(scale), round \(round): \(a) against \(b)",
                        line: line)
                }
            }
        }
    }
}
