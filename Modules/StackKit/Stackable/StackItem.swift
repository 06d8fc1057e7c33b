import Anchors
import Foundation
import LayoutCore

/// One element of a ``StackableBuilder`` block: a view, a text, an image, a space, a hairline or an
/// aligned view, ready to be added to a stack.
///
/// You rarely make one yourself: the builder turns each line of `stack.tl.add { ... }` into items.
public struct StackItem: Stackable {
    enum Kind {
        case view(LayoutView)
        case text(String)
        case image(Image)
        case space(StackableSpaceItem)
        case hairline(StackableHairline)
        case aligned(StackableViewItem)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// An item that arranges `view`.
    public init(_ view: LayoutView) {
        kind = .view(view)
    }

    /// Adds the item to `stackView`.
    public func configure(stackView: StackView) {
        switch kind {
        case .view(let view): view.configure(stackView: stackView)
        case .text(let text): text.configure(stackView: stackView)
        case .image(let image): image.configure(stackView: stackView)
        case .space(let space): space.configure(stackView: stackView)
        case .hairline(let hairline): hairline.configure(stackView: stackView)
        case .aligned(let item): item.configure(stackView: stackView)
        }
    }
}
