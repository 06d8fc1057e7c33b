import FlexKit
import LayoutTestSupport
import XCTest

/// Flex layout and Auto Layout, both ways: a flex container placed by constraints, and a view laid out
/// by constraints as a flex item.
final class FlexAutoLayoutMixingTests: XCTestCase {
    func testContainerPlacedByConstraintsTakesItsContentSize() {
        let root = LayoutView(frame: rect(0, 0, 320, 480))
        root.displayScale = 1
        let card = LayoutView()
        card.identifier = "card"
        root.addSubview(card)
        let label = Label(text: "A flex card whose height comes from its text, at the width constraints give it")
        label.numberOfLines = 0
        let footer = LayoutView()
        card.flex.padding(10).define { flex in
            flex.addItem(label)
            flex.addItem(footer).height(20).marginTop(8)
        }
        card.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        let textHeight = label.sizeThatFits(CGSize(width: 260, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(card.frame, rect(20, 30, 280, 10 + textHeight + 8 + 20 + 10))
        XCTAssertEqual(label.frame, rect(10, 10, 260, textHeight))
        XCTAssertEqual(footer.frame, rect(10, 18 + textHeight, 260, 20))
        // A view below the card follows its flex height.
        let below = LayoutView()
        root.addSubview(below)
        below.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(below.frame.minY, card.frame.maxY + 5)
        // Changing the text re-measures the card, with no call to layout.
        label.text = "Short"
        root.layoutIfNeeded()
        let short = label.sizeThatFits(CGSize(width: 260, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(card.frame.height, 10 + short + 8 + 20 + 10)
        XCTAssertEqual(below.frame.minY, card.frame.maxY + 5)
    }

    func testSystemLayoutSizeFittingAndHuggingSeeTheFlexContent() {
        let root = LayoutView(frame: rect(0, 0, 320, 480))
        root.displayScale = 1
        let badge = LayoutView()
        root.addSubview(badge)
        badge.flex.direction(.row).padding(4).define { flex in
            flex.addItem().size(CGSize(width: 30, height: 12))
            flex.addItem().size(CGSize(width: 20, height: 16)).marginLeft(6)
        }
        badge.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertEqual(badge.intrinsicContentSize, CGSize(width: 64, height: 24))
        XCTAssertEqual(badge.systemLayoutSizeFitting(.zero), CGSize(width: 64, height: 24))
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame, rect(248, 8, 64, 24), "hugging keeps the badge at its content size")
    }

    func testViewLaidOutByConstraintsIsAFlexItem() {
        let f = FlexFixture(width: 300, height: 200)
        // A cell whose subviews use constraints: a 40 x 40 icon and a title beside it.
        let cell = LayoutView()
        cell.identifier = "cell"
        let icon = LayoutView()
        let title = Label(text: "Title")
        for view in [icon, title] {
            cell.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            icon.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
            icon.widthAnchor.constraint(equalToConstant: 40), icon.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        ])
        let other = f.box("other")
        f.container.flex.define { flex in
            flex.addItem(cell)
            flex.addItem(other).height(10)
        }
        f.container.flex.layout()
        XCTAssertEqual(cell.frame, rect(0, 0, 300, 56))
        XCTAssertEqual(other.frame, rect(0, 56, 300, 10))
        f.root.layoutIfNeeded()
        XCTAssertEqual(icon.frame, rect(8, 8, 40, 40))
        XCTAssertEqual(title.frame.minX, 56)
        XCTAssertEqual(title.frame.width, 236)
        // In a row, the cell is as wide as its constraints need.
        f.container.flex.direction(.row).alignItems(.start)
        f.container.flex.layout()
        XCTAssertEqual(cell.frame, rect(0, 0, 64 + title.intrinsicContentSize.width, 56))
    }
}
