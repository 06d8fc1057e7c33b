import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

final class AnchorFactoryTests: XCTestCase {
    private var root = LayoutView()
    private var a = LayoutView()
    private var b = LayoutView()

    override func setUp() {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.identifier = "root"
        a = LayoutView()
        a.identifier = "a"
        b = LayoutView()
        b.identifier = "b"
        for view in [a, b] {
            root.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    private func check(
        _ constraint: LayoutConstraint, _ first: AnyObject, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation,
        _ second: AnyObject?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        line: UInt = #line
    ) {
        XCTAssertTrue(constraint.firstItem === first, line: line)
        XCTAssertEqual(constraint.firstAttribute, firstAttribute, line: line)
        XCTAssertEqual(constraint.relation, relation, line: line)
        XCTAssertTrue(constraint.secondItem === second, line: line)
        XCTAssertEqual(constraint.secondAttribute, secondAttribute, line: line)
        XCTAssertEqual(constraint.multiplier, multiplier, line: line)
        XCTAssertEqual(constraint.constant, constant, line: line)
        XCTAssertEqual(constraint.priority, .required, line: line)
        XCTAssertFalse(constraint.isActive, line: line)
    }

    func testAxisAnchorsMakeTheConstraintsTheySay() {
        check(
            a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4), a, .leading, .equal, b, .trailing,
            constant: 4)
        check(a.leftAnchor.constraint(greaterThanOrEqualTo: b.rightAnchor), a, .left, .greaterThanOrEqual, b, .right)
        check(
            a.centerXAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor, constant: -2), a, .centerX, .lessThanOrEqual,
            b, .centerX, constant: -2)
        check(a.topAnchor.constraint(equalTo: b.bottomAnchor), a, .top, .equal, b, .bottom)
        check(
            a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor), a, .firstBaseline, .equal, b, .lastBaseline
        )
        check(
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2), a, .leading, .equal,
            b, .trailing, constant: 16)
        check(
            a.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1), a, .top,
            .greaterThanOrEqual, b, .bottom, constant: 8)
    }

    func testDimensionAnchorsMakeTheConstraintsTheySay() {
        check(a.widthAnchor.constraint(equalToConstant: 40), a, .width, .equal, nil, .notAnAttribute, constant: 40)
        check(
            a.heightAnchor.constraint(lessThanOrEqualToConstant: 30), a, .height, .lessThanOrEqual, nil,
            .notAnAttribute, constant: 30)
        check(
            a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: 3), a, .width, .equal, b,
            .height, multiplier: 0.5, constant: 3)
        check(
            a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2), a, .height,
            .greaterThanOrEqual, b, .height, multiplier: 2)
        let item = LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 0.5, constant: -4)
        check(item, a, .width, .equal, b, .width, multiplier: 0.5, constant: -4)
    }

    func testFramesFromAnchorsAndOffsets() {
        root.displayScale = 1
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 30),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.trailingAnchor.anchorWithOffset(to: root.trailingAnchor).constraint(
                equalTo: a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        assertFrames(
            root, ["a": CGRect(x: 10, y: 10, width: 30, height: 15), "b": CGRect(x: 48, y: 25, width: 114, height: 20)])
    }

    func testConstantsAndPrioritiesChangeInPlace() {
        let width = a.widthAnchor.constraint(equalToConstant: 30)
        let preferred = a.widthAnchor.constraint(equalToConstant: 80)
        preferred.priority = .defaultLow
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), width, preferred,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 30)
        width.constant = 50
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 50)
        width.priority = .defaultLow - 1
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 80)
        width.priority = .defaultHigh
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 50)
        width.priority = .required
        preferred.priority = .required
        let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(found.map(\.kind), [.unsatisfiableConstraints])
        XCTAssertEqual(a.frame.width, 50)
        width.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 80, "the refused constraint is retried once the conflict is gone")
    }

    func testPriorities() {
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(LayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((LayoutPriority.defaultLow - 1).rawValue, 249)
        XCTAssertEqual((LayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertLessThan(LayoutPriority.defaultLow, .defaultHigh)
        XCTAssertEqual("\(LayoutPriority(999.5))", "999.5")
        let constraint = a.widthAnchor.constraint(equalToConstant: 1)
        let (_, found) = LayoutDiagnostics.collect { constraint.priority = 0 }
        XCTAssertEqual(constraint.priority, LayoutPriority(1))
        XCTAssertEqual(found.map(\.kind), [.invalidValue])
    }

    func testDescriptionsReadAsWritten() {
        let title = Label(text: "t")
        title.identifier = "title"
        root.addSubview(title)
        let leading = title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15)
        leading.priority = .defaultHigh
        XCTAssertEqual("\(leading)", "title.leading == root.leading + 15 @750")
        let unnamed = LayoutView()
        root.addSubview(unnamed)
        XCTAssertEqual(
            "\(unnamed.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: -8))",
            "LayoutView.trailing == title.trailing - 8")
        root.identifier = nil
        XCTAssertEqual("\(title.topAnchor.constraint(equalTo: root.topAnchor))", "title.top == superview.top")
        XCTAssertEqual(
            "\(a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -4))",
            "a.width == 0.5 * b.width - 4")
        XCTAssertEqual("\(a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44))", "a.height >= 44")
        let named = a.heightAnchor.constraint(equalToConstant: 1)
        named.identifier = "fx.vstack[0].Fix.height"
        XCTAssertEqual("\(named)", "a.height == 1 (fx.vstack[0].Fix.height)")
        XCTAssertEqual(
            "\(root.layoutMarginsGuide.leadingAnchor.constraint(equalTo: a.leadingAnchor))",
            "LayoutView.layoutMarginsGuide.leading == a.leading")
    }

    func testInvalidPairingsAreReported() {
        let (_, found) = LayoutDiagnostics.collect {
            LayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1,
                constant: 0
            ).isActive = true
            LayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 5
            ).isActive = true
            LayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0
            ).isActive = true
            LayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 0, constant: 5
            ).isActive = true
        }
        XCTAssertEqual(found.count, 4)
        XCTAssertTrue(found[0].message.contains("relates a size to a position"))
        XCTAssertTrue(found[1].message.contains("positions must be related in pairs"))
        XCTAssertTrue(found[2].message.contains("mixes leading/trailing with left/right"))
        XCTAssertTrue(found[3].message.contains("multiplier of 0"))
        XCTAssertTrue(root.constraints.isEmpty)
    }
}
