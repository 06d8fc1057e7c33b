import FlexKit
import LayoutCore
import LayoutTestSupport
import XCTest

/// The order in which FlexLayout's edge setters apply.
///
/// From FlexLayout's sources (Sources/Swift/FlexLayout.swift): `all(_:)`, `vertically(_:)` and
/// `horizontally(_:)` (points and percent) write each position edge they cover (`yoga.top`,
/// `yoga.left`, `yoga.bottom`, `yoga.right`), so a later call wins over an earlier one. Margins and
/// paddings are different: `margin(_:)`, `marginVertical(_:)`, `marginHorizontal(_:)` and their padding
/// twins write Yoga's combined edges (`yoga.margin`, `yoga.marginVertical`: YGLayout.mm's
/// `YGEdgeAll`, `YGEdgeVertical`, `YGEdgeHorizontal`), where an edge set on its own always wins.
/// FlexLayout's README (section 4, "Absolute positioning") says the same of the position setters:
/// `vertically()` is "Equal to top().bottom()", `horizontally()` to "left().right()", and `all()` to
/// "top().bottom().left().right()".
final class FlexEdgeOrderTests: XCTestCase {
    /// An absolute item of a 300 x 300 container after `configure`.
    private func absoluteFrame(_ configure: (Flex) -> Void) -> CGRect {
        let root = container(300, 300)
        let item = named("item")
        root.flex.addItem(item).position(.absolute)
        configure(item.flex)
        root.flex.layout()
        return item.frame
    }

    func testALaterAllOrVerticallyWinsOverEarlierEdges() {
        XCTAssertEqual(absoluteFrame { $0.left(5).top(5).right(5).bottom(5).all(20) }, rect(20, 20, 260, 260))
        XCTAssertEqual(absoluteFrame { $0.width(10).top(40).bottom(40).vertically(10) }, rect(0, 10, 10, 280))
        XCTAssertEqual(absoluteFrame { $0.height(10).left(40).right(40).horizontally(10) }, rect(10, 0, 280, 10))
        XCTAssertEqual(absoluteFrame { $0.left(50).vertically(30).all(0) }, rect(0, 0, 300, 300))
    }

    func testALaterEdgeStillWinsOverAnEarlierAll() {
        XCTAssertEqual(absoluteFrame { $0.all(20).top(50) }, rect(20, 50, 260, 230))
        XCTAssertEqual(absoluteFrame { $0.vertically(20).bottom(0) }, rect(0, 20, 0, 280))
        XCTAssertEqual(absoluteFrame { $0.horizontally(20).left(0).width(100) }, rect(0, 0, 100, 0))
    }

    func testPercentAndPointsReplaceEachOther() {
        // 10% of 300 is 30.
        XCTAssertEqual(absoluteFrame { $0.top(5%).left(5%).all(10%) }, rect(30, 30, 240, 240))
        XCTAssertEqual(absoluteFrame { $0.all(10%).vertically(0) }, rect(30, 0, 240, 300))
        XCTAssertEqual(absoluteFrame { $0.vertically(10%).horizontally(50).all(15) }, rect(15, 15, 270, 270))
        XCTAssertEqual(absoluteFrame { $0.width(20).horizontally(10%).left(1) }, rect(1, 0, 20, 0))
    }

    func testStartAndEndStillWinOverLeftAndRight() {
        // FlexLayout's `all` writes left and right, not start and end; Yoga reads start before left.
        XCTAssertEqual(absoluteFrame { $0.start(30).all(5) }, rect(30, 5, 265, 290))
        XCTAssertEqual(absoluteFrame { $0.end(30).horizontally(5).vertically(0) }, rect(5, 0, 265, 300))
    }

    func testRelativeItemsAreOffsetByTheLastValue() {
        let root = container(300, 300)
        let item = named("item")
        root.flex.addItem(item).grow(1).left(5).top(7).all(10)
        root.flex.layout()
        XCTAssertEqual(item.frame, rect(10, 10, 300, 300))
        item.flex.vertically(-4)
        root.flex.layout()
        XCTAssertEqual(item.frame, rect(10, -4, 300, 300))
    }

    func testMarginsAndPaddingsKeepYogasCombinedEdgesAsFlexLayoutDoes() {
        // FlexLayout's margin(_:) writes `yoga.margin` (Yoga's `all` edge): marginLeft(5) set before
        // it still wins; marginVertical writes Yoga's vertical edge, under marginTop.
        check([
            FlexCase("marginLeft then margin", rect(5, 20, 375, 360)) { _, item in
                item.grow(1).marginLeft(5).margin(20)
            },
            FlexCase("marginTop then marginVertical", rect(0, 40, 400, 350)) { _, item in
                item.grow(1).marginTop(40).marginVertical(10)
            },
            FlexCase("marginRight then marginHorizontal percent", rect(40, 0, 355, 400)) { _, item in
                item.grow(1).marginRight(5).marginHorizontal(10%)
            },
            FlexCase("margin(insets) writes four edges", rect(1, 2, 396, 394)) { _, item in
                item.grow(1).margin(30).margin(EdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
            },
        ])
        let root = container(400, 400)
        let box = named("box")
        let child = named("child")
        root.flex.addItem(box).grow(1).paddingTop(5).padding(20).define { flex in
            flex.addItem(child).grow(1)
        }
        root.flex.layout()
        XCTAssertEqual(child.frame, rect(20, 5, 360, 375))
        box.flex.paddingLeft(2).paddingHorizontal(30).paddingVertical(0)
        root.flex.layout()
        XCTAssertEqual(child.frame, rect(2, 5, 368, 395))
    }

    /// Random sequences of position setters against a reference model of FlexLayout's setters: four
    /// edges, each holding the last value written to it, and an absolute item placed by them.
    func testRandomSetterSequencesMatchTheReferenceModel() {
        var random = SeededRandom(seed: 20)
        var failures: [String] = []
        for _ in 0..<400 {
            let count = Int.random(in: 1...6, using: &random)
            let calls = (0..<count).map { _ in EdgeCall.random(using: &random) }
            let width: CGFloat? = Bool.random(using: &random) ? CGFloat(Int.random(in: 0...80, using: &random)) : nil
            let height: CGFloat? = Bool.random(using: &random) ? CGFloat(Int.random(in: 0...80, using: &random)) : nil
            if let difference = EdgeCall.difference(calls, width: width, height: height) {
                let shrunk = EdgeCall.shrink(calls, width: width, height: height)
                failures.append("\(difference); shrunk: \(shrunk.map(\.description).joined(separator: "."))")
            }
        }
        XCTAssertEqual(failures, [])
    }

    /// The README's definitions: each shorthand, anywhere in a sequence, lays out as its expansion.
    func testEachShorthandEqualsTheCallsTheReadmeExpandsItTo() {
        var random = SeededRandom(seed: 2020)
        for _ in 0..<200 {
            let calls = (0..<Int.random(in: 1...6, using: &random)).map { _ in EdgeCall.random(using: &random) }
            let expanded = calls.flatMap { call in
                call.edges.map { edge in
                    EdgeCall(setter: EdgeCall.edgeSetter(edge), value: call.value, isPercent: call.isPercent)
                }
            }
            let names = calls.map(\.description).joined(separator: ".")
            XCTAssertEqual(
                EdgeCall.actualFrame(calls, width: nil, height: 30),
                EdgeCall.actualFrame(expanded, width: nil, height: 30), names)
        }
    }
}

/// One call of a position setter, for the random test.
private struct EdgeCall: CustomStringConvertible {
    enum Setter: CaseIterable { case top, left, bottom, right, vertically, horizontally, all }
    let setter: Setter
    let value: Int
    let isPercent: Bool

    static let containerSize = CGSize(width: 300, height: 200)

    var description: String { "\(setter)(\(value)\(isPercent ? "%" : ""))" }

    /// The setter of one edge.
    static func edgeSetter(_ edge: String) -> Setter {
        switch edge {
        case "top": return .top
        case "left": return .left
        case "bottom": return .bottom
        default: return .right
        }
    }

    static func random(using random: inout SeededRandom) -> EdgeCall {
        let isPercent = Bool.random(using: &random)
        let value = isPercent ? Int.random(in: -10...25, using: &random) : Int.random(in: -20...60, using: &random)
        return EdgeCall(setter: Setter.allCases.randomElement(using: &random)!, value: value, isPercent: isPercent)
    }

    func apply(to flex: Flex) {
        let points = CGFloat(value)
        let percent = FPercent(value: CGFloat(value))
        switch (setter, isPercent) {
        case (.top, false): flex.top(points)
        case (.top, true): flex.top(percent)
        case (.left, false): flex.left(points)
        case (.left, true): flex.left(percent)
        case (.bottom, false): flex.bottom(points)
        case (.bottom, true): flex.bottom(percent)
        case (.right, false): flex.right(points)
        case (.right, true): flex.right(percent)
        case (.vertically, false): flex.vertically(points)
        case (.vertically, true): flex.vertically(percent)
        case (.horizontally, false): flex.horizontally(points)
        case (.horizontally, true): flex.horizontally(percent)
        case (.all, false): flex.all(points)
        case (.all, true): flex.all(percent)
        }
    }

    /// The edges each setter writes, in FlexLayout's FlexLayout.swift.
    var edges: [String] {
        switch setter {
        case .top: return ["top"]
        case .left: return ["left"]
        case .bottom: return ["bottom"]
        case .right: return ["right"]
        case .vertically: return ["top", "bottom"]
        case .horizontally: return ["left", "right"]
        case .all: return ["top", "left", "bottom", "right"]
        }
    }

    /// The frame of the reference model: the last value written to each edge, percentages of the
    /// container's width (left, right) or height (top, bottom), an absolute item at the start when no
    /// edge places it, stretched between two edges when it has no size (a plain view measures empty).
    static func expectedFrame(_ calls: [EdgeCall], width: CGFloat?, height: CGFloat?) -> CGRect {
        var edges: [String: CGFloat] = [:]
        for call in calls {
            for edge in call.edges {
                let base = edge == "left" || edge == "right" ? containerSize.width : containerSize.height
                edges[edge] = call.isPercent ? base * CGFloat(call.value) / 100 : CGFloat(call.value)
            }
        }
        func axis(_ lead: CGFloat?, _ trail: CGFloat?, _ size: CGFloat?, _ room: CGFloat) -> (CGFloat, CGFloat) {
            let length = size ?? (lead != nil && trail != nil ? max(0, room - lead! - trail!) : 0)
            if let lead { return (lead, length) }
            if let trail { return (room - trail - length, length) }
            return (0, length)
        }
        let (x, w) = axis(edges["left"], edges["right"], width, containerSize.width)
        let (y, h) = axis(edges["top"], edges["bottom"], height, containerSize.height)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// The kit's frame for the same calls.
    static func actualFrame(_ calls: [EdgeCall], width: CGFloat?, height: CGFloat?) -> CGRect {
        let root = container(containerSize.width, containerSize.height)
        let item = named("item")
        let flex = root.flex.addItem(item).position(.absolute).width(width).height(height)
        for call in calls { call.apply(to: flex) }
        root.flex.layout()
        return item.frame
    }

    static func difference(_ calls: [EdgeCall], width: CGFloat?, height: CGFloat?) -> String? {
        let expected = expectedFrame(calls, width: width, height: height)
        let actual = actualFrame(calls, width: width, height: height)
        guard expected != actual else { return nil }
        return "width \(width.map { "\($0)" } ?? "auto"), height \(height.map { "\($0)" } ?? "auto"): "
            + "expected \(expected), got \(actual)"
    }

    /// The shortest sequence (removing one call at a time) that still differs.
    static func shrink(_ calls: [EdgeCall], width: CGFloat?, height: CGFloat?) -> [EdgeCall] {
        var current = calls
        var changed = true
        while changed {
            changed = false
            for index in current.indices {
                var smaller = current
                smaller.remove(at: index)
                if difference(smaller, width: width, height: height) != nil {
                    current = smaller
                    changed = true
                    break
                }
            }
        }
        return current
    }
}
