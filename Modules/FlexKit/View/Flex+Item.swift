import Foundation

/// Item properties (FlexLayout's sections 3 to 5): flexibility, absolute positioning and sizes.
extension Flex {
    /// How much of the free space the item takes, relative to its siblings (default 0).
    @discardableResult
    public func grow(_ value: CGFloat) -> Flex {
        guard let factor = checkedFactor(value, "grow") else { return self }
        return update { $0.flexGrow = factor }
    }

    /// How much the item shrinks when its siblings do not fit, relative to them (default 0).
    @discardableResult
    public func shrink(_ value: CGFloat) -> Flex {
        guard let factor = checkedFactor(value, "shrink") else { return self }
        return update { $0.flexShrink = factor }
    }

    /// The item's size along the main axis before free space is shared; nil is `auto` (its size or content).
    @discardableResult
    public func basis(_ value: CGFloat?) -> Flex {
        guard let value else { return update { $0.flexBasis = .auto } }
        guard let length = checkedLength(value, "basis") else { return self }
        return update { $0.flexBasis = length }
    }

    /// The item's main size before free space is shared, as a percentage of its container's.
    @discardableResult
    public func basis(_ percent: FPercent) -> Flex {
        guard let length = checkedPercent(percent, "basis") else { return self }
        return update { $0.flexBasis = length }
    }

    // MARK: Absolute positioning

    /// `.relative` (the default) keeps the item in the flow; `.absolute` places it by its insets.
    @discardableResult
    public func position(_ value: Position) -> Flex {
        update { $0.positionType = value == .absolute ? .absolute : .relative }
    }

    /// The distance of the item's top edge from its container's top edge.
    @discardableResult
    public func top(_ value: CGFloat) -> Flex { inset(.points(value), "top", [.top]) }
    /// The distance of the item's top edge from its container's, as a percentage of the container's height.
    @discardableResult
    public func top(_ percent: FPercent) -> Flex { inset(.percent(percent), "top", [.top]) }
    /// The distance of the item's bottom edge from its container's bottom edge.
    @discardableResult
    public func bottom(_ value: CGFloat) -> Flex { inset(.points(value), "bottom", [.bottom]) }
    /// The distance of the item's bottom edge from its container's, as a percentage of the container's height.
    @discardableResult
    public func bottom(_ percent: FPercent) -> Flex { inset(.percent(percent), "bottom", [.bottom]) }
    /// The distance of the item's left edge from its container's left edge.
    @discardableResult
    public func left(_ value: CGFloat) -> Flex { inset(.points(value), "left", [.left]) }
    /// The distance of the item's left edge from its container's, as a percentage of the container's width.
    @discardableResult
    public func left(_ percent: FPercent) -> Flex { inset(.percent(percent), "left", [.left]) }
    /// The distance of the item's right edge from its container's right edge.
    @discardableResult
    public func right(_ value: CGFloat) -> Flex { inset(.points(value), "right", [.right]) }
    /// The distance of the item's right edge from its container's, as a percentage of the container's width.
    @discardableResult
    public func right(_ percent: FPercent) -> Flex { inset(.percent(percent), "right", [.right]) }
    /// The distance of the item's start edge (left in LTR, right in RTL) from its container's.
    @discardableResult
    public func start(_ value: CGFloat) -> Flex { inset(.points(value), "start", [.start]) }
    /// The distance of the item's start edge from its container's, as a percentage of the container's width.
    @discardableResult
    public func start(_ percent: FPercent) -> Flex { inset(.percent(percent), "start", [.start]) }
    /// The distance of the item's end edge (right in LTR, left in RTL) from its container's.
    @discardableResult
    public func end(_ value: CGFloat) -> Flex { inset(.points(value), "end", [.end]) }
    /// The distance of the item's end edge from its container's, as a percentage of the container's width.
    @discardableResult
    public func end(_ percent: FPercent) -> Flex { inset(.percent(percent), "end", [.end]) }

    // FlexLayout's `vertically`, `horizontally` and `all` write each edge they cover (its
    // FlexLayout.swift sets `yoga.top` and `yoga.bottom`, not Yoga's combined edges), so a later call
    // wins over an earlier one: `top(40).bottom(40).vertically(10)` gives 10.

    /// The distances of the item's top and bottom edges from its container's; sets both edges.
    @discardableResult
    public func vertically(_ value: CGFloat) -> Flex { inset(.points(value), "vertically", [.top, .bottom]) }
    /// The distances of the item's top and bottom edges, as a percentage of the container's height.
    @discardableResult
    public func vertically(_ percent: FPercent) -> Flex {
        inset(.percent(percent), "vertically", [.top, .bottom])
    }
    /// The distances of the item's left and right edges from its container's; sets both edges.
    @discardableResult
    public func horizontally(_ value: CGFloat) -> Flex {
        inset(.points(value), "horizontally", [.left, .right])
    }
    /// The distances of the item's left and right edges, as a percentage of the container's width.
    @discardableResult
    public func horizontally(_ percent: FPercent) -> Flex {
        inset(.percent(percent), "horizontally", [.left, .right])
    }
    /// The distances of all four edges of the item from its container's; sets each edge.
    @discardableResult
    public func all(_ value: CGFloat) -> Flex { inset(.points(value), "all", Flex.fourEdges) }
    /// The distances of all four edges of the item, as a percentage of the container's size.
    @discardableResult
    public func all(_ percent: FPercent) -> Flex { inset(.percent(percent), "all", Flex.fourEdges) }

    private static let fourEdges: [FlexEdge] = [.top, .left, .bottom, .right]

    private func inset(_ value: Length, _ name: String, _ edges: [FlexEdge]) -> Flex {
        guard let resolved = checkedOffset(value, name) else { return self }
        return update { style in
            for edge in edges { style.position[edge] = resolved }
        }
    }

    // MARK: Sizes

    /// The item's width in points; nil resets it to `auto`.
    @discardableResult
    public func width(_ value: CGFloat?) -> Flex { size(value, "width") { $0.width = $1 } }
    /// The item's width as a percentage of its container's width.
    @discardableResult
    public func width(_ percent: FPercent) -> Flex { size(percent, "width") { $0.width = $1 } }
    /// The item's height in points; nil resets it to `auto`.
    @discardableResult
    public func height(_ value: CGFloat?) -> Flex { size(value, "height") { $0.height = $1 } }
    /// The item's height as a percentage of its container's height.
    @discardableResult
    public func height(_ percent: FPercent) -> Flex { size(percent, "height") { $0.height = $1 } }

    /// The item's width and height in points; nil resets both to `auto`.
    @discardableResult
    public func size(_ value: CGSize?) -> Flex {
        width(value?.width)
        return height(value?.height)
    }

    /// The item's width and height, both `sideLength` points (`size(nil)` resets both to `auto`).
    @discardableResult
    public func size(_ sideLength: CGFloat) -> Flex {
        width(sideLength)
        return height(sideLength)
    }

    /// The item's minimum width in points; nil removes it.
    @discardableResult
    public func minWidth(_ value: CGFloat?) -> Flex { limit(value, "minWidth") { $0.minWidth = $1 } }
    /// The item's minimum width as a percentage of its container's width.
    @discardableResult
    public func minWidth(_ percent: FPercent) -> Flex { size(percent, "minWidth") { $0.minWidth = $1 } }
    /// The item's maximum width in points; nil removes it.
    @discardableResult
    public func maxWidth(_ value: CGFloat?) -> Flex { limit(value, "maxWidth") { $0.maxWidth = $1 } }
    /// The item's maximum width as a percentage of its container's width.
    @discardableResult
    public func maxWidth(_ percent: FPercent) -> Flex { size(percent, "maxWidth") { $0.maxWidth = $1 } }
    /// The item's minimum height in points; nil removes it.
    @discardableResult
    public func minHeight(_ value: CGFloat?) -> Flex { limit(value, "minHeight") { $0.minHeight = $1 } }
    /// The item's minimum height as a percentage of its container's height.
    @discardableResult
    public func minHeight(_ percent: FPercent) -> Flex { size(percent, "minHeight") { $0.minHeight = $1 } }
    /// The item's maximum height in points; nil removes it.
    @discardableResult
    public func maxHeight(_ value: CGFloat?) -> Flex { limit(value, "maxHeight") { $0.maxHeight = $1 } }
    /// The item's maximum height as a percentage of its container's height.
    @discardableResult
    public func maxHeight(_ percent: FPercent) -> Flex { size(percent, "maxHeight") { $0.maxHeight = $1 } }

    /// The ratio of the item's width to its height (`16/9`); nil removes it.
    @discardableResult
    public func aspectRatio(_ value: CGFloat?) -> Flex {
        guard let value else { return update { $0.aspectRatio = nil } }
        guard value.isFinite, value > 0 else {
            report("aspectRatio(\(value)) is not a positive number; it was ignored")
            return self
        }
        return update { $0.aspectRatio = Double(value) }
    }

    /// The aspect ratio of an image view's image (none when it has no image or an empty one).
    @discardableResult
    public func aspectRatio(of imageView: ImageView) -> Flex {
        guard let size = imageView.image?.size, size.width > 0, size.height > 0 else {
            return update { $0.aspectRatio = nil }
        }
        return aspectRatio(size.width / size.height)
    }

    private func size(_ value: CGFloat?, _ name: String, _ set: (inout FlexStyle, FlexValue) -> Void) -> Flex {
        guard let value else { return update { set(&$0, .auto) } }
        guard let length = checkedLength(value, name) else { return self }
        return update { set(&$0, length) }
    }

    private func size(_ percent: FPercent, _ name: String, _ set: (inout FlexStyle, FlexValue) -> Void) -> Flex {
        guard let length = checkedPercent(percent, name) else { return self }
        return update { set(&$0, length) }
    }

    private func limit(_ value: CGFloat?, _ name: String, _ set: (inout FlexStyle, FlexValue) -> Void) -> Flex {
        guard let value else { return update { set(&$0, .undefined) } }
        guard let length = checkedLength(value, name) else { return self }
        return update { set(&$0, length) }
    }
}
