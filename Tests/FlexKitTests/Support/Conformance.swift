import FlexKit
import Foundation
import XCTest

/// Runs conformance cases: Yoga's of `Fixtures/yoga` (one folder per Yoga test file), and the other
/// folders of `Fixtures` (app captures, random trees), whose case names start with their folder.
enum Conformance {
    static let fixturesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let fixtures = fixturesRoot.appendingPathComponent("yoga")

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The outcome of one case: nil when it passed, else what differed.
    struct Failure {
        var name: String
        var details: [String]
    }

    /// The case names of a folder, sorted (`YGFlexTest/flex_basis_flex_grow_column`).
    static func cases(in folder: String, root: URL = fixtures) -> [String] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\(String($0.dropLast(5)))" }
    }

    /// Every folder of cases.
    static var folders: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") }.sorted()
    }

    /// Builds, lays out and checks one case against every node's expected frame (within 0.01 pt).
    /// With `recomputingFlexBases`, the tree recomputes definite flex bases on every pass (the setting
    /// under which a relayout equals a first layout): its first layout must still be Yoga's, and so
    /// must a layout that follows one at another width.
    static func run(_ name: String, root: URL = fixtures, recomputingFlexBases: Bool = false) -> Failure? {
        let url = root.appendingPathComponent(name + ".json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return Failure(name: name, details: ["cannot read \(url.path)"])
        }
        let file: FlexTreeFile
        do {
            file = try FlexTreeFile(json: String(decoding: data, as: UTF8.self))
        } catch {
            return Failure(name: name, details: ["malformed: \(error)"])
        }
        guard file.unsupportedSettings.isEmpty else { return nil }
        var config = file.config
        config.recomputesFlexBasis = recomputingFlexBases
        let built = file.build(into: FlexTree(config: config))
        file.layOut(built)
        var details = compare(built)
        if recomputingFlexBases {
            built.tree.calculateLayout(
                for: built.root, width: (file.availableWidth ?? 300) * 0.7, height: file.availableHeight,
                direction: file.direction)
            file.layOut(built)
            details += compare(built).map { "after a layout at another width: " + $0 }
        }
        return details.isEmpty ? nil : Failure(name: name, details: details)
    }

    /// Every node's frame against its expected one (within 0.01 pt): what differs.
    static func compare(_ built: FlexTreeFile.Built) -> [String] {
        var details: [String] = []
        for (node, spec) in zip(built.nodes, built.specs) {
            guard let expected = spec.expected else { continue }
            let layout = built.tree.layout(of: node)
            let actual = FlexTreeFile.Frame(
                left: layout.left, top: layout.top, width: layout.width, height: layout.height)
            let close =
                abs(actual.left - expected.left) <= 0.01 && abs(actual.top - expected.top) <= 0.01
                && abs(actual.width - expected.width) <= 0.01 && abs(actual.height - expected.height) <= 0.01
            if !close {
                details.append("\(spec.path): expected \(format(expected)), got \(format(actual))")
            }
        }
        return details
    }

    static func format(_ frame: FlexTreeFile.Frame) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
        }
        return "(\(number(frame.left)), \(number(frame.top)), \(number(frame.width)) x \(number(frame.height)))"
    }

    /// The cases listed in Docs/Conformance.md as not passing, with their reasons.
    static let knownFailures: [String: String] = {
        let url = repositoryRoot.appendingPathComponent("Docs/Conformance.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            // A case name: one backticked word with a folder, `YGFlexTest/flex_basis` or `captures/chat-mac`.
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            guard name.contains("/") && !name.contains(" ") && cells[0].hasSuffix("`") else { continue }
            result[name] = cells[1]
        }
        return result
    }()

    /// Runs a folder: every case must pass except the documented ones, which must still fail.
    static func check(
        folder: String, root: URL = fixtures, recomputingFlexBases: Bool = false, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let names = cases(in: folder, root: root)
        XCTAssertFalse(names.isEmpty, "no cases in \(folder)", file: file, line: line)
        var passed = 0
        for name in names {
            let failure = run(name, root: root, recomputingFlexBases: recomputingFlexBases)
            let known = knownFailures[name] != nil
            switch (failure, known) {
            case (nil, false): passed += 1
            case (nil, true):
                XCTFail("\(name) passes now: remove it from Docs/Conformance.md", file: file, line: line)
            case (let failure?, false):
                XCTFail(
                    "\(name) fails:\n  " + failure.details.joined(separator: "\n  "), file: file, line: line)
            case (_?, true): break
            }
        }
        Tally.shared.add(folder: folder, passed: passed, total: names.count)
    }
}

/// Counts passing cases across the conformance test methods.
final class Tally: @unchecked Sendable {
    static let shared = Tally()
    private let lock = NSLock()
    private var passed = 0
    private var total = 0

    func add(folder: String, passed: Int, total: Int) {
        lock.lock()
        self.passed += passed
        self.total += total
        let summary = "conformance \(folder): \(passed)/\(total) pass; running total \(self.passed)/\(self.total)"
        lock.unlock()
        print(summary)
    }
}
