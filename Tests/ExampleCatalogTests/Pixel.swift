import Foundation

/// One pixel at the examples' 3x scale (plus a hair): edges are rounded to the pixel grid, so a
/// centered view may sit up to a third of a point from the exact value.
let pixel: CGFloat = 0.34
