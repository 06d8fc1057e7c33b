import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// A view that positions its subviews by hand, as flex containers do.
private final class ColumnView: LayoutView {
    var passes = 0

    override func layoutSubviews() {
        passes += 1
        var y: CGFloat = 0
        for subview in subviews {
            subview.frame = CGRect(x: 0, y: y, width: bounds.width, height: 20)
            y += 20
        }
    }
}

final class LayoutPassTests: XCTestCase {
    func testLayoutSubviewsRunsAfterConstraintsAndOnlyWhenNeeded() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.displayScale = 1
        let column = ColumnView()
        root.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            column.topAnchor.constraint(equalTo: root.topAnchor), column.widthAnchor.constraint(equalToConstant: 100),
            column.heightAnchor.constraint(equalToConstant: 100),
        ])
        let rows = (0..<3).map { _ in LayoutView() }
        for row in rows { column.addSubview(row) }
        // A constrained view inside a hand-positioned row follows its row's frame.
        let dot = LayoutView()
        rows[1].addSubview(dot)
        dot.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            dot.trailingAnchor.constraint(equalTo: rows[1].trailingAnchor),
            dot.centerYAnchor.constraint(equalTo: rows[1].centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 6), dot.heightAnchor.constraint(equalToConstant: 6),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(column.passes, 1)
        XCTAssertEqual(rows[2].frame, CGRect(x: 0, y: 40, width: 100, height: 20))
        XCTAssertEqual(dot.frame, CGRect(x: 94, y: 7, width: 6, height: 6))
        root.layoutIfNeeded()
        XCTAssertEqual(column.passes, 1, "nothing changed")
        column.constraints.first { $0.firstAttribute == .width }?.constant = 150
        root.layoutIfNeeded()
        XCTAssertEqual(column.passes, 2, "its size changed")
        XCTAssertEqual(dot.frame.minX, 144)
    }

    func testFittingSizeUsesPriorities() {
        let card = LayoutView()
        let label = Label(text: "one two three four five six seven eight")
        label.numberOfLines = 0
        card.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let natural = card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        XCTAssertEqual(natural.width, label.intrinsicContentSize.width + 20, accuracy: 0.34)
        XCTAssertEqual(natural.height, label.intrinsicContentSize.height + 20, accuracy: 0.34)
        let narrow = card.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(narrow.width, 120)
        let lines = label.textLayout(width: 100).lines.count
        XCTAssertGreaterThan(lines, 2)
        XCTAssertEqual(
            narrow.height, (CGFloat(lines) * label.font.lineHeight * 3).rounded(.up) / 3 + 20, accuracy: 0.34)
        XCTAssertEqual(card.frame, .zero, "fitting does not lay the view out")
    }

    func testCustomGuidesAndTheirRemoval() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        root.addLayoutGuide(guide)
        let view = LayoutView()
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
            view.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 0, width: 50, height: 1))
        XCTAssertEqual(view.frame.minX, 50)
        XCTAssertTrue(root.layoutGuides.contains { $0 === guide })
        root.removeLayoutGuide(guide)
        XCTAssertFalse(constraints[4].isActive)
        XCTAssertTrue(constraints[5].isActive)
        XCTAssertTrue(root.layoutGuides.isEmpty)
        root.layoutIfNeeded()
    }

    func testConstraintsAffectingLayoutIncludeIntrinsicSize() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(text: "text")
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        LayoutConstraint.activate([leading, label.topAnchor.constraint(equalTo: root.topAnchor)])
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(horizontal.contains { $0 === leading })
        XCTAssertEqual(horizontal.count, 3, "leading, hugging and compression resistance: \(horizontal)")
        XCTAssertEqual(label.constraintsAffectingLayout(for: .vertical).count, 3)
    }

    func testSVGShowsViewsColorsAndText() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        root.backgroundColor = .systemMint
        let label = Label(text: "Hi <you>")
        label.frame = CGRect(x: 10, y: 10, width: 80, height: 21)
        label.backgroundColor = .systemYellow
        root.addSubview(label)
        let hidden = LayoutView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.backgroundColor = .systemRed
        hidden.isHidden = true
        root.addSubview(hidden)
        let svg = SVGRenderer().render(root)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"60\""))
        XCTAssertTrue(svg.contains("fill=\"\(Color.systemMint.hexString)\""))
        XCTAssertTrue(
            svg.contains(
                "<rect x=\"10\" y=\"10\" width=\"80\" height=\"21\" fill=\"\(Color.systemYellow.hexString)\"/>"))
        XCTAssertTrue(svg.contains(">Hi &lt;you&gt;</text>"))
        XCTAssertFalse(svg.contains(Color.systemRed.hexString))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    }

    func testHierarchyDescriptionIsStable() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.identifier = "parent"
        let label = Label(text: "topLabel")
        label.identifier = "title"
        label.frame = CGRect(x: 15, y: 15, width: 98, height: 20 + 1.0 / 3)
        root.addSubview(label)
        let hidden = LayoutView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        hidden.isHidden = true
        root.addSubview(hidden)
        XCTAssertEqual(
            root.hierarchyDescription(),
            """
            LayoutView "parent" (0, 0, 200, 100)
              Label "title" (15, 15, 98, 20.33) text: "topLabel"
              LayoutView (1, 2, 3, 4) hidden
            """)
    }
}
