import LayoutCore

/// The output of `layout flex`: the input document with a `layout` on every node.
extension FlexTreeFile {
    /// The document with `"layout": {"left", "top", "width", "height"}` added to (or replaced on) every
    /// node, from a built and laid-out tree; everything else, `expected` included, is left as it was.
    package func laidOutDocument(_ built: Built) -> JSONValue {
        var next = 0
        func annotate(_ value: JSONValue) -> JSONValue {
            guard var members = value.members else { return value }
            let node = built.nodes[next]
            next += 1
            let frame = built.tree.layout(of: node)
            members.removeAll { $0.0 == "layout" }
            if let index = members.firstIndex(where: { $0.0 == "children" }), let children = members[index].1.array {
                members[index].1 = .array(children.map(annotate))
            }
            members.append(
                (
                    "layout",
                    .object([
                        ("left", .number(frame.left)), ("top", .number(frame.top)), ("width", .number(frame.width)),
                        ("height", .number(frame.height)),
                    ])
                ))
            return .object(members)
        }
        guard var members = document.members else { return document }
        if let index = members.firstIndex(where: { $0.0 == "root" }) {
            members[index].1 = annotate(members[index].1)
        }
        return .object(members)
    }
}
