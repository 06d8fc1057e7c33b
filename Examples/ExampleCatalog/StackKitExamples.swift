import Foundation
import LayoutCore
import StackKit

extension ExampleCatalog {
    /// Examples of StackKit: every Stackable, ScrollingStackView, VStack/HStack, modifier and
    /// visibility example of ZDTinyLayout's README, with `StackView` for `UIStackView`.
    public static var stackKit: [Example] {
        stackKitBasics + stackKitSpaces + stackKitHairlines + stackKitHairlineStyles + stackKitLayout
    }

    static var stackKitBasics: [Example] {
        [
            Example(module: "StackKit", name: "Adding Items to a Stack View") {
                // example: Adding Items to a Stack View
                let someView = LayoutView()
                someView.backgroundColor = .systemTeal
                someView.tl.height(44)

                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    "Hello World!"
                    20
                    someView
                    StackView.tl.hairline
                    StackView.tl.flexibleSpace
                }
                // end example
                stackKitName(someView, "someView")
                return stackKitStage(stack, height: 200)
            },
            Example(module: "StackKit", name: "Adding Arrays") {
                // example: Adding Arrays
                let titleLabel = Label(text: "Title")
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                titleLabel.adjustsFontForContentSizeCategory = true
                let bodyLabel = Label(text: "Body text that wraps when it does not fit on one line.")
                bodyLabel.font = .preferredFont(forTextStyle: .body)
                bodyLabel.adjustsFontForContentSizeCategory = true
                bodyLabel.numberOfLines = 0
                let footerView = LayoutView()
                footerView.backgroundColor = .systemGray5
                footerView.tl.height(30)

                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add([
                    titleLabel,
                    8,
                    bodyLabel,
                    20,
                    footerView,
                ])
                // end example
                stackKitName(titleLabel, "titleLabel")
                stackKitName(bodyLabel, "bodyLabel")
                stackKitName(footerView, "footerView")
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Built-in Type Support") {
                // example: Built-in Type Support
                let stack = StackView()
                stack.axis = .vertical
                stack.alignment = .leading
                stack.spacing = 8
                stack.tl.add {
                    "Plain String"  // creates a Label
                    NSAttributedString(string: "Styled Text")  // creates a Label
                    Image(named: "icon")  // creates an ImageView
                }
                // end example
                return stackKitStage(stack)
            },
        ]
    }
}

// MARK: Staging (outside the examples' code)

/// Names a view for the gallery and the tests.
func stackKitName(_ view: LayoutView, _ name: String) {
    view.identifier = name
}

/// A root `width` wide whose content is `content`, pinned to its edges; its height is `height`, or
/// else the content's.
func stackKitStage(_ content: LayoutView, width: CGFloat = 320, height: CGFloat? = nil) -> LayoutView {
    let root = LayoutView()
    root.backgroundColor = .systemBackground
    root.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    stackKitPin(content, in: root, inset: 0)
    root.tl.width(width)
    if let height { root.tl.height(height) }
    return root
}

/// A root `width` wide that is `container`, with `content` (already inside it) pinned `inset` in from its edges.
func stackKitStage(_ container: LayoutView, around content: LayoutView, inset: CGFloat, width: CGFloat = 320)
    -> LayoutView
{
    container.translatesAutoresizingMaskIntoConstraints = false
    stackKitPin(content, in: container, inset: inset)
    container.tl.width(width)
    return container
}

private func stackKitPin(_ content: LayoutView, in container: LayoutView, inset: CGFloat) {
    content.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
        content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
        content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
    ])
}

// helper: stackKitBox
/// A colored box for the examples, `height` tall.
func stackKitBox(_ name: String, _ color: Color, height: CGFloat) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    view.backgroundColor = color
    view.tl.height(height)
    return view
}
// end helper
