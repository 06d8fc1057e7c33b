import Foundation
import LayoutCore

/// What a row means: its items left to right (leading to trailing), the gaps between them, its
/// margins to the container, and which neighbours must have equal widths.
///
/// Read from a ``VisualRow``'s pieces by ``init(reading:)``, which checks the rules of the DSL:
///
/// - fences (`|`, `|--`, `--|`) stand only at the ends; a fence alone is a margin of 0;
/// - a number at an end is the margin on that side (with or without a fence); a side with neither
///   is not pinned;
/// - a number between two items is the gap between them; with none the gap is 0;
/// - two numbers are never next to each other; an array starts and ends with an item;
/// - a row has at least one item, each at most once.
struct RowPlan {
    /// The views and guides, leading to trailing.
    var items: [any LayoutItem] = []
    /// `gaps[i]` is the gap between `items[i]` and `items[i + 1]`.
    var gaps: [CGFloat] = []
    /// `sameArray[i]` tells whether `items[i]` and `items[i + 1]` were written in one array (their
    /// widths are then equal, required); otherwise they prefer equal widths.
    var sameArray: [Bool] = []
    /// The distance from the container's leading edge to the first item, or nil when not pinned.
    var leadingMargin: CGFloat?
    /// The distance from the last item to the container's trailing edge, or nil when not pinned.
    var trailingMargin: CGFloat?

    /// A piece of the row once arrays are opened: an item (with the array it came from) or a number.
    private enum Piece {
        case item(any LayoutItem, array: Int?)
        case number(CGFloat)
    }

    /// Reads a row, or throws the problem that makes it unusable.
    init(reading row: VisualRow) throws(RowProblem) {
        var tokens = row.tokens[...]
        let leadingFence = tokens.first.map(Self.isFence) ?? false
        if leadingFence { tokens = tokens.dropFirst() }
        let trailingFence = tokens.last.map(Self.isFence) ?? false
        if trailingFence { tokens = tokens.dropLast() }
        let pieces = try Self.pieces(of: tokens)
        try Self.checkNumbers(pieces)
        var index = pieces.startIndex
        var end = pieces.endIndex
        if case .number(let margin)? = pieces.first {
            leadingMargin = margin
            index += 1
        } else if leadingFence {
            leadingMargin = 0
        }
        if end > index, case .number(let margin) = pieces[end - 1] {
            trailingMargin = margin
            end -= 1
        } else if trailingFence {
            trailingMargin = 0
        }
        var pendingGap: CGFloat?
        var previousArray: Int?
        var seen: Set<ObjectIdentifier> = []
        for piece in pieces[index..<end] {
            switch piece {
            case .number(let gap):
                pendingGap = gap
            case .item(let item, let array):
                guard seen.insert(ObjectIdentifier(item)).inserted else {
                    throw RowProblem(.invalidInput, "\(RowPlan.name(of: item)) appears twice in the row")
                }
                if !items.isEmpty {
                    gaps.append(pendingGap ?? 0)
                    sameArray.append(array != nil && array == previousArray)
                }
                items.append(item)
                pendingGap = nil
                previousArray = array
            }
        }
        guard !items.isEmpty else {
            throw RowProblem(.invalidInput, "the row is empty: a row needs at least one view or layout guide")
        }
    }

    /// Whether a piece is a fence.
    private static func isFence(_ token: VisualRow.Token) -> Bool {
        if case .fence = token { return true }
        return false
    }

    /// The pieces of the row with its arrays opened, checking what may stand where.
    private static func pieces(of tokens: ArraySlice<VisualRow.Token>) throws(RowProblem) -> [Piece] {
        var pieces: [Piece] = []
        var arrays = 0
        for token in tokens {
            switch token {
            case .fence:
                throw RowProblem(.invalidInput, "a fence `|` stands inside the row; fences go only at its ends")
            case .misplaced(let reason):
                throw RowProblem(.invalidInput, reason)
            case .item(let item):
                pieces.append(.item(item, array: nil))
            case .number(let number):
                pieces.append(.number(number))
            case .array(let entries):
                arrays += 1
                pieces += try arrayPieces(entries, array: arrays)
            }
        }
        return pieces
    }

    /// The pieces of an array: it starts and ends with an item, and holds only items and numbers.
    private static func arrayPieces(_ entries: [VisualRow.Token], array: Int) throws(RowProblem) -> [Piece] {
        var pieces: [Piece] = []
        for entry in entries {
            switch entry {
            case .item(let item): pieces.append(.item(item, array: array))
            case .number(let number): pieces.append(.number(number))
            case .misplaced(let reason): throw RowProblem(.invalidInput, reason)
            case .fence, .array: throw RowProblem(.invalidInput, "an array holds only views, layout guides and numbers")
            }
        }
        if case .number? = pieces.first { throw arrayEndProblem(entries) }
        if case .number? = pieces.last { throw arrayEndProblem(entries) }
        return pieces
    }

    private static func arrayEndProblem(_ entries: [VisualRow.Token]) -> RowProblem {
        RowProblem(
            .invalidInput,
            "the array \(VisualRow.Token.array(entries).written) must start and end with a view or layout guide, "
                + "not a number (write margins outside the array)")
    }

    /// Numbers are finite, and never next to each other.
    private static func checkNumbers(_ pieces: [Piece]) throws(RowProblem) {
        var previous: CGFloat?
        for piece in pieces {
            guard case .number(let number) = piece else {
                previous = nil
                continue
            }
            guard number.isFinite else {
                throw RowProblem(.invalidValue, "the row has a number that is not finite (\(number))")
            }
            if let previous {
                throw RowProblem(
                    .invalidInput,
                    "two numbers stand next to each other (\(VisualRow.Token.describe(previous)) and "
                        + "\(VisualRow.Token.describe(number))); write one margin or gap")
            }
            previous = number
        }
    }

    /// An item's name for messages.
    static func name(of item: any LayoutItem) -> String {
        VisualRow.Token.name(of: item)
    }
}

/// Why a row cannot be laid out.
struct RowProblem: Error {
    let kind: LayoutDiagnostic.Kind
    let message: String

    init(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
