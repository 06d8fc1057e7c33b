extension FlexTree {
    /// The style of `node`, as set (after bad values were clamped).
    public func style(of node: FlexNodeID) -> FlexStyle {
        guard let slot = slot(of: node, "style") else { return defaultStyle }
        return storedStyle(slot)
    }

    /// The style of a live slot.
    func storedStyle(_ slot: Int) -> FlexStyle {
        let index = Int(customStyleIndex[slot])
        return index >= 0 ? customStyles[index] : defaultStyle
    }

    /// Keeps a slot's style (in `customStyles` only when it differs from the default style).
    func setStoredStyle(_ style: FlexStyle, _ slot: Int) {
        let index = Int(customStyleIndex[slot])
        if style == defaultStyle {
            guard index >= 0 else { return }
            customStyleIndex[slot] = -1
            freeCustomStyles.append(Int32(index))
        } else if index >= 0 {
            customStyles[index] = style
        } else if let free = freeCustomStyles.popLast() {
            customStyles[Int(free)] = style
            customStyleIndex[slot] = free
        } else {
            customStyleIndex[slot] = Int32(customStyles.count)
            customStyles.append(style)
        }
    }

    /// Replaces the style of `node`; the node is marked dirty only if the style changed.
    ///
    /// Non-finite numbers become undefined, negative sizes become `auto` or undefined, negative
    /// paddings, borders, gaps, grow and shrink factors become 0, each with a diagnostic.
    public func setStyle(_ style: FlexStyle, for node: FlexNodeID) {
        guard let slot = slot(of: node, "setStyle"), refuseDuringLayout("setStyle") else { return }
        let clean = sanitized(style, slot)
        guard clean != storedStyle(slot) else { return }
        let wasContents = styleStore[slot].display == .contents
        let hadPercent = styleStore[slot].flags.contains(.percent)
        let hadOwnerPercent = styleStore[slot].ownerPercentage
        setStoredStyle(clean, slot)
        styleStore[slot] = ComputedStyle(
            clean, web: config.defaults == .web, inheritedDirection: contentsDirection(of: slot))
        updateTraits(slot)
        let isContents = clean.display == .contents
        let parent = Int(linkStore[slot].parent)
        if parent >= 0 && wasContents != isContents {
            linkStore[parent].contentsChildCount += isContents ? 1 : -1
        }
        if (wasContents || isContents) && linkStore[slot].hasMeasure { updateAnonymousItem(slot) }
        if wasContents || isContents { refreshContentsDirections(below: slot) }
        let hasPercent = styleStore[slot].flags.contains(.percent)
        if parent >= 0 && hadPercent != hasPercent {
            linkStore[parent].percentChildCount += hasPercent ? 1 : -1
        }
        let hasOwnerPercent = styleStore[slot].ownerPercentage
        if parent >= 0 && hadOwnerPercent != hasOwnerPercent {
            linkStore[parent].ownerPercentChildCount += hasOwnerPercent ? 1 : -1
        }
        markDirtyAndPropagate(slot)
    }

    /// Edits the style of `node` in place: `tree.updateStyle(of: node) { $0.flexGrow = 1 }`.
    public func updateStyle(of node: FlexNodeID, _ body: (inout FlexStyle) -> Void) {
        guard contains(node) else {
            _ = slot(of: node, "updateStyle")
            return
        }
        var style = storedStyle(Int(node.index))
        body(&style)
        setStyle(style, for: node)
    }

    // MARK: - Clamping bad values

    func sanitized(_ style: FlexStyle, _ slot: Int) -> FlexStyle {
        // Most styles have nothing to clamp: one read of their numbers says so.
        if Self.needsNoClamping(style) { return style }
        var clean = style
        var problems: [String] = []
        func length(_ value: inout FlexValue, _ name: @autoclosure () -> String, negative: FlexValue?) {
            guard let number = value.number else { return }
            if !number.isFinite {
                problems.append("\(name()) is \(number); treated as undefined")
                value = .undefined
            } else if number < 0, let replacement = negative {
                problems.append("\(name()) \(value) is negative; treated as \(replacement)")
                value = replacement
            }
        }
        func edges(_ value: inout FlexEdges, _ name: String, negative: FlexValue?) {
            guard value != FlexEdges() else { return }
            for edge in FlexEdge.allCases {
                length(&value[edge], "\(name).\(edge)", negative: negative)
            }
        }
        func factor(_ value: inout Double?, _ name: String, allowNegative: Bool) {
            guard let number = value else { return }
            if !number.isFinite {
                problems.append("\(name) is \(number); treated as unset")
                value = nil
            } else if number < 0 && !allowNegative {
                problems.append("\(name) \(FlexValue.trimmed(number)) is negative; treated as 0")
                value = 0
            }
        }
        length(&clean.width, "width", negative: .auto)
        length(&clean.height, "height", negative: .auto)
        length(&clean.flexBasis, "flexBasis", negative: .auto)
        length(&clean.minWidth, "minWidth", negative: .undefined)
        length(&clean.minHeight, "minHeight", negative: .undefined)
        length(&clean.maxWidth, "maxWidth", negative: .undefined)
        length(&clean.maxHeight, "maxHeight", negative: .undefined)
        edges(&clean.margin, "margin", negative: nil)
        edges(&clean.position, "position", negative: nil)
        edges(&clean.padding, "padding", negative: .points(0))
        edges(&clean.border, "border", negative: .points(0))
        length(&clean.gap.row, "gap.row", negative: .points(0))
        length(&clean.gap.column, "gap.column", negative: .points(0))
        length(&clean.gap.all, "gap.all", negative: .points(0))
        factor(&clean.flex, "flex", allowNegative: true)
        factor(&clean.flexGrow, "flexGrow", allowNegative: false)
        factor(&clean.flexShrink, "flexShrink", allowNegative: false)
        if let ratio = clean.aspectRatio, !(ratio.isFinite && ratio > 0) {
            problems.append("aspectRatio \(ratio) is not a finite number > 0; treated as unset")
            clean.aspectRatio = nil
        }
        for problem in problems {
            report(.invalidValue, "\(label(slot)): \(problem)")
        }
        return clean
    }

    /// Whether `sanitized` would leave `style` as it is: every number finite, and none negative where a
    /// negative value is replaced (sizes, paddings, borders, gaps, grow and shrink factors; an aspect
    /// ratio must be above 0).
    static func needsNoClamping(_ style: FlexStyle) -> Bool {
        @inline(__always) func fits(_ value: FlexValue, _ allowsNegative: Bool) -> Bool {
            switch value {
            case .undefined, .auto: return true
            case .points(let number), .percent(let number): return number.isFinite && (allowsNegative || !(number < 0))
            }
        }
        @inline(__always) func fits(_ edges: FlexEdges, _ allowsNegative: Bool) -> Bool {
            fits(edges.left, allowsNegative) && fits(edges.top, allowsNegative) && fits(edges.right, allowsNegative)
                && fits(edges.bottom, allowsNegative) && fits(edges.start, allowsNegative)
                && fits(edges.end, allowsNegative) && fits(edges.horizontal, allowsNegative)
                && fits(edges.vertical, allowsNegative) && fits(edges.all, allowsNegative)
        }
        @inline(__always) func fits(_ factor: Double?, _ allowsNegative: Bool) -> Bool {
            guard let factor else { return true }
            return factor.isFinite && (allowsNegative || !(factor < 0))
        }
        if let ratio = style.aspectRatio, !(ratio.isFinite && ratio > 0) { return false }
        return fits(style.width, false) && fits(style.height, false) && fits(style.flexBasis, false)
            && fits(style.minWidth, false) && fits(style.minHeight, false) && fits(style.maxWidth, false)
            && fits(style.maxHeight, false) && fits(style.margin, true) && fits(style.position, true)
            && fits(style.padding, false) && fits(style.border, false) && fits(style.gap.row, false)
            && fits(style.gap.column, false) && fits(style.gap.all, false) && fits(style.flex, true)
            && fits(style.flexGrow, false) && fits(style.flexShrink, false)
    }
}
