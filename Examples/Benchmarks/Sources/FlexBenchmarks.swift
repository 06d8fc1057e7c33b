import FlexKit
import Foundation
import LayoutCore

/// `benchmarks flex`: the workloads of `Inputs/flex` (Yoga's benchmark trees, app captures, a wide and
/// a deep tree, a feed), a first layout and a relayout after one leaf changes, beside Yoga and Taffy.
enum FlexBenchmarks {
    static let workloads = [
        "ygbench-stack-with-flex", "ygbench-align-stretch-undefined", "ygbench-nested-flex", "ygbench-huge-nested",
        "wide-wrap-10000", "deep-1000", "deep-auto-1000", "feed-100", "captures/chat-mac", "captures/feed-android",
        "captures/profile-ios", "captures/rendering-sample-mac",
    ]

    /// A workload read from its file.
    struct Workload {
        var name: String
        var file: FlexTreeFile
        var nodeCount: Int

        /// The leaf that changes for a relayout: the middle measured leaf in document order, or the
        /// middle leaf when none is measured (the peers pick the same one).
        func changingLeaf(_ built: FlexTreeFile.Built) -> FlexNodeID {
            let leaves = built.specs.indices.filter { built.specs[$0].children.isEmpty }
            let measured = leaves.filter { built.specs[$0].measure != nil }
            let pool = measured.isEmpty ? leaves : measured
            return built.nodes[pool[pool.count / 2]]
        }
    }

    static func load(_ name: String, web: Bool = false) -> Workload {
        var text = Harness.input("flex/\(name).json")
        if web, let range = text.range(of: #""defaults":"yoga""#) {
            // The same tree under the web's defaults (CSS's initial values and rules).
            text.replaceSubrange(range, with: #""defaults":"web""#)
        }
        do {
            let file = try FlexTreeFile(json: text)
            return Workload(name: name, file: file, nodeCount: file.build().nodes.count)
        } catch {
            FileHandle.standardError.write(Data("benchmarks: flex/\(name).json: \(error)\n".utf8))
            exit(2)
        }
    }

    /// Runs for a workload: enough for a stable median without taking long.
    static func runs(_ nodes: Int) -> Int {
        nodes > 5000 ? 15 : (nodes > 500 ? 51 : 301)
    }

    /// The median time of a first layout of a tree built beforehand.
    static func timeCold(_ workload: Workload) -> Double {
        Harness.median(
            runs: runs(workload.nodeCount), setup: { workload.file.build() },
            { built in workload.file.layOut(built) })
    }

    /// The median time of a layout after the changing leaf was marked dirty.
    static func timeRelayout(_ workload: Workload) -> (Double, FlexLayoutStatistics) {
        let built = workload.file.build()
        workload.file.layOut(built)
        let leaf = workload.changingLeaf(built)
        var times: [Double] = []
        for _ in 0..<runs(workload.nodeCount) {
            built.tree.markDirty(leaf)
            let start = DispatchTime.now().uptimeNanoseconds
            workload.file.layOut(built)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        return (times[times.count / 2], built.tree.lastLayoutStatistics)
    }

    /// `benchmarks flex --check`: compares every node's frame with Yoga's on every workload (no timing).
    static func check() {
        print("Frames of every node, ours against Yoga's (rounded, within 0.01 pt):\n")
        var rows: [[String]] = []
        for name in workloads {
            let workload = load(name)
            let built = workload.file.build()
            workload.file.layOut(built)
            guard let peer = Harness.runPeer("yoga_flex.py", [name, "--frames"]),
                let frames = peer["frames"] as? [[Double]]
            else {
                rows.append([name, "\(workload.nodeCount)", "-", "-"])
                continue
            }
            var differing: [String] = []
            for (index, (node, theirs)) in zip(built.nodes, frames).enumerated() {
                let layout = built.tree.layout(of: node)
                let ours = [layout.left, layout.top, layout.width, layout.height]
                if zip(ours, theirs).contains(where: { abs($0 - $1) > 0.01 }) {
                    differing.append("\(built.specs[index].path): ours \(ours), Yoga \(theirs)")
                }
            }
            rows.append([
                name, "\(workload.nodeCount)", "\(workload.nodeCount - differing.count)", "\(differing.count)",
            ])
            for line in differing.prefix(5) { print("  \(name) \(line)") }
        }
        Harness.printTable(["workload", "nodes", "same as Yoga", "different"], rows)
    }

    /// `benchmarks flex --frames`: for each flex tree on standard input (one JSON document a line), one line
    /// `{"frames": [[left, top, width, height], ...], "relayoutMatches": bool, "resizeMatches": bool}` (every
    /// node in pre-order; with flex bases recomputed on every pass, `relayoutMatches`: a relayout after the
    /// changing leaf was marked dirty equals the first layout; `resizeMatches`: so does a layout after
    /// one at another width), or `{"error": "..."}`. Used by
    /// `peers/flex_differential.py`.
    static func streamFrames() {
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            print(frames(of: line))
            fflush(nil)
        }
    }

    static func frames(of text: String) -> String {
        let file: FlexTreeFile
        do {
            file = try FlexTreeFile(json: text)
        } catch {
            return JSONValue.object([("error", .string(error.description))]).serialized()
        }
        let built = file.build()
        file.layOut(built)
        func snapshot(_ built: FlexTreeFile.Built) -> [[Double]] {
            built.nodes.map { node in
                let layout = built.tree.layout(of: node)
                return [layout.left, layout.top, layout.width, layout.height]
            }
        }
        let first = snapshot(built)
        // The same tree with flex bases recomputed on every pass (the setting under which a relayout
        // equals a first layout): its first layout, a relayout after the changing leaf was marked dirty,
        // and a layout after one at another width.
        var config = file.config
        config.recomputesFlexBasis = true
        let other = file.build(into: FlexTree(config: config))
        file.layOut(other)
        let recomputedMatches = snapshot(other) == first
        let workload = Workload(name: file.name ?? "", file: file, nodeCount: built.nodes.count)
        other.tree.markDirty(workload.changingLeaf(other))
        file.layOut(other)
        let relayoutMatches = recomputedMatches && snapshot(other) == first
        other.tree.calculateLayout(
            for: other.root, width: (file.availableWidth ?? 300) * 0.7, height: file.availableHeight,
            direction: file.direction)
        file.layOut(other)
        let resizeMatches = recomputedMatches && snapshot(other) == first
        let rows = first.map { frame in
            JSONValue.array(JSONArray(frame.map { $0.isFinite ? JSONValue.number($0) : JSONValue.null }))
        }
        return JSONValue.object([
            ("frames", .array(JSONArray(rows))), ("relayoutMatches", .bool(relayoutMatches)),
            ("resizeMatches", .bool(resizeMatches)),
        ]).serialized()
    }

    static func run() {
        if CommandLine.arguments.contains("--frames") {
            streamFrames()
            return
        }
        if CommandLine.arguments.contains("--check") {
            check()
            return
        }
        // FLEX_PROFILE_WEB=1: profile the tree under the web's defaults.
        let profileWeb = ProcessInfo.processInfo.environment["FLEX_PROFILE_WEB"] != nil
        // FLEX_PROFILE_FORGET=1: find min-content sizes again at every ancestor (the cost before the
        // web's automatic minimum size remembered them).
        let remembers = ProcessInfo.processInfo.environment["FLEX_PROFILE_FORGET"] == nil
        if let name = ProcessInfo.processInfo.environment["FLEX_PROFILE_COLD"] {
            // First layouts of freshly built trees in a loop, for a profiler.
            let workload = load(name, web: profileWeb)
            let count = Int(ProcessInfo.processInfo.environment["FLEX_PROFILE_COUNT"] ?? "") ?? 20
            for _ in 0..<count {
                let built = workload.file.build()
                built.tree.remembersMinContentSizes = remembers
                workload.file.layOut(built)
            }
            return
        }
        if let name = ProcessInfo.processInfo.environment["FLEX_PROFILE_RELAYOUT"] {
            // Relayouts after the changing leaf was marked dirty, as `timeRelayout` times them, for a profiler.
            let workload = load(name, web: profileWeb)
            let built = workload.file.build()
            workload.file.layOut(built)
            let leaf = workload.changingLeaf(built)
            let count = Int(ProcessInfo.processInfo.environment["FLEX_PROFILE_COUNT"] ?? "") ?? 20
            for _ in 0..<count {
                built.tree.markDirty(leaf)
                workload.file.layOut(built)
            }
            return
        }
        if let name = ProcessInfo.processInfo.environment["FLEX_PROFILE"] {
            // Layouts of one workload in a loop, every node computed each time, for a profiler.
            let workload = load(name, web: profileWeb)
            let built = workload.file.build()
            built.tree.remembersMinContentSizes = remembers
            let count = Int(ProcessInfo.processInfo.environment["FLEX_PROFILE_COUNT"] ?? "") ?? 20
            for _ in 0..<count {
                built.tree.invalidateAllLayouts()
                workload.file.layOut(built)
            }
            print(built.tree.lastLayoutStatistics)
            return
        }
        let only = ProcessInfo.processInfo.environment["FLEX_WORKLOADS"].map {
            $0.split(separator: ",").map(String.init)
        }
        var rows: [[String]] = []
        var webRows: [[String]] = []
        for name in workloads where only?.contains(name) ?? true {
            let workload = load(name)
            let cold = timeCold(workload)
            let (relayout, relayoutStats) = timeRelayout(workload)
            if ProcessInfo.processInfo.environment["FLEX_STATS"] != nil {
                let built = workload.file.build()
                workload.file.layOut(built)
                print("\(name): cold \(built.tree.lastLayoutStatistics)\n  relayout \(relayoutStats)")
                let web = load(name, web: true)
                let webBuilt = web.file.build()
                web.file.layOut(webBuilt)
                print("  web cold \(webBuilt.tree.lastLayoutStatistics)\n  web relayout \(timeRelayout(web).1)")
            }
            let yoga = Harness.runPeer("yoga_flex.py", [name])
            let taffy = Harness.runPeer("taffy_flex.py", [name])
            let yogaCold = yoga?["cold"] as? Double
            let yogaRelayout = yoga?["relayout"] as? Double
            let taffyCold = taffy?["cold"] as? Double
            let taffyRelayout = taffy?["relayout"] as? Double
            rows.append([
                name, "\(workload.nodeCount)", Harness.format(cold), Harness.format(yogaCold),
                Harness.format(taffyCold), Harness.ratio(ours: cold, peer: yogaCold),
                Harness.ratio(ours: cold, peer: taffyCold), Harness.format(relayout), Harness.format(yogaRelayout),
                Harness.format(taffyRelayout), Harness.ratio(ours: relayout, peer: yogaRelayout),
                Harness.ratio(ours: relayout, peer: taffyRelayout),
            ])
            let web = load(name, web: true)
            let webCold = timeCold(web)
            let webRelayout = timeRelayout(web).0
            webRows.append([
                name, Harness.format(cold), Harness.format(webCold), Harness.ratio(ours: cold, peer: webCold),
                Harness.ratio(ours: webCold, peer: taffyCold), Harness.format(relayout), Harness.format(webRelayout),
                Harness.ratio(ours: relayout, peer: webRelayout), Harness.ratio(ours: webRelayout, peer: taffyRelayout),
            ])
        }
        print("First layout (cold) and relayout after one leaf changed, medians:\n")
        Harness.printTable(
            [
                "workload", "nodes", "ours cold", "Yoga cold", "Taffy cold", "Yoga/ours", "Taffy/ours",
                "ours relayout", "Yoga relayout", "Taffy relayout", "Yoga/ours", "Taffy/ours",
            ], rows)
        print("\nThe same trees with the web's defaults (`FlexConfig(defaults: .web)`), beside Yoga's defaults:\n")
        Harness.printTable(
            [
                "workload", "yoga cold", "web cold", "web/yoga", "Taffy/web", "yoga relayout", "web relayout",
                "web/yoga", "Taffy/web",
            ], webRows)
        print("\nYoga 3 is native C++ (our harness in peers/yoga_flex.c, timing YGNodeCalculateLayout only);")
        print("Taffy is timed through stretchable's binding (its layout call only, measure callbacks in Python).")
    }
}
