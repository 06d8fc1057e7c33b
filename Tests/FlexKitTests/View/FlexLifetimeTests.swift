import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// `view.flex` holds its view through the view's token (no weak reference), and its observers hold it
/// `unowned`: an interface kept after its view went answers as for no view, a tree of views and
/// interfaces is freed whole, and unnamed views are still named by their type in diagnostics.
final class FlexLifetimeTests: XCTestCase {
    func testAnInterfaceKeptAfterItsViewWentLaysOutNothing() {
        var root: LayoutView? = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let flex = root!.flex
        flex.addItem().width(30).height(10)
        flex.layout()
        XCTAssertTrue(flex.view === root)
        root = nil
        XCTAssertNil(flex.view)
        let (_, found) = LayoutDiagnostics.collect {
            flex.layout()
            XCTAssertEqual(flex.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
            flex.width(20).marginTop(4)
        }
        XCTAssertEqual(found.map(\.message), [])
    }

    func testViewsAndInterfacesGoWithTheirTree() {
        weak var weakRoot: LayoutView?
        weak var weakLabel: Label?
        weak var weakRootFlex: Flex?
        weak var weakItemFlex: Flex?
        do {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let label = Label(text: "Hello")
            let row = LayoutView()
            root.flex.direction(.column).define { flex in
                flex.addItem(row).direction(.row).define { flex in
                    flex.addItem(label).grow(1)
                }
            }
            root.flex.layout()
            label.isHidden = true
            root.flex.layout()
            label.text = "Hello again"
            root.flex.layout()
            (weakRoot, weakLabel, weakRootFlex, weakItemFlex) = (root, label, root.flex, label.flex)
            XCTAssertNotNil(weakItemFlex)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakLabel)
        XCTAssertNil(weakRootFlex)
        XCTAssertNil(weakItemFlex)
    }

    func testUnnamedViewsAreNamedByTheirTypeInDiagnostics() {
        let f = FlexFixture(width: 300, height: 100)
        let (first, second, plain) = (Label(text: "a"), Label(text: "b"), LayoutView())
        let (_, found) = LayoutDiagnostics.collect {
            f.container.flex.define { flex in
                flex.addItem(first).width(-20)
                flex.addItem(second).width(-30)
                flex.addItem(plain).height(-1)
            }
            f.container.flex.layout()
        }
        XCTAssertEqual(
            found.map(\.message),
            [
                "flex of Label: width(-20.0) is negative; it was clamped to 0",
                "flex of Label: width(-30.0) is negative; it was clamped to 0",
                "flex of LayoutView: height(-1.0) is negative; it was clamped to 0",
            ])
        XCTAssertEqual(first.frame.width, 0)
        XCTAssertEqual(plain.frame.height, 0)
    }
}
