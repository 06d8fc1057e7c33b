import Foundation
import LayoutCore
import StackKit

extension ExampleCatalog {
    static var stackKitLayout: [Example] {
        stackKitAlignment + stackKitStacks + stackKitModifiers
    }

    static var stackKitAlignment: [Example] {
        [
            Example(module: "StackKit", name: "Alignment & Insets") {
                // example: Alignment & Insets
                let container = LayoutView()
                container.backgroundColor = .systemGray6
                container.layoutMargins = EdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
                let stack = StackView()
                stack.axis = .vertical
                container.addSubview(stack)

                let titleLabel = Label(text: "Centered Title")
                let avatarView = ImageView(image: Image(size: CGSize(width: 48, height: 48), color: .systemPink))
                let caption = Label(text: "Caption")
                let heroImage = ImageView(image: Image(size: CGSize(width: 320, height: 80), color: .systemTeal))

                stack.tl.add {
                    titleLabel
                        .aligned(.centerX)
                    avatarView
                        .inset(by: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
                    // Transforms are composable:
                    caption
                        .inset(by: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
                        .aligned(.right)
                    heroImage
                        .outset(to: container)  // pin transverse edges to ancestor
                        .margins(alignedWith: container)  // align layout margins with ancestor
                }
                // end example
                stackKitName(titleLabel, "titleLabel")
                stackKitName(avatarView, "avatarView")
                stackKitName(caption, "caption")
                stackKitName(heroImage, "heroImage")
                return stackKitStage(container, around: stack, inset: 12)
            },
            Example(module: "StackKit", name: "Batch Array Alignment") {
                // example: Batch Array Alignment
                let cell1 = stackKitBox("cell1", .systemGray4, height: 44)
                let cell2 = stackKitBox("cell2", .systemGray5, height: 44)
                let cell3 = stackKitBox("cell3", .systemGray4, height: 44)

                let stack = StackView()
                stack.axis = .vertical
                stack.spacing = 4
                stack.tl.add {
                    [cell1, cell2, cell3]
                        .aligned(.fillHorizontal)
                        .inset(by: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
                }
                // end example
                return stackKitStage(stack)
            },
        ]
    }

    static var stackKitStacks: [Example] {
        [
            Example(module: "StackKit", name: "ScrollingStackView") {
                // example: ScrollingStackView
                let contentBody = Label(text: "The body of the page, which wraps over as many lines as it needs.")
                contentBody.numberOfLines = 0

                let scrollView = ZDTLScrollingStackView()
                scrollView.add {
                    "Section Header"
                    16
                    StackView.tl.hairline
                    8
                    contentBody
                    StackView.tl.flexibleSpace
                }
                // end example
                stackKitName(contentBody, "contentBody")
                scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                return scrollView
            },
            Example(module: "StackKit", name: "VStack") {
                // example: VStack
                let headerLabel = Label(text: "Header")
                headerLabel.font = .preferredFont(forTextStyle: .headline)
                headerLabel.adjustsFontForContentSizeCategory = true
                let bodyLabel = Label(text: "Body")
                bodyLabel.font = .preferredFont(forTextStyle: .body)
                bodyLabel.adjustsFontForContentSizeCategory = true

                let vStack = ZDTLStackUI.VStack(spacing: 8) {
                    headerLabel
                    bodyLabel
                    Spacer()
                }
                // end example
                stackKitName(headerLabel, "headerLabel")
                stackKitName(bodyLabel, "bodyLabel")
                return stackKitStage(vStack, height: 160)
            },
            Example(module: "StackKit", name: "HStack") {
                // example: HStack
                let iconView = ImageView(image: Image(size: CGSize(width: 32, height: 32), color: .systemBlue))
                let textLabel = Label(text: "Inbox")
                let badgeLabel = Label(text: "12")
                badgeLabel.backgroundColor = .systemRed

                let hStack = ZDTLStackUI.HStack(alignment: .center, spacing: 12) {
                    iconView
                    textLabel
                    ZDTLStackUI.Spacer(minWidth: 20)
                    badgeLabel
                }
                // end example
                stackKitName(iconView, "iconView")
                stackKitName(textLabel, "textLabel")
                stackKitName(badgeLabel, "badgeLabel")
                return stackKitStage(hStack)
            },
        ]
    }

    static var stackKitModifiers: [Example] {
        [
            Example(module: "StackKit", name: "View Modifiers") {
                // example: View Modifiers
                let myView = LayoutView()
                myView.backgroundColor = .systemMint
                myView.tl
                    .width(200)
                    .height(44)

                // or return the view for non-chaining use:
                let otherView = LayoutView()
                let configuredView = otherView.tl.width(120)
                configuredView.backgroundColor = .systemOrange

                // StackView modifiers:
                let stackView = StackView(arrangedSubviews: [myView, otherView])
                stackView.tl
                    .axis(.vertical)
                    .spacing(8)
                    .distribution(.fillEqually)
                // end example
                stackView.alignment = .leading
                stackKitName(myView, "myView")
                stackKitName(otherView, "otherView")
                return stackKitStage(stackView)
            },
            Example(module: "StackKit", name: "Visibility Binding") {
                // example: Visibility Binding
                let someView = stackKitBox("someView", .systemBlue, height: 30)
                let v1 = stackKitBox("v1", .systemGreen, height: 30)
                let v2 = stackKitBox("v2", .systemYellow, height: 30)
                let spacerView = stackKitBox("spacerView", .systemGray4, height: 10)
                let allView = stackKitBox("allView", .systemGray3, height: 10)
                let anyView = stackKitBox("anyView", .systemGray2, height: 10)

                spacerView.tl.bindVisible(to: someView)  // mirrors isHidden
                allView.tl.bindVisible(toAllVisible: [v1, v2])  // hidden if any is hidden
                anyView.tl.bindVisible(toAnyVisible: [v1, v2])  // hidden if all are hidden

                v2.isHidden = true
                let stack = VStack(spacing: 4) {
                    someView
                    spacerView
                    v1
                    v2
                    allView
                    anyView
                }
                // end example
                return stackKitStage(stack)
            },
        ]
    }
}
