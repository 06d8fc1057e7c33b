import Anchors
import Foundation
import LayoutCore

/// A space in a stack, made by `StackView.tl.space(...)`, a number or a range in `stack.tl.add { }`,
/// or `Spacer()`. Spaces are thin arranged views, so the stack's ``StackView/spacing`` also applies
/// around them (Stackable stacks usually have a spacing of 0).
public struct StackableSpaceItem: Stackable {
    enum Kind {
        /// After a view: follows its visibility; first in the stack: always there.
        case smart(CGFloat)
        case constant(CGFloat)
        case before(LayoutView?, CGFloat)
        case after(LayoutView?, CGFloat)
        case between(LayoutView?, LayoutView?, CGFloat)
        case afterGroup([LayoutView], CGFloat)
        case flexible(StackableFlexibleSpace)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Adds the space's view to `stackView`.
    public func configure(stackView: StackView) {
        let site = stackView.currentSite
        switch kind {
        case .smart(let length):
            if let last = stackView.arrangedSubviews.last {
                StackableSpaceItem(.after(last, length)).configure(stackView: stackView)
            } else {
                StackableSpaceItem(.constant(length)).configure(stackView: stackView)
            }
        case .constant(let length):
            stackView.addArrangedSubview(StackableSpacerView(stackView, exactly: length, site), site: site)
        case .before(let view, let length):
            guard let view else { return }
            let spacer = StackableSpacerView(stackView, exactly: length, site)
            stackView.insertArrangedSubview(spacer, before: view, site: site)
            spacer.tl.bindVisible(to: view)
        case .after(let view, let length):
            guard let view else { return }
            let spacer = StackableSpacerView(stackView, exactly: length, site)
            stackView.insertArrangedSubview(spacer, after: view, site: site)
            spacer.tl.bindVisible(to: view)
        case .between(let first, let second, let length):
            guard let first, let second else { return }
            let spacer = StackableSpacerView(stackView, exactly: length, site)
            stackView.insertArrangedSubview(spacer, after: first, site: site)
            spacer.tl.bindVisible(toAllVisible: [first, second])
        case .afterGroup(let views, let length):
            let spacer = StackableSpacerView(stackView, exactly: length, site)
            if let last = views.last {
                stackView.insertArrangedSubview(spacer, after: last, site: site)
            } else {
                stackView.addArrangedSubview(spacer, site: site)
            }
            spacer.tl.bindVisible(toAnyVisible: views)
        case .flexible(let flexible):
            stackView.addArrangedSubview(StackableSpacerView(stackView, flexible: flexible, site), site: site)
        }
    }
}

/// The bounds of a flexible space.
public enum StackableFlexibleSpace: Sendable, Hashable {
    /// At least this long, with no maximum.
    case atLeast(CGFloat)
    /// Between the bounds.
    case range(ClosedRange<CGFloat>)
    /// At most this long (and at least 0).
    case atMost(CGFloat)
}

/// The view of a space: no content, a length along the stack's axis.
final class StackableSpacerView: LayoutView {
    /// A space of exactly `length`.
    init(_ stack: StackView, exactly length: CGFloat, _ site: CallSite) {
        super.init(frame: .zero)
        let dimension = stack.axis == .horizontal ? widthAnchor : heightAnchor
        let length = site.length(length, "a space")
        let exact = dimension.constraint(equalToConstant: length, file: site.file, line: site.line)
        exact.identifier = "stackable.space"
        exact.isActive = true
    }

    /// A flexible space: within its bounds, and as short as the stack lets it be (weakly: 25 with a
    /// maximum, 24 without one).
    init(_ stack: StackView, flexible: StackableFlexibleSpace, _ site: CallSite) {
        super.init(frame: .zero)
        let dimension = stack.axis == .horizontal ? widthAnchor : heightAnchor
        var made: [LayoutConstraint] = []
        switch flexible {
        case .atLeast(let minimum):
            let minimum = site.length(minimum, "the minimum of a flexible space")
            made.append(dimension.constraint(greaterThanOrEqualToConstant: minimum, file: site.file, line: site.line))
        case .atMost(let maximum):
            let maximum = site.length(maximum, "the maximum of a flexible space")
            made.append(dimension.constraint(lessThanOrEqualToConstant: maximum, file: site.file, line: site.line))
        case .range(let range):
            let minimum = site.length(range.lowerBound, "the minimum of a flexible space")
            let maximum = site.length(range.upperBound, "the maximum of a flexible space", fallback: minimum)
            made.append(dimension.constraint(greaterThanOrEqualToConstant: minimum, file: site.file, line: site.line))
            made.append(
                dimension.constraint(lessThanOrEqualToConstant: max(minimum, maximum), file: site.file, line: site.line)
            )
        }
        for constraint in made { constraint.identifier = "stackable.flexible-space" }
        // Spaces with a maximum stay short more firmly than those without, so that the room the views
        // leave goes to the spaces without a maximum first.
        let shortest = dimension.constraint(equalToConstant: 0, file: site.file, line: site.line)
        if case .atLeast = flexible {
            shortest.priority = stackWeakPriority - 1
        } else {
            shortest.priority = stackWeakPriority
        }
        shortest.identifier = "stackable.flexible-space-hug"
        made.append(shortest)
        LayoutConstraint.activate(made)
    }
}

/// The numbers that make spaces: `Int`, `Double`, `Float` and `CGFloat`.
public protocol StackableSpaceValue: Comparable {
    /// The value in points.
    var stackablePoints: CGFloat { get }
}

extension Int: StackableSpaceValue {
    /// The value in points.
    public var stackablePoints: CGFloat { CGFloat(self) }
}

extension Double: StackableSpaceValue {
    /// The value in points.
    public var stackablePoints: CGFloat { CGFloat(self) }
}

extension Float: StackableSpaceValue {
    /// The value in points.
    public var stackablePoints: CGFloat { CGFloat(self) }
}

extension CGFloat: StackableSpaceValue {
    /// The value in points.
    public var stackablePoints: CGFloat { self }
}

extension Int: Stackable {
    /// A smart space of this many points.
    public func configure(stackView: StackView) {
        StackableSpaceItem(.smart(stackablePoints)).configure(stackView: stackView)
    }
}

extension Double: Stackable {
    /// A smart space of this many points.
    public func configure(stackView: StackView) {
        StackableSpaceItem(.smart(stackablePoints)).configure(stackView: stackView)
    }
}

extension Float: Stackable {
    /// A smart space of this many points.
    public func configure(stackView: StackView) {
        StackableSpaceItem(.smart(stackablePoints)).configure(stackView: stackView)
    }
}

extension CGFloat: Stackable {
    /// A smart space of this many points.
    public func configure(stackView: StackView) {
        StackableSpaceItem(.smart(self)).configure(stackView: stackView)
    }
}

extension ClosedRange: Stackable where Bound: StackableSpaceValue {
    /// A flexible space between the bounds.
    public func configure(stackView: StackView) {
        stackableSpace.configure(stackView: stackView)
    }

    var stackableSpace: StackableSpaceItem {
        StackableSpaceItem(.flexible(.range(lowerBound.stackablePoints...upperBound.stackablePoints)))
    }
}

extension PartialRangeFrom: Stackable where Bound: StackableSpaceValue {
    /// A flexible space of at least the bound.
    public func configure(stackView: StackView) {
        stackableSpace.configure(stackView: stackView)
    }

    var stackableSpace: StackableSpaceItem { StackableSpaceItem(.flexible(.atLeast(lowerBound.stackablePoints))) }
}

extension PartialRangeThrough: Stackable where Bound: StackableSpaceValue {
    /// A flexible space of at most the bound.
    public func configure(stackView: StackView) {
        stackableSpace.configure(stackView: stackView)
    }

    var stackableSpace: StackableSpaceItem { StackableSpaceItem(.flexible(.atMost(upperBound.stackablePoints))) }
}
