import Foundation

/// A problem found while building or solving a layout, reported instead of crashing.
///
/// Every module reports bad input (a NaN constant, a conflicting required constraint, a view
/// outside the hierarchy, a negative flex size, ...) as a diagnostic and goes on with the rest of
/// the layout. Diagnostics reach the handler in ``LayoutDiagnostics``.
public struct LayoutDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem a diagnostic describes.
    public enum Kind: String, Sendable, Equatable {
        /// Required constraints that cannot all hold; one of them was refused.
        case unsatisfiableConstraints
        /// A layout whose frames are not determined by its constraints.
        case ambiguousLayout
        /// A number that is not finite, a negative size, or a value outside its range.
        case invalidValue
        /// Two items that share no common ancestor, or an item that is not in the tree.
        case invalidHierarchy
        /// Input that is malformed for the API or format it was given to.
        case invalidInput
        /// An update that found nothing to update.
        case unmatchedUpdate
        /// A layout step that repeats until nothing changes gave up before that (the last result was kept).
        case unsettledLayout
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// A sentence that says what was wrong and what was done about it.
    public var message: String
    /// The module or component that found the problem, such as `"engine"` or `"FlexKit"`.
    public var source: String
    /// The source file of the user's code that made the offending item, when known.
    public var file: String?
    /// The line in ``file``, when known.
    public var line: Int?

    /// Makes a diagnostic.
    public init(kind: Kind, message: String, source: String, file: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.message = message
        self.source = source
        self.file = file
        self.line = line
    }

    /// The diagnostic as one or more lines of text: `[source] kind: message (file:line)`.
    public var description: String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let file, !lines[0].contains(file) {
            lines[0] += " (\(file)\(line.map { ":\($0)" } ?? ""))"
        }
        lines[0] = "[\(source)] \(kind.rawValue): " + lines[0]
        return lines.joined(separator: "\n")
    }
}
