import LayoutCore

/// A handle to a node of a ``FlexTree``: a small integer index, a tag that tells a freed node's
/// handle from the handle of a node that reused its slot, and the serial number of its tree (a
/// handle given to another tree is refused with a diagnostic).
public struct FlexNodeID: Hashable, Sendable, CustomStringConvertible {
    /// The slot of the node in its tree's storage.
    public let index: Int32
    /// The number of times the slot had been reused when this node was made.
    public let tag: UInt32
    /// The serial number of the tree that made the node.
    public let tree: UInt32

    init(index: Int32, tag: UInt32, tree: UInt32) {
        self.index = index
        self.tag = tag
        self.tree = tree
    }

    /// The handle that names no node.
    static let none = FlexNodeID(index: -1, tag: 0, tree: 0)

    /// The handle as `#index`.
    public var description: String { "#\(index)" }
}

/// A flexbox tree: nodes with styles, children and measure functions, laid out by the FlexKit engine.
///
/// Nodes live in contiguous storage inside the tree and are named by ``FlexNodeID`` handles, so a
/// layout pass runs over plain memory without reference counting. A tree can hold several roots.
///
/// ```swift
/// let tree = FlexTree()
/// let root = tree.makeNode()
/// tree.updateStyle(of: root) { $0.width = 300; $0.flexDirection = .row }
/// let child = tree.makeNode()
/// tree.updateStyle(of: child) { $0.flexGrow = 1 }
/// tree.addChild(child, to: root)
/// tree.calculateLayout(for: root, width: nil, height: 100)
/// tree.layout(of: child).width   // 300
/// ```
///
/// Bad input never crashes: non-finite values, negative sizes, stale handles and cycles are refused or
/// clamped with a `LayoutDiagnostic` (source `"FlexKit"`), and the rest of the tree lays out.
public final class FlexTree {
    // The properties every layout reads are exempt from run-time exclusivity checks (a dozen a layout,
    // 4% of a small tree's layout): a tree is used from one thread, and a pass writes records through
    // their buffers' pointers, never through these properties.
    @exclusivity(unchecked) var styleStore = NodeBuffer<ComputedStyle>()
    @exclusivity(unchecked) var layoutStore = NodeBuffer<NodeLayout>()
    @exclusivity(unchecked) var linkStore = NodeBuffer<NodeLinks>()
    @exclusivity(unchecked) var frameStore = NodeBuffer<NodeFrame>()
    @exclusivity(unchecked) var cacheStore = NodeBuffer<NodeCache>()
    @exclusivity(unchecked) var measurementStore = NodeBuffer<CachedMeasurement>()
    /// Min-content sizes found by the web's automatic minimum size, remembered within a layout.
    @exclusivity(unchecked) var minContentStore = NodeBuffer<MinContentMemo>()
    /// The web's defaults: for each `display: contents` node with a measure function, the slot of the
    /// anonymous flex item that holds its content (see `updateAnonymousItem`).
    @exclusivity(unchecked) var anonymousItems: [Int32: Int32] = [:]
    /// Per slot, where its style is in `customStyles`, or -1 for ``defaultStyle``: a node made with the
    /// default style costs 4 bytes here instead of a whole style.
    var customStyleIndex: [Int32] = []
    /// The styles that differ from the default, and the entries free for reuse.
    var customStyles: [FlexStyle] = []
    var freeCustomStyles: [Int32] = []
    @exclusivity(unchecked) var tags: [UInt32] = []
    /// Closures in unchecked storage: a layout calls them without Swift's exclusivity checks.
    @exclusivity(unchecked) var measureFunctions = NodeBuffer<FlexMeasureFunction?>()
    @exclusivity(unchecked) var baselineFunctions = NodeBuffer<FlexBaselineFunction?>()
    var names: [Int32: String] = [:]
    @exclusivity(unchecked) var freeSlots: [Int32] = []
    @exclusivity(unchecked) var generation: UInt32 = 0
    @exclusivity(unchecked) var configVersion: UInt32 = 1
    @exclusivity(unchecked) var isLayingOut = false
    /// Set by a layout that rounded a non-finite frame or edge: only then are the nodes searched for.
    @exclusivity(unchecked) var roundedNonFiniteLayout = false
    /// Lets containers whose subtree is monotone reuse measurements across at-most limits (see
    /// `canReuseMonotone`); tests turn it off to check that layouts come out the same.
    @exclusivity(unchecked) package var usesMonotoneMeasureCache = true
    /// Lets a layout remember each node's min-content size (the web's automatic minimum size); tests
    /// turn it off to check that layouts come out the same.
    @exclusivity(unchecked) package var remembersMinContentSizes = true
    /// The first of the measured leaves marked dirty since the last layout (their content changed, not
    /// their style), whose min-content answers the next layout of the web's defaults finds again first
    /// (`LayoutPass.revalidateChangedLeaves`), listed through `MinContentMemo.nextChangedLeaf`; -1 for none.
    @exclusivity(unchecked) var firstChangedLeaf: Int32 = -1
    /// The first pass whose min-content sizes can still hold in a later one (`MinContentMemo.holds`).
    @exclusivity(unchecked) var minContentFloor: UInt32 = 0
    let statisticsStore = UnsafeMutablePointer<FlexLayoutStatistics>.allocate(capacity: 1)
    /// The web's §9.7 loop's working space, a stack of lines' items: a loop may run inside another's (an
    /// item's automatic minimum height lays out its content, whose lines flex in turn).
    private var freezingItems = UnsafeMutablePointer<FreezingItem>.allocate(capacity: 16)
    private var freezingItemCapacity = 16
    private var freezingItemsInUse = 0
    @exclusivity(unchecked) private var configuration: FlexConfig
    /// The serial number of the tree, carried by its handles.
    let serial = FlexTree.nextSerial()
    /// Bumped whenever a node is linked or unlinked, so that the depth measured before a layout is reused.
    @exclusivity(unchecked) var structureVersion: UInt64 = 0
    /// The depth of the subtree last measured: its root, the structure version, the depth.
    @exclusivity(unchecked) var measuredDepth: (root: Int, version: UInt64, depth: Int) = (-1, 0, 0)
    /// Nodes visited by the walks up a tree that edits make (marking dirty, trait counts out of date):
    /// tests check that building a tree stays linear.
    package var ancestorSteps = 0

    /// Room for `count` items of the web's §9.7 loop (uninitialized; their type is trivial), on top of
    /// the rooms of the loops running around it; give it back with `releaseFreezingItems`, innermost first.
    @inline(__always) func reserveFreezingItems(_ count: Int) -> UnsafeMutablePointer<FreezingItem> {
        // (Room on top of the loops around: made here, where the loop runs; the rest out of line.)
        let inUse = freezingItemsInUse
        if inUse + count <= freezingItemCapacity {
            freezingItemsInUse = inUse + count
            return freezingItems + inUse
        }
        return reserveFreezingItemsElsewhere(count)
    }

    /// `reserveFreezingItems` without room on top: a larger room when no loop runs, else one of its own.
    @inline(never) private func reserveFreezingItemsElsewhere(_ count: Int) -> UnsafeMutablePointer<FreezingItem> {
        if freezingItemsInUse == 0 && count > freezingItemCapacity {
            freezingItems.deallocate()
            freezingItemCapacity = max(count, 2 * freezingItemCapacity)
            freezingItems = .allocate(capacity: freezingItemCapacity)
        }
        if freezingItemsInUse + count <= freezingItemCapacity {
            defer { freezingItemsInUse += count }
            return freezingItems + freezingItemsInUse
        }
        // Out of room inside another loop, whose items must not move: a room of its own.
        return .allocate(capacity: count)
    }

    /// Gives back the room `reserveFreezingItems` gave for `count` items.
    func releaseFreezingItems(_ items: UnsafeMutablePointer<FreezingItem>, _ count: Int) {
        if items >= freezingItems && items < freezingItems + freezingItemCapacity {
            freezingItemsInUse -= count
        } else {
            items.deallocate()
        }
    }

    /// Makes an empty tree.
    /// - Parameter config: the defaults, pixel grid and errata of the tree.
    public init(config: FlexConfig = FlexConfig()) {
        configuration = FlexTree.sanitized(config)
        statisticsStore.initialize(to: FlexLayoutStatistics())
    }

    deinit {
        freezingItems.deallocate()
        styleStore.deallocate()
        layoutStore.deallocate()
        linkStore.deallocate()
        frameStore.deallocate()
        cacheStore.deallocate()
        measurementStore.deallocate()
        minContentStore.deallocate()
        measureFunctions.deallocate()
        baselineFunctions.deallocate()
        statisticsStore.deallocate()
    }

    /// The tree's settings. Changing the pixel grid or the errata re-lays out every node on the next
    /// layout; the defaults cannot change once nodes exist.
    public var config: FlexConfig {
        get { configuration }
        set {
            var value = FlexTree.sanitized(newValue)
            if value.defaults != configuration.defaults && liveNodeCount > 0 {
                report(
                    .invalidInput,
                    "the defaults of a tree cannot change once it has nodes; kept \(configuration.defaults)")
                value.defaults = configuration.defaults
            }
            if value != configuration {
                configuration = value
                configVersion &+= 1
            }
        }
    }

    /// The style a new node starts with: the tree's defaults.
    public var defaultStyle: FlexStyle { FlexStyle(defaults: configuration.defaults) }

    /// The number of nodes in the tree (made and not freed).
    public var liveNodeCount: Int { linkStore.count - freeSlots.count - anonymousItems.count }

    /// Counts of the work done by the last layout.
    public var lastLayoutStatistics: FlexLayoutStatistics { statisticsStore.pointee }

    /// Makes a node, a root until it is added to a parent.
    /// - Parameter style: its style; the tree's ``defaultStyle`` when nil.
    ///
    /// During a layout (from a measure or baseline function) no node can be made: the call reports a
    /// diagnostic and returns a handle that names no node.
    public func makeNode(style: FlexStyle? = nil) -> FlexNodeID {
        guard refuseDuringLayout("makeNode") else { return .none }
        let slot = allocateSlot()
        let initial = style.map { sanitized($0, slot) } ?? defaultStyle
        setStoredStyle(initial, slot)
        styleStore[slot] = ComputedStyle(initial, web: configuration.defaults == .web)
        updateTraits(slot)
        return handle(slot)
    }

    /// A slot with fresh records (a freed one reused, its tag bumped, or a new one), its style not set.
    func allocateSlot() -> Int {
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = Int(reused)
            tags[slot] &+= 1
            layoutStore[slot] = NodeLayout()
            linkStore[slot] = NodeLinks()
            frameStore[slot] = NodeFrame()
            cacheStore[slot] = NodeCache()
            // (A freed leaf may still be listed: the list goes through it.)
            let old = minContentStore[slot]
            minContentStore[slot] = MinContentMemo()
            minContentStore[slot].isListed = old.isListed
            minContentStore[slot].nextChangedLeaf = old.nextChangedLeaf
        } else {
            slot = linkStore.count
            styleStore.append(ComputedStyle())
            layoutStore.append(NodeLayout())
            linkStore.append(NodeLinks())
            frameStore.append(NodeFrame())
            cacheStore.append(NodeCache())
            minContentStore.append(MinContentMemo())
            for _ in 0..<NodeCache.stride { measurementStore.append(CachedMeasurement()) }
            tags.append(0)
            customStyleIndex.append(-1)
            measureFunctions.append(nil)
            baselineFunctions.append(nil)
        }
        return slot
    }

    /// Frees a node: it leaves its parent, and its children become roots. Its handle is no longer valid.
    public func freeNode(_ node: FlexNodeID) {
        guard let slot = slot(of: node, "freeNode"), refuseDuringLayout("freeNode") else { return }
        if linkStore[slot].parent >= 0 {
            detach(slot)
        }
        while linkStore[slot].firstChild >= 0 {
            detach(Int(linkStore[slot].firstChild))
        }
        linkStore[slot].isAlive = false
        measureFunctions[slot] = nil
        baselineFunctions[slot] = nil
        if anonymousItems[Int32(slot)] != nil { updateAnonymousItem(slot) }
        names[Int32(slot)] = nil
        // The slot's custom style, if any, is given back (without comparing the style with the default).
        let customIndex = customStyleIndex[slot]
        if customIndex >= 0 {
            customStyleIndex[slot] = -1
            freeCustomStyles.append(customIndex)
        }
        freeSlots.append(Int32(slot))
    }

    /// Frees a node and all its descendants.
    public func freeSubtree(_ node: FlexNodeID) {
        guard let slot = slot(of: node, "freeSubtree"), refuseDuringLayout("freeSubtree") else { return }
        var stack = [slot]
        var order: [Int] = []
        while let next = stack.popLast() {
            order.append(next)
            var child = Int(linkStore[next].firstChild)
            while child >= 0 {
                stack.append(child)
                child = Int(linkStore[child].nextSibling)
            }
        }
        for index in order.reversed() {
            freeNode(handle(index))
        }
    }

    /// Whether the handle names a live node of this tree.
    public func contains(_ node: FlexNodeID) -> Bool {
        let index = Int(node.index)
        return node.tree == serial && index >= 0 && index < linkStore.count && tags[index] == node.tag
            && linkStore[index].isAlive
    }

    /// Gives a node a name used in diagnostics (such as its path in a file).
    public func setName(_ name: String?, for node: FlexNodeID) {
        guard let slot = slot(of: node, "setName") else { return }
        names[Int32(slot)] = name
    }

    /// The name given with ``setName(_:for:)``, if any.
    public func name(of node: FlexNodeID) -> String? {
        guard contains(node) else { return nil }
        return names[node.index]
    }

    // MARK: - Diagnostics and validation

    func handle(_ slot: Int) -> FlexNodeID { FlexNodeID(index: Int32(slot), tag: tags[slot], tree: serial) }

    func label(_ slot: Int) -> String {
        if let name = names[Int32(slot)] { return name }
        return "node #\(slot)"
    }

    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: kind, message: message, source: "FlexKit"))
    }

    /// The slot of a live node, or nil after reporting a stale or foreign handle.
    func slot(of node: FlexNodeID, _ operation: String) -> Int? {
        guard contains(node) else {
            if node.tree != serial && node.tree != 0 {
                report(.invalidHierarchy, "\(operation): \(node) is a node of another tree; ignored")
            } else {
                report(.invalidHierarchy, "\(operation): \(node) is not a live node of this tree; ignored")
            }
            return nil
        }
        return Int(node.index)
    }

    /// False (after a diagnostic) while a layout runs: measure and baseline functions may read the tree but not change it.
    func refuseDuringLayout(_ operation: String) -> Bool {
        if isLayingOut {
            report(.invalidInput, "\(operation) during a layout pass (from a measure or baseline function) is refused")
            return false
        }
        return true
    }

    private static let serialLock = NSLock()
    nonisolated(unsafe) private static var lastSerial: UInt32 = 0

    /// A serial number for a new tree (never 0, which marks the handle that names no node).
    private static func nextSerial() -> UInt32 {
        serialLock.lock()
        defer { serialLock.unlock() }
        lastSerial = lastSerial == .max ? 1 : lastSerial + 1
        return lastSerial
    }

    private static func sanitized(_ config: FlexConfig) -> FlexConfig {
        var value = config
        if !value.pointScaleFactor.isFinite || value.pointScaleFactor < 0 {
            LayoutDiagnostics.report(
                LayoutDiagnostic(
                    kind: .invalidValue,
                    message: "pointScaleFactor \(value.pointScaleFactor) is not a finite number >= 0; rounding is off",
                    source: "FlexKit"))
            value.pointScaleFactor = 0
        }
        return value
    }
}
