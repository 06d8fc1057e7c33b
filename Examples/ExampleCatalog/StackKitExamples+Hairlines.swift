import Foundation
import LayoutCore
import StackKit

extension ExampleCatalog {
    static var stackKitHairlines: [Example] {
        [
            Example(module: "StackKit", name: "Hairlines") {
                // example: Hairlines
                let view = stackKitBox("view", .systemYellow, height: 40)

                let stack = StackView()
                stack.axis = .vertical
                stack.spacing = 8
                stack.tl.add {
                    view
                    StackView.tl.hairline  // simple hairline
                    StackView.tl.hairline(after: view)  // after a specific view
                    StackView.tl.hairline(before: view)  // before a specific view
                    StackView.tl.hairline(around: view)  // above and below
                }
                // end example
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Hairlines Between Cells") {
                // example: Hairlines Between Cells
                let cells: [LayoutView] = [
                    stackKitBox("cell1", .systemGray5, height: 44),
                    stackKitBox("cell2", .systemGray6, height: 44),
                    stackKitBox("cell3", .systemGray5, height: 44),
                ]
                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    cells
                    // Hairlines between adjacent visible cells
                    StackView.tl.hairlines(between: cells)
                }
                // end example
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Hairlines After Cells") {
                // example: Hairlines After Cells
                let cells: [LayoutView] = [
                    stackKitBox("cell1", .systemGray5, height: 44),
                    stackKitBox("cell2", .systemGray6, height: 44),
                    stackKitBox("cell3", .systemGray5, height: 44),
                ]
                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    cells
                    // Hairlines after each visible cell
                    StackView.tl.hairlines(after: cells)
                }
                // end example
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Hairlines Around Cells") {
                // example: Hairlines Around Cells
                let cells: [LayoutView] = [
                    stackKitBox("cell1", .systemGray5, height: 44),
                    stackKitBox("cell2", .systemGray6, height: 44),
                    stackKitBox("cell3", .systemGray5, height: 44),
                ]
                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    cells
                    // Hairlines above the first and below each visible cell
                    StackView.tl.hairlines(around: cells)
                }
                // end example
                return stackKitStage(stack)
            },
        ]
    }

    static var stackKitHairlineStyles: [Example] {
        [
            Example(module: "StackKit", name: "Hairline Alignment") {
                // example: Hairline Alignment
                let ancestorView = LayoutView()
                ancestorView.backgroundColor = .systemGray6
                let stack = StackView()
                stack.axis = .vertical
                stack.spacing = 8
                ancestorView.addSubview(stack)
                stack.tl.add {
                    "Padded"
                    StackView.tl.hairline
                        .inset(by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))  // padded
                    "Outset"
                    StackView.tl.hairline
                        .inset(by: EdgeInsets(top: 0, left: -10, bottom: 0, right: -10))  // outset
                    "Pinned to the ancestor"
                    StackView.tl.hairline
                        .outset(to: ancestorView)  // pin transverse-axis edges to an ancestor
                }
                // end example
                return stackKitStage(ancestorView, around: stack, inset: 20)
            },
            Example(module: "StackKit", name: "Hairline Modifiers") {
                // example: Hairline Modifiers
                let stack = StackView()
                stack.axis = .vertical
                stack.spacing = 8
                stack.tl.add {
                    "Above"
                    StackView.tl.hairline
                        .color(.lightGray)
                        .thickness(2)
                        .inset(by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
                    "Below"
                }
                // end example
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Hairline Defaults") {
                // example: Hairline Defaults
                StackView.tl.hairlineColor = .separator  // global
                StackView.tl.hairlineThickness = 1.0  // global

                let globalStack = StackView()
                globalStack.axis = .vertical
                globalStack.tl.add {
                    "Global defaults"
                    StackView.tl.hairline
                }

                let stackView = StackView()
                stackView.axis = .vertical
                stackView.tl.hairlineColor = .red  // per-instance override
                stackView.tl.hairlineThickness = 2  // per-instance override
                stackView.tl.add {
                    "Per-instance defaults"
                    StackView.tl.hairline
                    "Per-hairline values"
                    StackView.tl.hairline.color(.systemBlue).thickness(4)
                }
                // end example
                StackView.tl.hairlineColor = nil
                StackView.tl.hairlineThickness = nil
                return stackKitStage(
                    VStack(spacing: 16) {
                        globalStack
                        stackView
                    })
            },
            Example(module: "StackKit", name: "Hairline Provider") {
                // example: Hairline Provider
                let stackView = StackView()
                stackView.axis = .vertical
                stackView.tl.hairlineProvider = { stackView in
                    let customView = LayoutView()
                    customView.backgroundColor = .systemRed
                    customView.tl.height(3)  // apply any custom styling…
                    return customView
                }
                stackView.tl.add {
                    "From this stack's provider"
                    StackView.tl.hairline
                }

                // Global default for all stack views:
                StackView.tl.hairlineProvider = { _ in
                    let customView = LayoutView()
                    customView.backgroundColor = .systemPurple
                    customView.tl.height(5)
                    return customView
                }
                let otherStack = StackView()
                otherStack.axis = .vertical
                otherStack.tl.add {
                    "From the global provider"
                    StackView.tl.hairline
                }
                // end example
                StackView.tl.hairlineProvider = nil
                return stackKitStage(
                    VStack(spacing: 16) {
                        stackView
                        otherStack
                    })
            },
        ]
    }
}
