import Foundation

/// A view's layout margins, as last set: absolute or directional.
struct MarginsStorage {
    var absolute = EdgeInsets(all: 8)
    var directional: DirectionalEdgeInsets?
}

extension LayoutView {
    /// The margins inside the view's edges, in absolute terms (8 points on each side by default).
    public var layoutMargins: EdgeInsets {
        get {
            if let directional = marginsStorage.directional {
                return directional.resolved(for: effectiveUserInterfaceLayoutDirection)
            }
            return marginsStorage.absolute
        }
        set {
            guard acceptsInsets([newValue.top, newValue.left, newValue.bottom, newValue.right], "layout margins") else {
                return
            }
            marginsStorage = MarginsStorage(absolute: newValue, directional: nil)
            marginsDidChange()
        }
    }

    /// The margins inside the view's edges, with leading and trailing following the layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            marginsStorage.directional
                ?? marginsStorage.absolute.directional(for: effectiveUserInterfaceLayoutDirection)
        }
        set {
            let parts = [newValue.top, newValue.leading, newValue.bottom, newValue.trailing]
            guard acceptsInsets(parts, "directional layout margins") else { return }
            marginsStorage = MarginsStorage(absolute: .zero, directional: newValue)
            marginsDidChange()
        }
    }

    /// Whether the layout margins are measured from the safe area rather than from the edges (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsMarginsFromSafeAreaFlag }
        set {
            insetsMarginsFromSafeAreaFlag = newValue
            marginsDidChange()
        }
    }

    /// Whether insets are finite and within ±1e9 points; reports and refuses them otherwise.
    func acceptsInsets(_ parts: [CGFloat], _ what: String) -> Bool {
        guard parts.contains(where: { !$0.isFinite || abs($0) > 1e9 }) else { return true }
        let values = parts.map { formatPoints($0) }.joined(separator: ", ")
        LayoutDiagnostics.report(
            LayoutDiagnostic(
                kind: .invalidValue,
                message:
                    "the \(what) of \(displayName(of: self)) (\(values)) are not finite values within ±1e9 points; "
                    + "they were ignored",
                source: "tree"))
        return false
    }

    /// A guide for the area inside the layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = lazyMarginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins)
        guide.owningView = self
        lazyMarginsGuide = guide
        return guide
    }

    /// The insets of the area not covered by bars and screen edges. Set it on the root; views below
    /// get the part of their ancestors' safe area that overlaps them, computed by layout.
    public var safeAreaInsets: EdgeInsets {
        get { superview == nil ? rootSafeAreaInsets : computedSafeAreaInsets }
        set {
            guard superview == nil else {
                LayoutDiagnostics.report(
                    LayoutDiagnostic(
                        kind: .invalidInput,
                        message:
                            "safeAreaInsets can only be set on a root view; \(displayName(of: self)) has a superview",
                        source: "tree"))
                return
            }
            guard acceptsInsets([newValue.top, newValue.left, newValue.bottom, newValue.right], "safe area insets")
            else { return }
            rootSafeAreaInsets = newValue
            safeAreaDidChange()
        }
    }

    /// A guide for the area inside the safe area insets.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = lazySafeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea)
        guide.owningView = self
        lazySafeAreaGuide = guide
        return guide
    }

    /// The insets of the margins guide: the layout margins, plus the safe area when ``insetsLayoutMarginsFromSafeArea``.
    var effectiveMarginInsets: EdgeInsets {
        var insets = layoutMargins
        if insetsMarginsFromSafeAreaFlag {
            let safe = safeAreaInsets
            insets.top += safe.top
            insets.left += safe.left
            insets.bottom += safe.bottom
            insets.right += safe.right
        }
        return insets
    }

    func marginsDidChange() {
        rootView.existingEngine?.guideGeometryChanged(of: self)
        setNeedsLayout()
    }

    func safeAreaDidChange() {
        rootView.existingEngine?.needsFullFrameWrite = true
        rootView.existingEngine?.guideGeometryChanged(of: self)
        setNeedsLayout()
    }

    // MARK: Layout guides

    /// The layout guides added to this view (not counting the margins and safe area guides).
    public var layoutGuides: [LayoutGuide] { guides }

    /// Adds a layout guide: a rectangle for constraints that draws nothing.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guides.append(guide)
        rootView.existingEngine?.guideAdded(guide)
    }

    /// Removes a layout guide, deactivating the constraints that mention it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in guide.referencing { constraint.isActive = false }
        rootView.existingEngine?.guideRemoved(guide)
        guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Baselines

    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

}
