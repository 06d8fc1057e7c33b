import FixFlexKit
import Foundation
import LayoutCore

extension ExampleCatalog {
    /// Put Between Anchors, Put Between Anchors Absolute, Shadow Using Match.
    static var fixFlexAnchors: [Example] {
        [
            Example(module: "FixFlexKit", name: "Put Between Anchors") {
                // example: Put Between Anchors
                let label = Label()
                label.text = "Green Red"
                label.font = .preferredFont(forTextStyle: .title1)
                label.adjustsFontForContentSizeCategory = true
                label.backgroundColor = .systemYellow

                let leadingView = LayoutView()
                leadingView.backgroundColor = .systemGreen.withAlphaComponent(0.5)

                let trailingView = LayoutView()
                trailingView.backgroundColor = .systemRed.withAlphaComponent(0.5)

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(label)
                parent.addSubview(leadingView)
                parent.addSubview(trailingView)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.vstack(Flex([label, leadingView, trailingView]))

                parent.fx.hstack(
                    Fill(),
                    Flex(label),
                    Fill()
                )

                parent.fx.hstack(
                    startAnchor: label.leadingAnchor,
                    endAnchor: label.trailingAnchor,
                    Fix(leadingView, 20),
                    Flex(),
                    Fix(trailingView, 20)
                )
                // end example
                name(["parent": parent, "label": label, "leadingView": leadingView, "trailingView": trailingView])
                return parent
            },
            Example(module: "FixFlexKit", name: "Put Between Anchors Absolute") {
                // example: Put Between Anchors Absolute
                let label = Label()
                label.text = "Green Red"
                label.font = .preferredFont(forTextStyle: .title1)
                label.adjustsFontForContentSizeCategory = true
                label.backgroundColor = .systemYellow

                let leadingView = LayoutView()
                leadingView.backgroundColor = .systemGreen.withAlphaComponent(0.5)

                let trailingView = LayoutView()
                trailingView.backgroundColor = .systemRed.withAlphaComponent(0.5)

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(label)
                parent.addSubview(leadingView)
                parent.addSubview(trailingView)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.vstack(Flex([label, leadingView, trailingView]))

                parent.fx.hstack(
                    Fill(),
                    Flex(label),
                    Fill()
                )

                parent.fx.hstack(
                    startAnchor: label.leftAnchor,
                    endAnchor: label.rightAnchor,
                    useAbsolutePositioning: true,
                    Fix(leadingView, 20),
                    Flex(),
                    Fix(trailingView, 20)
                )
                // end example
                name(["parent": parent, "label": label, "leadingView": leadingView, "trailingView": trailingView])
                return parent
            },
            Example(module: "FixFlexKit", name: "Shadow Using Match") {
                // example: Shadow Using Match
                let label = Label()
                label.text = "Lorem Ipsum"
                label.font = .preferredFont(forTextStyle: .title1)
                label.adjustsFontForContentSizeCategory = true
                label.backgroundColor = .systemYellow

                let matchView = LayoutView()
                matchView.backgroundColor = .systemRed.withAlphaComponent(0.5)

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint

                parent.addSubview(matchView)
                parent.addSubview(label)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
                parent.heightAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.vstack(
                    Fill(),
                    Flex(label),
                    Fill()
                )

                parent.fx.hstack(
                    Fill(),
                    Flex(label),
                    Fill()
                )

                parent.fx.vstack(
                    startAnchor: label.topAnchor,
                    Fix(10),
                    Match(matchView, dimension: label.heightAnchor),
                    Flex()
                )

                parent.fx.hstack(
                    startAnchor: label.leadingAnchor,
                    Fix(10),
                    Match(matchView, dimension: label.widthAnchor),
                    Flex()
                )
                // end example
                name(["parent": parent, "label": label, "matchView": matchView])
                return parent
            },
        ]
    }
}
