import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// Two-sided optional equalities (a view held to its intrinsic size by one constraint, hugging above
/// and compression resistance below) against the same system written with two inequalities.
final class SolverTwoSidedTests: XCTestCase {
    /// One random system, built twice: with two-sided equalities and with pairs of inequalities.
    private struct Pair {
        var twoSided = Solver()
        var split = Solver()
        var twoSidedHandles: [SolverConstraint] = []
        var splitHandles: [(SolverConstraint, SolverConstraint)] = []
        var twoSidedVariables: [SolverVariable] = []
        var splitVariables: [SolverVariable] = []

        /// Runs `body` on both solvers with their own variables.
        mutating func both(_ body: (inout Solver, [SolverVariable]) throws -> Void) rethrows {
            try body(&twoSided, twoSidedVariables)
            try body(&split, splitVariables)
        }

        func differences() -> [String] {
            zip(twoSidedVariables, splitVariables).enumerated().compactMap { index, pair in
                let (a, b) = (twoSided.value(of: pair.0), split.value(of: pair.1))
                return abs(a - b) <= 1e-6 ? nil : "x\(index): two-sided \(a), split \(b)"
            }
        }
    }

    private static let priorities: [Float] = [2, 50, 249, 250, 251, 500, 749, 750, 751, 999]

    private func makePair(_ random: inout SeededRandom) throws -> Pair {
        var pair = Pair()
        let count = random.int(2...8)
        pair.twoSidedVariables = (0..<count).map { pair.twoSided.makeVariable("x\($0)") }
        pair.splitVariables = (0..<count).map { pair.split.makeVariable("x\($0)") }
        // Every variable pulled weakly towards its own value, each at its own priority: one answer.
        for index in 0..<count {
            let target = Double(random.int(-50...150))
            try pair.both { solver, x in
                try solver.add(
                    LinearExpression(x[index], constant: -target), .equal,
                    priority: LayoutPriority(1 + 0.001 * Float(index)))
            }
        }
        for _ in 0..<random.int(1...4) {
            let (a, b) = (random.below(count), random.below(count))
            let bound = Double(random.int(-20...120))
            let relation: LayoutRelation = random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
            let priority = random.chance(0.5) ? LayoutPriority.required : LayoutPriority(random.pick(Self.priorities))
            try? pair.both { solver, x in
                let terms = a == b ? [LinearTerm(x[a])] : [LinearTerm(x[a]), LinearTerm(x[b], -1)]
                try solver.add(LinearExpression(terms, constant: -bound), relation, priority: priority)
            }
        }
        for _ in 0..<random.int(1...6) {
            let index = random.below(count)
            let value = Double(random.int(0...100))
            let above = LayoutPriority(random.pick(Self.priorities))
            let below = LayoutPriority(random.pick(Self.priorities))
            let expression = { (x: [SolverVariable]) in LinearExpression(x[index], constant: -value) }
            let handle = try pair.twoSided.makeTwoSidedEquality(
                expression(pair.twoSidedVariables), above: above, below: below)
            try pair.twoSided.addConstraint(handle)
            pair.twoSidedHandles.append(handle)
            let hugs = try pair.split.add(expression(pair.splitVariables), .lessThanOrEqual, priority: above)
            let resists = try pair.split.add(expression(pair.splitVariables), .greaterThanOrEqual, priority: below)
            pair.splitHandles.append((hugs, resists))
        }
        return pair
    }

    func testTwoSidedEqualitiesSolveAsTwoInequalities() throws {
        var compared = 0
        for seed in UInt64(1)...200 {
            var random = SeededRandom(seed: seed)
            var pair = try makePair(&random)
            XCTAssertEqual(pair.differences(), [], "seed \(seed), as added")
            // New constants, moved in place.
            for (index, handle) in pair.twoSidedHandles.enumerated() where random.chance(0.5) {
                let value = Double(random.int(0...100))
                try pair.twoSided.setConstant(-value, for: handle)
                try pair.split.setConstant(-value, for: pair.splitHandles[index].0)
                try pair.split.setConstant(-value, for: pair.splitHandles[index].1)
            }
            XCTAssertEqual(pair.differences(), [], "seed \(seed), after new constants")
            // New priorities for both sides, changed in place.
            for (index, handle) in pair.twoSidedHandles.enumerated() where random.chance(0.5) {
                let above = LayoutPriority(random.pick(Self.priorities))
                let below = LayoutPriority(random.pick(Self.priorities))
                try pair.twoSided.setTwoSidedPriorities(above: above, below: below, for: handle)
                try pair.split.setPriority(above, for: pair.splitHandles[index].0)
                try pair.split.setPriority(below, for: pair.splitHandles[index].1)
            }
            XCTAssertEqual(pair.differences(), [], "seed \(seed), after new priorities")
            // Some taken out again.
            for (index, handle) in pair.twoSidedHandles.enumerated() where random.chance(0.3) {
                try pair.twoSided.removeConstraint(handle)
                try pair.split.removeConstraint(pair.splitHandles[index].0)
                try pair.split.removeConstraint(pair.splitHandles[index].1)
            }
            XCTAssertEqual(pair.differences(), [], "seed \(seed), after removals")
            compared += 1
        }
        XCTAssertEqual(compared, 200)
    }

    func testTwoSidedEqualityWeighsEachSideByItsOwnPriority() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        // Hugging 250 above 100, compression 750 below 100.
        let held = try solver.makeTwoSidedEquality(
            LinearExpression(width, constant: -100), above: .defaultLow, below: .defaultHigh)
        try solver.addConstraint(held)
        // Pulled up at 500: beats hugging (250), so the width grows.
        let pull = try solver.add(LinearExpression(width, constant: -140), .equal, priority: LayoutPriority(500))
        XCTAssertEqual(solver.value(of: width), 140, accuracy: 1e-9)
        // Pulled down at 500 instead: compression (750) wins, the width stays.
        try solver.setConstant(-60, for: pull)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        // Compression lowered to 300: the pull at 500 wins.
        try solver.setTwoSidedPriorities(above: .defaultLow, below: LayoutPriority(300), for: held)
        XCTAssertEqual(solver.value(of: width), 60, accuracy: 1e-9)
        // Required priorities are refused: a required side is a constraint of its own.
        XCTAssertThrowsError(try solver.setTwoSidedPriorities(above: .required, below: .defaultLow, for: held))
        XCTAssertThrowsError(
            try solver.makeTwoSidedEquality(LinearExpression(width), above: .defaultLow, below: .required))
        // One priority for both sides makes it an ordinary optional equality at 600: it beats the pull.
        try solver.setPriority(LayoutPriority(600), for: held)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
    }
}
