import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// A view that makes its width constraint in `updateConstraints()`, and logs each call.
private final class DeferredView: LayoutView {
    var width: CGFloat = 10
    var made: LayoutConstraint?
    let name: String
    let log: (String) -> Void

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func updateConstraints() {
        log(name)
        made?.isActive = false
        made = widthAnchor.constraint(equalToConstant: width)
        made?.isActive = true
        super.updateConstraints()
    }
}

/// The update-constraints pass: views make their constraints once, before the engine solves.
final class UpdateConstraintsPassTests: XCTestCase {
    func testLayoutRunsTheUpdatePassOnceSubviewsFirst() {
        var calls: [String] = []
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let outer = DeferredView("outer") { calls.append($0) }
        let inner = DeferredView("inner") { calls.append($0) }
        let untouched = DeferredView("untouched") { calls.append($0) }
        root.addSubview(outer)
        outer.addSubview(inner)
        root.addSubview(untouched)
        outer.width = 50
        inner.width = 20
        outer.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        XCTAssertTrue(outer.needsUpdateConstraints())
        XCTAssertFalse(untouched.needsUpdateConstraints())
        XCTAssertNil(outer.made, "nothing is made before the pass")

        root.layoutIfNeeded()
        XCTAssertEqual(calls, ["inner", "outer"], "subviews first, each once, only those that asked")
        XCTAssertFalse(outer.needsUpdateConstraints())
        XCTAssertEqual(outer.frame.width, 50)
        XCTAssertEqual(inner.frame.width, 20)

        root.layoutIfNeeded()
        XCTAssertEqual(calls.count, 2, "a pass with nothing asked calls nobody")

        inner.width = 30
        inner.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        XCTAssertEqual(calls, ["inner", "outer", "inner"])
        XCTAssertEqual(inner.frame.width, 30)
    }

    func testAViewAskingBeforeJoiningATreeIsUpdatedByTheTreesLayout() {
        var calls: [String] = []
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = LayoutView()
        let deferred = DeferredView("deferred") { calls.append($0) }
        deferred.width = 70
        container.addSubview(deferred)
        deferred.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        root.addSubview(container)
        root.layoutIfNeeded()
        XCTAssertEqual(calls, ["deferred"])
        XCTAssertEqual(deferred.frame.width, 70)
    }

    func testFittingSizeRunsTheUpdatePass() {
        var calls: [String] = []
        let view = DeferredView("fitting") { calls.append($0) }
        view.width = 42
        view.heightAnchor.constraint(equalToConstant: 8).isActive = true
        view.setNeedsUpdateConstraints()
        let size = view.systemLayoutSizeFitting(.zero)
        XCTAssertEqual(calls, ["fitting"])
        XCTAssertEqual(size, CGSize(width: 42, height: 8))
    }

    func testUpdateConstraintsIfNeededRunsThePassWithoutLayout() {
        var calls: [String] = []
        let view = DeferredView("alone") { calls.append($0) }
        view.updateConstraintsIfNeeded()
        XCTAssertTrue(calls.isEmpty, "no view asked")
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        XCTAssertEqual(calls, ["alone"])
        XCTAssertTrue(view.made?.isActive ?? false)
    }
}
