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
        /// The nodes are every node of a tree in pre-order (a built file's specs): each one's own entry
        /// still holds its children's arrays when its parent's goes, so freeing them in order frees
        /// one array a node, without recursion and without walking any subtree again.
        let isPreOrderList: Bool

        init(_ nodes: [Node], isPreOrderList: Bool = false) {
            self.nodes = nodes
            self.isPreOrderList = isPreOrderList
        }

        deinit {
            if isPreOrderList {
                // Walking each entry's subtree, as `release` does, would visit a node once per ancestor.
                nodes.reverse()
                while nodes.popLast() != nil {}
            } else {
                Node.release(&nodes)
            }
        }
    }
}
