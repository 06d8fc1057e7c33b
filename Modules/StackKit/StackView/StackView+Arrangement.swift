import Foundation
import LayoutCore

/// Keeping the constraints up to date. A stack makes all its constraints in the update pass before
/// the engine solves (``updateConstraints()``, as UIKit's `UIStackView` does), so that arranging many
/// views and then setting options costs one build. Once made, they change incrementally: adding,
/// removing, hiding and showing one view replaces only its own constraints and the link of the next
/// visible view (or the end); an option replaces them all, again in the next update pass.
extension StackView {
    // MARK: Finding neighbours

    /// The index of the last visible item before `index`.
    func previousVisible(before index: Int) -> Int? {
        var position = index - 1
        while position >= 0 {
            if items[position].isVisible { return position }
            position -= 1
        }
        return nil
    }

    /// The index of the first visible item after `index`.
    func nextVisible(after index: Int) -> Int? {
        var position = index + 1
        while position < items.count {
            if items[position].isVisible { return position }
            position += 1
        }
        return nil
    }

    // MARK: One view

    /// Adds the constraints of a newly arranged item (already in `items` at `index`).
    func arrange(_ item: ArrangedItem, at index: Int) {
        guard hasConstraints, !needsRearrange else {
            rearrange()
            return
        }
        if item.isVisible {
            show(item, at: index)
        } else {
            item.parking = makeParking(item)
            LayoutConstraint.activate(item.parking)
        }
    }

    /// Takes the item at `index` out of the arrangement and out of `items`.
    func unarrange(at index: Int) {
        let item = items[index]
        let wasVisible = item.isVisible && hasConstraints && !needsRearrange
        item.cancelObservations()
        LayoutConstraint.deactivate(item.constraints)
        item.link = []
        item.gap = nil
        item.placement = []
        item.parking = []
        if wasVisible {
            item.isVisible = false
            relinkFollower(of: index)
        }
        items.remove(at: index)
        if items.isEmpty { site = .library }
    }

    /// The view's `isHidden` changed: collapse it or bring it back.
    func visibilityChanged(_ item: ArrangedItem, at index: Int) {
        let visible = !item.view.isHidden
        guard hasConstraints, !needsRearrange else {
            item.isVisible = visible
            return
        }
        guard visible != item.isVisible else { return }
        if visible {
            LayoutConstraint.deactivate(item.parking)
            item.parking = []
            item.isVisible = true
            show(item, at: index)
        } else {
            LayoutConstraint.deactivate(item.link + item.placement)
            item.link = []
            item.gap = nil
            item.placement = []
            item.isVisible = false
            item.parking = makeParking(item)
            LayoutConstraint.activate(item.parking)
            relinkFollower(of: index)
        }
    }

    /// Links a visible item at `index` to the visible view before it, places it, and links the next visible view to it.
    private func show(_ item: ArrangedItem, at index: Int) {
        let previousIndex = previousVisible(before: index)
        let previous = previousIndex.map { items[$0] }
        let beforePrevious = previousIndex.flatMap { previousVisible(before: $0) }.map { items[$0] }
        (item.link, item.gap) = makeLink(from: previous, before: beforePrevious, to: item)
        item.placement = makePlacement(item)
        LayoutConstraint.activate(item.link + item.placement)
        relinkFollower(of: index)
    }

    /// Links the first visible view after `index` (or the end) to the last visible view up to `index`;
    /// with `equalSpacing`, whose links read two views back, the visible view after that one too.
    private func relinkFollower(of index: Int) {
        let previousIndex = items[index].isVisible ? index : previousVisible(before: index)
        let previous = previousIndex.map { items[$0] }
        if let next = nextVisible(after: index) {
            let beforePrevious = previousIndex.flatMap { previousVisible(before: $0) }.map { items[$0] }
            let follower = items[next]
            LayoutConstraint.deactivate(follower.link)
            (follower.link, follower.gap) = makeLink(from: previous, before: beforePrevious, to: follower)
            LayoutConstraint.activate(follower.link)
            if distribution == .equalSpacing, let second = nextVisible(after: next) {
                let secondFollower = items[second]
                LayoutConstraint.deactivate(secondFollower.link)
                (secondFollower.link, secondFollower.gap) = makeLink(
                    from: follower, before: previous, to: secondFollower)
                LayoutConstraint.activate(secondFollower.link)
            }
        } else if batchDepth > 0 {
            endNeedsUpdate = true
        } else {
            updateEnd()
        }
    }

    /// Ends the arrangement at the last visible view (or collapses an empty stack).
    private func updateEnd() {
        endNeedsUpdate = false
        LayoutConstraint.deactivate(endConstraints)
        endConstraints = makeEnd(last: items.last { $0.isVisible })
        LayoutConstraint.activate(endConstraints)
    }

    /// Runs `changes` (adding many views to a stack that has its constraints) and then ends the
    /// arrangement once rather than after each view.
    func batch(_ changes: () -> Void) {
        batchDepth += 1
        changes()
        batchDepth -= 1
        if batchDepth == 0 && endNeedsUpdate { updateEnd() }
    }

    /// The intrinsic size of a view changed: its proportion in `fillProportionally` follows.
    func intrinsicSizeChanged(_ item: ArrangedItem) {
        guard hasConstraints, !needsRearrange, item.isVisible, distribution == .fillProportionally else { return }
        LayoutConstraint.deactivate(item.placement)
        item.placement = makePlacement(item)
        LayoutConstraint.activate(item.placement)
    }

    // MARK: Spacing

    /// Moves the gap constant of a visible item's link to the spacing after `previous`.
    func updateGap(of item: ArrangedItem, after previous: ArrangedItem) {
        guard let gapConstraint = item.gap else { return }
        let space = gap(after: previous)
        let constant = geometry.mainReversed ? -space : space
        if gapConstraint.constant != constant { gapConstraint.constant = constant }
    }

    /// `spacing` changed: every gap that follows it moves, in place.
    func spacingDidChange() {
        var previous: ArrangedItem?
        for item in items where item.isVisible {
            if let previous { updateGap(of: item, after: previous) }
            previous = item
        }
    }

    // MARK: The whole stack

    /// Asks for every constraint to be made again in the next update pass: the first view was
    /// arranged, or the axis, distribution, alignment, canvas or direction changed.
    ///
    /// A stack that never arranged a view makes none (as in UIKit, an empty stack has no size of its
    /// own). Until the update pass, the constraints made before stay as they were.
    func rearrange() {
        geometry = StackGeometry(axis: axis, direction: effectiveUserInterfaceLayoutDirection)
        guard !items.isEmpty || hasConstraints else { return }
        guard !needsRearrange else { return }
        needsRearrange = true
        setNeedsUpdateConstraints()
    }

    /// Makes every constraint of the stack, replacing those it had.
    func makeAllConstraints() {
        needsRearrange = false
        geometry = StackGeometry(axis: axis, direction: effectiveUserInterfaceLayoutDirection)
        hasConstraints = true
        endNeedsUpdate = false
        if !sharedConstraints.isEmpty || !endConstraints.isEmpty {
            var old = sharedConstraints + endConstraints
            for item in items {
                old += item.link
                old += item.placement
                old += item.parking
                item.link = []
                item.gap = nil
                item.placement = []
                item.parking = []
            }
            LayoutConstraint.deactivate(old)
        }
        // (One array for the whole stack, filled in place: about 4 constraints a view.)
        var made: [LayoutConstraint] = []
        made.reserveCapacity(4 * items.count + 3)
        var previous: ArrangedItem?
        var beforePrevious: ArrangedItem?
        for item in items {
            item.isVisible = !item.view.isHidden
            if item.isVisible {
                (item.link, item.gap) = makeLink(from: previous, before: beforePrevious, to: item)
                item.placement = makePlacement(item)
                made += item.link
                made += item.placement
                beforePrevious = previous
                previous = item
            } else {
                item.parking = makeParking(item)
                made += item.parking
            }
            if distribution == .fillProportionally || item.intrinsicObservation != nil {
                updateIntrinsicObservation(item)
            }
        }
        endConstraints = makeEnd(last: previous)
        sharedConstraints = makeShared()
        made += endConstraints
        made += sharedConstraints
        LayoutConstraint.activate(made)
    }

    // MARK: Observing arranged views

    /// Follows the item's intrinsic size while the distribution is `fillProportionally` (its
    /// `isHidden` reaches the stack through ``subviewDidChangeHidden(_:)``).
    ///
    /// The handler holds the stack and the item `unowned`, not weakly: a weak reference gives its
    /// object a side table, and every retain and release of the stack (the engine's, on every pass)
    /// would then take the runtime's slow path. It cannot outlive either: the observation stops when
    /// the item is unarranged (``unarrange(at:)``) or the stack goes (its `deinit`).
    func updateIntrinsicObservation(_ item: ArrangedItem) {
        let wanted = distribution == .fillProportionally
        if wanted && item.intrinsicObservation == nil {
            item.intrinsicObservation = item.view.addObserver(for: .intrinsicContentSize) {
                [unowned self, unowned item] _ in
                self.intrinsicSizeChanged(item)
            }
        } else if !wanted, let observation = item.intrinsicObservation {
            observation.cancel()
            item.intrinsicObservation = nil
        }
    }
}
