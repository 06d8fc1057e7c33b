import Foundation
import LayoutCore

/// The priority of the stack's weakest constraints (UIKit's `UISV-ambiguity-suppression` is 25):
/// they only settle what nothing else decides, below content hugging and the fitting size level.
let stackWeakPriority = LayoutPriority(25)

/// The priority of constraints that hold unless a required constraint says otherwise: the proportions
/// of `fillProportionally` and the equal center distances of `equalCentering`.
let stackStrongPriority = LayoutPriority.required - 1

/// The priority of `fill`'s tie-breaker, the lowest there is: it only chooses among layouts that every
/// other constraint finds equally good.
let stackOrderPriority = LayoutPriority(1)

extension StackView {
    /// The rectangle the views are laid out in: the stack, or its layout margins.
    var canvas: any LayoutItem {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    /// Baseline alignments only apply to horizontal stacks; vertical stacks fill instead.
    var effectiveAlignment: Alignment {
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { return .fill }
        return alignment
    }

    /// The unit guide, added to the stack on first use.
    var guide: LayoutGuide {
        if let unitGuide { return unitGuide }
        let made = LayoutGuide()
        made.identifier = "stack.unit"
        addLayoutGuide(made)
        unitGuide = made
        return made
    }

    /// The gap after a visible view: its custom spacing, else ``spacing``.
    func gap(after item: ArrangedItem) -> CGFloat {
        let value = item.customSpacing ?? spacing
        return value == StackView.spacingUseSystem ? systemSpacing : value
    }

    // MARK: Links along the axis

    /// The constraints that put `item` after `previous` (or at the canvas start), and the one holding the gap.
    ///
    /// The equal distributions without weights (`fillEqually`, `equalSpacing`) equal each length or
    /// gap to the one before, as UIKit's `UISV-fill-equally` constraints do, rather than to a shared
    /// guide: the first length (gap) carries the weak pull that made the guide's unit as small as the
    /// views allow, the same objective with one constraint and one guide fewer. `beforePrevious` is
    /// the visible view before `previous`, which `equalSpacing`'s link reads.
    func makeLink(from previous: ArrangedItem?, before beforePrevious: ArrangedItem?, to item: ArrangedItem)
        -> ([LayoutConstraint], LayoutConstraint?)
    {
        let g = geometry
        let view = item.view
        guard let previous else {
            // The first view needs no tie-breaker: its start is the canvas start.
            let start = g.place(
                view, g.mainStart, .equal, canvas, g.mainStart, reversed: g.mainReversed, "stack.canvas-start",
                item.site)
            guard distribution == .fillEqually else { return ([start], nil) }
            let hug = g.size(
                view, g.mainLength, equalTo: nil, .notAnAttribute, priority: stackWeakPriority, "stack.unit-hug",
                item.site)
            return ([start, hug], nil)
        }
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let startAttribute = baselines ? LayoutAttribute.firstBaseline : g.mainStart
        let endAttribute = baselines ? LayoutAttribute.lastBaseline : g.mainEnd
        let space = gap(after: previous)
        switch distribution {
        case .fill:
            let link = g.place(
                view, startAttribute, .equal, previous.view, endAttribute, offset: space, reversed: g.mainReversed,
                "stack.spacing", item.site)
            return ([link, orderPull(view, item.site)], link)
        case .fillEqually:
            let link = g.place(
                view, startAttribute, .equal, previous.view, endAttribute, offset: space, reversed: g.mainReversed,
                "stack.spacing", item.site)
            let equal = g.size(
                view, g.mainLength, equalTo: previous.view, g.mainLength, "stack.fill-equally", item.site)
            return ([link, equal], link)
        case .fillProportionally:
            let link = g.place(
                view, startAttribute, .equal, previous.view, endAttribute, offset: space, reversed: g.mainReversed,
                "stack.spacing", item.site)
            return ([link], link)
        case .equalSpacing:
            let distance = g.mainDistance(from: previous.view, endAttribute, to: view, startAttribute)
            let equal: LayoutConstraint
            if let beforePrevious {
                let earlier = g.mainDistance(from: beforePrevious.view, endAttribute, to: previous.view, startAttribute)
                equal = distance.constraint(equalTo: earlier, file: item.site.file, line: item.site.line)
                equal.identifier = "stack.equal-spacing"
            } else {
                equal = distance.constraint(equalToConstant: 0, file: item.site.file, line: item.site.line)
                equal.priority = stackWeakPriority
                equal.identifier = "stack.unit-hug"
            }
            let minimum = g.place(
                view, startAttribute, .notBefore, previous.view, endAttribute, offset: space, reversed: g.mainReversed,
                "stack.spacing", item.site)
            return ([equal, minimum], minimum)
        case .equalCentering:
            let equal = g.mainDistance(from: previous.view, g.mainCenter, to: view, g.mainCenter)
                .constraint(equalTo: g.length(guide, main: true), file: item.site.file, line: item.site.line)
            equal.identifier = "stack.equal-centering"
            equal.priority = stackStrongPriority
            let minimum = g.place(
                view, g.mainStart, .notBefore, previous.view, g.mainEnd, offset: space, reversed: g.mainReversed,
                "stack.spacing", item.site)
            return ([equal, minimum], minimum)
        }
    }

    /// `fill`'s tie-breaker for one visible view after the first. Ties go by index (UIKit's rule):
    /// pulling the start edge of every view weakly towards the canvas start weighs view i's length by
    /// the number of visible views after it, so extra room goes to the last of the views that hug
    /// equally and a shortage is taken from the first of those that resist equally; exact, one level,
    /// and remade with the link.
    private func orderPull(_ view: LayoutView, _ site: CallSite) -> LayoutConstraint {
        let g = geometry
        return g.place(
            view, g.mainStart, .notAfter, canvas, g.mainStart, reversed: g.mainReversed, priority: stackOrderPriority,
            "stack.fill-order", site)
    }

    /// The constraints that end the arrangement: the last visible view at the canvas end, or an
    /// empty stack collapsing (weakly) along its axis.
    func makeEnd(last: ArrangedItem?) -> [LayoutConstraint] {
        let g = geometry
        guard let last else {
            return [
                g.size(
                    canvas, g.mainLength, equalTo: nil, .notAnAttribute, priority: stackWeakPriority, "stack.empty",
                    site)
            ]
        }
        return [
            g.place(
                canvas, g.mainEnd, .equal, last.view, g.mainEnd, reversed: g.mainReversed, "stack.canvas-end", last.site
            )
        ]
    }

    // MARK: Placement across the axis and sizes

    /// The alignment across the axis and the length the distribution gives a visible view.
    func makePlacement(_ item: ArrangedItem) -> [LayoutConstraint] {
        let g = geometry
        let view = item.view
        let site = item.site
        let reversed = g.crossReversed
        var made: [LayoutConstraint] = []
        switch effectiveAlignment {
        case .fill:
            // The end first: the engine's solver adds a column of views that fill the stack with a
            // few pivots in this order, and with pivots over the whole column in the other (x4 at
            // 1,000 views); the constraints are the same.
            made.append(
                g.place(view, g.crossEnd, .equal, canvas, g.crossEnd, reversed: reversed, "stack.alignment", site))
            made.append(
                g.place(view, g.crossStart, .equal, canvas, g.crossStart, reversed: reversed, "stack.alignment", site))
        case .leading:
            made.append(
                g.place(view, g.crossStart, .equal, canvas, g.crossStart, reversed: reversed, "stack.alignment", site))
            made.append(
                g.place(view, g.crossEnd, .notAfter, canvas, g.crossEnd, reversed: reversed, "stack.spanning", site))
        case .trailing:
            made.append(
                g.place(view, g.crossEnd, .equal, canvas, g.crossEnd, reversed: reversed, "stack.alignment", site))
            made.append(
                g.place(
                    view, g.crossStart, .notBefore, canvas, g.crossStart, reversed: reversed, "stack.spanning", site))
        case .center:
            made.append(
                g.place(view, g.crossCenter, .equal, canvas, g.crossCenter, reversed: reversed, "stack.alignment", site)
            )
            made.append(
                g.place(
                    view, g.crossStart, .notBefore, canvas, g.crossStart, reversed: reversed, "stack.spanning", site))
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
            made.append(g.place(view, baseline, .equal, guide, .top, reversed: false, "stack.alignment", site))
            made.append(g.place(view, .top, .notBefore, canvas, .top, reversed: false, "stack.spanning", site))
            made.append(g.place(view, .bottom, .notAfter, canvas, .bottom, reversed: false, "stack.spanning", site))
        }
        if effectiveAlignment != .fill && !hasIntrinsicLength(view, main: false) {
            made.append(
                g.size(
                    view, g.crossLength, equalTo: nil, .notAnAttribute, priority: stackWeakPriority,
                    "stack.ambiguity-suppression", site))
        }
        switch distribution {
        case .fillProportionally:
            let natural = naturalLength(of: view)
            if natural > 0 {
                made.append(
                    g.size(
                        view, g.mainLength, equalTo: guide, g.mainLength, multiplier: natural,
                        priority: stackStrongPriority, "stack.fill-proportionally", site))
            }
        case .fill, .fillEqually, .equalSpacing, .equalCentering:
            break
        }
        return made
    }

    /// Weak constraints that park a hidden view at the canvas start with no size: they settle its
    /// frame without ever conflicting with its own constraints (UIKit's required `UISV-hiding` does).
    func makeParking(_ item: ArrangedItem) -> [LayoutConstraint] {
        let g = geometry
        let view = item.view
        return [
            g.place(
                view, g.mainStart, .equal, canvas, g.mainStart, reversed: g.mainReversed, priority: stackWeakPriority,
                "stack.hidden", item.site),
            g.place(
                view, g.crossStart, .equal, canvas, g.crossStart, reversed: g.crossReversed,
                priority: stackWeakPriority, "stack.hidden", item.site),
            g.size(
                view, g.mainLength, equalTo: nil, .notAnAttribute, priority: stackWeakPriority, "stack.hidden",
                item.site),
            g.size(
                view, g.crossLength, equalTo: nil, .notAnAttribute, priority: stackWeakPriority, "stack.hidden",
                item.site),
        ]
    }

    /// The stack's own constraints: the canvas hugs its content across the axis, and the unit of the
    /// equal distributions is as small as the views allow.
    func makeShared() -> [LayoutConstraint] {
        let g = geometry
        var made = [
            g.size(
                canvas, g.crossLength, equalTo: nil, .notAnAttribute, priority: stackWeakPriority, "stack.canvas-hug",
                site)
        ]
        if distribution == .fillProportionally || distribution == .equalCentering {
            made.append(
                g.size(
                    guide, g.mainLength, equalTo: nil, .notAnAttribute, priority: stackWeakPriority, "stack.unit-hug",
                    site))
        }
        if effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline {
            made.append(
                g.place(
                    guide, .top, .equal, canvas, .top, reversed: false, priority: stackWeakPriority,
                    "stack.baseline-hug", site))
        }
        return made
    }

    // MARK: Sizes of views

    /// Whether the view has an intrinsic length along the main or cross axis.
    func hasIntrinsicLength(_ view: LayoutView, main: Bool) -> Bool {
        let size = view.intrinsicContentSize
        let horizontal = (axis == .horizontal) == main
        return (horizontal ? size.width : size.height) != LayoutView.noIntrinsicMetric
    }

    /// The length `fillProportionally` shares by: the intrinsic length along the axis, for wrapping
    /// labels the length of their text on one line; 0 when the view has none.
    func naturalLength(of view: LayoutView) -> CGFloat {
        // (Unbounded: a wrapping label's text on one line, whatever width it was last laid out at.)
        let size = view.intrinsicSize(forWidth: nil)
        let length = axis == .horizontal ? size.width : size.height
        return length.isFinite && length > 0 ? length : 0
    }
}
