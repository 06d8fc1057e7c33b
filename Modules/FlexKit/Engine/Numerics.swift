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

/// Rounds a point value to the pixel grid of `scale` pixels per point: to the nearest pixel (halves
/// up), or up or down when forced. Values within 0.0001 of a pixel snap to it.
@inline(__always)
func roundToPixelGrid(_ value: Double, _ scale: Double, ceil forceCeil: Bool, floor forceFloor: Bool) -> Double {
    let scaled = value * scale
    // The distance above the pixel below, in [0, 1] (exact for doubles in layout's range; fmod is
    // slower). Each test below is Yoga's (within 0.0001 of 0, of 1, of a half) written for that range,
    // where its subtractions are exact; NaN stays NaN.
    let fraction = scaled - scaled.rounded(.down)
    let up: Bool
    if forceCeil {
        up = !(fraction < 0.0001)
    } else if forceFloor {
        up = 1 - fraction < 0.0001
    } else {
        up = fraction - 0.5 > -0.0001
    }
    let below = scaled - fraction
    return (up ? below + 1 : below) / scale
}

/// Whether a scaled size is more than 0.0001 from a whole pixel: `!inexactEquals(scaled.rounded(),
/// scaled)`, found from the pixel below for sizes that are not negative (the same comparisons, exact
/// there, without a call to `round`).
@inline(__always)
func isFractional(_ scaled: Double) -> Bool {
    guard scaled >= 0 else { return !inexactEquals(scaled.rounded(), scaled) }
    let fraction = scaled - scaled.rounded(.down)
    return !(fraction < 0.0001 || 1 - fraction < 0.0001)
}
