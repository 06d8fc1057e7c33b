import LayoutCore

/// The `tl` namespace of ZDTinyLayout: `LayoutConstraint.tl.activate { }` here, and the visual
/// layout and stack APIs of the modules built on this one (`container.tl.layoutConstraints { }`,
/// `stack.tl.add { }`), which extend this type.
///
/// ```swift
/// LayoutConstraint.tl.activate {
///     view1.topAnchor.constraint(equalTo: view2.bottomAnchor, constant: 8)
///     view1.leadingAnchor == container.leadingAnchor + 16
/// }
/// ```
public struct TinyLayoutNamespace<Base> {
    /// The value the namespace was reached from (`container` in `container.tl`).
    public let base: Base

    /// Wraps a value; other modules reach it through `tl`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type with a `tl` namespace (views, layout guides and constraints).
public protocol TinyLayoutNamespaceCompatible: AnyObject {}

extension TinyLayoutNamespaceCompatible {
    /// The ZDTinyLayout namespace of this value.
    public var tl: TinyLayoutNamespace<Self> { TinyLayoutNamespace(self) }

    /// The ZDTinyLayout namespace of this type: `LayoutConstraint.tl.activate { }`.
    public static var tl: TinyLayoutNamespace<Self>.Type { TinyLayoutNamespace<Self>.self }
}

extension LayoutView: TinyLayoutNamespaceCompatible {}
extension LayoutGuide: TinyLayoutNamespaceCompatible {}
extension LayoutConstraint: TinyLayoutNamespaceCompatible {}
