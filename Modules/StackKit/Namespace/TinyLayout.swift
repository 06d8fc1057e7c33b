import Foundation
import LayoutCore

/// The `tl` namespace of ZDTinyLayout: `stack.tl.add { ... }`, `StackView.tl.hairline`, `view.tl.bindVisible(to:)`.
///
/// The namespace is a cheap proxy around the value it extends. Instance members act on ``base``;
/// static members (`StackView.tl.flexibleSpace`) make stack items.
///
/// ```swift
/// stack.tl.add {
///     "Hello World!"
///     20
///     StackView.tl.hairline
/// }
/// ```
public struct TinyLayout<Base> {
    /// The value the namespace extends.
    public let base: Base

    /// Makes the namespace of `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// Types with a `tl` namespace.
public protocol TinyLayoutCompatible: AnyObject {}

extension TinyLayoutCompatible {
    /// The `tl` namespace of this value.
    public var tl: TinyLayout<Self> { TinyLayout(self) }

    /// The `tl` namespace of this type, for its static members (`StackView.tl.hairline`).
    public static var tl: TinyLayout<Self>.Type { TinyLayout<Self>.self }
}

extension LayoutView: TinyLayoutCompatible {}
