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

    /// Makes an example; `make` returns the root view of the example.
    public init(module: String, name: String, file: String = #filePath, make: @escaping () -> LayoutView) {
        self.module = module
        self.name = name
        self.file = file
        self.make = make
    }

    /// The example's code, read from its source file between its marker comments.
    public var code: String {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return "" }
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// example: \(name)" }),
            let end = lines[(start + 1)...].firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == "// end example"
            })
        else { return "" }
        let body = lines[(start + 1)..<end]
        var indent = Int.max
        for line in body where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            indent = min(indent, line.prefix { $0 == " " }.count)
        }
        if indent == Int.max { indent = 0 }
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
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
            return root
        }
        return (root, diagnostics)
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
