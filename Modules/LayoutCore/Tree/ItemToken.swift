/// A handle on a layout item that tells whether the item still exists, without a weak reference to
/// the item.
///
/// A weak reference gives its object a side table, and every retain and release of an object with
/// one takes the Swift runtime's slow path (several times the instructions of the inline one). The
/// engine retains and releases views on every anchor it reads, so the kit holds no view or guide
/// weakly: constraints (their items and the view they are installed on), subviews (their superview),
/// guides (their owning view) and engines (their root and their items) hold the item's token
/// instead, strongly, and the item clears the token when it goes (in its `deinit`). The token
/// itself is never referenced weakly, so it is retained and released inline too.
///
/// An item of a type outside the kit (a `LayoutItem` a user wrote) has no `deinit` of ours: its token
/// (``ForeignItemToken``) holds it weakly.
package class ItemToken {
    /// What the item is: the reads below cast by it, without a dynamic cast.
    enum Kind: UInt8 {
        case view
        case guide
        case foreign
    }

    /// The item's address while it exists; nil once it went (not retained: the item clears it as it
    /// goes). An address, not an `unowned(unsafe)` reference: testing or borrowing it retains nothing.
    private final var address: UnsafeMutableRawPointer?
    final let kind: Kind

    init(_ object: AnyObject, kind: Kind) {
        self.address = Unmanaged.passUnretained(object).toOpaque()
        self.kind = kind
    }

    /// The item while it exists; nil once it went.
    @inline(__always) final var object: AnyObject? {
        guard let address else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue()
    }

    /// The item when it is a view that still exists, not retained (the caller knows the tree holds it).
    @inline(__always) final var unretainedView: Unmanaged<LayoutView>? {
        guard kind == .view, let address else { return nil }
        return Unmanaged<LayoutView>.fromOpaque(address)
    }

    /// The item's token for a reference to it: a view's or a guide's own, or a new one holding a
    /// foreign item weakly.
    static func of(_ item: any LayoutItem) -> ItemToken {
        if let view = item as? LayoutView { return view.token }
        if let guide = item as? LayoutGuide { return guide.token }
        return ForeignItemToken(item)
    }

    /// Whether the item still exists.
    @inline(__always) final var isAlive: Bool {
        kind == .foreign ? unsafeDowncast(self, to: ForeignItemToken.self).foreign != nil : address != nil
    }

    /// The item, when it still exists.
    @inline(__always) final var item: (any LayoutItem)? {
        switch kind {
        case .view: return view
        case .guide: return guide
        case .foreign: return unsafeDowncast(self, to: ForeignItemToken.self).foreign
        }
    }

    /// The item when it is a view that still exists.
    @inline(__always) package final var view: LayoutView? {
        guard kind == .view, let address else { return nil }
        return Unmanaged<LayoutView>.fromOpaque(address).takeUnretainedValue()
    }

    /// The item when it is a guide that still exists.
    @inline(__always) final var guide: LayoutGuide? {
        guard kind == .guide, let address else { return nil }
        return Unmanaged<LayoutGuide>.fromOpaque(address).takeUnretainedValue()
    }

    /// Tells the holders that the item is gone (called from its `deinit`).
    @inline(__always) final func itemWent() {
        address = nil
    }
}

/// The token of an item of a type outside the kit: the item is held weakly.
final class ForeignItemToken: ItemToken {
    weak var foreign: (any LayoutItem)?

    init(_ item: any LayoutItem) {
        foreign = item
        super.init(item, kind: .foreign)
        itemWent()
    }
}
