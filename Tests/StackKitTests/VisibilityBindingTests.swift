import Foundation
import LayoutCore
import StackKit
import XCTest

final class VisibilityBindingTests: XCTestCase {
    func testBindingToOneViewMirrorsItNowAndLater() {
        let source = LayoutView()
        let target = LayoutView()
        source.isHidden = true
        target.tl.bindVisible(to: source)
        XCTAssertTrue(target.isHidden, "applied at once")
        source.isHidden = false
        XCTAssertFalse(target.isHidden)
    }

    func testAllVisibleAndAnyVisible() {
        let (v1, v2) = (LayoutView(), LayoutView())
        let all = LayoutView()
        let any = LayoutView()
        all.tl.bindVisible(toAllVisible: [v1, v2])
        any.tl.bindVisible(toAnyVisible: [v1, v2])
        XCTAssertEqual([all.isHidden, any.isHidden], [false, false])
        v1.isHidden = true
        XCTAssertEqual([all.isHidden, any.isHidden], [true, false])
        v2.isHidden = true
        XCTAssertEqual([all.isHidden, any.isHidden], [true, true])
        v1.isHidden = false
        XCTAssertEqual([all.isHidden, any.isHidden], [true, false])
    }

    func testEmptyGroups() {
        let all = LayoutView()
        let any = LayoutView()
        all.tl.bindVisible(toAllVisible: [])
        any.tl.bindVisible(toAnyVisible: [])
        XCTAssertFalse(all.isHidden, "every one of no views is visible")
        XCTAssertTrue(any.isHidden, "none of no views is visible")
    }

    func testBindingAgainReplacesTheBinding() {
        let (first, second) = (LayoutView(), LayoutView())
        let target = LayoutView()
        target.tl.bindVisible(to: first)
        target.tl.bindVisible(to: second)
        first.isHidden = true
        XCTAssertFalse(target.isHidden, "no longer follows the first view")
        second.isHidden = true
        XCTAssertTrue(target.isHidden)
        target.tl.unbindVisible()
        second.isHidden = false
        XCTAssertTrue(target.isHidden, "unbound: keeps its value")
    }

    func testBindingsHoldNoViewAlive() {
        let source = LayoutView()
        weak var weakTarget: LayoutView?
        do {
            let target = LayoutView()
            weakTarget = target
            target.tl.bindVisible(toAllVisible: [source, target])
        }
        XCTAssertNil(weakTarget)
        source.isHidden = true
        weak var weakSource: LayoutView?
        do {
            let temporary = LayoutView()
            weakSource = temporary
            LayoutView().tl.bindVisible(to: temporary)
            temporary.tl.bindVisible(to: temporary)
        }
        XCTAssertNil(weakSource)
    }
}
