import Anchors
import Foundation
import LayoutCore

extension ExampleCatalog {
    /// The operator examples of ZDTinyLayout (Anchorage) and SwiftyLayout, with the Anchors module.
    public static var anchors: [Example] {
        anchorageExamples + swiftyLayoutExamples
    }

    /// ZDTinyLayout's README, its operator part: one example per section.
    static var anchorageExamples: [Example] {
        [
            Example(module: "Anchors", name: "Alignment") {
                // example: Alignment
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                container.backgroundColor = .systemGray6
                let button = LayoutView()
                button.backgroundColor = .systemBlue
                let dot = LayoutView()
                dot.backgroundColor = .systemPink
                let badge = LayoutView()
                badge.backgroundColor = .systemOrange
                for view in [button, dot, badge] { container.addSubview(view) }

                // Pin the button to 12 pt from the leading edge of its container
                button.leadingAnchor == container.leadingAnchor + 12
                // Pin the button to at least 12 pt from the trailing edge of its container
                button.trailingAnchor <= container.trailingAnchor - 12
                button.widthAnchor == 400 ~ .low
                button.topAnchor == container.topAnchor + 12
                button.heightAnchor == 44

                // Center one or both axes of a view
                badge.centerXAnchor == container.centerXAnchor
                dot.centerAnchors == container.centerAnchors
                badge.bottomAnchor == container.bottomAnchor - 12
                badge.sizeAnchors == CGSize(width: 120, height: 32)
                dot.sizeAnchors == CGSize(width: 24, height: 24)
                // end example
                name(container, ["button": button, "dot": dot, "badge": badge])
                return container
            },
            Example(module: "Anchors", name: "Relative Alignment") {
                // example: Relative Alignment
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                container.backgroundColor = .systemGray6
                let view = LayoutView()
                view.backgroundColor = .systemTeal
                container.addSubview(view)
                view.sizeAnchors == CGSize(width: 40, height: 40)

                // Position a view to be centered at 2/3 of its container's width
                view.centerXAnchor == 2 * container.trailingAnchor / 3

                // Pin the top of a view at 25% of container's height
                view.topAnchor == container.bottomAnchor / 4
                // end example
                name(container, ["view": view])
                return container
            },
            Example(module: "Anchors", name: "Sizing") {
                // example: Sizing
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                container.backgroundColor = .systemGray6
                let view = LayoutView()
                view.backgroundColor = .systemOrange
                let imageView = LayoutView()
                imageView.backgroundColor = .systemBlue
                let twin = LayoutView()
                twin.backgroundColor = .systemGreen
                let picture = LayoutView()
                picture.backgroundColor = .systemPurple
                for item in [view, imageView, twin, picture] { container.addSubview(item) }
                view.topAnchor == container.topAnchor + 12
                imageView.topAnchor == view.bottomAnchor + 12
                twin.topAnchor == imageView.topAnchor
                picture.topAnchor == imageView.topAnchor
                view.leadingAnchor == container.leadingAnchor + 12
                imageView.leadingAnchor == view.leadingAnchor
                twin.leadingAnchor == imageView.trailingAnchor + 12
                picture.leadingAnchor == twin.trailingAnchor + 12

                // Constrain a view's width to be at most 100 pt
                view.widthAnchor <= 100
                view.widthAnchor == 200 ~ .low
                view.heightAnchor == 40

                // Constraint a view to a fixed size
                imageView.sizeAnchors == CGSize(width: 60, height: 80)

                // Constrain two views to be the same size
                twin.sizeAnchors == imageView.sizeAnchors

                // Constrain view to 4:3 aspect ratio
                picture.widthAnchor == 4 * picture.heightAnchor / 3
                picture.heightAnchor == 90
                // end example
                name(container, ["view": view, "imageView": imageView, "twin": twin, "picture": picture])
                return container
            },
            Example(module: "Anchors", name: "Composite Anchors") {
                // example: Composite Anchors
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                let background = LayoutView()
                background.backgroundColor = .systemGray5
                let imageView = LayoutView()
                imageView.backgroundColor = .systemIndigo
                let content = LayoutView()
                content.backgroundColor = .systemYellow
                container.addSubview(background)
                container.addSubview(imageView)
                imageView.addSubview(content)

                // Constrain the leading, trailing, top and bottom edges to be equal
                background.edgeAnchors == container.edgeAnchors

                // Inset the edges of a view from another view
                let insets = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
                imageView.edgeAnchors == container.edgeAnchors + insets

                // Inset the leading and trailing anchors by 10
                content.horizontalAnchors >= imageView.horizontalAnchors + 10

                // Inset the top and bottom anchors by 10
                content.verticalAnchors >= imageView.verticalAnchors + 10
                content.sizeAnchors == CGSize(width: 1000, height: 1000) ~ .low
                // end example
                name(container, ["background": background, "imageView": imageView, "content": content])
                return container
            },
            Example(module: "Anchors", name: "Priority") {
                // example: Priority
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
                container.backgroundColor = .systemGray6
                let low = LayoutView()
                low.backgroundColor = .systemGray
                let almostRequired = LayoutView()
                almostRequired.backgroundColor = .systemGreen
                let custom = LayoutView()
                custom.backgroundColor = .systemMint
                var top = container.topAnchor
                for view in [low, almostRequired, custom] {
                    container.addSubview(view)
                    view.sizeAnchors == CGSize(width: 80, height: 30)
                    view.topAnchor == top + 12
                    top = view.bottomAnchor
                    // A rival at priority 500: it wins only against the low priority.
                    view.leadingAnchor == container.leadingAnchor + 12 ~ 500
                }

                // Align view 20 points from the center of its superview, with system-defined low priority
                low.centerXAnchor == low.superview!.centerXAnchor + 20 ~ .low

                // Align view 20 points from the center of its superview, with (required - 1) priority
                almostRequired.centerXAnchor == almostRequired.superview!.centerXAnchor + 20 ~ .required - 1

                // Align view 20 points from the center of its superview, with custom priority
                custom.centerXAnchor == custom.superview!.centerXAnchor + 20 ~ 752
                // end example
                name(container, ["low": low, "almostRequired": almostRequired, "custom": custom])
                return container
            },
            Example(module: "Anchors", name: "Storing Constraints") {
                // example: Storing Constraints
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                container.backgroundColor = .systemGray6
                let button = LayoutView()
                button.backgroundColor = .systemBlue
                let imageView = LayoutView()
                imageView.backgroundColor = .systemOrange
                container.addSubview(button)
                container.addSubview(imageView)
                imageView.centerXAnchor == container.centerXAnchor
                imageView.sizeAnchors == CGSize(width: 64, height: 64)

                // A single (active) LayoutConstraint
                let topConstraint = (imageView.topAnchor == container.topAnchor)

                // ConstraintGroup represents a collection of constraints
                // You can retrieve the LayoutConstraints individually,
                // or get an [LayoutConstraint] via .all, .horizontal, or .vertical
                let edgeConstraints = (button.edgeAnchors == container.edgeAnchors).all

                // Later: edit them in place
                topConstraint.constant = 24
                edgeConstraints[0].constant = 100
                // end example
                name(container, ["button": button, "imageView": imageView])
                return container
            },
            Example(module: "Anchors", name: "Batching Constraints") {
                // example: Batching Constraints
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                container.backgroundColor = .systemGray6
                let view1 = LayoutView()
                view1.backgroundColor = .systemPink
                let view2 = LayoutView()
                view2.backgroundColor = .systemIndigo
                container.addSubview(view1)
                container.addSubview(view2)
                view2.leadingAnchor == container.leadingAnchor + 20
                view2.centerYAnchor == container.centerYAnchor
                view2.sizeAnchors == CGSize(width: 120, height: 100)
                view1.leadingAnchor == view2.trailingAnchor + 20
                view1.topAnchor == view2.topAnchor

                let constraints = batch(active: false) {
                    view1.widthAnchor == view2.widthAnchor
                    view1.heightAnchor == view2.heightAnchor / 2 ~ .low
                    // ... as many constraints as you want
                }

                // Later:
                LayoutConstraint.activate(constraints)
                // end example
                name(container, ["view1": view1, "view2": view2])
                return container
            },
            Example(module: "Anchors", name: "Updating Existing Constraints") {
                // example: Updating Existing Constraints
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 140))
                container.backgroundColor = .systemGray6
                let other = LayoutView()
                other.backgroundColor = .systemGray3
                let view = LayoutView()
                view.backgroundColor = .systemGreen
                container.addSubview(other)
                container.addSubview(view)
                other.leadingAnchor == container.leadingAnchor + 20
                other.topAnchor == container.topAnchor + 20
                other.sizeAnchors == CGSize(width: 120, height: 40)
                view.leadingAnchor == other.leadingAnchor
                view.topAnchor == other.bottomAnchor + 20
                view.heightAnchor == 40

                view.widthAnchor == other.widthAnchor + 8 ~ .low

                updateConstraints {
                    view.widthAnchor == other.widthAnchor + 24 ~ .high
                }
                // end example
                name(container, ["other": other, "view": view])
                return container
            },
            Example(module: "Anchors", name: "Unmatched Behavior") {
                // example: Unmatched Behavior
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 140))
                container.backgroundColor = .systemGray6
                let other = LayoutView()
                other.backgroundColor = .systemGray3
                let view = LayoutView()
                view.backgroundColor = .systemTeal
                container.addSubview(other)
                container.addSubview(view)
                other.leadingAnchor == container.leadingAnchor + 20
                other.topAnchor == container.topAnchor + 20
                other.sizeAnchors == CGSize(width: 120, height: 40)
                view.leadingAnchor == other.leadingAnchor
                view.topAnchor == other.bottomAnchor + 20
                view.heightAnchor == 40

                // No width constraint yet: make one instead of failing.
                updateConstraints(unmatched: .makeNew) {
                    view.widthAnchor == other.widthAnchor + 24
                }
                // end example
                name(container, ["other": other, "view": view])
                return container
            },
            Example(module: "Anchors", name: "Faster Operators") {
                // example: Faster Operators
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                container.backgroundColor = .systemGray6
                let view1 = LayoutView()
                view1.backgroundColor = .systemYellow
                let view2 = LayoutView()
                view2.backgroundColor = .systemBrown
                container.addSubview(view2)
                container.addSubview(view1)
                view2.edgeAnchors /==/ container.edgeAnchors + 20

                // view1.edgeAnchors == view2.edgeAnchors + 12, faster to compile:
                view1.edgeAnchors /==/ view2.edgeAnchors + 12
                view1.heightAnchor />=/ 100
                // end example
                name(container, ["view1": view1, "view2": view2])
                return container
            },
            Example(module: "Anchors", name: "Activate with tl") {
                // example: Activate with tl
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
                container.backgroundColor = .systemGray6
                let view1 = LayoutView()
                view1.backgroundColor = .systemRed
                let view2 = LayoutView()
                view2.backgroundColor = .systemGray2
                container.addSubview(view1)
                container.addSubview(view2)
                view2.horizontalAnchors == container.horizontalAnchors + 16
                view2.topAnchor == container.topAnchor + 16
                view2.heightAnchor == 30
                view1.translatesAutoresizingMaskIntoConstraints = false

                LayoutConstraint.tl.activate {
                    view1.topAnchor.constraint(equalTo: view2.bottomAnchor, constant: 8)
                    view1.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
                    view1.sizeAnchors == CGSize(width: 120, height: 40)
                }
                // end example
                name(container, ["view1": view1, "view2": view2])
                return container
            },
        ]
    }

    /// SwiftyLayout's README examples and its sample app.
    static var swiftyLayoutExamples: [Example] {
        [
            Example(module: "Anchors", name: "Formula") {
                // example: Formula
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
                container.backgroundColor = .systemGray6
                let viewA = LayoutView()
                viewA.backgroundColor = .systemGreen
                let viewB = LayoutView()
                viewB.backgroundColor = .systemCyan
                container.addSubview(viewA)
                container.addSubview(viewB)
                viewB[.leading] == container[.leading] + 20
                viewB[.top] == container[.top] + 20
                viewB[.width] == 200
                viewB[.height] == 30
                viewA[.leading] == viewB[.leading]
                viewA[.top] == viewB[.bottom] + 20
                viewA[.height] == 30

                viewA[.width] == 0.5 * viewB[.width] - 4.0
                // end example
                name(container, ["viewA": viewA, "viewB": viewB])
                return container
            },
            Example(module: "Anchors", name: "Formula Aspect Ratio") {
                // example: Formula Aspect Ratio
                let container = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
                container.backgroundColor = .systemGray6
                let viewA = LayoutView()
                viewA.backgroundColor = .systemPurple
                container.addSubview(viewA)
                viewA[.centerX] == container[.centerX]
                viewA[.centerY] == container[.centerY]
                viewA[.height] == 120

                viewA[.width] * 3.0 == viewA[.height] * 4.0
                // end example
                name(container, ["viewA": viewA])
                return container
            },
            Example(module: "Anchors", name: "Formula Priority") {
                // example: Formula Priority
                let outerView = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
                outerView.backgroundColor = .systemGray5
                let innerView = LayoutView()
                innerView.backgroundColor = .systemOrange
                outerView.addSubview(innerView)
                innerView[.top] == outerView[.top] + 4.0
                innerView[.bottom] == outerView[.bottom] - 4.0
                innerView[.width] == 100
                // A weaker wish: loses to the priority 750 below.
                innerView[.centerX] == outerView[.centerX] ~ 500

                innerView[.leading] == outerView[.leading] + 4.0 ~ 750
                // end example
                name(outerView, ["innerView": innerView])
                return outerView
            },
            Example(module: "Anchors", name: "Formula Sample App") {
                // example: Formula Sample App
                let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 240, height: 360))
                view.backgroundColor = .systemGray6
                func createSubView(_ color: Color) -> LayoutView {
                    let v = LayoutView()
                    view.addSubview(v)
                    v.backgroundColor = color
                    let size = min(view.bounds.size.width, view.bounds.size.height) / 3.0
                    v[.width] == size
                    v[.height] == size
                    return v
                }
                let v1 = createSubView(.systemGreen)
                let v2 = createSubView(.systemCyan)

                // Portrait:
                let cs: [LayoutConstraint] = [
                    v1[.centerX] == view[.centerX],
                    v2[.centerX] == view[.centerX],
                    v1[.centerY] == view[.centerY] * (1.0 / 2.0),
                    v2[.centerY] == view[.centerY] * (3.0 / 2.0),
                ]
                // end example
                _ = cs
                name(view, ["v1": v1, "v2": v2])
                return view
            },
        ]
    }

    /// Names the root and the views of an example, for tests and pictures.
    private static func name(_ root: LayoutView, _ views: [String: LayoutView]) {
        root.identifier = root.identifier ?? "root"
        for (identifier, view) in views { view.identifier = identifier }
    }
}
