import Foundation
import LayoutCore

/// What ``updateConstraints(unmatched:file:line:_:)`` does with an expression that matches no
/// installed constraint.
public enum ConstraintUpdateUnmatchedBehavior: Sendable {
    /// Make and activate a new constraint for it.
    case makeNew
    /// Report an `unmatchedUpdate` diagnostic and change nothing at all (the default).
    case fail
}

/// Updates the constant and priority of installed constraints in place, matched by the expressions
/// of the block.
///
/// ```swift
/// view.widthAnchor == other.widthAnchor + 8 ~ .low
///
/// updateConstraints {
///     view.widthAnchor == other.widthAnchor + 24 ~ .high
/// }
/// ```
///
/// An expression matches an active constraint with the same first and second items, attributes,
/// relation and multiplier; its constant and priority (required unless the expression says `~`) are
/// copied onto the match, which the solver updates in place (required and optional priorities may
/// swap). Matches are searched from the nearest common ancestor of the two items upward (a guide
/// counts as its owning view; a constraint of one item searches from that item). When several
/// constraints match, the first found is updated: the nearest view first, then the order of its
/// `constraints`.
///
/// The update is all or nothing. If an expression matches nothing under `.fail`, or has a constant
/// that is not finite, each problem is reported (`unmatchedUpdate`, `invalidValue`, at the
/// expression's line) and no constraint changes, none is made, no view's autoresizing flag is
/// touched. Under `.makeNew` an unmatched expression's constraint is activated as usual.
///
/// - Parameters:
///   - unmatched: What to do with an expression that matches nothing; `.fail` by default.
///   - file: The file reported for problems of expressions whose line is unknown.
///   - line: The line reported for problems of expressions whose line is unknown.
///   - constraints: The block, one constraint expression a line (see ``ConstraintBuilder``).
/// - Returns: The constraints in effect: the updated ones and the new ones, or none when nothing changed.
/// - Complexity: For each expression, the constraints installed on the views it searches.
@discardableResult
public func updateConstraints(
    unmatched: ConstraintUpdateUnmatchedBehavior = .fail, file: StaticString = #fileID, line: UInt = #line,
    @ConstraintBuilder _ constraints: () -> [LayoutConstraint]
) -> [LayoutConstraint] {
    let (candidates, context) = ConstraintContext.collect(.update, constraints)
    var plan: [(candidate: LayoutConstraint, match: LayoutConstraint?)] = []
    var problems: [LayoutDiagnostic] = []
    func problem(_ kind: LayoutDiagnostic.Kind, _ candidate: LayoutConstraint, _ message: String) {
        let located = candidate.line > 0
        problems.append(
            LayoutDiagnostic(
                kind: kind, message: message, source: "Anchors", file: located ? candidate.file : "\(file)",
                line: located ? candidate.line : Int(line)))
    }
    for candidate in candidates where !candidate.isActive {
        guard candidate.constant.isFinite else {
            problem(
                .invalidValue, candidate,
                "updateConstraints: the constant of \(candidate) is not finite; nothing was updated")
            continue
        }
        if let match = installedMatch(for: candidate) {
            plan.append((candidate, match))
        } else if unmatched == .makeNew {
            plan.append((candidate, nil))
        } else {
            problem(
                .unmatchedUpdate, candidate,
                "updateConstraints: no active constraint matches \(candidate) (same items, attributes, relation "
                    + "and multiplier); nothing was updated. Use updateConstraints(unmatched: .makeNew) to make "
                    + "missing constraints")
        }
    }
    guard problems.isEmpty else {
        problems.forEach(LayoutDiagnostics.report)
        return []
    }
    var result: [LayoutConstraint] = []
    for (candidate, match) in plan {
        if let match {
            match.constant = candidate.constant
            match.priority = candidate.priority
            result.append(match)
        } else {
            context.activate(candidate)
            result.append(candidate)
        }
    }
    ConstraintContext.current?.claim(result)
    return result
}
