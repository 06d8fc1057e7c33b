import FixFlexKit
import Foundation
import LayoutCore

extension ExampleCatalog {
    /// The examples of FixFlex's README (both spellings), written with FixFlexKit's newest API.
    ///
    /// Each example's views are named after its variables (`parent`, `child`, `titleLabel`, ...) so
    /// that tests and the gallery can find them.
    public static var fixFlex: [Example] {
        fixFlexBasics + fixFlexCells + fixFlexAnchors + fixFlexEdges
    }

    /// Names the views of an example after its variables.
    static func name(_ views: KeyValuePairs<String, LayoutView>) {
        for (name, view) in views { view.identifier = name }
    }
}
