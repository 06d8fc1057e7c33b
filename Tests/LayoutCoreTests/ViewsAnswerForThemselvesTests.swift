import Foundation
import XCTest

@testable import LayoutCore

/// The engine asks views about their own layout behaviour instead of knowing view classes: a view that is
/// no label but whose height follows its width is settled as a wrapping label is.
final class ViewsAnswerForThemselvesTests: XCTestCase {
    /// A view whose intrinsic height is half the width it is given (200 x 100 before any layout).
    private final class HalfAsTallView: LayoutView {
        override var intrinsicHeightFollowsWidth: Bool { true }

        override func intrinsicSize(forWidth width: CGFloat?) -> CGSize {
            CGSize(width: 200, height: (width ?? 200) / 2)
        }
    }

    func testAViewWhoseHeightFollowsItsWidthIsSettledAtTheWidthItGets() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let view = HalfAsTallView()
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            view.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 80 wide: its height is 40, not the 100 it has before it is given a width.
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 80, height: 40))

        constraints[2].constant = -30
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 60, height: 30))
    }

    func testAPlainViewIsNotSettledAgain() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let view = LayoutView()
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 30),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertFalse(view.intrinsicHeightFollowsWidth)
        XCTAssertTrue(root.existingEngine?.widthFollowers.isEmpty ?? false)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    func testAScrollViewAnswersForItsGuides() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertFalse(scroll.maySolveSubtreeOnItsOwn)
        XCTAssertFalse(scroll.ownsGuides)
        let frameGuide = scroll.frameLayoutGuide
        let contentGuide = scroll.contentLayoutGuide
        XCTAssertTrue(scroll.ownsGuides)
        var guides: [LayoutGuide] = []
        scroll.appendOwnedGuides(to: &guides)
        XCTAssertTrue(guides.contains { $0 === frameGuide })
        XCTAssertTrue(guides.contains { $0 === contentGuide })
        XCTAssertTrue(LayoutView().maySolveSubtreeOnItsOwn)
    }
}
