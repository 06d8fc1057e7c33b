import Foundation

/// How a label aligns its lines.
public enum TextAlignment: Int, Sendable, Hashable {
    /// Left.
    case left
    /// Centered.
    case center
    /// Right.
    case right
    /// Both edges (drawn as natural alignment).
    case justified
    /// Leading: left in left-to-right layouts, right in right-to-left ones.
    case natural
}

/// A view that shows text (UIKit's `UILabel`): its intrinsic size is its text's, measured by
/// ``LayoutEnvironment/textMeasurer``.
///
/// A label with ``numberOfLines`` other than 1 wraps at the width layout gives it, as UIKit does:
/// the engine solves, hands each wrapping label its width, measures its height there, and solves again.
///
/// ```swift
/// let title = Label(text: "Hello, world")
/// title.font = .preferredFont(forTextStyle: .title1)
/// title.adjustsFontForContentSizeCategory = true
/// ```
open class Label: LayoutView {
    // (The text, the font, the line limit and the measured layout are read on every measure, never
    // while another access to them is open: no runtime exclusivity checks.)
    /// The text shown; changing it invalidates the intrinsic size.
    @exclusivity(unchecked) public var text: String? {
        didSet { if text != oldValue { textDidChange() } }
    }
    /// The font (system 17 pt by default).
    @exclusivity(unchecked) public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { textDidChange() } }
    }
    /// The text color when rendered.
    public var textColor: Color = .label
    /// The most lines to show: 1 by default, 0 for no limit.
    @exclusivity(unchecked) public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }
    /// How lines are aligned when rendered.
    public var textAlignment: TextAlignment = .natural
    /// Whether a Dynamic Type font follows the content size category of the view's traits.
    @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { textDidChange() } }
    }
    /// The width to wrap at when computing the intrinsic size; 0 wraps at the width layout gives.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }

    @exclusivity(unchecked) private var cache: (key: CacheKey, layout: TextLayout)?
    /// The width the engine asks the intrinsic size at, while it asks (`intrinsicSize(forWidth:)`,
    /// infinity for unbounded); NaN otherwise, when ``intrinsicContentSize`` wraps at the width of the
    /// last layout.
    @exclusivity(unchecked) private var askedWidth = CGFloat.nan

    private struct CacheKey: Equatable {
        var text: String
        var font: Font
        var width: CGFloat
        var lines: Int
    }

    /// Makes a label with text and a font.
    public init(text: String? = nil, font: Font = .systemFont(ofSize: 17)) {
        self.text = text
        self.font = font
        super.init(frame: .zero)
    }

    /// Makes an empty label with a frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Makes an empty label, for subclasses ported from UIKit (`super.init(coder:)`); the coder is not used.
    public override init(coder: some NSCoder) {
        super.init(coder: coder)
    }

    /// The font the label measures and draws with: ``font`` at the view's content size category when
    /// ``adjustsFontForContentSizeCategory`` is set and the font has a text style.
    public var effectiveFont: Font {
        guard adjustsFontForContentSizeCategory, font.textStyle != nil else { return font }
        return font.scaled(for: effectiveContentSizeCategory)
    }

    /// Whether the label's height depends on the width layout gives it.
    var wraps: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// A wrapping label's height follows the width layout gives it.
    override var intrinsicHeightFollowsWidth: Bool { wraps }

    /// A label's baselines follow its text.
    override var baselinesFollowIntrinsicSize: Bool { true }

    /// The size of the text: on one line, or wrapped at ``preferredMaxLayoutWidth`` or the width of the last layout.
    open override var intrinsicContentSize: CGSize {
        textSize(wrappingAt: askedWidth.isNaN ? engineState?.widthHint : askedWidth)
    }

    /// The intrinsic size when wrapping at `hint` (nil: unbounded), asked through
    /// ``intrinsicContentSize`` so that a subclass's override (a padded label) answers.
    override package func intrinsicSize(forWidth hint: CGFloat?) -> CGSize {
        let outer = askedWidth
        askedWidth = hint ?? .infinity
        defer { askedWidth = outer }
        return intrinsicContentSize
    }

    /// The size of the text wrapped at `hint` (nil or infinity: unbounded), on the pixel grid.
    private func textSize(wrappingAt hint: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var width = CGFloat.infinity
        if numberOfLines != 1 {
            width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (hint ?? .infinity)
        }
        let size = textLayout(width: width).size
        let scale = rootView.rootScale
        return CGSize(width: ceilToPixel(size.width, scale), height: ceilToPixel(size.height, scale))
    }

    /// The size of the text within `size.width` (when the label may wrap), as UIKit's `sizeThatFits`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? size.width : .infinity
        let measured = textLayout(width: width).size
        let scale = rootView.rootScale
        return CGSize(width: ceilToPixel(measured.width, scale), height: ceilToPixel(measured.height, scale))
    }

    /// The lines of the text laid out within `width`.
    public func textLayout(width: CGFloat) -> TextLayout {
        let key = CacheKey(text: text ?? "", font: effectiveFont, width: width, lines: numberOfLines)
        if let cache, cache.key == key { return cache.layout }
        let layout = LayoutEnvironment.textMeasurer.layout(
            key.text, font: key.font, width: width, maximumNumberOfLines: numberOfLines)
        cache = (key, layout)
        return layout
    }

    /// A label's first baseline follows its text.
    override package var hasTextBaseline: Bool { true }

    /// The first baseline of the text laid out within `width` (on one line for a one-line label), the
    /// text centred vertically in `height` as it is drawn.
    override package func textFirstBaseline(width: CGFloat, height: CGFloat) -> CGFloat? {
        let text = textLayout(width: numberOfLines == 1 ? .infinity : width)
        return (height - text.size.height) / 2 + text.firstBaseline
    }

    /// Baseline offsets from the top of the text and the text's height, for baseline constraints.
    override func textBaselineMetrics() -> (first: CGFloat, last: CGFloat, textHeight: CGFloat)? {
        // The same width the intrinsic size wraps at, so that baselines fall on the lines the label shows.
        let width =
            numberOfLines == 1
            ? CGFloat.infinity
            : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (engineState?.widthHint ?? .infinity))
        let layout = textLayout(width: width)
        let font = effectiveFont
        guard !(text ?? "").isEmpty else {
            return (font.ascender, font.ascender, font.lineHeight)
        }
        return (layout.firstBaseline, layout.lastBaseline, layout.size.height)
    }

    /// The label re-measures when its text size category changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory && font.textStyle != nil {
            textDidChange()
        }
    }

    private func textDidChange() {
        cache = nil
        invalidateIntrinsicContentSize()
    }
}

/// Rounds up to the pixel grid, forgiving floating-point noise.
func ceilToPixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    guard value.isFinite else { return 0 }
    return (value * scale - 1e-7).rounded(.up) / scale
}
