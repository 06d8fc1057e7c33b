import Foundation

/// Measures text: how a string breaks into lines inside a width, and how big the result is.
///
/// Labels measure through ``LayoutEnvironment/textMeasurer``; a host with real fonts can install
/// its own measurer. The default, ``DeterministicTextMeasurer``, gives the same result on every
/// machine, so tests and snapshots are stable.
public protocol TextMeasurer: Sendable {
    /// Lays out `text` in `font` within `width` (`.infinity` for one unbounded line per paragraph),
    /// using at most `maximumNumberOfLines` lines (0 for no limit).
    func layout(_ text: String, font: Font, width: CGFloat, maximumNumberOfLines: Int) -> TextLayout
}

/// The result of laying out text: its lines and metrics.
public struct TextLayout: Equatable, Sendable {
    /// One line of laid-out text.
    public struct Line: Equatable, Sendable {
        /// The characters on the line (without the space it broke at).
        public var text: String
        /// The width of the line in points.
        public var width: CGFloat

        /// Makes a line.
        public init(text: String, width: CGFloat) {
            self.text = text
            self.width = width
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The height of one line.
    public var lineHeight: CGFloat
    /// The distance from the top of a line to its baseline.
    public var ascender: CGFloat

    /// Makes a layout from its lines and metrics.
    public init(lines: [Line], lineHeight: CGFloat, ascender: CGFloat) {
        self.lines = lines
        self.lineHeight = lineHeight
        self.ascender = ascender
    }

    /// The size of the text: the widest line by the height of all lines.
    public var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    /// The distance from the top of the text to the baseline of its first line.
    public var firstBaseline: CGFloat { ascender }

    /// The distance from the top of the text to the baseline of its last line.
    public var lastBaseline: CGFloat { CGFloat(max(lines.count, 1) - 1) * lineHeight + ascender }
}

/// Process-wide settings of the layout environment.
public enum LayoutEnvironment {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var measurer: any TextMeasurer = DeterministicTextMeasurer()
    }

    private static let store = Store()

    /// The measurer labels use. Replace it to measure with real fonts.
    public static var textMeasurer: any TextMeasurer {
        get {
            store.lock.lock()
            defer { store.lock.unlock() }
            return store.measurer
        }
        set {
            store.lock.lock()
            store.measurer = newValue
            store.lock.unlock()
        }
    }
}
