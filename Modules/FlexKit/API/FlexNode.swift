/// A node of a ``FlexTree`` as a value: the tree and the node's handle, with the tree's operations
/// on that node. Cheap to copy; two `FlexNode`s are equal when they name the same node.
///
/// ```swift
/// let tree = FlexTree()
/// let root = FlexNode(in: tree)
/// root.style.flexDirection = .row
/// root.style.width = 320
/// let child = FlexNode(in: tree)
/// child.style.flexGrow = 1
/// root.addChild(child)
/// root.calculateLayout(height: 44)
/// child.layout.width   // 320
/// ```
public struct FlexNode: Hashable {
    /// The tree the node lives in.
    public let tree: FlexTree
    /// The node's handle in ``tree``.
    public let id: FlexNodeID

    /// Makes a node in `tree` with the tree's default style.
    public init(in tree: FlexTree) {
        self.tree = tree
        self.id = tree.makeNode()
    }

    /// Wraps an existing node of `tree`.
    public init(_ id: FlexNodeID, in tree: FlexTree) {
        self.tree = tree
        self.id = id
    }

    /// Two values are equal when they name the same node of the same tree.
    public static func == (lhs: FlexNode, rhs: FlexNode) -> Bool { lhs.tree === rhs.tree && lhs.id == rhs.id }

    /// Hashes the tree's identity and the handle.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(id)
    }

    /// The node's style; setting it (or any of its properties) marks the node dirty if it changed.
    public var style: FlexStyle {
        get { tree.style(of: id) }
        nonmutating set { tree.setStyle(newValue, for: id) }
    }

    /// The computed layout from the last ``calculateLayout(width:height:direction:)`` of its tree.
    public var layout: FlexComputedLayout { tree.layout(of: id) }

    /// The children, in order.
    public var children: [FlexNode] { tree.children(of: id).map { FlexNode($0, in: tree) } }

    /// The parent, or nil for a root.
    public var parent: FlexNode? { tree.parent(of: id).map { FlexNode($0, in: tree) } }

    /// Appends a child (refused with a diagnostic when it already has a parent or would make a cycle).
    @discardableResult
    public func addChild(_ child: FlexNode) -> Bool { tree.addChild(child.id, to: id) }

    /// Inserts a child at `index`.
    @discardableResult
    public func insertChild(_ child: FlexNode, at index: Int) -> Bool {
        tree.insertChild(child.id, into: id, at: index)
    }

    /// Removes a child.
    @discardableResult
    public func removeChild(_ child: FlexNode) -> Bool { tree.removeChild(child.id, from: id) }

    /// Sets (or removes) the measure function of a leaf.
    public func setMeasureFunction(_ function: FlexMeasureFunction?) { tree.setMeasureFunction(for: id, function) }

    /// Sets (or removes) the baseline function.
    public func setBaselineFunction(_ function: FlexBaselineFunction?) { tree.setBaselineFunction(for: id, function) }

    /// Marks the node dirty: its content changed.
    public func markDirty() { tree.markDirty(id) }

    /// Whether the node will be laid out again.
    public var isDirty: Bool { tree.isDirty(id) }

    /// Lays out the tree under this node (see ``FlexTree/calculateLayout(for:width:height:direction:)``).
    public func calculateLayout(width: Double? = nil, height: Double? = nil, direction: FlexTextDirection = .ltr) {
        tree.calculateLayout(for: id, width: width, height: height, direction: direction)
    }
}
