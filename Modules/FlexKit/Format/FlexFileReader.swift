import LayoutCore

/// Reads the nodes, styles and measures of a flex-tree document, naming the path of any problem.
struct FlexFileReader {
    typealias Problem = FlexTreeFile.Problem

    func number(_ value: JSONValue, _ path: String) throws(Problem) -> Double {
        guard let number = value.number else { throw Problem(path: path, message: "expected a number") }
        guard number.isFinite else { throw Problem(path: path, message: "\(number) is not a finite number") }
        return number
    }

    /// Reads a node and its subtree without recursion, refusing trees deeper than
    /// ``FlexTreeFile/maximumDepth`` or larger than ``FlexTreeFile/maximumNodeCount``.
    func node(_ value: JSONValue, path: String, defaults: FlexDefaults) throws(Problem) -> FlexTreeFile.Node {
        // Each open node: the node read so far, its children still to read, and the next one.
        var open: [(node: FlexTreeFile.Node, children: JSONArray, next: Int)] = []
        // On an error, the subtrees read so far are freed without recursion.
        defer {
            var partial = open.map(\.node)
            open.removeAll()
            FlexTreeFile.Node.release(&partial)
        }
        var count = 0
        var pending: (value: JSONValue, path: String)? = (value, path)
        while true {
            if let (value, path) = pending {
                pending = nil
                count += 1
                guard count <= FlexTreeFile.maximumNodeCount else {
                    throw Problem(
                        path: path, message: "more than \(FlexTreeFile.maximumNodeCount) nodes (the format's limit)")
                }
                guard open.count < FlexTreeFile.maximumDepth else {
                    throw Problem(
                        path: path,
                        message: "nesting deeper than \(FlexTreeFile.maximumDepth) levels (the format's limit)")
                }
                let (node, children) = try fields(value, path: path, defaults: defaults)
                open.append((node, children, 0))
            }
            guard let top = open.last else { preconditionFailure("the root is read first") }
            if top.next < top.children.count {
                open[open.count - 1].next += 1
                pending = (top.children[top.next], FlexTreeFile.childPath(top.node.path, top.next))
                continue
            }
            let done = open.removeLast().node
            guard !open.isEmpty else { return done }
            open[open.count - 1].node.children.append(done)
        }
    }

    /// A node's own fields, and the children to read.
    private func fields(_ value: JSONValue, path: String, defaults: FlexDefaults) throws(Problem) -> (
        FlexTreeFile.Node, JSONArray
    ) {
        guard let members = value.members else { throw Problem(path: path, message: "expected a node object") }
        var result = FlexTreeFile.Node(
            path: path, style: FlexStyle(defaults: defaults), measure: nil, children: [], expected: nil)
        var children: JSONArray = []
        for (key, member) in members {
            switch key {
            case "style": result.style = try style(member, path: path + ".style", defaults: defaults)
            case "measure": result.measure = try measure(member, path: path + ".measure")
            case "children":
                guard let items = member.array else {
                    throw Problem(path: path + ".children", message: "expected an array")
                }
                children = items
            case "expected": result.expected = try frame(member, path: path + ".expected")
            case "layout": break
            default: throw Problem(path: "\(path).\(key)", message: "unknown key")
            }
        }
        if result.measure != nil && !children.isEmpty {
            throw Problem(path: path + ".measure", message: "a node with a measure function cannot have children")
        }
        return (result, children)
    }

    func frame(_ value: JSONValue, path: String) throws(Problem) -> FlexTreeFile.Frame {
        guard value.members != nil else { throw Problem(path: path, message: "expected an object") }
        func field(_ key: String) throws(Problem) -> Double {
            guard let member = value[key] else { throw Problem(path: path, message: "missing \"\(key)\"") }
            return try number(member, "\(path).\(key)")
        }
        return FlexTreeFile.Frame(
            left: try field("left"), top: try field("top"), width: try field("width"), height: try field("height"))
    }

    func measure(_ value: JSONValue, path: String) throws(Problem) -> FlexTreeFile.Measure {
        guard let kind = value["kind"]?.string else { throw Problem(path: path + ".kind", message: "expected a kind") }
        func field(_ key: String) throws(Problem) -> Double {
            guard let member = value[key] else { throw Problem(path: path, message: "missing \"\(key)\"") }
            let result = try number(member, "\(path).\(key)")
            guard result >= 0 else { throw Problem(path: "\(path).\(key)", message: "must be 0 or more") }
            return result
        }
        func text() throws(Problem) -> String {
            guard let text = value["text"]?.string else {
                throw Problem(path: path + ".text", message: "expected a string")
            }
            return text
        }
        switch kind {
        case "fixed": return .fixed(width: try field("width"), height: try field("height"))
        case "text": return .text(try text(), charWidth: try field("charWidth"), lineHeight: try field("lineHeight"))
        case "ahem": return .ahem(try text(), charWidth: try field("charWidth"), lineHeight: try field("lineHeight"))
        default: throw Problem(path: path + ".kind", message: "unknown measure kind \"\(kind)\"")
        }
    }

    func length(_ value: JSONValue, _ path: String, allowPercent: Bool = true) throws(Problem) -> FlexValue {
        if let number = value.number {
            guard number.isFinite else { throw Problem(path: path, message: "\(number) is not a finite number") }
            return .points(number)
        }
        if allowPercent, let text = value.string {
            if text == "auto" { return .auto }
            if text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite { return .percent(number) }
        }
        throw Problem(
            path: path, message: allowPercent ? "expected a number, \"N%\" or \"auto\"" : "expected a number")
    }

    func keyword<T>(_ value: JSONValue, _ path: String, _ table: [String: T]) throws(Problem) -> T {
        guard let text = value.string, let result = table[text] else {
            let choices = table.keys.sorted().joined(separator: ", ")
            throw Problem(path: path, message: "expected one of \(choices)")
        }
        return result
    }

    func edges(_ value: JSONValue, _ path: String, numbersOnly: Bool = false) throws(Problem) -> FlexEdges {
        guard let members = value.members else { throw Problem(path: path, message: "expected an object of edges") }
        var result = FlexEdges()
        for (key, member) in members {
            guard let edge = FlexFileReader.edgeNames[key] else {
                throw Problem(path: "\(path).\(key)", message: "unknown edge")
            }
            result[edge] = try length(member, "\(path).\(key)", allowPercent: !numbersOnly)
        }
        return result
    }

    static let edgeNames: [String: FlexEdge] = [
        "left": .left, "top": .top, "right": .right, "bottom": .bottom, "start": .start, "end": .end,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]
}
