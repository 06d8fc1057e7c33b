/// The kinds of symbol in the tableau.
enum SymbolKind: UInt8 {
    /// A free slot, ready for reuse.
    case unused
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of an optional constraint: at least zero, counted in its priority level's objective.
    case error
    /// A phase-one helper that must reach zero: at least zero.
    case artificial
    /// The marker of a required equality whose constant changes in place: always zero, never entering
    /// the basis; its column says how the constant reaches each row.
    case dummy

    /// Whether the symbol must stay at or above zero.
    @inline(__always) var isRestricted: Bool {
        self == .slack || self == .error || self == .artificial
    }

    /// Whether the symbol may enter the basis.
    @inline(__always) var isPivotable: Bool {
        self == .external || isRestricted
    }
}

/// One term of a tableau row: a parametric symbol and its coefficient.
struct RowTerm {
    var symbol: Int32
    var coefficient: Double

    @inline(__always) init(_ symbol: Int32, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// The terms of a tableau row, read from the term store's two arrays (a view: let it go before the
/// store changes, else the store is copied).
struct RowTerms: RandomAccessCollection {
    let symbols: ArraySlice<Int32>
    let coefficients: ArraySlice<Double>

    var startIndex: Int { symbols.startIndex }
    var endIndex: Int { symbols.endIndex }

    @inline(__always) subscript(position: Int) -> RowTerm {
        RowTerm(symbols[position], coefficients[position])
    }
}

/// Where a tableau row keeps its terms: a block of the tableau's term store (see
/// `Tableau+RowStore.swift`), and the row's constant: `basic = constant + sum(coefficient * symbol)`.
struct RowSlot {
    /// The value of the basic symbol while every parametric symbol is zero.
    var constant: Double = 0
    /// Where the row's block starts in the term store.
    var start: Int32 = 0
    /// How many terms the row holds, at the start of its block, by ascending symbol.
    var count: Int32 = 0
    /// The number of terms the block has room for (0: the row has no block).
    var capacity: Int32 = 0
    /// The epoch of the last column walk that met the row (see ``Tableau/nextStampEpoch()``; in the
    /// room the constant's alignment leaves).
    var stamp: UInt32 = 0
}

/// A row being built, outside the tableau: `basic = constant + sum(coefficient * symbol)` over its
/// terms (a new constraint's row before it is installed, a row kept aside by a snapshot).
///
/// Terms are kept sorted by symbol so that merging two rows is a linear walk and a lookup is a
/// binary search.
struct Row {
    /// The parametric terms of the row, by ascending symbol.
    var terms: [RowTerm] = []
    /// The value of the basic symbol while every parametric symbol is zero.
    var constant: Double = 0

    /// The position of `symbol` in the row, if present.
    @inline(__always) func position(of symbol: Int32) -> Int? {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low &+ high) >> 1
            let value = terms[mid].symbol
            if value < symbol {
                low = mid &+ 1
            } else if value > symbol {
                high = mid
            } else {
                return mid
            }
        }
        return nil
    }

    /// The coefficient of `symbol`, or zero when it is absent.
    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return terms[index].coefficient
    }

    /// Whether the row holds no symbols.
    var isConstant: Bool { terms.isEmpty }

    /// Inserts `symbol` with `coefficient` at its sorted place; the symbol must be absent.
    mutating func insertNew(_ symbol: Int32, _ coefficient: Double) {
        // (A new constraint's marker and error symbols are usually the newest: appended, with no search.)
        if terms.last.map({ $0.symbol < symbol }) ?? true {
            terms.append(RowTerm(symbol, coefficient))
            return
        }
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low + high) >> 1
            if terms[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        terms.insert(RowTerm(symbol, coefficient), at: low)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in terms.indices {
            terms[index].coefficient *= factor
        }
    }
}
