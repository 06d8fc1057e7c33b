import FlexKit
import Foundation
import LayoutCore

extension ExampleCatalog {
    /// FlexLayout's introduction examples and the usage examples of its README (seed 003), written with
    /// `view.flex`, as FlexLayout users write them (layout from `layoutSubviews()`).
    public static var flexKit: [Example] {
        [
            Example(module: "FlexKit", name: "Introduction Example 1", sizing: .fitsContent) {
                flexIntroductionOne(width: 375)
            },
            Example(module: "FlexKit", name: "Introduction Example 2") { flexIntroductionTwo(width: 375) },
            Example(module: "FlexKit", name: "Define", sizing: .fitsContent) { FlexDefineView(frame: flexFrame(375)) },
            Example(module: "FlexKit", name: "Absolute Positioning", sizing: .fitsContent) {
                FlexAbsoluteView(frame: flexFrame(375))
            },
            Example(module: "FlexKit", name: "Wrapping Grid", sizing: .fitsContent) {
                FlexGridView(frame: flexFrame(375))
            },
            Example(module: "FlexKit", name: "README Example", sizing: .fitsContent) { flexReadmeExample() },
        ]
    }

    /// FlexLayout's first introduction example in a screen `width` points wide.
    public static func flexIntroductionOne(width: CGFloat) -> LayoutView {
        FlexIntroductionOneView(frame: flexFrame(width))
    }

    /// FlexLayout's second introduction example (the Ray Wenderlich Yoga tutorial) in a screen `width` points wide.
    public static func flexIntroductionTwo(width: CGFloat) -> LayoutView {
        FlexIntroductionTwoView(frame: flexFrame(width))
    }

    /// The FlexKit example of the README, which shows this code verbatim (a test compares them).
    static func flexReadmeExample() -> LayoutView {
        // example: README Example
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let rootFlexContainer = LayoutView()
        let imageView = ImageView(image: Image(size: CGSize(width: 100, height: 100), color: .systemTeal))
        let segmentedControl = LayoutView()
        segmentedControl.backgroundColor = .systemBlue
        let label = Label(text: "Flexbox is simple, powerful and fast.")
        label.numberOfLines = 0
        let bottomLabel = Label(text: "FlexLayout's syntax is concise and chainable.")
        bottomLabel.numberOfLines = 0
        root.addSubview(rootFlexContainer)

        rootFlexContainer.flex.direction(.column).padding(12).define { flex in
            flex.addItem().direction(.row).define { flex in
                flex.addItem(imageView).width(100).aspectRatio(of: imageView)
                flex.addItem().direction(.column).paddingLeft(12).grow(1).shrink(1).define { flex in
                    flex.addItem(segmentedControl).marginBottom(12).minHeight(32).grow(1)
                    flex.addItem(label)
                }
            }
            flex.addItem().height(1).marginTop(12).backgroundColor(.lightGray)
            flex.addItem(bottomLabel).marginTop(12)
        }
        rootFlexContainer.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: 0)
        rootFlexContainer.flex.layout(mode: .adjustHeight)
        // end example
        for (name, view) in [("segmentedControl", segmentedControl), ("label", label), ("bottomLabel", bottomLabel)] {
            view.identifier = name
        }
        return root
    }

    static func flexFrame(_ width: CGFloat) -> CGRect {
        CGRect(x: 0, y: 0, width: width, height: 640)
    }
}

// helper: flexLabel
/// A label with a text style that follows the content size category.
private func flexLabel(_ text: String, _ style: TextStyle = .body, lines: Int = 0) -> Label {
    let label = Label(text: text)
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = lines
    return label
}
// end helper

// helper: flexControl
/// A colored box standing in for a control of a natural height (a segmented control is 32 pt tall).
private func flexControl(_ color: Color, _ name: String, height: CGFloat) -> LayoutView {
    let view = ControlStandIn(height: height)
    view.backgroundColor = color
    view.identifier = name
    return view
}

/// A view of a natural height and any width, as a control measures.
private final class ControlStandIn: LayoutView {
    let height: CGFloat

    init(height: CGFloat) {
        self.height = height
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: LayoutView.noIntrinsicMetric, height: height) }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}
// end helper

// helper: flexBox
/// A colored box standing in for a control.
private func flexBox(_ color: Color, _ name: String) -> LayoutView {
    let view = LayoutView()
    view.backgroundColor = color
    view.identifier = name
    return view
}
// end helper

final class FlexIntroductionOneView: LayoutView {
    private let rootFlexContainer = LayoutView()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // example: Introduction Example 1
        let imageView = ImageView(image: Image(size: CGSize(width: 100, height: 100), color: .systemTeal))
        let segmentedControl = flexControl(.systemBlue, "segmentedControl", height: 32)
        let label = flexLabel("Flexbox is simple, powerful and fast.", .footnote)
        let bottomLabel = flexLabel("FlexLayout's syntax is concise and chainable.")

        addSubview(rootFlexContainer)

        // Column container
        rootFlexContainer.flex.direction(.column).padding(12).define { flex in
            // Row container
            flex.addItem().direction(.row).define { flex in
                flex.addItem(imageView).width(100).aspectRatio(of: imageView)

                // Column container
                flex.addItem().direction(.column).paddingLeft(12).grow(1).shrink(1).define { flex in
                    flex.addItem(segmentedControl).marginBottom(12).grow(1)
                    flex.addItem(label)
                }
            }

            flex.addItem().height(1).marginTop(12).backgroundColor(.lightGray)
            flex.addItem(bottomLabel).marginTop(12)
        }
        // end example
        ExampleCatalog.name([
            "rootFlexContainer": rootFlexContainer, "imageView": imageView, "label": label, "bottomLabel": bottomLabel,
        ])
    }

    // helper: layoutSubviews of Introduction Example 1
    override func layoutSubviews() {
        super.layoutSubviews()
        // 1) Place the container (FlexLayout's example uses PinLayout), 2) let it lay out its items.
        rootFlexContainer.frame = CGRect(x: 0, y: safeAreaInsets.top, width: frame.width, height: 0)
        rootFlexContainer.flex.layout(mode: .adjustHeight)
    }
    // end helper
}

final class FlexIntroductionTwoView: LayoutView {
    private let contentView = ScrollView()
    private let rootFlexContainer = LayoutView()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // example: Introduction Example 2
        let padding: CGFloat = 8
        let paddingHorizontal: CGFloat = 8
        let episodeImageView = ImageView(image: Image(size: CGSize(width: 375, height: 180), color: .systemIndigo))
        let summaryPopularityLabel = flexLabel("★★★★★", .headline, lines: 1)
        let yearLabel = flexLabel("2010", .footnote, lines: 1)
        let ratingLabel = flexLabel("TV-14", .footnote, lines: 1)
        let lengthLabel = flexLabel("1h 2m", .footnote, lines: 1)
        let episodeIdLabel = flexLabel("S1:E1", .headline, lines: 1)
        let episodeTitleLabel = flexLabel("Winter Is Coming", .headline, lines: 1)
        let descriptionLabel = flexLabel("Jon Arryn, the Hand of the King, is dead. King Robert travels north.")
        let castLabel = flexLabel("Cast: Sean Bean, Mark Addy", .footnote)
        let creatorsLabel = flexLabel("Creators: David Benioff, D. B. Weiss", .footnote)
        let addActionView = flexBox(.systemGreen, "addActionView")
        let shareActionView = flexBox(.systemOrange, "shareActionView")
        let episodesTabView = flexBox(.systemRed, "episodesTabView")
        let moreTabView = flexBox(.systemGray, "moreTabView")
        let showsTableView = flexBox(.systemGray6, "showsTableView")
        addSubview(contentView)
        contentView.addSubview(rootFlexContainer)

        rootFlexContainer.flex.define { flex in
            // Image
            flex.addItem(episodeImageView).grow(1).backgroundColor(.gray)

            // Summary row (wraps when large text sizes make it wider than the screen)
            flex.addItem().direction(.row).wrap(.wrap).padding(padding).define { flex in
                flex.addItem(summaryPopularityLabel).grow(1)

                flex.addItem().direction(.row).justifyContent(.spaceBetween).grow(2).define { flex in
                    flex.addItem(yearLabel)
                    flex.addItem(ratingLabel)
                    flex.addItem(lengthLabel)
                }

                flex.addItem().width(100).height(1).grow(1)
            }

            // Title row
            flex.addItem().direction(.row).padding(padding).define { flex in
                flex.addItem(episodeIdLabel)
                flex.addItem(episodeTitleLabel).marginLeft(20).shrink(1)
            }

            // Description section
            flex.addItem().paddingHorizontal(paddingHorizontal).define { flex in
                flex.addItem(descriptionLabel)
                flex.addItem(castLabel)
                flex.addItem(creatorsLabel)
            }

            // Action row
            flex.addItem().direction(.row).padding(padding).define { flex in
                flex.addItem(addActionView).size(44)
                flex.addItem(shareActionView).size(44).marginLeft(padding)
            }

            // Tabs row
            flex.addItem().direction(.row).padding(padding).define { flex in
                flex.addItem(episodesTabView).height(30).grow(1)
                flex.addItem(moreTabView).height(30).grow(1)
            }

            // Shows TableView
            flex.addItem(showsTableView).grow(1).minHeight(80)
        }
        // end example
        ExampleCatalog.name([
            "contentView": contentView, "rootFlexContainer": rootFlexContainer, "episodeImageView": episodeImageView,
            "descriptionLabel": descriptionLabel, "episodeTitleLabel": episodeTitleLabel,
            "episodeIdLabel": episodeIdLabel,
        ])
    }

    // helper: layoutSubviews of Introduction Example 2
    override func layoutSubviews() {
        super.layoutSubviews()
        // 1) Lay out the scroll view and the container, 2) let the container adjust its height,
        // 3) adjust the scroll view's content size.
        contentView.frame = bounds
        rootFlexContainer.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0)
        rootFlexContainer.flex.layout(mode: .adjustHeight)
        contentView.contentSize = rootFlexContainer.frame.size
    }
    // end helper
}

final class FlexDefineView: LayoutView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // example: Define
        let view = self
        let imageView = ImageView(image: Image(size: CGSize(width: 375, height: 120), color: .systemMint))
        let titleLabel = flexLabel("Flexbox chair", .headline, lines: 1)
        let priceLabel = flexLabel("$49", .headline, lines: 1)
        view.flex.padding(12).define { flex in
            flex.addItem().define { flex in
                flex.addItem(imageView).grow(1)

                flex.addItem().direction(.row).marginTop(8).define { flex in
                    flex.addItem(titleLabel).grow(1).shrink(1)
                    flex.addItem(priceLabel)
                }
            }
        }
        // end example
        ExampleCatalog.name(["imageView": imageView, "titleLabel": titleLabel, "priceLabel": priceLabel])
    }
}

final class FlexAbsoluteView: LayoutView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // example: Absolute Positioning
        let card = flexBox(.systemGray6, "card")
        let badge = flexBox(.systemRed, "badge")
        let banner = flexBox(.systemYellow, "banner")
        let title = flexLabel("Absolute items are placed by their insets", .body)
        flex.padding(20).define { flex in
            flex.addItem(card).height(200).padding(16).define { flex in
                flex.addItem(title).marginTop(40)
                flex.addItem(badge).position(.absolute).top(10).right(10).size(24)
                flex.addItem(banner).position(.absolute).left(20%).right(20%).bottom(12).height(30)
            }
        }
        // end example
        ExampleCatalog.name(["title": title])
    }
}

final class FlexGridView: LayoutView {
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // example: Wrapping Grid
        let colors: [Color] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        let imageViews = colors.map { ImageView(image: Image(size: CGSize(width: 60, height: 60), color: $0)) }
        flex.direction(.row).wrap(.wrap).alignItems(.start).rowGap(10).padding(10).define { flex in
            for (index, imgV) in imageViews.enumerated() {
                flex.addItem(imgV).width(30%).aspectRatio(1)
                if index % 3 != 0 {
                    imgV.flex.marginLeft(5%)
                }
            }
        }
        // end example
        for (index, imageView) in imageViews.enumerated() { imageView.identifier = "image\(index)" }
    }
}
