import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// A constant change whose marker's rows all have a user variable for basic is made of the shift
/// alone (`Tableau.shiftFreeRows`): it must move the rows the general path moves, by the same amounts,
/// refuse the columns the general path needs its other steps for, and give the values of a fresh solve.
final class FreeShiftTests: XCTestCase {
    /// A tableau whose `marker` column lists one row a basic: user variables (`external`) except those
    /// of `kinds` given otherwise; the coefficients are 2, 3, 4...
    private func tableau(basics kinds: [SymbolKind]) -> (Tableau, marker: Int32, rows: [Int32]) {
        var tableau = Tableau()
        tableau.logsChanges = true
        let marker = tableau.makeSymbol(.dummy)
        var rows: [Int32] = []
        for (index, kind) in kinds.enumerated() {
            let basic = tableau.makeSymbol(kind)
            let row = Row(terms: [RowTerm(marker, Double(index + 2))], constant: Double(10 * index + 1))
            rows.append(tableau.insertRow(row, basic: basic))
        }
        return (tableau, marker, rows)
    }

    func testTheFreeShiftMovesWhatTheGeneralShiftMoves() {
        for count in 1...Tableau.shortShiftLength {
            var (free, marker, rows) = tableau(basics: Array(repeating: .external, count: count))
            _ = free.takeChanged()
            var general = free
            XCTAssertTrue(free.shiftFreeRows(holding: marker, by: -7.25), "\(count) rows")
            general.shiftRows(holding: marker, by: -7.25)
            for row in rows {
                XCTAssertEqual(free.rows[Int(row)].constant, general.rows[Int(row)].constant, "\(count) rows")
            }
            XCTAssertEqual(free.copyOfColumn(marker), general.copyOfColumn(marker))
            XCTAssertEqual(free.takeChanged(), general.takeChanged(), "the same change log, in the same order")
            XCTAssertEqual(free.infeasible, [])
        }
    }

    /// A row whose basic is restricted (it may go negative: the dual simplex's work), a column with a
    /// stale or repeated entry (the general shift compacts it, saving it for an undo), a column longer
    /// than a short one: the free shift declines, and changes nothing.
    func testTheFreeShiftDeclinesWhatNeedsTheGeneralPath() {
        var cases: [(String, Tableau, Int32)] = []
        let (slack, slackMarker, _) = tableau(basics: [.external, .slack])
        cases.append(("a slack basic", slack, slackMarker))
        let (error, errorMarker, _) = tableau(basics: [.error])
        cases.append(("an error basic", error, errorMarker))
        var (stale, staleMarker, staleRows) = tableau(basics: [.external, .external])
        stale.dropRow(staleRows.removeLast())
        cases.append(("a stale entry", stale, staleMarker))
        var (repeated, repeatedMarker, repeatedRows) = tableau(basics: [.external])
        repeated.appendToColumn(repeatedMarker, repeatedRows[0])
        cases.append(("a repeated entry", repeated, repeatedMarker))
        let (long, longMarker, _) = tableau(basics: Array(repeating: .external, count: Tableau.shortShiftLength + 1))
        cases.append(("a long column", long, longMarker))
        for (name, original, marker) in cases {
            var shifted = original
            XCTAssertFalse(shifted.shiftFreeRows(holding: marker, by: 3), name)
            XCTAssertEqual(shifted.rows.map(\.constant), original.rows.map(\.constant), name)
            XCTAssertEqual(shifted.copyOfColumn(marker), original.copyOfColumn(marker), name)
            XCTAssertEqual(shifted.changed, original.changed, name)
        }
    }

    /// A cell's top set by hand with a subview below it: the top's changes take the free shift. With an
    /// upper bound on the top (a slack row holds the marker) or a box kept below the top and pulled up
    /// by an optional constraint (an error row holds it), they take the general path, which refuses a
    /// top past the bound. Every value is that of a fresh solve.
    func testConstantChangesMatchAFreshSolve() throws {
        for variant in ["free", "bounded", "optional below"] {
            var solver = Solver()
            let variables = ["root", "top", "label", "box"].map { solver.makeVariable($0) }
            var constraints: [ConstraintSpec] = [
                ConstraintSpec([(0, 1)], .equal, constant: 0, priority: 1000),
                ConstraintSpec([(1, 1), (0, -1)], .equal, constant: -40, priority: 1000),
                ConstraintSpec([(2, 1), (1, -1)], .equal, constant: -8, priority: 1000),
            ]
            switch variant {
            case "bounded":
                constraints.append(ConstraintSpec([(1, 1)], .lessThanOrEqual, constant: -300, priority: 1000))
            case "optional below":
                constraints.append(
                    ConstraintSpec([(3, 1), (1, -1)], .greaterThanOrEqual, constant: -20, priority: 1000))
                constraints.append(ConstraintSpec([(3, 1)], .equal, constant: -30, priority: 250))
            default: break
            }
            var handles: [SolverConstraint] = []
            for spec in constraints {
                handles.append(
                    try solver.add(spec.expression(variables), spec.relation, priority: LayoutPriority(spec.priority)))
            }
            var freeShifts = 0
            for (step, constant) in [-41.0, -42.5, -40, -120, -301, -7, -299.5].enumerated() {
                let name = "\(variant), step \(step)"
                var probe = solver.tableau
                let marker = solver.records[Int(handles[1].index)].marker
                if marker >= 0 && probe.symbolSlots[Int(marker)].basicRow < 0
                    && probe.shiftFreeRows(holding: marker, by: 1)
                {
                    freeShifts += 1
                }
                let before = solver.values(variables)
                let refused = attempt({ () throws(SolverError) in try solver.setConstant(constant, for: handles[1]) })
                if variant == "bounded" && constant < -300 {
                    XCTAssertNotNil(refused, "\(name): the top cannot pass its bound")
                    XCTAssertEqual(solver.values(variables), before, name)
                    continue
                }
                XCTAssertNil(refused, name)
                constraints[1].constant = constant
                let fresh = try XCTUnwrap(solveFromScratch(constraints, variableCount: 4))
                for (index, value) in solver.values(variables).enumerated() {
                    XCTAssertEqual(value, fresh.solver.value(of: fresh.variables[index]), accuracy: 1e-9, name)
                }
                XCTAssertEqual(solver.value(of: variables[1]), -constant, accuracy: 1e-9, name)
            }
            // (The first change gives the equality its marker, by a re-solve: the free shifts come after.)
            if variant == "free" {
                XCTAssertEqual(freeShifts, 6, "the top's later changes take the free shift")
            } else {
                XCTAssertEqual(freeShifts, 0, "\(variant): a restricted row holds the marker")
            }
        }
    }

    /// Independent cells whose tops are set by hand (as a feed stacks self-sizing cells), at two
    /// scales, moved by whole and fractional points, one holding a view pinned to the root (its frame
    /// in the cell changes as the cell moves): every frame is that of the same tree laid out afresh.
    func testMovedCellsWriteTheFramesOfAFreshLayout() {
        for scale: CGFloat in [2, 3] {
            let moves: [[CGFloat]] = [
                [0, 0, 0, 0], [1, 1, 1, 1], [0.5, 1, 1.25, 2], [-3, 0, 0.3333, 7], [0, 0, 0, 0],
            ]
            let (root, tops) = feed(tops: [0, 60, 120, 180], scale: scale)
            root.layoutIfNeeded()
            var current: [CGFloat] = [0, 60, 120, 180]
            for (step, move) in moves.enumerated() {
                for index in tops.indices {
                    current[index] += move[index]
                    if tops[index].constant != current[index] { tops[index].constant = current[index] }
                }
                root.layoutIfNeeded()
                let (fresh, _) = feed(tops: current, scale: scale)
                fresh.layoutIfNeeded()
                // (Up to floating-point noise: at a scale of 3 a frame kept from an earlier pass, below a
                // view that moved by whole pixels, can differ from a fresh one in its last bits.)
                let kept = framesInTreeOrder(root)
                let made = framesInTreeOrder(fresh)
                XCTAssertEqual(kept.count, made.count)
                for (a, b) in zip(kept, made) {
                    let delta = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
                    XCTAssertLessThan(
                        delta.map(abs).max() ?? 0, 1e-9, "scale \(scale), step \(step): \(a) against \(b)")
                }
            }
        }
    }

    private func feed(tops: [CGFloat], scale: CGFloat) -> (LayoutView, [LayoutConstraint]) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.displayScale = scale
        var topConstraints: [LayoutConstraint] = []
        for (index, top) in tops.enumerated() {
            let cell = LayoutView()
            let label = Label(text: "cell \(index)")
            let inner = LayoutView()
            for view in [cell, label, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            cell.addSubview(label)
            label.addSubview(inner)
            let topConstraint = cell.topAnchor.constraint(equalTo: root.topAnchor, constant: top)
            topConstraints.append(topConstraint)
            LayoutConstraint.activate([
                topConstraint, cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.widthAnchor.constraint(equalToConstant: 300),
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8.5),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4.25),
                cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
                inner.leadingAnchor.constraint(equalTo: label.leadingAnchor, constant: 1),
                inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 5),
            ])
            if index == 1 {
                // Pinned to the root, not to its cell: it stays put while its cell moves.
                inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 70.5).isActive = true
            } else {
                inner.topAnchor.constraint(equalTo: label.topAnchor, constant: 2).isActive = true
            }
        }
        return (root, topConstraints)
    }
}

extension Tableau {
    /// The change log, emptied (for comparing two tableaus' logs).
    fileprivate mutating func takeChanged() -> [Int32] {
        let taken = changed
        for symbol in taken { symbolSlots[Int(symbol)].changeLogged = false }
        changed = []
        return taken
    }
}
