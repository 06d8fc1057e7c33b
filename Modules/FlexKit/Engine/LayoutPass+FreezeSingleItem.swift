/// The §9.7 loop (`LayoutPass+FreezeLoop.swift`) for a line of one item.
extension LayoutPass {
    /// The §9.7 loop for a line of one item, without the working arrays: its main size and the space
    /// distributed, the same sums in the same order as `freezeLoop` (whose second round finds it frozen).
    func singleItemSize(_ c: inout FlexContainer, _ line: FlexLine, _ child: Int) -> (
        main: Double, distributed: Double
    ) {
        let percentageBasis = freezePercentageBasis(&c)
        var item = freezingItem(&c, child, percentageBasis)
        if line.knowsAutomaticMinimums
            && (sameSize(line.automaticMinimumBasis, percentageBasis) || !style[child].flags.contains(.percent))
            && layout[child].autoMinMainSize != Self.automaticMinimumNotFound
        {
            item.automatic = layout[child].autoMinMainSize
            item.automaticIsKnown = true
        }
        let freeAtClampedBases = line.remainingFreeSpace
        let clampedBase = 0.0 + item.clampedBase
        let hypothetical = item.clamp(item.base, self, &c)
        let growing = freeAtClampedBases + clampedBase - (0.0 + hypothetical) > 0
        let factor = growing ? item.grow : item.shrink
        var size = hypothetical
        if factor > 0 && !(growing ? item.base > hypothetical : item.base < hypothetical) {
            let factors = 0.0 + factor
            let scaledShrinks = 0.0 + item.shrink * item.innerBase
            let initialFreeSpace = freeAtClampedBases + clampedBase - (0.0 + item.base)
            var remaining = initialFreeSpace
            if factors < 1 && abs(initialFreeSpace * factors) < abs(remaining) {
                remaining = initialFreeSpace * factors
            }
            var target = item.base
            if growing {
                if factors > 0 { target += remaining * item.grow / factors }
            } else if scaledShrinks > 0 {
                target += remaining * item.shrink * item.innerBase / scaledShrinks
            }
            size = item.clamp(target, self, &c)
        }
        return (size, 0.0 + (size - item.clampedBase))
    }

    /// A line's item for the §9.7 loop, made in the loop (the initializer, called with the whole pass,
    /// was not inlined).
    @inline(__always) private func freezingItem(
        _ c: inout FlexContainer, _ child: Int, _ percentageBasis: Double
    ) -> FreezingItem {
        FreezingItem(self, &c, child, percentageBasis)
    }
}
