/// Freeing a file's nodes without recursion: a `Node` holds its children in an array, so letting
/// Swift free a deep tree would recurse once per level. Owners below free it level by level instead.
extension FlexTreeFile.Node {
    /// Empties `nodes`, freeing their subtrees one level at a time.
    static func release(_ nodes: inout [FlexTreeFile.Node]) {
        var pending: [FlexTreeFile.Node] = []
        swap(&pending, &nodes)
        while var node = pending.popLast() {
            guard !node.children.isEmpty else { continue }
            // The children are held here before their array goes, so freeing it frees no subtree.
            pending.append(contentsOf: node.children)
            node.children = []
        }
    }
}

extension FlexTreeFile {
    /// Holds nodes and frees them without recursion (a struct cannot run code when it is freed).
    final class NodeOwner {
        var nodes: [Node]

        init(_ nodes: [Node]) {
            self.nodes = nodes
        }

        deinit {
            Node.release(&nodes)
        }
    }
}
