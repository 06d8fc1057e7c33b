/// The quantities of one container that every step of the algorithm shares (CSS §9.1–9.2).
struct FlexContainer {
    let node: Int
    let direction: FlexTextDirection
    let ownerDirection: FlexTextDirection
    let mainAxis: FlexDirection
    let crossAxis: FlexDirection
    let isMainAxisRow: Bool
    let isWrap: Bool
    let ownerWidth: Double
    let ownerHeight: Double
    let mainAxisOwnerSize: Double
    let crossAxisOwnerSize: Double
    let paddingAndBorderMain: Double
    let paddingAndBorderCross: Double
    let leadingPaddingAndBorderCross: Double
    let paddingAndBorderRow: Double
    let paddingAndBorderColumn: Double
    let widthMode: SizingMode
    let heightMode: SizingMode
    var sizingModeMain: SizingMode
    let sizingModeCross: SizingMode
    let availableInnerWidth: Double
    let availableInnerHeight: Double
    /// The inner main size; a content-sized container narrows it to its first line.
    var availableInnerMain: Double
    let availableInnerCross: Double
    let performLayout: Bool
    /// The web's defaults: the container is sized by its content on the main (cross) axis, so its
    /// percentage gaps on that axis are 0 (CSS Box Alignment 3, 8.3). Always false under Yoga's.
    var mainGapIsCyclic = false
    var crossGapIsCyclic = false
    var mainAxisOverflows = false
    /// Items align on baselines (computed once per container, not per line).
    var isBaselineLayout = false
    /// The web's defaults: a column's items align on baselines synthesized on their left edges.
    var isColumnBaselineLayout = false
    /// The web's defaults: items are stretched to their line by `alignContent`, not before it, since the
    /// line's cross size may still grow (`LayoutPass.defersStretch`).
    var defersStretch = false
    /// What an item's min and max main size resolve their percentages against when they clamp its flex
    /// base size: Yoga's container's owner size, the web's the container's inner size (NaN when sized by
    /// its content: the percentages are then cyclic, CSS Sizing 3, 5.2.1), set by `makeContainer`.
    var itemMainOwnerSize = Double.nan
    /// The width an item's percentage paddings resolve against in that clamp, likewise.
    var itemOwnerWidth = Double.nan
    /// The web's defaults: the inner height children's percentages resolve against (`definiteInnerHeight`),
    /// found once by `makeContainer` (nothing it reads changes while the container lays its items out).
    var webInnerHeight = Double.nan
}

/// One flex line (CSS §9.3): a run of consecutive layout children and what was computed for it.
///
/// A line is a range of the container's layout children, `first` up to (not including) `end`;
/// absolute and `display: none` children inside the range are not items of the line.
struct FlexLine {
    var first = -1
    var end = -1
    var lastItem = -1
    var itemCount = 0
    var sizeConsumed = 0.0
    var numberOfAutoMargins = 0
    var totalFlexGrowFactors = 0.0
    var totalFlexShrinkScaledFactors = 0.0
    var remainingFreeSpace = 0.0
    var mainDim = 0.0
    var crossDim = 0.0
    /// The web's defaults: the line's size is its items' intrinsic contributions, which they flex into
    /// even when only measured.
    var flexesIntoContributions = false
    /// The web's defaults: the line's items overflow the space a fit-content container is offered and
    /// shrink into it, which they do even when only measured (the container's size is theirs).
    var shrinksIntoFitContent = false
    /// The web's defaults: the sum of the items' outer hypothetical main sizes (the automatic minimum
    /// included), the content's size of a container sized by its content; NaN otherwise.
    var hypotheticalConsumed = Double.nan
    /// The main size the line's content takes: ``hypotheticalConsumed`` where the web's defaults found it, else
    /// ``sizeConsumed``.
    var contentMainSize: Double { hypotheticalConsumed.isNaN ? sizeConsumed : hypotheticalConsumed }
    /// The web's defaults: the space the §9.7 loop distributed to the items (their sizes less their clamped
    /// flex bases), so that `sizeConsumed` plus it is what the flexed items take.
    var distributedSpace = 0.0
    /// The web's defaults: the items' automatic minimum sizes were found for their max-content
    /// contributions (each in its `autoMinMainSize`), their percentages resolved against this size.
    var knowsAutomaticMinimums = false
    var automaticMinimumBasis = Double.nan
}
