import Foundation
import LayoutCore

/// Where a user's call that made stack constraints came from, so that diagnostics point at it.
struct CallSite {
    let file: StaticString
    let line: UInt

    /// No site: constraints made before any user call named one.
    static let library = CallSite(file: "", line: 0)
}

/// A stack's axes resolved to absolute attributes (left/right, never leading/trailing) for its
/// current layout direction, and the constraints it makes with them.
///
/// The stack rebuilds its constraints when its direction changes, so that constraints between
/// distances (equal spacing, equal centering) are mirrored too, not only those between positions.
struct StackGeometry {
    /// How an attribute relates to another one along an axis that may run backwards.
    enum Order {
        /// At the same place.
        case equal
        /// At or after the other one, in the direction the axis runs.
        case notBefore
        /// At or before the other one, in the direction the axis runs.
        case notAfter
    }

    let axis: LayoutAxis
    /// Whether the main axis runs right to left (horizontal stacks in right-to-left layouts).
    let mainReversed: Bool
    /// Whether the cross axis runs right to left (vertical stacks in right-to-left layouts).
    let crossReversed: Bool

    init(axis: LayoutAxis, direction: UserInterfaceLayoutDirection) {
        self.axis = axis
        let rightToLeft = direction == .rightToLeft
        mainReversed = axis == .horizontal && rightToLeft
        crossReversed = axis == .vertical && rightToLeft
    }

    var mainStart: LayoutAttribute { axis == .horizontal ? (mainReversed ? .right : .left) : .top }
    var mainEnd: LayoutAttribute { axis == .horizontal ? (mainReversed ? .left : .right) : .bottom }
    var mainCenter: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
    var mainLength: LayoutAttribute { axis == .horizontal ? .width : .height }
    var crossStart: LayoutAttribute { axis == .vertical ? (crossReversed ? .right : .left) : .top }
    var crossEnd: LayoutAttribute { axis == .vertical ? (crossReversed ? .left : .right) : .bottom }
    var crossCenter: LayoutAttribute { axis == .vertical ? .centerX : .centerY }
    var crossLength: LayoutAttribute { axis == .vertical ? .width : .height }

    /// `a.aAttribute` placed relative to `b.bAttribute + offset`, where the offset and the order run
    /// along the axis's direction (`reversed` for right-to-left).
    func place(
        _ a: any LayoutItem, _ aAttribute: LayoutAttribute, _ order: Order, _ b: any LayoutItem,
        _ bAttribute: LayoutAttribute, offset: CGFloat = 0, reversed: Bool, priority: LayoutPriority = .required,
        _ identifier: String, _ site: CallSite
    ) -> LayoutConstraint {
        let relation: LayoutRelation
        switch order {
        case .equal: relation = .equal
        case .notBefore: relation = reversed ? .lessThanOrEqual : .greaterThanOrEqual
        case .notAfter: relation = reversed ? .greaterThanOrEqual : .lessThanOrEqual
        }
        let made = LayoutConstraint(
            item: a, attribute: aAttribute, relatedBy: relation, toItem: b, attribute: bAttribute, multiplier: 1,
            constant: reversed ? -offset : offset, file: site.file, line: site.line)
        made.priority = priority
        made.identifier = identifier
        return made
    }

    /// `a.aAttribute == multiplier * b.bAttribute` for lengths, or `a.aAttribute == constant` when `b` is nil.
    func size(
        _ a: any LayoutItem, _ aAttribute: LayoutAttribute, equalTo b: (any LayoutItem)?, _ bAttribute: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required, _ identifier: String,
        _ site: CallSite
    ) -> LayoutConstraint {
        let made = LayoutConstraint(
            item: a, attribute: aAttribute, relatedBy: .equal, toItem: b,
            attribute: b == nil ? .notAnAttribute : bAttribute,
            multiplier: multiplier, constant: constant, file: site.file, line: site.line)
        made.priority = priority
        made.identifier = identifier
        return made
    }

    /// The distance along the main axis from `a.aAttribute` forward to `b.bAttribute` (positive when
    /// `b` comes after `a`), as a dimension that constraints can equal to a length.
    func mainDistance(
        from a: any LayoutItem, _ aAttribute: LayoutAttribute, to b: any LayoutItem, _ bAttribute: LayoutAttribute
    ) -> LayoutDimension {
        let (from, fromAttribute, to, toAttribute) =
            mainReversed ? (b, bAttribute, a, aAttribute) : (a, aAttribute, b, bAttribute)
        if axis == .horizontal {
            return xAnchor(from, fromAttribute).anchorWithOffset(to: xAnchor(to, toAttribute))
        }
        return yAnchor(from, fromAttribute).anchorWithOffset(to: yAnchor(to, toAttribute))
    }

    /// The length of `item` along the main or cross axis.
    func length(_ item: any LayoutItem, main: Bool) -> LayoutDimension {
        (main ? axis : (axis == .horizontal ? .vertical : .horizontal)) == .horizontal
            ? item.widthAnchor : item.heightAnchor
    }

    private func xAnchor(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> LayoutXAxisAnchor {
        switch attribute {
        case .left: return item.leftAnchor
        case .right: return item.rightAnchor
        default: return item.centerXAnchor
        }
    }

    private func yAnchor(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> LayoutYAxisAnchor {
        switch attribute {
        case .top: return item.topAnchor
        case .bottom: return item.bottomAnchor
        case .firstBaseline, .lastBaseline:
            if let view = item as? LayoutView {
                return attribute == .firstBaseline ? view.firstBaselineAnchor : view.lastBaselineAnchor
            }
            return item.bottomAnchor
        default: return item.centerYAnchor
        }
    }
}
