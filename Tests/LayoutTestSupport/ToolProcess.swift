import Foundation

/// What a run of a built executable printed and how it ended.
public struct ToolRun {
    /// The exit status.
    public var status: Int32
    /// Standard output, without trailing newlines.
    public var output: String
    /// Standard error.
    public var errors: String
}

/// Runs the package's built executables (the `layout` tool) from tests.
public enum ToolProcess {
    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The built executable `name` beside the test bundle or in `.build` under the repository's root.
    public static func executable(_ name: String, besideBundleOf type: AnyClass) -> URL? {
        let bundle = Bundle(for: type).bundleURL
        var candidates = [
            bundle.deletingLastPathComponent().appendingPathComponent(name), bundle.appendingPathComponent(name),
        ]
        for configuration in ["debug", "release"] {
            candidates.append(repositoryRoot.appendingPathComponent(".build/\(configuration)/\(name)"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `tool` with `arguments`, feeding `input` to its standard input from another thread, so that
    /// a tool that stops reading early (a refused input) neither blocks the test nor stops it with
    /// SIGPIPE.
    public static func run(_ tool: URL, _ arguments: [String], input: Data = Data()) throws -> ToolRun {
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errorsRead = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var errors = Data()
        let errorReader = Thread {
            errors = stderr.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }
        errorReader.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return ToolRun(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines),
            errors: String(decoding: errors, as: UTF8.self))
    }
}
