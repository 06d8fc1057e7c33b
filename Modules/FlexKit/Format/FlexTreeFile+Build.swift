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
        package var specs: [Node] {
            get { specsOwner.nodes }
            set { specsOwner = NodeOwner(newValue) }
        }
        /// The specs, in an owner that frees them without recursion.
        private var specsOwner: NodeOwner

        /// Makes a built tree.
        package init(tree: FlexTree, root: FlexNodeID, nodes: [FlexNodeID], specs: [Node]) {
            self.tree = tree
            self.root = root
            self.nodes = nodes
            specsOwner = NodeOwner(specs, isPreOrderList: true)
        }
    }

    /// Builds the tree (in a new ``FlexTree`` with the file's configuration, unless one is given).
    package func build(into existing: FlexTree? = nil) -> Built {
        let tree = existing ?? FlexTree(config: config)
        var rootID = FlexNodeID.none
        var nodes: [FlexNodeID] = []
        var specs: [Node] = []
        // Pre-order without recursion: a stack of nodes with their parents, children pushed last first.
        var stack: [(spec: Node, parent: FlexNodeID?)] = [(root, nil)]
        while let (spec, parent) = stack.popLast() {
            let id = tree.makeNode(style: spec.style)
            tree.setName(spec.path, for: id)
            nodes.append(id)
            specs.append(spec)
            if let parent {
                tree.addChild(id, to: parent)
            } else {
                rootID = id
            }
            if let measure = spec.measure {
                tree.setMeasureFunction(
                    for: id, FlexTreeFile.function(for: measure, direction: spec.style.flexDirection))
                if config.defaults == .web, case .ahem(_, _, let lineHeight) = measure {
                    // As a browser lays out Ahem text made of inline boxes: the first baseline is the
                    // bottom of the first line, after the top padding and border as the layout resolved
                    // them (a percentage padding against its containing block's width), also when the box
                    // is smaller than the line and the text overflows it. A `display: contents` node's
                    // text is an anonymous item without padding or border.
                    if spec.style.display == .contents {
                        tree.setBaselineFunction(for: id) { _, _ in lineHeight }
                    } else {
                        tree.setBaselineFunction(for: id) { [unowned tree] _, _ in
                            let layout = tree.layout(of: id)
                            return layout.padding.top + layout.border.top + lineHeight
                        }
                    }
                }
            }
            for child in spec.children.reversed() {
                stack.append((child, id))
            }
        }
        return Built(tree: tree, root: rootID, nodes: nodes, specs: specs)
    }

    /// Lays out the built tree as the file says (its available size and direction).
    package func layOut(_ built: Built) {
        built.tree.calculateLayout(
            for: built.root, width: availableWidth, height: availableHeight, direction: direction)
    }
}
