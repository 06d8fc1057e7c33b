/// One remembered result: the inputs of a layout or measure call and the size it produced.
struct CachedMeasurement {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent
    var computedWidth: Double = -1
    var computedHeight: Double = -1
}

/// The cache of one node: its last layout and up to eight measurements (Yoga's sizes, which cover
/// 98% of real layouts).
struct NodeCache {
    static let capacity = 8

    var layout = CachedMeasurement()
    /// The number of measurements in use, and where the next one goes (it wraps to 0 when full).
    var next = 0
    var m0 = CachedMeasurement()
    var m1 = CachedMeasurement()
    var m2 = CachedMeasurement()
    var m3 = CachedMeasurement()
    var m4 = CachedMeasurement()
    var m5 = CachedMeasurement()
    var m6 = CachedMeasurement()
    var m7 = CachedMeasurement()

    @inline(__always) subscript(index: Int) -> CachedMeasurement {
        get {
            switch index {
            case 0: return m0
            case 1: return m1
            case 2: return m2
            case 3: return m3
            case 4: return m4
            case 5: return m5
            case 6: return m6
            default: return m7
            }
        }
        set {
            switch index {
            case 0: m0 = newValue
            case 1: m1 = newValue
            case 2: m2 = newValue
            case 3: m3 = newValue
            case 4: m4 = newValue
            case 5: m5 = newValue
            case 6: m6 = newValue
            default: m7 = newValue
            }
        }
    }

    /// Forgets everything (the node or its inputs changed).
    mutating func invalidate() {
        next = 0
        layout = CachedMeasurement()
    }
}

/// Yoga's rules for reusing a measurement taken under other constraints (§9.9 intrinsic sizes are
/// monotonic in the available space): the same constraints; an exact size equal to the size measured;
/// a max-content size that fits in a new at-most limit; or a stricter at-most limit that the
/// measured size still fits in.
@inline(__always)
func canReuse(
    _ entry: CachedMeasurement, widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double,
    marginRow: Double, marginColumn: Double, pointScaleFactor: Double
) -> Bool {
    if entry.computedHeight < 0 || entry.computedWidth < 0 { return false }
    let rounded = pointScaleFactor != 0
    let effectiveWidth = rounded ? roundToPixelGrid(width, pointScaleFactor, ceil: false, floor: false) : width
    let effectiveHeight = rounded ? roundToPixelGrid(height, pointScaleFactor, ceil: false, floor: false) : height
    let lastWidth =
        rounded
        ? roundToPixelGrid(entry.availableWidth, pointScaleFactor, ceil: false, floor: false) : entry.availableWidth
    let lastHeight =
        rounded
        ? roundToPixelGrid(entry.availableHeight, pointScaleFactor, ceil: false, floor: false) : entry.availableHeight

    let widthCompatible =
        (entry.widthMode == widthMode && inexactEquals(lastWidth, effectiveWidth))
        || sizeIsExactAndMatches(widthMode, width - marginRow, entry.computedWidth)
        || oldMaxContentStillFits(widthMode, width - marginRow, entry.widthMode, entry.computedWidth)
        || newLimitIsStricterAndValid(
            widthMode, width - marginRow, entry.widthMode, entry.availableWidth, entry.computedWidth)
    guard widthCompatible else { return false }
    return (entry.heightMode == heightMode && inexactEquals(lastHeight, effectiveHeight))
        || sizeIsExactAndMatches(heightMode, height - marginColumn, entry.computedHeight)
        || oldMaxContentStillFits(heightMode, height - marginColumn, entry.heightMode, entry.computedHeight)
        || newLimitIsStricterAndValid(
            heightMode, height - marginColumn, entry.heightMode, entry.availableHeight, entry.computedHeight)
}

@inline(__always)
private func sizeIsExactAndMatches(_ mode: SizingMode, _ size: Double, _ lastComputed: Double) -> Bool {
    mode == .stretchFit && inexactEquals(size, lastComputed)
}

@inline(__always)
private func oldMaxContentStillFits(
    _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastComputed: Double
) -> Bool {
    mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed))
}

@inline(__always)
private func newLimitIsStricterAndValid(
    _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastSize: Double, _ lastComputed: Double
) -> Bool {
    lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
        && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
}
