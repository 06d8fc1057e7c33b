import Foundation
import LayoutCore

/// A layout program as plain data: a view tree, constraints and edits. The engine runs it through
/// the public API (``ModelRunner``) and the reference model solves each of its states from scratch
/// (``ReferenceModel``); being data, a failing program can be shrunk and printed as a test.
struct ModelProgram: Equatable {
    var rootSize: CGSize
    var rightToLeft = false
    /// The views; index 0 is the root. A view's parent comes before it.
    var views: [ModelView]
    /// Every constraint the program ever uses; those not `active` at the start are activated by edits.
    var constraints: [ModelConstraint]
    var edits: [ModelEdit]
}

/// One view of a program.
struct ModelView: Equatable {
    enum Kind: Equatable {
        case plain
        /// A view with this intrinsic content size.
        case intrinsic(CGFloat, CGFloat)
        /// A single-line label with this text.
        case label(String)
        /// A label that wraps (as many lines as it needs) at the width it is given.
        case wrappingLabel(String)
    }

    var parent: Int
    var kind: Kind = .plain
    /// Set for a view positioned by its frame (it translates its autoresizing mask).
    var frame: CGRect?
    var semantic: SemanticContentAttribute = .unspecified
    var hugging: Float = 250
    var compression: Float = 750
    /// Taken out by the shrinker (with its subtree).
    var removed = false
    /// In a chain: the sibling whose bottom this view's weak top pull is measured from (instead of the
    /// parent's top), while the two share a parent; a pull that moves with the chain.
    var pullTopAfter: Int? = nil
}

/// One constraint: `first.attribute relation multiplier * second.attribute + constant @priority`.
struct ModelConstraint: Equatable {
    var first: Int
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation = .equal
    var second: Int?
    var secondAttribute: LayoutAttribute = .notAnAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: Float = 1000
    var active = true
    /// Taken out by the shrinker.
    var removed = false
}

/// One change made between two layouts.
enum ModelEdit: Equatable {
    case constant(Int, CGFloat)
    case priority(Int, Float)
    case activate(Int)
    case deactivate(Int)
    case hidden(Int)
    case intrinsic(Int, CGFloat, CGFloat)
    case text(Int, String)
    /// Moves a view under another parent; `touching` a constraint (its constant moves by 1) just
    /// before; `viaOtherTree` through another root laid out in between.
    case move(Int, to: Int, viaOtherTree: Bool, touching: Int?)
    case rootSize(CGFloat, CGFloat)
    case direction(rightToLeft: Bool)
    case semantic(Int, SemanticContentAttribute)
    case frame(Int, CGRect)
    /// A careless call the layout must survive unchanged (a NaN, infinite or huge number, a query, a
    /// constraint whose views were freed), chosen by its seed and undone before the next layout.
    case wild(UInt64)
}

extension ModelProgram {
    /// The sibling whose bottom a view's top pull is measured from, if it has one and they share a
    /// parent now (the runner and the model read the same rule).
    static func pullAnchor(of view: Int, _ views: [ModelView], parents: [Int]) -> Int? {
        guard let after = views[view].pullTopAfter, after < parents.count, parents[after] >= 0,
            parents[after] == parents[view], after != view
        else { return nil }
        return after
    }

    /// Whether `view` is `ancestor` or below it, given the parents.
    static func isInside(_ view: Int, _ ancestor: Int, parents: [Int]) -> Bool {
        var node = view
        while node >= 0 {
            if node == ancestor { return true }
            node = parents[node]
        }
        return false
    }

    /// The nearest common ancestor of two views, given the parents.
    static func commonAncestor(_ a: Int, _ b: Int, parents: [Int]) -> Int {
        var node = a
        while node >= 0 {
            if isInside(b, node, parents: parents) { return node }
            node = parents[node]
        }
        return 0
    }

    /// The program as Swift source, to keep a shrunk difference as a test.
    var swiftSource: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : "\(Double(value))"
        }
        func rect(_ r: CGRect) -> String {
            "CGRect(x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height)))"
        }
        var lines = ["ModelProgram("]
        lines.append("    rootSize: CGSize(width: \(number(rootSize.width)), height: \(number(rootSize.height))),")
        lines.append("    rightToLeft: \(rightToLeft),")
        lines.append("    views: [")
        for view in views where !view.removed {
            var parts = ["parent: \(view.parent)"]
            switch view.kind {
            case .plain: break
            case .intrinsic(let w, let h): parts.append("kind: .intrinsic(\(number(w)), \(number(h)))")
            case .label(let text): parts.append("kind: .label(\"\(text)\")")
            case .wrappingLabel(let text): parts.append("kind: .wrappingLabel(\"\(text)\")")
            }
            if let frame = view.frame { parts.append("frame: \(rect(frame))") }
            if view.semantic != .unspecified { parts.append("semantic: .\(view.semantic)") }
            if view.hugging != 250 { parts.append("hugging: \(view.hugging)") }
            if view.compression != 750 { parts.append("compression: \(view.compression)") }
            if let after = view.pullTopAfter { parts.append("pullTopAfter: \(after)") }
            lines.append("        ModelView(\(parts.joined(separator: ", "))),")
        }
        lines.append("    ],")
        lines.append("    constraints: [")
        for constraint in constraints where !constraint.removed {
            var parts = ["first: \(constraint.first)", "firstAttribute: .\(constraint.firstAttribute)"]
            if constraint.relation != .equal {
                parts.append(
                    constraint.relation == .lessThanOrEqual
                        ? "relation: .lessThanOrEqual" : "relation: .greaterThanOrEqual")
            }
            if let second = constraint.second {
                parts.append("second: \(second)")
                parts.append("secondAttribute: .\(constraint.secondAttribute)")
            }
            if constraint.multiplier != 1 { parts.append("multiplier: \(number(constraint.multiplier))") }
            if constraint.constant != 0 { parts.append("constant: \(number(constraint.constant))") }
            if constraint.priority != 1000 { parts.append("priority: \(constraint.priority)") }
            if !constraint.active { parts.append("active: false") }
            lines.append("        ModelConstraint(\(parts.joined(separator: ", "))),")
        }
        lines.append("    ],")
        lines.append("    edits: [")
        for edit in edits {
            let text: String
            switch edit {
            case .constant(let c, let value): text = ".constant(\(c), \(number(value)))"
            case .priority(let c, let value): text = ".priority(\(c), \(value))"
            case .activate(let c): text = ".activate(\(c))"
            case .deactivate(let c): text = ".deactivate(\(c))"
            case .hidden(let v): text = ".hidden(\(v))"
            case .intrinsic(let v, let w, let h): text = ".intrinsic(\(v), \(number(w)), \(number(h)))"
            case .text(let v, let s): text = ".text(\(v), \"\(s)\")"
            case .move(let v, let to, let via, let touching):
                text = ".move(\(v), to: \(to), viaOtherTree: \(via), touching: \(touching.map(String.init) ?? "nil"))"
            case .rootSize(let w, let h): text = ".rootSize(\(number(w)), \(number(h)))"
            case .direction(let rtl): text = ".direction(rightToLeft: \(rtl))"
            case .semantic(let v, let s): text = ".semantic(\(v), .\(s))"
            case .frame(let v, let r): text = ".frame(\(v), \(rect(r)))"
            case .wild(let seed): text = ".wild(\(seed))"
            }
            lines.append("        \(text),")
        }
        lines.append("    ])")
        return lines.joined(separator: "\n")
    }
}
