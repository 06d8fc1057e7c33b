import Foundation
import LayoutCore

/// `benchmarks engine`: a feed of N cells laid out with anchors, beside hand-written frame arithmetic (the floor).
///
/// Cells are independent, as self-sizing cells of a collection view: each cell's height comes from
/// its own constraints (width 375), and the feed stacks the cells by setting each cell's top
/// offset from the heights above it; one root lays them all out. The relayout changes one constant
/// in the middle cell, lays out, and moves the cells below it when its height changed.
enum EngineBenchmarks {
    static let width: CGFloat = 375

    struct AnchorsFeed {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: EngineBenchmarks.width, height: 800))
        let cells: [AnchorsFeedCell]
        let tops: [LayoutConstraint]

        init(count: Int) {
            cells = (0..<count).map { AnchorsFeedCell(FeedCell.Content($0)) }
            var tops: [LayoutConstraint] = []
            for cell in cells {
                root.addSubview(cell.view)
                cell.view.translatesAutoresizingMaskIntoConstraints = false
                let top = cell.view.topAnchor.constraint(equalTo: root.topAnchor)
                tops.append(top)
                LayoutConstraint.activate([
                    top, cell.view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    cell.view.widthAnchor.constraint(equalToConstant: EngineBenchmarks.width),
                ])
            }
            self.tops = tops
        }

        /// Solves every cell (each sized by its own constraints), then stacks them by their heights.
        func layout() {
            root.layoutIfNeeded()
            stack(from: 0)
            root.layoutIfNeeded()
        }

        /// Moves the cells from `index` on below the one before.
        func stack(from index: Int) {
            var y = index == 0 ? 0 : cells[index - 1].view.frame.maxY
            for position in index..<cells.count {
                if tops[position].constant != y { tops[position].constant = y }
                y += cells[position].view.frame.height
            }
        }

        /// Changes one constant in the middle cell, lays out, and moves the cells below when its height changed.
        func relayout(step: Int) {
            let index = cells.count / 2
            let cell = cells[index]
            let height = cell.view.frame.height
            cell.actionTop.constant = FeedCell.margin + CGFloat(step % 2)
            root.layoutIfNeeded()
            if cell.view.frame.height != height {
                stack(from: index + 1)
                root.layoutIfNeeded()
            }
        }
    }

    struct ManualFeed {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: EngineBenchmarks.width, height: 800))
        let cells: [ManualFeedCell]

        init(count: Int) {
            cells = (0..<count).map { ManualFeedCell(FeedCell.Content($0)) }
            for cell in cells { root.addSubview(cell.view) }
        }

        func layout() {
            var y: CGFloat = 0
            for cell in cells {
                let height = cell.layout(width: EngineBenchmarks.width)
                cell.view.frame = CGRect(x: 0, y: y, width: EngineBenchmarks.width, height: height)
                y += height
            }
        }

        func relayout(step: Int) {
            let index = cells.count / 2
            let cell = cells[index]
            cell.actionTop = FeedCell.margin + CGFloat(step % 2)
            let old = cell.view.frame
            let height = cell.layout(width: EngineBenchmarks.width)
            cell.view.frame.size.height = height
            let delta = height - old.height
            if delta != 0 {
                for other in cells[(index + 1)...] { other.view.frame.origin.y += delta }
            }
        }
    }

    static func run() {
        var rows: [[String]] = []
        var firsts: [Int: Double] = [:]
        for count in [10] + chainCounts {
            let runs = count >= 10_000 ? 3 : (count >= 1000 ? 5 : 21)
            let first = Harness.median(runs: runs, setup: { AnchorsFeed(count: count) }, { feed in feed.layout() })
            let floor = Harness.median(runs: runs, setup: { ManualFeed(count: count) }, { feed in feed.layout() })
            let anchors = AnchorsFeed(count: count)
            anchors.layout()
            var step = 0
            let relayout = Harness.median(runs: 21) {
                step += 1
                anchors.relayout(step: step)
            }
            let manual = ManualFeed(count: count)
            manual.layout()
            let floorRelayout = Harness.median(runs: 21) {
                step += 1
                manual.relayout(step: step)
            }
            check(anchors, against: manual)
            firsts[count] = first
            rows.append([
                "\(count)", Harness.format(first), Harness.format(floor), String(format: "%.1fx", first / floor),
                Harness.format(relayout), Harness.format(floorRelayout),
                String(format: "%.1fx", relayout / floorRelayout),
                Harness.format(first / Double(count)),
            ])
        }
        Harness.printTable(
            [
                "cells", "anchors first", "floor first", "ratio", "anchors relayout", "floor relayout", "ratio",
                "per cell",
            ],
            rows)
        if let small = firsts[1000], let big = firsts[10_000] {
            print(
                String(
                    format: "\nGrowth of the first layout from 1,000 to 10,000 cells: x%.1f (linear is x10)",
                    big / small))
        }
        runBuild(counts: chainCounts)
        runChained(counts: chainCounts)
        runMemory(count: chainCounts.last ?? 10_000)
    }

    /// The counts of `--cells N,N`, else 100, 1,000 and 10,000.
    static var chainCounts: [Int] {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--cells"), index + 1 < arguments.count else {
            return [100, 1000, 10_000]
        }
        return arguments[index + 1].split(separator: ",").compactMap { Int($0) }
    }

    /// The anchors feed and the floor must agree on every cell's frame (within a pixel of rounding).
    static func check(_ anchors: AnchorsFeed, against manual: ManualFeed) {
        for (a, m) in zip(anchors.cells, manual.cells) {
            let delta = abs(a.view.frame.minY - m.view.frame.minY) + abs(a.view.frame.height - m.view.frame.height)
            guard delta <= 1 else {
                print("warning: the anchors cell and the floor's differ: \(a.view.frame) vs \(m.view.frame)")
                return
            }
        }
    }
}
