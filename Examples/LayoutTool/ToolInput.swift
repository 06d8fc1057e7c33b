import Foundation
import LayoutCore

/// What the `layout` tool reads: a file or standard input, up to a size limit (`Docs/Limits.md`).
enum ToolInput {
    /// The largest input read: 16 MiB. Larger inputs are refused before they are read, so that memory
    /// stays bounded (the parsed document and the layout take several times the text).
    static let maximumBytes = 16 << 20

    /// The text of `path` (`-`: standard input), or a message saying why it cannot be read.
    static func read(_ path: String) -> Result<String, ToolFailure> {
        let tooLarge = ToolFailure(
            "\(path == "-" ? "standard input" : path) is larger than \(maximumBytes) bytes (16 MiB), the tool's limit")
        if path == "-" {
            var data = Data()
            while data.count <= maximumBytes {
                let chunk = FileHandle.standardInput.readData(ofLength: 1 << 20)
                if chunk.isEmpty { break }
                data.append(chunk)
            }
            guard data.count <= maximumBytes else { return .failure(tooLarge) }
            return .success(String(decoding: data, as: UTF8.self))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ToolFailure("cannot read \(path)"))
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1) else {
            return .success("")
        }
        guard data.count <= maximumBytes else { return .failure(tooLarge) }
        return .success(String(decoding: data, as: UTF8.self))
    }
}

/// A message for the tool's `{"status": "error", "message": ...}` output.
struct ToolFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    /// The error as the tool prints it.
    var json: String {
        JSONValue.object([("status", .string("error")), ("message", .string(message))]).serialized()
    }
}
