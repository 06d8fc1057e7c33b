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
    /// The basic symbol of the phase-one objective row.
    case objective

    /// Whether the symbol must stay at or above zero.
    @inline(__always) var isRestricted: Bool {
        self == .slack || self == .error || self == .artificial
    }

    /// Whether the symbol may enter the basis.
    @inline(__always) var isPivotable: Bool {
        self == .external || isRestricted
    }
}

/// One tableau row: `basic = constant + sum(coefficients[i] * symbols[i])`.
///
/// Symbols are kept sorted so that merging two rows is a linear walk and a lookup is a binary
/// search; the two arrays are contiguous and hold no references.
struct Row {
    /// The parametric symbols of the row, ascending.
    var symbols: [Int32] = []
    /// The coefficient of each symbol, in the same order.
    var coefficients: [Double] = []
    /// The value of the basic symbol while every parametric symbol is zero.
    var constant: Double = 0

    /// The position of `symbol` in the row, if present.
    @inline(__always) func position(of symbol: Int32) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low &+ high) >> 1
            let value = symbols[mid]
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
        return coefficients[index]
    }

    /// Whether the row holds no symbols.
    var isConstant: Bool { symbols.isEmpty }

    /// Inserts `symbol` with `coefficient` at its sorted place; the symbol must be absent.
    mutating func insertNew(_ symbol: Int32, _ coefficient: Double) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        symbols.insert(symbol, at: low)
        coefficients.insert(coefficient, at: low)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices {
            coefficients[index] *= factor
        }
    }
}
