import Foundation
import LayoutCore
import StackKit

extension ExampleCatalog {
    static var stackKitSpaces: [Example] {
        [
            Example(module: "StackKit", name: "Smart Spacing") {
                // example: Smart Spacing
                let headerView = LayoutView()
                headerView.backgroundColor = .systemBlue
                headerView.tl.height(40)
                let contentView = LayoutView()
                contentView.backgroundColor = .systemGreen
                contentView.tl.height(80)

                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    headerView
                    16  // visible when headerView is visible
                    contentView
                    20  // visible when contentView is visible
                }
                // end example
                stackKitName(headerView, "headerView")
                stackKitName(contentView, "contentView")
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Flexible Ranges") {
                // example: Flexible Ranges
                let headerView = stackKitBox("headerView", .systemBlue, height: 40)
                let contentView = stackKitBox("contentView", .systemGreen, height: 80)
                let footerView = stackKitBox("footerView", .systemOrange, height: 30)

                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    headerView
                    10...20  // closed range: 10pt ≤ space ≤ 20pt
                    contentView
                    10...  // partial range: space ≥ 10pt
                    footerView
                    ...20  // partial range: space ≤ 20pt
                }
                // end example
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Flexible Space Factory Methods") {
                // example: Flexible Space Factory Methods
                let viewA = stackKitBox("viewA", .systemRed, height: 30)
                let viewB = stackKitBox("viewB", .systemOrange, height: 30)
                let viewC = stackKitBox("viewC", .systemYellow, height: 30)
                let viewD = stackKitBox("viewD", .systemGreen, height: 30)

                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    viewA
                    StackView.tl.flexibleSpace(.atLeast(20))  // ≥ 20pt
                    viewB
                    StackView.tl.flexibleSpace(.atMost(20))  // ≤ 20pt
                    viewC
                    StackView.tl.flexibleSpace(.range(10...20))  // 10pt…20pt
                    viewD
                    StackView.tl.flexibleSpace  // ≥ 0pt, no maximum
                }
                // end example
                return stackKitStage(stack)
            },
            Example(module: "StackKit", name: "Advanced Spaces") {
                // example: Advanced Spaces
                let cell1 = stackKitBox("cell1", .systemGray4, height: 44)
                let cell2 = stackKitBox("cell2", .systemGray5, height: 44)
                let cell3 = stackKitBox("cell3", .systemGray4, height: 44)
                let nextSection = stackKitBox("nextSection", .systemIndigo, height: 60)

                let sectionCells: [LayoutView] = [cell1, cell2, cell3]
                let stack = StackView()
                stack.axis = .vertical
                stack.tl.add {
                    sectionCells
                    StackView.tl.space(afterGroup: sectionCells, 20)
                    nextSection
                }
                // end example
                return stackKitStage(stack)
            },
        ]
    }
}
