import Foundation
import LayoutCore

/// The result builder of `container.tl.addComponents { }`: views and layout guides in order, with
/// arrays, optionals, `if`, `if`/`else`, `switch` and `for`.
///
/// ```swift
/// container.tl.addComponents {
///     staticParts
///     if showSeparator { separator }
/// }
/// ```
///
/// Every `build*` function returns a flat array of components in the order written.
@resultBuilder
public enum ComponentsBuilder {
    /// A view or a layout guide.
    public static func buildExpression(_ component: any ZDTLComponentsProtocol) -> [any ZDTLComponentsProtocol] {
        [component]
    }

    /// An optional view or guide: added when it is there.
    public static func buildExpression(_ component: (any ZDTLComponentsProtocol)?) -> [any ZDTLComponentsProtocol] {
        component.map { [$0] } ?? []
    }

    /// An array of views and guides, in order (`[LayoutView]` arrays convert).
    public static func buildExpression(_ components: [any ZDTLComponentsProtocol]) -> [any ZDTLComponentsProtocol] {
        components
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ components: [any ZDTLComponentsProtocol]...) -> [any ZDTLComponentsProtocol] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: its components, or none.
    public static func buildOptional(_ component: [any ZDTLComponentsProtocol]?) -> [any ZDTLComponentsProtocol] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [any ZDTLComponentsProtocol]) -> [any ZDTLComponentsProtocol] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [any ZDTLComponentsProtocol]) -> [any ZDTLComponentsProtocol] {
        component
    }

    /// The iterations of a `for` loop, in order.
    public static func buildArray(_ components: [[any ZDTLComponentsProtocol]]) -> [any ZDTLComponentsProtocol] {
        components.flatMap { $0 }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ component: [any ZDTLComponentsProtocol])
        -> [any ZDTLComponentsProtocol]
    {
        component
    }
}
