import Foundation
import LayoutCore

/// `layout`: command-line access to the kit's engines.
///
///     layout solve FILE    solve a constraint system (shared/spec/constraint-system.md); FILE may be -
///     layout flex FILE     lay out a flex tree (shared/spec/flex-tree.md); --svg draws it instead
///
/// Exit status: 0 when solved, 1 when a required constraint was refused, 2 for bad input.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: layout solve FILE      solve a constraint system (JSON; FILE may be - for standard input)
           layout flex FILE       lay out a flex tree (JSON) and print it with a layout on every node
                                  (--svg: draw it as SVG; --pretty: indent the JSON)
    """

func readInput(_ path: String) -> String? {
    if path == "-" {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
}

func fail(_ message: String) -> Never {
    print(JSONValue.object([("status", .string("error")), ("message", .string(message))]).serialized())
    exit(2)
}

guard let command = arguments.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

switch command {
case "solve":
    guard arguments.count == 2 else { fail("usage: layout solve FILE") }
    guard let text = readInput(arguments[1]) else { fail("cannot read \(arguments[1])") }
    do {
        let system = try ConstraintSystemFile(json: text)
        let outcome = system.solve()
        print(outcome.json.serialized())
        exit(outcome.status == "ok" ? 0 : 1)
    } catch {
        fail(error.message)
    }
case "flex":
    let (output, status) = FlexCommand.run(Array(arguments.dropFirst()), read: readInput)
    print(output, terminator: output.hasSuffix("\n") ? "" : "\n")
    exit(status)
case "-h", "--help", "help":
    print(usage)
default:
    FileHandle.standardError.write(Data(("unknown command \"\(command)\"\n" + usage + "\n").utf8))
    exit(2)
}
