/// What the tableau keeps about each symbol, in one table indexed by symbol.
///
/// The fields were seven arrays; kept together, a new symbol is one append (one uniqueness check
/// and one growth) instead of seven, and the fields a step reads together (a symbol's kind, row and
/// column) are read from one place.
extension Tableau {
    struct SymbolSlot {
        var kind: SymbolKind
        /// Whether the symbol is waiting in ``Tableau/candidates``.
        var queued = false
        /// Whether the symbol is in ``Tableau/changed`` (externals only).
        var changeLogged = false
        /// The row whose basic symbol this is, or -1 when the symbol is parametric.
        var basicRow: Int32 = -1
        /// For error symbols, the objective level they are counted in; otherwise -1.
        var errorLevel: Int32 = -1
        /// The symbol's cost slot, or -1 when all its costs are zero (see `Tableau+Costs.swift`).
        var costSlot: Int32 = -1
        /// Where the rows that may hold the symbol are listed in ``Tableau/columnStore`` (stale or
        /// repeated entries are allowed; see `Tableau+ColumnStore.swift`).
        var column = ColumnSlot()

        init(kind: SymbolKind) {
            self.kind = kind
        }
    }
}
