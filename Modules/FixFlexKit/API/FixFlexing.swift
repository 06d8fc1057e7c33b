import Foundation
import LayoutCore

/// The FixFlex namespace of a view: `view.fx.hstack(...)` and `view.fx.vstack(...)`.
///
/// A cheap proxy around the receiver. The receiver is the view whose edges a stack is pinned to by
/// default and the view that owns the layout guides made for spacers.
///
/// ```swift
/// parent.fx.hstack(Fix(15), Flex(child), Fix(15))
/// parent.fx.vstack(Fix(15), Flex(child), Fix(15))
/// ```
public struct FixFlexing {
    /// The view the stacks are made in.
    let base: LayoutView

    init(_ base: LayoutView) {
        self.base = base
    }
}

extension LayoutView {
    /// FixFlex's namespace on this view: `view.fx.hstack(...)` and `view.fx.vstack(...)`.
    public var fx: FixFlexing {
        FixFlexing(self)
    }
}
