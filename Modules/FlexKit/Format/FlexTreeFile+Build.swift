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
                let function = FlexTreeFile.function(for: measure, direction: spec.style.flexDirection)
                tree.setMeasureFunction(for: id, function)
                if config.defaults == .web, case .ahem(_, _, let lineHeight) = measure {
                    // A `display: contents` node's text is an anonymous item without padding or border.
                    tree.setBaselineFunction(
                        for: id,
                        spec.style.display == .contents
                            ? { _, _ in lineHeight }
                            : Self.ahemBaseline(
                                tree, id, function, lineHeight: lineHeight, alignContent: spec.style.alignContent))
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

extension FlexTreeFile {
    /// The first baseline of a web file's Ahem text, as a browser lays out text made of inline boxes: the
    /// bottom of the first line, after the top padding and border as the layout resolved them (a percentage
    /// padding against its containing block's width), also when the box is smaller than the line and the
    /// text overflows it; `align-content` moves the lines in the block's free space (CSS Box Alignment 3,
    /// 5.1: `center`, `space-around` and `space-evenly` to its middle, `flex-end` to its end; none when the
    /// text overflows).
    fileprivate static func ahemBaseline(
        _ tree: FlexTree, _ node: FlexNodeID, _ measure: @escaping FlexMeasureFunction, lineHeight: Double,
        alignContent: FlexAlign
    ) -> FlexBaselineFunction {
        let share: Double
        switch alignContent {
        case .center, .spaceAround, .spaceEvenly: share = 0.5
        case .flexEnd: share = 1
        default: share = 0
        }
        return { [unowned tree] width, height in
            let layout = tree.layout(of: node)
            let top = layout.padding.top + layout.border.top
            guard share > 0 else { return top + lineHeight }
            let inner =
                width - layout.padding.left - layout.padding.right - layout.border.left - layout.border.right
            let free =
                height - top - layout.padding.bottom - layout.border.bottom
                - measure(max(0, inner), .exactly, .nan, .undefined).height
            return top + max(0, free) * share + lineHeight
        }
    }
}
