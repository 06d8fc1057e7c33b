import LayoutCore

extension LayoutPriority {
    /// ZDTinyLayout's name for `LayoutPriority.defaultHigh` (750): `a == b ~ .high`.
    public static let high = LayoutPriority.defaultHigh
    /// ZDTinyLayout's name for `LayoutPriority.defaultLow` (250): `a == b ~ .low`.
    public static let low = LayoutPriority.defaultLow
    /// ZDTinyLayout's name for `LayoutPriority.fittingSizeLevel` (50): `a == b ~ .fittingSize`.
    public static let fittingSize = LayoutPriority.fittingSizeLevel
}
