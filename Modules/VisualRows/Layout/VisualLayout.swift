import Foundation
import LayoutCore

/// Lays out the lines of a `layoutConstraints { }` block in a container, top to bottom.
///
/// The rules (see the module's overview for the reasons):
///
/// - The first row's top is pinned to the container's top, at the gap written before it (0 when
///   there is none). Each next row's top follows the bottom of the row above (its last item) at
///   the gap written between them (0 when there is none; of two gaps in a row the later wins).
///   A gap after the last row pins the container's bottom to it; without one the container's
///   bottom is left alone.
/// - In a row, the items' tops are aligned with the first item's; margins, gaps and fences make
///   the horizontal constraints (``RowPlan``); items of one array have equal widths (required),
///   other neighbours prefer equal widths just below their content hugging; `/=/` sets each
///   item's height, at the priority of `~`.
/// - An item with no superview (a guide with no owning view) is added to the container; views stop
///   translating their autoresizing masks. A row that cannot be laid out (malformed, or holding an
///   item of another view, or an item placed by an earlier row) is reported and skipped, with
///   nothing added or constrained; the rest of the block goes on.
struct VisualLayout {
    /// The view the rows are laid out in.
    let container: LayoutView
    /// The constraints made so far, in order.
    private(set) var constraints: [LayoutConstraint] = []
    /// The line of the row that placed each item, by item.
    private var placed: [ObjectIdentifier: UInt] = [:]
    /// The last item of the row above, whose bottom the next gap starts from.
    private var above: (any LayoutItem)?
    /// The gap written since the row above, if any.
    private var pending: VisualLayoutItem?

    init(container: LayoutView) {
        self.container = container
    }

    /// Lays out every line, then the container's bottom.
    mutating func run(_ lines: [VisualLayoutItem]) {
        for line in lines {
            switch line.kind {
            case .spacing: pending = line
            case .row(let row): place(row, line)
            }
        }
        guard let pending, case .spacing(let spacing) = pending.kind else { return }
        guard let above else {
            report(
                .invalidInput, "a vertical gap of \(describe(spacing)) with no row to place; it was ignored", pending)
            return
        }
        add(container, .bottom, spacing.relation, above, .bottom, spacing.points, at: pending)
    }

    // MARK: Rows

    /// Lays out one row, or reports why it cannot be and skips it.
    private mutating func place(_ row: VisualRow, _ line: VisualLayoutItem) {
        let plan: RowPlan
        do {
            plan = try RowPlan(reading: row)
            try checkHierarchy(of: plan.items)
        } catch {
            report(error.kind, "row `\(row)`: \(error.message); the row was skipped", line)
            return
        }
        adopt(plan.items, line)
        let first = plan.items[0]
        let last = plan.items[plan.items.count - 1]
        let gap = pending.flatMap { pending -> VisualFlexibleSpacing? in
            if case .spacing(let spacing) = pending.kind { return spacing }
            return nil
        }
        pending = nil
        if let above {
            add(first, .top, gap?.relation ?? .equal, above, .bottom, gap?.points ?? 0, at: line)
        } else {
            add(first, .top, gap?.relation ?? .equal, container, .top, gap?.points ?? 0, at: line)
        }
        if let margin = plan.leadingMargin {
            add(first, .leading, .equal, container, .leading, margin, at: line)
        }
        for index in plan.gaps.indices {
            add(plan.items[index + 1], .leading, .equal, plan.items[index], .trailing, plan.gaps[index], at: line)
        }
        if let margin = plan.trailingMargin {
            add(last, .trailing, .equal, container, .trailing, -margin, at: line)
        }
        for item in plan.items.dropFirst() {
            add(item, .top, .equal, first, .top, 0, at: line)
        }
        let preference = widthPreference(of: plan.items)
        for index in plan.sameArray.indices {
            let width = add(plan.items[index + 1], .width, .equal, plan.items[index], .width, 0, at: line)
            if !plan.sameArray[index] { width.priority = preference }
        }
        placeHeights(of: row, plan.items, line)
        above = last
    }

    /// The heights of `/=/`, at the priority of `~`; a priority without a height is reported.
    private mutating func placeHeights(of row: VisualRow, _ items: [any LayoutItem], _ line: VisualLayoutItem) {
        guard let height = row.height else {
            if row.heightPriority != nil {
                report(
                    .invalidInput,
                    "row `\(row)`: a priority (~) with no height (/=/) has nothing to apply to; it was ignored",
                    line)
            }
            return
        }
        for item in items {
            let constraint = add(item, .height, .equal, nil, .notAnAttribute, height, at: line)
            if let priority = row.heightPriority { constraint.priority = priority }
        }
    }

    /// The priority at which neighbours of a `--` chain prefer equal widths: one below the lowest
    /// horizontal content hugging priority of the row's views (249 with the default 250), so
    /// intrinsic widths win, and views without one share the row's width equally.
    private func widthPreference(of items: [any LayoutItem]) -> LayoutPriority {
        var hugging = LayoutPriority.defaultLow
        for case let view as LayoutView in items {
            hugging = min(hugging, view.contentHuggingPriority(for: .horizontal))
        }
        return LayoutPriority(max(hugging.rawValue - 1, 1))
    }

    // MARK: Items

    /// Every item belongs to the container or to no view yet, and no earlier row placed it.
    private func checkHierarchy(of items: [any LayoutItem]) throws(RowProblem) {
        for item in items {
            let name = RowPlan.name(of: item)
            if item === container {
                throw RowProblem(.invalidHierarchy, "\(name) is the container itself")
            }
            if let line = placed[ObjectIdentifier(item)] {
                throw RowProblem(.invalidInput, "\(name) was already placed by the row on line \(line)")
            }
            let owner: LayoutView?
            if let view = item as? LayoutView {
                owner = view.superview
            } else {
                owner = (item as? LayoutGuide)?.owningView
            }
            if let owner, owner !== container {
                throw RowProblem(
                    .invalidHierarchy,
                    "\(name) belongs to \(RowPlan.name(of: owner)), not to the container "
                        + "\(RowPlan.name(of: container)); rows hold only the container's items and items not "
                        + "added to any view yet")
            }
        }
    }

    /// Adds the items that belong to no view to the container, in order; views stop translating
    /// their autoresizing masks.
    private mutating func adopt(_ items: [any LayoutItem], _ line: VisualLayoutItem) {
        for item in items {
            placed[ObjectIdentifier(item)] = line.line
            if let view = item as? LayoutView {
                if view.superview == nil { container.addSubview(view) }
                view.translatesAutoresizingMaskIntoConstraints = false
            } else if let guide = item as? LayoutGuide, guide.owningView == nil {
                container.addLayoutGuide(guide)
            }
        }
    }

    // MARK: Making constraints

    /// Makes a constraint at the user's line and keeps it (inactive until the end of the block).
    @discardableResult
    private mutating func add(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: (any LayoutItem)?,
        _ otherAttribute: LayoutAttribute, _ constant: CGFloat, at line: VisualLayoutItem
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: 1, constant: constant, file: line.file, line: line.line)
        constraints.append(constraint)
        return constraint
    }

    /// Reports a problem at the user's line.
    private func report(_ kind: LayoutDiagnostic.Kind, _ message: String, _ line: VisualLayoutItem) {
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: kind, message: message, source: "VisualRows", file: "\(line.file)", line: Int(line.line)))
    }

    /// `8`, `>= 12`, `<= 24`.
    private func describe(_ spacing: VisualFlexibleSpacing) -> String {
        let points = VisualRow.Token.describe(spacing.points)
        switch spacing.relation {
        case .greaterThanOrEqual: return "at least \(points)"
        case .lessThanOrEqual: return "at most \(points)"
        default: return points
        }
    }
}
