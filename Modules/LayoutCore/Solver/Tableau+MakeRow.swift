/// Writing a constraint's expression over the parametric symbols of the tableau.
extension Tableau {
    /// Builds a row from the terms at `range` of two arrays side by side (the solver's term pool) and
    /// `constant`, replacing basic symbols by their rows.
    ///
    /// The terms are gathered in a scratch list, sorted by symbol (stably, so that each symbol's
    /// amounts are summed in the order they came, as a dense accumulator would) and merged: no array
    /// indexed by symbol is kept for it. The row takes the scratch list's storage, which
    /// ``insertRow(_:basic:)`` gives back: making a row allocates nothing.
    mutating func makeRow(variables: [Int32], coefficients: [Double], range: Range<Int>, constant: Double) -> Row {
        var total = constant
        gathered.removeAll(keepingCapacity: true)
        for position in range {
            gather(variables[position], coefficients[position], into: &total)
        }
        return gatheredRow(constant: total)
    }

    /// ``makeRow(variables:coefficients:range:constant:)`` for one term of coefficient 1 (a size held to a constant): the
    /// symbol's own row when it is basic (already sorted, each symbol once), else the symbol alone.
    /// The same row the generic build gives (`1 * x` is `x`), without its sort and merge.
    mutating func makeUnitRow(_ symbol: Int32, constant: Double) -> Row {
        var total = constant
        gathered.removeAll(keepingCapacity: true)
        let rowIndex = symbolSlots[Int(symbol)].basicRow
        if rowIndex >= 0 {
            total += rows[Int(rowIndex)].constant
            for position in termRange(ofRow: rowIndex) {
                let coefficient = termCoefficients[position]
                if abs(coefficient) > Tableau.epsilon {
                    gathered.append(RowTerm(termSymbols[position], coefficient))
                }
            }
        } else {
            gathered.append(RowTerm(symbol, 1))
        }
        var row = Row(constant: total)
        swap(&row.terms, &gathered)
        return row
    }

    /// Gathers `coefficient * symbol`, replaced by its row when it is basic (whose constant goes to `total`).
    @inline(__always) private mutating func gather(_ symbol: Int32, _ coefficient: Double, into total: inout Double) {
        let rowIndex = symbolSlots[Int(symbol)].basicRow
        if rowIndex >= 0 {
            total += coefficient * rows[Int(rowIndex)].constant
            for position in termRange(ofRow: rowIndex) {
                gathered.append(RowTerm(termSymbols[position], coefficient * termCoefficients[position]))
            }
        } else {
            gathered.append(RowTerm(symbol, coefficient))
        }
    }

    /// The row of the gathered terms: sorted, each symbol once, without the ones that cancel out.
    @inline(__always) private mutating func gatheredRow(constant total: Double) -> Row {
        Tableau.sortStably(&gathered)
        // Merged in place: each symbol once, without the ones that cancel out.
        var kept = 0
        var index = 0
        let count = gathered.count
        while index < count {
            let symbol = gathered[index].symbol
            var value = gathered[index].coefficient
            index += 1
            while index < count && gathered[index].symbol == symbol {
                value += gathered[index].coefficient
                index += 1
            }
            if abs(value) > Tableau.epsilon {
                gathered[kept] = RowTerm(symbol, value)
                kept += 1
            }
        }
        if kept < count { gathered.removeLast(count - kept) }
        var row = Row(constant: total)
        swap(&row.terms, &gathered)
        return row
    }

    /// Sorts terms by symbol, keeping the order of equal symbols (insertion sort: the lists are short;
    /// a long one is sorted by a stable merge of the standard library's sort with its positions).
    static func sortStably(_ terms: inout [RowTerm]) {
        let count = terms.count
        guard count > 1 else { return }
        if count > 32 {
            let order = terms.indices.sorted { (terms[$0].symbol, $0) < (terms[$1].symbol, $1) }
            terms = order.map { terms[$0] }
            return
        }
        for index in 1..<count {
            let item = terms[index]
            var at = index
            while at > 0 && terms[at - 1].symbol > item.symbol {
                terms[at] = terms[at - 1]
                at -= 1
            }
            terms[at] = item
        }
    }
}
