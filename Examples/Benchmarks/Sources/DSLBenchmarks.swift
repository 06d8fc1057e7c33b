import Foundation
import LayoutCore

/// `benchmarks dsl`: the same feed cell written with every DSL, beside plain anchors and the floor.
///
/// Each cell is an independent root 375 wide whose height comes from its content (a self-sizing
/// cell). Timed per DSL: building N cells and laying them out once (build + first), the first layout
/// alone, and a relayout of one cell after one constant changed (the gap above its row of actions,
/// which moves the actions, the actor and the cell's bottom). Before timing, every DSL's cell must put
/// all fifteen subviews where the anchors cell puts them, before and after the change.
enum DSLBenchmarks {
    /// One built cell: its root, its subviews in the anchors cell's order, how to lay it out, and how
    /// to change the gap above its actions.
    struct Cell {
        var root: LayoutView
        var views: [LayoutView]
        var layout: () -> Void
        var setGap: (CGFloat) -> Void
    }

    /// One way of writing the cell.
    struct DSL {
        var name: String
        var make: (Int) -> Cell
    }

    /// A root sized by its constraints at the feed's width.
    static func constrained(_ root: LayoutView) -> () -> Void {
        root.translatesAutoresizingMaskIntoConstraints = false
        root.widthAnchor.constraint(equalToConstant: FeedCell.width).isActive = true
        return { root.layoutIfNeeded() }
    }

    static var dsls: [DSL] {
        [
            DSL(name: "anchors") { index in
                let cell = AnchorsFeedCell(FeedCell.Content(index))
                return Cell(
                    root: cell.view, views: cell.view.subviews, layout: constrained(cell.view),
                    setGap: { cell.actionsGap.constant = $0 })
            },
            DSL(name: "Anchors operators") { index in
                let cell = OperatorsFeedCell(FeedCell.Content(index))
                return Cell(
                    root: cell.view, views: cell.views, layout: constrained(cell.view),
                    setGap: { cell.actionsGap.constant = $0 })
            },
            DSL(name: "FixFlexKit") { index in
                let cell = FixFlexFeedCell(FeedCell.Content(index))
                return Cell(
                    root: cell.view, views: cell.views, layout: constrained(cell.view),
                    setGap: { cell.actionsGap.constant = $0 })
            },
            DSL(name: "FixFlexKit, margins as offsets") { index in
                let cell = FixFlexOffsetsFeedCell(FeedCell.Content(index))
                return Cell(
                    root: cell.view, views: cell.views, layout: constrained(cell.view),
                    setGap: { cell.actionsGap.constant = $0 })
            },
            DSL(name: "VisualRows") { index in
                let cell = VisualRowsFeedCell(FeedCell.Content(index))
                return Cell(
                    root: cell.view, views: cell.views, layout: constrained(cell.view),
                    setGap: { cell.actionsGap.constant = $0 })
            },
            DSL(name: "StackKit") { index in
                let cell = StackFeedCell(FeedCell.Content(index))
                return Cell(
                    root: cell.view, views: cell.views, layout: constrained(cell.view),
                    setGap: { cell.view.setCustomSpacing($0, after: cell.labels[7]) })
            },
            DSL(name: "FlexKit view.flex") { index in
                let cell = FlexFeedCell(FeedCell.Content(index))
                return Cell(
                    root: cell.view, views: cell.views, layout: cell.layout, setGap: { cell.actions.marginTop($0) })
            },
            DSL(name: "floor (frames by hand)") { index in
                let cell = ManualFeedCell(FeedCell.Content(index))
                let (l, i) = (cell.labels, cell.images)
                let views: [LayoutView] = [
                    l[0], l[1], i[0], l[2], l[3], l[4], l[5], i[1], l[6], l[7], l[8], l[9], l[10], i[2], l[11],
                ]
                let layout = {
                    let height = cell.layout(width: FeedCell.width)
                    cell.view.frame = CGRect(x: 0, y: 0, width: FeedCell.width, height: height)
                }
                return Cell(root: cell.view, views: views, layout: layout, setGap: { cell.actionsGap = $0 })
            },
        ]
    }

    /// The times of one DSL in one round.
    struct Times {
        var build = 0.0
        var first = 0.0
        var relayout = 0.0
        var buildAndFirst: Double { build + first }
    }

    /// Builds `count` cells, lays them out, then changes the gap of the middle cell and lays it out
    /// again (the median of `edits` changes).
    static func round(_ dsl: DSL, count: Int, edits: Int) -> Times {
        var times = Times()
        let start = StackBenchmarks.now()
        let cells = (0..<count).map(dsl.make)
        let built = StackBenchmarks.now()
        for cell in cells { cell.layout() }
        let laidOut = StackBenchmarks.now()
        times.build = Double(built - start) / 1e9
        times.first = Double(laidOut - built) / 1e9
        let edited = cells[count / 2]
        var samples: [Double] = []
        for step in 0..<edits {
            let before = StackBenchmarks.now()
            edited.setGap(step % 2 == 0 ? 5 : 4)
            edited.layout()
            samples.append(Double(StackBenchmarks.now() - before) / 1e9)
        }
        times.relayout = samples.sorted()[edits / 2]
        withExtendedLifetime(cells) {}
        return times
    }

    /// Rounds alternate between the DSLs, so that a busy machine slows them alike; each ratio is the
    /// median of the rounds' ratios.
    static func run() {
        let dsls = self.dsls
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--growth") {
            let list = arguments.dropFirst(index + 1).first { !$0.hasPrefix("-") }
            let counts = list?.split(separator: ",").compactMap { Int($0) } ?? []
            return runGrowth(counts: counts.isEmpty ? [100, 1000, 10_000] : counts)
        }
        if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
            let name = arguments[index + 1]
            let exact = dsls.filter { $0.name == name }
            return profile(exact.isEmpty ? dsls.filter { $0.name.hasPrefix(name) } : exact)
        }
        let matching = check(dsls)
        printSizes(dsls)
        var rows: [[String]] = []
        for count in [100, 1000] {
            let rounds = count >= 1000 ? 5 : 15
            var times = [[Times]](repeating: [], count: dsls.count)
            for dsl in dsls { _ = round(dsl, count: min(count, 50), edits: 3) }
            for _ in 0..<rounds {
                for index in dsls.indices { times[index].append(round(dsls[index], count: count, edits: 21)) }
            }
            let anchors = times[0]
            let floor = times[dsls.count - 1]
            for (index, dsl) in dsls.enumerated() {
                let mine = times[index]
                func ratio(_ peer: [Times], _ value: (Times) -> Double) -> String {
                    String(format: "%.2fx", StackBenchmarks.median(zip(mine, peer).map { value($0) / value($1) }))
                }
                func time(_ value: (Times) -> Double) -> String {
                    Harness.format(StackBenchmarks.median(mine.map(value)))
                }
                rows.append([
                    "\(count)", dsl.name + (matching[index] ? "" : " (frames differ)"), time(\.buildAndFirst),
                    ratio(anchors, \.buildAndFirst), ratio(floor, \.buildAndFirst), time(\.first),
                    ratio(anchors, \.first),
                    ratio(floor, \.first), time(\.relayout), ratio(anchors, \.relayout), ratio(floor, \.relayout),
                ])
            }
        }
        Harness.printTable(
            [
                "cells", "written with", "build+first", "/anchors", "/floor", "first layout", "/anchors", "/floor",
                "relayout one", "/anchors", "/floor",
            ], rows)
        print("\nTarget: no DSL over 1.3x plain anchors (build + first, first layout, relayout).")
    }

    /// Whether each DSL's cells put every subview where the anchors cell does (within half a point),
    /// at the first layout and after the gap changed; prints each difference found.
    static func check(_ dsls: [DSL]) -> [Bool] {
        var matching = [Bool](repeating: true, count: dsls.count)
        for index in [0, 7] {
            let cells = dsls.map { $0.make(index) }
            for gap: CGFloat in [4, 5] {
                for cell in cells {
                    cell.setGap(gap)
                    cell.layout()
                }
                let reference = cells[0]
                for (position, cell) in cells.enumerated() {
                    var differences: [String] = []
                    for (view, expected) in zip(cell.views, reference.views) {
                        let got = frame(of: view, in: cell.root)
                        let want = frame(of: expected, in: reference.root)
                        if abs(got.minX - want.minX) > 0.5 || abs(got.minY - want.minY) > 0.5
                            || abs(got.width - want.width) > 0.5 || abs(got.height - want.height) > 0.5
                        {
                            differences.append("\(got) (anchors: \(want))")
                        }
                    }
                    if abs(cell.root.frame.height - reference.root.frame.height) > 0.5 {
                        differences.append(
                            "cell height \(cell.root.frame.height) (anchors: \(reference.root.frame.height))")
                    }
                    if !differences.isEmpty {
                        matching[position] = false
                        print(
                            "warning: \(dsls[position].name), cell \(index), gap \(gap): \(differences.joined(separator: "; "))"
                        )
                    }
                }
            }
        }
        if !matching.contains(false) {
            print(
                "Every DSL's cell puts its fifteen subviews where the anchors cell does (before and after the change).\n"
            )
        }
        return matching
    }

    /// `benchmarks dsl --only NAME`: builds and lays out 200 cells of the DSL named NAME (or of those
    /// whose names start with NAME), then relays out one of them 1,000 times (in ``relayoutLoop(_:)``, to tell the two apart),
    /// for a profiler (`valgrind --tool=callgrind`).
    static func profile(_ chosen: [DSL]) {
        for dsl in chosen {
            let start = StackBenchmarks.now()
            let cells = (0..<200).map(dsl.make)
            for cell in cells { cell.layout() }
            print(dsl.name, "200 cells:", Harness.format(Double(StackBenchmarks.now() - start) / 1e9))
            // One change and back before the loop: the first change of a constant can re-solve its
            // part once (a required equality gets its marker then), and its first allocations can be
            // where the C allocator merges the small blocks the build freed (several million
            // instructions, inside or outside the loop depending on the heap's layout). The loop then
            // counts relayouts alone.
            cells[100].setGap(5)
            cells[100].layout()
            cells[100].setGap(4)
            cells[100].layout()
            relayoutLoop(cells[100])
        }
    }

    /// Changes the cell's gap and lays it out, 1,000 times.
    @inline(never)
    static func relayoutLoop(_ cell: Cell) {
        for step in 0..<1000 {
            cell.setGap(step % 2 == 0 ? 5 : 4)
            cell.layout()
        }
    }

    /// Prints how many views, layout guides and constraints each DSL's cell is made of (the
    /// constraints installed in the cell, not those the engine makes for content sizes).
    static func printSizes(_ dsls: [DSL]) {
        var rows: [[String]] = []
        for dsl in dsls {
            let cell = dsl.make(0)
            cell.layout()
            var (views, guides, constraints) = (0, 0, 0)
            var pending = [cell.root]
            while let view = pending.popLast() {
                views += 1
                guides += view.layoutGuides.count
                constraints += view.constraints.count { $0.isActive }
                pending += view.subviews
            }
            rows.append([dsl.name, "\(views)", "\(guides)", "\(constraints)"])
        }
        Harness.printTable(["written with", "views", "guides", "constraints"], rows)
        print()
    }

    /// `view`'s frame in the coordinates of its ancestor `ancestor`.
    static func frame(of view: LayoutView, in ancestor: LayoutView) -> CGRect {
        var frame = view.frame
        var parent = view.superview
        while let current = parent, current !== ancestor {
            frame.origin.x += current.frame.minX - current.bounds.minX
            frame.origin.y += current.frame.minY - current.bounds.minY
            parent = current.superview
        }
        return frame
    }
}
