import FlexKit
import Foundation
import LayoutCore

/// `layout flex FILE [--svg] [--pretty]`: lays out a flex tree (shared/spec/flex-tree.md) and prints
/// it with a `layout` on every node, or draws it as SVG.
enum FlexCommand {
    static let usage = "usage: layout flex FILE [--svg] [--pretty]   (FILE may be - for standard input)"

    /// Runs the command; returns what to print and the exit status (0, or 2 for bad input).
    static func run(_ arguments: [String], read: (String) -> String?) -> (output: String, status: Int32) {
        let options = arguments.filter { $0.hasPrefix("--") }
        let paths = arguments.filter { !$0.hasPrefix("--") || $0 == "-" }
        guard paths.count == 1, options.allSatisfy({ ["--svg", "--pretty"].contains($0) }) else {
            return (error(usage), 2)
        }
        guard let text = read(paths[0]) else { return (error("cannot read \(paths[0])"), 2) }
        let file: FlexTreeFile
        do {
            file = try FlexTreeFile(json: text)
        } catch {
            return (self.error(error.description), 2)
        }
        let built = file.build()
        file.layOut(built)
        if options.contains("--svg") {
            return (FlexSVG.render(built), 0)
        }
        return (file.laidOutDocument(built).serialized(pretty: options.contains("--pretty")), 0)
    }

    static func error(_ message: String) -> String {
        JSONValue.object([("status", .string("error")), ("message", .string(message))]).serialized()
    }
}
