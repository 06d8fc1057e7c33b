import FixFlexKit
import Foundation
import LayoutCore

extension ExampleCatalog {
    /// Fill Parent With Inset, Pin To Parent Trailing Bottom, Center In Parent, Center Label In Parent,
    /// Vertically Center Two Labels.
    static var fixFlexBasics: [Example] {
        [
            Example(module: "FixFlexKit", name: "Fill Parent With Inset") {
                // example: Fill Parent With Inset
                let child = LayoutView()
                child.backgroundColor = .systemYellow

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(child)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
                parent.heightAnchor.constraint(equalToConstant: 100).isActive = true

                parent.fx.hstack(
                    Fix(15),
                    Flex(child),
                    Fix(15)
                )

                parent.fx.vstack(
                    Fix(15),
                    Flex(child),
                    Fix(15)
                )
                // end example
                name(["parent": parent, "child": child])
                return parent
            },
            Example(module: "FixFlexKit", name: "Pin To Parent Trailing Bottom") {
                // example: Pin To Parent Trailing Bottom
                let child = LayoutView()
                child.backgroundColor = .systemYellow

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(child)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
                parent.heightAnchor.constraint(equalToConstant: 100).isActive = true

                parent.fx.hstack(
                    Flex(),
                    Fix(child, 100),
                    Fix(15)
                )

                parent.fx.vstack(
                    Flex(),
                    Fix(child, 50),
                    Fix(15)
                )
                // end example
                name(["parent": parent, "child": child])
                return parent
            },
            Example(module: "FixFlexKit", name: "Center In Parent") {
                // example: Center In Parent
                let child = LayoutView()
                child.backgroundColor = .systemYellow

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(child)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
                parent.heightAnchor.constraint(equalToConstant: 100).isActive = true

                parent.fx.hstack(
                    Fill(),
                    Fix(child, 100),
                    Fill()
                )

                parent.fx.vstack(
                    Fill(),
                    Fix(child, 50),
                    Fill()
                )
                // end example
                name(["parent": parent, "child": child])
                return parent
            },
            Example(module: "FixFlexKit", name: "Center Label In Parent") {
                // example: Center Label In Parent
                let label = Label()
                label.text = "topLabel"
                label.font = .preferredFont(forTextStyle: .title1)
                label.adjustsFontForContentSizeCategory = true
                label.backgroundColor = .systemYellow

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(label)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
                parent.heightAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.hstack(
                    Fill(),
                    Flex(label),
                    Fill()
                )

                parent.fx.vstack(
                    Fill(),
                    Flex(label),
                    Fill()
                )
                // end example
                name(["parent": parent, "label": label])
                return parent
            },
            Example(module: "FixFlexKit", name: "Vertically Center Two Labels") {
                // example: Vertically Center Two Labels
                let topLabel = Label()
                topLabel.text = "topLabel"
                topLabel.font = .preferredFont(forTextStyle: .title1)
                topLabel.adjustsFontForContentSizeCategory = true
                topLabel.backgroundColor = .systemYellow

                let bottomLabel = Label()
                bottomLabel.text = "bottomLabel"
                bottomLabel.font = .preferredFont(forTextStyle: .caption1)
                bottomLabel.adjustsFontForContentSizeCategory = true
                bottomLabel.backgroundColor = .systemOrange

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(topLabel)
                parent.addSubview(bottomLabel)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
                parent.heightAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.hstack(Flex([topLabel, bottomLabel]))

                parent.fx.vstack(
                    Fill(),
                    Flex(topLabel),
                    Fix(5),
                    Flex(bottomLabel),
                    Fill()
                )
                // end example
                name(["parent": parent, "topLabel": topLabel, "bottomLabel": bottomLabel])
                return parent
            },
        ]
    }
}
