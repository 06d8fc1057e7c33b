import Foundation
import LayoutCore
import XCTest

final class TextTests: XCTestCase {
    func testDynamicTypeFollowsApplesTable() {
        let body = ContentSizeCategory.allCases.map {
            Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: $0))
                .pointSize
        }
        XCTAssertEqual(body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let largeTitle = ContentSizeCategory.allCases.map { TextStyle.largeTitle.pointSize(for: $0) }
        XCTAssertEqual(largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        XCTAssertEqual(TextStyle.caption2.pointSize(for: .extraSmall), 11)
        XCTAssertEqual(TextStyle.footnote.pointSize(for: .accessibilityExtraExtraExtraLarge), 44)
        XCTAssertEqual(TextStyle.title1.pointSize(for: .large), 28)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body).lineHeight, 17 * (0.952 + 0.241), accuracy: 1e-9)
    }

    func testLabelFollowsTheContentSizeCategoryWhenAsked() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let adjusting = Label(text: "Hello")
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label(text: "Hello")
        fixed.font = .preferredFont(forTextStyle: .body)
        root.addSubview(adjusting)
        root.addSubview(fixed)
        let before = adjusting.intrinsicContentSize
        root.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(adjusting.effectiveFont.pointSize, 53)
        XCTAssertEqual(fixed.effectiveFont.pointSize, 17)
        XCTAssertGreaterThan(adjusting.intrinsicContentSize.height, before.height * 2.5)
    }

    func testDeterministicMeasurerWrapsAndTruncates() {
        let measurer = DeterministicTextMeasurer()
        let font = Font.systemFont(ofSize: 10)
        let one = measurer.layout("ab cd", font: font, width: .infinity, maximumNumberOfLines: 0)
        XCTAssertEqual(one.lines.map(\.text), ["ab cd"])
        XCTAssertEqual(one.size.width, (0.53 + 0.57 + 0.27 + 0.51 + 0.57) * 10, accuracy: 1e-9)
        let wrapped = measurer.layout("ab cd ef", font: font, width: 15, maximumNumberOfLines: 0)
        XCTAssertEqual(wrapped.lines.map(\.text), ["ab", "cd", "ef"])
        XCTAssertEqual(wrapped.size.height, 3 * font.lineHeight, accuracy: 1e-9)
        let limited = measurer.layout("ab cd ef", font: font, width: 15, maximumNumberOfLines: 2)
        XCTAssertEqual(limited.lines.count, 2)
        XCTAssertTrue(limited.lines[1].text.hasSuffix("\u{2026}"))
        let long = measurer.layout("abcdefgh", font: font, width: 20, maximumNumberOfLines: 0)
        XCTAssertGreaterThan(long.lines.count, 1, "a word wider than the line breaks between characters")
        XCTAssertEqual(measurer.layout("a\nb", font: font, width: .infinity, maximumNumberOfLines: 0).lines.count, 2)
        XCTAssertEqual(one, measurer.layout("ab cd", font: font, width: .infinity, maximumNumberOfLines: 0))
    }

    func testAHostCanReplaceTheMeasurer() {
        struct Monospaced: TextMeasurer {
            func layout(_ text: String, font: Font, width: CGFloat, maximumNumberOfLines: Int) -> TextLayout {
                TextLayout(lines: [.init(text: text, width: CGFloat(text.count) * 10)], lineHeight: 12, ascender: 9)
            }
        }
        let saved = LayoutEnvironment.textMeasurer
        defer { LayoutEnvironment.textMeasurer = saved }
        LayoutEnvironment.textMeasurer = Monospaced()
        let label = Label(text: "abcd")
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 40, height: 12))
    }

    /// A root 400 x 100 laid out with a label reading "short" pinned to its top leading corner.
    private func rootWithShortLabel() -> (LayoutView, Label) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = Label(text: "short")
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        return (root, label)
    }

    func testTextChangesInvalidateTheLayout() {
        let (root, label) = rootWithShortLabel()
        let short = label.frame.width
        var notified = 0
        label.addObserver(for: .intrinsicContentSize) { _ in notified += 1 }
        label.text = "a much longer text"
        root.layoutIfNeeded()
        XCTAssertGreaterThan(label.frame.width, short)
        XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width)
        XCTAssertEqual(notified, 1)
    }

    func testAnObserverThatLaysOutSeesTheNewIntrinsicSize() {
        let (root, label) = rootWithShortLabel()
        var widths: [CGFloat] = []
        let observation = label.addObserver(for: .intrinsicContentSize) { view in
            root.layoutIfNeeded()
            widths.append(view.frame.width)
        }
        label.text = "a much longer text"
        XCTAssertEqual(widths, [label.intrinsicContentSize.width], "the engine heard of the change before the observer")
        observation.cancel()
    }

    func testBaselinesAlignTextOfDifferentSizes() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let big = Label(text: "Big", font: .systemFont(ofSize: 34))
        let small = Label(text: "small", font: .systemFont(ofSize: 12))
        let tall = Label(text: "first\nsecond", font: .systemFont(ofSize: 12))
        tall.numberOfLines = 0
        for label in [big, small, tall] {
            root.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            tall.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 4),
            tall.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let baseline = big.frame.minY + big.effectiveFont.ascender
        XCTAssertEqual(small.frame.minY + small.effectiveFont.ascender, baseline, accuracy: 0.34)
        XCTAssertEqual(
            tall.frame.minY + tall.effectiveFont.lineHeight + tall.effectiveFont.ascender, baseline, accuracy: 0.34)
    }
}
