import FlexKit
import LayoutCore
import XCTest

/// Code written for FlexLayout, ported with only the renames of Docs/Migrating-FlexLayout.md
/// (`UIView` → `LayoutView`, `UILabel` → `Label`, `UIFont` → `Font`), where it relies on UIKit's
/// `init(coder:)` boilerplate, on views comparing by identity, and on the edge setters' order.
final class FlexPortedSampleTests: XCTestCase {
    /// The views of a question in FlexLayout's issues (quoted in its README page, "Why is the subview
    /// constraint incorrect?"): "The padding and alignItems doesn't work". Here they do.
    func testTheIssueSampleWithCoderBoilerplateLaysOutWithItsPaddingAndAlignment() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.displayScale = 1
        lazy var infoView: AnimationView = {
            let value = AnimationView(frame: .zero)
            return value
        }()
        root.flex.define { flex in
            flex.addItem(infoView).height(60).marginTop(64)
        }
        root.flex.layout()
        root.layoutIfNeeded()

        XCTAssertEqual(infoView.frame, CGRect(x: 0, y: 64, width: 375, height: 60))
        let double = infoView.doubleTitileView
        XCTAssertTrue(infoView.subviews == [double], "views compare by identity")
        XCTAssertTrue(double.subviews == [double.titleLabel, double.subLabel])
        let title = double.titleLabel.sizeThatFits(CGSize(width: 351, height: 60))
        let sub = double.subLabel.sizeThatFits(CGSize(width: 351, height: 60))
        XCTAssertEqual(double.frame.minX, 12, "paddingHorizontal(12)")
        XCTAssertEqual(double.frame.width, max(title.width, sub.width), accuracy: 1)
        XCTAssertEqual(double.frame.height, title.height + sub.height, accuracy: 1)
        XCTAssertEqual(double.frame.midY, 30, accuracy: 1, "alignItems(.center) in a 60-point row")
        XCTAssertEqual(double.titleLabel.frame.minY, 0)
        XCTAssertEqual(double.subLabel.frame.minY, double.titleLabel.frame.maxY, accuracy: 1)
    }

    /// FlexLayout's README, section 4 (absolute positioning), with the shorthands after single edges:
    /// "vertically(): Equal to top().bottom()".
    func testTheReadmePositionSamplesWithShorthandsLast() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.displayScale = 1
        let (a, b, c) = (LayoutView(), LayoutView(), LayoutView())
        root.flex.define { flex in
            flex.addItem(a)
            flex.addItem(b)
            flex.addItem(c)
        }
        a.flex.position(.absolute).top(10).left(10).size(50)
        b.flex.position(.absolute).top(10).right(10).width(100).height(50)
        c.flex.position(.absolute).left(20%).right(20%)
        // Then the shorthands, last: each replaces what was set before on its edges.
        a.flex.vertically(20)
        b.flex.horizontally(0)
        c.flex.all(5%)
        root.flex.layout()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 20, width: 50, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 10, width: 100, height: 50))
        XCTAssertEqual(c.frame, CGRect(x: 20, y: 15, width: 360, height: 270), "5% of 400 across, of 300 down")
    }
}

// The two views of the issue, as written there (the renames aside).

class AnimationView: LayoutView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .green
        flex.paddingHorizontal(12)
            .alignItems(.center)
            .direction(.row)
            .define { flex in
                flex.addItem(doubleTitileView)
            }
    }
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    lazy var doubleTitileView: DoubleTitleView = {
        let value = DoubleTitleView(frame: .zero)
        return value
    }()
    override func layoutSubviews() {
        super.layoutSubviews()
        self.layout()
    }
    func layout() {
        self.flex.layout()
    }
}

class DoubleTitleView: LayoutView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        initInterface()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    func initInterface() {
        self.flex.direction(.column)
            .justifyContent(.center)
            .define { flex in
                flex.addItem(titleLabel)
                flex.addItem(subLabel)
            }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        self.flex.layout()
    }
    lazy var titleLabel: Label = {
        let value = Label()
        value.font = Font.systemFont(ofSize: 16)
        value.text = "textOne"
        return value
    }()
    lazy var subLabel: Label = {
        let value = Label()
        value.font = Font.systemFont(ofSize: 14)
        value.text = "textOneTwo"
        return value
    }()
}
