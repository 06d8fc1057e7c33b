import FlexKit
import LayoutCore
import LayoutTestSupport

/// Random flex trees that exercise every style property, for differential tests.
struct RandomTrees {
    var random: SeededRandom
    /// Probability (0...1) of "plain" choices: higher makes simpler trees that hit the cache paths more.
    var plainness = 0.5
    /// Whether items may align on baselines (Yoga reads baselines from the last layout's positions while
    /// measuring, so a relayout with baselines can differ from a first layout; see Docs/Conformance.md).
    var allowsBaseline = true

    init(seed: UInt64, plainness: Double = 0.5) {
        random = SeededRandom(seed: seed)
        self.plainness = plainness
    }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    mutating func length(allowAuto: Bool = true, range: ClosedRange<Double> = 0...120) -> FlexValue {
        if chance(plainness) { return allowAuto ? .auto : .undefined }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .percent(Double(Int.random(in: 5...100, using: &random)))
        case 1 where allowAuto: return .auto
        default: return .points(Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &random)))
        }
    }

    mutating func style(defaults: FlexDefaults) -> FlexStyle {
        var style = FlexStyle(defaults: defaults)
        if chance(0.5) { style.flexDirection = pick(FlexDirection.allCases) }
        if chance(0.3) { style.justifyContent = pick(FlexJustify.allCases) }
        let baseline: [FlexAlign] = allowsBaseline ? [.baseline] : []
        if chance(0.3) { style.alignItems = pick([.flexStart, .center, .flexEnd, .stretch] + baseline) }
        if chance(0.2) { style.alignSelf = pick([.auto, .flexStart, .center, .flexEnd, .stretch] + baseline) }
        if chance(0.2) { style.alignContent = pick(FlexAlign.allCases.filter { $0 != .auto }) }
        if chance(0.2) { style.flexWrap = pick(FlexWrap.allCases) }
        if chance(0.1) { style.positionType = pick(FlexPositionType.allCases) }
        if chance(0.05) { style.display = pick(FlexDisplay.allCases) }
        if chance(0.1) { style.overflow = pick(FlexOverflow.allCases) }
        if chance(0.1) { style.boxSizing = .contentBox }
        if chance(0.1) { style.direction = pick(FlexTextDirection.allCases) }
        if chance(0.4) { style.flexGrow = Double(Int.random(in: 0...3, using: &random)) }
        if chance(0.3) { style.flexShrink = Double(Int.random(in: 0...2, using: &random)) }
        if chance(0.2) { style.flex = Double(Int.random(in: -1...2, using: &random)) }
        if chance(0.3) { style.flexBasis = length() }
        if chance(0.5) { style.width = length() }
        if chance(0.5) { style.height = length() }
        if chance(0.15) { style.minWidth = length(allowAuto: false) }
        if chance(0.15) { style.minHeight = length(allowAuto: false) }
        if chance(0.15) { style.maxWidth = length(allowAuto: false) }
        if chance(0.15) { style.maxHeight = length(allowAuto: false) }
        if chance(0.05) { style.aspectRatio = pick([0.5, 1, 1.5, 2]) }
        for edge in [FlexEdge.left, .top, .right, .bottom, .start, .end, .all] {
            if chance(0.08) { style.margin[edge] = length(range: 0...20) }
            if chance(0.08) { style.padding[edge] = length(allowAuto: false, range: 0...20) }
            if chance(0.05) { style.border[edge] = .points(Double(Int.random(in: 0...5, using: &random))) }
            if chance(0.04) { style.position[edge] = length(range: 0...30) }
        }
        if chance(0.1) { style.gap.column = length(allowAuto: false, range: 0...10) }
        if chance(0.1) { style.gap.row = length(allowAuto: false, range: 0...10) }
        return style
    }

    static let words = ["a", "flex", "layout", "yoga", "of", "items", "wrap", "text", "longest"]

    /// A random tree of about `count` nodes in the flex-tree format (so that it can be built twice and
    /// written out when a test fails).
    mutating func spec(count: Int, defaults: FlexDefaults = .yoga) -> FlexTreeFile.Node {
        var rootStyle = style(defaults: defaults)
        rootStyle.positionType = .relative
        rootStyle.display = .flex
        var nodes = [FlexTreeFile.Node(path: "root", style: rootStyle, measure: nil, children: [], expected: nil)]
        var parents = [-1]
        var containers = [0]
        while nodes.count < count {
            let parent = pick(containers)
            var measure: FlexTreeFile.Measure?
            if chance(0.3) {
                let text = (0..<Int.random(in: 1...6, using: &random)).map { _ in pick(RandomTrees.words) }
                    .joined(separator: " ")
                measure = .text(text, charWidth: 10, lineHeight: 10)
            }
            nodes.append(
                FlexTreeFile.Node(
                    path: "", style: style(defaults: defaults), measure: measure, children: [], expected: nil))
            parents.append(parent)
            if measure == nil { containers.append(nodes.count - 1) }
        }
        // Attach children bottom-up so that each node carries its finished subtree.
        for index in stride(from: nodes.count - 1, to: 0, by: -1) {
            nodes[parents[index]].children.insert(nodes[index], at: 0)
        }
        return nodes[0]
    }

    /// Builds a random tree of about `count` nodes into `tree`; returns the root and all nodes (pre-order).
    mutating func build(into tree: FlexTree, count: Int) -> (FlexNodeID, [FlexNodeID]) {
        let file = RandomTrees.file(spec(count: count, defaults: tree.config.defaults))
        let built = file.build(into: tree)
        return (built.root, built.nodes)
    }

    /// A file holding a tree spec, for building and printing.
    static func file(_ root: FlexTreeFile.Node, width: Double? = nil, height: Double? = nil) -> FlexTreeFile {
        var document: [(String, JSONValue)] = [("defaults", .string("yoga"))]
        document.append(("availableWidth", width.map { .number($0) } ?? .null))
        document.append(("availableHeight", height.map { .number($0) } ?? .null))
        document.append(("root", FlexTreeFile.json(for: root, defaults: .yoga)))
        return try! FlexTreeFile(document: .object(JSONObject(document)))
    }

    /// A random available size: undefined or a number.
    mutating func available() -> Double? {
        chance(0.4) ? nil : Double(Int.random(in: 50...400, using: &random))
    }
}

/// The rounded frames (and resolved edges) of every node, for comparing two layouts.
func frames(_ tree: FlexTree, _ nodes: [FlexNodeID]) -> [FlexComputedLayout] {
    nodes.map { tree.layout(of: $0) }
}

/// The nodes whose layouts differ (NaN equals NaN), described for a failure message.
func differences(_ a: [FlexComputedLayout], _ b: [FlexComputedLayout]) -> [String] {
    func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
    var result: [String] = []
    for (index, (x, y)) in zip(a, b).enumerated() {
        if !(same(x.left, y.left) && same(x.top, y.top) && same(x.width, y.width) && same(x.height, y.height)) {
            result.append(
                "node \(index): (\(x.left), \(x.top), \(x.width) x \(x.height)) vs (\(y.left), \(y.top), \(y.width) x \(y.height))"
            )
        }
    }
    return result
}
