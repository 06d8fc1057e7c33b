import Foundation
import LayoutCore
import StackKit

/// `benchmarks stack`: the feed cell built from nested StackViews, beside the same cell with anchors
/// and by hand-written frame arithmetic (the floor).
///
/// Each cell is an independent root 375 wide whose height comes from its content, as self-sizing
/// cells are. Timed: building N cells (views and constraints), their first layout, and the layout
/// of one cell after one of its labels' text changed.
enum StackBenchmarks {
    static let width: CGFloat = 375

    /// One way of making and laying out cells.
    struct Builder {
        var name: String
        /// Builds cell `index` as a root 375 wide; returns its root and a label to edit.
        var make: (Int) -> (root: LayoutView, edited: Label, layout: () -> Void)
    }

    static var builders: [Builder] {
        [
            Builder(name: "stacks") { index in
                let cell = StackFeedCell(FeedCell.Content(index))
                let root = cell.view
                root.translatesAutoresizingMaskIntoConstraints = false
                root.widthAnchor.constraint(equalToConstant: width).isActive = true
                return (root, cell.posterComment, { root.layoutIfNeeded() })
            },
            Builder(name: "anchors") { index in
                let cell = AnchorsFeedCell(FeedCell.Content(index))
                let root = cell.view
                root.translatesAutoresizingMaskIntoConstraints = false
                root.widthAnchor.constraint(equalToConstant: width).isActive = true
                return (root, cell.posterComment, { root.layoutIfNeeded() })
            },
            Builder(name: "floor") { index in
                let cell = ManualFeedCell(FeedCell.Content(index))
                let root = cell.view
                return (
                    root, cell.labels[5],
                    {
                        let height = cell.layout(width: width)
                        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
                    }
                )
            },
        ]
    }

    typealias Cells = [(root: LayoutView, edited: Label, layout: () -> Void)]

    /// `benchmarks stack --profile [--build-only]`: builds 1,000 stack cells five times (and lays them
    /// out), printing each build's time, for a profiler such as `perf record`.
    static func profile() {
        let layout = !CommandLine.arguments.contains("--build-only")
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let cells = (0..<1000).map { StackFeedCell(FeedCell.Content($0)) }
            print("built 1000 in", Harness.format(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            for cell in cells where layout {
                cell.view.translatesAutoresizingMaskIntoConstraints = false
                cell.view.widthAnchor.constraint(equalToConstant: width).isActive = true
                cell.view.layoutIfNeeded()
            }
        }
    }

    /// The times of one builder in one round: building N cells, their first layout, one relayout.
    struct Times {
        var build = 0.0
        var first = 0.0
        var relayout = 0.0
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// One round for one builder: build `count` cells, lay them out, then edit one label and lay out
    /// its cell again (the median of `edits` edits).
    static func round(_ builder: Builder, count: Int, edits: Int) -> Times {
        var times = Times()
        let start = now()
        let cells: Cells = (0..<count).map(builder.make)
        let built = now()
        for cell in cells { cell.layout() }
        let laidOut = now()
        times.build = Double(built - start) / 1e9
        times.first = Double(laidOut - built) / 1e9
        let edited = cells[count / 2]
        var samples: [Double] = []
        for step in 0..<edits {
            edited.edited.text = "poster comment \(count / 2)" + (step % 2 == 0 ? " (edited)" : "")
            let before = now()
            edited.layout()
            samples.append(Double(now() - before) / 1e9)
        }
        times.relayout = samples.sorted()[edits / 2]
        return times
    }

    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// Rounds alternate between the builders, so that a busy machine slows them alike; the ratios
    /// are the medians of each round's ratio.
    static func run() {
        if let index = CommandLine.arguments.firstIndex(of: "--growth") {
            let list = CommandLine.arguments.dropFirst(index + 1).first { !$0.hasPrefix("-") }
            let counts = list?.split(separator: ",").compactMap { Int($0) } ?? []
            if CommandLine.arguments.contains("--profile") {
                // One StackView column of each size, built and laid out once, for a profiler.
                for count in counts { makeColumn(.stack, count: count).layoutIfNeeded() }
                return
            }
            return runGrowth(counts: counts.isEmpty ? [100, 1000, 10_000] : counts)
        }
        if CommandLine.arguments.contains("--profile") { return profile() }
        let builders = self.builders
        check()
        var rows: [[String]] = []
        for count in [100, 1000] {
            let rounds = count >= 1000 ? 7 : 21
            var times = [[Times]](repeating: [], count: builders.count)
            for index in builders.indices { _ = round(builders[index], count: min(count, 100), edits: 3) }
            for _ in 0..<rounds {
                for index in builders.indices {
                    times[index].append(round(builders[index], count: count, edits: 21))
                }
            }
            let anchors = times[1]
            for (index, builder) in builders.enumerated() {
                let mine = times[index]
                func ratio(_ value: (Times) -> Double) -> String {
                    String(format: "%.2fx", median(zip(mine, anchors).map { value($0) / value($1) }))
                }
                rows.append([
                    "\(count)", builder.name, Harness.format(median(mine.map(\.build))),
                    Harness.format(median(mine.map(\.first))), Harness.format(median(mine.map { $0.build + $0.first })),
                    Harness.format(median(mine.map(\.relayout))), ratio(\.first), ratio { $0.build + $0.first },
                    ratio(\.relayout),
                ])
            }
        }
        Harness.printTable(
            [
                "cells", "built with", "build", "first layout", "build + layout", "relayout one", "layout / anchors",
                "build + layout / anchors", "relayout / anchors",
            ], rows)
        print(
            "\nTarget: stacks cost at most 1.5x anchors for the first layout and for build + layout."
                + " FlexLayout's README claims 8-12x over UIStackView.")
        runGrowth()
    }

    /// The three cells must agree on the cell's height and on where its last row is (within a pixel).
    static func check() {
        for index in [0, 7] {
            let made = builders.map { $0.make(index) }
            for cell in made { cell.layout() }
            let heights = made.map(\.root.frame.height)
            let comments = made.map { $0.edited.frame.minY }
            if heights.contains(where: { abs($0 - heights[2]) > 0.5 })
                || comments.contains(where: { abs($0 - comments[2]) > 0.5 })
            {
                print(
                    "warning: the cells disagree: heights \(heights), comment tops \(comments) (stacks, anchors, floor)"
                )
            }
        }
    }
}
