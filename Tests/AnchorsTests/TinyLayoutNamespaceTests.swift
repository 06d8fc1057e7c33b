import Anchors
import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// The `tl` namespace: `LayoutConstraint.tl.activate { }` and `deactivate { }`.
final class TinyLayoutNamespaceTests: XCTestCase {
    func testActivateFactoryAndOperatorConstraints() {
        let f = Fixture()
        let view1 = f.add("view1", width: 40, height: 20)
        let view2 = f.add("view2", width: 40, height: 20)
        view2.topAnchor == f.container.topAnchor
        view2.leadingAnchor == f.container.leadingAnchor
        view1.translatesAutoresizingMaskIntoConstraints = false
        let made = LayoutConstraint.tl.activate {
            view1.topAnchor.constraint(equalTo: view2.bottomAnchor, constant: 8)
            view1.leadingAnchor.constraint(equalTo: f.container.leadingAnchor, constant: 16)
        }
        XCTAssertEqual(made.count, 2)
        XCTAssertTrue(made.allSatisfy(\.isActive))
        f.layout()
        assertFrames(f.root, ["view1": CGRect(x: 16, y: 28, width: 40, height: 20)])
        LayoutConstraint.tl.deactivate {
            made[1]
        }
        XCTAssertEqual(made.map(\.isActive), [true, false])
        LayoutConstraint.tl.activate {
            view1.leadingAnchor == f.container.leadingAnchor + 30
        }
        f.layout()
        XCTAssertEqual(view1.frame.minX, 30)
    }

    func testDeactivateMakesNothingActiveAndTouchesNoView() {
        let f = Fixture()
        let view = f.add("view")
        let listed = LayoutConstraint.tl.deactivate {
            view.widthAnchor == 10
        }
        XCTAssertEqual(listed.count, 1)
        XCTAssertFalse(listed[0].isActive)
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
    }

    func testFactoryConstraintsLeaveTheAutoresizingFlagAlone() {
        let f = Fixture()
        let a = f.add("a")
        let b = f.add("b")
        let made = LayoutConstraint.tl.activate {
            a.widthAnchor.constraint(equalToConstant: 10)
            b.widthAnchor == 10
        }
        XCTAssertEqual(made.map(\.isActive), [true, true])
        XCTAssertTrue(a.translatesAutoresizingMaskIntoConstraints, "as in UIKit")
        XCTAssertFalse(b.translatesAutoresizingMaskIntoConstraints)
    }

    func testNamespaceReachesItsBase() {
        let view = LayoutView()
        let guide = LayoutGuide()
        XCTAssertTrue(view.tl.base === view)
        XCTAssertTrue(guide.tl.base === guide)
        let label = Label(text: "x")
        let namespace: TinyLayoutNamespace<Label> = label.tl
        XCTAssertTrue(namespace.base === label)
    }
}
