import LayoutCore

/// The output of `layout flex`: the input document with a `layout` on every node.
extension FlexTreeFile {
    /// The document with `"layout": {"left", "top", "width", "height"}` added to (or replaced on) every
    /// node, from a built and laid-out tree; everything else, `expected` included, is left as it was.
    /// Written without recursion; a value that is not finite (a layout that was refused) is written 0.
    package func laidOutDocument(_ built: Built) -> JSONValue {
        guard var members = document.members, let index = members.firstIndex(where: { $0.0 == "root" }) else {
            return document
        }
        // Each open node: its members (without `layout`), where its children go, the children to
        // annotate and those done. Nodes are numbered in pre-order, as `built.nodes`.
        var open: [(members: [(String, JSONValue)], childrenAt: Int?, children: JSONArray, done: [JSONValue])] = []
        var next = 0
        var pending: JSONValue? = members[index].1
        while true {
            if let value = pending {
                pending = nil
                if var fields = value.members, next < built.nodes.count {
                    let frame = built.tree.layout(of: built.nodes[next])
                    next += 1
                    fields.removeAll { $0.0 == "layout" }
                    let at = fields.firstIndex { $0.0 == "children" }
                    let children = at.flatMap { fields[$0].1.array } ?? []
                    fields.append(("layout", Self.frameJSON(frame)))
                    open.append((fields, at, children, []))
                } else if let top = open.indices.last {
                    open[top].done.append(value)
                } else {
                    return document
                }
            }
            guard let top = open.indices.last else { return document }
            let node = open[top]
            if node.done.count < node.children.count {
                pending = node.children[node.done.count]
                continue
            }
            var fields = node.members
            if let at = node.childrenAt, fields[at].1.array != nil {
                fields[at].1 = .array(JSONArray(node.done))
            }
            open.removeLast()
            let finished = JSONValue.object(JSONObject(fields))
            if let parent = open.indices.last {
                open[parent].done.append(finished)
            } else {
                members[index].1 = finished
                return .object(JSONObject(members))
            }
        }
    }

    private static func frameJSON(_ frame: FlexComputedLayout) -> JSONValue {
        func finite(_ value: Double) -> JSONValue { .number(value.isFinite ? value : 0) }
        return .object([
            ("left", finite(frame.left)), ("top", finite(frame.top)), ("width", finite(frame.width)),
            ("height", finite(frame.height)),
        ])
    }
}
