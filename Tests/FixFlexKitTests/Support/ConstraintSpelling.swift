import FixFlexKit
import Foundation
import LayoutCore

/// A constraint spelled from its public properties: items (by identifier), attributes, relation,
/// multiplier, constant, priority (when not required) and `(inactive)` when not active.
///
/// `child.leading == fx.hstack[0].Fix.trailing - 20 @750`
func spell(_ constraint: LayoutConstraint) -> String {
    var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
    if let second = constraint.secondItem {
        if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) * " }
        text += "\(name(second)).\(constraint.secondAttribute)"
        if constraint.constant > 0 {
            text += " + \(number(constraint.constant))"
        } else if constraint.constant < 0 {
            text += " - \(number(-constraint.constant))"
        }
    } else {
        text += number(constraint.constant)
    }
    if constraint.priority != .required { text += " @\(constraint.priority)" }
    if !constraint.isActive { text += " (inactive)" }
    return text
}

/// Every constraint spelled, in order.
func spell(_ constraints: [LayoutConstraint]) -> [String] {
    constraints.map(spell)
}

/// The identifier of a view or guide, `?` when it has none.
private func name(_ item: AnyObject?) -> String {
    if let view = item as? LayoutView { return view.identifier ?? "?" }
    if let guide = item as? LayoutGuide { return guide.identifier ?? "?" }
    return "?"
}

/// `15`, `0.5`, `-20`.
private func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
}

/// A root view of a fixed size with named children, laid out at 1x so frames are whole points.
func makeParent(width: CGFloat = 200, height: CGFloat = 100, children names: [String] = ["child"]) -> (
    LayoutView, [LayoutView]
) {
    let parent = LayoutView()
    parent.identifier = "parent"
    parent.displayScale = 1
    parent.translatesAutoresizingMaskIntoConstraints = false
    parent.widthAnchor.constraint(equalToConstant: width).isActive = true
    parent.heightAnchor.constraint(equalToConstant: height).isActive = true
    let children = names.map { name -> LayoutView in
        let child = LayoutView()
        child.identifier = name
        parent.addSubview(child)
        return child
    }
    return (parent, children)
}

/// `(x, width)` of a frame, for checks along the x axis only.
func horizontal(_ frame: CGRect) -> [CGFloat] {
    [frame.minX, frame.width]
}

/// `(y, height)` of a frame, for checks along the y axis only.
func vertical(_ frame: CGRect) -> [CGFloat] {
    [frame.minY, frame.height]
}
