import ExampleCatalog
import Foundation
import LayoutCore

/// Writes the gallery: one SVG per example and environment, and `index.html` showing them side by
/// side with each example's code.
struct GalleryWriter {
    /// One example as laid out in every environment.
    struct Entry {
        var example: Example
        var pictures: [(environment: ExampleEnvironment, path: String, size: CGSize)]
        var viewCount: Int
        var diagnostics: [LayoutDiagnostic]
    }

    /// Where the gallery is written.
    let directory: URL
    /// The examples to show.
    var examples: [Example] = ExampleCatalog.all
    /// The environments each example is shown in.
    var environments: [ExampleEnvironment] = ExampleEnvironment.all

    /// Lays out every example in every environment, writes the SVGs and the page, and reports each
    /// example to `progress` as it is done (index from 1, total, entry).
    func write(progress: (Int, Int, Entry) -> Void = { _, _, _ in }) throws -> [Entry] {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        var entries: [Entry] = []
        for (index, example) in examples.enumerated() {
            var entry = Entry(example: example, pictures: [], viewCount: 0, diagnostics: [])
            let folder = "svg/" + slug(example.module)
            try fileManager.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
            for environment in environments {
                let (root, diagnostics) = example.render(in: environment)
                let path = "\(folder)/\(slug(example.name))-\(slug(environment.description)).svg"
                let svg = SVGRenderer().render(root)
                try svg.write(to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
                entry.pictures.append((environment, path, root.frame.size))
                entry.viewCount = max(entry.viewCount, countViews(root))
                for diagnostic in diagnostics where !entry.diagnostics.contains(diagnostic) {
                    entry.diagnostics.append(diagnostic)
                }
            }
            entries.append(entry)
            progress(index + 1, examples.count, entry)
        }
        let page = GalleryPage(entries: entries, environments: environments).html
        try page.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return entries
    }

    private func countViews(_ root: LayoutView) -> Int {
        var count = 0
        var stack = [root]
        while let view = stack.popLast() {
            count += 1
            stack.append(contentsOf: view.subviews)
        }
        return count
    }
}

/// A name made safe for a file name or an HTML id: `Fill Parent With Inset` becomes `fill-parent-with-inset`.
func slug(_ text: String) -> String {
    var result = ""
    for scalar in text.lowercased().unicodeScalars {
        if CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII {
            result.unicodeScalars.append(scalar)
        } else if !result.hasSuffix("-") {
            result += "-"
        }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result
}
