import FixFlexKit
import Foundation
import LayoutCore

extension ExampleCatalog {
    /// Cell With Icon Title Subtitle And Chevron, Card With Icon Title And Subtitle, Labels Row With Not
    /// Enough Space For Both, Labels Split, Flex Min Max.
    static var fixFlexCells: [Example] {
        [
            Example(module: "FixFlexKit", name: "Cell With Icon Title Subtitle And Chevron") {
                // example: Cell With Icon Title Subtitle And Chevron
                let iconView = LayoutView()
                iconView.backgroundColor = .systemBrown

                let titleLabel = Label()
                titleLabel.text = "Title"
                titleLabel.font = .preferredFont(forTextStyle: .title1)
                titleLabel.adjustsFontForContentSizeCategory = true
                titleLabel.backgroundColor = .systemYellow

                let subtitleLabel = Label()
                subtitleLabel.text = "Subtitle"
                subtitleLabel.font = .preferredFont(forTextStyle: .body)
                subtitleLabel.adjustsFontForContentSizeCategory = true
                subtitleLabel.backgroundColor = .systemOrange

                let chevron = LayoutView()
                chevron.backgroundColor = .systemBlue

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint

                parent.addSubview(iconView)
                parent.addSubview(titleLabel)
                parent.addSubview(subtitleLabel)
                parent.addSubview(chevron)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.hstack(
                    Fix(15),
                    Fix(iconView, 44),
                    Fix(15),
                    Flex([titleLabel, subtitleLabel]),
                    Fix(15),
                    Fix(chevron, 20),
                    Fix(15)
                )

                parent.fx.vstack(
                    Fix(15),
                    Fix(iconView, 44),
                    Flex(min: 15)
                )

                parent.fx.vstack(
                    Fix(15),
                    Flex(titleLabel),
                    Flex(subtitleLabel),
                    Fix(15)
                )

                parent.fx.vstack(
                    Fill(),
                    Fix(chevron, 30),
                    Fill()
                )
                // end example
                name([
                    "parent": parent, "iconView": iconView, "titleLabel": titleLabel, "subtitleLabel": subtitleLabel,
                    "chevron": chevron,
                ])
                return parent
            },
            Example(module: "FixFlexKit", name: "Card With Icon Title And Subtitle") {
                // example: Card With Icon Title And Subtitle
                let iconView = LayoutView()
                iconView.backgroundColor = .systemBrown

                let titleLabel = Label()
                titleLabel.text = "Title"
                titleLabel.font = .preferredFont(forTextStyle: .title1)
                titleLabel.adjustsFontForContentSizeCategory = true
                titleLabel.backgroundColor = .systemYellow
                titleLabel.textAlignment = .center

                let subtitleLabel = Label()
                subtitleLabel.text = "Subtitle"
                subtitleLabel.font = .preferredFont(forTextStyle: .body)
                subtitleLabel.adjustsFontForContentSizeCategory = true
                subtitleLabel.backgroundColor = .systemOrange
                subtitleLabel.textAlignment = .center

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint

                parent.addSubview(iconView)
                parent.addSubview(titleLabel)
                parent.addSubview(subtitleLabel)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.hstack(
                    Fix(5),
                    Flex([iconView, titleLabel, subtitleLabel]),
                    Fix(5)
                )

                parent.fx.vstack(
                    Fix(5),
                    Fix(iconView, 50),
                    Fix(10),
                    Flex(titleLabel),
                    Flex(subtitleLabel),
                    Fix(5)
                )
                // end example
                name(["parent": parent, "iconView": iconView, "titleLabel": titleLabel, "subtitleLabel": subtitleLabel])
                return parent
            },
            Example(module: "FixFlexKit", name: "Labels Row With Not Enough Space For Both") {
                // example: Labels Row With Not Enough Space For Both
                let leftLabel = Label()
                leftLabel.text = "leftLabel"
                leftLabel.font = .preferredFont(forTextStyle: .title1)
                leftLabel.adjustsFontForContentSizeCategory = true
                leftLabel.backgroundColor = .systemYellow

                let rightLabel = Label()
                rightLabel.text = "rightLabel"
                rightLabel.font = .preferredFont(forTextStyle: .title1)
                rightLabel.adjustsFontForContentSizeCategory = true
                rightLabel.backgroundColor = .systemOrange

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(leftLabel)
                parent.addSubview(rightLabel)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.vstack(Flex([leftLabel, rightLabel]))

                parent.fx.hstack(
                    Flex(leftLabel, compressionResistancePriority: .required),
                    Fix(5),
                    Flex(rightLabel)
                )
                // end example
                name(["parent": parent, "leftLabel": leftLabel, "rightLabel": rightLabel])
                return parent
            },
            Example(module: "FixFlexKit", name: "Labels Split") {
                // example: Labels Split
                let label1 = Label()
                label1.text = "L1"
                label1.font = .preferredFont(forTextStyle: .title3)
                label1.adjustsFontForContentSizeCategory = true
                label1.backgroundColor = .systemYellow

                let label2 = Label()
                label2.text = "L2"
                label2.font = .preferredFont(forTextStyle: .title3)
                label2.adjustsFontForContentSizeCategory = true
                label2.backgroundColor = .systemOrange

                let label3 = Label()
                label3.text = "L3"
                label3.font = .preferredFont(forTextStyle: .title3)
                label3.adjustsFontForContentSizeCategory = true
                label3.backgroundColor = .systemBrown

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(label1)
                parent.addSubview(label2)
                parent.addSubview(label3)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.vstack(
                    Fix(5),
                    Flex([label1, label2, label3]),
                    Fix(5)
                )

                parent.fx.hstack(
                    Fix(5),
                    Fill(label1, weight: 2),
                    Fix(5),
                    Fill(label2),
                    Fix(5),
                    Fill(label3),
                    Fix(5)
                )
                // end example
                name(["parent": parent, "label1": label1, "label2": label2, "label3": label3])
                return parent
            },
            Example(module: "FixFlexKit", name: "Flex Min Max") {
                // example: Flex Min Max
                let label1 = Label()
                label1.text = "Elit Aenean"
                label1.font = .preferredFont(forTextStyle: .title1)
                label1.adjustsFontForContentSizeCategory = true
                label1.backgroundColor = .systemYellow

                let label2 = Label()
                label2.text = "Elit Aenean"
                label2.font = .preferredFont(forTextStyle: .title1)
                label2.adjustsFontForContentSizeCategory = true
                label2.backgroundColor = .systemOrange

                let label3 = Label()
                label3.text = "Elit Aenean"
                label3.font = .preferredFont(forTextStyle: .title1)
                label3.adjustsFontForContentSizeCategory = true
                label3.backgroundColor = .systemBrown

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(label1)
                parent.addSubview(label2)
                parent.addSubview(label3)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true

                parent.fx.vstack(
                    Fix(5),
                    Flex(label1),
                    Flex(label2),
                    Flex(label3),
                    Fix(5)
                )

                parent.fx.hstack(
                    Fix(5),
                    Flex(label1),
                    Flex(),
                    Fix(5)
                )

                parent.fx.hstack(
                    Fix(5),
                    Flex(label2, min: 175),
                    Flex(),
                    Fix(5)
                )

                parent.fx.hstack(
                    Fix(5),
                    Flex(label3, max: 100),
                    Flex(),
                    Fix(5)
                )
                // end example
                name(["parent": parent, "label1": label1, "label2": label2, "label3": label3])
                return parent
            },
        ]
    }
}
