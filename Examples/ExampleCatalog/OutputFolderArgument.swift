import Foundation

/// The command line shared by the example programs: `PROGRAM [FOLDER]`, with `-h`/`--help`.
public enum OutputFolderArgument {
    /// The folder named on the command line (or `defaultFolder`): prints `usage` and exits 0 on
    /// `-h`/`--help`, exits 2 with the usage on an unknown option or more than one folder.
    public static func parse(program: String, usage: String, defaultFolder: String) -> URL {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            exit(0)
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            FileHandle.standardError.write(Data("\(program): unknown option \(option)\n\(usage)\n".utf8))
            exit(2)
        }
        guard arguments.count <= 1 else {
            FileHandle.standardError.write(Data("\(program): one folder at most\n\(usage)\n".utf8))
            exit(2)
        }
        return URL(fileURLWithPath: arguments.first ?? defaultFolder, isDirectory: true)
    }
}
