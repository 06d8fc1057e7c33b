import Foundation

/// The measure functions of the flex-tree format, exactly as the flex-tree format states them
/// (`Docs/Formats`).
extension FlexTreeFile {
    /// A measure function for a file's measure (the text form depends on the node's flex direction).
    package static func function(for measure: Measure, direction: FlexDirection) -> FlexMeasureFunction {
        switch measure {
        case .fixed(let width, let height):
            return { offeredWidth, widthMode, offeredHeight, heightMode in
                FlexSize(
                    width: fixedAxis(width, offeredWidth, widthMode),
                    height: fixedAxis(height, offeredHeight, heightMode))
            }
        case .text(let text, let charWidth, let lineHeight):
            let metrics = TextMetrics(text: text, charWidth: charWidth)
            let isColumn = direction == .column
            return { width, widthMode, height, heightMode in
                metrics.measure(
                    width, widthMode, height, heightMode, lineHeight: lineHeight, isColumn: isColumn)
            }
        case .ahem(let text, let charWidth, let lineHeight):
            let metrics = AhemMetrics(text: text, charWidth: charWidth)
            return { width, widthMode, height, heightMode in
                metrics.measure(width, widthMode, height, heightMode, lineHeight: lineHeight)
            }
        }
    }

    /// One axis of a `fixed` measure: the offered size when exactly, `min(natural, offered)` when at-most,
    /// the natural size when undefined.
    static func fixedAxis(_ natural: Double, _ offered: Double, _ mode: FlexMeasureMode) -> Double {
        switch mode {
        case .exactly: return offered
        case .atMost: return offered.isNaN ? natural : min(natural, offered)
        case .undefined: return natural
        }
    }

    /// Yoga's `IntrinsicSizeMeasure`: words of `charWidth` per character wrapped at spaces.
    struct TextMetrics {
        let count: Double
        let charWidth: Double
        let words: [Double]
        let longestWord: Double

        init(text: String, charWidth: Double) {
            self.charWidth = charWidth
            count = Double(text.unicodeScalars.count)
            var parts = text.split(separator: " ", omittingEmptySubsequences: false).map {
                Double($0.unicodeScalars.count)
            }
            if parts.count > 1 && parts.last == 0 { parts.removeLast() }
            words = parts
            longestWord = (parts.max() ?? 0) * charWidth
        }

        func measure(
            _ width: Double, _ widthMode: FlexMeasureMode, _ height: Double, _ heightMode: FlexMeasureMode,
            lineHeight: Double, isColumn: Bool
        ) -> FlexSize {
            let measuredWidth: Double
            switch widthMode {
            case .exactly: measuredWidth = width
            case .atMost: measuredWidth = min(count * charWidth, width)
            case .undefined: measuredWidth = count * charWidth
            }
            let wrapWidth = isColumn ? measuredWidth : max(longestWord, measuredWidth)
            let measuredHeight: Double
            switch heightMode {
            case .exactly: measuredHeight = height
            case .atMost: measuredHeight = min(lines(wrapWidth) * lineHeight, height)
            case .undefined: measuredHeight = lines(wrapWidth) * lineHeight
            }
            return FlexSize(width: measuredWidth, height: measuredHeight)
        }

        func lines(_ width: Double) -> Double {
            if count * charWidth <= width { return 1 }
            var lines = 1.0
            var current = 0.0
            for word in words {
                let wordWidth = word * charWidth
                if wordWidth > width {
                    lines += (current > 0 ? 1 : 0) + 1
                    current = 0
                } else if current + wordWidth <= width {
                    current += wordWidth + charWidth
                } else {
                    lines += 1
                    current = wordWidth + charWidth
                }
            }
            return current == 0 ? lines - 1 : lines
        }
    }

    /// Taffy's Ahem text: breaks only at U+200B, which has no width.
    struct AhemMetrics {
        let segments: [Int]
        let charWidth: Double
        let minContent: Double
        let maxContent: Double

        init(text: String, charWidth: Double) {
            self.charWidth = charWidth
            segments = text.split(separator: "\u{200B}", omittingEmptySubsequences: false).map {
                $0.unicodeScalars.count
            }
            minContent = Double(segments.max() ?? 0) * charWidth
            maxContent = Double(segments.reduce(0, +)) * charWidth
        }

        func measure(
            _ width: Double, _ widthMode: FlexMeasureMode, _ height: Double, _ heightMode: FlexMeasureMode,
            lineHeight: Double
        ) -> FlexSize {
            var inline: Double
            switch widthMode {
            case .exactly: inline = width
            case .atMost: inline = min(width, maxContent)
            case .undefined: inline = maxContent
            }
            inline = max(inline, minContent)
            let measuredWidth = widthMode == .exactly ? width : inline
            if heightMode == .exactly { return FlexSize(width: measuredWidth, height: height) }
            // In floating point: a tiny charWidth makes more characters fit a line than an Int holds.
            let perLine = charWidth > 0 ? (inline / charWidth).rounded(.down) : .infinity
            var lineCount = 1
            var current = 0
            for segment in segments {
                if Double(current + segment) > perLine {
                    lineCount += current > 0 ? 1 : 0
                    current = segment
                } else {
                    current += segment
                }
            }
            return FlexSize(width: measuredWidth, height: Double(lineCount) * lineHeight)
        }
    }
}
