// Builds every FixFlex example of the catalog in every environment, prints its frames and writes its SVG.
//
//     swift run fixflex-examples [output-folder]     # default: fixflex-examples/
import ExampleCatalog
import Foundation
import LayoutCore

let folder = CommandLine.arguments.dropFirst().first ?? "fixflex-examples"
let directory = URL(fileURLWithPath: folder, isDirectory: true)
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
} catch {
    FileHandle.standardError.write(Data("fixflex-examples: cannot create \(folder): \(error)\n".utf8))
    exit(1)
}

/// `Center In Parent`, `Large RTL` -> `CenterInParent__Large-RTL.svg`.
func fileName(_ example: Example, _ environment: ExampleEnvironment) -> String {
    let name = example.name.split(separator: " ").joined()
    return name + "__" + environment.description.replacingOccurrences(of: " ", with: "-") + ".svg"
}

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
            try SVGRenderer().render(root).write(to: url, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("fixflex-examples: cannot write \(url.path): \(error)\n".utf8))
            problems += 1
        }
    }
    print()
}
print("\(ExampleCatalog.fixFlex.count) examples, \(ExampleEnvironment.all.count) environments each, SVGs in \(folder)/")
exit(problems == 0 ? 0 : 1)
