import Foundation
import LayoutCore

/// An edge anchor a stack can chain: `LayoutXAxisAnchor` or `LayoutYAxisAnchor`.
protocol StackAnchor {
    /// The attribute the anchor stands for (named in constraint identifiers).
    var attribute: LayoutAttribute { get }
    /// `self == anchor + constant`, made where the user wrote the intent.
    func constraint(equalTo anchor: Self, constant: CGFloat, file: StaticString, line: UInt) -> LayoutConstraint
}

extension LayoutXAxisAnchor: StackAnchor {}
extension LayoutYAxisAnchor: StackAnchor {}

/// The anchors a stack uses on its items: leading/trailing (or left/right) and width for an
/// `hstack`, top/bottom and height for a `vstack`.
struct StackAxis<Anchor: StackAnchor> {
    /// `hstack` or `vstack`, for identifiers and diagnostics.
    let name: String
    /// The axis whose hugging and compression resistance `Flex` sets.
    let axis: LayoutAxis
    /// The start edge of an item.
    let start: (any LayoutItem) -> Anchor
    /// The end edge of an item.
    let end: (any LayoutItem) -> Anchor

    /// `fx.hstack[` or `fx.vstack[`: how the identifiers of the stack's constraints and guides start.
    var identifierStart: String { axis == .horizontal ? "fx.hstack[" : "fx.vstack[" }

    /// The size of an item along the axis.
    func dimension(of item: any LayoutItem) -> LayoutDimension {
        switch axis {
        case .horizontal: return item.widthAnchor
        case .vertical: return item.heightAnchor
        }
    }
}

extension StackAxis where Anchor == LayoutXAxisAnchor {
    /// Leading/trailing (mirrored in right-to-left layouts), or left/right when `absolute`.
    static func horizontal(absolute: Bool) -> StackAxis {
        if absolute {
            return StackAxis(name: "hstack", axis: .horizontal, start: { $0.leftAnchor }, end: { $0.rightAnchor })
        }
        return StackAxis(name: "hstack", axis: .horizontal, start: { $0.leadingAnchor }, end: { $0.trailingAnchor })
    }
}

extension StackAxis where Anchor == LayoutYAxisAnchor {
    /// Top/bottom.
    static var vertical: StackAxis {
        StackAxis(name: "vstack", axis: .vertical, start: { $0.topAnchor }, end: { $0.bottomAnchor })
    }
}
