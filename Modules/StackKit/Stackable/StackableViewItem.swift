import Anchors
import Foundation
import LayoutCore

/// A view with alignment, insets, an outset or aligned margins, ready to be added to a stack
/// (`titleLabel.aligned(.centerX)`). Transforms compose: each returns the item with one more setting.
///
/// ```swift
/// stack.tl.add {
///     caption
///         .inset(by: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
///         .aligned(.right)
/// }
/// ```
public struct StackableViewItem: StackableView {
    let makeView: (StackView) -> LayoutView
    var alignment: StackableAlignment = []
    var inset = EdgeInsets.zero
    var outsetAncestor: LayoutView?
    var marginsAncestor: LayoutView?

    init(_ makeView: @escaping (StackView) -> LayoutView) {
        self.makeView = makeView
    }

    /// The same view, placed in its box by `alignment`.
    public func aligned(_ alignment: StackableAlignment) -> StackableViewItem {
        var item = self
        item.alignment = alignment
        return item
    }

    /// The same view inside these margins of its box.
    public func inset(by margins: EdgeInsets) -> StackableViewItem {
        var item = self
        item.inset = margins
        return item
    }

    /// The same view, with its edges across the stack's axis pinned to `ancestor`'s (the stack must
    /// already be inside `ancestor`).
    public func outset(to ancestor: LayoutView) -> StackableViewItem {
        var item = self
        item.outsetAncestor = ancestor
        return item
    }

    /// The same view, with its layout margins across the stack's axis lined up with `ancestor`'s.
    public func margins(alignedWith ancestor: LayoutView) -> StackableViewItem {
        var item = self
        item.marginsAncestor = ancestor
        return item
    }

    /// The view, wrapped in an alignment box when it has an alignment or insets.
    public func makeStackableView(for stackView: StackView) -> LayoutView {
        let view = makeView(stackView)
        if alignment.isEmpty && inset == .zero { return view }
        return StackableAlignmentView(view, alignment: alignment, inset: inset, stackView.currentSite)
    }

    /// Arranges the view (in a box that lets it reach out for an outset), pins the outset and aligns the margins.
    public func configure(stackView: StackView) {
        let site = stackView.currentSite
        let source = makeStackableView(for: stackView)
        var arranged = source
        if outsetAncestor != nil {
            let cross: StackableAlignment = stackView.axis == .horizontal ? .flexVertical : .flexHorizontal
            arranged = StackableAlignmentView(source, alignment: cross, inset: .zero, site)
        }
        stackView.addArrangedSubview(arranged, site: site)
        if let ancestor = outsetAncestor {
            pinOutset(source, to: ancestor, in: stackView)
        }
        if let ancestor = marginsAncestor {
            var target = source
            while let box = target as? StackableAlignmentView { target = box.wrapped }
            stackView.marginAlignments.append(MarginAlignment(view: target, ancestor: ancestor))
            stackView.setNeedsLayout()
        }
    }
}

extension StackableView {
    /// This value as a view item; an item stays itself, so that transforms compose.
    var viewItem: StackableViewItem {
        self as? StackableViewItem ?? StackableViewItem(makeStackableView(for:))
    }

    /// This view, placed in its box by `alignment`.
    public func aligned(_ alignment: StackableAlignment) -> StackableViewItem {
        viewItem.aligned(alignment)
    }

    /// This view inside these margins of its box.
    public func inset(by margins: EdgeInsets) -> StackableViewItem {
        viewItem.inset(by: margins)
    }

    /// This view with its edges across the stack's axis pinned to `ancestor`'s.
    public func outset(to ancestor: LayoutView) -> StackableViewItem {
        viewItem.outset(to: ancestor)
    }

    /// This view with its layout margins across the stack's axis lined up with `ancestor`'s.
    public func margins(alignedWith ancestor: LayoutView) -> StackableViewItem {
        viewItem.margins(alignedWith: ancestor)
    }
}

extension Array where Element: StackableView {
    /// Each view, placed in its box by `alignment`.
    public func aligned(_ alignment: StackableAlignment) -> [StackableViewItem] { map { $0.aligned(alignment) } }
    /// Each view inside these margins of its box.
    public func inset(by margins: EdgeInsets) -> [StackableViewItem] { map { $0.inset(by: margins) } }
    /// Each view with its cross-axis edges pinned to `ancestor`'s.
    public func outset(to ancestor: LayoutView) -> [StackableViewItem] { map { $0.outset(to: ancestor) } }
    /// Each view with its cross-axis layout margins lined up with `ancestor`'s.
    public func margins(alignedWith ancestor: LayoutView) -> [StackableViewItem] {
        map { $0.margins(alignedWith: ancestor) }
    }
}
