/// A node's min-content content size (padding and border excluded) on each axis, with the pass that
/// found it, the configuration it was found under and the direction it was resolved in, and whether it
/// would differ with a stretched cross size or a definite width given from outside (web defaults).
struct MinContentMemo {
    var rowGeneration: UInt32 = 0
    var columnGeneration: UInt32 = 0
    var configVersion: UInt32 = 0
    var rowDirection: FlexTextDirection = .inherit
    var columnDirection: FlexTextDirection = .inherit
    var row = Double.nan
    var column = Double.nan
    var rowDependsOnCross = false
    var columnDependsOnCross = false
    /// The stretched inner cross size given from outside the row size was found with (NaN when none).
    var rowCross = Double.nan

    /// Whether the remembered size was found without a stretched cross size its items would take.
    @inline(__always) func dependsOnCross(_ wantRow: Bool) -> Bool {
        wantRow ? rowDependsOnCross : columnDependsOnCross
    }

    /// Whether the remembered row size, which depends on a stretched cross size, was found with `cross`.
    @inline(__always) func rowFound(withCross cross: Double) -> Bool {
        rowCross == cross || (rowCross.isNaN && cross.isNaN)
    }

    /// The remembered size, or NaN when none was found for that direction under this configuration,
    /// in this pass or (for a clean node) an earlier one.
    @inline(__always) func value(
        _ wantRow: Bool, _ direction: FlexTextDirection, _ generation: UInt32, _ config: UInt32, clean: Bool
    ) -> Double {
        guard configVersion == config else { return .nan }
        if wantRow {
            return (rowGeneration == generation || clean) && rowDirection == direction ? row : .nan
        }
        return (columnGeneration == generation || clean) && columnDirection == direction ? column : .nan
    }

    @inline(__always) mutating func store(
        _ size: Double, _ wantRow: Bool, _ direction: FlexTextDirection, _ generation: UInt32, _ config: UInt32,
        dependsOnCross: Bool = false, cross: Double = .nan
    ) {
        if configVersion != config {
            self = MinContentMemo()
            configVersion = config
        }
        if wantRow {
            (row, rowGeneration, rowDirection, rowDependsOnCross) = (size, generation, direction, dependsOnCross)
            rowCross = cross
        } else {
            (column, columnGeneration, columnDirection, columnDependsOnCross) =
                (size, generation, direction, dependsOnCross)
        }
    }

    /// Forgets the sizes found before the pass `generation`.
    @inline(__always) mutating func forget(before generation: UInt32) {
        if rowGeneration != generation { row = .nan }
        if columnGeneration != generation { column = .nan }
    }
}
