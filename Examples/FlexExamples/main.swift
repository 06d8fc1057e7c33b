// FlexLayout's two introduction examples built with `view.flex`, laid out at the widths of three screens:
// prints every frame and writes one SVG per example and width.
//
//     swift run flex-examples [output-folder]     # default: flex-examples/
import ExampleCatalog
import FlexKit
import Foundation

let usage = """
    usage: flex-examples [FOLDER]      (default FOLDER: flex-examples/)
    Lays out FlexLayout's two introduction examples, built with view.flex, at the widths of three
    screens (320, 375, 768), prints every frame and writes one SVG per example and width into FOLDER,
    with the bundled font in FOLDER/fonts/. Exits 1 if a layout reported a problem.
    options: -h, --help   show this help
    """
let directory = OutputFolderArgument.parse(program: "flex-examples", usage: usage, defaultFolder: "flex-examples")
let folder = directory.path
LayoutEnvironment.textMeasurer = FontTextMeasurer.bundled
do {
    try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    for face in BundledFont.allCases {
        try face.data.write(to: directory.appendingPathComponent("fonts/\(face.fileName)"))
    }
    try BundledFont.license.write(
        to: directory.appendingPathComponent("fonts/OFL.txt"), atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("flex-examples: cannot create \(folder): \(error)\n".utf8))
    exit(1)
}

let examples: [(name: String, file: String, make: (CGFloat) -> LayoutView)] = [
    ("Introduction Example 1", "introduction-1", ExampleCatalog.flexIntroductionOne),
    ("Introduction Example 2", "introduction-2", ExampleCatalog.flexIntroductionTwo),
]
var renderer = SVGRenderer()
renderer.fontFace = .linked(folder: "fonts/")
var problems = 0
for example in examples {
    print("## \(example.name)\n")
    for width: CGFloat in [320, 375, 768] {
        let (root, diagnostics) = LayoutDiagnostics.collect { () -> LayoutView in
            let root = example.make(width)
            root.layoutIfNeeded()
            return root
        }
        print("### width \(Int(width))\n")
        print(root.hierarchyDescription())
        print()
        for diagnostic in diagnostics {
            print(diagnostic)
            problems += 1
        }
        let url = directory.appendingPathComponent("\(example.file)-\(Int(width)).svg")
        do {
            try renderer.render(root).write(to: url, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("flex-examples: cannot write \(url.path): \(error)\n".utf8))
            problems += 1
        }
    }
}
print("\(examples.count) examples at widths 320, 375 and 768; SVGs in \(folder)/")
exit(problems == 0 ? 0 : 1)
