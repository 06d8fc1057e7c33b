import Anchors
import Foundation
import LayoutCore

/// Makes the view of every hairline of a stack (`StackView.tl.hairlineProvider`).
public typealias StackableHairlineProvider = (StackView) -> LayoutView

/// The global hairline defaults (`StackView.tl.hairlineColor = ...`), behind a lock.
struct HairlineDefaults {
    var color: Color?
    var thickness: CGFloat?
    var provider: StackableHairlineProvider?

    /// The color of hairlines when nothing else says (UIKit's `lightGray`, as Stackable).
    static let defaultColor = Color.lightGray
    /// The thickness of hairlines when nothing else says.
    static let defaultThickness: CGFloat = 1

    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var defaults = HairlineDefaults()
    }

    private static let store = Store()

    /// The defaults now.
    static var current: HairlineDefaults {
        get {
            store.lock.lock()
            defer { store.lock.unlock() }
            return store.defaults
        }
        set {
            store.lock.lock()
            store.defaults = newValue
            store.lock.unlock()
        }
    }
}

extension TinyLayoutNamespace where Base: StackView {
    /// The color of hairlines in every stack, unless the stack or the hairline says otherwise (nil: light gray).
    public static var hairlineColor: Color? {
        get { HairlineDefaults.current.color }
        set { HairlineDefaults.current.color = newValue }
    }

    /// The thickness of hairlines in every stack, unless the stack or the hairline says otherwise (nil: 1 point).
    public static var hairlineThickness: CGFloat? {
        get { HairlineDefaults.current.thickness }
        set { HairlineDefaults.current.thickness = newValue }
    }

    /// Makes the view of hairlines in every stack without a provider of its own (nil: a plain line).
    public static var hairlineProvider: StackableHairlineProvider? {
        get { HairlineDefaults.current.provider }
        set { HairlineDefaults.current.provider = newValue }
    }

    /// The color of this stack's hairlines, unless the hairline says otherwise (nil: the global default).
    public var hairlineColor: Color? {
        get { base.hairlineColorOverride }
        nonmutating set { base.hairlineColorOverride = newValue }
    }

    /// The thickness of this stack's hairlines, unless the hairline says otherwise (nil: the global default).
    public var hairlineThickness: CGFloat? {
        get { base.hairlineThicknessOverride }
        nonmutating set { base.hairlineThicknessOverride = newValue }
    }

    /// Makes the view of this stack's hairlines (nil: the global provider, else a plain line).
    public var hairlineProvider: StackableHairlineProvider? {
        get { base.hairlineProviderOverride }
        nonmutating set { base.hairlineProviderOverride = newValue }
    }
}
