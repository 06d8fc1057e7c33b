import Foundation

/// Checking values before they reach the style: every problem is reported and the rest goes on.
extension Flex {
    /// A length given in points or as a percentage.
    enum Length {
        case points(CGFloat)
        case percent(FPercent)
    }

    /// A size, gap, padding or basis: finite and not negative (a negative one is clamped to 0).
    func checkedLength(_ value: CGFloat, _ name: String) -> FlexValue? {
        guard value.isFinite else {
            report("\(name)(\(value)) is not a finite number; it was ignored")
            return nil
        }
        guard value >= 0 else {
            report("\(name)(\(value)) is negative; it was clamped to 0")
            return .points(0)
        }
        return .points(Double(value))
    }

    /// A percentage size: finite and not negative (a negative one is clamped to 0%).
    func checkedPercent(_ percent: FPercent, _ name: String) -> FlexValue? {
        guard percent.value.isFinite else {
            report("\(name)(\(percent.value)%) is not a finite number; it was ignored")
            return nil
        }
        guard percent.value >= 0 else {
            report("\(name)(\(percent.value)%) is negative; it was clamped to 0%")
            return .percent(0)
        }
        return .percent(Double(percent.value))
    }

    /// A margin or an inset: any finite number of points or percent.
    func checkedOffset(_ value: Length, _ name: String) -> FlexValue? {
        switch value {
        case .points(let points):
            guard points.isFinite else {
                report("\(name)(\(points)) is not a finite number; it was ignored")
                return nil
            }
            return .points(Double(points))
        case .percent(let percent):
            guard percent.value.isFinite else {
                report("\(name)(\(percent.value)%) is not a finite number; it was ignored")
                return nil
            }
            return .percent(Double(percent.value))
        }
    }

    /// A grow or shrink factor: finite and not negative (a negative one is clamped to 0).
    func checkedFactor(_ value: CGFloat, _ name: String) -> Double? {
        guard value.isFinite else {
            report("\(name)(\(value)) is not a finite number; it was ignored")
            return nil
        }
        guard value >= 0 else {
            report("\(name)(\(value)) is negative; it was clamped to 0")
            return 0
        }
        return Double(value)
    }
}
