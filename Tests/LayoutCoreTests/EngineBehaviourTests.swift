import Foundation
import LayoutCore
import XCTest

final class EngineBehaviourTests: XCTestCase {
    private func makeRoot(_ width: CGFloat = 300, _ height: CGFloat = 200) -> LayoutView {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.identifier = "root"
        return root
    }

    private func add(_ view: LayoutView, to parent: LayoutView, _ name: String) -> LayoutView {
        view.identifier = name
        parent.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    func testRightToLeftFlipsLeadingButNotLeft() {
        let root = makeRoot()
        let a = add(LayoutView(), to: root, "a")
        let b = add(LayoutView(), to: root, "b")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.widthAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let c = add(LayoutView(), to: root, "c")
        LayoutConstraint.activate([
            c.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            c.widthAnchor.constraint(equalToConstant: 20),
            c.topAnchor.constraint(equalTo: root.topAnchor), c.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 10)
        XCTAssertEqual(b.frame.minX, 68)
        XCTAssertEqual(c.frame.minX, 5)
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 240, y: 0, width: 50, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 202, y: 0, width: 30, height: 10))
        XCTAssertEqual(c.frame.minX, 5)
        // Forcing the container left to right mirrors its content back.
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 10)
        XCTAssertEqual(b.frame.minX, 68)
    }

    func testMarginsAndSafeAreaGuides() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        root.layoutMargins = EdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        let content = add(LayoutView(), to: root, "content")
        let guide = root.layoutMarginsGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 16, y: 20, width: 268, height: 166))
        XCTAssertEqual(root.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 24, width: 268, height: 162))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame.minX, 30)
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 20, width: 270, height: 170))
        XCTAssertEqual(content.safeAreaInsets, .zero)
    }

    func testHuggingAndCompressionDecideWhoShrinks() {
        let root = makeRoot(120, 50)
        let left = add(Label(text: "Left label text"), to: root, "left") as! Label
        let right = add(Label(text: "Right label text"), to: root, "right") as! Label
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 5),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        left.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(left.frame.width, left.intrinsicContentSize.width)
        XCTAssertEqual(right.frame.width, 115 - left.intrinsicContentSize.width, accuracy: 0.01)
        left.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(right.frame.width, right.intrinsicContentSize.width)
        // Extra space goes to the view that hugs less.
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 50)
        left.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(left.frame.width, left.intrinsicContentSize.width)
        XCTAssertEqual(right.frame.maxX, 400)
    }

    func testPositionMultiplierIsRelativeToCommonAncestor() {
        let root = makeRoot(300, 200)
        let container = add(LayoutView(), to: root, "container")
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            container.widthAnchor.constraint(equalToConstant: 240),
            container.heightAnchor.constraint(equalToConstant: 120),
        ])
        let view = add(LayoutView(), to: container, "view")
        LayoutConstraint.activate([
            LayoutConstraint(
                item: view, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .trailing,
                multiplier: 2.0 / 3, constant: 0),
            LayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .bottom,
                multiplier: 0.25, constant: 0),
            view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 150, y: 30, width: 20, height: 10))
    }

    func testCousinsUseAncestorOffsets() {
        let root = makeRoot(300, 200)
        let boxA = add(LayoutView(), to: root, "boxA")
        let boxB = add(LayoutView(), to: root, "boxB")
        let inner = add(LayoutView(), to: boxA, "inner")
        let other = add(LayoutView(), to: boxB, "other")
        LayoutConstraint.activate([
            boxA.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            boxA.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            boxA.widthAnchor.constraint(equalToConstant: 100), boxA.heightAnchor.constraint(equalToConstant: 100),
            boxB.leadingAnchor.constraint(equalTo: boxA.trailingAnchor, constant: 20),
            boxB.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            boxB.widthAnchor.constraint(equalToConstant: 100), boxB.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: boxA.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: boxA.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
            other.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            other.topAnchor.constraint(equalTo: inner.bottomAnchor),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // inner in root: (15, 15); other must sit at root x 15, y 25, i.e. (-115, -5) inside boxB at (130, 30).
        XCTAssertEqual(other.frame, CGRect(x: -115, y: -5, width: 10, height: 10))
    }

    func testIncrementalChangesMatchLayoutFromScratch() {
        func build(width: CGFloat, constant: CGFloat) -> (LayoutView, LayoutConstraint, [LayoutView]) {
            let root = makeRoot(width, 200)
            let a = add(Label(text: "alpha"), to: root, "a")
            let b = add(Label(text: "beta gamma"), to: root, "b")
            let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: constant)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), gap,
                b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
                a.firstBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            ])
            return (root, gap, [a, b])
        }
        let (root, gap, views) = build(width: 300, constant: 10)
        root.layoutIfNeeded()
        gap.constant = 40
        root.frame = CGRect(x: 0, y: 0, width: 250, height: 200)
        (views[1] as! Label).text = "beta gamma delta"
        root.layoutIfNeeded()
        let (fresh, _, freshViews) = build(width: 250, constant: 40)
        (freshViews[1] as! Label).text = "beta gamma delta"
        fresh.layoutIfNeeded()
        XCTAssertEqual(root.hierarchyDescription(), fresh.hierarchyDescription())
        XCTAssertEqual(views[1].frame.minX, views[0].frame.maxX + 40, accuracy: 0.01)
    }

    func testRemovingFromSuperviewDropsConstraintsThatReachOutside() {
        let root = makeRoot()
        let box = add(LayoutView(), to: root, "box")
        let inner = add(LayoutView(), to: box, "inner")
        let outside = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        LayoutConstraint.activate([outside, inside])
        root.layoutIfNeeded()
        box.removeFromSuperview()
        XCTAssertFalse(outside.isActive)
        XCTAssertTrue(inside.isActive)
        XCTAssertTrue(box.constraints.contains { $0 === inside })
        root.layoutIfNeeded()
    }

    func testNoCommonAncestorIsReportedAndIgnored() {
        let a = LayoutView()
        let b = LayoutView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let (_, found) = LayoutDiagnostics.collect { constraint.isActive = true }
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(found.map(\.kind), [.invalidHierarchy])
        XCTAssertTrue(found[0].message.contains("no common ancestor"))
    }

    func testNaNConstantIsReportedAndTheRestLaysOut() {
        let root = makeRoot()
        let a = add(LayoutView(), to: root, "a")
        let (_, found) = LayoutDiagnostics.collect {
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
                a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(found.map(\.kind), [.invalidValue])
        XCTAssertEqual(a.frame, CGRect(x: 7, y: 3, width: 10, height: 10))
    }

    func testAmbiguity() {
        let root = makeRoot()
        let a = add(LayoutView(), to: root, "a")
        a.widthAnchor.constraint(equalToConstant: 10).isActive = true
        XCTAssertTrue(a.hasAmbiguousLayout)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertFalse(a.hasAmbiguousLayout)
    }

    func testAmbiguityIsReportedOnRequestAndTheRestLaysOut() {
        let root = makeRoot()
        let fixed = add(LayoutView(), to: root, "fixed")
        let loose = add(LayoutView(), to: root, "loose")
        LayoutConstraint.activate([
            fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            fixed.topAnchor.constraint(equalTo: root.topAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 10), fixed.heightAnchor.constraint(equalToConstant: 10),
            loose.leadingAnchor.constraint(greaterThanOrEqualTo: fixed.trailingAnchor, constant: 8),
            loose.topAnchor.constraint(equalTo: root.topAnchor), loose.widthAnchor.constraint(equalToConstant: 10),
            loose.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, CGRect(x: 4, y: 0, width: 10, height: 10))
        let (ambiguous, found) = LayoutDiagnostics.collect { root.diagnoseAmbiguousLayout() }
        XCTAssertEqual(ambiguous.map(\.identifier), ["loose"])
        XCTAssertEqual(found.map(\.kind), [.ambiguousLayout])
        XCTAssertTrue(found[0].message.hasPrefix("the layout of loose is ambiguous"), found[0].message)
        XCTAssertTrue(found[0].message.contains("loose.leading >= fixed.trailing + 8"), found[0].message)
    }

    func testScrollViewContentSizeFollowsContentGuide() {
        let root = makeRoot(320, 480)
        let scroll = add(ScrollView(), to: root, "scroll") as! ScrollView
        let content = add(LayoutView(), to: scroll, "content")
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
    }

    func testRoundingAtScales() {
        for (scale, expected) in [(1.0, 33.0), (2.0, 33.5), (3.0, 33 + 1.0 / 3)] as [(CGFloat, CGFloat)] {
            let root = makeRoot(100, 100)
            root.displayScale = scale
            let views = (0..<3).map { add(LayoutView(), to: root, "v\($0)") }
            var constraints: [LayoutConstraint] = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
            for (index, view) in views.enumerated() {
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
                constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor))
                if index > 0 {
                    constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
                }
            }
            constraints.append(views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor))
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            XCTAssertEqual(views[1].frame.minX, expected, accuracy: 1e-9, "scale \(scale)")
            XCTAssertEqual(views[0].frame.maxX, views[1].frame.minX)
            XCTAssertEqual(views[1].frame.maxX, views[2].frame.minX)
            XCTAssertEqual(views[2].frame.maxX, 100)
        }
    }
}
