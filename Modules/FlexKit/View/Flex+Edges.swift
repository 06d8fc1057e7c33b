import Foundation

/// Margins and paddings (FlexLayout's sections 6 and 7).
extension Flex {
    // MARK: Margins

    /// The top margin in points.
    @discardableResult
    public func marginTop(_ value: CGFloat) -> Flex { margin(.points(value), "marginTop") { $0.top = $1 } }
    /// The top margin as a percentage of the container's width.
    @discardableResult
    public func marginTop(_ percent: FPercent) -> Flex { margin(.percent(percent), "marginTop") { $0.top = $1 } }
    /// The left margin in points.
    @discardableResult
    public func marginLeft(_ value: CGFloat) -> Flex { margin(.points(value), "marginLeft") { $0.left = $1 } }
    /// The left margin as a percentage of the container's width.
    @discardableResult
    public func marginLeft(_ percent: FPercent) -> Flex { margin(.percent(percent), "marginLeft") { $0.left = $1 } }
    /// The bottom margin in points.
    @discardableResult
    public func marginBottom(_ value: CGFloat) -> Flex { margin(.points(value), "marginBottom") { $0.bottom = $1 } }
    /// The bottom margin as a percentage of the container's width.
    @discardableResult
    public func marginBottom(_ percent: FPercent) -> Flex {
        margin(.percent(percent), "marginBottom") { $0.bottom = $1 }
    }
    /// The right margin in points.
    @discardableResult
    public func marginRight(_ value: CGFloat) -> Flex { margin(.points(value), "marginRight") { $0.right = $1 } }
    /// The right margin as a percentage of the container's width.
    @discardableResult
    public func marginRight(_ percent: FPercent) -> Flex { margin(.percent(percent), "marginRight") { $0.right = $1 } }
    /// The start margin (left in LTR, right in RTL) in points.
    @discardableResult
    public func marginStart(_ value: CGFloat) -> Flex { margin(.points(value), "marginStart") { $0.start = $1 } }
    /// The start margin as a percentage of the container's width.
    @discardableResult
    public func marginStart(_ percent: FPercent) -> Flex { margin(.percent(percent), "marginStart") { $0.start = $1 } }
    /// The end margin (right in LTR, left in RTL) in points.
    @discardableResult
    public func marginEnd(_ value: CGFloat) -> Flex { margin(.points(value), "marginEnd") { $0.end = $1 } }
    /// The end margin as a percentage of the container's width.
    @discardableResult
    public func marginEnd(_ percent: FPercent) -> Flex { margin(.percent(percent), "marginEnd") { $0.end = $1 } }
    /// The left and right (start and end) margins in points.
    @discardableResult
    public func marginHorizontal(_ value: CGFloat) -> Flex {
        margin(.points(value), "marginHorizontal") { $0.horizontal = $1 }
    }
    /// The left and right margins as a percentage of the container's width.
    @discardableResult
    public func marginHorizontal(_ percent: FPercent) -> Flex {
        margin(.percent(percent), "marginHorizontal") { $0.horizontal = $1 }
    }
    /// The top and bottom margins in points.
    @discardableResult
    public func marginVertical(_ value: CGFloat) -> Flex {
        margin(.points(value), "marginVertical") { $0.vertical = $1 }
    }
    /// The top and bottom margins as a percentage of the container's width.
    @discardableResult
    public func marginVertical(_ percent: FPercent) -> Flex {
        margin(.percent(percent), "marginVertical") { $0.vertical = $1 }
    }
    /// All four margins in points.
    @discardableResult
    public func margin(_ value: CGFloat) -> Flex { margin(.points(value), "margin") { $0.all = $1 } }
    /// All four margins as a percentage of the container's width.
    @discardableResult
    public func margin(_ percent: FPercent) -> Flex { margin(.percent(percent), "margin") { $0.all = $1 } }

    /// The margins of each edge (`view.flex.margin(safeAreaInsets)`).
    @discardableResult
    public func margin(_ insets: EdgeInsets) -> Flex {
        margin(insets.top, insets.left, insets.bottom, insets.right)
    }

    /// The margins of each edge, leading and trailing following the layout direction.
    @discardableResult
    public func margin(_ insets: DirectionalEdgeInsets) -> Flex {
        marginTop(insets.top).marginStart(insets.leading).marginBottom(insets.bottom).marginEnd(insets.trailing)
    }

    /// The top and bottom margins, then the left and right margins.
    @discardableResult
    public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> Flex {
        marginVertical(vertical).marginHorizontal(horizontal)
    }

    /// The top margin, the left and right margins, then the bottom margin.
    @discardableResult
    public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> Flex {
        marginTop(top).marginHorizontal(horizontal).marginBottom(bottom)
    }

    /// The top, left, bottom and right margins, in FlexLayout's order.
    @discardableResult
    public func margin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> Flex {
        marginTop(top).marginLeft(left).marginBottom(bottom).marginRight(right)
    }

    private func margin(_ value: Length, _ name: String, _ set: (inout FlexEdges, FlexValue) -> Void) -> Flex {
        guard let resolved = checkedOffset(value, name) else { return self }
        return update { set(&$0.margin, resolved) }
    }

    // MARK: Paddings

    /// The top padding in points.
    @discardableResult
    public func paddingTop(_ value: CGFloat) -> Flex { padding(value, "paddingTop") { $0.top = $1 } }
    /// The left padding in points.
    @discardableResult
    public func paddingLeft(_ value: CGFloat) -> Flex { padding(value, "paddingLeft") { $0.left = $1 } }
    /// The bottom padding in points.
    @discardableResult
    public func paddingBottom(_ value: CGFloat) -> Flex { padding(value, "paddingBottom") { $0.bottom = $1 } }
    /// The right padding in points.
    @discardableResult
    public func paddingRight(_ value: CGFloat) -> Flex { padding(value, "paddingRight") { $0.right = $1 } }
    /// The start padding (left in LTR, right in RTL) in points.
    @discardableResult
    public func paddingStart(_ value: CGFloat) -> Flex { padding(value, "paddingStart") { $0.start = $1 } }
    /// The end padding (right in LTR, left in RTL) in points.
    @discardableResult
    public func paddingEnd(_ value: CGFloat) -> Flex { padding(value, "paddingEnd") { $0.end = $1 } }
    /// The left and right paddings in points.
    @discardableResult
    public func paddingHorizontal(_ value: CGFloat) -> Flex {
        padding(value, "paddingHorizontal") { $0.horizontal = $1 }
    }
    /// The top and bottom paddings in points.
    @discardableResult
    public func paddingVertical(_ value: CGFloat) -> Flex { padding(value, "paddingVertical") { $0.vertical = $1 } }
    /// All four paddings in points.
    @discardableResult
    public func padding(_ value: CGFloat) -> Flex { padding(value, "padding") { $0.all = $1 } }

    /// The paddings of each edge.
    @discardableResult
    public func padding(_ insets: EdgeInsets) -> Flex {
        padding(insets.top, insets.left, insets.bottom, insets.right)
    }

    /// The paddings of each edge, leading and trailing following the layout direction.
    @discardableResult
    public func padding(_ insets: DirectionalEdgeInsets) -> Flex {
        paddingTop(insets.top).paddingStart(insets.leading).paddingBottom(insets.bottom).paddingEnd(insets.trailing)
    }

    /// The top and bottom paddings, then the left and right paddings.
    @discardableResult
    public func padding(_ vertical: CGFloat, _ horizontal: CGFloat) -> Flex {
        paddingVertical(vertical).paddingHorizontal(horizontal)
    }

    /// The top padding, the left and right paddings, then the bottom padding.
    @discardableResult
    public func padding(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> Flex {
        paddingTop(top).paddingHorizontal(horizontal).paddingBottom(bottom)
    }

    /// The top, left, bottom and right paddings, in FlexLayout's order.
    @discardableResult
    public func padding(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> Flex {
        paddingTop(top).paddingLeft(left).paddingBottom(bottom).paddingRight(right)
    }

    private func padding(_ value: CGFloat, _ name: String, _ set: (inout FlexEdges, FlexValue) -> Void) -> Flex {
        guard let resolved = checkedLength(value, name) else { return self }
        return update { set(&$0.padding, resolved) }
    }

    private func padding(_ percent: FPercent, _ name: String, _ set: (inout FlexEdges, FlexValue) -> Void) -> Flex {
        guard let resolved = checkedPercent(percent, name) else { return self }
        return update { set(&$0.padding, resolved) }
    }

    // MARK: Percent paddings

    /// The top padding as a percentage of the container's width.
    @discardableResult
    public func paddingTop(_ percent: FPercent) -> Flex { padding(percent, "paddingTop") { $0.top = $1 } }
    /// The left padding as a percentage of the container's width.
    @discardableResult
    public func paddingLeft(_ percent: FPercent) -> Flex { padding(percent, "paddingLeft") { $0.left = $1 } }
    /// The bottom padding as a percentage of the container's width.
    @discardableResult
    public func paddingBottom(_ percent: FPercent) -> Flex { padding(percent, "paddingBottom") { $0.bottom = $1 } }
    /// The right padding as a percentage of the container's width.
    @discardableResult
    public func paddingRight(_ percent: FPercent) -> Flex { padding(percent, "paddingRight") { $0.right = $1 } }
    /// The start padding as a percentage of the container's width.
    @discardableResult
    public func paddingStart(_ percent: FPercent) -> Flex { padding(percent, "paddingStart") { $0.start = $1 } }
    /// The end padding as a percentage of the container's width.
    @discardableResult
    public func paddingEnd(_ percent: FPercent) -> Flex { padding(percent, "paddingEnd") { $0.end = $1 } }
    /// The left and right paddings as a percentage of the container's width.
    @discardableResult
    public func paddingHorizontal(_ percent: FPercent) -> Flex {
        padding(percent, "paddingHorizontal") { $0.horizontal = $1 }
    }
    /// The top and bottom paddings as a percentage of the container's width.
    @discardableResult
    public func paddingVertical(_ percent: FPercent) -> Flex {
        padding(percent, "paddingVertical") { $0.vertical = $1 }
    }
    /// All four paddings as a percentage of the container's width.
    @discardableResult
    public func padding(_ percent: FPercent) -> Flex { padding(percent, "padding") { $0.all = $1 } }

    /// The top and bottom paddings, then the left and right paddings, as percentages.
    @discardableResult
    public func padding(_ vertical: FPercent, _ horizontal: FPercent) -> Flex {
        paddingVertical(vertical).paddingHorizontal(horizontal)
    }

    /// The top padding, the left and right paddings, then the bottom padding, as percentages.
    @discardableResult
    public func padding(_ top: FPercent, _ horizontal: FPercent, _ bottom: FPercent) -> Flex {
        paddingTop(top).paddingHorizontal(horizontal).paddingBottom(bottom)
    }

    /// The top, left, bottom and right paddings as percentages, in FlexLayout's order.
    @discardableResult
    public func padding(_ top: FPercent, _ left: FPercent, _ bottom: FPercent, _ right: FPercent) -> Flex {
        paddingTop(top).paddingLeft(left).paddingBottom(bottom).paddingRight(right)
    }

    // MARK: Percent margins in several values

    /// The top and bottom margins, then the left and right margins, as percentages.
    @discardableResult
    public func margin(_ vertical: FPercent, _ horizontal: FPercent) -> Flex {
        marginVertical(vertical).marginHorizontal(horizontal)
    }

    /// The top margin, the left and right margins, then the bottom margin, as percentages.
    @discardableResult
    public func margin(_ top: FPercent, _ horizontal: FPercent, _ bottom: FPercent) -> Flex {
        marginTop(top).marginHorizontal(horizontal).marginBottom(bottom)
    }

    /// The top, left, bottom and right margins as percentages, in FlexLayout's order.
    @discardableResult
    public func margin(_ top: FPercent, _ left: FPercent, _ bottom: FPercent, _ right: FPercent) -> Flex {
        marginTop(top).marginLeft(left).marginBottom(bottom).marginRight(right)
    }
}
