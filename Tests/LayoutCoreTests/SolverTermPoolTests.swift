import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// The constraints' terms live in one pool (`Solver+Terms.swift`): a freed constraint's range is
/// dead space that compaction drops. These tests check that no range is lost, shared or stale after
/// removals, compactions, promotions and re-adds, and that reserving room changes no result.
final class SolverTermPoolTests: XCTestCase {
    /// A random constraint over `variables`: one to four terms (a variable may repeat).
    private func randomConstraint(_ random: inout SeededRandom, _ variables: [SolverVariable])
        -> (LinearExpression, LayoutRelation, LayoutPriority)
    {
        var terms: [LinearTerm] = []
        for _ in 0..<(1 + random.next() % 4) {
            let variable = variables[Int(random.next() % UInt64(variables.count))]
            terms.append(LinearTerm(variable, Double(Int(random.next() % 7) - 3)))
        }
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [LayoutPriority] = [.required, 750, 250, 100]
        return (
            LinearExpression(terms, constant: Double(Int(random.next() % 200) - 100)),
            relations[Int(random.next() % 3)], priorities[Int(random.next() % 4)]
        )
    }

    /// Every live constraint keeps its own definition through many removals, compactions and re-adds,
    /// and the values equal those of a fresh solver given the live constraints in the same order.
    func testRangesSurviveRemovalsCompactionsAndReAdds() throws {
        var random = SeededRandom(seed: 17)
        var solver = Solver()
        solver.invariantCheckRowLimit = 0
        let variables = (0..<12).map { _ in solver.makeVariable() }
        // Every variable held near a value, weakly, so that the system has one answer.
        var live: [(SolverConstraint, LinearExpression, LayoutRelation, LayoutPriority)] = []
        for (index, variable) in variables.enumerated() {
            let expression = LinearExpression(variable, constant: -Double(10 * index))
            live.append((try solver.add(expression, .equal, priority: 1), expression, .equal, 1))
        }
        var compactions = 0
        for step in 0..<1500 {
            let removing = !live.isEmpty && live.count > 12 && random.next() % 2 == 0
            if removing {
                let at = 12 + Int(random.next() % UInt64(live.count - 12))
                let (handle, _, _, _) = live.remove(at: at)
                if solver.hasConstraint(handle) { try solver.removeConstraint(handle) }
                solver.disposeConstraint(handle)
            } else {
                let (expression, relation, priority) = randomConstraint(&random, variables)
                let dead = solver.deadTermCount
                if let handle = try? solver.add(expression, relation, priority: priority) {
                    live.append((handle, expression, relation, priority))
                }
                if solver.deadTermCount < dead { compactions += 1 }
            }
            if step % 100 == 0 || step == 1499 {
                for (handle, expression, relation, priority) in live {
                    let definition = try XCTUnwrap(solver.definition(of: handle))
                    XCTAssertEqual(definition.expression, expression, "step \(step), \(handle)")
                    XCTAssertEqual(definition.relation, relation)
                    XCTAssertEqual(definition.priority, priority)
                }
                // The live ranges never overlap: each term slot belongs to one record.
                var owner = [Int32](repeating: -1, count: solver.poolVariables.count)
                for (handle, _, _, _) in live {
                    let record = solver.records[Int(handle.index)]
                    guard !record.isUnitTerm else { continue }
                    for slot in Int(record.termStart)..<Int(record.termStart + record.termCount) {
                        XCTAssertEqual(owner[slot], -1, "term slot \(slot) shared")
                        owner[slot] = handle.index
                    }
                }
            }
        }
        XCTAssertGreaterThan(compactions, 0, "the pool was never compacted: the test does not reach compaction")
        XCTAssertLessThanOrEqual(solver.deadTermCount, solver.poolVariables.count)
        XCTAssertEqual(solver.poolVariables.count, solver.poolCoefficients.count)
        // The same live constraints in a fresh solver give the same values.
        var fresh = Solver()
        let freshVariables = (0..<12).map { _ in fresh.makeVariable() }
        for (_, expression, relation, priority) in live {
            let terms = expression.terms.map {
                LinearTerm(freshVariables[variables.firstIndex(of: $0.variable)!], $0.coefficient)
            }
            _ = try? fresh.add(LinearExpression(terms, constant: expression.constant), relation, priority: priority)
        }
        for (variable, freshVariable) in zip(variables, freshVariables) {
            XCTAssertEqual(solver.value(of: variable), fresh.value(of: freshVariable), accuracy: 1e-6)
        }
    }

    /// A constraint made required keeps its terms (the promotion copies its record through a trial
    /// slot that shares the range), and later compactions keep them too.
    func testPromotionKeepsTermsThroughCompaction() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let expression = LinearExpression([LinearTerm(x), LinearTerm(y, -2)], constant: -6)
        let handle = try solver.add(expression, .equal, priority: 500)
        try solver.add(LinearExpression(y, constant: -5), .equal)
        try solver.setPriority(.required, for: handle)
        XCTAssertEqual(solver.value(of: x), 16, accuracy: 1e-9)
        // Churn until the pool compacts at least once.
        var compacted = false
        for step in 0..<400 {
            let dead = solver.deadTermCount
            let temporary = try solver.add(
                LinearExpression([LinearTerm(x), LinearTerm(y)], constant: -Double(step)), .lessThanOrEqual,
                priority: 10)
            if solver.deadTermCount < dead { compacted = true }
            solver.disposeConstraint(temporary)
        }
        XCTAssertTrue(compacted)
        XCTAssertEqual(solver.definition(of: handle)?.expression, expression)
        XCTAssertEqual(solver.definition(of: handle)?.priority, .required)
        try solver.setConstant(-8, for: handle)
        XCTAssertEqual(solver.value(of: x), 18, accuracy: 1e-9)
    }

    /// Reserving room ahead of a batch changes no value: the same random systems give bit-identical
    /// values with and without a reservation.
    func testReservingRoomChangesNoResult() throws {
        for seed in 0..<20 {
            var random = SeededRandom(seed: UInt64(100 + seed))
            var plain = Solver()
            var reserved = Solver()
            reserved.reserveCapacity(constraints: 500, symbols: 2000)
            let plainVariables = (0..<10).map { _ in plain.makeVariable() }
            let reservedVariables = (0..<10).map { _ in reserved.makeVariable() }
            for _ in 0..<60 {
                let (expression, relation, priority) = randomConstraint(&random, plainVariables)
                let mapped = LinearExpression(
                    expression.terms.map {
                        LinearTerm(reservedVariables[plainVariables.firstIndex(of: $0.variable)!], $0.coefficient)
                    }, constant: expression.constant)
                let first = try? plain.add(expression, relation, priority: priority)
                let second = try? reserved.add(mapped, relation, priority: priority)
                XCTAssertEqual(first == nil, second == nil, "seed \(seed)")
                if random.next() % 5 == 0 {
                    // Reserve again mid-way, as a later batch would.
                    reserved.reserveCapacity(constraints: 50, symbols: 100)
                }
            }
            for (a, b) in zip(plainVariables, reservedVariables) {
                XCTAssertEqual(plain.value(of: a), reserved.value(of: b), "seed \(seed)")
            }
        }
    }

    /// A record takes 40 bytes (its term count, relation and five flags share a word) and each of
    /// those keeps its own value.
    func testRecordsStaySmallAndTheirFlagsIndependent() {
        XCTAssertEqual(MemoryLayout<ConstraintRecord>.stride, 40)
        XCTAssertEqual(MemoryLayout<EngineMadeConstraint>.stride, 24)
        var record = ConstraintRecord()
        XCTAssertEqual(record.relation, .equal)
        let setters: [(inout ConstraintRecord, Bool) -> Void] = [
            { $0.isAllocated = $1 }, { $0.isActive = $1 }, { $0.isEdit = $1 }, { $0.hasDummyMarker = $1 },
            { $0.isUnitTerm = $1 },
        ]
        let relations: [LayoutRelation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        let counts: [Int32] = [0, 1, 3, 0xFF_FFFF]
        for pattern in 0..<32 {
            let relation = relations[pattern % 3]
            let count = counts[pattern % 4]
            record.relation = relation
            record.termCount = count
            for (bit, set) in setters.enumerated() { set(&record, pattern & (1 << bit) != 0) }
            XCTAssertEqual(
                [record.isAllocated, record.isActive, record.isEdit, record.hasDummyMarker, record.isUnitTerm],
                (0..<5).map { pattern & (1 << $0) != 0 }, "pattern \(pattern)")
            XCTAssertEqual(record.relation, relation, "pattern \(pattern)")
            XCTAssertEqual(record.termCount, count, "pattern \(pattern)")
        }
    }

    /// An expression of one variable with coefficient 1 is kept in its record, not in the pool: it
    /// takes no pool room, frees none, and reads back as it was given, through removals, a
    /// compaction and a constant change; one term with another coefficient, or two, go to the pool.
    func testUnitTermsLiveInTheirRecords() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let width = LinearExpression(x, constant: -40)
        let held = try solver.add(width, .equal, priority: 750)
        XCTAssertTrue(solver.records[Int(held.index)].isUnitTerm)
        XCTAssertEqual(solver.poolVariables.count, 0)
        let doubled = LinearExpression([LinearTerm(y, 2)], constant: -10)
        let scaled = try solver.add(doubled, .greaterThanOrEqual)
        XCTAssertFalse(solver.records[Int(scaled.index)].isUnitTerm)
        XCTAssertEqual(solver.poolVariables.count, 1)
        let sum = LinearExpression([LinearTerm(x), LinearTerm(y)], constant: -100)
        let pair = try solver.add(sum, .lessThanOrEqual)
        XCTAssertEqual(solver.poolVariables.count, 3)
        for step in 0..<200 {
            // Unit terms made and freed leave no dead room; pooled ones do, until a compaction.
            let unit = try solver.add(LinearExpression(y, constant: -Double(step)), .equal, priority: 10)
            solver.disposeConstraint(unit)
            let pooled = try solver.add(
                LinearExpression([LinearTerm(x, -1)], constant: Double(step)), .lessThanOrEqual, priority: 10)
            solver.disposeConstraint(pooled)
        }
        XCTAssertEqual(solver.definition(of: held)?.expression, width)
        XCTAssertEqual(solver.definition(of: scaled)?.expression, doubled)
        XCTAssertEqual(solver.definition(of: pair)?.expression, sum)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        try solver.setConstant(-60, for: held)
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
        try solver.removeConstraint(held)
        try solver.addConstraint(held)
        XCTAssertEqual(solver.value(of: x), 60, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: x) + solver.value(of: y), 100 + 1e-9)
        XCTAssertGreaterThanOrEqual(solver.value(of: y), 5 - 1e-9)
    }

    /// Sequences are 32 bits: when they run out, the records are numbered again in their order, and a
    /// rebuild (removing a required equality) still re-adds in the order the constraints came.
    func testSequencesRenumberedInOrderWhenTheyRunOut() throws {
        func build(_ solver: inout Solver, nearEnd: Bool) throws -> ([SolverVariable], SolverConstraint) {
            let x = (0..<4).map { solver.makeVariable("x\($0)") }
            try solver.add(LinearExpression([LinearTerm(x[0])], constant: -10), .equal)
            if nearEnd { solver.nextSequence = UInt32.max - 2 }
            let link = try solver.add(LinearExpression([LinearTerm(x[1]), LinearTerm(x[0], -1)], constant: -5), .equal)
            try solver.add(LinearExpression([LinearTerm(x[2]), LinearTerm(x[1], -1)]), .greaterThanOrEqual)
            try solver.add(LinearExpression([LinearTerm(x[2]), LinearTerm(x[3], -1)], constant: 20), .equal)
            try solver.add(LinearExpression([LinearTerm(x[2])], constant: -100), .equal, priority: .defaultLow)
            try solver.add(LinearExpression([LinearTerm(x[3])], constant: -40), .equal, priority: .defaultHigh)
            return (x, link)
        }
        var plain = Solver()
        var wrapped = Solver()
        let (a, linkA) = try build(&plain, nearEnd: false)
        let (b, linkB) = try build(&wrapped, nearEnd: true)
        XCTAssertLessThan(wrapped.nextSequence, 10)
        let order = wrapped.records.indices.filter { wrapped.records[$0].isActive }
            .sorted { wrapped.records[$0].sequence < wrapped.records[$1].sequence }
        XCTAssertEqual(order, Array(0..<6))
        try plain.removeConstraint(linkA)
        try wrapped.removeConstraint(linkB)
        for (x, y) in zip(a, b) { XCTAssertEqual(plain.value(of: x), wrapped.value(of: y)) }
    }
}
