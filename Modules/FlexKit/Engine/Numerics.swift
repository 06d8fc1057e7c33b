/// Yoga's tolerant equality: both undefined, or within 0.0001.
@inline(__always)
func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}

/// The larger of two values where an undefined one (NaN) yields to the other.
@inline(__always)
func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a > b ? a : b }
    return a.isNaN ? b : a
}

/// The smaller of two values where an undefined one (NaN) yields to the other.
@inline(__always)
func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a < b ? a : b }
    return a.isNaN ? b : a
}

/// Rounds a point value to the pixel grid of `scale` pixels per point: to the nearest pixel, or up
/// or down when forced. Values within 0.0001 of a pixel snap to it.
@inline(__always)
func roundToPixelGrid(_ value: Double, _ scale: Double, ceil forceCeil: Bool, floor forceFloor: Bool) -> Double {
    var scaled = value * scale
    // The distance above the pixel below (exact for doubles in layout's range; fmod is slower).
    let fraction = scaled - scaled.rounded(.down)
    if inexactEquals(fraction, 0) {
        scaled -= fraction
    } else if inexactEquals(fraction, 1) {
        scaled = scaled - fraction + 1
    } else if forceCeil {
        scaled = scaled - fraction + 1
    } else if forceFloor {
        scaled -= fraction
    } else {
        scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || inexactEquals(fraction, 0.5)) ? 1 : 0)
    }
    if scaled.isNaN || scale.isNaN { return .nan }
    return scaled / scale
}
