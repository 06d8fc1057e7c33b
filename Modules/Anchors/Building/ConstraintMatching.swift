import Foundation
import LayoutCore

// The matching rules and search scope of `updateConstraints`, as ZDTinyLayout describes them.

/// The first active constraint that `candidate` updates: same items, attributes, relation and
/// multiplier, searched from the nearest common ancestor of its items upward.
func installedMatch(for candidate: LayoutConstraint) -> LayoutConstraint? {
    for container in searchScope(of: candidate) {
        if let match = container.constraints.first(where: { matchesForUpdate($0, candidate) }) { return match }
    }
    return nil
}

/// Whether `installed` is the constraint `candidate` describes, constant and priority aside.
func matchesForUpdate(_ installed: LayoutConstraint, _ candidate: LayoutConstraint) -> Bool {
    installed !== candidate && installed.isActive && installed.relation == candidate.relation
        && sameMultiplier(installed.multiplier, candidate.multiplier) && installed.relatesSameAnchors(as: candidate)
}

/// Multipliers written the same way are equal; those computed in another order (`4 / 3 * h` and
/// `h * 4 / 3`) may differ in the last bits, so they are compared within a relative 1e-9.
func sameMultiplier(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
}

/// The views whose installed constraints are searched, nearest first: from the nearest common
/// ancestor of both items (a guide stands for its owning view) to the root; from the first item's
/// view when there is one item or the items share no ancestor.
func searchScope(of constraint: LayoutConstraint) -> [LayoutView] {
    let first = view(of: constraint.firstItem)
    let second = view(of: constraint.secondItem)
    var start: LayoutView?
    switch (first, second) {
    case (let first?, let second?): start = first.nearestCommonAncestor(with: second) ?? first
    case (let first?, nil): start = first
    case (nil, let second?): start = second
    case (nil, nil): start = nil
    }
    var chain: [LayoutView] = []
    while let view = start {
        chain.append(view)
        start = view.superview
    }
    return chain
}

/// The view an item lives in: the view itself, or a guide's owning view.
private func view(of item: AnyObject?) -> LayoutView? {
    (item as? LayoutView) ?? (item as? LayoutGuide)?.owningView
}
