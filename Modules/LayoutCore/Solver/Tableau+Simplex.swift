/// The simplex steps: lexicographic primal optimization, phase one, and the dual simplex.
///
/// Costs are vectors, one component per priority level, compared lexicographically: a symbol
/// improves the objective when its first cost that is not zero (from the highest priority down)
/// is negative. This is the Cassowary paper's symbolic weights, so that a constraint at a higher
/// priority beats any number of constraints at lower ones.
extension Tableau {
    /// A cap on pivots before switching to Bland's rule, which cannot cycle.
    var pivotLimitBeforeBland: Int { 50 + 4 * rows.count }

    // MARK: Levels

    /// The level slot for `priority`, made when missing.
    mutating func level(for priority: Float) -> Int32 {
        // (A plain loop: the generic `firstIndex(of:)` cost about five times as much over a few levels.)
        for slot in levelPriority.indices where levelPriority[slot] == priority {
            return Int32(slot)
        }
        let slot: Int32
        if let free = freeLevels.popLast() {
            slot = free
            levelPriority[Int(slot)] = priority
        } else {
            slot = Int32(levelPriority.count)
            levelPriority.append(priority)
            if levelPriority.count > costStride { widenCosts() }
        }
        let position = levelOrder.firstIndex { levelPriority[Int($0)] < priority } ?? levelOrder.count
        levelOrder.insert(slot, at: position)
        return slot
    }

    /// Frees the level slots that no error symbol counts in any more (a priority no constraint has now),
    /// so that a solver that sees many priorities over time keeps only those in use.
    ///
    /// - Complexity: O(symbols), run only once the levels in use doubled since the last time.
    mutating func collectUnusedLevels() {
        guard levelOrder.count >= levelCollectLimit else { return }
        var used = [Bool](repeating: false, count: levelPriority.count)
        for index in symbolSlots.indices where symbolSlots[index].errorLevel >= 0 && symbolSlots[index].kind == .error {
            used[Int(symbolSlots[index].errorLevel)] = true
        }
        for slot in levelOrder where !used[Int(slot)] {
            levelPriority[Int(slot)] = -1
            clearLevel(slot)
            freeLevels.append(slot)
        }
        levelOrder.removeAll { !used[Int($0)] }
        levelCollectLimit = max(8, 2 * levelOrder.count)
    }

    /// Adds `sign` times `symbol` (expanded through its row when basic) to the objective of `level`.
    mutating func addToObjective(_ symbol: Int32, level: Int32, sign: Double) {
        let rowIndex = symbolSlots[Int(symbol)].basicRow
        if rowIndex >= 0 {
            let slot = rows[Int(rowIndex)]
            let start = Int(slot.start)
            for position in start..<(start + Int(slot.count)) {
                let other = termSymbols[position]
                addCost(sign * termCoefficients[position], to: other, level: level)
                touch(other)
            }
        } else {
            addCost(sign, to: symbol, level: level)
            touch(symbol)
        }
    }

    /// The direction in which moving parametric `symbol` improves the objective: +1, -1 (externals only), or nil.
    @inline(__always) func improvingDirection(_ symbol: Int32) -> Double? {
        let index = Int(symbol)
        let slot = symbolSlots[index].costSlot
        guard slot >= 0 else { return nil }
        let start = Int(slot) &* costStride
        for level in levelOrder {
            let cost = costs[start &+ Int(level)]
            if cost < -Tableau.epsilon { return 1 }
            if cost > Tableau.epsilon { return symbolSlots[index].kind == .external ? -1 : nil }
        }
        return nil
    }

    /// Whether every level's cost of `symbol` is zero.
    func hasZeroCost(_ symbol: Int32) -> Bool {
        for level in levelOrder where abs(cost(of: symbol, level: level)) > Tableau.epsilon {
            return false
        }
        return true
    }

    // MARK: Primal simplex

    /// Pivots until no parametric symbol improves the objective.
    mutating func optimize() {
        var pivots = 0
        var bland = false
        while let (entering, direction) = bland ? blandEntering() : nextEntering() {
            guard let row = leavingRow(for: entering, direction: direction, bland: bland) else { continue }
            pivot(row: row, entering: entering)
            pivots += 1
            if !bland && pivots > pivotLimitBeforeBland { bland = true }
        }
    }

    private mutating func nextEntering() -> (Int32, Double)? {
        while let symbol = candidates.popLast() {
            let index = Int(symbol)
            symbolSlots[index].queued = false
            guard symbolSlots[index].basicRow < 0, symbolSlots[index].kind.isPivotable else { continue }
            if let direction = improvingDirection(symbol) {
                return (symbol, direction)
            }
        }
        return nil
    }

    /// Bland's rule: the improving candidate with the smallest symbol.
    private mutating func blandEntering() -> (Int32, Double)? {
        var best: Int32 = -1
        var bestDirection = 0.0
        var kept = 0
        for position in candidates.indices {
            let symbol = candidates[position]
            let index = Int(symbol)
            guard symbolSlots[index].basicRow < 0, symbolSlots[index].kind.isPivotable,
                let direction = improvingDirection(symbol)
            else {
                symbolSlots[index].queued = false
                continue
            }
            candidates[kept] = symbol
            kept += 1
            if best < 0 || symbol < best {
                best = symbol
                bestDirection = direction
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best >= 0 ? (best, bestDirection) : nil
    }

    /// The ratio test: the row whose restricted basic symbol first reaches zero as `entering` moves in `direction`.
    mutating func leavingRow(for entering: Int32, direction: Double, bland: Bool) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for entry in liveColumn(entering) {
            let row = columnStore[entry]
            let basic = rowBasic[Int(row)]
            guard symbolSlots[Int(basic)].kind.isRestricted else { continue }
            let rate = self.coefficient(of: entering, inRow: row) * direction
            guard rate < -Tableau.epsilon else { continue }
            let ratio = max(0, rows[Int(row)].constant) / -rate
            if ratio < bestRatio - 1e-12 || (bland && ratio <= bestRatio + 1e-12 && basic < bestBasic) {
                best = row
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: Phase one

    /// Minimizes the basic symbol `artificial` and returns its minimum.
    ///
    /// The objective is the artificial symbol's own row, read while the symbol is basic (a copy of the
    /// row kept as an objective row would be the same row, changed by every pivot in the same way); once
    /// a pivot takes the symbol out of the basis, it is parametric, at zero, its minimum.
    mutating func minimizePhaseOne(artificial: Int32) -> Double {
        var pivots = 0
        var bland = false
        while true {
            let objectiveRow = symbolSlots[Int(artificial)].basicRow
            guard objectiveRow >= 0 else { return 0 }
            let entering = phaseOneEntering(objectiveRow, bland: bland)
            guard entering >= 0, let leaving = leavingRow(for: entering, direction: 1, bland: bland) else {
                return rows[Int(objectiveRow)].constant
            }
            pivot(row: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimitBeforeBland { bland = true }
        }
    }

    /// The restricted symbol whose rise lowers the phase-one objective (the first, or under Bland's
    /// rule the smallest), or -1.
    private func phaseOneEntering(_ objectiveRow: Int32, bland: Bool) -> Int32 {
        var entering: Int32 = -1
        for term in terms(ofRow: objectiveRow)
        where term.coefficient < -Tableau.epsilon && symbolSlots[Int(term.symbol)].kind.isRestricted {
            let symbol = term.symbol
            if entering < 0 || symbol < entering {
                entering = symbol
            }
            if !bland { break }
        }
        return entering
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping optimality. Returns false when no row can be fixed.
    mutating func dualOptimize() -> Bool {
        while let basic = infeasible.popLast() {
            let rowIndex = symbolSlots[Int(basic)].basicRow
            guard rowIndex >= 0, symbolSlots[Int(basic)].kind.isRestricted,
                rows[Int(rowIndex)].constant < -Tableau.epsilon
            else {
                continue
            }
            guard let entering = dualEntering(row: rowIndex) else {
                infeasible.removeAll()
                return false
            }
            pivot(row: rowIndex, entering: entering)
        }
        return true
    }

    /// The symbol that enters when row `rowIndex` must rise: the smallest cost-to-coefficient ratio.
    private func dualEntering(row rowIndex: Int32) -> Int32? {
        var best: Int32 = -1
        var bestFactor = 0.0
        for term in terms(ofRow: rowIndex) {
            let symbol = term.symbol
            let coefficient = term.coefficient
            let kind = symbolSlots[Int(symbol)].kind
            if kind == .external {
                if abs(coefficient) > Tableau.epsilon { return symbol }
                continue
            }
            guard kind.isRestricted, coefficient > Tableau.epsilon else { continue }
            if best < 0 || ratioIsSmaller(symbol, coefficient, than: best, bestFactor) {
                best = symbol
                bestFactor = coefficient
            }
        }
        return best >= 0 ? best : nil
    }

    /// Compares `cost(a) / ca` with `cost(b) / cb` lexicographically.
    private func ratioIsSmaller(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
        for level in levelOrder {
            let left = cost(of: a, level: level) / ca
            let right = cost(of: b, level: level) / cb
            if left < right - Tableau.epsilon { return true }
            if left > right + Tableau.epsilon { return false }
        }
        return a < b
    }

    // MARK: Removing a marker

    /// The row to pivot a parametric marker into, keeping every restricted row feasible.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1
        var firstRatio = Double.infinity
        var second: Int32 = -1
        var secondRatio = Double.infinity
        var third: Int32 = -1
        for entry in liveColumn(marker) {
            let row = columnStore[entry]
            let slot = Int(row)
            let coefficient = self.coefficient(of: marker, inRow: row)
            let basic = rowBasic[slot]
            if !symbolSlots[Int(basic)].kind.isRestricted {
                third = row
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = row
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = row
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    // MARK: Ambiguity

    /// Whether the value of `symbol` can change without making the solution worse.
    mutating func isUndetermined(_ symbol: Int32) -> Bool {
        let rowIndex = symbolSlots[Int(symbol)].basicRow
        guard rowIndex >= 0 else { return true }
        for term in copyOfRow(rowIndex).terms where hasZeroCost(term.symbol) {
            let parametric = term.symbol
            let kind = symbolSlots[Int(parametric)].kind
            if kind == .external { return true }
            guard kind.isRestricted else { continue }
            var step = Double.infinity
            for entry in liveColumn(parametric) {
                let other = columnStore[entry]
                guard symbolSlots[Int(rowBasic[Int(other)])].kind.isRestricted else { continue }
                let rate = self.coefficient(of: parametric, inRow: other)
                if rate < -Tableau.epsilon {
                    step = min(step, max(0, rows[Int(other)].constant) / -rate)
                }
            }
            if step > 1e-6 { return true }
        }
        return false
    }
}
