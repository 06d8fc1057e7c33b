import Foundation

/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
public protocol LayoutItem: AnyObject {
    /// A name for descriptions and debugging.
    var identifier: String? { get }
}

extension LayoutItem {
    /// The leading edge (follows the layout direction).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (follows the layout direction).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge (never flips).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge (never flips).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

/// A reference to one attribute of one item: the building block of anchors and constraints.
///
/// The reference does not keep its item alive and must only be followed while the item is known to
/// be alive: an anchor keeps its item with a strong reference of its own, and a constraint follows
/// its references only while active (its items are then retained by the tree below the view it is
/// installed on) or after checking its weak twins (see ``LayoutConstraint``). Copying it is free,
/// which matters on the engine's hot paths.
struct AnchorReference {
    unowned(unsafe) let item: any LayoutItem
    let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The same item and attribute.
    func matches(_ other: AnchorReference) -> Bool {
        item === other.item && attribute == other.attribute
    }
}

/// The view an item lives in: a view itself, or the owning view of a guide.
func hostView(of item: any LayoutItem) -> LayoutView? {
    if let view = item as? LayoutView { return view }
    return (item as? LayoutGuide)?.owningView
}
