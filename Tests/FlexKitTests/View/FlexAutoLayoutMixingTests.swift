import FlexKit
import LayoutCore
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

    func testContainerPlacedByConstraintsGetsItsHeightFromTheFlexLayout() {
        let host = container(320, 600, "host")
        let card = named("card")
        let label = Label(text: "A card whose text wraps at the width its constraints give it")
        label.numberOfLines = 0
        label.identifier = "label"
        let below = named("below")
        card.flex.padding(16).define { flex in
            flex.addItem(label)
            flex.addItem().height(2).marginTop(8).view?.identifier = "rule"
        }
        host.addSubview(card)
        host.addSubview(below)
        card.translatesAutoresizingMaskIntoConstraints = false
        below.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
            below.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 4),
            below.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 50),
        ]
        LayoutConstraint.activate(constraints)
        host.layoutIfNeeded()

        let textHeight = label.sizeThatFits(CGSize(width: 248, height: CGFloat.greatestFiniteMagnitude)).height
        let height = 16 + textHeight + 8 + 2 + 16
        assertFrames(
            host,
            [
                "card": rect(20, 10, 280, height),
                "label": rect(16, 16, 248, textHeight),
                "rule": rect(16, 16 + textHeight + 8, 248, 2),
                "below": rect(0, 10 + height + 4, 50, 50),
            ])
        XCTAssertEqual(card.intrinsicContentSize.height, height)
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        XCTAssertEqual(constraints[0].constant, 20)

        // A text change lays the card and what hangs below it out again.
        label.text = "Short"
        host.layoutIfNeeded()
        let shortHeight = label.sizeThatFits(CGSize(width: 248, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(card.frame, rect(20, 10, 280, 16 + shortHeight + 26))
        XCTAssertEqual(below.frame.minY, 10 + 16 + shortHeight + 26 + 4)
    }

    func testSystemLayoutSizeFittingOfACellWithAFlexContainer() {
        let cell = LayoutView()
        let content = LayoutView()
        content.flex.direction(.row).padding(8).define { flex in
            flex.addItem(SizedView(40, 40, "icon"))
            flex.addItem(SizedView(100, 24, "title")).marginLeft(8)
        }
        cell.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            content.topAnchor.constraint(equalTo: cell.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ]
        LayoutConstraint.activate(constraints)
        let size = cell.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        XCTAssertEqual(size, CGSize(width: 164, height: 56))
    }

    func testHuggingOfAFlexContainerBesideALabel() {
        let host = container(300, 100, "host")
        let badge = named("badge")
        badge.flex.direction(.row).padding(4).define { flex in
            flex.addItem(SizedView(30, 12, "dot"))
        }
        let title = Label(text: "Title")
        title.identifier = "title"
        for view in [badge, title] as [LayoutView] {
            host.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            badge.topAnchor.constraint(equalTo: host.topAnchor),
            title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            title.topAnchor.constraint(equalTo: host.topAnchor),
        ])
        host.layoutIfNeeded()
        XCTAssertEqual(badge.frame, rect(0, 0, 38, 20))
        XCTAssertEqual(title.frame.minX, 46)
        XCTAssertEqual(title.frame.width, 254)
        XCTAssertEqual(host.subviews[0].subviews[0].frame, rect(4, 4, 30, 12))
    }

    func testAViewLaidOutByConstraintsIsAFlexItem() {
        let root = container(300, 400)
        let tile = named("tile")
        let caption = Label(text: "Caption text that is long enough to wrap in the tile")
        caption.numberOfLines = 0
        caption.identifier = "caption"
        tile.addSubview(caption)
        caption.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            caption.leadingAnchor.constraint(equalTo: tile.leadingAnchor, constant: 10),
            caption.trailingAnchor.constraint(equalTo: tile.trailingAnchor, constant: -10),
            caption.topAnchor.constraint(equalTo: tile.topAnchor, constant: 6),
            caption.bottomAnchor.constraint(equalTo: tile.bottomAnchor, constant: -6),
        ]
        LayoutConstraint.activate(constraints)
        let after = named("after")
        root.flex.padding(20).define { flex in
            flex.addItem(tile)
            flex.addItem(after).height(10)
        }
        root.flex.layout()
        root.layoutIfNeeded()
        let textHeight = caption.sizeThatFits(CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertGreaterThan(textHeight, caption.sizeThatFits(CGSize(width: 1000, height: 100)).height)
        assertFrames(
            root,
            [
                "tile": rect(20, 20, 260, textHeight + 12),
                "caption": rect(10, 6, 240, textHeight),
                "after": rect(20, 32 + textHeight, 260, 10),
            ])
        XCTAssertEqual(tile.constraints.count, 4)
    }

    func testAConstrainedItemInARowIsMeasuredAtMostTheSpaceLeft() {
        let root = container(200, 100)
        let pill = LayoutView()
        pill.identifier = "pill"
        let text = Label(text: "Pill")
        pill.addSubview(text)
        text.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: pill.leadingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: pill.trailingAnchor, constant: -12),
            text.centerYAnchor.constraint(equalTo: pill.centerYAnchor),
            pill.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.flex.direction(.row).alignItems(.start).define { flex in
            flex.addItem(pill)
        }
        root.flex.layout()
        XCTAssertEqual(pill.frame, rect(0, 0, text.intrinsicContentSize.width + 24, 30))
    }
}

/// Percentages inside a container placed by constraints are not reported while the engine measures it.
final class FlexAutoLayoutPercentTests: XCTestCase {
    func testMeasuringWithAnOpenWidthIsNotReported() {
        let host = container(300, 300, "host")
        let box = named("box")
        let half = named("half")
        box.flex.direction(.row).define { flex in
            flex.addItem(half).width(50%).height(20)
        }
        host.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let (_, diagnostics) = LayoutDiagnostics.collect {
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                box.topAnchor.constraint(equalTo: host.topAnchor),
            ])
            host.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(box.frame, rect(0, 0, 300, 20))
        XCTAssertEqual(half.frame, rect(0, 0, 150, 20))
    }
}
