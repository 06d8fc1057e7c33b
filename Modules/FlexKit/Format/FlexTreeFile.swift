import LayoutCore

/// A flex tree in the flex-tree JSON format (`Docs/Formats`): read, checked, and built into a
/// ``FlexTree``. Used by `layout flex`, the conformance tests and the benchmarks.
///
/// ```swift
/// let file = try FlexTreeFile(json: text)
/// let built = file.build()
/// built.tree.calculateLayout(for: built.root, width: file.availableWidth, height: file.availableHeight,
///                            direction: file.direction)
/// ```
package struct FlexTreeFile {
    /// A problem with the input, with the path of the node (and key) where it was found.
    package struct Problem: Error, CustomStringConvertible {
        /// Where: `root.children[2].style.width`, or `document` for the top level.
        package var path: String
        /// What was wrong.
        package var message: String
        /// `path: message`.
        package var description: String { "\(path): \(message)" }
    }

    /// How a leaf measures its content.
    package enum Measure: Equatable {
        /// Always `width` x `height`.
        case fixed(width: Double, height: Double)
        /// Words of `charWidth` per character, wrapped onto lines of `lineHeight` (Yoga's test measure).
        case text(String, charWidth: Double, lineHeight: Double)
        /// Ahem-font text that breaks only at U+200B (Taffy's test measure).
        case ahem(String, charWidth: Double, lineHeight: Double)
    }

    /// A frame relative to the parent.
    package struct Frame: Equatable {
        /// The left edge.
        package var left: Double
        /// The top edge.
        package var top: Double
        /// The width.
        package var width: Double
        /// The height.
        package var height: Double

        /// Makes a frame.
        package init(left: Double, top: Double, width: Double, height: Double) {
            self.left = left
            self.top = top
            self.width = width
            self.height = height
        }
    }

    /// One node of the file.
    package struct Node {
        /// The path of the node: `root`, `root.children[0]`, ...
        package var path: String
        /// Its style, over the file's defaults.
        package var style: FlexStyle
        /// Its measure function, if a leaf with content.
        package var measure: Measure?
        /// Its children.
        package var children: [Node]
        /// The frame a conformance case expects.
        package var expected: Frame?

        /// Makes a node.
        package init(path: String, style: FlexStyle, measure: Measure?, children: [Node], expected: Frame?) {
            self.path = path
            self.style = style
            self.measure = measure
            self.children = children
            self.expected = expected
        }
    }

    /// The document as read (for writing it back with layouts).
    package var document: JSONValue
    /// The case's name, if any.
    package var name: String?
    /// Yoga's or the web's defaults.
    package var defaults: FlexDefaults
    /// The pixel grid (0: no rounding).
    package var pointScaleFactor: Double
    /// The available width (nil: undefined).
    package var availableWidth: Double?
    /// The available height (nil: undefined).
    package var availableHeight: Double?
    /// The direction given to the layout call.
    package var direction: FlexTextDirection
    /// Yoga errata the case was made with.
    package var errata: FlexErrata
    /// Whether Yoga's experimental `FixFlexBasisFitContent` is on.
    package var fixFlexBasisFitContent: Bool
    /// `yogaConfig` settings this engine does not have (a case needing one is skipped).
    package var unsupportedSettings: [String]
    /// The root node.
    package var root: Node {
        get { rootOwner.nodes[0] }
        set { rootOwner = NodeOwner([newValue]) }
    }
    /// The root, in an owner that frees the tree without recursion (replaced, never shared, on a change).
    private var rootOwner = NodeOwner([
        Node(path: "root", style: FlexStyle(), measure: nil, children: [], expected: nil)
    ])

    /// The deepest tree a file may hold (deeper ones are refused with the path of the first node past it).
    package static let maximumDepth = 4_096

    /// The most nodes a file may hold.
    package static let maximumNodeCount = 50_000

    /// The path of a parent's child: `root.children[2]`; past 14 levels the middle ones are elided
    /// (`root.children[0]….children[7]…`, the last 12 kept) so that a deep tree's paths stay short.
    static func childPath(_ parent: String, _ index: Int) -> String {
        let full = "\(parent).children[\(index)]"
        guard full.utf8.count > 150 else { return full }
        let parts = full.components(separatedBy: ".children[")
        guard parts.count > 15 else { return full }
        let head = parts[1].hasSuffix("…") ? parts[1] : parts[1] + "…"
        return parts[0] + ".children[" + head + ".children[" + parts.suffix(12).joined(separator: ".children[")
    }

    /// The configuration the file asks for.
    package var config: FlexConfig {
        FlexConfig(
            defaults: defaults, pointScaleFactor: pointScaleFactor, errata: errata,
            fixFlexBasisFitContent: fixFlexBasisFitContent)
    }

    /// Reads and checks a document.
    /// - Throws: ``Problem`` naming the path of the first malformed value.
    package init(json text: String) throws(Problem) {
        let document: JSONValue
        do {
            document = try JSONValue.parse(text)
        } catch {
            throw Problem(path: "document", message: error.description)
        }
        try self.init(document: document)
    }

    /// Checks an already parsed document.
    package init(document: JSONValue) throws(Problem) {
        self.document = document
        guard let members = document.members else {
            throw Problem(path: "document", message: "expected an object")
        }
        let reader = FlexFileReader()
        name = nil
        defaults = .yoga
        pointScaleFactor = 1
        availableWidth = nil
        availableHeight = nil
        direction = .ltr
        errata = []
        fixFlexBasisFitContent = false
        unsupportedSettings = []
        var rootValue: JSONValue?
        var yogaConfig: JSONValue?
        for (key, value) in members {
            switch key {
            case "name":
                guard let text = value.string else { throw Problem(path: key, message: "expected a string") }
                name = text
            case "defaults":
                guard let text = value.string, let mode = FlexDefaults(rawValue: text) else {
                    throw Problem(path: key, message: "expected \"yoga\" or \"web\"")
                }
                defaults = mode
            case "pointScaleFactor":
                let scale = try reader.number(value, key)
                guard scale >= 0 else { throw Problem(path: key, message: "must be 0 or more") }
                pointScaleFactor = scale
            case "availableWidth": availableWidth = value.isNull ? nil : try reader.number(value, key)
            case "availableHeight": availableHeight = value.isNull ? nil : try reader.number(value, key)
            case "direction":
                guard let text = value.string, text == "ltr" || text == "rtl" else {
                    throw Problem(path: key, message: "expected \"ltr\" or \"rtl\"")
                }
                direction = text == "rtl" ? .rtl : .ltr
            case "yogaConfig": yogaConfig = value
            case "root": rootValue = value
            default: throw Problem(path: key, message: "unknown key")
            }
        }
        guard let rootValue else { throw Problem(path: "document", message: "missing \"root\"") }
        root = try reader.node(rootValue, path: "root", defaults: defaults)
        if let yogaConfig { try readYogaConfig(yogaConfig) }
    }

    private mutating func readYogaConfig(_ value: JSONValue) throws(Problem) {
        guard let members = value.members else { throw Problem(path: "yogaConfig", message: "expected an object") }
        for (key, list) in members {
            guard let items = list.array, key == "experimentalFeatures" || key == "errata" else {
                throw Problem(path: "yogaConfig.\(key)", message: "expected experimentalFeatures or errata lists")
            }
            for item in items {
                guard let setting = item.string else {
                    throw Problem(path: "yogaConfig.\(key)", message: "expected strings")
                }
                switch (key, setting) {
                case ("experimentalFeatures", "FixFlexBasisFitContent"): fixFlexBasisFitContent = true
                case ("errata", "None"): break
                case ("errata", "StretchFlexBasis"): errata.insert(.stretchFlexBasis)
                case ("errata", "AbsolutePositionWithoutInsetsExcludesPadding"):
                    errata.insert(.absolutePositionWithoutInsetsExcludesPadding)
                case ("errata", "AbsolutePercentAgainstInnerSize"): errata.insert(.absolutePercentAgainstInnerSize)
                case ("errata", "All"): errata.formUnion(.all)
                case ("errata", "Classic"): errata.formUnion(.classic)
                default: unsupportedSettings.append(setting)
                }
            }
        }
    }
}
