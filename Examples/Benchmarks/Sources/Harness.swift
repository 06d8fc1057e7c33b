import Foundation

/// Timing and reporting helpers shared by every benchmark group.
enum Harness {
    /// Runs `body` `runs` times after `warmup` untimed runs and returns the median wall time in seconds.
    static func median(runs: Int, warmup: Int = 1, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var times: [Double] = []
        times.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Runs `setup` then times `body` on its result, `runs` times, and returns the median of `body` alone.
    static func median<State>(runs: Int, setup: () -> State, _ body: (inout State) -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            var state = setup()
            let start = DispatchTime.now().uptimeNanoseconds
            body(&state)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            withExtendedLifetime(state) {}
        }
        times.sort()
        return times[times.count / 2]
    }

    /// A duration with a unit that keeps three significant digits: `3.91 us`, `12.3 ms`, `1.52 s`.
    static func format(_ seconds: Double?) -> String {
        guard let seconds else { return "-" }
        let (value, unit): (Double, String)
        switch seconds {
        case ..<1e-6: (value, unit) = (seconds * 1e9, "ns")
        case ..<1e-3: (value, unit) = (seconds * 1e6, "us")
        case ..<1: (value, unit) = (seconds * 1e3, "ms")
        default: (value, unit) = (seconds, "s")
        }
        let digits = value >= 100 ? 0 : (value >= 10 ? 1 : 2)
        return String(format: "%.\(digits)f %@", value, unit)
    }

    /// The ratio `peer / ours` as `12.3x`, or `-` when either is missing.
    static func ratio(ours: Double?, peer: Double?) -> String {
        guard let ours, let peer, ours > 0 else { return "-" }
        return String(format: peer / ours >= 10 ? "%.0fx" : "%.2fx", peer / ours)
    }

    /// Prints a table with a header row, columns padded to fit.
    static func printTable(_ header: [String], _ rows: [[String]]) {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0
                    ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        print(line(header))
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows { print(line(row)) }
        fflush(nil)
    }

    /// The folder of benchmark inputs: `$LAYOUT_BENCH_DIR`, else `Examples/Benchmarks/Inputs` of this repository.
    static var inputsDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["LAYOUT_BENCH_DIR"] {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.appendingPathComponent("Examples/Benchmarks/Inputs")
    }

    /// The root of the repository, found from this source file's location.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The text of an input file, relative to ``inputsDirectory``.
    static func input(_ relativePath: String) -> String {
        let url = inputsDirectory.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            FileHandle.standardError.write(Data("benchmarks: cannot read \(url.path)\n".utf8))
            exit(2)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs a peer script in `Examples/Benchmarks/.venv` (made by `setup-peers.sh`) and returns its JSON
    /// output, or nil (with a note) when the peers are not installed.
    static func runPeer(_ script: String, _ arguments: [String]) -> [String: Any]? {
        let root = repositoryRoot.appendingPathComponent("Examples/Benchmarks")
        let python = root.appendingPathComponent(".venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: python) else {
            if !warnedAboutPeers {
                warnedAboutPeers = true
                print(
                    "(peers not installed: run Examples/Benchmarks/setup-peers.sh to time kiwi, Yoga and Taffy beside us)"
                )
            }
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appendingPathComponent("peers/\(script)").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUT_BENCH_DIR"] = inputsDirectory.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    nonisolated(unsafe) private static var warnedAboutPeers = false
}
