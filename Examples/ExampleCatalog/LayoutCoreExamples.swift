import Foundation
import LayoutCore

extension ExampleCatalog {
    /// Examples of plain anchors (NSLayoutAnchor's API on the headless tree).
    public static var layoutCore: [Example] {
        [
            Example(module: "LayoutCore", name: "Card With Anchors") {
                // example: Card With Anchors
                let card = LayoutView()
                card.translatesAutoresizingMaskIntoConstraints = false
                card.backgroundColor = .systemGray6
                let title = Label(text: "Anchors")
                title.font = .preferredFont(forTextStyle: .headline)
                title.adjustsFontForContentSizeCategory = true
                let body = Label(text: "The headless view tree, laid out by our own Auto Layout engine.")
                body.font = .preferredFont(forTextStyle: .body)
                body.adjustsFontForContentSizeCategory = true
                body.numberOfLines = 0
                for label in [title, body] {
                    card.addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.backgroundColor = .systemYellow
                }
                LayoutConstraint.activate([
                    card.widthAnchor.constraint(equalToConstant: 240),
                    title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                    title.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
                    title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                    body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                    body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
                    body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
                ])
                // end example
                return card
            }
        ]
    }
}
