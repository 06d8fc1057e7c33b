import Foundation

/// Sizes taken from another view (`view.flex.width(of: view1).maxWidth(250)` in FlexLayout's README).
///
/// FlexLayout's README shows `width(of:)`, `height(of:)` and, in its first versions, `size(of:)`, in
/// the style of PinLayout (by the same authors), where `width(of: view)` takes the other view's width
/// at the time of the call. These do the same: the other view's current size becomes this item's
/// size in points, as if written with `width(_:)`; call them again after the other view changes size.
extension Flex {
    /// The item's width: the current width of `view`, in points (FlexLayout's `width(of: view1)`).
    ///
    /// ```swift
    /// view.flex.width(of: view1).maxWidth(250)
    /// ```
    @discardableResult
    public func width(of view: LayoutView) -> Flex {
        guard let length = length(of: view, "width", view.frame.width) else { return self }
        return update { $0.width = length }
    }

    /// The item's height: the current height of `view`, in points (FlexLayout's `height(of: view1)`).
    ///
    /// ```swift
    /// view.flex.height(of: view1).maxHeight(30%)
    /// ```
    @discardableResult
    public func height(of view: LayoutView) -> Flex {
        guard let length = length(of: view, "height", view.frame.height) else { return self }
        return update { $0.height = length }
    }

    /// The item's width and height: the current size of `view`, in points.
    @discardableResult
    public func size(of view: LayoutView) -> Flex {
        width(of: view)
        return height(of: view)
    }

    /// A side of another view's frame (never negative: `CGRect` reports its standardized size), or a
    /// diagnostic when it is not a finite number.
    private func length(of view: LayoutView, _ side: String, _ value: CGFloat) -> FlexValue? {
        guard value.isFinite else {
            report("\(side)(of: \(describe(view))): its \(side) is \(value), not a finite number; it was ignored")
            return nil
        }
        return .points(Double(max(0, value)))
    }
}
