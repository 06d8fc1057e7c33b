import ExampleCatalog
import Foundation
import LayoutCore

/// Writes the gallery: one SVG per example and environment, and `index.html` showing them side by
/// side with each example's code.
///
/// Text is measured with the bundled font (``FontTextMeasurer/bundled``) and drawn with it: the page
/// declares the font once and carries the pictures inline, and each standalone SVG links the font
/// files copied into `fonts/`.
struct GalleryWriter {
    /// One picture: an example laid out in one environment.
    struct Picture {
        var environment: ExampleEnvironment
        /// The standalone SVG's path in the gallery folder.
        var path: String
        var size: CGSize
        /// The SVG without font rules, for the page, which declares the font itself.
        var inlineSVG: String
    }

    /// One example as laid out in every environment.
    struct Entry {
        var example: Example
        var pictures: [Picture]
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
        try writeFonts()
        let previousMeasurer = LayoutEnvironment.textMeasurer
        LayoutEnvironment.textMeasurer = FontTextMeasurer.bundled
        defer { LayoutEnvironment.textMeasurer = previousMeasurer }
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
                try Self.standalone(svg, fontFolder: "../../fonts/").write(
                    to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
                entry.pictures.append(
                    Picture(environment: environment, path: path, size: root.frame.size, inlineSVG: svg))
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

    /// The bundled font files and their license, in `fonts/`.
    private func writeFonts() throws {
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for face in BundledFont.allCases {
            try face.data.write(to: fonts.appendingPathComponent(face.fileName))
        }
        try BundledFont.license.write(to: fonts.appendingPathComponent("OFL.txt"), atomically: true, encoding: .utf8)
    }

    /// A picture that loads the font itself: the `@font-face` rules after its opening tag.
    static func standalone(_ svg: String, fontFolder: String) -> String {
        guard let end = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[...end]) + SVGRenderer.fontFaceStyle(.linked(folder: fontFolder))
            + svg[svg.index(after: end)...]
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
