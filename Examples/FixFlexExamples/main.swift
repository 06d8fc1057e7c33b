// Builds every FixFlex example of the catalog in every environment, prints its frames and writes its SVG.
//
//     swift run fixflex-examples [output-folder]     # default: fixflex-examples/
import ExampleCatalog
import Foundation
import LayoutCore

let usage = """
    usage: fixflex-examples [FOLDER]      (default FOLDER: fixflex-examples/)
    Builds every FixFlex example of the catalog at three text sizes in both layout directions,
    prints its frames and writes one SVG per example and environment into FOLDER, with the bundled
    font in FOLDER/fonts/ (text is measured and drawn with it). Exits 1 if a layout reported a problem.
    options: -h, --help   show this help
    """
let directory = OutputFolderArgument.parse(program: "fixflex-examples", usage: usage, defaultFolder: "fixflex-examples")
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
    FileHandle.standardError.write(Data("fixflex-examples: cannot create \(folder): \(error)\n".utf8))
    exit(1)
}

/// `Center In Parent`, `Large RTL` -> `CenterInParent__Large-RTL.svg`.
func fileName(_ example: Example, _ environment: ExampleEnvironment) -> String {
    let name = example.name.split(separator: " ").joined()
    return name + "__" + environment.description.replacingOccurrences(of: " ", with: "-") + ".svg"
}

var renderer = SVGRenderer()
renderer.fontFace = .linked(folder: "fonts/")
var problems = 0
for example in ExampleCatalog.fixFlex {
    print("## \(example.name)\n")
    print(example.code)
    for environment in ExampleEnvironment.all {
        let (root, diagnostics) = example.render(in: environment)
        print("\n### \(environment)")
        print(root.hierarchyDescription())
        for diagnostic in diagnostics {
            print(diagnostic)
            problems += 1
        }
        let url = directory.appendingPathComponent(fileName(example, environment))
        do {
            try renderer.render(root).write(to: url, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("fixflex-examples: cannot write \(url.path): \(error)\n".utf8))
            problems += 1
        }
    }
    print()
}
print("\(ExampleCatalog.fixFlex.count) examples, \(ExampleEnvironment.all.count) environments each, SVGs in \(folder)/")
exit(problems == 0 ? 0 : 1)
