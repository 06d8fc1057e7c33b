import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// FlexLayout's introduction example 1 (seed 003) with the seed's code verbatim, frames asserted.
final class FlexIntroductionTests: XCTestCase {
    func testExampleOneAdjustsTheContainerHeight() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        root.displayScale = 1
        let rootFlexContainer = LayoutView()
        rootFlexContainer.identifier = "rootFlexContainer"
        root.addSubview(rootFlexContainer)
        let imageView = ImageView(image: Image(size: CGSize(width: 40, height: 20)))
        imageView.identifier = "imageView"
        let segmentedControl = LayoutView()
        segmentedControl.identifier = "segmentedControl"
        let label = Label(text: "Flexbox layouting is simple, powerfull and fast.")
        label.numberOfLines = 0
        label.identifier = "label"
        let bottomLabel = Label(text: "FlexLayout/yoga is incredibly performant and its syntax is concise.")
        bottomLabel.numberOfLines = 0
        bottomLabel.identifier = "bottomLabel"

        rootFlexContainer.flex.direction(.column).padding(12).define { flex in
            flex.addItem().direction(.row).define { flex in
                flex.addItem(imageView).width(100).aspectRatio(of: imageView)
                flex.addItem().direction(.column).paddingLeft(12).grow(1).define { flex in
                    flex.addItem(segmentedControl).marginBottom(12).grow(1)
                    flex.addItem(label)
                }
            }
            flex.addItem().height(1).marginTop(12).backgroundColor(.lightGray)
            flex.addItem(bottomLabel).marginTop(12)
        }
        rootFlexContainer.frame = CGRect(x: 0, y: 20, width: 375, height: 0)
        rootFlexContainer.flex.layout(mode: .adjustHeight)

        // The image: 100 wide with its image's 2:1 ratio.
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        // The column beside it starts after the image; with FlexLayout's shrink 0 it keeps its content's
        // width: 12 + the label measured at most as wide as the row (351) less the padding, as Yoga lays it out,
        // and overflows the row (FlexLayout's FAQ).
        let column = label.superview!
        let measured = label.sizeThatFits(CGSize(width: CGFloat(339), height: .greatestFiniteMagnitude))
        XCTAssertEqual(column.frame.minX, 100)
        XCTAssertEqual(column.frame.width, 12 + measured.width, accuracy: 1)
        XCTAssertGreaterThan(column.frame.maxX, 351)
        XCTAssertEqual(label.frame.minX, 12)
        // The segmented control grows into the column's height left above the label and its margin.
        XCTAssertEqual(segmentedControl.frame.height, column.frame.height - 12 - label.frame.height, accuracy: 0.5)
        // The separator line and the bottom label follow the row, each 12 below.
        let row = column.superview!
        let line = rootFlexContainer.subviews[1]
        XCTAssertEqual(row.frame.minY, 12)
        XCTAssertEqual(line.frame, CGRect(x: 12, y: row.frame.maxY + 12, width: 351, height: 1))
        XCTAssertEqual(line.backgroundColor, .lightGray)
        XCTAssertEqual(bottomLabel.frame.minY, line.frame.maxY + 12)
        XCTAssertEqual(bottomLabel.frame.width, 351)
        // adjustHeight: the container's height is its content's; its width and origin stay.
        XCTAssertEqual(rootFlexContainer.frame.origin, CGPoint(x: 0, y: 20))
        XCTAssertEqual(rootFlexContainer.frame.width, 375)
        XCTAssertEqual(rootFlexContainer.frame.height, bottomLabel.frame.maxY + 12)
    }

    // FlexLayout's two introduction examples and the examples of its section 1 (creation and definition).
    func testExample1RowsAndColumnsAdjustHeight() {
        let host = container(375, 600, "host")
        let rootFlexContainer = named("rootFlexContainer")
        host.addSubview(rootFlexContainer)
        let imageView = ImageView(image: Image(size: CGSize(width: 200, height: 100)))
        imageView.identifier = "image"
        let segmentedControl = SizedView(150, 28, "segmented")
        let label = Label(text: "Flexbox layouting is simple")
        label.identifier = "label"
        let bottomLabel = Label(text: "Bottom")
        bottomLabel.identifier = "bottom"
        var separator: LayoutView?

        rootFlexContainer.flex.direction(.column).padding(12).define { flex in
            flex.addItem().direction(.row).define { flex in
                flex.view?.identifier = "row"
                flex.addItem(imageView).width(100).aspectRatio(of: imageView)
                flex.addItem().direction(.column).paddingLeft(12).grow(1).define { flex in
                    flex.view?.identifier = "column"
                    flex.addItem(segmentedControl).marginBottom(12).grow(1)
                    flex.addItem(label)
                }
            }
            separator = flex.addItem().height(1).marginTop(12).backgroundColor(.lightGray).view
            flex.addItem(bottomLabel).marginTop(12)
        }
        separator?.identifier = "separator"
        rootFlexContainer.frame = CGRect(x: 0, y: 20, width: 375, height: 0)
        rootFlexContainer.flex.layout(mode: .adjustHeight)

        let labelHeight = label.sizeThatFits(CGSize(width: 239, height: CGFloat.greatestFiniteMagnitude)).height
        let bottomHeight = bottomLabel.sizeThatFits(CGSize(width: 351, height: CGFloat.greatestFiniteMagnitude)).height
        // The column holds 28 + 12 + the label: more than the image's 50, so the row is that tall.
        let rowHeight: CGFloat = max(50, 28 + 12 + labelHeight)
        let total: CGFloat = 12 + rowHeight + 12 + 1 + 12 + bottomHeight + 12
        assertFrames(
            host,
            [
                "rootFlexContainer": rect(0, 20, 375, total),
                "row": rect(12, 12, 351, rowHeight),
                "image": rect(0, 0, 100, 50),
                "column": rect(100, 0, 251, rowHeight),
                "segmented": rect(12, 0, 239, rowHeight - 12 - labelHeight),
                "label": rect(12, rowHeight - labelHeight, 239, labelHeight),
                "separator": rect(12, 12 + rowHeight + 12, 351, 1),
                "bottom": rect(12, 12 + rowHeight + 25, 351, bottomHeight),
            ])
        XCTAssertEqual(separator?.backgroundColor, .lightGray)
        XCTAssertTrue(rootFlexContainer.subviews.allSatisfy { $0.translatesAutoresizingMaskIntoConstraints })
    }

    func testExample2RayWenderlichScreen() {
        let padding: CGFloat = 8
        let paddingHorizontal: CGFloat = 10
        let rootFlexContainer = container(375, 0)
        let episodeImageView = SizedView(375, 200, "episodeImage")
        let summaryPopularityLabel = SizedView(60, 20, "popularity")
        let yearLabel = SizedView(40, 20, "year")
        let ratingLabel = SizedView(30, 20, "rating")
        let lengthLabel = SizedView(50, 20, "length")
        let episodeIdLabel = SizedView(50, 22, "episodeId")
        let episodeTitleLabel = SizedView(120, 22, "episodeTitle")
        let descriptionLabel = SizedView(355, 60, "description")
        let castLabel = SizedView(200, 20, "cast")
        let creatorsLabel = SizedView(180, 20, "creators")
        let addActionView = SizedView(80, 40, "add")
        let shareActionView = SizedView(80, 40, "share")
        let episodesTabView = SizedView(100, 30, "episodes")
        let moreTabView = SizedView(100, 30, "more")
        let showsTableView = SizedView(375, 300, "shows")

        rootFlexContainer.flex.define { flex in
            flex.addItem(episodeImageView).grow(1).backgroundColor(.gray)
            flex.addItem().direction(.row).padding(padding).define { flex in
                flex.view?.identifier = "summary"
                flex.addItem(summaryPopularityLabel).grow(1)
                flex.addItem().direction(.row).justifyContent(.spaceBetween).grow(2).define { flex in
                    flex.view?.identifier = "facts"
                    flex.addItem(yearLabel)
                    flex.addItem(ratingLabel)
                    flex.addItem(lengthLabel)
                }
                flex.addItem().width(100).height(1).grow(1).view?.identifier = "spacer"
            }
            flex.addItem().direction(.row).padding(padding).define { flex in
                flex.addItem(episodeIdLabel)
                flex.addItem(episodeTitleLabel).marginLeft(20)
            }
            flex.addItem().paddingHorizontal(paddingHorizontal).define { flex in
                flex.addItem(descriptionLabel)
                flex.addItem(castLabel)
                flex.addItem(creatorsLabel)
            }
            flex.addItem().direction(.row).padding(padding).define { flex in
                flex.addItem(addActionView)
                flex.addItem(shareActionView)
            }
            flex.addItem().direction(.row).padding(padding).define { flex in
                flex.addItem(episodesTabView)
                flex.addItem(moreTabView)
            }
            flex.addItem(showsTableView).grow(1)
        }
        rootFlexContainer.flex.layout(mode: .adjustHeight)

        // Summary row: 359 wide inside its padding; 60 + 0 + 100 of bases, 199 to share 1:2:1.
        let free: CGFloat = 359 - 60 - 120 - 100
        let popularity = 60 + free / 4
        let facts = 120 + free / 2
        let summaryY: CGFloat = 200
        let titleY = summaryY + 36
        let descriptionY = titleY + 38
        let actionsY = descriptionY + 100
        let tabsY = actionsY + 56
        let showsY = tabsY + 46
        XCTAssertEqual(rootFlexContainer.frame.height, showsY + 300)
        assertFrames(
            rootFlexContainer,
            [
                "episodeImage": rect(0, 0, 375, 200),
                "summary": rect(0, summaryY, 375, 36),
                "popularity": rect(8, 8, popularity.rounded(), 20),
                "facts": rect((8 + popularity).rounded(), 8, facts.rounded(), 20),
                "year": rect(0, 0, 40, 20),
                "length": rect(facts.rounded() - 50, 0, 50, 20),
                "episodeId": rect(8, 8, 50, 22),
                "episodeTitle": rect(78, 8, 120, 22),
                "description": rect(10, 0, 355, 60),
                "creators": rect(10, 80, 355, 20),
                "share": rect(88, 8, 80, 40),
                "more": rect(108, 8, 100, 30),
                "shows": rect(0, showsY, 375, 300),
            ], accuracy: 1)
    }

    func testDefineAndPlainCallsBuildTheSameLayout() {
        func build(define: Bool) -> LayoutView {
            let root = container(300, 200)
            let imageView = SizedView(300, 100, "image")
            let titleLabel = SizedView(120, 20, "title")
            let priceLabel = SizedView(40, 20, "price")
            if define {
                root.flex.addItem().define { flex in
                    flex.addItem(imageView).grow(1)
                    flex.addItem().direction(.row).define { flex in
                        flex.addItem(titleLabel).grow(1)
                        flex.addItem(priceLabel)
                    }
                }
            } else {
                let columnContainer = LayoutView()
                columnContainer.flex.addItem(imageView).grow(1)
                root.flex.addItem(columnContainer)
                let rowContainer = LayoutView()
                rowContainer.flex.direction(.row)
                rowContainer.flex.addItem(titleLabel).grow(1)
                rowContainer.flex.addItem(priceLabel)
                columnContainer.flex.addItem(rowContainer)
            }
            root.flex.layout()
            return root
        }
        for root in [build(define: true), build(define: false)] {
            assertFrames(
                root,
                ["image": rect(0, 0, 300, 100), "title": rect(0, 0, 260, 20), "price": rect(260, 0, 40, 20)])
            XCTAssertEqual(root.subviews.first?.frame, rect(0, 0, 300, 120))
        }
    }

    func testFlexViewGivesTheItemsView() {
        let view = container(300, 90)
        var inner: LayoutView?
        view.flex.direction(.row).padding(20).alignItems(.center).define { flex in
            flex.addItem().width(50).height(50).define { flex in
                flex.view?.alpha = 0.8
                inner = flex.view
            }
        }
        view.flex.layout()
        XCTAssertEqual(inner?.alpha, 0.8)
        XCTAssertEqual(inner?.frame, rect(20, 20, 50, 50))
        XCTAssertTrue(inner?.superview === view)
    }

    func testThreeButtonsCenteredWithMargins() {
        let rootFlexContainer = container(200, 300)
        let buttons = (1...3).map { SizedView(80, 40, "button\($0)") }
        rootFlexContainer.flex.justifyContent(.center).padding(10).define { flex in
            flex.addItem(buttons[0])
            flex.addItem(buttons[1]).marginTop(10)
            flex.addItem(buttons[2]).marginTop(10)
        }
        rootFlexContainer.flex.layout()
        // 140 of content in 280: 70 above.
        assertFrames(
            rootFlexContainer,
            ["button1": rect(10, 80, 180, 40), "button2": rect(10, 130, 180, 40), "button3": rect(10, 180, 180, 40)])
    }
}
