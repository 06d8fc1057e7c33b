import LayoutCore

/// The `style` object of a flex-tree node.
extension FlexFileReader {
    func style(_ value: JSONValue, path: String, defaults: FlexDefaults) throws(Problem) -> FlexStyle {
        guard let members = value.members else { throw Problem(path: path, message: "expected an object") }
        var style = FlexStyle(defaults: defaults)
        for (key, member) in members {
            let at = "\(path).\(key)"
            switch key {
            case "flexDirection": style.flexDirection = try keyword(member, at, FlexFileReader.directions)
            case "justifyContent": style.justifyContent = try keyword(member, at, FlexFileReader.justifications)
            case "alignItems": style.alignItems = try keyword(member, at, FlexFileReader.itemAlignments)
            case "alignSelf": style.alignSelf = try keyword(member, at, FlexFileReader.selfAlignments)
            case "alignContent": style.alignContent = try keyword(member, at, FlexFileReader.contentAlignments)
            case "flexWrap": style.flexWrap = try keyword(member, at, FlexFileReader.wraps)
            case "positionType": style.positionType = try keyword(member, at, FlexFileReader.positionTypes)
            case "display": style.display = try keyword(member, at, FlexFileReader.displays)
            case "overflow": style.overflow = try keyword(member, at, FlexFileReader.overflows)
            case "direction": style.direction = try keyword(member, at, FlexFileReader.textDirections)
            case "boxSizing": style.boxSizing = try keyword(member, at, FlexFileReader.boxSizings)
            case "flex": style.flex = try number(member, at)
            case "flexGrow": style.flexGrow = try number(member, at)
            case "flexShrink": style.flexShrink = try number(member, at)
            case "flexBasis": style.flexBasis = try length(member, at)
            case "width": style.width = try length(member, at)
            case "height": style.height = try length(member, at)
            case "minWidth": style.minWidth = try length(member, at)
            case "minHeight": style.minHeight = try length(member, at)
            case "maxWidth": style.maxWidth = try length(member, at)
            case "maxHeight": style.maxHeight = try length(member, at)
            case "aspectRatio": style.aspectRatio = try number(member, at)
            case "margin": style.margin = try edges(member, at)
            case "padding": style.padding = try edges(member, at)
            case "border": style.border = try edges(member, at, numbersOnly: true)
            case "position": style.position = try edges(member, at)
            case "gap":
                guard let gaps = member.members else { throw Problem(path: at, message: "expected an object") }
                for (gutter, gap) in gaps {
                    switch gutter {
                    case "row": style.gap.row = try length(gap, "\(at).row")
                    case "column": style.gap.column = try length(gap, "\(at).column")
                    case "all": style.gap.all = try length(gap, "\(at).all")
                    default: throw Problem(path: "\(at).\(gutter)", message: "unknown gutter (row, column, all)")
                    }
                }
            default: throw Problem(path: at, message: "unknown style key")
            }
        }
        return style
    }

    static let directions: [String: FlexDirection] = [
        "column": .column, "column-reverse": .columnReverse, "row": .row, "row-reverse": .rowReverse,
    ]
    static let justifications: [String: FlexJustify] = [
        "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "space-between": .spaceBetween,
        "space-around": .spaceAround, "space-evenly": .spaceEvenly,
    ]
    static let itemAlignments: [String: FlexAlign] = [
        "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "stretch": .stretch,
        "baseline": .baseline, "space-between": .spaceBetween, "space-around": .spaceAround,
    ]
    static let selfAlignments: [String: FlexAlign] = itemAlignments.merging(["auto": .auto]) { first, _ in first }
    static let contentAlignments: [String: FlexAlign] = itemAlignments.merging(["space-evenly": .spaceEvenly]) {
        first, _ in first
    }
    static let wraps: [String: FlexWrap] = ["nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse]
    static let positionTypes: [String: FlexPositionType] = [
        "static": .static, "relative": .relative, "absolute": .absolute,
    ]
    static let displays: [String: FlexDisplay] = ["flex": .flex, "none": .none, "contents": .contents]
    static let overflows: [String: FlexOverflow] = ["visible": .visible, "hidden": .hidden, "scroll": .scroll]
    static let textDirections: [String: FlexTextDirection] = ["inherit": .inherit, "ltr": .ltr, "rtl": .rtl]
    static let boxSizings: [String: FlexBoxSizing] = ["border-box": .borderBox, "content-box": .contentBox]
}
