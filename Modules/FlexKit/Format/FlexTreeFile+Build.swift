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
        var built = Built(tree: tree, root: FlexNodeID(index: -1, tag: 0), nodes: [], specs: [])
        built.root = add(root, parent: nil, to: &built)
        return built
    }

    private func add(_ spec: Node, parent: FlexNodeID?, to built: inout Built) -> FlexNodeID {
        let tree = built.tree
        let id = tree.makeNode(style: spec.style)
        tree.setName(spec.path, for: id)
        built.nodes.append(id)
        built.specs.append(spec)
        if let parent { tree.addChild(id, to: parent) }
        if let measure = spec.measure {
            tree.setMeasureFunction(for: id, FlexTreeFile.function(for: measure, direction: spec.style.flexDirection))
        }
        for child in spec.children {
            _ = add(child, parent: id, to: &built)
        }
        return id
    }

    /// Lays out the built tree as the file says (its available size and direction).
    package func layOut(_ built: Built) {
        built.tree.calculateLayout(
            for: built.root, width: availableWidth, height: availableHeight, direction: direction)
    }
}
