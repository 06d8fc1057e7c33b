import Foundation
import LayoutCore

/// `layout`: command-line access to the kit's engines.
///
///     layout solve FILE    solve a constraint system (the constraint-system format, Docs/Formats)
///     layout flex FILE     lay out a flex tree (the flex-tree format, Docs/Formats); --svg draws it
///
/// Exit status: 0 when solved, 1 when a required constraint was refused (solve) or a layout overflowed
/// (flex), 2 for bad input. Inputs are limited in size and depth: see `Docs/Limits.md`.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: layout solve FILE      solve a constraint system (JSON; FILE may be - for standard input)
           layout flex FILE       lay out a flex tree (JSON) and print it with a layout on every node
                                  (--svg: draw it as SVG; --pretty: indent the JSON)
           layout --help          print this help

    Exit status: 0 done; 1 a required constraint was refused (solve) or a layout overflowed (flex,
    named in "diagnostics"); 2 bad input, with {"status": "error", "message": ...}.
    Limits: input up to 16 MiB; JSON nested up to 100000 levels; flex trees up to 4096 levels deep
    (and as deep as the stack lays out) and 50000 nodes (Docs/Limits.md).
    """

let helpFlags: Set<String> = ["-h", "--help", "help"]

func finish(_ result: (output: String, status: Int32)) -> Never {
    print(result.output, terminator: result.output.hasSuffix("\n") ? "" : "\n")
    if result.status == 2 && result.output.contains("usage: layout") {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
    }
    exit(result.status)
}

guard let command = arguments.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let rest = Array(arguments.dropFirst())

switch command {
case _ where helpFlags.contains(command):
    print(usage)
case "solve":
    if rest.contains(where: helpFlags.contains) { finish((SolveCommand.usage, 0)) }
    finish(SolveCommand.run(rest, read: ToolInput.read))
case "flex":
    if rest.contains(where: helpFlags.contains) { finish((FlexCommand.usage, 0)) }
    finish(FlexCommand.run(rest, read: ToolInput.read))
default:
    FileHandle.standardError.write(Data(("unknown command \"\(command)\"\n" + usage + "\n").utf8))
    exit(2)
}
