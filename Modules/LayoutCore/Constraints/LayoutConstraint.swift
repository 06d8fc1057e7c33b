import Foundation

/// A relation between two attributes of layout items: `first == multiplier * second + constant`.
///
/// Constraints are made inactive by anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`)
/// or by the item/attribute initializer, and take part in layout once active. They are installed on
/// the nearest common ancestor of their items. `constant` and `priority` can change while active
/// (the solver updates in place); unlike UIKit, a constraint may move between required and optional.
///
/// ```swift
/// let c = title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 15)
/// c.priority = .defaultHigh
/// c.isActive = true
/// print(c)  // title.leading == container.leading + 15 @750
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    /// Who made a constraint: the user, or the engine on a view's behalf.
    enum Origin {
        case user
        case contentHugging
        case compressionResistance
        case autoresizing
        case fitting
    }

    // (The stored properties are declared in an order that leaves little padding: a constraint is
    // laid out in declaration order, and small fields fill the gaps after the references.)
    let first: AnchorReference
    /// How the two sides relate.
    public let relation: LayoutRelation
    var origin = Origin.user
    @exclusivity(unchecked) var activeFlag = false
    /// The priority, 1...1000. Changing it while active updates the layout in place.
    ///
    /// A value outside the range is clamped and a NaN one refused (the old value stays), with a diagnostic.
    public var priority: LayoutPriority {
        didSet {
            if !priority.isValid {
                let wrong = priority
                // Assigning inside `didSet` does not call the observer again.
                priority = wrong.sanitized(fallback: oldValue)
                report(
                    .invalidValue,
                    wrong.rawValue.isNaN
                        ? "priority nan of \(self) is not a number; it keeps \(priority)"
                        : "priority \(wrong) of \(self) is outside 1...1000; it was clamped to \(priority)")
            }
            if priority != oldValue { engineNotify(.priority) }
        }
    }
    let firstMinus: AnchorReference?
    /// Whether the constraint's expression must be made again (a direction, margin or baseline moved).
    var needsRebuild = false
    /// Where the constraint is in its view's list of installed constraints (-1 when not installed).
    @exclusivity(unchecked) private var installedSlot: Int32 = -1
    let second: AnchorReference?
    /// The line, kept small (see ``line``).
    private var lineNumber: Int32
    let secondMinus: AnchorReference?
    /// Weak twins of the references: they tell whether an item still exists before a reference is followed
    /// (plain object references, half the size of weak existentials).
    private weak var firstWeak: AnyObject?
    private weak var firstMinusWeak: AnyObject?
    private weak var secondWeak: AnyObject?
    private weak var secondMinusWeak: AnyObject?

    /// The factor the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// The amount added to the second side. Changing it while active updates the layout in place.
    public var constant: CGFloat {
        didSet { if constant != oldValue || constant.isNaN { engineNotify(.constant) } }
    }
    /// A name shown in descriptions and diagnostics.
    public var identifier: String?
    /// The source file of the code that made the constraint (empty when unknown).
    ///
    /// DSL modules whose operators cannot take `#fileID` stamp the user's location here when they learn it.
    public package(set) var file: String {
        get {
            switch fileName {
            case .literal(let name): return "\(name)"
            case .text(let name): return name
            }
        }
        set { fileName = .text(newValue) }
    }

    /// A source file's name as a literal or as text.
    private enum SourceFileName {
        case literal(StaticString)
        case text(String)
    }

    /// The view the constraint is installed on while active: the nearest common ancestor of its items.
    public internal(set) weak var installedView: LayoutView?
    /// The engine whose queue the constraint waits in, if any.
    @exclusivity(unchecked) var pendingEngine: EngineIdentity?
    /// The engine's record of this constraint while it is in a solver.
    /// (Read and written by the engine only, never while another access is open: no runtime exclusivity check.)
    @exclusivity(unchecked) var engineRecord: EngineConstraintRecord?
    /// Where ``file`` is kept: as the literal the constraint was made with (no string is made until the
    /// file is read, for a diagnostic), or as text a DSL stamped.
    private var fileName: SourceFileName

    /// The line in ``file``, or 0 when unknown.
    public package(set) var line: Int {
        get { Int(lineNumber) }
        set { lineNumber = Int32(clamping: newValue) }
    }
    /// Where the constraint is in its view's list of installed constraints (-1 when not installed).
    var installedIndex: Int {
        @inline(__always) get { Int(installedSlot) }
        @inline(__always) set { installedSlot = Int32(truncatingIfNeeded: newValue) }
    }

    init(
        _ first: AnchorReference, _ firstMinus: AnchorReference?, _ relation: LayoutRelation,
        _ second: AnchorReference?, _ secondMinus: AnchorReference?, _ multiplier: CGFloat, _ constant: CGFloat,
        file: StaticString, line: UInt
    ) {
        self.first = first
        self.firstMinus = firstMinus
        self.relation = relation
        self.second = second
        self.secondMinus = secondMinus
        self.multiplier = multiplier
        self.constant = constant
        self.priority = .required
        self.fileName = .literal(file)
        self.lineNumber = Int32(clamping: line)
        firstWeak = first.item as AnyObject
        firstMinusWeak = firstMinus.map { $0.item as AnyObject }
        secondWeak = second.map { $0.item as AnyObject }
        secondMinusWeak = secondMinus.map { $0.item as AnyObject }
    }

    /// Whether every item the constraint mentions still exists (so its references may be followed).
    var itemsExist: Bool {
        firstWeak != nil && (firstMinus == nil || firstMinusWeak != nil) && (second == nil || secondWeak != nil)
            && (secondMinus == nil || secondMinusWeak != nil)
    }

    /// The items that still exist, one entry per reference (an item named twice appears twice).
    var existingItems: [any LayoutItem] {
        var items: [any LayoutItem] = []
        forEachExistingItem { items.append($0) }
        return items
    }

    /// Calls `body` with each item that still exists, in the order of ``existingItems`` (no array is made).
    func forEachExistingItem(_ body: (any LayoutItem) -> Void) {
        // (The strong reference a weak twin gives keeps the item alive while `body` uses it.)
        if let object = firstWeak {
            body(first.item)
            withExtendedLifetime(object) {}
        }
        if let object = firstMinusWeak, let firstMinus {
            body(firstMinus.item)
            withExtendedLifetime(object) {}
        }
        if let object = secondWeak, let second {
            body(second.item)
            withExtendedLifetime(object) {}
        }
        if let object = secondMinusWeak, let secondMinus {
            body(secondMinus.item)
            withExtendedLifetime(object) {}
        }
    }

    /// The item of a reference if it still exists.
    func existingItem(_ reference: AnchorReference) -> (any LayoutItem)? {
        guard itemsExist else { return nil }
        return reference.item
    }

    convenience init(
        _ first: AnchorReference, _ relation: LayoutRelation, _ second: AnchorReference, constant: CGFloat,
        file: StaticString, line: UInt
    ) {
        self.init(first, nil, relation, second, nil, 1, constant, file: file, line: line)
    }

    /// Makes a constraint `item.attribute relation multiplier * toItem.toAttribute + constant` (inactive).
    ///
    /// Pass `nil` and `.notAnAttribute` for a constraint of a size to a constant.
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute toAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        let second = toItem.flatMap { toAttribute == .notAnAttribute ? nil : AnchorReference($0, toAttribute) }
        self.init(
            AnchorReference(item, attribute), nil, relation, second, nil, multiplier, constant, file: file, line: line)
    }

    /// The first item (a ``LayoutView`` or ``LayoutGuide``).
    public var firstItem: AnyObject? { firstWeak }
    /// The attribute of the first item.
    public var firstAttribute: LayoutAttribute { first.attribute }
    /// The second item, or nil for a constraint to a constant.
    public var secondItem: AnyObject? { second == nil ? nil : secondWeak }
    /// The attribute of the second item, or ``LayoutAttribute/notAnAttribute``.
    public var secondAttribute: LayoutAttribute { second?.attribute ?? .notAnAttribute }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common
    /// ancestor of its items; invalid constraints are reported and stay inactive. A constraint whose
    /// items were freed is no longer active.
    public var isActive: Bool {
        get { activeFlag && itemsExist }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Every item the constraint mentions (follow only while active or after checking ``itemsExist``).
    var items: [any LayoutItem] {
        [first.item, firstMinus?.item, second?.item, secondMinus?.item].compactMap { $0 }
    }

    /// Whether the two constraints relate the same anchors: the same items and attributes on each side,
    /// including the start of a distance made by `anchorWithOffset(to:)`. Relation, multiplier, constant
    /// and priority are not compared.
    package func relatesSameAnchors(as other: LayoutConstraint) -> Bool {
        guard itemsExist && other.itemsExist else { return false }
        func same(_ a: AnchorReference?, _ b: AnchorReference?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let a?, let b?): return a.matches(b)
            default: return false
            }
        }
        return same(first, other.first) && same(firstMinus, other.firstMinus) && same(second, other.second)
            && same(secondMinus, other.secondMinus)
    }
}
