import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// A part's constraints form a ring through their records (`Components.swift`). These tests check,
/// after every step of random adds, removals, batch removals, constant changes (which re-solve a
/// part) and promotions, that every active constraint is in exactly one ring, the ring of its
/// variables' part, and that every ring is closed both ways and counts its members. (The solver's
/// values are checked against fresh solvers by the fuzz and term pool tests.)
final class SolverComponentsTests: XCTestCase {
    /// Checks the rings of `solver` against its active constraints.
    private func assertRingsHold(_ solver: inout Solver, file: StaticString = #filePath, line: UInt = #line) {
        var seen = Set<Int32>()
        var roots = Set<Int32>()
        for index in 0..<solver.constraintSlotCount {
            let record = solver.records[index]
            guard record.isActive, let first = solver.firstVariable(of: Int32(index)) else {
                XCTAssertEqual(record.componentNext, -1, "constraint \(index) is in no part", file: file, line: line)
                continue
            }
            let root = solver.components.find(first)
            for term in solver.terms(of: Int32(index)) {
                XCTAssertEqual(solver.components.find(term.variable.index), root, file: file, line: line)
            }
            roots.insert(root)
        }
        for root in roots {
            let members = solver.components.members(of: root, records: solver.records)
            XCTAssertEqual(Int32(members.count), solver.components.size(of: root), file: file, line: line)
            for member in members {
                XCTAssertTrue(
                    seen.insert(member).inserted, "constraint \(member) is in two rings", file: file, line: line)
                let next = solver.records[Int(member)].componentNext
                XCTAssertEqual(solver.components.previous[Int(next)], member, file: file, line: line)
                XCTAssertEqual(solver.components.find(solver.firstVariable(of: member)!), root, file: file, line: line)
            }
        }
        let active = (0..<solver.constraintSlotCount).filter {
            solver.records[$0].isActive && solver.records[$0].termCount > 0
        }
        XCTAssertEqual(
            seen, Set(active.map { Int32($0) }), "every active constraint is in its ring", file: file, line: line)
    }

    func testRingsFollowAddsRemovalsAndRebuilds() throws {
        var random = SeededRandom(seed: 5)
        for round in 0..<6 {
            var solver = Solver()
            solver.invariantCheckRowLimit = 0
            let variables = (0..<16).map { _ in solver.makeVariable() }
            var live: [(SolverConstraint, LinearExpression, LayoutRelation, LayoutPriority)] = []
            for (index, variable) in variables.enumerated() {
                let expression = LinearExpression(variable, constant: -Double(5 * index + round))
                live.append((try solver.add(expression, .equal, priority: 1), expression, .equal, 1))
            }
            for _ in 0..<160 {
                let choice = random.next() % 10
                if choice < 5 || live.count < 20 {
                    // Two or three variables, often far apart, so that parts join.
                    var terms: [LinearTerm] = []
                    for _ in 0..<(2 + random.next() % 2) {
                        let variable = variables[Int(random.next() % UInt64(variables.count))]
                        terms.append(LinearTerm(variable, Double(Int(random.next() % 5) - 2)))
                    }
                    let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                    let priorities: [LayoutPriority] = [.required, 750, 250]
                    let expression = LinearExpression(terms, constant: Double(Int(random.next() % 60) - 30))
                    let relation = relations[Int(random.next() % 3)]
                    let priority = priorities[Int(random.next() % 3)]
                    if let added = try? solver.add(expression, relation, priority: priority) {
                        live.append((added, expression, relation, priority))
                    }
                } else if choice < 7 {
                    let position = Int(random.next() % UInt64(live.count))
                    try solver.removeConstraint(live.remove(at: position).0)
                } else if choice < 8 {
                    // A batch: each part re-solved at most once.
                    var batch: [SolverConstraint] = []
                    for _ in 0..<3 where live.count > 1 {
                        batch.append(live.remove(at: Int(random.next() % UInt64(live.count))).0)
                    }
                    try solver.removeConstraints(batch)
                } else if choice < 9 {
                    // A required equality's new constant re-solves its part.
                    let position = Int(random.next() % UInt64(live.count))
                    let (constraint, expression, relation, priority) = live[position]
                    let constant = Double(Int(random.next() % 60) - 30)
                    if (try? solver.setConstant(constant, for: constraint)) != nil {
                        live[position] = (
                            constraint, LinearExpression(expression.terms, constant: constant), relation, priority
                        )
                    }
                } else {
                    let position = Int(random.next() % UInt64(live.count))
                    let (constraint, expression, relation, _) = live[position]
                    if (try? solver.setPriority(.required, for: constraint)) != nil {
                        live[position] = (constraint, expression, relation, .required)
                    }
                }
                assertRingsHold(&solver)
            }
        }
    }
}
