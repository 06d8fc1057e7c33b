import Foundation

/// Container properties (FlexLayout's section 2), inclusion and the extra view methods (section 9).
extension Flex {
    /// The main axis: `.column` (the default), `.columnReverse`, `.row` or `.rowReverse`.
    @discardableResult
    public func direction(_ value: Direction) -> Flex {
        update { style in
            switch value {
            case .column: style.flexDirection = .column
            case .columnReverse: style.flexDirection = .columnReverse
            case .row: style.flexDirection = .row
            case .rowReverse: style.flexDirection = .rowReverse
            }
        }
    }

    /// How items are placed along the main axis (default `.start`).
    @discardableResult
    public func justifyContent(_ value: JustifyContent) -> Flex {
        update { style in
            switch value {
            case .start: style.justifyContent = .flexStart
            case .center: style.justifyContent = .center
            case .end: style.justifyContent = .flexEnd
            case .spaceBetween: style.justifyContent = .spaceBetween
            case .spaceAround: style.justifyContent = .spaceAround
            case .spaceEvenly: style.justifyContent = .spaceEvenly
            }
        }
    }

    /// How items are placed along the cross axis (default `.stretch`).
    @discardableResult
    public func alignItems(_ value: AlignItems) -> Flex {
        update { style in
            switch value {
            case .stretch: style.alignItems = .stretch
            case .start: style.alignItems = .flexStart
            case .end: style.alignItems = .flexEnd
            case .center: style.alignItems = .center
            case .baseline: style.alignItems = .baseline
            }
        }
    }

    /// How this item is placed along its container's cross axis (default `.auto`: the container's `alignItems`).
    @discardableResult
    public func alignSelf(_ value: AlignSelf) -> Flex {
        update { style in
            switch value {
            case .auto: style.alignSelf = .auto
            case .stretch: style.alignSelf = .stretch
            case .start: style.alignSelf = .flexStart
            case .end: style.alignSelf = .flexEnd
            case .center: style.alignSelf = .center
            case .baseline: style.alignSelf = .baseline
            }
        }
    }

    /// Whether items wrap onto several lines (default `.noWrap`).
    @discardableResult
    public func wrap(_ value: Wrap) -> Flex {
        update { style in
            switch value {
            case .noWrap: style.flexWrap = .noWrap
            case .wrap: style.flexWrap = .wrap
            case .wrapReverse: style.flexWrap = .wrapReverse
            }
        }
    }

    /// How the lines of a wrapping container share its cross size (default `.start`).
    @discardableResult
    public func alignContent(_ value: AlignContent) -> Flex {
        update { style in
            switch value {
            case .stretch: style.alignContent = .stretch
            case .start: style.alignContent = .flexStart
            case .end: style.alignContent = .flexEnd
            case .center: style.alignContent = .center
            case .spaceBetween: style.alignContent = .spaceBetween
            case .spaceAround: style.alignContent = .spaceAround
            case .spaceEvenly: style.alignContent = .spaceEvenly
            }
        }
    }

    /// The layout direction: `.inherit` (the default; a root container follows its view's effective
    /// layout direction), `.ltr` or `.rtl`.
    @discardableResult
    public func layoutDirection(_ value: LayoutDirection) -> Flex {
        update { style in
            switch value {
            case .inherit: style.direction = .inherit
            case .ltr: style.direction = .ltr
            case .rtl: style.direction = .rtl
            }
        }
    }

    /// The space between items and between lines, in points.
    @discardableResult
    public func gap(_ value: CGFloat) -> Flex {
        guard let points = checkedLength(value, "gap") else { return self }
        return update { $0.gap.all = points }
    }

    /// The space between columns (between items of a row), in points.
    @discardableResult
    public func columnGap(_ value: CGFloat) -> Flex {
        guard let points = checkedLength(value, "columnGap") else { return self }
        return update { $0.gap.column = points }
    }

    /// The space between rows (between items of a column, or between the lines of a wrapping row), in points.
    @discardableResult
    public func rowGap(_ value: CGFloat) -> Flex {
        guard let points = checkedLength(value, "rowGap") else { return self }
        return update { $0.gap.row = points }
    }

    // MARK: Inclusion

    /// Whether the view takes part in its container's layout (true once `flex` is used); an excluded
    /// view is not laid out, and neither are its items.
    @discardableResult
    public func isIncludedInLayout(_ included: Bool) -> Flex {
        guard included != isIncluded else { return self }
        isIncluded = included
        view?.superview?.existingFlex?.didChange()
        didChange()
        return self
    }

    /// Whether the view takes part in its container's layout.
    public var isIncludedInLayout: Bool {
        get { isIncluded }
        set { isIncludedInLayout(newValue) }
    }

    /// `.none` lays the item out as if it were not there (with a zero frame); `.flex` is the default.
    @discardableResult
    public func display(_ value: Display) -> Flex {
        update { $0.display = value == .none ? .none : .flex }
    }

    /// Beyond FlexLayout: when true, the item leaves the layout, margins and all, while its view is hidden
    /// (`isHidden`), and comes back when shown. Off by default, as in FlexLayout.
    @discardableResult
    public func collapsesWhenHidden(_ collapses: Bool) -> Flex {
        guard collapses != collapsesHidden else { return self }
        collapsesHidden = collapses
        view?.superview?.existingFlex?.didChange()
        return self
    }

    // MARK: View properties

    /// Sets the view's background color.
    @discardableResult
    public func backgroundColor(_ color: Color) -> Flex {
        view?.backgroundColor = color
        return self
    }
}
