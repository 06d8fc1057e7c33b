import Foundation
import LayoutCore

/// The build columns of `benchmarks engine` for the independent feed: making the views and
/// constraints and laying them out once, and the peak resident size per cell, each beside the floor's.
extension EngineBenchmarks {
    /// Prints build + first layout and the peak resident size per cell for each size, beside the floor.
    static func runBuild(counts: [Int]) {
        print("\nIndependent cells: build + first layout and peak resident size, beside the floor\n")
        var rows: [[String]] = []
        for count in counts {
            let runs = count >= 10_000 ? 1 : (count >= 1000 ? 3 : 7)
            let build = Harness.median(runs: runs, warmup: count >= 10_000 ? 0 : 1) {
                let feed = AnchorsFeed(count: count)
                feed.layout()
                withExtendedLifetime(feed) {}
            }
            let floorBuild = Harness.median(runs: runs, warmup: count >= 10_000 ? 0 : 1) {
                let feed = ManualFeed(count: count)
                feed.layout()
                withExtendedLifetime(feed) {}
            }
            let resident = residentPerCell(kind: "independent", count: count)
            let floorResident = residentPerCell(kind: "floor", count: count)
            func kilobytes(_ value: Double?) -> String { value.map { String(format: "%.1f KB", $0) } ?? "-" }
            var residentRatio = "-"
            if let resident, let floorResident, floorResident > 0 {
                residentRatio = String(format: "%.1fx", resident / floorResident)
            }
            rows.append([
                "\(count)", Harness.format(build), Harness.format(floorBuild),
                String(format: "%.1fx", build / floorBuild),
                Harness.format(build / Double(count)), kilobytes(resident), kilobytes(floorResident), residentRatio,
            ])
        }
        Harness.printTable(
            [
                "cells", "build+first", "floor", "ratio", "per cell", "resident per cell", "floor", "ratio",
            ], rows)
    }
}
