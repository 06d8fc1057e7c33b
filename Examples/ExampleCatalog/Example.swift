import Foundation
import LayoutCore

/// The environment an example is shown in: a text size and a layout direction.
public struct ExampleEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// The content size category of the example's root.
    public var contentSizeCategory: ContentSizeCategory
    /// The layout direction of the example's root.
    public var layoutDirection: UserInterfaceLayoutDirection

    /// Makes an environment (large text, left to right by default).
    public init(
        contentSizeCategory: ContentSizeCategory = .large, layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// Large text, left to right.
    public static let standard = ExampleEnvironment()

    /// The environments the gallery and the tests show every example in.
    public static let all: [ExampleEnvironment] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge].flatMap {
        category in
        [UserInterfaceLayoutDirection.leftToRight, .rightToLeft].map {
            ExampleEnvironment(contentSizeCategory: category, layoutDirection: $0)
        }
    }

    /// `Large LTR`, `AX5 RTL`.
    public var description: String {
        "\(contentSizeCategory) \(layoutDirection == .leftToRight ? "LTR" : "RTL")"
    }
}

/// One example of the kit: a seed example of an original library, re-created with our modules.
///
/// The code shown for an example is the region of its source file between the comment lines
/// `// example: <name>` and `// end example`, so what the gallery shows is what runs.
public struct Example {
    /// The module the example shows (`FixFlexKit`, `Anchors`, ...).
    public let module: String
    /// The example's name, unique within its module.
    public let name: String
    /// The source file that defines the example.
    public let file: String
    /// Builds the example's root view (not yet laid out).
    public let make: () -> LayoutView
    /// How the root's height follows its content.
    public var sizing: Sizing

    /// How an example's root takes its height, so that a picture shows the whole content.
    public enum Sizing: Sendable {
        /// The root keeps the height it was made with, unless its content runs below it: then it grows
        /// to show it, as a scroll view would let the user scroll to it.
        case growsToContent
        /// The root takes its content's height (with a bottom margin equal to the top one), as a
        /// screen-sized FlexLayout root shown as a card.
        case fitsContent
    }

    /// Makes an example; `make` returns the root view of the example.
    public init(
        module: String, name: String, file: String = #filePath, sizing: Sizing = .growsToContent,
        make: @escaping () -> LayoutView
    ) {
        self.module = module
        self.name = name
        self.file = file
        self.sizing = sizing
        self.make = make
    }

    /// The example's code, read from its source file between its marker comments.
    public var code: String {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return "" }
        return Self.regions(in: text, start: "// example: ", end: "// end example")[name] ?? ""
    }

    /// The helper functions the example's code calls (and those they call), each with its code: the
    /// regions between `// helper: <name>` and `// end helper` in the catalog's source files; a
    /// helper named `<method> of <example name>` is code of the example's own view that runs with it.
    public var helpers: [(name: String, code: String)] {
        let all = HelperCache.shared.helpers(inFolderOf: file)
        var found = all.filter { $0.key.hasSuffix(" of \(name)") }.map { (name: $0.key, code: $0.value) }
        var pending = [code] + found.map(\.code)
        while let source = pending.popLast() {
            for (name, helper) in all.sorted(by: { $0.key < $1.key })
            where source.contains(name + "(") && !found.contains(where: { $0.name == name }) {
                found.append((name, helper))
                pending.append(helper)
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    /// The regions of `text` between lines `<start><name>` and `<end>`, by name, without their common indent.
    static func regions(in text: String, start: String, end: String) -> [String: String] {
        var result: [String: String] = [:]
        var current: (name: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed.hasPrefix(start) {
                current = (String(trimmed.dropFirst(start.count)), [])
            } else if let open = current, trimmed == end {
                var indent = Int.max
                for line in open.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    indent = min(indent, line.prefix { $0 == " " }.count)
                }
                if indent == Int.max { indent = 0 }
                if result[open.name] == nil {
                    result[open.name] = open.lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(
                        separator: "\n")
                }
                current = nil
            } else {
                current?.lines.append(line)
            }
        }
        return result
    }

    /// Builds the example in `environment`, lays it out, and returns its root and the diagnostics reported.
    public func render(in environment: ExampleEnvironment = .standard) -> (
        root: LayoutView, diagnostics: [LayoutDiagnostic]
    ) {
        let (root, diagnostics) = LayoutDiagnostics.collect {
            let root = make()
            root.preferredContentSizeCategory = environment.contentSizeCategory
            root.userInterfaceLayoutDirection = environment.layoutDirection
            root.layoutIfNeeded()
            fitHeight(of: root)
            return root
        }
        return (root, diagnostics)
    }

    /// Grows (or for ``Sizing/fitsContent`` sets) the root's height to its content's and lays out again.
    private func fitHeight(of root: LayoutView) {
        var bottom: CGFloat = 0
        var top = CGFloat.infinity
        var stack: [(LayoutView, CGFloat)] = root.subviews.map { ($0, -root.bounds.minY) }
        while let (view, offset) = stack.popLast() {
            guard !view.isHidden else { continue }
            let frame = view.frame.offsetBy(dx: 0, dy: offset)
            if view.superview === root { top = min(top, max(0, frame.minY)) }
            bottom = max(bottom, frame.maxY)
            stack.append(contentsOf: view.subviews.map { ($0, frame.minY - view.bounds.minY) })
        }
        guard bottom > 0 else { return }
        // Frames already lie on the pixel grid, so the content's bottom is a height the root can take.
        let fitting = bottom + (top.isFinite ? top : 0)
        let height = sizing == .fitsContent ? fitting : max(root.frame.height, bottom)
        guard abs(height - root.frame.height) > 0.01 else { return }
        if root.translatesAutoresizingMaskIntoConstraints {
            root.frame.size.height = height
        } else {
            root.heightAnchor.constraint(equalToConstant: height).isActive = true
        }
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }
}

/// The helper regions of each folder of example sources, read once.
private final class HelperCache: @unchecked Sendable {
    static let shared = HelperCache()
    private let lock = NSLock()
    private var byFolder: [String: [String: String]] = [:]

    func helpers(inFolderOf file: String) -> [String: String] {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        lock.lock()
        defer { lock.unlock() }
        if let known = byFolder[folder.path] { return known }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        var all: [String: String] = [:]
        for name in files where name.hasSuffix(".swift") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                continue
            }
            all.merge(Example.regions(in: text, start: "// helper: ", end: "// end helper")) { first, _ in first }
        }
        byFolder[folder.path] = all
        return all
    }
}

/// Every example of the kit, by module. Each module's examples live in their own file as an extension.
public enum ExampleCatalog {
    /// All examples, module by module.
    public static var all: [Example] {
        modules.flatMap(\.examples)
    }

    /// The modules with examples, in the order the gallery shows them.
    public static var modules: [(name: String, examples: [Example])] {
        [
            ("LayoutCore", layoutCore), ("Anchors", anchors), ("FixFlexKit", fixFlex), ("VisualRows", visualRows),
            ("StackKit", stackKit), ("FlexKit", flexKit),
        ]
    }
}
