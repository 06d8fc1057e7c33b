import Anchors
import Foundation
import LayoutCore

/// A separator line in a stack, made by `StackView.tl.hairline` and its relatives. It shows only
/// while the views it relates to are visible.
///
/// ```swift
/// StackView.tl.hairline(after: header)
///     .color(.lightGray)
///     .thickness(2)
///     .inset(by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
/// ```
public struct StackableHairline: Stackable {
    enum Placement {
        /// At the end of the stack, always shown.
        case next
        case after(LayoutView?)
        case between(LayoutView?, LayoutView?)
        case before(LayoutView?)
        /// Before and after the view.
        case around(LayoutView?)
    }

    let placement: Placement
    var thicknessOverride: CGFloat?
    var colorOverride: Color?
    var inset = EdgeInsets.zero
    var outsetAncestor: LayoutView?

    init(_ placement: Placement) {
        self.placement = placement
    }

    /// The same hairline inside these margins (negative values reach outside the stack).
    public func inset(by margins: EdgeInsets) -> StackableHairline {
        var hairline = self
        hairline.inset = margins
        return hairline
    }

    /// The same hairline with its edges across the stack's axis pinned to `ancestor`'s edges.
    public func outset(to ancestor: LayoutView) -> StackableHairline {
        var hairline = self
        hairline.outsetAncestor = ancestor
        return hairline
    }

    /// The same hairline, this thick along the stack's axis (overrides the stack's and the global default).
    public func thickness(_ thickness: CGFloat) -> StackableHairline {
        var hairline = self
        hairline.thicknessOverride = thickness
        return hairline
    }

    /// The same hairline in this color (overrides the stack's and the global default).
    public func color(_ color: Color) -> StackableHairline {
        var hairline = self
        hairline.colorOverride = color
        return hairline
    }

    // MARK: Adding to a stack

    /// Adds the hairline's view (or views, for `around`) to `stackView`.
    public func configure(stackView: StackView) {
        let site = stackView.currentSite
        if let view = beforeView {
            add(to: stackView) { $0.insertArrangedSubview($1, before: view, site: site) }
        }
        if let view = afterView {
            add(to: stackView) { $0.insertArrangedSubview($1, after: view, site: site) }
        }
        if case .next = placement {
            add(to: stackView) { $0.addArrangedSubview($1, site: site) }
        }
    }

    /// Makes one hairline view, wraps it for insets and outsets, inserts it and pins its outset.
    private func add(to stackView: StackView, insert: (StackView, LayoutView) -> Void) {
        let hairline = makeHairline(for: stackView)
        var wrapped: LayoutView = hairline
        if outsetAncestor != nil || inset != .zero {
            let cross: StackableAlignment = stackView.axis == .horizontal ? .flexVertical : .flexHorizontal
            wrapped = StackableAlignmentView(
                hairline, alignment: outsetAncestor == nil ? [] : cross, inset: inset, stackView.currentSite)
        }
        insert(stackView, wrapped)
        if let ancestor = outsetAncestor {
            pinOutset(hairline, to: ancestor, in: stackView)
        }
    }

    /// The hairline view: from the stack's provider, else the global one, else a plain line; explicit
    /// `.color` and `.thickness` of this hairline apply to provided views too.
    private func makeHairline(for stackView: StackView) -> LayoutView {
        let defaults = HairlineDefaults.current
        let site = stackView.currentSite
        let hairline: LayoutView
        if let provider = stackView.hairlineProviderOverride ?? defaults.provider {
            hairline = provider(stackView)
            if let colorOverride { hairline.backgroundColor = colorOverride }
            if let thicknessOverride { StackableHairlineView.constrain(hairline, stackView, thicknessOverride, site) }
        } else {
            let thickness =
                thicknessOverride ?? stackView.hairlineThicknessOverride ?? defaults.thickness
                ?? HairlineDefaults.defaultThickness
            let color =
                colorOverride ?? stackView.hairlineColorOverride ?? defaults.color ?? HairlineDefaults.defaultColor
            hairline = StackableHairlineView(stackView, thickness: thickness, color: color, site)
        }
        if !relatedViews.isEmpty {
            hairline.tl.bindVisible(toAllVisible: relatedViews)
        }
        return hairline
    }

    /// The views whose visibility the hairline follows (all must be visible).
    var relatedViews: [LayoutView] {
        switch placement {
        case .next: return []
        case .after(let view), .before(let view), .around(let view): return [view].compactMap { $0 }
        case .between(let first, let second): return [first, second].compactMap { $0 }
        }
    }

    /// The view the hairline goes after, if any.
    private var afterView: LayoutView? {
        switch placement {
        case .after(let view), .around(let view): return view
        case .between(let first, let second): return second == nil ? nil : first
        case .next, .before: return nil
        }
    }

    /// The view the hairline goes before, if any.
    private var beforeView: LayoutView? {
        switch placement {
        case .before(let view), .around(let view): return view
        case .next, .after, .between: return nil
        }
    }
}

extension Array where Element == StackableHairline {
    /// The same hairlines inside these margins.
    public func inset(by margins: EdgeInsets) -> [StackableHairline] { map { $0.inset(by: margins) } }
    /// The same hairlines with their cross-axis edges pinned to `ancestor`.
    public func outset(to ancestor: LayoutView) -> [StackableHairline] { map { $0.outset(to: ancestor) } }
    /// The same hairlines, this thick.
    public func thickness(_ thickness: CGFloat) -> [StackableHairline] { map { $0.thickness(thickness) } }
    /// The same hairlines in this color.
    public func color(_ color: Color) -> [StackableHairline] { map { $0.color(color) } }
}

/// A plain hairline: a colored view of a fixed thickness along the stack's axis.
final class StackableHairlineView: LayoutView {
    init(_ stack: StackView, thickness: CGFloat, color: Color, _ site: CallSite) {
        super.init(frame: .zero)
        backgroundColor = color
        StackableHairlineView.constrain(self, stack, thickness, site)
    }

    /// Makes `view` exactly `thickness` long along the stack's axis.
    static func constrain(_ view: LayoutView, _ stack: StackView, _ thickness: CGFloat, _ site: CallSite) {
        let dimension = stack.axis == .horizontal ? view.widthAnchor : view.heightAnchor
        let thickness = site.length(
            thickness, "the thickness of a hairline", fallback: HairlineDefaults.defaultThickness)
        let exact = dimension.constraint(equalToConstant: thickness, file: site.file, line: site.line)
        exact.identifier = "stackable.hairline"
        exact.isActive = true
    }
}

extension Stackable {
    /// Pins `view`'s edges across the stack's axis to `ancestor`'s (`outset(to:)`).
    func pinOutset(_ view: LayoutView, to ancestor: LayoutView, in stackView: StackView) {
        let site = stackView.currentSite
        let made: [LayoutConstraint]
        if stackView.axis == .horizontal {
            made = [
                view.topAnchor.constraint(equalTo: ancestor.topAnchor, file: site.file, line: site.line),
                view.bottomAnchor.constraint(equalTo: ancestor.bottomAnchor, file: site.file, line: site.line),
            ]
        } else {
            made = [
                view.leadingAnchor.constraint(equalTo: ancestor.leadingAnchor, file: site.file, line: site.line),
                view.trailingAnchor.constraint(equalTo: ancestor.trailingAnchor, file: site.file, line: site.line),
            ]
        }
        for constraint in made { constraint.identifier = "stackable.outset" }
        LayoutConstraint.activate(made)
    }
}
