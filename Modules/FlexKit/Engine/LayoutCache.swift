/// Two sizes that are the same number (or both undefined).
@inline(__always) func sameSize(_ a: Double, _ b: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN)
}

/// One remembered result: the inputs of a layout or measure call and the size it produced.
struct CachedMeasurement {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent
    /// The layout pass that made (or adopted) the entry: Yoga's rules apply to the current pass's entries
    /// only, FlexKit's exact ones to older entries. (Here, it fills the space the modes leave.)
    var generation: UInt32 = 0
    var computedWidth: Double = -1
    var computedHeight: Double = -1
    /// The owner's size, part of the key only for nodes with percentages (which resolve against it).
    var ownerWidth: Double = .nan
    var ownerHeight: Double = .nan

    /// Whether the entry was made with the same owner size (always, for nodes without percentages):
    /// exactly the same, since a percentage of an owner size a bit off is a bit off too.
    @inline(__always) func sameOwner(_ width: Double, _ height: Double, _ matters: Bool) -> Bool {
        !matters || (sameSize(ownerWidth, width) && sameSize(ownerHeight, height))
    }
}

/// A layout or measure request, as the cache compares it with its entries.
struct CacheRequest {
    var width: Double
    var height: Double
    var widthMode: SizingMode
    var heightMode: SizingMode
    var ownerWidth: Double
    var ownerHeight: Double

    /// The same available sizes and modes (Yoga's rule for containers; the owner size aside).
    @inline(__always) func hasSameConstraints(_ entry: CachedMeasurement) -> Bool {
        entry.widthMode == widthMode && entry.heightMode == heightMode && inexactEquals(entry.availableWidth, width)
            && inexactEquals(entry.availableHeight, height)
    }

    /// The same modes and exactly the same sizes: what FlexKit's rules need to give the same result as
    /// computing again (Yoga's own rule takes sizes within 0.0001, `hasSameConstraints`).
    @inline(__always) func hasExactlySameConstraints(_ entry: CachedMeasurement) -> Bool {
        entry.widthMode == widthMode && entry.heightMode == heightMode && sameSize(entry.availableWidth, width)
            && sameSize(entry.availableHeight, height)
    }
}

/// Which rules let a cached result answer a request.
enum ReuseRule: Equatable {
    /// Yoga's, on an entry of this pass: Yoga's own first layout reuses it too.
    case yoga
    /// FlexKit's, on an entry of an earlier pass: the same result as computing again, so the pass
    /// adopts it (with `recomputesFlexBasis`) as if it had just computed it.
    case sameResult
}

/// The cached result that answers a request.
enum CacheHit: Equatable {
    /// Nothing cached answers it: compute.
    case none
    /// The node's layout entry.
    case layout(ReuseRule)
    /// One of the node's measurement slots (`0..<NodeCache.capacity`).
    case measurement(Int, ReuseRule)
    /// One of a container's earlier layouts (`NodeCache.earlierSlot`): its size, not its children's state.
    case earlierLayout(Int)
    /// A container's measurement slot whose max-content width answers another exact height.
    case maxContentWidth(Int)
}

/// The cache of one node: its last layout, and where its next measurement goes among the eight
/// (Yoga's number, which covers 98% of real layouts) kept for it in the tree's measurement store.
///
/// Slots `0..<next` are Yoga's cache as it stands in the current pass (Yoga starts each node's cache
/// empty in a first layout, and reuses within the pass what its rules allow); slots up to `filled` may
/// still hold entries of earlier passes, which FlexKit reuses only where the result is the same.
/// The store's two slots after those (`earlierSlot`) hold, with the web's defaults, a container's two
/// layouts before `layout`: a wrapping row lays each item out at its line's cross size, then at the
/// size align-content stretches the line to, and a relayout asks for both again; with one entry, each
/// request evicts the other and the whole subtree is laid out twice. A hit there takes the size only
/// (the same result as computing again, so entries of earlier passes only); the children keep the
/// state of the node's last layout until that is asked for again, or until the container lays the
/// node out again at the request it took (`settleStaleChildren`).
struct NodeCache {
    static let capacity = 8
    /// The store's entries per node: the measurements, then the two earlier layouts.
    static let stride = 10
    /// The store index of earlier layout 0 or 1, from the node's first entry.
    static let earlierSlot = 8

    var layout = CachedMeasurement()
    /// The number of measurements made in this pass, and where the next one goes (it wraps to 0 when full).
    var next: Int16 = 0
    /// The number of slots holding an entry, of this pass or an earlier one.
    var filled: Int16 = 0
    /// Which earlier layouts hold an entry (bit 0 and bit 1).
    var earlierValid: UInt8 = 0
    /// Which earlier layout the next one replaces.
    var earlierNext: Int8 = 0
    /// Which earlier layout the node's size was last taken from while its children stayed as `layout`
    /// left them (-1: none); its container lays it out again unless a later call settles it.
    var stale: Int8 = -1
    /// Some layout child of this container may be `stale` (set while it lays out its children).
    var hasStaleChildren = false

    /// Forgets everything (the node or its inputs changed).
    mutating func invalidate() {
        next = 0
        filled = 0
        layout = CachedMeasurement()
        earlierValid = 0
        stale = -1
    }
}

/// Whether two entries answer the same request (constraints and owner size).
@inline(__always) func sameRequest(_ a: CachedMeasurement, _ b: CachedMeasurement) -> Bool {
    a.widthMode == b.widthMode && a.heightMode == b.heightMode && inexactEquals(a.availableWidth, b.availableWidth)
        && inexactEquals(a.availableHeight, b.availableHeight) && inexactEquals(a.ownerWidth, b.ownerWidth)
        && inexactEquals(a.ownerHeight, b.ownerHeight)
}

/// An available size less the node's margins, as `yogaCanReuse` compares it: in floats under Yoga's
/// defaults, as Yoga subtracts them.
@inline(__always) func sizeLessMargins(_ size: Double, _ margins: Double, inFloats: Bool) -> Double {
    inFloats ? Double(Float(size - margins)) : size - margins
}

/// Yoga's rules for reusing a measurement of a measured leaf taken earlier in the same pass, exactly as
/// Yoga applies them (`canUseCachedMeasurement`): available sizes compared on the pixel grid, the old
/// at-most limit (with margins) compared with the new one without (`innerWidth`, `innerHeight`: see
/// `sizeLessMargins`), and the size after min and max. Yoga's results depend on these reuses, so a first
/// layout must make them.
@inline(__always)
func yogaCanReuse(
    _ entry: CachedMeasurement, widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double,
    innerWidth: Double, innerHeight: Double, scale: Double
) -> Bool {
    if entry.computedHeight < 0 || entry.computedWidth < 0 { return false }
    @inline(__always) func stricter(
        _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastSize: Double, _ lastComputed: Double
    ) -> Bool {
        lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
            && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
    }
    // The same mode, and available sizes equal on the pixel grid (rounded only when the modes agree).
    let widthCompatible =
        (entry.widthMode == widthMode && sameOnPixelGrid(entry.availableWidth, width, scale))
        || sizeIsExactAndMatches(widthMode, innerWidth, entry.computedWidth)
        || oldMaxContentStillFits(widthMode, innerWidth, entry.widthMode, entry.computedWidth)
        || stricter(widthMode, innerWidth, entry.widthMode, entry.availableWidth, entry.computedWidth)
    guard widthCompatible else { return false }
    return (entry.heightMode == heightMode && sameOnPixelGrid(entry.availableHeight, height, scale))
        || sizeIsExactAndMatches(heightMode, innerHeight, entry.computedHeight)
        || oldMaxContentStillFits(heightMode, innerHeight, entry.heightMode, entry.computedHeight)
        || stricter(heightMode, innerHeight, entry.heightMode, entry.availableHeight, entry.computedHeight)
}

/// Yoga's rules for reusing a measurement taken under other constraints (§9.9 intrinsic sizes are
/// monotonic in the available space): the same constraints; an exact size equal to the size measured;
/// a max-content size that fits in a new at-most limit; or a stricter at-most limit that the
/// measured size still fits in.
@inline(__always)
func canReuse(
    _ entry: CachedMeasurement, widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double,
    marginRow: Double, marginColumn: Double
) -> Bool {
    if entry.computedHeight < 0 || entry.computedWidth < 0 { return false }
    // Yoga compares the available sizes rounded to the pixel grid, so a text laid out at 11.5 would
    // reuse its measurement at 12: cheaper, but a relayout could then differ from a first layout by a
    // pixel. FlexKit compares them as they are.
    let effectiveWidth = width
    let effectiveHeight = height
    let lastWidth = entry.availableWidth
    let lastHeight = entry.availableHeight
    let widthCompatible =
        (entry.widthMode == widthMode && inexactEquals(lastWidth, effectiveWidth))
        || sizeIsExactAndMatches(widthMode, width - marginRow, entry.computedWidth)
        || oldMaxContentStillFits(widthMode, width - marginRow, entry.widthMode, entry.computedWidth)
        || stricterLimitStillFits(
            widthMode, width, marginRow, entry.widthMode, entry.availableWidth, entry.computedWidth)
    guard widthCompatible else { return false }
    return (entry.heightMode == heightMode && inexactEquals(lastHeight, effectiveHeight))
        || sizeIsExactAndMatches(heightMode, height - marginColumn, entry.computedHeight)
        || oldMaxContentStillFits(heightMode, height - marginColumn, entry.heightMode, entry.computedHeight)
        || stricterLimitStillFits(
            heightMode, height, marginColumn, entry.heightMode, entry.availableHeight, entry.computedHeight)
}

/// Two available sizes equal once rounded to the pixel grid (as they are, with no grid); two
/// undefined (max-content) sizes are equal, as rounding leaves them undefined.
@inline(__always) func sameOnPixelGrid(_ a: Double, _ b: Double, _ scale: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN) || roundedEquals(a, b, scale)
}

@inline(never) func roundedEquals(_ a: Double, _ b: Double, _ scale: Double) -> Bool {
    if scale == 0 { return inexactEquals(a, b) }
    // Sizes more than two pixels apart round to different pixels (the same answer as rounding both;
    // NaN and infinities fail the test and are rounded).
    if abs(a - b) * scale > 2 { return false }
    return inexactEquals(
        roundToPixelGrid(a, scale, ceil: false, floor: false), roundToPixelGrid(b, scale, ceil: false, floor: false))
}

@inline(__always)
func sizeIsExactAndMatches(_ mode: SizingMode, _ size: Double, _ lastComputed: Double) -> Bool {
    mode == .stretchFit && inexactEquals(size, lastComputed)
}

@inline(__always)
func oldMaxContentStillFits(
    _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastComputed: Double
) -> Bool {
    mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed))
}

/// The same rules for a container whose whole subtree is monotone (FlexKit's extension of Yoga's
/// cache): the same constraints, a max-content result that fits a new at-most limit, or a stricter
/// at-most limit that the result still fits in. Under such a limit every item of the subtree gets an
/// at-most limit its own result still fits in, so each measures as before (by induction down to
/// leaves, whose measure functions Yoga already assumes monotonic); an exact size is not reused,
/// since it stretches children.
@inline(__always)
func canReuseMonotone(
    _ entry: CachedMeasurement, widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double,
    marginRow: Double, marginColumn: Double, maxContentIsFitContent: Bool
) -> Bool {
    if entry.computedHeight < 0 || entry.computedWidth < 0 { return false }
    // An at-most limit of 0 or less makes a container skip its children (Yoga's fixed-size shortcut).
    if isZeroLimit(widthMode, width - marginRow) || isZeroLimit(heightMode, height - marginColumn)
        || isZeroLimit(entry.widthMode, entry.availableWidth - marginRow)
        || isZeroLimit(entry.heightMode, entry.availableHeight - marginColumn)
    {
        return false
    }
    let widthCompatible =
        (entry.widthMode == widthMode && inexactEquals(entry.availableWidth, width))
        || (maxContentIsFitContent
            && oldMaxContentStillFits(widthMode, width - marginRow, entry.widthMode, entry.computedWidth))
        || stricterLimitStillFits(
            widthMode, width, marginRow, entry.widthMode, entry.availableWidth, entry.computedWidth)
    guard widthCompatible else { return false }
    return (entry.heightMode == heightMode && inexactEquals(entry.availableHeight, height))
        || (maxContentIsFitContent
            && oldMaxContentStillFits(heightMode, height - marginColumn, entry.heightMode, entry.computedHeight))
        || stricterLimitStillFits(
            heightMode, height, marginColumn, entry.heightMode, entry.availableHeight, entry.computedHeight)
}

/// A stricter at-most limit that the old result still fits in, with both limits measured the same
/// way (Yoga's rule for measure functions compares the old limit with margins to the new one without).
@inline(__always)
func stricterLimitStillFits(
    _ mode: SizingMode, _ size: Double, _ margin: Double, _ lastMode: SizingMode, _ lastSize: Double,
    _ lastComputed: Double
) -> Bool {
    lastMode == .fitContent && mode == .fitContent && lastSize > size
        && (lastComputed <= size - margin || inexactEquals(size - margin, lastComputed))
}

/// For a container whose subtree is monotone and has no measure functions, margins, paddings,
/// borders, min or max sizes: under at-most and max-content limits nothing is flexed or stretched,
/// every size comes from content, and every item gets the container's limit unchanged, so the result
/// depends only on which axes are exact (and their sizes) and which are at-most (an at-most limit of
/// 0 or less is its own case: a container takes it without looking at its children). Max-content
/// and at-most differ when an item has a definite flex basis, which is used only under a known size.
@inline(__always)
func canReuseLimitFree(
    _ entry: CachedMeasurement, widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double,
    maxContentIsFitContent: Bool
) -> Bool {
    @inline(__always) func sameClass(_ lastMode: SizingMode, _ lastSize: Double, _ mode: SizingMode, _ size: Double)
        -> Bool
    {
        switch (lastMode, mode) {
        case (.stretchFit, .stretchFit): return inexactEquals(lastSize, size)
        case (.stretchFit, _), (_, .stretchFit): return false
        case (.maxContent, .maxContent): return true
        case (.fitContent, .fitContent): return lastSize > 0 && size > 0
        default:
            return maxContentIsFitContent && (lastMode == .maxContent || lastSize > 0)
                && (mode == .maxContent || size > 0)
        }
    }
    return entry.computedWidth >= 0 && entry.computedHeight >= 0
        && sameClass(entry.widthMode, entry.availableWidth, widthMode, width)
        && sameClass(entry.heightMode, entry.availableHeight, heightMode, height)
}

@inline(__always) func isZeroLimit(_ mode: SizingMode, _ size: Double) -> Bool {
    mode == .fitContent && size <= 0
}
