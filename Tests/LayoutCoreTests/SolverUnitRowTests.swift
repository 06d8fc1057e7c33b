import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// A constraint over one variable of coefficient 1 (a size held to a constant) is put into the
/// tableau by a direct path (`Tableau+UnitRow.swift`, `Tableau.makeUnitRow`, the new markers' costs
/// without the candidate list). The same constraint with a second term of coefficient 0 on a fresh
/// variable takes the general path (the term pool, the substitution, the sort and the
/// subject search) and must give the very same tableau: each row's basic symbol, constant and terms bit
/// for bit, the same costs and the same values, through random adds (every relation, required and
/// optional, two-sided equalities, ties and conflicts), removals and constant changes.
final class SolverUnitRowTests: XCTestCase {
    private struct Pair {
        var unit = Solver()
        var general = Solver()
        var variables: [SolverVariable] = []
        var added: [(unit: SolverConstraint, general: SolverConstraint)] = []

        init(variableCount: Int) {
            for index in 0..<variableCount {
                let made = unit.makeVariable("v\(index)")
                XCTAssertEqual(general.makeVariable("v\(index)"), made)
                variables.append(made)
            }
        }

        /// Adds `terms + constant relation 0` to both solvers, the general one with the zero term after
        /// the first; returns whether both took it (they must agree).
        mutating func add(
            _ terms: [LinearTerm], constant: Double, _ relation: LayoutRelation, priority: LayoutPriority,
            below: LayoutPriority?
        ) -> Bool {
            // A fresh variable in no row, made in both solvers (so that their symbols stay the same): its
            // term of coefficient 0 leaves the general path's row unchanged, and it joins no other
            // constraint's part (a rebuild re-solves the same constraints in both).
            let zero = unit.makeVariable("zero")
            XCTAssertEqual(general.makeVariable("zero"), zero)
            var generalTerms = terms
            if terms.count == 1 { generalTerms.append(LinearTerm(zero, 0)) }
            let first = Pair.add(&unit, terms, constant, relation, priority, below)
            let second = Pair.add(&general, generalTerms, constant, relation, priority, below)
            XCTAssertEqual(first != nil, second != nil, "one solver refused what the other took")
            if let first, let second { added.append((first, second)) }
            return first != nil
        }

        private static func add(
            _ solver: inout Solver, _ terms: [LinearTerm], _ constant: Double, _ relation: LayoutRelation,
            _ priority: LayoutPriority, _ below: LayoutPriority?
        ) -> SolverConstraint? {
            do {
                let made =
                    if let below {
                        try solver.makeTwoSidedEquality(terms: terms, constant: constant, above: priority, below: below)
                    } else {
                        try solver.makeConstraint(terms: terms, constant: constant, relation, priority: priority)
                    }
                do {
                    try solver.addConstraint(made)
                    return made
                } catch {
                    solver.releaseTerms(of: made.index)
                    solver.records[Int(made.index)].isAllocated = false
                    solver.freeRecords.append(made.index)
                    return nil
                }
            } catch {
                XCTFail("could not make a constraint: \(error)")
                return nil
            }
        }

        /// The position in ``added`` of a constraint at or after `start` (wrapping) that is not a required
        /// equality, or nil. (Removing a required equality or changing its constant re-solves its part,
        /// whose variables the general solver holds more of, in a set: the rows come back the same but
        /// in other slots, and ties in the ratio test may then go another way.)
        func optionalOrInequality(_ start: Int) -> Int? {
            guard !added.isEmpty else { return nil }
            for offset in 0..<added.count {
                let at = (start + offset) % added.count
                if !unit.records[Int(added[at].unit.index)].isRequiredEquality { return at }
            }
            return nil
        }

        /// Checks that the two tableaux hold the same rows, costs and values, bit for bit.
        func assertSame(_ step: String, file: StaticString = #filePath, line: UInt = #line) {
            let a = unit.tableau
            let b = general.tableau
            XCTAssertEqual(a.rows.count, b.rows.count, "\(step): row slots", file: file, line: line)
            XCTAssertEqual(a.symbolSlots.count, b.symbolSlots.count, "\(step): symbols", file: file, line: line)
            guard a.rows.count == b.rows.count, a.symbolSlots.count == b.symbolSlots.count else { return }
            for row in 0..<Int32(a.rows.count) {
                XCTAssertEqual(a.rowBasic[Int(row)], b.rowBasic[Int(row)], "\(step): basic of row \(row)")
                guard a.rowBasic[Int(row)] >= 0 else { continue }
                XCTAssertEqual(
                    a.rows[Int(row)].constant.bitPattern, b.rows[Int(row)].constant.bitPattern,
                    "\(step): constant of row \(row)", file: file, line: line)
                let left = a.terms(ofRow: row).map { "\($0.symbol):\($0.coefficient.bitPattern)" }
                let right = b.terms(ofRow: row).map { "\($0.symbol):\($0.coefficient.bitPattern)" }
                XCTAssertEqual(left, right, "\(step): terms of row \(row)", file: file, line: line)
            }
            for symbol in 0..<Int32(a.symbolSlots.count) {
                XCTAssertEqual(a.symbolSlots[Int(symbol)].kind, b.symbolSlots[Int(symbol)].kind, "\(step): kind")
                XCTAssertEqual(
                    a.costVector(of: symbol).map(\.bitPattern), b.costVector(of: symbol).map(\.bitPattern),
                    "\(step): costs of symbol \(symbol)", file: file, line: line)
            }
            for variable in variables {
                XCTAssertEqual(
                    unit.value(of: variable).bitPattern, general.value(of: variable).bitPattern,
                    "\(step): value of \(variable)", file: file, line: line)
            }
        }
    }

    func testOneVariableConstraintsBuildTheRowsOfTheGeneralPath() {
        var random = SeededRandom(seed: 0x0DD5_1E_0BE5)
        let priorities: [LayoutPriority] = [.required, .required, 750, 750, 250, 250, 500, 1, 999]
        let constants: [Double] = [0, -10, -20, -50, 10, -100, -37.5, 0.1]
        var unitAdds = 0
        for system in 0..<300 {
            var pair = Pair(variableCount: 1 + random.below(5))
            for step in 0..<24 {
                let label = "system \(system), step \(step)"
                let choice = random.below(10)
                if choice < 6 {
                    // One variable of coefficient 1 (most often) or a wider expression.
                    let terms: [LinearTerm] =
                        choice < 5
                        ? [LinearTerm(pair.variables[random.below(pair.variables.count)], 1)]
                        : (0..<2).map { _ in
                            LinearTerm(pair.variables[random.below(pair.variables.count)], [1, -1, 2][random.below(3)])
                        }
                    let constant =
                        random.below(4) == 0
                        ? Double(random.below(4001)) / 10 - 200 : constants[random.below(constants.count)]
                    let priority = priorities[random.below(priorities.count)]
                    let twoSided = !priority.isRequired && random.below(3) == 0
                    let below: LayoutPriority? = twoSided ? [750, 250, 500][random.below(3)] : nil
                    let relation: LayoutRelation =
                        twoSided ? .equal : [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)]
                    if pair.add(terms, constant: constant, relation, priority: priority, below: below),
                        terms.count == 1
                    {
                        unitAdds += 1
                    }
                } else if choice < 8, let at = pair.optionalOrInequality(random.below(pair.added.count + 1)) {
                    let (unit, general) = pair.added.remove(at: at)
                    XCTAssertNoThrow(try pair.unit.removeConstraint(unit), label)
                    XCTAssertNoThrow(try pair.general.removeConstraint(general), label)
                } else if let at = pair.optionalOrInequality(random.below(pair.added.count + 1)) {
                    let (unit, general) = pair.added[at]
                    let constant = constants[random.below(constants.count)]
                    let first = (try? pair.unit.setConstant(constant, for: unit)) != nil
                    let second = (try? pair.general.setConstant(constant, for: general)) != nil
                    XCTAssertEqual(first, second, "\(label): a constant change")
                }
                pair.assertSame(label)
            }
        }
        XCTAssertGreaterThan(unitAdds, 2_000)
    }

    /// A one-variable add whose variable is parametric ends with no candidate waiting and no
    /// symbol queued (its markers' costs were set without the candidate list).
    func testAUnitAddLeavesNoCandidates() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        let height = solver.makeVariable("height")
        try solver.add(LinearExpression(height, constant: -20), .equal)
        let hug = try solver.makeTwoSidedEquality(LinearExpression(width, constant: -80), above: 250, below: 750)
        try solver.addConstraint(hug)
        XCTAssertTrue(solver.tableau.candidates.isEmpty)
        XCTAssertFalse(solver.tableau.symbolSlots.contains { $0.queued })
        XCTAssertEqual(solver.value(of: width), 80)
        try solver.add(LinearExpression(width, constant: -100), .greaterThanOrEqual, priority: 500)
        XCTAssertEqual(solver.value(of: width), 100)
        XCTAssertEqual(solver.value(of: height), 20)
    }
}
