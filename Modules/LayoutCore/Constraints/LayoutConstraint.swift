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

    // The stored properties are declared widest first, so that a constraint takes 136 bytes (a
    // 144-byte block): its items as tokens (``ItemToken``: no existential, no weak reference), their
    // attributes in a byte each, the engine's record as fields of its own, the source file as the
    // literal's bytes, and what few constraints have (an identifier, a file a DSL stamped, the
    // anchors a distance starts from) in a box.
    let firstToken: ItemToken
    let secondToken: ItemToken?
    /// The factor the second attribute is multiplied by.
    public let multiplier: CGFloat
    // (The constant, the priority and the fields below are read by activation and by the engine on
    // every constraint, never while another access to them is open: no runtime exclusivity checks.)
    /// The amount added to the second side. Changing it while active updates the layout in place.
    ///
    /// (A computed property over unchecked storage: a stored property read from another module makes
    /// a runtime exclusivity check there, whatever the attribute on it says.)
    public var constant: CGFloat {
        get { storedConstant }
        set {
            let old = storedConstant
            storedConstant = newValue
            if newValue != old || newValue.isNaN { engineNotify(.constant) }
        }
    }
    @exclusivity(unchecked) private var storedConstant: CGFloat
    /// The bytes of the `#fileID` literal the constraint was made with (nil when unknown or stamped).
    private let fileStart: UnsafePointer<UInt8>?
    /// The identifier and a stamped file, for the constraints that have them.
    @exclusivity(unchecked) private var extras: Extras?
    /// The token of the view the constraint is installed on while active.
    /// (Held by hand, one retain taken in ``installedView``'s setter and given back there or in
    /// `deinit`: a stored reference is retained and released around every read of the token's fields,
    /// and every constant change reads them.)
    @exclusivity(unchecked) private var installedToken: Unmanaged<ItemToken>?
    /// The engine whose queue the constraint waits in, if any.
    @exclusivity(unchecked) var pendingEngine: EngineIdentity?
    // The engine's record of this constraint while it is in a solver (see ``engineRecord``).
    // (Read and written by the engine only, never while another access is open: no runtime exclusivity check.)
    @exclusivity(unchecked) private var recordEngine: EngineIdentity?
    @exclusivity(unchecked) private var recordFormConstant: Double = 0
    @exclusivity(unchecked) private var recordConstant: CGFloat = 0
    /// The priority, 1...1000. Changing it while active updates the layout in place.
    ///
    /// A value outside the range is clamped and a NaN one refused (the old value stays), with a diagnostic.
    @exclusivity(unchecked) public var priority: LayoutPriority {
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
    @exclusivity(unchecked) private var recordPriority: LayoutPriority = .required
    @exclusivity(unchecked) private var recordHandle: Int32 = -1
    /// The line, kept small (see ``line``).
    private var lineNumber: Int32
    /// Where the constraint is in its view's list of installed constraints (-1 when not installed).
    @exclusivity(unchecked) private var installedSlot: Int32 = -1
    /// The length of ``fileStart``'s bytes.
    private let fileLength: Int32
    let storedFirstAttribute: LayoutAttribute
    /// The attribute a first side's distance starts from; ``LayoutAttribute/notAnAttribute`` exactly
    /// when the first side is not such a distance (and the same for the second side below).
    let firstMinusAttribute: LayoutAttribute
    let storedSecondAttribute: LayoutAttribute
    let secondMinusAttribute: LayoutAttribute
    /// How the two sides relate.
    public let relation: LayoutRelation
    @exclusivity(unchecked) var origin = Origin.user
    @exclusivity(unchecked) var activeFlag = false
    /// Whether the constraint's expression must be made again (a direction, margin or baseline moved).
    var needsRebuild: Bool {
        @inline(__always) get { flags & LayoutConstraint.rebuildFlag != 0 }
        @inline(__always) set {
            flags = newValue ? flags | LayoutConstraint.rebuildFlag : flags & ~LayoutConstraint.rebuildFlag
        }
    }
    /// Whether the constraint waits in its engine's queue of constant changes (see
    /// ``LayoutEngine/constantChanged(_:)``); meaningful only with the record it was queued under: storing
    /// or clearing the record clears it.
    var constantQueued: Bool {
        @inline(__always) get { flags & LayoutConstraint.constantFlag != 0 }
        @inline(__always) set {
            flags = newValue ? flags | LayoutConstraint.constantFlag : flags & ~LayoutConstraint.constantFlag
        }
    }
    /// ``needsRebuild`` and ``constantQueued``, in one byte (a second byte would take the constraint
    /// past its 144-byte block).
    @exclusivity(unchecked) private var flags: UInt8 = 0
    private static let rebuildFlag: UInt8 = 1
    private static let constantFlag: UInt8 = 2

    /// What few constraints have: an identifier, a source file a DSL stamped as text, the anchors
    /// the two sides' distances start from (`anchorWithOffset(to:)`).
    private final class Extras {
        var identifier: String?
        var file: String?
        var firstMinusToken: ItemToken?
        var secondMinusToken: ItemToken?
    }

    /// The tokens of the items the two sides' distances start from (nil for a side that is not such a
    /// distance), the box read once.
    @inline(__always) var distanceStarts: (first: ItemToken?, second: ItemToken?) {
        guard hasDistanceStart, let extras else { return (nil, nil) }
        return (extras.firstMinusToken, extras.secondMinusToken)
    }

    /// Whether either side is a distance with a start of its own (`anchorWithOffset(to:)`): the box
    /// holds its token. Known from the start attributes, which are set exactly then, so that the box
    /// of a constraint with an identifier alone is not read.
    @inline(__always) var hasDistanceStart: Bool {
        firstMinusAttribute != .notAnAttribute || secondMinusAttribute != .notAnAttribute
    }

    /// For a distance on the first side: the token of the item it starts from.
    var firstMinusToken: ItemToken? { extras?.firstMinusToken }
    /// For a distance on the second side: the token of the item it starts from.
    var secondMinusToken: ItemToken? { extras?.secondMinusToken }

    /// The first item and attribute.
    var first: AnchorReference { AnchorReference(token: firstToken, storedFirstAttribute) }
    /// For a distance made by `anchorWithOffset(to:)` on the first side: the anchor it starts from.
    var firstMinus: AnchorReference? { firstMinusToken.map { AnchorReference(token: $0, firstMinusAttribute) } }
    /// The second item and attribute (nil for a constraint to a constant).
    var second: AnchorReference? { secondToken.map { AnchorReference(token: $0, storedSecondAttribute) } }
    /// For a distance on the second side: the anchor it starts from.
    var secondMinus: AnchorReference? {
        secondMinusToken.map { AnchorReference(token: $0, secondMinusAttribute) }
    }

    /// A name shown in descriptions and diagnostics.
    public var identifier: String? {
        get { extras?.identifier }
        set {
            if extras == nil {
                guard newValue != nil else { return }
                extras = Extras()
            }
            extras?.identifier = newValue
        }
    }

    /// The source file of the code that made the constraint (empty when unknown).
    ///
    /// DSL modules whose operators cannot take `#fileID` stamp the user's location here when they learn it.
    public package(set) var file: String {
        get {
            if let stamped = extras?.file { return stamped }
            guard let fileStart else { return "" }
            return String(decoding: UnsafeBufferPointer(start: fileStart, count: Int(fileLength)), as: UTF8.self)
        }
        set {
            if extras == nil { extras = Extras() }
            extras?.file = newValue
        }
    }

    /// The view the constraint is installed on while active: the nearest common ancestor of its items.
    public internal(set) var installedView: LayoutView? {
        get { installedToken?._withUnsafeGuaranteedRef { $0.view } }
        set {
            let old = installedToken
            installedToken = newValue.map { Unmanaged.passRetained($0.token) }
            old?.release()
        }
    }

    /// The engine's record of this constraint while it is in a solver.
    var engineRecord: EngineConstraintRecord? {
        get {
            guard let recordEngine else { return nil }
            return EngineConstraintRecord(
                engineID: recordEngine, handle: SolverConstraint(recordHandle), formConstant: recordFormConstant,
                constant: recordConstant, priority: recordPriority)
        }
        set {
            recordEngine = newValue?.engineID
            // (A queued constant change belongs to the record it was queued under.)
            constantQueued = false
            if let newValue {
                recordHandle = newValue.handle.index
                recordFormConstant = newValue.formConstant
                recordConstant = newValue.constant
                recordPriority = newValue.priority
            }
        }
    }

    /// Keeps a new constant and priority in the engine's record, which exists (the rest of it is unchanged).
    @inline(__always) func setRecordValues(constant: CGFloat, priority: LayoutPriority) {
        recordConstant = constant
        recordPriority = priority
    }

    /// The view the constraint is installed on, not retained (for a caller that only reads it at once).
    @inline(__always) var unretainedInstalledView: Unmanaged<LayoutView>? {
        installedToken?._withUnsafeGuaranteedRef { $0.unretainedView }
    }

    deinit {
        installedToken?.release()
    }

    /// The solver handle of the engine's record (read only while a record exists).
    @inline(__always) var recordHandleIndex: Int32 { recordHandle }
    /// The record's form constant, constant and priority, read in place (only while a record exists).
    @inline(__always) var recordFields: (formConstant: Double, constant: CGFloat, priority: LayoutPriority) {
        (recordFormConstant, recordConstant, recordPriority)
    }
    /// Keeps a new constant in the engine's record, which exists.
    @inline(__always) func setRecordConstant(_ constant: CGFloat) { recordConstant = constant }

    /// Whether the constraint has a record in the engine `identity` (without making the record).
    @inline(__always) func hasRecord(in identity: EngineIdentity) -> Bool { recordEngine === identity }

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
        firstToken = first.token
        secondToken = second?.token
        if firstMinus != nil || secondMinus != nil {
            // (An anchor always has an attribute: ``hasDistanceStart`` reads the start attributes.)
            assert(firstMinus?.attribute != .notAnAttribute && secondMinus?.attribute != .notAnAttribute)
            let box = Extras()
            box.firstMinusToken = firstMinus?.token
            box.secondMinusToken = secondMinus?.token
            extras = box
        }
        storedFirstAttribute = first.attribute
        firstMinusAttribute = firstMinus?.attribute ?? .notAnAttribute
        storedSecondAttribute = second?.attribute ?? .notAnAttribute
        secondMinusAttribute = secondMinus?.attribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.priority = .required
        self.lineNumber = Int32(clamping: line)
        if file.hasPointerRepresentation && file.utf8CodeUnitCount > 0 {
            fileStart = file.utf8Start
            fileLength = Int32(clamping: file.utf8CodeUnitCount)
        } else {
            fileStart = nil
            fileLength = 0
            if file.utf8CodeUnitCount > 0 || !file.hasPointerRepresentation {
                let text = "\(file)"
                if !text.isEmpty {
                    let box = extras ?? Extras()
                    box.file = text
                    extras = box
                }
            }
        }
    }

    /// Whether every item the constraint mentions still exists (so its references may be followed).
    var itemsExist: Bool {
        guard firstToken.isAlive, secondToken?.isAlive ?? true else { return false }
        guard hasDistanceStart, let extras else { return true }
        return (extras.firstMinusToken?.isAlive ?? true) && (extras.secondMinusToken?.isAlive ?? true)
    }

    /// Calls `body` with the token of each item the constraint mentions: the first, the second, then
    /// those the distances start from (the box is read once).
    @inline(__always) func forEachToken(_ body: (ItemToken) -> Void) {
        body(firstToken)
        if let secondToken { body(secondToken) }
        guard hasDistanceStart, let extras else { return }
        if let token = extras.firstMinusToken { body(token) }
        if let token = extras.secondMinusToken { body(token) }
    }

    /// The items that still exist, one entry per reference (an item named twice appears twice).
    var existingItems: [any LayoutItem] {
        var items: [any LayoutItem] = []
        forEachExistingItem { items.append($0) }
        return items
    }

    /// Calls `body` with each item that still exists, in the order of ``existingItems`` (no array is made).
    func forEachExistingItem(_ body: (any LayoutItem) -> Void) {
        // (The strong reference each `item` takes keeps the item alive while `body` uses it.)
        if let item = firstToken.item { body(item) }
        if let item = firstMinusToken?.item { body(item) }
        if let item = secondToken?.item { body(item) }
        if let item = secondMinusToken?.item { body(item) }
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
    public var firstItem: AnyObject? { firstToken.item }
    /// The attribute of the first item.
    public var firstAttribute: LayoutAttribute { storedFirstAttribute }
    /// The second item, or nil for a constraint to a constant.
    public var secondItem: AnyObject? { secondToken?.item }
    /// The attribute of the second item, or ``LayoutAttribute/notAnAttribute``.
    public var secondAttribute: LayoutAttribute { storedSecondAttribute }

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

    /// Every item the constraint mentions that still exists.
    var items: [any LayoutItem] { existingItems }

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
