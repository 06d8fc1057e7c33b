/// Which defaults a tree's styles start from.
public enum FlexDefaults: String, Hashable, Sendable, CaseIterable {
    /// Yoga's and FlexLayout's: `column`, `flexShrink` 0, `alignContent` flex-start, no automatic minimum size.
    case yoga
    /// CSS as browsers do it: `row`, `flexShrink` 1, `alignContent` stretch, `flex: N` as `N 1 0%`, and the
    /// automatic minimum size of flex items (`min-width: auto`).
    case web
}

/// Yoga's deliberate departures from the specification, kept for compatibility (`YGErrata`).
public struct FlexErrata: OptionSet, Hashable, Sendable {
    /// The raw bits, as Yoga numbers them.
    public var rawValue: UInt32

    /// Makes a set from Yoga's bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A container sized by content with children that cannot grow stretches them to the available size.
    public static let stretchFlexBasis = FlexErrata(rawValue: 1)
    /// An absolute child without insets is placed against the border box, ignoring padding.
    public static let absolutePositionWithoutInsetsExcludesPadding = FlexErrata(rawValue: 2)
    /// Percentages of an absolute child resolve against the inner size, not the padding box.
    public static let absolutePercentAgainstInnerSize = FlexErrata(rawValue: 4)
    /// Every erratum (Yoga's `YGErrataAll`).
    public static let all: FlexErrata = [
        .stretchFlexBasis, .absolutePositionWithoutInsetsExcludesPadding, .absolutePercentAgainstInnerSize,
    ]
    /// Every erratum except ``stretchFlexBasis`` (Yoga's `YGErrataClassic`).
    public static let classic: FlexErrata = [
        .absolutePositionWithoutInsetsExcludesPadding, .absolutePercentAgainstInnerSize,
    ]
}

/// The settings of a flex tree: its defaults, its pixel grid and Yoga's compatibility switches.
///
/// ```swift
/// let tree = FlexTree(config: FlexConfig(defaults: .web, pointScaleFactor: 2))
/// ```
public struct FlexConfig: Hashable, Sendable {
    /// Which defaults new nodes' styles start from; fixed for the life of a tree.
    public var defaults: FlexDefaults
    /// Pixels per point: layouts are rounded to multiples of `1 / pointScaleFactor`; `0` turns rounding off.
    public var pointScaleFactor: Double
    /// Yoga errata to reproduce.
    public var errata: FlexErrata
    /// Yoga's experimental `FixFlexBasisFitContent`: flex bases of items in scroll containers ignore the
    /// container's height.
    public var fixFlexBasisFitContent: Bool
    /// Computes a definite flex basis (a length, a percentage, or `flex: N`) on every layout instead of
    /// keeping the first one computed until the item is dirtied, as Yoga does.
    ///
    /// Off by default, to lay out real trees exactly as Yoga does. On, a layout never depends on the
    /// layouts before it: a relayout always equals a first layout of the same tree, where with Yoga's
    /// behaviour a change can leave an unchanged item's basis as its container was first measured.
    public var recomputesFlexBasis: Bool

    /// Makes a configuration (Yoga's defaults, a 1-point grid, no errata).
    public init(
        defaults: FlexDefaults = .yoga, pointScaleFactor: Double = 1, errata: FlexErrata = [],
        fixFlexBasisFitContent: Bool = false, recomputesFlexBasis: Bool = false
    ) {
        self.defaults = defaults
        self.pointScaleFactor = pointScaleFactor
        self.errata = errata
        self.fixFlexBasisFitContent = fixFlexBasisFitContent
        self.recomputesFlexBasis = recomputesFlexBasis
    }
}
