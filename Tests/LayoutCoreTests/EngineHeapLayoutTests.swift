import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// The engine does the same work wherever its objects lie in memory: the same layout built twice,
/// once with views allocated among freed blocks of their own size (so their addresses come in
/// another order than they were made in), gives the same solver handles, symbols, refused
/// constraints and frames, before and after a change.
final class EngineHeapLayoutTests: XCTestCase {
    private var savedThreshold = LayoutEngine.subsystemSiblingThreshold

    override func setUp() {
        super.setUp()
        savedThreshold = LayoutEngine.subsystemSiblingThreshold
        LayoutEngine.subsystemSiblingThreshold = 4
    }

    override func tearDown() {
        LayoutEngine.subsystemSiblingThreshold = savedThreshold
        super.tearDown()
    }

    /// A column of cells (solved on their own: more than four siblings with subviews), each two
    /// labels and a box; one cell is over-constrained (its box's height required twice, differently).
    /// `perturbed` makes the cells' views last first, among views of the same size that are freed or
    /// kept, so that they lie in memory in another order (the tree is the same).
    private func build(perturbed: Bool) -> (root: LayoutView, views: [LayoutView], constraints: [LayoutConstraint]) {
        var kept: [LayoutView] = []
        var parts: [(cell: LayoutView, title: Label, body: Label, box: LayoutView)] = []
        for _ in 0..<6 {
            if perturbed {
                // Two views of a cell's size: one freed at once (the next view may take its place), one kept.
                _ = LayoutView()
                kept.append(LayoutView())
            }
            parts.append((LayoutView(), Label(), Label(), LayoutView()))
        }
        if perturbed { parts.reverse() }
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 900))
        var views: [LayoutView] = [root]
        var constraints: [LayoutConstraint] = []
        var previous: LayoutView?
        for index in 0..<6 {
            let (cell, title, body, box) = parts[index]
            title.text = "Title \(index)"
            body.text = String(repeating: "word ", count: 3 + 4 * index)
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            body.numberOfLines = 0
            for view in [title, body, box] {
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(view)
            }
            views += [cell, title, body, box]
            constraints += [
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                body.trailingAnchor.constraint(equalTo: box.leadingAnchor, constant: -8),
                box.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                box.topAnchor.constraint(equalTo: title.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 40),
                box.heightAnchor.constraint(equalToConstant: 40),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 8),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 8),
                cell.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            ]
            constraints[constraints.count - 1].priority = LayoutPriority(249)
            if index == 3 {
                // Over-constrained: one of the two heights is refused.
                constraints.append(box.heightAnchor.constraint(equalToConstant: 30))
            }
            previous = cell
        }
        LayoutConstraint.activate(constraints)
        _ = layout(root)
        withExtendedLifetime(kept) {}
        return (root, views, constraints)
    }

    /// What the engine did, in terms that do not mention addresses: each view's variables and frame,
    /// each constraint's solver handle and symbols (or that it was refused).
    private func fingerprint(_ built: (root: LayoutView, views: [LayoutView], constraints: [LayoutConstraint]))
        -> [String]
    {
        guard let engine = built.root.existingEngine else { return ["no engine"] }
        var lines: [String] = []
        for (index, view) in built.views.enumerated() {
            let variables = view.engineState.map { [$0.x, $0.y, $0.width, $0.height].map(\.index) } ?? []
            lines.append("view \(index) \(variables) \(view.frame)")
        }
        for (index, constraint) in built.constraints.enumerated() {
            guard let record = constraint.engineRecord else {
                lines.append("constraint \(index) refused")
                continue
            }
            let slot = engine.solver.records[Int(record.handle.index)]
            lines.append("constraint \(index) handle \(record.handle.index) symbols \(slot.marker) \(slot.other)")
        }
        // The subtrees solved on their own, by the view they are of: their held equalities and outer copies.
        for (index, view) in built.views.enumerated() {
            guard let subsystem = engine.subsystems[ObjectIdentifier(view)], subsystem.view === view else { continue }
            let held = [subsystem.width.held, subsystem.height.held].map { $0.map { "\($0.index)" } ?? "-" }
            let outer = [subsystem.width.outer, subsystem.height.outer].map { $0.map { "\($0.index)" } ?? "-" }
            lines.append("subsystem of view \(index) held \(held) outer \(outer)")
        }
        lines.append("symbols \(engine.solver.symbolSlotCount) constraints \(engine.solver.constraintSlotCount)")
        return lines
    }

    func testTheEngineDoesTheSameWorkWhateverTheAddresses() {
        let plain = build(perturbed: false)
        let shifted = build(perturbed: true)
        // (The perturbation works: the cells lie in memory in another order than in the first tree.)
        func addressOrder(_ views: [LayoutView]) -> [Int] {
            let cells = stride(from: 1, to: views.count, by: 4).map { ObjectIdentifier(views[$0]) }
            return cells.indices.sorted { cells[$0] < cells[$1] }
        }
        XCTAssertNotEqual(addressOrder(plain.views), addressOrder(shifted.views))
        XCTAssertFalse(plain.root.existingEngine?.subsystems.isEmpty ?? true, "the cells are solved on their own")
        XCTAssertTrue(fingerprint(plain).contains { $0.hasSuffix("refused") }, "one of the two heights is refused")
        XCTAssertEqual(fingerprint(plain), fingerprint(shifted))
        // A change that re-solves parts (a required equality's constant), then hiding and showing.
        for built in [plain, shifted] {
            built.constraints[10].constant = 50
            _ = layout(built.root)
        }
        XCTAssertEqual(fingerprint(plain), fingerprint(shifted))
        for built in [plain, shifted] {
            built.views[5].isHidden = true
            _ = layout(built.root)
            built.views[5].removeFromSuperview()
            _ = layout(built.root)
        }
        XCTAssertEqual(fingerprint(plain), fingerprint(shifted))
    }
}
