/// A node's min-content content size (padding and border excluded) on each axis, with the pass that
/// found it, the configuration it was found under and the direction it was resolved in, and whether it
/// would differ with a stretched cross size or a definite width given from outside (web defaults).
///
/// A size found from its subtree's styles and its measured leaves' min-content answers alone (`rowPure`,
/// `columnPure`: no other measurement or layout went into it) still holds in a later pass, with the node
/// dirty, when nothing in the subtree changed since but the content of measured leaves whose min-content
/// answers came out the same (`structureStamp`, `contentStamp`; see `holds`).
struct MinContentMemo {
    var rowGeneration: UInt32 = 0
    var columnGeneration: UInt32 = 0
    var configVersion: UInt32 = 0
    var rowDirection: FlexTextDirection = .inherit
    var columnDirection: FlexTextDirection = .inherit
    var rowPure = false
    var columnPure = false
    var row = Double.nan
    var column = Double.nan
    var rowDependsOnCross = false
    var columnDependsOnCross = false
    /// The stretched inner cross size given from outside the row size was found with (NaN when none).
    var rowCross = Double.nan
    /// The tree's generation when a style, child list or measure function in the subtree last changed
    /// (set on the node and its ancestors; a change between passes `g` and `g + 1` is stamped `g`).
    var structureStamp: UInt32 = 0
    /// The pass that last found a measured leaf of the subtree, its content changed, answering a
    /// min-content request differently than before (set on the leaf and its ancestors).
    var contentStamp: UInt32 = 0
    /// In the tree's list of leaves whose content changed (`FlexTree.firstChangedLeaf`).
    var isListed = false
    /// The next leaf of that list (-1 at its end).
    var nextChangedLeaf: Int32 = -1

    /// Whether the remembered size was found without a stretched cross size its items would take.
    @inline(__always) func dependsOnCross(_ wantRow: Bool) -> Bool {
        wantRow ? rowDependsOnCross : columnDependsOnCross
    }

    /// Whether the remembered row size, which depends on a stretched cross size, was found with `cross`.
    @inline(__always) func rowFound(withCross cross: Double) -> Bool {
        rowCross == cross || (rowCross.isNaN && cross.isNaN)
    }

    /// Whether a pure size found in the earlier pass `found` still holds in the pass `generation`: nothing
    /// in the subtree changed since it was found but leaves' content whose min-content answers did not
    /// (found again at the start of each pass from `floor` on, see `LayoutPass.revalidateChangedLeaves`).
    @inline(__always) func holds(_ found: UInt32, pure: Bool, _ generation: UInt32, floor: UInt32) -> Bool {
        pure && found < generation && found >= floor && structureStamp < found && contentStamp <= found
    }

    /// The remembered size, or NaN when none was found for that direction under this configuration,
    /// in this pass or (for a clean node, or one whose size still `holds`) an earlier one.
    @inline(__always) func value(
        _ wantRow: Bool, _ direction: FlexTextDirection, _ generation: UInt32, _ config: UInt32, clean: Bool,
        floor: UInt32
    ) -> Double {
        guard configVersion == config else { return .nan }
        if wantRow {
            guard rowDirection == direction else { return .nan }
            return rowGeneration == generation || clean || holds(rowGeneration, pure: rowPure, generation, floor: floor)
                ? row : .nan
        }
        guard columnDirection == direction else { return .nan }
        return columnGeneration == generation || clean
            || holds(columnGeneration, pure: columnPure, generation, floor: floor) ? column : .nan
    }

    /// Whether the remembered size on an axis was found from min-content answers alone (see `holds`).
    @inline(__always) func isPure(_ wantRow: Bool) -> Bool {
        wantRow ? rowPure : columnPure
    }

    @inline(__always) mutating func store(
        _ size: Double, _ wantRow: Bool, _ direction: FlexTextDirection, _ generation: UInt32, _ config: UInt32,
        pure: Bool, dependsOnCross: Bool = false, cross: Double = .nan
    ) {
        if configVersion != config {
            // (The other axis' size was found under another configuration; the stamps stay.)
            (row, column, rowPure, columnPure) = (.nan, .nan, false, false)
            configVersion = config
        }
        if wantRow {
            (row, rowGeneration, rowDirection, rowDependsOnCross) = (size, generation, direction, dependsOnCross)
            rowCross = cross
            rowPure = pure
        } else {
            (column, columnGeneration, columnDirection, columnDependsOnCross) =
                (size, generation, direction, dependsOnCross)
            columnPure = pure
        }
    }

    /// Forgets the sizes found before the pass `generation`, but those that still `hold`, which become
    /// this pass's.
    @inline(__always) mutating func forget(before generation: UInt32, floor: UInt32) {
        if rowGeneration != generation {
            if holds(rowGeneration, pure: rowPure, generation, floor: floor) {
                rowGeneration = generation
            } else {
                row = .nan
            }
        }
        if columnGeneration != generation {
            if holds(columnGeneration, pure: columnPure, generation, floor: floor) {
                columnGeneration = generation
            } else {
                column = .nan
            }
        }
    }
}
