import LayoutCore

extension FlexTreeFile {
    /// A file's tree built in a ``FlexTree``: the nodes in document order (pre-order) with their paths.
    package struct Built {
        /// The tree, with the file's configuration.
        package var tree: FlexTree
        /// The root node.
        package var root: FlexNodeID
        /// Every node in pre-order, the root first.
        package var nodes: [FlexNodeID]
        /// The file's node for each built node, in the same order.
        package var specs: [Node]
    }

    /// Builds the tree (in a new ``FlexTree`` with the file's configuration, unless one is given).
    package func build(into existing: FlexTree? = nil) -> Built {
        let tree = existing ?? FlexTree(config: config)
        var built = Built(tree: tree, root: .none, nodes: [], specs: [])
        // Pre-order without recursion: a stack of nodes with their parents, children pushed last first.
        var stack: [(spec: Node, parent: FlexNodeID?)] = [(root, nil)]
        while let (spec, parent) = stack.popLast() {
            let id = tree.makeNode(style: spec.style)
            tree.setName(spec.path, for: id)
            built.nodes.append(id)
            built.specs.append(spec)
            if let parent {
                tree.addChild(id, to: parent)
            } else {
                built.root = id
            }
            if let measure = spec.measure {
                tree.setMeasureFunction(
                    for: id, FlexTreeFile.function(for: measure, direction: spec.style.flexDirection))
            }
            for child in spec.children.reversed() {
                stack.append((child, id))
            }
        }
        return built
    }

    /// Lays out the built tree as the file says (its available size and direction).
    package func layOut(_ built: Built) {
        built.tree.calculateLayout(
            for: built.root, width: availableWidth, height: availableHeight, direction: direction)
    }
}
