import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// A seeded random fuzz of the solver: thousands of small systems, each put through random adds
/// (every relation, required and optional priorities), removals, constant and priority changes,
/// edit variables and released variables. After every operation it checks that each required
/// constraint holds within 1e-6, that the total error of every priority level equals that of a
/// solve from scratch, and that a refused operation changed nothing and named a minimal conflict.
/// In debug builds the solver also checks its tableau invariants after every operation.
///
/// Environment: `SOLVER_FUZZ_SEED` (the run's base seed), `SOLVER_FUZZ_SYSTEMS` (how many systems),
/// `SOLVER_FUZZ_REPLAY` (run only the system with this seed, printing each operation).
final class SolverFuzzTests: XCTestCase {
    static let defaultSeed: UInt64 = 0x5EED_CA55_0A4F_2024
    static let defaultSystems = 2_000

    func testRandomSystems() {
        let environment = ProcessInfo.processInfo.environment
        if let replay = environment["SOLVER_FUZZ_REPLAY"].flatMap(Self.parseSeed) {
            runSystem(seed: replay, verbose: true)
            return
        }
        let base = environment["SOLVER_FUZZ_SEED"].flatMap(Self.parseSeed) ?? Self.defaultSeed
        let count = environment["SOLVER_FUZZ_SYSTEMS"].flatMap { Int($0) } ?? Self.defaultSystems
        var failures = 0
        var operations = 0
        var counts: [String: Int] = [:]
        let start = Date()
        for index in 0..<count {
            let seed = SeededRandom.mix(SeededRandom.mix(base) &+ UInt64(index))
            let (failed, steps, systemCounts) = runSystem(seed: seed, verbose: false)
            operations += steps
            counts.merge(systemCounts, uniquingKeysWith: +)
            if failed {
                failures += 1
                if failures == 3 { break }
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            String(
                format: "solver fuzz: %d systems, %d operations in %.1f s (base seed 0x%llx)", count, operations,
                seconds, base))
        print(
            "solver fuzz outcomes: "
                + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    /// Runs one system; returns whether it failed and how many operations ran.
    @discardableResult
    private func runSystem(seed: UInt64, verbose: Bool) -> (Bool, Int, [String: Int]) {
        var shape = SeededRandom(seed: seed ^ 0xA5A5)
        let variableCount = shape.chance(0.5) ? shape.int(2...8) : shape.int(9...30)
        let operationCount = shape.int(10...50)
        var system = SolverFuzzSystem(seed: seed, variableCount: variableCount)
        system.verbose = verbose
        let replay = "SOLVER_FUZZ_REPLAY=0x\(String(seed, radix: 16))"
        if verbose { print("system 0x\(String(seed, radix: 16)): \(variableCount) variables") }
        CrashNote.set("solver fuzz crashed; replay the system with \(replay) swift test --filter SolverFuzzTests")
        defer { CrashNote.set(nil) }
        for step in 0..<operationCount {
            do {
                try system.step()
            } catch {
                let log = system.log.suffix(60).joined(separator: "\n  ")
                XCTFail(
                    "system 0x\(String(seed, radix: 16)) (\(variableCount) variables), operation \(step): "
                        + "\(error.message)\n  \(log)\nreplay with \(replay)")
                return (true, step + 1, system.counts)
            }
        }
        return (false, operationCount, system.counts)
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
