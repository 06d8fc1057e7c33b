import Foundation
import LayoutCore

/// Peak resident size per cell: each feed is built and laid out in a fresh process (`--one KIND N`),
/// whose peak resident size (`VmHWM`) less that of an empty run is divided by the cell count.
extension EngineBenchmarks {
    /// Builds and lays out one feed of `count` cells, then prints the process's peak resident size in KB.
    static func runOne(kind: String, count: Int) {
        switch kind {
        case "independent":
            let feed = AnchorsFeed(count: count)
            feed.layout()
            withExtendedLifetime(feed) { print(peakResidentKilobytes()) }
        case "chained", "scroll":
            let feed = ChainedFeed(count: count, host: kind == "scroll" ? .scroll : .root)
            feed.layout()
            withExtendedLifetime(feed) { print(peakResidentKilobytes()) }
        case "relayout", "relayout1":
            // The chained feed, then ten relayouts after one constant (or one: the difference is the cost
            // of nine relayouts after the first).
            let feed = ChainedFeed(count: count, host: .root)
            feed.layout()
            for step in 1...(kind == "relayout" ? 10 : 1) { feed.relayout(step: step) }
            withExtendedLifetime(feed) { print(peakResidentKilobytes()) }
        case "relayout-independent", "relayout-chained", "relayout-scroll", "relayout-floor":
            runRelayouts(kind: String(kind.dropFirst("relayout-".count)), count: count)
        case "floor":
            let feed = ManualFeed(count: count)
            feed.layout()
            withExtendedLifetime(feed) { print(peakResidentKilobytes()) }
        default:
            print(peakResidentKilobytes())
        }
    }

    /// Builds and lays out one feed of `count` cells (independent, chained, scroll or floor), relays it out
    /// once after one constant (the first change may re-solve more than the next ones), then relays it out
    /// ten times more in ``relayoutLoop(_:)``, whose inclusive count over ten is the cost of one relayout.
    static func runRelayouts(kind: String, count: Int) {
        let relayout: (Int) -> Void
        let feed: Any
        switch kind {
        case "independent":
            let anchors = AnchorsFeed(count: count)
            anchors.layout()
            (feed, relayout) = (anchors, anchors.relayout)
        case "floor":
            let manual = ManualFeed(count: count)
            manual.layout()
            (feed, relayout) = (manual, manual.relayout)
        default:
            let chained = ChainedFeed(count: count, host: kind == "scroll" ? .scroll : .root)
            chained.layout()
            (feed, relayout) = (chained, chained.relayout)
        }
        relayout(1)
        relayoutLoop(relayout)
        withExtendedLifetime(feed) { print(peakResidentKilobytes()) }
    }

    /// Ten relayouts after one constant (steps 2 to 11: the constant toggles each time), for a profiler.
    @inline(never)
    static func relayoutLoop(_ relayout: (Int) -> Void) {
        for step in 2...11 { relayout(step) }
    }

    /// The process's peak resident size in KB (Linux `/proc/self/status`; 0 elsewhere).
    static func peakResidentKilobytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    /// Peak resident KB per cell of a feed of `count` cells, measured in a child process.
    static func residentPerCell(kind: String, count: Int) -> Double? {
        func run(_ kind: String, _ count: Int) -> Int? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["engine", "--one", kind, "\(count)"]
            let pipe = Pipe()
            process.standardOutput = pipe
            guard (try? process.run()) != nil else { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard let empty = run("none", 0), let full = run(kind, count) else { return nil }
        return Double(full - empty) / Double(count)
    }

    /// Prints the peak resident size per cell of each feed at `count` cells, and its ratio to the floor's.
    static func runMemory(count: Int) {
        print("\nPeak resident size per cell at \(count) cells (a fresh process each, less an empty run)\n")
        var rows: [[String]] = []
        var floor: Double?
        for kind in ["floor", "independent", "chained", "scroll"] {
            let perCell = residentPerCell(kind: kind, count: count)
            if kind == "floor" { floor = perCell }
            var ratio = "-"
            if let perCell, let floor, floor > 0 { ratio = String(format: "%.1fx", perCell / floor) }
            rows.append([kind, perCell.map { String(format: "%.1f KB", $0) } ?? "-", ratio])
        }
        Harness.printTable(["feed", "per cell", "/ floor"], rows)
    }
}
