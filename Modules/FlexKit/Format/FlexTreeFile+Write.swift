import LayoutCore

/// Writing nodes back in the flex-tree format (only what differs from the defaults).
extension FlexTreeFile {
    /// A node (and its subtree) as a flex-tree JSON object.
    package static func json(for node: Node, defaults: FlexDefaults) -> JSONValue {
        var members: [(String, JSONValue)] = [("style", styleJSON(node.style, defaults: defaults))]
        if let measure = node.measure {
            switch measure {
            case .fixed(let width, let height):
                members.append(
                    (
                        "measure",
                        .object([("kind", .string("fixed")), ("width", .number(width)), ("height", .number(height))])
                    ))
            case .text(let text, let charWidth, let lineHeight), .ahem(let text, let charWidth, let lineHeight):
                let kind: String
                if case .text = measure { kind = "text" } else { kind = "ahem" }
                members.append(
                    (
                        "measure",
                        .object([
                            ("kind", .string(kind)), ("text", .string(text)), ("charWidth", .number(charWidth)),
                            ("lineHeight", .number(lineHeight)),
                        ])
                    ))
            }
        }
        if !node.children.isEmpty {
            members.append(("children", .array(JSONArray(node.children.map { json(for: $0, defaults: defaults) }))))
        }
        return .object(JSONObject(members))
    }

    static func styleJSON(_ style: FlexStyle, defaults: FlexDefaults) -> JSONValue {
        let base = FlexStyle(defaults: defaults)
        var members: [(String, JSONValue)] = []
        func keyword<T: Equatable>(_ key: String, _ value: T, _ initial: T, _ table: [String: T]) {
            guard value != initial, let name = table.first(where: { $0.value == value })?.key else { return }
            members.append((key, .string(name)))
        }
        func length(_ value: FlexValue) -> JSONValue {
            switch value {
            case .undefined: return .null
            case .auto: return .string("auto")
            case .points(let number): return .number(number)
            case .percent(let number): return .string(FlexValue.trimmed(number) + "%")
            }
        }
        func size(_ key: String, _ value: FlexValue, _ initial: FlexValue) {
            if value != initial { members.append((key, length(value))) }
        }
        func edges(_ key: String, _ value: FlexEdges) {
            let set = FlexEdge.allCases.compactMap { edge -> (String, JSONValue)? in
                guard value[edge].isDefined, let name = FlexFileReader.edgeNames.first(where: { $0.value == edge })?.key
                else { return nil }
                return (name, length(value[edge]))
            }
            if !set.isEmpty { members.append((key, .object(JSONObject(set)))) }
        }
        keyword("flexDirection", style.flexDirection, base.flexDirection, FlexFileReader.directions)
        keyword("justifyContent", style.justifyContent, base.justifyContent, FlexFileReader.justifications)
        keyword("alignItems", style.alignItems, base.alignItems, FlexFileReader.itemAlignments)
        keyword("alignSelf", style.alignSelf, base.alignSelf, FlexFileReader.selfAlignments)
        keyword("alignContent", style.alignContent, base.alignContent, FlexFileReader.contentAlignments)
        keyword("flexWrap", style.flexWrap, base.flexWrap, FlexFileReader.wraps)
        keyword("positionType", style.positionType, base.positionType, FlexFileReader.positionTypes)
        keyword("display", style.display, base.display, FlexFileReader.displays)
        keyword("overflow", style.overflow, base.overflow, FlexFileReader.overflows)
        keyword("direction", style.direction, base.direction, FlexFileReader.textDirections)
        keyword("boxSizing", style.boxSizing, base.boxSizing, FlexFileReader.boxSizings)
        if let flex = style.flex { members.append(("flex", .number(flex))) }
        if let grow = style.flexGrow { members.append(("flexGrow", .number(grow))) }
        if let shrink = style.flexShrink { members.append(("flexShrink", .number(shrink))) }
        size("flexBasis", style.flexBasis, base.flexBasis)
        size("width", style.width, base.width)
        size("height", style.height, base.height)
        size("minWidth", style.minWidth, base.minWidth)
        size("minHeight", style.minHeight, base.minHeight)
        size("maxWidth", style.maxWidth, base.maxWidth)
        size("maxHeight", style.maxHeight, base.maxHeight)
        if let ratio = style.aspectRatio { members.append(("aspectRatio", .number(ratio))) }
        edges("margin", style.margin)
        edges("padding", style.padding)
        edges("border", style.border)
        edges("position", style.position)
        var gaps: [(String, JSONValue)] = []
        if style.gap.row.isDefined { gaps.append(("row", length(style.gap.row))) }
        if style.gap.column.isDefined { gaps.append(("column", length(style.gap.column))) }
        if style.gap.all.isDefined { gaps.append(("all", length(style.gap.all))) }
        if !gaps.isEmpty { members.append(("gap", .object(JSONObject(gaps)))) }
        return .object(JSONObject(members))
    }
}
