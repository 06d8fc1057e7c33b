import Foundation
import XCTest

@testable import LayoutCore

/// Small programs that broke the engine when it was used as careless app code would use it; each
/// one is kept here with the answer UIKit gives.
final class EngineFoundProblemsTests: XCTestCase {
    private func root(_ width: CGFloat = 400, _ height: CGFloat = 800) -> LayoutView {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.identifier = "root"
        return root
    }

    private func add(_ name: String, to parent: LayoutView, _ view: LayoutView = LayoutView()) -> LayoutView {
        view.identifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    private func pin(_ view: LayoutView, in parent: LayoutView, _ frame: CGRect) {
        view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: frame.minX).isActive = true
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY).isActive = true
        view.widthAnchor.constraint(equalToConstant: frame.width).isActive = true
        view.heightAnchor.constraint(equalToConstant: frame.height).isActive = true
    }

    // 1. Sizes are not positions: a size related across levels gains no offsets.
    func testSizesAcrossLevelsIgnoreThePositionsInBetween() {
        let root = root()
        let card = add("card", to: root)
        pin(card, in: root, CGRect(x: 40, y: 50, width: 300, height: 300))
        let inner = add("inner", to: card)
        inner.leftAnchor.constraint(equalTo: card.leftAnchor).isActive = true
        inner.topAnchor.constraint(equalTo: card.topAnchor).isActive = true
        inner.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).isActive = true
        inner.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 200, height: 200))

        let second = self.root()
        let box = add("card", to: second)
        pin(box, in: second, CGRect(x: 40, y: 50, width: 300, height: 300))
        let small = add("inner", to: box)
        pin(small, in: box, CGRect(x: 5, y: 5, width: 70, height: 120))
        let other = add("other", to: second)
        other.leftAnchor.constraint(equalTo: second.leftAnchor).isActive = true
        other.topAnchor.constraint(equalTo: second.topAnchor).isActive = true
        other.heightAnchor.constraint(equalTo: small.heightAnchor).isActive = true
        other.widthAnchor.constraint(equalTo: small.widthAnchor).isActive = true
        second.layoutIfNeeded()
        XCTAssertEqual(other.frame, CGRect(x: 0, y: 0, width: 70, height: 120))
    }

    // 2. A constraint activated in one tree and moved to another before a layout is not lost.
    func testConstraintMovedToAnotherTreeBeforeLayoutIsApplied() {
        let first = root()
        let second = root()
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        let view = add("view", to: first)
        pin(view, in: first, CGRect(x: 10, y: 20, width: 30, height: 40))
        // Moving drops the constraints to the old root (as UIKit does); the size constraints stay.
        view.removeFromSuperview()
        second.addSubview(view)
        view.leftAnchor.constraint(equalTo: second.leftAnchor, constant: 10).isActive = true
        view.topAnchor.constraint(equalTo: second.topAnchor, constant: 20).isActive = true
        second.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        view.constraints.first { $0.firstAttribute == .width }!.constant = 60
        second.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 60, height: 40))
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 60, height: 40))
    }

    // 3. Stale frames: a frame set by hand on a view the engine positions is written back by the next layout.
    func testFrameSetByHandOnAConstrainedViewIsWrittenBack() {
        let root = root()
        let card = add("card", to: root)
        pin(card, in: root, CGRect(x: 0, y: 10, width: 200, height: 100))
        let inner = add("inner", to: card)
        inner.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        LayoutConstraint(
            item: inner, attribute: .trailing, relatedBy: .equal, toItem: card, attribute: .centerX, multiplier: 0.5,
            constant: 0
        ).isActive = true
        inner.topAnchor.constraint(equalTo: card.topAnchor).isActive = true
        inner.heightAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        inner.frame = CGRect(x: 50, y: 5, width: 50, height: 20)
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        card.frame.origin.x = 30
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 10, width: 200, height: 100))
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    // A display scale that is not a scale is reported and replaced; frames stay finite.
    func testDisplayScaleOutOfRange() {
        for scale: CGFloat in [.greatestFiniteMagnitude, .nan, 0, -2, .infinity] {
            let root = root()
            let view = add("view", to: root)
            pin(view, in: root, CGRect(x: 1, y: 2, width: 3, height: 4))
            let (_, found) = LayoutDiagnostics.collect {
                root.displayScale = scale
                root.layoutIfNeeded()
            }
            XCTAssertEqual(found.map(\.kind), [.invalidValue], "\(scale)")
            XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4), "\(scale)")
        }
    }

    // 4. Huge constants do not cost the precision of the others.
    func testHugeUpperBoundNextToAnEqualityKeepsTheEquality() {
        for bound: CGFloat in [1e20, 2e16, .greatestFiniteMagnitude] {
            let root = root()
            let view = add("view", to: root)
            pin(view, in: root, CGRect(x: 0, y: 0, width: 10, height: 50))
            view.heightAnchor.constraint(lessThanOrEqualToConstant: bound).isActive = true
            _ = LayoutDiagnostics.collect { root.layoutIfNeeded() }
            XCTAssertEqual(view.frame.height, 50, "bound \(bound)")
        }
    }

    // 5. A laid-out tree is freed once the app lets it go.
    func testLaidOutTreesAreFreed() {
        weak var weakRoot: LayoutView?
        weak var weakChild: LayoutView?
        weak var weakLabel: Label?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let child = add("child", to: root)
            pin(child, in: root, CGRect(x: 1, y: 2, width: 3, height: 4))
            let label = add("label", to: root, Label(text: "some words that wrap over lines")) as! Label
            label.numberOfLines = 0
            label.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            label.topAnchor.constraint(equalTo: child.bottomAnchor).isActive = true
            let width = label.widthAnchor.constraint(equalToConstant: 50)
            width.isActive = true
            _ = root.layoutMarginsGuide
            _ = root.systemLayoutSizeFitting(.zero)
            root.layoutIfNeeded()
            XCTAssertTrue(root.hasAmbiguousLayout == false)
            weakRoot = root
            weakChild = child
            weakLabel = label
            weakConstraint = width
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
        XCTAssertNil(weakLabel)
        XCTAssertNil(weakConstraint)
        // A root that is itself a wrapping label.
        weak var weakLabelRoot: Label?
        do {
            let label = Label(text: "a root that wraps its own words")
            label.numberOfLines = 0
            label.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
            label.layoutIfNeeded()
            weakLabelRoot = label
        }
        XCTAssertNil(weakLabelRoot)
    }

    // 5b. A view kept by the app after its tree was freed joins another tree with nothing stale.
    func testViewOutlivingItsTreeJoinsAnotherCleanly() {
        var survivors: [LayoutView] = []
        for _ in 0..<50 {
            let root = root()
            let view = add("view", to: root)
            pin(view, in: root, CGRect(x: 7, y: 8, width: 9, height: 10))
            root.layoutIfNeeded()
            survivors.append(view)
        }
        for view in survivors {
            let root = root()
            root.addSubview(view)
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 7).isActive = true
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8).isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 7, y: 8, width: 9, height: 10))
        }
    }

    // 6. Conflicts reported while the engine updates its own constraints do not abort.
    func testConflictingFrameBasedViewWhoseFrameChanges() {
        let root = root()
        let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.identifier = "framed"
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        let (_, found) = LayoutDiagnostics.collect {
            view.frame = CGRect(x: 5, y: 5, width: 150, height: 100)
            root.layoutIfNeeded()
        }
        XCTAssertTrue(found.contains { $0.kind == .unsatisfiableConstraints }, "\(found)")
        XCTAssertEqual(view.frame.origin, CGPoint(x: 5, y: 5))
    }

    func testLabelWithRequiredCompressionAndMaxWidthWhoseTextChanges() {
        let root = root()
        let label = add("label", to: root, Label(text: "short")) as! Label
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        label.widthAnchor.constraint(lessThanOrEqualToConstant: 60).isActive = true
        root.layoutIfNeeded()
        let (_, found) = LayoutDiagnostics.collect {
            label.text = "a much longer text than sixty points can hold"
            root.layoutIfNeeded()
        }
        XCTAssertTrue(found.contains { $0.kind == .unsatisfiableConstraints }, "\(found)")
        XCTAssertEqual(label.frame.minX, 0)
    }

    // 7. A constraint whose views were freed is no longer active, and deactivating it is harmless.
    func testConstraintOutlivingItsViews() {
        var constraint: LayoutConstraint?
        do {
            let root = root()
            let view = add("view", to: root)
            constraint = view.widthAnchor.constraint(equalTo: root.widthAnchor)
            constraint!.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(constraint!.isActive, false)
        constraint!.isActive = false
        constraint!.constant = 5
        constraint!.priority = .defaultLow
        _ = LayoutDiagnostics.collect { constraint!.isActive = true }
        XCTAssertFalse(constraint!.isActive)
        XCTAssertTrue(constraint!.description.contains("(released)"))
    }

    // 8. A NaN priority is refused with a diagnostic, not recursed on.
    func testNaNPrioritiesAreRefused() {
        let root = root()
        let view = add("view", to: root, Label(text: "hello"))
        pin(view, in: root, CGRect(x: 0, y: 0, width: 10, height: 10))
        let extra = view.widthAnchor.constraint(equalToConstant: 30)
        extra.priority = .defaultHigh
        extra.isActive = true
        root.layoutIfNeeded()
        let (_, found) = LayoutDiagnostics.collect {
            extra.priority = LayoutPriority(Float.nan)
            view.setContentHuggingPriority(LayoutPriority(Float.nan), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(Float.nan), for: .vertical)
            root.layoutIfNeeded()
        }
        XCTAssertEqual(extra.priority, .defaultHigh)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(found.filter { $0.kind == .invalidValue }.count, 3, "\(found)")
        let inactive = view.heightAnchor.constraint(equalToConstant: 3)
        _ = LayoutDiagnostics.collect { inactive.priority = LayoutPriority(Float.nan) }
        XCTAssertEqual(inactive.priority, .required)
        inactive.priority = LayoutPriority(Float.infinity)
        XCTAssertEqual(inactive.priority, .required)
        inactive.priority = LayoutPriority(-Float.infinity)
        XCTAssertEqual(inactive.priority, LayoutPriority(1))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // 9. Describing any value a public API accepts never traps.
    func testDescriptionsOfHugeAndNonFiniteValues() {
        let root = root()
        let view = add("view", to: root)
        let huge: [CGFloat] = [
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9.3e18, -9.3e18, 1e300, .infinity, .nan,
        ]
        for value in huge {
            let constraint = view.widthAnchor.constraint(lessThanOrEqualToConstant: value)
            XCTAssertFalse(constraint.description.isEmpty)
            let multiplied = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: value, constant: value)
            XCTAssertFalse(multiplied.description.isEmpty)
            view.frame = CGRect(x: value, y: value, width: value, height: value)
            XCTAssertFalse(view.description.isEmpty)
            XCTAssertFalse(formatPoints(value).isEmpty)
        }
        for raw: Float in [.infinity, -.infinity, .nan, 1e30, -1e30, .greatestFiniteMagnitude] {
            XCTAssertFalse(LayoutPriority(raw).description.isEmpty)
        }
        for component: CGFloat in [.nan, .infinity, -.infinity, 1e300] {
            let color = Color(red: component, green: component, blue: component, alpha: component)
            XCTAssertFalse(color.description.isEmpty)
            XCTAssertFalse(color.hexString.isEmpty)
            var mutated = Color.black
            mutated.red = component
            XCTAssertFalse(mutated.description.isEmpty)
        }
        // The conflict report of a huge constant.
        let root2 = self.root()
        let other = add("other", to: root2)
        pin(other, in: root2, CGRect(x: 0, y: 0, width: 10, height: 10))
        let (_, found) = LayoutDiagnostics.collect {
            other.widthAnchor.constraint(equalToConstant: 9.9e18).isActive = true
            other.widthAnchor.constraint(greaterThanOrEqualToConstant: .greatestFiniteMagnitude).isActive = true
            root2.layoutIfNeeded()
        }
        XCTAssertFalse(found.isEmpty)
        XCTAssertEqual(other.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // Frames, offsets and insets that are not finite are refused; huge ones clamped; both reported.
    func testNonFiniteFramesAndInsetsAreRefused() {
        let root = root()
        let framed = LayoutView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        framed.identifier = "framed"
        root.addSubview(framed)
        let child = add("child", to: framed)
        pin(child, in: framed, CGRect(x: 1, y: 2, width: 3, height: 4))
        root.layoutIfNeeded()
        let (_, found) = LayoutDiagnostics.collect {
            framed.frame = CGRect(x: -CGFloat.infinity, y: .nan, width: 1, height: 1)
            framed.bounds = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            root.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            framed.layoutMargins = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
            root.layoutIfNeeded()
        }
        XCTAssertEqual(found.filter { $0.kind == .invalidValue }.count, 4, "\(found)")
        XCTAssertEqual(framed.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertEqual(child.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(root.safeAreaInsets, .zero)
        let (_, clamped) = LayoutDiagnostics.collect {
            framed.frame = CGRect(x: 1e300, y: 0, width: 10, height: 10)
            root.layoutIfNeeded()
        }
        XCTAssertEqual(clamped.map(\.kind), [.invalidValue])
        XCTAssertEqual(framed.frame.minX, 1e9)
        XCTAssertEqual(child.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    // 11. Non-finite answers never come out of the engine.
    func testFittingWithAnUnboundedTargetIsFinite() {
        let view = LayoutView()
        let label = add("label", to: view, Label(text: "hello"))
        pin(label, in: view, CGRect(x: 0, y: 0, width: 50, height: 20))
        label.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
        label.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
        let target = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let size = view.systemLayoutSizeFitting(target)
        XCTAssertTrue(size.width.isFinite && size.height.isFinite, "\(size)")
        XCTAssertEqual(size, CGSize(width: 50, height: 20))
        let loose = LayoutView()
        let free = add("free", to: loose)
        free.leftAnchor.constraint(equalTo: loose.leftAnchor).isActive = true
        free.rightAnchor.constraint(equalTo: loose.rightAnchor).isActive = true
        let unbounded = loose.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertTrue(unbounded.width.isFinite && unbounded.height.isFinite, "\(unbounded)")
        for value in [CGFloat.nan, .infinity, -.infinity, 1e300] {
            let odd = loose.systemLayoutSizeFitting(CGSize(width: value, height: value))
            XCTAssertTrue(odd.width.isFinite && odd.height.isFinite, "\(odd)")
        }
    }

    func testHugeConstantsGiveFiniteFramesAndADiagnostic() {
        let root = root()
        let view = add("view", to: root)
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1e300).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        view.widthAnchor.constraint(equalToConstant: 1e300).isActive = true
        view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1e300).isActive = true
        let sibling = add("sibling", to: root)
        pin(sibling, in: root, CGRect(x: 1, y: 2, width: 3, height: 4))
        let (_, found) = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertFalse(found.isEmpty)
        for value in [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height] {
            XCTAssertTrue(value.isFinite, "\(view.frame)")
        }
        XCTAssertEqual(sibling.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
