import Foundation
import LayoutCore

/// One line of a `layoutConstraints { }` block: a row or a vertical gap, with where it was written.
///
/// Made by ``VisualLayoutBuilder``; you never make one yourself.
public struct VisualLayoutItem {
    /// What the line holds.
    enum Kind {
        /// A row of views and layout guides.
        case row(VisualRow)
        /// A vertical gap.
        case spacing(VisualFlexibleSpacing)
    }

    /// What the line holds.
    let kind: Kind
    /// The user's file, for the constraints the line makes and its diagnostics.
    let file: StaticString
    /// The user's line.
    let line: UInt

    init(_ kind: Kind, file: StaticString, line: UInt) {
        self.kind = kind
        self.file = file
        self.line = line
    }
}
