import FixFlexKit
import Foundation
import LayoutCore

extension ExampleCatalog {
    /// The examples of FixFlex's newest API: overflow (a `nil` offset leaves a side unpinned) and overlap
    /// (negative `spacingBefore`). The README shows only their stacks; the views are made in the
    /// style of its other examples.
    static var fixFlexEdges: [Example] {
        [
            Example(module: "FixFlexKit", name: "Overflow Using Nil Offsets") {
                // example: Overflow Using Nil Offsets
                let leadingOverflowLabel = Label()
                leadingOverflowLabel.text = "Leading overflow label"
                leadingOverflowLabel.font = .preferredFont(forTextStyle: .title1)
                leadingOverflowLabel.adjustsFontForContentSizeCategory = true
                leadingOverflowLabel.backgroundColor = .systemYellow

                let trailingOverflowLabel = Label()
                trailingOverflowLabel.text = "Trailing overflow label"
                trailingOverflowLabel.font = .preferredFont(forTextStyle: .title1)
                trailingOverflowLabel.adjustsFontForContentSizeCategory = true
                trailingOverflowLabel.backgroundColor = .systemOrange

                let container = LayoutView()
                container.translatesAutoresizingMaskIntoConstraints = false
                container.backgroundColor = .systemMint
                container.addSubview(leadingOverflowLabel)
                container.addSubview(trailingOverflowLabel)

                container.widthAnchor.constraint(equalToConstant: 200).isActive = true

                container.fx.vstack(
                    Fix(10),
                    Flex(leadingOverflowLabel),
                    Fix(10),
                    Flex(trailingOverflowLabel),
                    Fix(10)
                )

                container.fx.hstack(
                    startOffset: nil,
                    Flex(leadingOverflowLabel)
                )

                container.fx.hstack(
                    endOffset: nil,
                    Flex(trailingOverflowLabel)
                )
                // end example
                name([
                    "container": container, "leadingOverflowLabel": leadingOverflowLabel,
                    "trailingOverflowLabel": trailingOverflowLabel,
                ])
                return container
            },
            Example(module: "FixFlexKit", name: "Overlap Using Spacing Before") {
                // example: Overlap Using Spacing Before
                let first = LayoutView()
                first.backgroundColor = .systemRed.withAlphaComponent(0.5)

                let second = LayoutView()
                second.backgroundColor = .systemGreen.withAlphaComponent(0.5)

                let third = LayoutView()
                third.backgroundColor = .systemBlue.withAlphaComponent(0.5)

                let parent = LayoutView()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.backgroundColor = .systemMint
                parent.addSubview(first)
                parent.addSubview(second)
                parent.addSubview(third)

                parent.widthAnchor.constraint(equalToConstant: 200).isActive = true
                parent.heightAnchor.constraint(equalToConstant: 100).isActive = true

                parent.fx.hstack(
                    Fill(),
                    Fix(first, 60),
                    Fix(second, 60).spacingBefore(-20),
                    Fix(third, 60).spacingBefore(-20),
                    Fill()
                )

                parent.fx.vstack(
                    Fill(),
                    Fix([first, second, third], 60),
                    Fill()
                )
                // end example
                name(["parent": parent, "first": first, "second": second, "third": third])
                return parent
            },
        ]
    }
}
