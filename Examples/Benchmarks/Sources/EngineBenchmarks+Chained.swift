import Foundation
import LayoutCore

/// The chained feeds of `benchmarks engine`: each cell's top is the previous cell's bottom, as stacks
/// and scrolling lists are built, so that one constant moves every cell below it.
extension EngineBenchmarks {
    /// Where the chain of cells hangs: directly in the root, or in a scroll view's content.
    enum ChainHost: String, CaseIterable {
        case root = "chained"
        case scroll = "chained in scroll"
    }

    /// N feed cells chained top to bottom, in the root or in a ScrollView filling the root.
    struct ChainedFeed {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: EngineBenchmarks.width, height: 800))
        let cells: [AnchorsFeedCell]

        init(count: Int, host: ChainHost) {
            cells = (0..<count).map { AnchorsFeedCell(FeedCell.Content($0)) }
            let container: LayoutView
            let top: LayoutYAxisAnchor
            let leading: LayoutXAxisAnchor
            var bottom: LayoutYAxisAnchor?
            switch host {
            case .root:
                container = root
                top = root.topAnchor
                leading = root.leadingAnchor
            case .scroll:
                let scroll = ScrollView()
                scroll.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(scroll)
                LayoutConstraint.activate([
                    scroll.topAnchor.constraint(equalTo: root.topAnchor),
                    scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                ])
                container = scroll
                top = scroll.contentLayoutGuide.topAnchor
                leading = scroll.contentLayoutGuide.leadingAnchor
                bottom = scroll.contentLayoutGuide.bottomAnchor
            }
            var above = top
            for cell in cells {
                container.addSubview(cell.view)
                cell.view.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    cell.view.topAnchor.constraint(equalTo: above),
                    cell.view.leadingAnchor.constraint(equalTo: leading),
                    cell.view.widthAnchor.constraint(equalToConstant: EngineBenchmarks.width),
                ])
                above = cell.view.bottomAnchor
            }
            if let bottom { above.constraint(equalTo: bottom).isActive = true }
        }

        func layout() { root.layoutIfNeeded() }

        /// Changes one constant in the middle cell and lays out: every cell below it moves.
        func relayout(step: Int) {
            cells[cells.count / 2].actionTop.constant = FeedCell.margin + CGFloat(step % 2)
            root.layoutIfNeeded()
        }
    }

    /// The chained rows: first layout, relayout after one constant, build + first layout, each beside
    /// the floor, and the per-cell growth. A size is skipped when the one before predicts over a minute.
    static func runChained(counts: [Int]) {
        for host in ChainHost.allCases {
            print("\nFeed cells \(host.rawValue) (each cell's top equal to the previous cell's bottom)\n")
            var rows: [[String]] = []
            var previous: (count: Int, seconds: Double)?
            for count in counts {
                // Chains grow linearly now (x1.0 per cell from 100 to 1,000 in instructions); a little
                // over, for a loaded machine.
                if let previous, previous.seconds * pow(Double(count) / Double(previous.count), 1.2) > 60 {
                    rows.append(["\(count)", "skipped: predicted over a minute"] + Array(repeating: "", count: 9))
                    continue
                }
                let runs = count >= 400 ? 3 : 7
                let build = Harness.median(runs: runs, warmup: 0) {
                    let feed = ChainedFeed(count: count, host: host)
                    feed.layout()
                    withExtendedLifetime(feed) {}
                }
                let floorBuild = Harness.median(runs: runs, warmup: 0) {
                    let feed = ManualFeed(count: count)
                    feed.layout()
                    withExtendedLifetime(feed) {}
                }
                let first = Harness.median(
                    runs: runs, setup: { ChainedFeed(count: count, host: host) }, { feed in feed.layout() })
                let floor = Harness.median(runs: runs, setup: { ManualFeed(count: count) }, { feed in feed.layout() })
                let feed = ChainedFeed(count: count, host: host)
                feed.layout()
                var step = 0
                let relayout = Harness.median(runs: count >= 400 ? 3 : 11) {
                    step += 1
                    feed.relayout(step: step)
                }
                let manual = ManualFeed(count: count)
                manual.layout()
                let floorRelayout = Harness.median(runs: 21) {
                    step += 1
                    manual.relayout(step: step)
                }
                checkChain(feed, against: manual)
                previous = (count, first)
                rows.append([
                    "\(count)", Harness.format(first), Harness.format(floor), String(format: "%.1fx", first / floor),
                    Harness.format(relayout), Harness.format(floorRelayout),
                    String(format: "%.1fx", relayout / floorRelayout), Harness.format(build),
                    Harness.format(floorBuild), String(format: "%.1fx", build / floorBuild),
                    Harness.format(first / Double(count)),
                ])
            }
            Harness.printTable(
                [
                    "cells", "first", "floor", "ratio", "relayout", "floor", "ratio", "build+first", "floor", "ratio",
                    "first/cell",
                ], rows)
        }
    }

    /// The chained feed and the floor must agree on every cell's frame (within a pixel of rounding), once
    /// both have the same constant in the middle cell.
    static func checkChain(_ feed: ChainedFeed, against manual: ManualFeed) {
        let index = feed.cells.count / 2
        manual.cells[index].actionTop = feed.cells[index].actionTop.constant
        manual.layout()
        for (a, m) in zip(feed.cells, manual.cells) {
            let frame = a.view.frame
            let delta = abs(frame.minY - m.view.frame.minY) + abs(frame.height - m.view.frame.height)
            guard delta <= 1 else {
                print("warning: the chained cell and the floor's differ: \(frame) vs \(m.view.frame)")
                return
            }
        }
    }
}
