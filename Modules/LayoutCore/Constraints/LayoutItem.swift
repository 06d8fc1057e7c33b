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
/// It names the item by its token (``ItemToken``), which it keeps, not the item. ``item`` must only
/// be read while the item is known to be alive: a constraint follows its references while active
/// (its items are then retained by the tree below the view it is installed on) or after checking
/// its tokens (see ``LayoutConstraint/itemsExist``).
struct AnchorReference {
    let token: ItemToken
    let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.token = ItemToken.of(item)
        self.attribute = attribute
    }

    init(token: ItemToken, _ attribute: LayoutAttribute) {
        self.token = token
        self.attribute = attribute
    }

    /// The item (which must exist).
    var item: any LayoutItem { token.item.unsafelyUnwrapped }
    /// The item when it is a view that exists (no dynamic cast).
    @inline(__always) var view: LayoutView? { token.view }
    /// The item when it is a guide that exists (no dynamic cast).
    @inline(__always) var guide: LayoutGuide? { token.guide }

    /// The same item and attribute.
    func matches(_ other: AnchorReference) -> Bool {
        token === other.token && attribute == other.attribute
    }
}

/// The view an item lives in: a view itself, or the owning view of a guide (read through its token).
@inline(__always) func hostView(of token: ItemToken) -> LayoutView? {
    token.view ?? token.guide?.owningView
}

/// The same view as ``hostView(of:)``, borrowed: not retained (for walks that only compare and read views).
@inline(__always) func unretainedHostView(of token: ItemToken) -> Unmanaged<LayoutView>? {
    if let view = token.unretainedView { return view }
    return token.guide?.owningView.map { Unmanaged.passUnretained($0) }
}

/// The view an item lives in: a view itself, or the owning view of a guide.
func hostView(of item: any LayoutItem) -> LayoutView? {
    if let view = item as? LayoutView { return view }
    return (item as? LayoutGuide)?.owningView
}
