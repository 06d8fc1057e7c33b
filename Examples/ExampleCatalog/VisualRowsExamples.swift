import Anchors
import Foundation
import LayoutCore
import VisualRows

// The examples keep the seed's ASCII spelling (`|--15--titleLabel--15--|`), which `swift format`
// would space out (`|--15 -- titleLabel -- 15--|`, the same rows): each example function carries
// `// swift-format-ignore`.

extension ExampleCatalog {
    /// The visual layout examples of ZDTinyLayout's README (after Stevia), with the VisualRows module.
    public static var visualRows: [Example] {
        [
            Example(module: "VisualRows", name: "Visual Layout DSL", make: visualLayoutDSL),
            Example(module: "VisualRows", name: "Layout Returning the View", make: layoutReturningTheView),
            Example(module: "VisualRows", name: "Row Syntax", make: rowSyntax),
            Example(module: "VisualRows", name: "Vertical Spacing", make: verticalSpacing),
            Example(module: "VisualRows", name: "Height and Priority", make: heightAndPriority),
            Example(module: "VisualRows", name: "Layout Guides", make: layoutGuides),
            Example(module: "VisualRows", name: "Default Inter-Item Spacing", make: defaultInterItemSpacing),
            Example(module: "VisualRows", name: "Explicit Inter-Item Spacing", make: explicitInterItemSpacing),
            Example(module: "VisualRows", name: "Add Components", make: addComponents),
        ]
    }

    // swift-format-ignore
    private static func visualLayoutDSL() -> LayoutView {
        // example: Visual Layout DSL
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        container.backgroundColor = .systemGray6
        let titleLabel = Label(text: "Visual rows", font: .systemFont(ofSize: 17, weight: .semibold))
        let subtitleLabel1 = Label(text: "Rows of views", font: .systemFont(ofSize: 15))
        subtitleLabel1.backgroundColor = .systemYellow
        let subtitleLabel2 = Label(text: "as ASCII art", font: .systemFont(ofSize: 15))
        subtitleLabel2.backgroundColor = .systemMint
        let leftButton = LayoutView()
        leftButton.backgroundColor = .systemBlue
        let rightButton = LayoutView()
        rightButton.backgroundColor = .systemGreen

        let constraints = container.tl.layoutConstraints {
            16
            |--15--titleLabel--15--| /=/ 20
            8
            |--subtitleLabel1--10--subtitleLabel2--|
            >= 12
            |--[leftButton, rightButton]--| /=/ 44 ~ .high
            16
        }
        // end example
        precondition(constraints.count == 19)
        name([
            "titleLabel": titleLabel, "subtitleLabel1": subtitleLabel1, "subtitleLabel2": subtitleLabel2,
            "leftButton": leftButton, "rightButton": rightButton,
        ])
        return container
    }

    // swift-format-ignore
    private static func layoutReturningTheView() -> LayoutView {
        // example: Layout Returning the View
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let titleLabel = Label(text: "A card")
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        let bodyLabel = Label(text: "Its height comes from its rows: 12 pt, the title, 8 pt, the body and 12 pt.")
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0

        let card = LayoutView().tl.layout {
            12
            |--titleLabel--|
            8
            |--bodyLabel--|
            12
        }
        card.backgroundColor = .systemYellow
        root.addSubview(card)
        card.topAnchor == root.topAnchor + 16
        card.horizontalAnchors == root.horizontalAnchors + 16
        // end example
        name(["card": card, "titleLabel": titleLabel, "bodyLabel": bodyLabel])
        return root
    }

    // swift-format-ignore
    private static func rowSyntax() -> LayoutView {
        // example: Row Syntax
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        container.backgroundColor = .systemGray6
        func box(_ color: Color) -> LayoutView {
            let view = LayoutView()
            view.backgroundColor = color
            return view
        }
        let (view, banner) = (box(.systemBlue), box(.systemIndigo))
        let (view1, view2) = (box(.systemPink), box(.systemTeal))
        let (view3, view4) = (box(.systemPink), box(.systemTeal))
        let (view5, view6) = (box(.systemPink), box(.systemTeal))
        let (view7, view8, view9) = (box(.systemOrange), box(.systemYellow), box(.systemOrange))
        let (view10, view11, view12) = (box(.systemGreen), box(.systemMint), box(.systemGreen))
        let (middleLeft, middleRight) = (box(.systemPurple), box(.systemPurple))

        container.tl.layoutConstraints {
            8
            |view| /=/ 20                                   // pinned at 0 on both sides
            8
            |--banner--| /=/ 20                             // the same, with dashed fences
            8
            |--view1--20--view2--| /=/ 20                   // custom inter-item spacing
            8
            |--20--view3--8--view4--16--| /=/ 20            // margins and spacing
            8
            20--view5--8--view6| /=/ 20                     // leading margin, trailing at 0
            8
            |--[view7, view8, view9]--| /=/ 20              // equal widths, aligned tops
            8
            |--[view10, 10, view11, 50.0, view12]--| /=/ 20 // per-gap spacing
            8
            |--15--[middleLeft, 50, middleRight]--20--| /=/ 20
        }
        // end example
        name([
            "view": view, "banner": banner, "view1": view1, "view2": view2, "view3": view3, "view4": view4,
            "view5": view5, "view6": view6, "view7": view7, "view8": view8, "view9": view9, "view10": view10,
            "view11": view11, "view12": view12, "middleLeft": middleLeft, "middleRight": middleRight,
        ])
        return container
    }

    // swift-format-ignore
    private static func verticalSpacing() -> LayoutView {
        // example: Vertical Spacing
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        container.backgroundColor = .systemGray6
        let header = LayoutView()
        header.backgroundColor = .systemIndigo
        let content = Label(text: "Content grows until it is at most 24 pt from the bottom")
        content.font = .preferredFont(forTextStyle: .body)
        content.adjustsFontForContentSizeCategory = true
        content.backgroundColor = .systemYellow

        container.tl.layoutConstraints {
            |--header--| /=/ 44
            8
            |--content--|
            atMost(24)
        }
        // end example
        name(["header": header, "content": content])
        return container
    }

    // swift-format-ignore
    private static func heightAndPriority() -> LayoutView {
        // example: Height and Priority
        // 8 + 44 + 8 is more than the container's 52 pt: the required gaps win over the height at .high.
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 52))
        container.backgroundColor = .systemGray6
        let avatarView = LayoutView()
        avatarView.backgroundColor = .systemPurple

        container.tl.layoutConstraints {
            8
            |--avatarView--| /=/ 44 ~ .high
            8
        }
        // end example
        name(["avatarView": avatarView])
        return container
    }

    // swift-format-ignore
    private static func layoutGuides() -> LayoutView {
        // example: Layout Guides
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        container.backgroundColor = .systemGray6
        let guide = LayoutGuide()
        let caption = Label(text: "Added by its row", font: .systemFont(ofSize: 13))
        caption.backgroundColor = .systemMint

        // The guide and the caption have no superview: the rows add them to the container.
        container.tl.layoutConstraints {
            16
            |--guide--| /=/ 44
            8
            |--16--caption--16--|
        }

        // A dot centered in the guide's 44 pt band.
        let dot = LayoutView()
        dot.backgroundColor = .systemRed
        container.addSubview(dot)
        dot.centerAnchors == guide.centerAnchors
        dot.sizeAnchors == CGSize(width: 24, height: 24)
        // end example
        name(["caption": caption, "dot": dot])
        return container
    }

    // swift-format-ignore
    private static func defaultInterItemSpacing() -> LayoutView {
        // example: Default Inter-Item Spacing
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        container.backgroundColor = .systemGray6
        let colors: [Color] = [.systemBlue, .systemPink, .systemTeal, .systemOrange, .systemGreen]
        let views = (0..<10).map { index -> LayoutView in
            let view = LayoutView()
            view.backgroundColor = colors[index % colors.count]
            return view
        }
        let (view1, view2, view3, view4, view5) = (views[0], views[1], views[2], views[3], views[4])
        let (view6, view7, view8, view9, view10) = (views[5], views[6], views[7], views[8], views[9])

        container.tl.layoutConstraints {
            8
            |--view1--view2--| /=/ 20              // gap(view1, view2) = 0
            8
            |--[view3, view4, view5]--| /=/ 20     // gaps = [0, 0]
            8
            |--[view6, 10, view7, view8]--| /=/ 20 // gaps = [10, 0]
            8
            |--15--view9--view10--20--| /=/ 20     // gap(view9, view10) = 0
        }
        // end example
        name(Dictionary(uniqueKeysWithValues: views.enumerated().map { ("view\($0.offset + 1)", $0.element) }))
        return container
    }

    // swift-format-ignore
    private static func explicitInterItemSpacing() -> LayoutView {
        // example: Explicit Inter-Item Spacing
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        container.backgroundColor = .systemGray6
        let views = [Color.systemBlue, .systemPink, .systemTeal, .systemOrange].map { color -> LayoutView in
            let view = LayoutView()
            view.backgroundColor = color
            return view
        }
        let (view1, view2, view3, view4) = (views[0], views[1], views[2], views[3])

        container.tl.layoutConstraints {
            8
            |--view1--12--view2--| /=/ 20
            8
            |--[view3, 12, view4]--| /=/ 20
        }
        // end example
        name(["view1": view1, "view2": view2, "view3": view3, "view4": view4])
        return container
    }

    // swift-format-ignore
    private static func addComponents() -> LayoutView {
        // example: Add Components
        let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        container.backgroundColor = .systemGray6
        let titleLabel = Label(text: "Add Components")
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        let subtitleLabel = Label(text: "Views and guides, in order")
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.adjustsFontForContentSizeCategory = true
        let separatorLayer = LayoutView()
        separatorLayer.backgroundColor = .separator
        let showSeparator = true

        let staticParts: [any ZDTLComponentsProtocol] = [titleLabel, subtitleLabel]

        container.tl.addComponents {
            staticParts
            if showSeparator { separatorLayer }
        }

        container.tl.layoutConstraints {
            16
            |--16--titleLabel--16--|
            4
            |--16--subtitleLabel--16--|
            12
            |--16--separatorLayer--| /=/ 1
        }
        // end example
        name(["titleLabel": titleLabel, "subtitleLabel": subtitleLabel, "separator": separatorLayer])
        return container
    }

    /// Names the example's views for the tests and the gallery.
    private static func name(_ views: [String: LayoutView]) {
        for (identifier, view) in views { view.identifier = identifier }
    }
}
