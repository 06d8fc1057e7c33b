import ExampleCatalog
import Foundation
import LayoutCore

/// `swift run gallery [folder]`: lays out every example of the kit at three text sizes and in both
/// directions, writes one SVG per picture and `index.html` (default folder: `gallery/`), opens nothing.
let usage = """
    usage: gallery [FOLDER]
    Lays out every example of the kit at three text sizes (xSmall, Large, AX5) in both layout
    directions, measuring and drawing text with the bundled Inter font, and writes FOLDER/index.html
    (the pictures inline), one standalone SVG per picture in FOLDER/svg/ and the font in FOLDER/fonts/.
    FOLDER defaults to gallery/.
    options: -h, --help   show this help
    """
let directory = OutputFolderArgument.parse(program: "gallery", usage: usage, defaultFolder: "gallery")
let writer = GalleryWriter(directory: directory)
print("Laying out \(writer.examples.count) examples in \(writer.environments.count) environments each...")
do {
    let entries = try writer.write { index, total, entry in
        let problems = entry.diagnostics.isEmpty ? "no diagnostics" : "\(entry.diagnostics.count) diagnostics"
        print(
            "[\(index)/\(total)] \(entry.example.module) / \(entry.example.name): \(entry.viewCount) views, \(problems)"
        )
    }
    let pictures = entries.reduce(0) { $0 + $1.pictures.count }
    print(
        "Wrote \(directory.appendingPathComponent("index.html").path) and \(pictures) SVGs in \(directory.appendingPathComponent("svg").path)"
    )
} catch {
    FileHandle.standardError.write(Data("gallery: cannot write to \(directory.path): \(error)\n".utf8))
    exit(1)
}
