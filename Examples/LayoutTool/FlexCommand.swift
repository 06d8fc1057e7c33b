import FlexKit
import Foundation
import LayoutCore

/// `layout flex FILE [--svg] [--pretty]`: lays out a flex tree (the flex-tree format, `Docs/Formats`)
/// and prints it with a `layout` on every node, or draws it as SVG.
enum FlexCommand {
    static let usage = "usage: layout flex FILE [--svg] [--pretty]   (FILE may be - for standard input)"

    /// Runs the command; returns what to print and the exit status: 0, 1 when a layout overflowed
    /// (the document then has a `diagnostics` list naming the nodes), or 2 for bad input.
    static func run(_ arguments: [String], read: (String) -> Result<String, ToolFailure>) -> (
        output: String, status: Int32
    ) {
        let options = arguments.filter { $0.hasPrefix("-") && $0 != "-" }
        let paths = arguments.filter { !$0.hasPrefix("-") || $0 == "-" }
        if let unknown = options.first(where: { !["--svg", "--pretty"].contains($0) }) {
            return (ToolFailure("unknown option \(unknown); \(usage)").json, 2)
        }
        guard paths.count == 1 else { return (ToolFailure(usage).json, 2) }
        let text: String
        switch read(paths[0]) {
        case .success(let read): text = read
        case .failure(let failure): return (failure.json, 2)
        }
        let file: FlexTreeFile
        do {
            file = try FlexTreeFile(json: text)
        } catch {
            return (ToolFailure(error.description).json, 2)
        }
        let (built, diagnostics) = LayoutDiagnostics.collect { () -> FlexTreeFile.Built in
            let built = file.build()
            file.layOut(built)
            return built
        }
        if let refused = diagnostics.first(where: { $0.message.hasPrefix("calculateLayout: the tree under") }) {
            return (ToolFailure(refused.message).json, 2)
        }
        let overflowed = diagnostics.contains { $0.message.contains("overflowed") }
        let status: Int32 = overflowed ? 1 : 0
        if options.contains("--svg") {
            let notes = diagnostics.map {
                "<!-- \(escapeXML($0.message).replacingOccurrences(of: "--", with: "- -")) -->\n"
            }
            return (notes.joined() + FlexSVG.render(built), status)
        }
        var document = file.laidOutDocument(built)
        if !diagnostics.isEmpty, var members = document.members {
            members.append(("diagnostics", .array(JSONArray(diagnostics.map { .string($0.message) }))))
            document = .object(JSONObject(members))
        }
        return (document.serialized(pretty: options.contains("--pretty")), status)
    }
}
